import { expect } from '@esm-bundle/chai';
import { blockSection, parseStyleSection } from '../../../src/routing/style-sections';

describe('Styles panel sections', () => {
  it('opens the root without a section, and for an unknown one', () => {
    expect(parseStyleSection(undefined)).to.deep.equal({
      screen: 'root',
      params: {},
      parent: undefined,
    });
    expect(parseStyleSection('/no-such-screen').screen).to.equal('root');
    expect(parseStyleSection('/typography/paragraph').screen).to.equal('root');
  });

  it('names each fixed screen, its back button leading to the root', () => {
    for (const [section, screen] of [
      ['/variations', 'variations'],
      ['/blocks', 'blocks'],
      ['/typography', 'typography'],
      ['/colors', 'colors'],
      ['/background', 'background'],
      ['/shadows', 'shadows'],
      ['/layout', 'layout'],
      ['/css', 'css'],
      ['/revisions', 'revisions'],
    ] as const) {
      expect(parseStyleSection(section)).to.deep.equal({ screen, params: {}, parent: '/' });
    }
  });

  it('reads the parameters of nested screens and their parents', () => {
    expect(parseStyleSection('/typography/heading')).to.deep.equal({
      screen: 'typography-element',
      params: { element: 'heading' },
      parent: '/typography',
    });
    expect(parseStyleSection('/typography/font-sizes')).to.deep.equal({
      screen: 'font-sizes',
      params: {},
      parent: '/typography',
    });
    expect(parseStyleSection('/typography/font-sizes/custom/custom-2')).to.deep.equal({
      screen: 'font-size',
      params: { origin: 'custom', slug: 'custom-2' },
      parent: '/typography/font-sizes',
    });
    expect(parseStyleSection('/colors/palette').parent).to.equal('/colors');
    expect(parseStyleSection('/shadows/edit/theme/natural')).to.deep.equal({
      screen: 'shadow',
      params: { category: 'theme', slug: 'natural' },
      parent: '/shadows',
    });
  });

  it('keeps block names URL-encoded in the path and decoded in the parameters', () => {
    expect(blockSection('core/button')).to.equal('/blocks/core%2Fbutton');
    expect(parseStyleSection(blockSection('core/button'))).to.deep.equal({
      screen: 'block',
      params: { blockName: 'core/button' },
      parent: '/blocks',
    });
    expect(parseStyleSection(blockSection('core/button', '/variations/outline'))).to.deep.equal({
      screen: 'block-variation',
      params: { blockName: 'core/button', variation: 'outline' },
      parent: '/blocks/core%2Fbutton',
    });
    expect(parseStyleSection(blockSection('core/group', '/colors/palette')).screen).to.equal(
      'block-palette',
    );
  });

  it('reads a block name whose slash is not encoded', () => {
    expect(parseStyleSection('/blocks/core/button')).to.deep.equal({
      screen: 'block',
      params: { blockName: 'core/button' },
      parent: '/blocks',
    });
    expect(parseStyleSection('/blocks/core/button/variations/outline').params).to.deep.equal({
      blockName: 'core/button',
      variation: 'outline',
    });
  });

  it('treats a malformed encoding as an unknown section', () => {
    expect(parseStyleSection('/blocks/%E0%A4%A').screen).to.equal('root');
  });
});
