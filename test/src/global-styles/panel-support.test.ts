import { expect } from '@esm-bundle/chai';
import { globalPanels, presetCount, settingsFor } from '../../../src/global-styles/panel-support';

describe('which Styles panels show', () => {
  it('always offers Shadows, and the others only where the settings allow them', () => {
    const bare = {
      color: { custom: false, customGradient: false },
      typography: { customFontSize: false },
    };
    expect(globalPanels(bare)).to.deep.equal(['shadows']);
    const full = {
      color: { palette: { theme: [{ slug: 'a', color: '#000' }] } },
      typography: { fontSizes: { default: [{ slug: 's', size: '1rem' }] } },
      background: { backgroundImage: true },
      layout: { contentSize: '650px' },
    };
    expect(globalPanels(full)).to.deep.equal([
      'typography',
      'colors',
      'background',
      'shadows',
      'layout',
    ]);
  });

  it('counts presets across origins or in a plain list', () => {
    expect(presetCount({ color: { palette: [{}, {}] } }, ['color', 'palette'])).to.equal(2);
    expect(
      presetCount({ color: { palette: { default: [{}], theme: [{}, {}], custom: [{}] } } }, [
        'color',
        'palette',
      ]),
    ).to.equal(4);
    expect(presetCount({}, ['color', 'palette'])).to.equal(0);
  });

  it("lays a block's own settings over the site's", () => {
    const merged = {
      settings: {
        color: { custom: true, text: true },
        blocks: { 'core/button': { color: { custom: false } } },
      },
    };
    expect(settingsFor(merged, 'core/button').color).to.deep.equal({ custom: false, text: true });
    expect(settingsFor(merged).color).to.deep.equal({ custom: true, text: true });
  });
});
