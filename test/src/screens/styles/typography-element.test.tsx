// An element's typography screen (spec 2.4): each control shows the merged value (the theme's, or
// the user's over it), edits the right path of the user's global styles, and resets by clearing
// the user's value; headings edit all headings or one level, links a state.
import { expect } from '@esm-bundle/chai';
import { StyleNavigator } from '../../../../src/screens/styles/navigator';
import { texts } from '../../../helpers';
import { seriousViolations } from '../data-view/layouts-harness';
import { byLabel, byName, changeValue, click } from '../data-view/toolbar-harness';
import { type Harness, rendered, renderStyles, userStyles } from './typography-harness';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.unmount();
  harness = undefined;
});

async function open(element: string, options: Parameters<typeof renderStyles>[1] = {}) {
  harness = await renderStyles(<StyleNavigator />, {
    ...options,
    section: `/typography/${element}`,
  });
  const { shadow } = harness;
  await rendered(() => shadow.querySelector('.ty-panel'));
  return shadow;
}

const choice = (shadow: ShadowRoot, legend: string, label: string) => {
  const group = Array.from(shadow.querySelectorAll('fieldset')).find(
    (fieldset) => fieldset.querySelector('legend')?.textContent === legend,
  );
  const option = Array.from(group?.querySelectorAll('label') ?? []).find(
    (entry) => entry.textContent === label,
  );
  const input = option?.querySelector('input');
  if (!input) throw new Error(`No choice ${label} in ${legend}.`);
  return input;
};

const optionTexts = (select: HTMLSelectElement) =>
  Array.from(select.options, (option) => option.textContent);

describe('an element typography screen', () => {
  it("shows the headings' merged values and edits all headings", async () => {
    const shadow = await open('heading');
    expect(texts(shadow, '.st-screen__title')).to.deep.equal(['Headings']);
    const font = byLabel<HTMLSelectElement>(shadow, 'Font');
    expect(optionTexts(font)).to.deep.equal(['Default', 'Book Serif', 'Inter']);
    expect(font.value).to.equal('inter');
    // The theme's value: nothing of the user's to reset yet.
    expect(byName(shadow, 'button', 'Reset Font')).to.equal(undefined);
    await changeValue(font, 'book-serif');
    expect(userStyles()).to.deep.equal({
      elements: { heading: { typography: { fontFamily: 'var:preset|font-family|book-serif' } } },
    });
    expect(byLabel<HTMLSelectElement>(shadow, 'Font').value).to.equal('book-serif');
    await click(byName(shadow, 'button', 'Reset Font'));
    expect(userStyles()).to.deep.equal({});
    expect(byLabel<HTMLSelectElement>(shadow, 'Font').value).to.equal('inter');
  });

  it('edits one heading level after choosing it', async () => {
    const shadow = await open('heading');
    expect(byLabel<HTMLSelectElement>(shadow, 'Size').value).to.equal('');
    await click(choice(shadow, 'Select heading level', 'H1'));
    const size = byLabel<HTMLSelectElement>(shadow, 'Size');
    // H1's own size in the theme, and the presets without the hidden defaults, plus Custom.
    expect(size.value).to.equal('large');
    expect(optionTexts(size)).to.deep.equal(['Default', 'Small', 'Medium', 'Large', 'Custom']);
    await changeValue(size, 'small');
    expect(userStyles()).to.deep.equal({
      elements: { h1: { typography: { fontSize: 'var:preset|font-size|small' } } },
    });
  });

  it('takes a custom size with a unit, never below zero', async () => {
    const shadow = await open('text');
    await changeValue(byLabel<HTMLSelectElement>(shadow, 'Size'), '__custom');
    // Custom starts from the size shown (the Medium preset's).
    expect(userStyles()).to.deep.equal({ typography: { fontSize: '1rem' } });
    const amount = byLabel<HTMLInputElement>(shadow, 'Custom size');
    expect(amount.value).to.equal('1');
    await changeValue(byName<HTMLSelectElement>(shadow, 'select', 'Custom size unit')!, 'px');
    expect(userStyles()).to.deep.equal({ typography: { fontSize: '1px' } });
    await changeValue(amount, '18');
    expect(userStyles()).to.deep.equal({ typography: { fontSize: '18px' } });
    await changeValue(amount, '-3');
    expect(userStyles()).to.deep.equal({ typography: { fontSize: '0px' } });
  });

  it("offers the chosen family's faces as appearances, and sets weight and style together", async () => {
    const shadow = await open('heading');
    const look = byLabel<HTMLSelectElement>(shadow, 'Appearance');
    // Inter's faces: 300 to 500 upright, 700 italic; the theme's 600 shows as it is.
    expect(optionTexts(look)).to.deep.equal([
      'Default',
      'Light',
      'Normal',
      'Medium',
      'Bold Italic',
      'Semi-bold',
    ]);
    expect(look.value).to.equal('600|normal');
    await changeValue(look, '700|italic');
    expect(userStyles()).to.deep.equal({
      elements: { heading: { typography: { fontWeight: '700', fontStyle: 'italic' } } },
    });
    await click(byName(shadow, 'button', 'Reset Appearance'));
    expect(userStyles()).to.deep.equal({});
  });

  it('offers every weight in both styles for a family without faces', async () => {
    const shadow = await open('text');
    const look = byLabel<HTMLSelectElement>(shadow, 'Appearance');
    expect(look.options).to.have.length(1 + 18);
    expect(optionTexts(look).slice(0, 5)).to.deep.equal([
      'Default',
      'Thin',
      'Thin Italic',
      'Extra-light',
      'Extra-light Italic',
    ]);
  });

  it('edits line height, letter spacing, letter case and decoration of the text', async () => {
    const shadow = await open('text');
    const line = byLabel<HTMLInputElement>(shadow, 'Line height');
    expect(line.value).to.equal('1.6');
    await changeValue(line, '1.8');
    const spacing = byLabel<HTMLInputElement>(shadow, 'Letter spacing');
    await changeValue(spacing, '2');
    await click(choice(shadow, 'Letter case', 'Uppercase'));
    await click(choice(shadow, 'Decoration', 'Line-through'));
    expect(userStyles()).to.deep.equal({
      typography: {
        lineHeight: '1.8',
        letterSpacing: '2px',
        textTransform: 'uppercase',
        textDecoration: 'line-through',
      },
    });
    expect(texts(shadow, 'fieldset legend')).to.deep.equal(['Letter case', 'Decoration']);
    expect(choice(shadow, 'Letter case', 'Uppercase').checked).to.equal(true);
    await click(byName(shadow, 'button', 'Reset Letter case'));
    expect(userStyles()).to.deep.equal({
      typography: { lineHeight: '1.8', letterSpacing: '2px', textDecoration: 'line-through' },
    });
    expect(choice(shadow, 'Letter case', 'Uppercase').checked).to.equal(false);
  });

  it("edits a link state's typography under the link", async () => {
    const shadow = await open('link');
    await click(choice(shadow, 'State', 'Hover'));
    await click(choice(shadow, 'Decoration', 'Underline'));
    await click(choice(shadow, 'State', 'Focus'));
    await click(choice(shadow, 'Decoration', 'None'));
    expect(userStyles()).to.deep.equal({
      elements: {
        link: {
          ':hover': { typography: { textDecoration: 'underline' } },
          ':focus': { typography: { textDecoration: 'none' } },
        },
      },
    });
  });

  it('hides what the settings turn off', async () => {
    const shadow = await open('text', {
      user: {
        settings: {
          typography: { customFontSize: false, lineHeight: false, textDecoration: false },
        },
      },
    });
    expect(optionTexts(byLabel<HTMLSelectElement>(shadow, 'Size'))).to.not.include('Custom');
    expect(() => byLabel(shadow, 'Line height')).to.throw();
    expect(texts(shadow, 'fieldset legend')).to.deep.equal(['Letter case']);
  });

  it('has no serious accessibility violations', async () => {
    const shadow = await open('heading');
    expect(await seriousViolations(shadow.host)).to.deep.equal([]);
  });
});
