import { expect } from '@esm-bundle/chai';
import {
  addCustomShadow,
  addShadowLayer,
  canRemoveShadowLayer,
  DEFAULT_SHADOW,
  deleteShadow,
  isShadowEqualToBase,
  newCustomShadow,
  parseShadow,
  parseShadowLayer,
  removeCustomShadows,
  removeShadowLayer,
  renameShadow,
  resetShadow,
  SHADOW_CONFIRMATIONS,
  type ShadowsByOrigin,
  serializeShadow,
  serializeShadowLayer,
  setShadow,
  shadowConfirmation,
  shadowLayers,
  shadowLengthInput,
  updateShadowLayer,
} from '../../../src/global-styles';
import { resetLocaleData, setLocaleData } from '../../../src/i18n/translate';

const fallback = { x: '0', y: '0', blur: '0', spread: '0', color: '#000', inset: false };

describe('shadow layers', () => {
  it('splits layers at commas outside colour functions', () => {
    expect(
      shadowLayers('1px 1px red, inset 0 0 4px rgba(0, 0, 0, 0.5) ,2px 2px hsl(0 0% 0%)'),
    ).to.deep.equal(['1px 1px red', 'inset 0 0 4px rgba(0, 0, 0, 0.5)', '2px 2px hsl(0 0% 0%)']);
    expect(shadowLayers('')).to.deep.equal([]);
  });

  it('reads x, y, blur, spread, colour and inset', () => {
    expect(parseShadowLayer('inset 6px -6px 9px 2px rgba(0, 0, 0, 0.2)')).to.deep.equal({
      x: '6px',
      y: '-6px',
      blur: '9px',
      spread: '2px',
      color: 'rgba(0, 0, 0, 0.2)',
      inset: true,
    });
  });

  it('reads the colour and inset before or after the lengths, inset in any case', () => {
    expect(parseShadowLayer('#fff 1em 2em INSET')).to.deep.equal({
      x: '1em',
      y: '2em',
      blur: '0',
      spread: '0',
      color: '#fff',
      inset: true,
    });
    expect(parseShadowLayer('var(--wp--preset--color--accent) 1px 1px').color).to.equal(
      'var(--wp--preset--color--accent)',
    );
  });

  it('reads a colour function with spaces and commas as one colour', () => {
    expect(parseShadowLayer('1px 2px color-mix(in srgb, red 50%, blue)').color).to.equal(
      'color-mix(in srgb, red 50%, blue)',
    );
  });

  it('fills a missing blur and spread with 0 and a missing colour with black', () => {
    expect(parseShadowLayer('3px 4px')).to.deep.equal({ ...fallback, x: '3px', y: '4px' });
  });

  it('falls back to the defaults for none', () => {
    expect(parseShadowLayer('none')).to.deep.equal(fallback);
    expect(parseShadowLayer('1px 2px none')).to.deep.equal(fallback);
    expect(parseShadowLayer('')).to.deep.equal(fallback);
  });

  it('falls back to the defaults for more than one set of offsets or more than 4 lengths', () => {
    expect(parseShadowLayer('1px 2px red 3px 4px')).to.deep.equal(fallback);
    expect(parseShadowLayer('1px 2px 3px 4px 5px red')).to.deep.equal(fallback);
    expect(parseShadowLayer('1px red')).to.deep.equal(fallback);
  });

  it('falls back to the defaults for more than one inset or colour', () => {
    expect(parseShadowLayer('inset 1px 2px inset red')).to.deep.equal(fallback);
    expect(parseShadowLayer('1px 2px red blue')).to.deep.equal(fallback);
    expect(parseShadowLayer('1px 2px rgb(0, 0, 0) #fff')).to.deep.equal(fallback);
  });

  it('writes a layer back with inset first and 0px for empty lengths', () => {
    const layer = { x: '1px', y: '', blur: '3px', spread: '', color: 'red', inset: true };
    expect(serializeShadowLayer(layer)).to.equal('inset 1px 0px 3px 0px red');
    expect(serializeShadow(parseShadow(DEFAULT_SHADOW))).to.equal(
      '6px 6px 9px 0 rgba(0, 0, 0, 0.2)',
    );
    expect(serializeShadow(parseShadow('1px 1px red, 2px 2px blue'))).to.equal(
      '1px 1px 0 0 red, 2px 2px 0 0 blue',
    );
  });

  it('stores 0px for a length that is not a number', () => {
    expect(shadowLengthInput('abc')).to.equal('0px');
    expect(shadowLengthInput('')).to.equal('0px');
    expect(shadowLengthInput(undefined)).to.equal('0px');
    expect(shadowLengthInput('4em')).to.equal('4em');
    expect(shadowLengthInput('-2px')).to.equal('-2px');
  });

  it('adds a layer with the default value after the others', () => {
    expect(addShadowLayer('1px 1px red')).to.equal(`1px 1px red, ${DEFAULT_SHADOW}`);
  });

  it('removes a layer but never the last one', () => {
    const two = '1px 1px red, 2px 2px rgb(0, 0, 255)';
    expect(removeShadowLayer(two, 0)).to.equal('2px 2px rgb(0, 0, 255)');
    expect(canRemoveShadowLayer(two)).to.equal(true);
    expect(canRemoveShadowLayer('1px 1px red')).to.equal(false);
    expect(removeShadowLayer('1px 1px red', 0)).to.equal('1px 1px red');
  });

  it('edits one layer and leaves the others as written', () => {
    const two = '1px 1px red, 2px 2px rgb(0, 0, 255)';
    expect(updateShadowLayer(two, 1, { inset: true, blur: '5px' })).to.equal(
      '1px 1px red, inset 2px 2px 5px 0 rgb(0, 0, 255)',
    );
    expect(updateShadowLayer(two, 2, { inset: true })).to.equal(two);
  });
});

describe('shadow presets', () => {
  const base: ShadowsByOrigin = {
    default: [{ name: 'Natural', slug: 'natural', shadow: '6px 6px 9px rgba(0, 0, 0, 0.2)' }],
    theme: [
      { name: 'Soft', slug: 'soft', shadow: '0 2px 4px #0002' },
      { name: 'Hard', slug: 'hard', shadow: '4px 4px 0 #000' },
    ],
  };

  afterEach(() => resetLocaleData());

  it('adds "Shadow {n}" with slug shadow-{n} and the default value', () => {
    expect(DEFAULT_SHADOW).to.equal('6px 6px 9px rgba(0, 0, 0, 0.2)');
    expect(addCustomShadow(undefined)).to.deep.equal({
      custom: [{ name: 'Shadow 1', slug: 'shadow-1', shadow: DEFAULT_SHADOW }],
    });
    const existing = [
      { name: 'Mine', slug: 'shadow-3', shadow: 'none' },
      { name: 'Other', slug: 'glow', shadow: 'none' },
    ];
    expect(newCustomShadow(existing).slug).to.equal('shadow-4');
    expect(newCustomShadow(existing).name).to.equal('Shadow 4');
  });

  it('translates the new shadow’s name', () => {
    setLocaleData({ '': { lang: 'fr' }, 'Shadow %d': ['Ombre %d'] });
    expect(newCustomShadow().name).to.equal('Ombre 1');
  });

  it('renames a custom shadow and ignores an empty name', () => {
    const user = addCustomShadow(undefined);
    expect(renameShadow(user, 'custom', 'shadow-1', 'Glow').custom?.[0]?.name).to.equal('Glow');
    expect(renameShadow(user, 'custom', 'shadow-1', '  ')).to.equal(user);
  });

  it('renames and deletes only custom shadows', () => {
    const user = { theme: base.theme ?? [] };
    expect(renameShadow(user, 'theme', 'soft', 'Glow')).to.equal(user);
    expect(deleteShadow(user, 'theme', 'soft')).to.equal(user);
  });

  it('deletes one custom shadow, and removes them all', () => {
    const user = addCustomShadow(addCustomShadow({ theme: [] }));
    expect(deleteShadow(user, 'custom', 'shadow-1').custom?.map((p) => p.slug)).to.deep.equal([
      'shadow-2',
    ]);
    expect(removeCustomShadows(user)).to.deep.equal({ theme: [] });
  });

  it('edits a theme shadow starting from the theme’s list', () => {
    const next = setShadow(undefined, base, 'theme', 'hard', '1px 1px 0 red');
    expect(next.theme?.map((p) => p.shadow)).to.deep.equal(['0 2px 4px #0002', '1px 1px 0 red']);
    expect(base.theme?.[1]?.shadow).to.equal('4px 4px 0 #000');
  });

  it('resets a theme shadow to its base and drops the copy once it matches', () => {
    const edited = setShadow(
      setShadow(undefined, base, 'theme', 'hard', '1px 1px red'),
      base,
      'theme',
      'soft',
      '0 0 1px red',
    );
    const hardReset = resetShadow(edited, base, 'theme', 'hard');
    expect(hardReset.theme?.map((p) => p.shadow)).to.deep.equal(['0 0 1px red', '4px 4px 0 #000']);
    expect(resetShadow(hardReset, base, 'theme', 'soft')).to.deep.equal({});
  });

  it('does not reset custom shadows', () => {
    const user = addCustomShadow(undefined);
    expect(resetShadow(user, base, 'custom', 'shadow-1')).to.equal(user);
    const merged = { ...base, custom: [{ name: 'Shadow 1', slug: 'shadow-1', shadow: 'none' }] };
    expect(resetShadow(user, merged, 'custom', 'shadow-1')).to.equal(user);
  });

  it('tells whether a shadow equals its base, to disable the reset', () => {
    const edited = setShadow(undefined, base, 'default', 'natural', '1px 1px red');
    expect(isShadowEqualToBase(edited, base, 'default', 'natural')).to.equal(false);
    expect(isShadowEqualToBase(undefined, base, 'default', 'natural')).to.equal(true);
    expect(isShadowEqualToBase(edited, base, 'theme', 'hard')).to.equal(true);
    const custom = { custom: [{ name: 'Mine', slug: 'mine', shadow: '1px 1px red' }] };
    expect(isShadowEqualToBase(custom, base, 'custom', 'mine')).to.equal(true);
  });

  it('words the confirmations as the spec does, and translates them', () => {
    expect(SHADOW_CONFIRMATIONS).to.deep.equal({
      delete: 'Are you sure you want to delete "%s" shadow preset?',
      removeCustom: 'Are you sure you want to remove all custom shadows?',
    });
    expect(shadowConfirmation('delete', 'Glow')).to.equal(
      'Are you sure you want to delete "Glow" shadow preset?',
    );
    setLocaleData({ '': { lang: 'fr' }, [SHADOW_CONFIRMATIONS.removeCustom]: ['Tout retirer ?'] });
    expect(shadowConfirmation('removeCustom')).to.equal('Tout retirer ?');
  });
});
