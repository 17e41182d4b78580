// What a block's Styles screen previews: its Style Book example (built in, or the host's), a
// parent for a block that only lives inside one, a style variation's class on the block.
import { expect } from '@esm-bundle/chai';
import {
  blockPreviewSample,
  withStyleVariation,
} from '../../../../src/screens/styles/blocks/block-samples';

describe('block previews on the Styles block screens', () => {
  it('show the Style Book’s example of every block that has one', () => {
    for (const [name, category, wrapper] of [
      ['core/image', 'media', 'wp-block-image'],
      ['core/cover', 'media', 'wp-block-cover'],
      ['core/gallery', 'media', 'wp-block-gallery'],
      ['core/paragraph', 'text', '<p'],
      ['core/spacer', 'design', 'wp-block-spacer'],
    ] as const) {
      const sample = blockPreviewSample({ name, category });
      expect(sample?.markup, name).to.contain(`<!-- wp:${name.slice(5)}`);
      expect(sample?.markup, name).to.contain(wrapper);
    }
  });

  it('draw a dynamic block from the host’s example, at the width it asks for', () => {
    expect(
      blockPreviewSample({
        name: 'core/post-content',
        category: 'theme',
        example: { viewportWidth: 350 },
      }),
    ).to.deep.equal({ markup: '<!-- wp:post-content /-->', viewportWidth: 350 });
  });

  it('show a block that lives only inside another in that parent', () => {
    const sample = blockPreviewSample({
      name: 'core/button',
      category: 'design',
      parent: ['core/buttons'],
    });
    expect(sample?.markup).to.match(/^<!-- wp:buttons -->.*<!-- wp:button -->/);
  });

  it('show nothing for a block without an example', () => {
    expect(blockPreviewSample({ name: 'acme/widget', category: 'widgets' })).to.equal(undefined);
    expect(blockPreviewSample({ name: 'core/missing', category: 'text' })).to.equal(undefined);
  });

  it('give a style variation’s class to the block, in its attributes and on its wrapper', () => {
    const image = blockPreviewSample({ name: 'core/image', category: 'media' }, 'rounded')!;
    expect(image.markup).to.match(
      /^<!-- wp:image \{"sizeSlug":"large","className":"is-style-rounded"\} -->\s*<figure class="wp-block-image size-large is-style-rounded">/,
    );
    const button = blockPreviewSample(
      { name: 'core/button', category: 'design', parent: ['core/buttons'] },
      'outline',
    )!;
    expect(button.markup).to.contain(
      '<!-- wp:button {"className":"is-style-outline"} --><div class="wp-block-button is-style-outline">',
    );
    expect(button.markup).to.contain('<div class="wp-block-buttons">');
    expect(
      withStyleVariation('<!-- wp:site-title {"level":0} /-->', 'core/site-title', 'x'),
    ).to.equal('<!-- wp:site-title {"level":0,"className":"is-style-x"} /-->');
  });
});
