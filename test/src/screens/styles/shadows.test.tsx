// The Shadows screens as a user meets them (spec 2.4, 3, 4, 5, 8): 'Add shadow' makes shadow-{n}
// with the default value; a custom shadow's rename ignores an empty name; a one-layer shadow
// cannot lose its layer; a length that is not a number becomes 0px; delete and remove-all ask
// first, in the spec's words; a theme shadow can only be reset, and only once changed.
import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import { ShadowScreen } from '../../../../src/screens/styles/shadows/shadow-screen';
import { ShadowsScreen } from '../../../../src/screens/styles/shadows/shadows-screen';
import { setSetting } from '../../../../src/stores/global-styles';
import { $location } from '../../../../src/stores/router';
import { waitFor } from '../../../helpers';
import { byLabel, byName, changeValue, click } from '../data-view/toolbar-harness';
import { seriousViolations } from '../data-view/layouts-harness';
import { renderStyles, type StylesHarness, settle, userValue } from './styles-harness';

const DEFAULT = '6px 6px 9px rgba(0, 0, 0, 0.2)';
const custom = (shadow = DEFAULT) => [{ name: 'Shadow 1', slug: 'shadow-1', shadow }];

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

async function editCustomShadow(shadow = DEFAULT) {
  harness = await renderStyles(
    <ShadowScreen params={{ category: 'custom', slug: 'shadow-1' }} parent="/shadows" />,
  );
  await act(async () => setSetting(['shadow', 'presets'], { custom: custom(shadow) }));
  await settle();
  return harness.shadow;
}

describe('the shadows list', () => {
  it('adds shadow-1 with the default value and opens it', async () => {
    harness = await renderStyles(<ShadowsScreen params={{}} parent="/" />);
    const { shadow } = harness;
    expect(byName(shadow, 'a', 'Soft')).to.exist;
    expect(byName(shadow, 'a', 'Natural')).to.exist;
    await click(byName(shadow, 'button', 'Add shadow'));
    expect(userValue('settings', ['shadow', 'presets'])).to.deep.equal({
      custom: [{ name: 'Shadow 1', slug: 'shadow-1', shadow: DEFAULT }],
    });
    expect($location.get().query.section).to.equal('/shadows/edit/custom/shadow-1');
    expect(await seriousViolations(shadow.host)).to.deep.equal([]);
  });

  it('asks before removing all custom shadows', async () => {
    harness = await renderStyles(<ShadowsScreen params={{}} parent="/" />);
    await act(async () => setSetting(['shadow', 'presets'], { custom: custom() }));
    await settle();
    await click(byName(harness.shadow, 'button', 'Remove all custom shadows'));
    const dialog = harness.shadow.querySelector('dialog[open]');
    expect(dialog?.textContent).to.contain('Are you sure you want to remove all custom shadows?');
    await click(byName(dialog!, 'button', 'Remove all'));
    expect(userValue('settings', ['shadow', 'presets'])).to.equal(undefined);
    expect(byName(harness.shadow, 'a', 'Shadow 1')).to.equal(undefined);
  });
});

describe('editing a shadow', () => {
  it('renames a custom shadow and ignores an empty name', async () => {
    const shadow = await editCustomShadow();
    const name = byLabel<HTMLInputElement>(shadow, 'Name');
    await commit(name, '   ');
    expect(userValue('settings', ['shadow', 'presets', 'custom', '0', 'name'])).to.equal(
      'Shadow 1',
    );
    expect(name.value).to.equal('Shadow 1');
    await commit(name, 'Sunset');
    expect(userValue('settings', ['shadow', 'presets', 'custom', '0', 'name'])).to.equal('Sunset');
    expect(shadow.querySelector('h2')?.textContent).to.equal('Sunset');
  });

  it('keeps the only layer, and removes one of two', async () => {
    const shadow = await editCustomShadow();
    expect(byName<HTMLButtonElement>(shadow, 'button', 'Remove Drop shadow 1')?.disabled).to.equal(
      true,
    );
    await click(byName(shadow, 'button', 'Add shadow layer'));
    const shown = () => userValue('settings', ['shadow', 'presets', 'custom', '0', 'shadow']);
    expect(shown()).to.equal(`${DEFAULT}, ${DEFAULT}`);
    const remove = byName<HTMLButtonElement>(shadow, 'button', 'Remove Drop shadow 2');
    expect(remove?.disabled).to.equal(false);
    await click(remove);
    expect(shown()).to.equal(DEFAULT);
    expect(byName<HTMLButtonElement>(shadow, 'button', 'Remove Drop shadow 1')?.disabled).to.equal(
      true,
    );
  });

  it('writes 0px for a length that is not a number', async () => {
    const shadow = await editCustomShadow();
    await click(byName(shadow, 'button', 'Drop shadow 1'));
    await commit(byLabel<HTMLInputElement>(shadow, 'X Position'), 'wide');
    await commit(byLabel<HTMLInputElement>(shadow, 'Blur'), '12px');
    expect(userValue('settings', ['shadow', 'presets', 'custom', '0', 'shadow'])).to.equal(
      '0px 6px 12px 0 rgba(0, 0, 0, 0.2)',
    );
    expect(byLabel<HTMLInputElement>(shadow, 'X Position').value).to.equal('0px');
    await click(byLabel(shadow, 'Inset'));
    expect(userValue('settings', ['shadow', 'presets', 'custom', '0', 'shadow'])).to.match(
      /^inset /,
    );
    expect(byName(shadow, 'button', 'Inner shadow 1')).to.exist;
  });

  it('asks before deleting a custom shadow, in the spec’s words', async () => {
    const shadow = await editCustomShadow();
    await click(byName(shadow, 'button', 'Delete shadow'));
    let dialog = shadow.querySelector('dialog[open]');
    expect(dialog?.textContent).to.contain(
      'Are you sure you want to delete "Shadow 1" shadow preset?',
    );
    await click(byName(dialog!, 'button', 'Cancel'));
    expect(userValue('settings', ['shadow', 'presets', 'custom'])).to.have.length(1);
    await click(byName(shadow, 'button', 'Delete shadow'));
    dialog = shadow.querySelector('dialog[open]');
    await click(byName(dialog!, 'button', 'Delete'));
    expect(userValue('settings', ['shadow', 'presets', 'custom'])).to.deep.equal([]);
    expect($location.get().query.section).to.equal('/shadows');
  });

  it('resets a theme shadow to its base only once it differs', async () => {
    harness = await renderStyles(
      <ShadowScreen params={{ category: 'theme', slug: 'soft' }} parent="/shadows" />,
    );
    const { shadow } = harness;
    expect(() => byLabel(shadow, 'Name')).to.throw();
    expect(byName(shadow, 'button', 'Delete shadow')).to.equal(undefined);
    const reset = () => byName<HTMLButtonElement>(shadow, 'button', 'Reset shadow');
    expect(reset()?.disabled).to.equal(true);
    await click(byName(shadow, 'button', 'Add shadow layer'));
    expect(reset()?.disabled).to.equal(false);
    await click(reset());
    await waitFor(() => reset()?.disabled);
    expect(userValue('settings', ['shadow', 'presets'])).to.equal(undefined);
  });
});
