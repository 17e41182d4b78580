// The typography controls' rules without the screen: preset references in both spellings, the
// appearances a family's faces give, values split into a number and a unit, and which controls a
// theme's settings and a block's supports allow.
import { expect } from '@esm-bundle/chai';
import {
  appearanceChoices,
  referencedSlug,
  splitQuantity,
  typographyControls,
} from '../../../../src/screens/styles/typography/typography-values';

describe('typography values', () => {
  it('reads the slug of a preset reference in either spelling, of the asked kind only', () => {
    expect(referencedSlug('var:preset|font-size|x-large', 'font-size')).to.equal('x-large');
    expect(referencedSlug('var(--wp--preset--font-size--x-large)', 'font-size')).to.equal(
      'x-large',
    );
    expect(referencedSlug('var:preset|font-family|inter', 'font-size')).to.equal(undefined);
    expect(referencedSlug('1.5rem', 'font-size')).to.equal(undefined);
  });

  it("gives a variable face's every hundred, and only styles when weights are off", () => {
    const family = {
      name: 'Inter',
      slug: 'inter',
      fontFamily: 'Inter',
      fontFace: [
        { fontFamily: 'Inter', fontWeight: '200 400', fontStyle: 'italic' },
        { fontFamily: 'Inter', fontWeight: 'bold' },
      ],
    };
    expect(appearanceChoices(family, { fontWeight: true, fontStyle: true })).to.deep.equal([
      { fontWeight: '200', fontStyle: 'italic' },
      { fontWeight: '300', fontStyle: 'italic' },
      { fontWeight: '400', fontStyle: 'italic' },
      { fontWeight: '700', fontStyle: 'normal' },
    ]);
    expect(appearanceChoices(family, { fontWeight: false, fontStyle: true })).to.deep.equal([
      { fontStyle: 'normal' },
      { fontStyle: 'italic' },
    ]);
  });

  it('splits a value into a number and one of the units, and gives up on anything else', () => {
    expect(splitQuantity('1.5rem', ['px', 'rem'])).to.deep.equal({ amount: '1.5', unit: 'rem' });
    expect(splitQuantity('-0.02em', ['px', 'em'])).to.deep.equal({ amount: '-0.02', unit: 'em' });
    expect(splitQuantity('12', ['px', 'em'])).to.deep.equal({ amount: '12', unit: 'px' });
    expect(splitQuantity('clamp(1rem, 2vw, 2rem)', ['px'])).to.deep.equal({
      amount: '',
      unit: 'px',
    });
    expect(splitQuantity('2%', ['px', 'em'])).to.deep.equal({ amount: '', unit: 'px' });
  });

  it('allows what the settings allow, and for a block what it supports under either name', () => {
    const settings = { typography: { lineHeight: true, fontStyle: false } };
    expect(typographyControls(settings)).to.include({
      fontFamily: false,
      fontSize: true,
      customFontSize: true,
      fontWeight: true,
      fontStyle: false,
      lineHeight: true,
    });
    const block = typographyControls(settings, {
      typography: { fontSize: true, __experimentalFontWeight: true, textTransform: true },
    });
    expect(block).to.deep.equal({
      fontFamily: false,
      fontSize: true,
      customFontSize: true,
      fontWeight: true,
      fontStyle: false,
      lineHeight: false,
      letterSpacing: false,
      textTransform: true,
      textDecoration: false,
    });
    expect(Object.values(typographyControls(settings, null)).some(Boolean)).to.equal(false);
  });
});
