// The Layout screen (spec 2.4 /layout): the content and wide widths are settings; padding and
// block spacing are styles, padding linked or side by side, a spacing preset written as its
// reference.
import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import { LayoutScreen } from '../../../../src/screens/styles/layout/layout-screen';
import { byLabel, byName, changeValue, click } from '../data-view/toolbar-harness';
import { seriousViolations } from '../data-view/layouts-harness';
import { renderStyles, type StylesHarness, settle, userValue } from './styles-harness';

let harness: StylesHarness | undefined;
afterEach(async () => {
  await harness?.unmount();
  harness = undefined;
});

async function commit(input: HTMLInputElement, value: string) {
  await changeValue(input, value);
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  await settle();
}

describe('the layout screen', () => {
  it('edits the content width as a setting, showing the theme’s', async () => {
    harness = await renderStyles(<LayoutScreen params={{}} parent="/" />);
    const { shadow } = harness;
    const content = byLabel<HTMLInputElement>(shadow, 'Content width');
    expect(content.value).to.equal('680px');
    expect(byLabel<HTMLInputElement>(shadow, 'Wide width').value).to.equal('1180px');
    await commit(content, '720px');
    expect(userValue('settings', ['layout', 'contentSize'])).to.equal('720px');
    expect(userValue('styles', ['layout'])).to.equal(undefined);
    expect(await seriousViolations(shadow.host)).to.deep.equal([]);
  });

  it('edits padding side by side once unlinked, and block spacing', async () => {
    harness = await renderStyles(<LayoutScreen params={{}} parent="/" />);
    const { shadow } = harness;
    await click(byName(shadow, 'button', 'Unlink sides'));
    await changeValue(byLabel<HTMLSelectElement>(shadow, 'Top'), 'custom');
    await commit(byLabel<HTMLInputElement>(shadow, 'Top custom size'), '3rem');
    await changeValue(byLabel<HTMLSelectElement>(shadow, 'Left'), 'preset:50');
    expect(userValue('styles', ['spacing', 'padding'])).to.deep.equal({
      top: '3rem',
      left: 'var:preset|spacing|50',
    });
    await changeValue(byLabel<HTMLSelectElement>(shadow, 'Block spacing'), 'preset:30');
    expect(userValue('styles', ['spacing', 'blockGap'])).to.equal('var:preset|spacing|30');
    await changeValue(byLabel<HTMLSelectElement>(shadow, 'Block spacing'), '');
    expect(userValue('styles', ['spacing', 'blockGap'])).to.equal(undefined);
  });
});
