import { expect } from '@esm-bundle/chai';
import {
  presetValue,
  resolvedStyle,
  resolveStyleValue,
} from '../../../src/global-styles/resolve-value';

const merged = {
  settings: {
    color: {
      palette: {
        default: [{ slug: 'black', color: '#000000' }],
        theme: [
          { slug: 'base', color: '#fafafa' },
          { slug: 'accent-1', color: '#ff5500' },
        ],
        custom: [{ slug: 'base', color: '#eeeeee' }],
      },
    },
    typography: {
      fontFamilies: { theme: [{ slug: 'manrope', fontFamily: 'Manrope, sans-serif' }] },
    },
  },
  styles: {
    color: { background: 'var:preset|color|base', text: 'var(--wp--preset--color--accent-1)' },
    elements: { link: { color: { text: { ref: 'styles.color.text' } } } },
    typography: { fontFamily: 'var:preset|font-family|manrope' },
  },
};

describe('resolving style values for the editor', () => {
  it('finds a preset by kind and slug, custom over theme over default', () => {
    expect(presetValue(merged.settings, 'color', 'base')).to.equal('#eeeeee');
    expect(presetValue(merged.settings, 'color', 'black')).to.equal('#000000');
    expect(presetValue(merged.settings, 'color', 'missing')).to.equal(undefined);
  });

  it('resolves both spellings of a preset reference and follows refs', () => {
    expect(resolvedStyle(merged, ['color', 'background'])).to.equal('#eeeeee');
    expect(resolvedStyle(merged, ['color', 'text'])).to.equal('#ff5500');
    expect(resolvedStyle(merged, ['elements', 'link', 'color', 'text'])).to.equal('#ff5500');
    expect(resolvedStyle(merged, ['typography', 'fontFamily'])).to.equal('Manrope, sans-serif');
  });

  it('returns plain values as they are and nothing for what does not resolve', () => {
    expect(resolveStyleValue(merged, '#123456')).to.equal('#123456');
    expect(resolveStyleValue(merged, 'var:preset|color|nope')).to.equal(undefined);
    expect(resolveStyleValue(merged, { ref: 'styles.nothing' })).to.equal(undefined);
    expect(resolvedStyle(merged, ['color', 'gradient'])).to.equal(undefined);
  });

  it('stops on references that point at each other', () => {
    const loop = { styles: { a: { ref: 'styles.b' }, b: { ref: 'styles.a' } } };
    expect(resolvedStyle(loop, ['a'])).to.equal(undefined);
  });
});
