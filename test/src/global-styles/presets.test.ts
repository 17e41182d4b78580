import { expect } from '@esm-bundle/chai';
import { generateStylesheet, mergeGlobalStyles, type ThemeJson } from '../../../src/global-styles';
import { blockTypes } from './fixtures/block-types';

const theme: ThemeJson = {
  version: 3,
  settings: {
    color: {
      palette: [
        { name: 'Paper', slug: 'base', color: '#FAF7F2' },
        { name: 'Ink', slug: 'contrast', color: '#1E1C24' },
      ],
      gradients: [
        {
          name: 'Sunrise',
          slug: 'sunrise',
          gradient: 'linear-gradient(135deg, #E3AE45 0%, #C4553B 100%)',
        },
      ],
      duotone: [{ name: 'Ink and paper', slug: 'ink-and-paper', colors: ['#1E1C24', '#FAF7F2'] }],
    },
    dimensions: { aspectRatios: [{ name: 'Wide', slug: '16-9', ratio: '16/9' }] },
    typography: {
      fontSizes: [
        { name: 'Small', slug: 'small', size: '0.875rem' },
        {
          name: 'Display',
          slug: 'xx-large',
          size: '3rem',
          fluid: { min: '2.25rem', max: '3.5rem' },
        },
      ],
      fontFamilies: [
        { name: 'Book Serif', slug: 'book-serif', fontFamily: '"Iowan Old Style", Georgia, serif' },
      ],
    },
    spacing: { spacingSizes: [{ name: 'Small', slug: '30', size: '1rem' }] },
    shadow: {
      presets: [{ name: 'Soft', slug: 'soft', shadow: '0px 1px 2px 0px rgba(30, 28, 36, 0.06)' }],
    },
    custom: { lineHeight: { body: 1.65, tight: '1.1' }, 'font-weight/bold': 700 },
  },
};

describe('preset custom properties', () => {
  it('declares every preset kind and settings.custom on :root, in WordPress’s order', () => {
    const css = generateStylesheet(mergeGlobalStyles({ theme }), { parts: ['variables'] });
    expect(css).to.equal(
      ':root{' +
        '--wp--preset--aspect-ratio--16-9: 16/9;' +
        '--wp--preset--color--base: #FAF7F2;' +
        '--wp--preset--color--contrast: #1E1C24;' +
        '--wp--preset--gradient--sunrise: linear-gradient(135deg, #E3AE45 0%, #C4553B 100%);' +
        '--wp--preset--duotone--ink-and-paper: url(#wp-duotone-ink-and-paper);' +
        '--wp--preset--font-size--small: 0.875rem;' +
        '--wp--preset--font-size--xx-large: 3rem;' +
        '--wp--preset--font-family--book-serif: "Iowan Old Style", Georgia, serif;' +
        '--wp--preset--spacing--30: 1rem;' +
        '--wp--preset--shadow--soft: 0px 1px 2px 0px rgba(30, 28, 36, 0.06);' +
        '--wp--custom--line-height--body: 1.65;' +
        '--wp--custom--line-height--tight: 1.1;' +
        '--wp--custom--font-weight-bold: 700;' +
        '}',
    );
  });

  it('prints fluid font sizes as clamp() when the theme turns fluid typography on', () => {
    const fluidTheme = {
      ...theme,
      settings: {
        ...theme.settings,
        typography: { ...(theme.settings?.['typography'] as object), fluid: true },
      },
    };
    const css = generateStylesheet(mergeGlobalStyles({ theme: fluidTheme }), {
      parts: ['variables'],
    });
    expect(css).to.contain('--wp--preset--font-size--small: 0.875rem;');
    expect(css).to.contain(
      '--wp--preset--font-size--xx-large: clamp(2.25rem, 2.25rem + ((1vw - 0.2rem) * 1.563), 3.5rem);',
    );
  });

  it('keeps a default slug’s place when a later origin changes its value', () => {
    const merged = mergeGlobalStyles({
      defaults: {
        version: 3,
        settings: {
          color: {
            defaultPalette: false,
            palette: [
              { slug: 'black', color: '#000' },
              { slug: 'white', color: '#fff' },
            ],
          },
        },
      },
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
      user: { settings: { color: { palette: { custom: [{ slug: 'custom-1', color: '#f00' }] } } } },
    });
    expect(generateStylesheet(merged, { parts: ['variables'] })).to.equal(
      ':root{--wp--preset--color--black: #000;--wp--preset--color--white: #fafafa;--wp--preset--color--ink: #111;--wp--preset--color--custom-1: #f00;}',
    );
  });

  it('scopes block-level presets to the block’s selector', () => {
    const merged = mergeGlobalStyles({
      theme: {
        version: 3,
        settings: {
          blocks: {
            'core/group': {
              color: { palette: [{ slug: 'grey', color: 'grey' }] },
              custom: { gap: '2rem' },
            },
          },
        },
      },
    });
    expect(generateStylesheet(merged, { blockTypes, parts: ['variables'] })).to.equal(
      '.wp-block-group{--wp--preset--color--grey: grey;--wp--custom--gap: 2rem;}',
    );
  });
});

describe('preset classes', () => {
  it('gives colours, gradients, font sizes and families their has-* classes', () => {
    const css = generateStylesheet(mergeGlobalStyles({ theme }), { parts: ['presets'] });
    expect(css).to.equal(
      '.has-base-color{color: var(--wp--preset--color--base) !important;}' +
        '.has-contrast-color{color: var(--wp--preset--color--contrast) !important;}' +
        '.has-base-background-color{background-color: var(--wp--preset--color--base) !important;}' +
        '.has-contrast-background-color{background-color: var(--wp--preset--color--contrast) !important;}' +
        '.has-base-border-color{border-color: var(--wp--preset--color--base) !important;}' +
        '.has-contrast-border-color{border-color: var(--wp--preset--color--contrast) !important;}' +
        '.has-sunrise-gradient-background{background: var(--wp--preset--gradient--sunrise) !important;}' +
        '.has-small-font-size{font-size: var(--wp--preset--font-size--small) !important;}' +
        '.has-xx-large-font-size{font-size: var(--wp--preset--font-size--xx-large) !important;}' +
        '.has-book-serif-font-family{font-family: var(--wp--preset--font-family--book-serif) !important;}',
    );
  });

  it('names classes and variables after the kebab-cased slug', () => {
    const merged = mergeGlobalStyles({
      theme: {
        version: 3,
        settings: { color: { palette: [{ slug: 'white2black', color: 'grey' }] } },
      },
    });
    const css = generateStylesheet(merged, { parts: ['variables', 'presets'] });
    expect(css).to.contain('--wp--preset--color--white-2-black: grey;');
    expect(css).to.contain(
      '.has-white-2-black-color{color: var(--wp--preset--color--white-2-black) !important;}',
    );
  });

  it('compounds block-level classes with every part of the block’s selector', () => {
    const merged = mergeGlobalStyles({
      theme: {
        version: 3,
        settings: {
          blocks: { 'core/heading': { color: { palette: [{ slug: 'white', color: '#fff' }] } } },
        },
      },
    });
    expect(generateStylesheet(merged, { blockTypes, parts: ['presets'] })).to.equal(
      '.wp-block-heading.has-white-color{color: var(--wp--preset--color--white) !important;}' +
        '.wp-block-heading.has-white-background-color{background-color: var(--wp--preset--color--white) !important;}' +
        '.wp-block-heading.has-white-border-color{border-color: var(--wp--preset--color--white) !important;}',
    );
  });
});
