// The palette's pure rules: the next custom entry's name and slug, typed hex colours, preset
// references in both spellings, and the origins a picker offers.
import { expect } from '@esm-bundle/chai';
import {
  colorInputValue,
  isGradient,
  nextCustomEntry,
  normalizedHex,
  pickerOrigins,
  referencedPreset,
} from '../../../../src/screens/styles/colors/palette';

const settings = {
  color: {
    defaultPalette: false,
    palette: {
      default: [{ name: 'Black', slug: 'black', color: '#000' }],
      theme: [{ name: 'Ink', slug: 'contrast', color: '#1e1c24' }],
      custom: [{ name: 'Sea', slug: 'custom-sea', color: '#336699' }],
    },
  },
};

describe('palette rules', () => {
  it('numbers a new custom entry one past the highest custom number', () => {
    expect(nextCustomEntry([], 'color')).to.deep.equal({
      name: 'Color 1',
      slug: 'custom-color-1',
      color: '#000000',
    });
    const entries = [
      { name: 'A', slug: 'custom-color-4', color: '#fff' },
      { name: 'B', slug: 'custom-sea', color: '#fff' },
      { name: 'C', slug: 'custom-color-2', color: '#fff' },
    ];
    expect(nextCustomEntry(entries, 'color').slug).to.equal('custom-color-5');
    expect(nextCustomEntry(entries, 'gradient').name).to.equal('Gradient 1');
  });

  it('reads typed hex colours with or without #, in 3, 4, 6 or 8 digits', () => {
    expect(normalizedHex(' ABC ')).to.equal('#abc');
    expect(normalizedHex('#11223344')).to.equal('#11223344');
    expect(normalizedHex('#12345')).to.equal(undefined);
    expect(normalizedHex('red')).to.equal(undefined);
    expect(colorInputValue('#abc')).to.equal('#aabbcc');
    expect(colorInputValue('#11223344')).to.equal('#112233');
    expect(colorInputValue('var(--x)')).to.equal('#000000');
  });

  it('finds the preset a reference names, in either spelling, custom first', () => {
    expect(referencedPreset(settings, 'color', 'var:preset|color|contrast')?.name).to.equal('Ink');
    expect(
      referencedPreset(settings, 'color', 'var(--wp--preset--color--custom-sea)'),
    ).to.deep.equal({
      name: 'Sea',
      slug: 'custom-sea',
      color: '#336699',
      origin: 'custom',
    });
    expect(referencedPreset(settings, 'gradient', 'var:preset|color|contrast')).to.equal(undefined);
    expect(referencedPreset(settings, 'color', '#1e1c24')).to.equal(undefined);
  });

  it('offers the origins with entries, the default one only when it is on', () => {
    expect(pickerOrigins(settings, 'color').map(({ origin }) => origin)).to.deep.equal([
      'theme',
      'custom',
    ]);
  });

  it('takes only CSS gradients the browser reads', () => {
    expect(isGradient('linear-gradient(90deg, #000 0%, #fff 100%)')).to.equal(true);
    expect(isGradient('radial-gradient(circle, red, blue)')).to.equal(true);
    expect(isGradient('linear-gradient(oops')).to.equal(false);
    expect(isGradient('url(x.png)')).to.equal(false);
  });
});
