import { expect } from '@esm-bundle/chai';
import {
  blockStyleTarget,
  blockStyleVariationSelector,
  defaultBlockSelector,
  generateStylesheet,
  hasBlockSupport,
  mergeGlobalStyles,
  skipsSerialization,
  type ThemeJson,
} from '../../../src/global-styles';
import { blockTypes } from './fixtures/block-types';

/** The CSS printed for `styles.blocks` (after the root rules of an otherwise empty theme). */
function blockCss(blocks: Record<string, unknown>, settings: ThemeJson['settings'] = {}): string {
  const merged = mergeGlobalStyles(
    { theme: { version: 3, settings, styles: { blocks } } },
    { blockTypes },
  );
  const css = generateStylesheet(merged, { blockTypes, parts: ['styles'] });
  const marker = '.is-layout-grid > :is(*, div){margin: 0;}';
  return css.slice(css.lastIndexOf(marker) + marker.length);
}

describe('block selectors', () => {
  it('defaults to the block’s class, as WordPress names it', () => {
    expect(defaultBlockSelector('core/group')).to.equal('.wp-block-group');
    expect(defaultBlockSelector('acme/pricing-table')).to.equal('.wp-block-acme-pricing-table');
  });

  it('reads the root and feature selectors from selectors, or from supports', () => {
    const [paragraph, , , , , button, image, , , search] = blockTypes.map((meta) =>
      blockStyleTarget(meta),
    );
    expect(paragraph?.selector).to.equal('p');
    expect(button?.selector).to.equal('.wp-block-button .wp-block-button__link');
    expect(image?.duotone).to.equal('.wp-block-image img, .wp-block-image .components-placeholder');
    expect(search?.features['typography']).to.deep.equal({
      root: '.wp-block-search .wp-block-search__label, .wp-block-search .wp-block-search__input, .wp-block-search .wp-block-search__button',
    });
  });

  it('joins a style variation’s class to the first compound of each selector', () => {
    expect(
      blockStyleVariationSelector('outline', '.wp-block-button .wp-block-button__link'),
    ).to.equal('.wp-block-button.is-style-outline .wp-block-button__link');
    expect(blockStyleVariationSelector('custom', 'p')).to.equal('p.is-style-custom');
    expect(blockStyleVariationSelector('custom', 'div:first-child')).to.equal(
      'div.is-style-custom:first-child',
    );
    expect(blockStyleVariationSelector('custom', ':where(.outer .inner)')).to.equal(
      ':where(.outer.is-style-custom .inner)',
    );
    expect(
      blockStyleVariationSelector('custom', '.wp-block .inner, .wp-block .alternative'),
    ).to.equal('.wp-block.is-style-custom .inner, .wp-block.is-style-custom .alternative');
    expect(blockStyleVariationSelector('custom', '')).to.equal('.is-style-custom');
  });
});

describe('block supports', () => {
  const byName = (name: string) => blockTypes.find((meta) => meta.name === name) ?? { name };

  it('tells which features a block prints away from its wrapper', () => {
    const button = byName('core/button');
    expect(skipsSerialization(button, 'color')).to.equal(true);
    expect(skipsSerialization(button, 'typography', 'fontSize')).to.equal(true);
    expect(skipsSerialization(button, 'typography', 'letterSpacing')).to.equal(false);
    expect(skipsSerialization(byName('core/group'), 'spacing', 'blockGap')).to.equal(false);
  });

  it('reads layout support as WordPress does: true or a non-empty object', () => {
    expect(hasBlockSupport(byName('core/group'), ['layout'])).to.equal(true);
    expect(hasBlockSupport(byName('core/code'), ['layout'])).to.equal(false);
    expect(hasBlockSupport({ name: 'x', supports: { layout: {} } }, ['layout'])).to.equal(false);
  });
});

describe('per-block styles', () => {
  it('scopes each block’s styles and elements to its selector', () => {
    expect(
      blockCss({
        'core/group': {
          color: { gradient: 'var:preset|gradient|sunrise' },
          border: { radius: '10px' },
          dimensions: { minHeight: '50vh' },
          spacing: { padding: '24px' },
          elements: { link: { color: { text: '#111' }, ':hover': { color: { text: '#333' } } } },
        },
        'core/paragraph': { typography: { fontSize: 'var:preset|font-size|small' } },
      }),
    ).to.equal(
      ':root :where(.wp-block-group){background: var(--wp--preset--gradient--sunrise);border-radius: 10px;min-height: 50vh;padding: 24px;}' +
        ':root :where(.wp-block-group a:where(:not(.wp-element-button))){color: #111;}' +
        ':root :where(.wp-block-group a:where(:not(.wp-element-button)):hover){color: #333;}' +
        ':root :where(p){font-size: var(--wp--preset--font-size--small);}',
    );
  });

  it('prints features with their own selector there, and a duotone filter on the duotone selector', () => {
    expect(
      blockCss({
        'core/image': {
          border: { radius: { topLeft: '10px', bottomRight: '1em' } },
          spacing: { margin: { bottom: '30px' } },
          filter: { duotone: 'var:preset|duotone|ink-and-paper' },
        },
      }),
    ).to.equal(
      ':root :where(.wp-block-image){margin-bottom: 30px;}' +
        ':root :where(.wp-block-image img, .wp-block-image .wp-block-image__crop-area, .wp-block-image .components-placeholder){border-top-left-radius: 10px;border-bottom-right-radius: 1em;}' +
        ':root :where(.wp-block-image img, .wp-block-image .components-placeholder){filter: var(--wp--preset--duotone--ink-and-paper);}',
    );
  });

  it('prints an aspect ratio with the min-height that would defeat it unset', () => {
    expect(blockCss({ 'core/cover': { dimensions: { aspectRatio: '16/9' } } })).to.equal(
      ':root :where(.wp-block-cover){min-height: unset;aspect-ratio: 16/9;}',
    );
  });

  it('gives a separator with only a background the same text colour', () => {
    expect(blockCss({ 'core/separator': { color: { background: 'blue' } } })).to.equal(
      ':root :where(.wp-block-separator){background-color: blue;color: blue;}',
    );
    expect(blockCss({ 'core/separator': { color: { background: 'blue', text: 'red' } } })).to.equal(
      ':root :where(.wp-block-separator){background-color: blue;color: red;}',
    );
  });

  it('defaults an uploaded background image to cover', () => {
    expect(
      blockCss({
        'core/quote': {
          background: {
            backgroundImage: { url: 'http://example.org/q.png', id: 321 },
            backgroundSize: 'contain',
          },
        },
        'core/group': {
          background: { backgroundImage: { url: 'http://example.org/g.png', id: 123 } },
        },
      }),
    ).to.equal(
      ":root :where(.wp-block-quote){background-image: url('http://example.org/q.png');background-position: 50% 50%;background-size: contain;}" +
        ":root :where(.wp-block-group){background-image: url('http://example.org/g.png');background-size: cover;}",
    );
  });
});

describe('block style variations', () => {
  it('prints a registered variation on the block’s selector with the variation class', () => {
    expect(
      blockCss({
        'core/button': {
          color: { background: 'blue' },
          variations: {
            outline: {
              border: { width: '1.5px', style: 'solid' },
              color: { background: 'transparent' },
            },
            unregistered: { color: { background: 'hotpink' } },
          },
        },
      }),
    ).to.equal(
      ':root :where(.wp-block-button .wp-block-button__link){background-color: blue;}' +
        ':root :where(.wp-block-button.is-style-outline .wp-block-button__link){background-color: transparent;border-width: 1.5px;border-style: solid;}',
    );
  });

  it('moves the variation’s feature styles to the feature selector with the variation class', () => {
    expect(
      blockCss({
        'core/image': {
          variations: { rounded: { border: { radius: '999px' }, spacing: { margin: '0' } } },
        },
      }),
    ).to.equal(
      ':root :where(.wp-block-image.is-style-rounded img, .wp-block-image.is-style-rounded .wp-block-image__crop-area, .wp-block-image.is-style-rounded .components-placeholder){border-radius: 999px;}' +
        ':root :where(.wp-block-image.is-style-rounded){margin: 0;}',
    );
  });

  it('styles blocks the host did not list with the default selector and their variations', () => {
    expect(
      blockCss({
        'acme/card': { color: { text: 'red' }, variations: { flat: { shadow: 'none' } } },
      }),
    ).to.equal(
      ':root :where(.wp-block-acme-card){color: red;}' +
        ':root :where(.wp-block-acme-card.is-style-flat){box-shadow: none;}',
    );
  });
});
