import { expect } from '@esm-bundle/chai';
import type { View } from '../../../../src/data-view/types';
import { authorField, postFields, tableView, typeField } from './toolbar-fixtures';
import {
  byName,
  click,
  focused,
  type Harness,
  hasFocus,
  keys,
  openPopover,
  renderToolbar,
  seriousViolations,
} from './toolbar-harness';

const withFilters = (filters: View['filters']): View => ({ ...tableView, filters });

function chip(harness: Harness, name: string | RegExp) {
  return byName(harness.shadow, '.dv-filter-chip__button', name);
}

function optionLabels(root: ParentNode) {
  return Array.from(root.querySelectorAll('[role="option"]')).map((option) =>
    option.querySelector('.se-listbox__text > span')?.textContent?.trim(),
  );
}

describe('data view filters: combobox and accessibility', () => {
  let harness: Harness;
  afterEach(() => harness.unmount());

  it('filters a field with more than ten elements through a searchable combobox', async () => {
    expect(authorField.elements).to.have.length(11);
    harness = await renderToolbar({
      fields: postFields,
      view: withFilters([{ field: 'author', operator: 'isAny', value: undefined }]),
    });
    const trigger = chip(harness, 'Author')!;
    await click(trigger);
    const editor = openPopover(harness.shadow, 'Filter by Author')!;
    const input = editor.querySelector<HTMLInputElement>('[role="combobox"]')!;
    expect(input, 'combobox').to.exist;
    await keys({ press: 'Tab' });
    expect(hasFocus(harness, input), focused(harness)).to.equal(true);
    const listbox = harness.shadow.getElementById(input.getAttribute('aria-controls')!)!;
    expect(optionLabels(listbox)).to.have.length(11);
    await keys({ type: 'chl' });
    expect(optionLabels(listbox)).to.deep.equal(['Chloé']);
    await keys({ press: 'Enter' });
    expect(harness.last().filters?.[0]?.value).to.deep.equal([3]);
    await keys({ press: 'Backspace' });
    await keys({ press: 'Backspace' });
    await keys({ press: 'Backspace' });
    await keys({ type: 'a' });
    expect(optionLabels(listbox)).to.deep.equal(['Ana', 'Hana', 'Kai']);
    await keys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(
      listbox.querySelectorAll('[role="option"]')[1]!.id,
    );
    await keys({ press: 'Enter' });
    expect(harness.last().filters?.[0]?.value).to.deep.equal([3, 8]);
    await keys({ type: 'zz' });
    expect(optionLabels(listbox)).to.deep.equal([]);
    expect(editor.querySelector('[role="status"]')?.textContent).to.equal('No results');
    await keys({ press: 'Escape' });
    expect(Boolean(openPopover(harness.shadow, 'Filter by Author'))).to.equal(false);
    expect(hasFocus(harness, trigger), focused(harness)).to.equal(true);
  });

  it('has no serious accessibility violations with an editor open', async () => {
    harness = await renderToolbar({
      fields: [...postFields, typeField],
      view: withFilters([{ field: 'author', operator: 'isAny', value: [1] }]),
    });
    await click(chip(harness, /^Author/));
    expect(await seriousViolations(harness)).to.deep.equal([]);
    await keys({ press: 'Escape' });
    await click(chip(harness, 'Type'));
    expect(await seriousViolations(harness)).to.deep.equal([]);
  });
});
