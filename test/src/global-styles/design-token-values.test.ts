import { expect } from '@esm-bundle/chai';
import {
  colorFromToken,
  dimensionFromToken,
  fontFamilyFromToken,
  fontFamilyToToken,
  gradientToToken,
  shadowToToken,
} from '../../../src/global-styles/design-token-values';

describe('design token values', () => {
  it('places gradient stops without positions as CSS does', () => {
    const stops = gradientToToken('linear-gradient(to right, red, lime 20%, blue, white)');
    expect(stops?.map((stop) => stop['position'])).to.deep.equal([0, 0.2, 0.6, 1]);
    // A position under an earlier one moves up to it.
    const clamped = gradientToToken('linear-gradient(red 50%, blue 10%)');
    expect(clamped?.map((stop) => stop['position'])).to.deep.equal([0.5, 0.5]);
  });

  it('leaves gradients the format cannot hold to the extension', () => {
    expect(gradientToToken('linear-gradient(red 10% 20%, blue)')).to.equal(undefined);
    expect(gradientToToken('linear-gradient(red, 30%, blue)')).to.equal(undefined);
    expect(gradientToToken('linear-gradient(red 0px, blue 100px)')).to.equal(undefined);
    expect(gradientToToken('linear-gradient(red, var(--wp--preset--color--base))')).to.equal(
      undefined,
    );
    expect(gradientToToken('repeating-linear-gradient(red, blue 10%)')).to.equal(undefined);
  });

  it('needs a colour and px or rem lengths in every shadow layer', () => {
    expect(shadowToToken('2px 2px 4px')).to.equal(undefined);
    expect(shadowToToken('0.5em 0.5em 1px #000')).to.equal(undefined);
    expect(shadowToToken('#000 1px 2px')).to.deep.equal({
      color: { colorSpace: 'srgb', components: [0, 0, 0], hex: '#000000' },
      offsetX: { value: 1, unit: 'px' },
      offsetY: { value: 2, unit: 'px' },
      blur: { value: 0, unit: 'px' },
      spread: { value: 0, unit: 'px' },
    });
  });

  it('reads family lists with quotes and escapes, and quotes names that need it', () => {
    expect(fontFamilyToToken('"Font \\"Pro\\"", Open   Sans, monospace')).to.deep.equal([
      'Font "Pro"',
      'Open Sans',
      'monospace',
    ]);
    expect(fontFamilyToToken('var(--font), serif')).to.equal(undefined);
    expect(fontFamilyFromToken(['Font Pro', 'inherit', '-apple-system'])).to.equal(
      '"Font Pro", "inherit", -apple-system',
    );
    // The stylesheet drops a value with a backslash, so none is imported.
    expect(fontFamilyFromToken(['Font "Pro"'])).to.equal(undefined);
    expect(fontFamilyFromToken([])).to.equal(undefined);
  });

  it('writes colours of other colour spaces as their CSS functions', () => {
    expect(colorFromToken({ colorSpace: 'display-p3', components: [1, 0.5, 0] })).to.equal(
      'color(display-p3 1 0.5 0)',
    );
    expect(colorFromToken({ colorSpace: 'hsl', components: ['none', 0, 50] })).to.equal(
      'hsl(none 0% 50%)',
    );
    expect(colorFromToken({ colorSpace: 'cmyk', components: [0, 0, 0], hex: '#abcdef' })).to.equal(
      '#abcdef',
    );
    expect(colorFromToken({ colorSpace: 'srgb', components: [1, 0] })).to.equal(undefined);
    expect(colorFromToken({ colorSpace: 'srgb', components: [1, 0, 0], alpha: 2 })).to.equal(
      undefined,
    );
  });

  it('takes sizes as dimensions or as CSS lengths and size functions', () => {
    expect(dimensionFromToken({ value: 1.25, unit: 'rem' })).to.equal('1.25rem');
    expect(dimensionFromToken({ value: 1, unit: 'parsec' })).to.equal(undefined);
    expect(dimensionFromToken('clamp(1rem, 2vw, 2rem)')).to.equal('clamp(1rem, 2vw, 2rem)');
    expect(dimensionFromToken('large')).to.equal(undefined);
    expect(dimensionFromToken('1rem; color: red')).to.equal(undefined);
  });
});
