import { expect } from '@esm-bundle/chai';
import { until } from '../../../helpers';
import type { View } from '../../../../src/data-view/types';
import { formatField, postFields, tableView, typeField } from './toolbar-fixtures';
import {
  byName,
  changeValue,
  click,
  type Harness,
  keys,
  openPopover,
  renderToolbar,
  hasFocus,
  focused,
} from './toolbar-harness';

const withFilters = (filters: View['filters'], extra: Partial<View> = {}): View => ({
  ...tableView,
  ...extra,
  filters,
});

function chip(harness: Harness, name: string | RegExp) {
  return byName(harness.shadow, '.dv-filter-chip__button', name);
}

describe('data view filters', () => {
  let harness: Harness;
  afterEach(() => harness.unmount());

  it('picks several values from a listbox and says them on the chip', async () => {
    harness = await renderToolbar({
      fields: postFields,
      view: withFilters([{ field: 'status', operator: 'isAny', value: undefined }]),
    });
    await click(chip(harness, 'Status'));
    const editor = openPopover(harness.shadow, 'Filter by Status')!;
    const listbox = editor.querySelector('[role="listbox"]')!;
    expect(listbox.getAttribute('aria-multiselectable')).to.equal('true');
    const operator = editor.querySelector('select')!;
    expect(hasFocus(harness, operator), focused(harness)).to.equal(true);
    expect(operator.labels[0]?.textContent).to.equal('Condition');
    await keys({ press: 'Tab' });
    expect(hasFocus(harness, listbox), focused(harness)).to.equal(true);
    await click(byName(editor, '[role="option"]', 'Draft'));
    await click(byName(editor, '[role="option"]', 'Pending'));
    expect(harness.last().filters).to.deep.equal([
      { field: 'status', operator: 'isAny', value: ['draft', 'pending'] },
    ]);
    expect(harness.last().page).to.equal(1);
    expect(chip(harness, 'Status is any of: Draft, Pending')).to.exist;
  });

  it('moves through the listbox with arrow keys and toggles with Space', async () => {
    harness = await renderToolbar({
      fields: postFields,
      view: withFilters([{ field: 'status', operator: 'isAny', value: ['draft'] }]),
    });
    await click(chip(harness, /^Status/));
    await keys({ press: 'Tab' });
    await keys({ press: 'ArrowDown' });
    await keys({ press: 'Space' });
    expect(harness.last().filters?.[0]?.value).to.deep.equal(['draft', 'publish']);
    await keys({ press: 'ArrowUp' });
    await keys({ press: 'Enter' });
    expect(harness.last().filters?.[0]?.value).to.deep.equal(['publish']);
  });

  it('changes the operator and keeps a single value for single-selection operators', async () => {
    harness = await renderToolbar({
      fields: postFields,
      view: withFilters([{ field: 'format', operator: 'is', value: undefined }]),
    });
    await click(chip(harness, 'Format'));
    const editor = openPopover(harness.shadow, 'Filter by Format')!;
    expect(editor.querySelector('[role="listbox"]')?.getAttribute('aria-multiselectable')).to.equal(
      'false',
    );
    await click(byName(editor, '[role="option"]', 'Standard'));
    await click(byName(editor, '[role="option"]', 'Gallery'));
    expect(harness.last().filters).to.deep.equal([
      { field: 'format', operator: 'is', value: 'gallery' },
    ]);
    const operator = editor.querySelector('select')!;
    expect(Array.from(operator.options).map((option) => option.text)).to.deep.equal([
      'Is',
      'Is not',
    ]);
    await changeValue(operator, 'isNot');
    expect(harness.last().filters).to.deep.equal([
      { field: 'format', operator: 'isNot', value: 'gallery' },
    ]);
    expect(chip(harness, 'Format is not: Gallery')).to.exist;
  });

  it('lets a primary filter be reset but never removed', async () => {
    harness = await renderToolbar({ fields: [...postFields, typeField], view: tableView });
    expect(chip(harness, 'Type'), 'shown before any value').to.exist;
    expect(Boolean(byName(harness.shadow, 'button', /^Remove Type/))).to.equal(false);
    expect(Boolean(byName(harness.shadow, 'button', 'Reset Type filter'))).to.equal(false);
    await click(chip(harness, 'Type'));
    await click(byName(openPopover(harness.shadow, 'Filter by Type')!, '[role="option"]', 'Page'));
    expect(harness.last().filters).to.deep.equal([
      { field: 'type', operator: 'isAny', value: ['page'] },
    ]);
    expect(Boolean(byName(harness.shadow, 'button', /^Remove Type/))).to.equal(false);
    await click(byName(harness.shadow, 'button', 'Reset Type filter'));
    expect(harness.last().filters).to.deep.equal([
      { field: 'type', operator: 'isAny', value: undefined },
    ]);
    expect(chip(harness, 'Type')).to.exist;
  });

  it('removes a filter that is not primary', async () => {
    harness = await renderToolbar({
      fields: postFields,
      view: withFilters([
        { field: 'status', operator: 'isAny', value: ['draft'] },
        { field: 'format', operator: 'is', value: 'gallery' },
      ]),
    });
    await click(byName(harness.shadow, 'button', 'Remove Status filter'));
    expect(harness.last().filters).to.deep.equal([
      { field: 'format', operator: 'is', value: 'gallery' },
    ]);
    expect(Boolean(chip(harness, /^Status/))).to.equal(false);
    await until(() => hasFocus(harness, chip(harness, 'Format is: Gallery')));
    expect(hasFocus(harness, chip(harness, 'Format is: Gallery')), focused(harness)).to.equal(true);
  });

  it('disables Reset with nothing to reset; Reset clears search and filters', async () => {
    harness = await renderToolbar({
      fields: [...postFields, typeField],
      // Only the primary filter, empty: nothing to clear.
      view: withFilters([{ field: 'type', operator: 'isAny', value: [] }]),
    });
    const reset = () => byName(harness.shadow, 'button', 'Reset')!;
    expect(reset().getAttribute('aria-disabled')).to.equal('true');
    await click(reset());
    expect(harness.views).to.have.length(0);
    await harness.unmount();

    harness = await renderToolbar({
      fields: [...postFields, typeField],
      view: withFilters(
        [
          { field: 'type', operator: 'isAny', value: ['post'] },
          { field: 'status', operator: 'isAny', value: ['draft'] },
        ],
        { search: 'hello' },
      ),
    });
    expect(reset().getAttribute('aria-disabled')).to.equal('false');
    await click(reset());
    expect(harness.last()).to.deep.include({
      search: '',
      page: 1,
      filters: [{ field: 'type', operator: 'isAny', value: undefined }],
    });
    expect(reset().getAttribute('aria-disabled')).to.equal('true');
    expect(harness.shadow.querySelector<HTMLInputElement>('input[type="search"]')?.value).to.equal(
      '',
    );
  });

  it('offers the remaining fields in the row Add filter menu', async () => {
    harness = await renderToolbar({
      fields: postFields,
      view: withFilters([{ field: 'status', operator: 'isAny', value: ['draft'] }]),
    });
    const add = byName(harness.shadow.querySelector('.dv-filters')!, 'button', 'Add filter')!;
    await click(add);
    await click(byName(harness.shadow, '[role="menuitem"]', formatField.label));
    expect(harness.last().filters?.map((filter) => filter.field)).to.deep.equal([
      'status',
      'format',
    ]);
    await until(() => openPopover(harness.shadow, 'Filter by Format'));
    expect(openPopover(harness.shadow, 'Filter by Format')).to.exist;
  });
});
