import { expect } from '@esm-bundle/chai';
import {
  addCustomFontSize,
  deleteFontSize,
  FONT_SIZE_CONFIRMATIONS,
  FONT_SIZE_UNITS,
  type FontSizesByOrigin,
  fontSizeAtLeastMinimum,
  fontSizeConfirmation,
  fontSizeFluidState,
  fontSizeQuantity,
  fontSizeSliderRange,
  isFontSizeChanged,
  isFontSizeControlDisabled,
  isFontSizeOriginChanged,
  newCustomFontSize,
  removeCustomFontSizes,
  renameFontSize,
  resetFontSizes,
  setFontSize,
  setFontSizeCustomFluid,
  setFontSizeFluid,
  setFontSizeFluidBound,
} from '../../../src/global-styles';
import { resetLocaleData, setLocaleData } from '../../../src/i18n/translate';

const base: FontSizesByOrigin = {
  default: [{ name: 'Small', slug: 'small', size: '13px' }],
  theme: [
    { name: 'Medium', slug: 'medium', size: '1.25rem' },
    { name: 'Large', slug: 'large', size: '2rem', fluid: false },
  ],
};
const custom: FontSizesByOrigin = {
  custom: [{ name: 'New Font Size 1', slug: 'custom-1', size: '16px' }],
};

describe('font size presets: custom presets', () => {
  afterEach(() => resetLocaleData());

  it('names a new preset "New Font Size 1", slug custom-1, 16px', () => {
    expect(addCustomFontSize(undefined)).to.deep.equal({
      custom: [{ name: 'New Font Size 1', slug: 'custom-1', size: '16px' }],
    });
  });

  it('numbers a new preset one past the highest custom-{n} slug, never reusing a gap', () => {
    const presets = [
      { name: 'Renamed', slug: 'custom-1', size: '16px' },
      { name: 'New Font Size 4', slug: 'custom-4', size: '16px' },
      { name: 'Other', slug: 'custom-big', size: '40px' },
    ];
    expect(newCustomFontSize(presets)).to.deep.equal({
      name: 'New Font Size 5',
      slug: 'custom-5',
      size: '16px',
    });
  });

  it('appends the new preset after the user’s others and keeps the other origins', () => {
    const user = { ...custom, theme: [{ slug: 'medium', size: '9px' }] };
    const next = addCustomFontSize(user);
    expect(next.custom?.map((p) => p.slug)).to.deep.equal(['custom-1', 'custom-2']);
    expect(next.theme).to.equal(user.theme);
    expect(user.custom).to.have.length(1);
  });

  it('translates the new preset’s name', () => {
    setLocaleData({ '': { lang: 'fr' }, 'New Font Size %d': ['Nouvelle taille %d'] });
    expect(newCustomFontSize().name).to.equal('Nouvelle taille 1');
  });

  it('renames a custom preset, keeping the name as typed', () => {
    const next = renameFontSize(custom, 'custom', 'custom-1', 'Huge ');
    expect(next.custom?.[0]).to.deep.equal({ name: 'Huge ', slug: 'custom-1', size: '16px' });
    expect(custom.custom?.[0]?.name).to.equal('New Font Size 1');
  });

  it('ignores a rename to an empty or blank name', () => {
    expect(renameFontSize(custom, 'custom', 'custom-1', '')).to.equal(custom);
    expect(renameFontSize(custom, 'custom', 'custom-1', '   ')).to.equal(custom);
  });

  it('renames and deletes only custom presets', () => {
    const user = { theme: base.theme ?? [] };
    expect(renameFontSize(user, 'theme', 'medium', 'Big')).to.equal(user);
    expect(deleteFontSize(user, 'theme', 'medium')).to.equal(user);
  });

  it('deletes one custom preset', () => {
    const user = addCustomFontSize(custom);
    expect(deleteFontSize(user, 'custom', 'custom-1').custom?.map((p) => p.slug)).to.deep.equal([
      'custom-2',
    ]);
    expect(deleteFontSize(user, 'custom', 'nope')).to.equal(user);
  });

  it('removes all custom presets and keeps the user’s theme edits', () => {
    const user = { ...custom, theme: [{ slug: 'medium', size: '9px' }] };
    expect(removeCustomFontSizes(user)).to.deep.equal({ theme: user.theme });
  });
});

describe('font size presets: reset to defaults', () => {
  const user: FontSizesByOrigin = {
    ...custom,
    theme: [
      { name: 'Medium', slug: 'medium', size: '3rem' },
      { name: 'Large', slug: 'large', size: '2rem', fluid: false },
    ],
  };

  it('drops the user’s list for the theme or default group, keeping custom presets', () => {
    expect(resetFontSizes(user, 'theme')).to.deep.equal(custom);
    expect(user.theme).to.have.length(2);
  });

  it('leaves custom presets alone (they have no defaults)', () => {
    expect(resetFontSizes(user, 'custom')).to.equal(user);
  });

  it('tells whether a group differs from its defaults', () => {
    expect(isFontSizeOriginChanged(user, base, 'theme')).to.equal(true);
    expect(isFontSizeOriginChanged({ theme: base.theme ?? [] }, base, 'theme')).to.equal(false);
    expect(isFontSizeOriginChanged(user, base, 'default')).to.equal(false);
  });

  it('tells whether one preset differs from its base', () => {
    expect(isFontSizeChanged(user, base, 'theme', 'medium')).to.equal(true);
    expect(isFontSizeChanged(user, base, 'theme', 'large')).to.equal(false);
    expect(isFontSizeChanged(undefined, base, 'default', 'small')).to.equal(false);
    expect(isFontSizeChanged(user, base, 'custom', 'custom-1')).to.equal(true);
  });

  it('words the confirmations as the spec does, and translates them', () => {
    expect(FONT_SIZE_CONFIRMATIONS).to.deep.equal({
      delete: 'Are you sure you want to delete "%s" font size preset?',
      removeCustom: 'Are you sure you want to remove all custom font size presets?',
      reset: 'Are you sure you want to reset all font size presets to their default values?',
    });
    expect(fontSizeConfirmation('delete', 'Huge')).to.equal(
      'Are you sure you want to delete "Huge" font size preset?',
    );
    setLocaleData({
      '': { lang: 'fr' },
      [FONT_SIZE_CONFIRMATIONS.delete]: ['Supprimer « %s » ?'],
    });
    expect(fontSizeConfirmation('delete', 'Huge')).to.equal('Supprimer « Huge » ?');
    resetLocaleData();
  });
});

describe('font size presets: sizes', () => {
  it('offers px, em, rem, vw and vh', () => {
    expect(FONT_SIZE_UNITS).to.deep.equal(['px', 'em', 'rem', 'vw', 'vh']);
  });

  it('slides 0-100 by 1 in px and 0-10 by 0.1 in em, rem, vw and vh', () => {
    expect(fontSizeSliderRange('px')).to.deep.equal({ min: 0, max: 100, step: 1 });
    for (const unit of ['em', 'rem', 'vw', 'vh'])
      expect(fontSizeSliderRange(unit)).to.deep.equal({ min: 0, max: 10, step: 0.1 });
  });

  it('reads a size’s number and unit, px when the unit is missing or not offered', () => {
    expect(fontSizeQuantity('1.5rem')).to.deep.equal({ quantity: 1.5, unit: 'rem' });
    expect(fontSizeQuantity('12vh')).to.deep.equal({ quantity: 12, unit: 'vh' });
    expect(fontSizeQuantity(18)).to.deep.equal({ quantity: 18, unit: 'px' });
    expect(fontSizeQuantity('3pt')).to.deep.equal({ quantity: 3, unit: 'px' });
    expect(fontSizeQuantity('clamp(1rem, 2vw, 3rem)')).to.deep.equal({
      quantity: undefined,
      unit: 'px',
    });
  });

  it('never goes under zero', () => {
    expect(fontSizeAtLeastMinimum('-2rem')).to.equal('0rem');
    expect(fontSizeAtLeastMinimum('0.5em')).to.equal('0.5em');
    expect(setFontSize(custom, undefined, 'custom', 'custom-1', '-4px').custom?.[0]?.size).to.equal(
      '0px',
    );
  });

  it('edits a theme preset starting from the theme’s list', () => {
    const next = setFontSize(undefined, base, 'theme', 'large', '3rem');
    expect(next).to.deep.equal({
      theme: [
        { name: 'Medium', slug: 'medium', size: '1.25rem' },
        { name: 'Large', slug: 'large', size: '3rem', fluid: false },
      ],
    });
    expect(base.theme?.[1]?.size).to.equal('2rem');
  });

  it('ignores an empty size', () => {
    expect(setFontSize(custom, undefined, 'custom', 'custom-1', ' ')).to.equal(custom);
  });
});

describe('font size presets: fluid typography', () => {
  const preset = { slug: 'x', size: '2rem' };

  it('reads false as fixed, an object as custom, true as fluid', () => {
    expect(fontSizeFluidState({ ...preset, fluid: false }, true)).to.equal('fixed');
    expect(fontSizeFluidState({ ...preset, fluid: true }, false)).to.equal('fluid');
    expect(fontSizeFluidState({ ...preset, fluid: { min: '1rem', max: '2rem' } }, false)).to.equal(
      'custom',
    );
  });

  it('reads an unset fluid as the site’s setting', () => {
    expect(fontSizeFluidState(preset, true)).to.equal('fluid');
    expect(fontSizeFluidState(preset, { minFontSize: '15px' })).to.equal('fluid');
    expect(fontSizeFluidState(preset, false)).to.equal('fixed');
    expect(fontSizeFluidState(preset, undefined)).to.equal('fixed');
  });

  it('switches fluid typography on and off', () => {
    const user = { custom: [preset] };
    const on = setFontSizeFluid(user, undefined, 'custom', 'x', true);
    expect(on.custom?.[0]).to.deep.equal({ slug: 'x', size: '2rem', fluid: true });
    const off = setFontSizeFluid(on, undefined, 'custom', 'x', false);
    expect(off.custom?.[0]?.fluid).to.equal(false);
  });

  it('starts custom fluid values at the size and returns to true when they are switched off', () => {
    const user = { custom: [{ ...preset, fluid: true }] };
    const on = setFontSizeCustomFluid(user, undefined, 'custom', 'x', true);
    expect(on.custom?.[0]?.fluid).to.deep.equal({ min: '2rem', max: '2rem' });
    const off = setFontSizeCustomFluid(on, undefined, 'custom', 'x', false);
    expect(off.custom?.[0]?.fluid).to.equal(true);
  });

  it('keeps existing custom values when custom fluid is switched on again', () => {
    const user = { custom: [{ ...preset, fluid: { min: '1rem', max: '3rem' } }] };
    expect(setFontSizeCustomFluid(user, undefined, 'custom', 'x', true)).to.equal(user);
  });

  it('disables the size control, and size edits, while custom fluid values are on', () => {
    const fluid = { ...preset, fluid: { min: '1rem', max: '3rem' } };
    expect(isFontSizeControlDisabled(fluid)).to.equal(true);
    expect(isFontSizeControlDisabled({ ...preset, fluid: true })).to.equal(false);
    expect(isFontSizeControlDisabled(preset)).to.equal(false);
    const user = { custom: [fluid] };
    expect(setFontSize(user, undefined, 'custom', 'x', '5rem')).to.equal(user);
  });

  it('edits the minimum and maximum', () => {
    const user = { custom: [{ ...preset, fluid: { min: '2rem', max: '2rem' } }] };
    const min = setFontSizeFluidBound(user, undefined, 'custom', 'x', 'min', '1rem');
    const max = setFontSizeFluidBound(min, undefined, 'custom', 'x', 'max', '3rem');
    expect(max.custom?.[0]?.fluid).to.deep.equal({ min: '1rem', max: '3rem' });
    expect(user.custom[0]?.fluid).to.deep.equal({ min: '2rem', max: '2rem' });
  });

  it('removes a cleared bound and keeps bounds at or above zero', () => {
    const user = { custom: [{ ...preset, fluid: { min: '2rem', max: '2rem' } }] };
    const cleared = setFontSizeFluidBound(user, undefined, 'custom', 'x', 'min', '');
    expect(cleared.custom?.[0]?.fluid).to.deep.equal({ max: '2rem' });
    const negative = setFontSizeFluidBound(user, undefined, 'custom', 'x', 'max', '-1rem');
    expect(negative.custom?.[0]?.fluid).to.deep.equal({ min: '2rem', max: '0rem' });
  });
});
