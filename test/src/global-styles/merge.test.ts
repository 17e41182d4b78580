import { expect } from '@esm-bundle/chai';
import { mergeGlobalStyles, type ThemeJson } from '../../../src/global-styles';
import { blockTypes } from './fixtures/block-types';

const defaults: ThemeJson = {
  version: 3,
  settings: {
    color: {
      defaultPalette: true,
      palette: [
        { name: 'Black', slug: 'black', color: '#000000' },
        { name: 'White', slug: 'white', color: '#ffffff' },
      ],
    },
    typography: {
      defaultFontSizes: true,
      fontSizes: [
        { name: 'Small', slug: 'small', size: '13px' },
        { name: 'Large', slug: 'large', size: '36px' },
      ],
    },
    spacing: {
      defaultSpacingSizes: true,
      blockGap: null,
      spacingScale: { operator: '*', increment: 1.5, steps: 3, mediumStep: 1.5, unit: 'rem' },
      units: ['px', 'em', 'rem', 'vh', 'vw', '%'],
    },
  },
  styles: {
    spacing: { blockGap: '24px' },
    elements: { link: { typography: { textDecoration: 'underline' } } },
  },
};

describe('mergeGlobalStyles', () => {
  it('keys presets by origin, defaults first', () => {
    const merged = mergeGlobalStyles({
      defaults,
      theme: {
        version: 3,
        settings: { color: { palette: [{ name: 'Ink', slug: 'ink', color: '#111' }] } },
      },
    });
    expect(merged.settings?.['color']).to.deep.include({
      palette: {
        default: [
          { name: 'Black', slug: 'black', color: '#000000' },
          { name: 'White', slug: 'white', color: '#ffffff' },
        ],
        theme: [{ name: 'Ink', slug: 'ink', color: '#111' }],
      },
    });
    expect(merged.version).to.equal(3);
  });

  it('drops theme presets that reuse a default slug while the defaults are shown', () => {
    const merged = mergeGlobalStyles({
      defaults,
      theme: {
        version: 3,
        settings: {
          color: {
            palette: [
              { slug: 'white', color: '#fafafa' },
              { slug: 'ink', color: '#111' },
            ],
          },
        },
      },
    });
    expect(merged.settings?.['color'])
      .to.have.nested.property('palette.theme')
      .deep.equal([{ slug: 'ink', color: '#111' }]);
  });

  it('keeps them, taking default names for unnamed sizes, when the theme hides the defaults', () => {
    const merged = mergeGlobalStyles({
      defaults,
      theme: {
        version: 3,
        settings: {
          typography: {
            defaultFontSizes: false,
            fontSizes: [
              { slug: 'small', size: '0.875rem' },
              { name: 'Huge', slug: 'huge', size: '4rem' },
            ],
          },
        },
      },
    });
    expect(merged.settings?.['typography'])
      .to.have.nested.property('fontSizes.theme')
      .deep.equal([
        { slug: 'small', size: '0.875rem', name: 'Small' },
        { name: 'Huge', slug: 'huge', size: '4rem' },
      ]);
  });

  it('reads a version 2 theme’s sizes as replacing the defaults', () => {
    const merged = mergeGlobalStyles({
      defaults,
      theme: {
        version: 2,
        settings: {
          typography: { fontSizes: [{ slug: 'large', size: '2rem' }] },
          spacing: { spacingSizes: [{ name: 'One', slug: '50', size: '1rem' }] },
        },
      },
    });
    const settings = merged.settings ?? {};
    expect(settings['typography']).to.deep.include({ defaultFontSizes: false });
    expect(settings['typography'])
      .to.have.nested.property('fontSizes.theme')
      .deep.equal([{ slug: 'large', size: '2rem', name: 'Large' }]);
    expect(settings['spacing'])
      .to.have.nested.property('spacingSizes.theme')
      .deep.equal([{ name: 'One', slug: '50', size: '1rem' }]);
  });

  it('generates spacing sizes from the scale, a partial scale inheriting the rest', () => {
    const merged = mergeGlobalStyles({
      defaults,
      theme: {
        version: 3,
        settings: { spacing: { defaultSpacingSizes: false, spacingScale: { steps: 1 } } },
      },
    });
    const spacing = merged.settings?.['spacing'];
    expect(spacing)
      .to.have.nested.property('spacingSizes.default')
      .deep.equal([
        { name: 'Small', slug: '40', size: '1rem' },
        { name: 'Medium', slug: '50', size: '1.5rem' },
        { name: 'Large', slug: '60', size: '2.25rem' },
      ]);
    expect(spacing)
      .to.have.nested.property('spacingSizes.theme')
      .deep.equal([{ name: 'Medium', slug: '50', size: '1.5rem' }]);
  });

  it('lays a style variation over the theme: its palette replaces the theme’s', () => {
    const theme: ThemeJson = {
      version: 3,
      settings: { color: { palette: [{ slug: 'base', color: '#fff' }] } },
      styles: { color: { text: 'var:preset|color|contrast' }, typography: { lineHeight: '1.6' } },
    };
    const variation: ThemeJson = {
      version: 3,
      title: 'Dusk',
      settings: { color: { palette: [{ slug: 'base', color: '#17161C' }] } },
      styles: { typography: { lineHeight: '1.7' } },
    };
    const merged = mergeGlobalStyles({ defaults, theme, variation });
    expect(merged.settings?.['color'])
      .to.have.nested.property('palette.theme')
      .deep.equal([{ slug: 'base', color: '#17161C' }]);
    expect(merged.styles).to.deep.include({
      color: { text: 'var(--wp--preset--color--contrast)' },
      typography: { lineHeight: '1.7' },
    });
  });

  it('puts the user’s presets under custom and the user’s styles on top', () => {
    const merged = mergeGlobalStyles({
      defaults,
      theme: { version: 3, styles: { color: { background: '#fff', text: '#000' } } },
      user: {
        settings: { color: { palette: { custom: [{ slug: 'custom-1', color: '#f00' }] } } },
        styles: { color: { background: '#eee' } },
      },
    });
    expect(merged.settings?.['color']).to.have.nested.property('palette.custom');
    expect(merged.styles?.['color']).to.deep.equal({ background: '#eee', text: '#000' });
  });

  it('accepts presets already keyed by origin, as the host’s REST API returns them', () => {
    const merged = mergeGlobalStyles({
      theme: {
        version: 3,
        settings: {
          color: { palette: { default: [{ slug: 'black', color: '#000' }], theme: [] } },
        },
      },
    });
    expect(merged.settings?.['color']).to.deep.equal({
      palette: { default: [{ slug: 'black', color: '#000' }], theme: [] },
    });
  });

  it('switches on what appearanceTools covers, unless the theme decides otherwise', () => {
    const merged = mergeGlobalStyles({
      defaults,
      theme: {
        version: 3,
        settings: { appearanceTools: true, typography: { lineHeight: false } },
      },
    });
    const settings = merged.settings ?? {};
    expect(settings['appearanceTools']).to.equal(undefined);
    expect(settings['border']).to.deep.equal({
      color: true,
      radius: true,
      style: true,
      width: true,
    });
    expect(settings['spacing']).to.deep.include({ blockGap: true, margin: true, padding: true });
    expect(settings['typography']).to.deep.include({ lineHeight: false });
  });

  it('replaces a background image instead of merging its fields', () => {
    const merged = mergeGlobalStyles({
      theme: {
        version: 3,
        styles: {
          blocks: {
            'core/group': {
              background: { backgroundImage: { id: 12, url: 'http://example.org/a.png' } },
            },
          },
        },
      },
      user: {
        styles: {
          blocks: {
            'core/group': { background: { backgroundImage: { url: 'http://example.org/b.png' } } },
          },
        },
      },
    });
    expect(merged.styles)
      .to.have.nested.property('blocks.core/group.background.backgroundImage')
      .deep.equal({
        url: 'http://example.org/b.png',
      });
  });

  it('copies shared block style variations to the blocks that register them', () => {
    const merged = mergeGlobalStyles(
      {
        theme: {
          version: 3,
          styles: {
            variations: { outline: { border: { width: '2px' }, color: { text: 'red' } } },
            blocks: { 'core/button': { variations: { outline: { color: { text: 'blue' } } } } },
          },
        },
      },
      { blockTypes },
    );
    expect(merged.styles?.['variations']).to.equal(undefined);
    expect(merged.styles)
      .to.have.nested.property('blocks.core/button.variations.outline')
      .deep.equal({
        border: { width: '2px' },
        color: { text: 'blue' },
      });
  });

  it('leaves the layers it was given untouched', () => {
    const theme: ThemeJson = {
      version: 2,
      settings: { appearanceTools: true, color: { palette: [{ slug: 'a', color: '#000' }] } },
    };
    const copy = structuredClone(theme);
    mergeGlobalStyles({ defaults, theme });
    expect(theme).to.deep.equal(copy);
  });
});
