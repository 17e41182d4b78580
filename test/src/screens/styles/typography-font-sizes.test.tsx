// The font size presets screens (spec 2.4, 3, 4, 5, 8): the list by origin, adding custom presets,
// removing and resetting groups after a confirmation, and one preset's screen: rename (custom
// only, never to an empty name), size, fluid and custom fluid values, delete.
import { expect } from '@esm-bundle/chai';
import { StyleNavigator } from '../../../../src/screens/styles/navigator';
import { $location } from '../../../../src/stores/router';
import { texts } from '../../../helpers';
import { seriousViolations } from '../data-view/layouts-harness';
import { byLabel, byName, changeValue, click } from '../data-view/toolbar-harness';
import { type Harness, rendered, renderStyles, userSettings } from './typography-harness';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.unmount();
  harness = undefined;
});

const custom = (n: number, fields: object = {}) => ({
  name: `New Font Size ${n}`,
  slug: `custom-${n}`,
  size: '16px',
  ...fields,
});
const withCustom = (...presets: object[]) => ({
  user: { settings: { typography: { fontSizes: { custom: presets } } } },
});
const fontSizes = () =>
  (userSettings() as { typography?: { fontSizes?: unknown } }).typography?.fontSizes;

async function open(section: string, options: Parameters<typeof renderStyles>[1] = {}) {
  harness = await renderStyles(<StyleNavigator />, { ...options, section });
  const { shadow } = harness;
  await rendered(() => shadow.querySelector('.st-screen__title'));
  return shadow;
}

const dialogText = (shadow: ShadowRoot) =>
  shadow.querySelector('dialog[open] .st-confirm__message')?.textContent;

async function chooseMenuItem(shadow: ShadowRoot, menu: string, item: string) {
  await click(byName(shadow, 'button', menu));
  await click(byName(shadow, '[role="menuitem"]', item));
}

describe('the font size presets list', () => {
  it('lists the presets by origin, the hidden defaults left out', async () => {
    const shadow = await open('/typography/font-sizes', withCustom(custom(1)));
    expect(texts(shadow, '.st-screen__title')).to.deep.equal(['Font size presets']);
    expect(texts(shadow, '.st-section__title')).to.deep.equal(['Theme', 'Custom']);
    expect(texts(shadow, '.ty-preset')).to.deep.equal([
      'Small0.875rem',
      'Medium1rem',
      'Large1.5rem',
      'New Font Size 116px',
    ]);
    await click(byName(shadow, '.ty-preset', 'New Font Size 116px'));
    expect($location.get().query.section).to.equal('/typography/font-sizes/custom/custom-1');
  });

  it("adds 'New Font Size {n}' presets of 16px", async () => {
    const shadow = await open('/typography/font-sizes');
    await click(byName(shadow, 'button', 'Add font size'));
    await click(byName(shadow, 'button', 'Add font size'));
    expect(fontSizes()).to.deep.equal({ custom: [custom(1), custom(2)] });
    expect(texts(shadow, '.ty-preset').slice(-2)).to.deep.equal([
      'New Font Size 116px',
      'New Font Size 216px',
    ]);
  });

  it('removes the custom presets only once confirmed', async () => {
    const shadow = await open('/typography/font-sizes', withCustom(custom(1), custom(2)));
    await chooseMenuItem(shadow, 'Custom font size presets options', 'Remove font size presets');
    expect(dialogText(shadow)).to.equal(
      'Are you sure you want to remove all custom font size presets?',
    );
    await click(byName(shadow, 'dialog[open] button', 'Cancel'));
    expect(shadow.querySelector('dialog[open]')).to.equal(null);
    expect(fontSizes()).to.deep.equal({ custom: [custom(1), custom(2)] });
    await chooseMenuItem(shadow, 'Custom font size presets options', 'Remove font size presets');
    await click(byName(shadow, 'dialog[open] button', 'Remove'));
    expect(fontSizes()).to.equal(undefined);
    expect(texts(shadow, '.ty-preset')).to.have.length(3);
  });

  it("resets the theme's presets once they differ and the reset is confirmed", async () => {
    const shadow = await open('/typography/font-sizes');
    await click(byName(shadow, 'button', 'Theme font size presets options'));
    const reset = byName(shadow, '[role="menuitem"]', 'Reset font size presets');
    expect(reset?.getAttribute('aria-disabled')).to.equal('true');
    await harness?.unmount();
    const changed = await open('/typography/font-sizes', {
      user: {
        settings: {
          typography: { fontSizes: { theme: [{ name: 'Small', slug: 'small', size: '9px' }] } },
        },
      },
    });
    expect(texts(changed, '.ty-preset')).to.deep.equal(['Small9px']);
    await chooseMenuItem(changed, 'Theme font size presets options', 'Reset font size presets');
    expect(dialogText(changed)).to.equal(
      'Are you sure you want to reset all font size presets to their default values?',
    );
    await click(byName(changed, 'dialog[open] button', 'Reset'));
    expect(fontSizes()).to.equal(undefined);
    expect(texts(changed, '.ty-preset')).to.have.length(3);
  });

  it('has no serious accessibility violations', async () => {
    const shadow = await open('/typography/font-sizes', withCustom(custom(1)));
    expect(await seriousViolations(shadow.host)).to.deep.equal([]);
  });
});

describe('a font size preset', () => {
  it('renames a custom preset, ignoring an empty name', async () => {
    const shadow = await open('/typography/font-sizes/custom/custom-1', withCustom(custom(1)));
    expect(texts(shadow, '.st-screen__title')).to.deep.equal(['New Font Size 1']);
    const name = byLabel<HTMLInputElement>(shadow, 'Name');
    await changeValue(name, '   ');
    expect(fontSizes()).to.deep.equal({ custom: [custom(1)] });
    expect(texts(shadow, '.st-screen__title')).to.deep.equal(['New Font Size 1']);
    await changeValue(name, 'Body');
    expect(fontSizes()).to.deep.equal({ custom: [custom(1, { name: 'Body' })] });
    expect(texts(shadow, '.st-screen__title')).to.deep.equal(['Body']);
  });

  it('deletes a custom preset after its confirmation, then lists the rest', async () => {
    const shadow = await open(
      '/typography/font-sizes/custom/custom-2',
      withCustom(custom(1), custom(2, { name: 'Body' })),
    );
    await click(byName(shadow, 'button', 'Delete'));
    expect(dialogText(shadow)).to.equal('Are you sure you want to delete "Body" font size preset?');
    await click(byName(shadow, 'dialog[open] button', 'Delete'));
    expect(fontSizes()).to.deep.equal({ custom: [custom(1)] });
    expect($location.get().query.section).to.equal('/typography/font-sizes');
    await rendered(() => texts(shadow, '.st-screen__title')[0] === 'Font size presets');
  });

  it('sets the size, never below zero', async () => {
    const shadow = await open('/typography/font-sizes/custom/custom-1', withCustom(custom(1)));
    const size = byLabel<HTMLInputElement>(shadow, 'Size');
    await changeValue(size, '24');
    expect(fontSizes()).to.deep.equal({ custom: [custom(1, { size: '24px' })] });
    await changeValue(size, '-2');
    expect(fontSizes()).to.deep.equal({ custom: [custom(1, { size: '0px' })] });
    const slider = shadow.querySelector<HTMLInputElement>('input[type="range"]')!;
    expect([slider.max, slider.step]).to.deep.equal(['100', '1']);
    await changeValue(byName<HTMLSelectElement>(shadow, 'select', 'Size unit')!, 'rem');
    expect([slider.max, slider.step]).to.deep.equal(['10', '0.1']);
  });

  it('switches custom fluid values on from the size, and off back to fluid', async () => {
    const shadow = await open('/typography/font-sizes/custom/custom-1', withCustom(custom(1)));
    const switches = () =>
      Array.from(shadow.querySelectorAll<HTMLInputElement>('input[role="switch"]'));
    // The site is fluid, so a preset without its own setting is fluid.
    expect(switches().map((input) => input.checked)).to.deep.equal([true, false]);
    await click(switches()[1]);
    expect(fontSizes()).to.deep.equal({
      custom: [custom(1, { fluid: { min: '16px', max: '16px' } })],
    });
    expect(byLabel<HTMLInputElement>(shadow, 'Size').disabled).to.equal(true);
    await changeValue(byLabel<HTMLInputElement>(shadow, 'Minimum'), '12');
    await changeValue(byLabel<HTMLInputElement>(shadow, 'Maximum'), '20');
    expect(fontSizes()).to.deep.equal({
      custom: [custom(1, { fluid: { min: '12px', max: '20px' } })],
    });
    await click(switches()[1]);
    expect(fontSizes()).to.deep.equal({ custom: [custom(1, { fluid: true })] });
    expect(byLabel<HTMLInputElement>(shadow, 'Size').disabled).to.equal(false);
    expect(() => byLabel(shadow, 'Minimum')).to.throw();
    await click(switches()[0]);
    expect(fontSizes()).to.deep.equal({ custom: [custom(1, { fluid: false })] });
    expect(switches()).to.have.length(1);
  });

  it("edits a theme preset's size as the user's theme list, without rename or delete", async () => {
    const shadow = await open('/typography/font-sizes/theme/medium');
    expect(texts(shadow, '.st-screen__title')).to.deep.equal(['Medium']);
    expect(() => byLabel(shadow, 'Name')).to.throw();
    expect(byName(shadow, 'button', 'Delete')).to.equal(undefined);
    await changeValue(byLabel<HTMLInputElement>(shadow, 'Size'), '1.25');
    expect(fontSizes()).to.deep.equal({
      theme: [
        { name: 'Small', slug: 'small', size: '0.875rem', fluid: false },
        { name: 'Medium', slug: 'medium', size: '1.25rem' },
        { name: 'Large', slug: 'large', size: '1.5rem', fluid: { min: '1.25rem', max: '1.5rem' } },
      ],
    });
  });

  it('has no serious accessibility violations', async () => {
    const shadow = await open('/typography/font-sizes/custom/custom-1', withCustom(custom(1)));
    await click(Array.from(shadow.querySelectorAll('input[role="switch"]'))[1]);
    expect(await seriousViolations(shadow.host)).to.deep.equal([]);
  });
});
