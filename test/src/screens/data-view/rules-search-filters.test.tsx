// Search and filter rules (spec 4 and 5) as a user of the whole <DataViews> sees them in the
// items: every change of search, filter or operator starts again from page 1; Reset clears the
// search and the filters and is disabled when there is nothing to clear; a primary filter is
// reset, never removed; is and isNot take one value. The controls' own behaviour (keyboard,
// focus, chip wording, the view reported) is toolbar.test, filters.test and filters-combobox.test,
// through the toolbar harness.
import { expect } from '@esm-bundle/chai';
import type { Field, Filter, View } from '../../../../src/data-view/types';
import { type Book, bookFields, type Rendered, renderDataView, tableView } from './layouts-harness';
import { byName, changeValue, click, keys, openPopover, settle } from './toolbar-harness';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const titles = (shadow: ShadowRoot) =>
  Array.from(shadow.querySelectorAll('tbody tr .dv-title'), (title) => title.textContent);
const books = (...ids: number[]) => ids.map((id) => `Book ${String(id).padStart(2, '0')}`);
const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
const chip = (shadow: ShadowRoot, name: string | RegExp) =>
  byName(shadow, '.dv-filter-chip__button', name);
const option = (shadow: ShadowRoot, editor: string, name: string) =>
  byName(openPopover(shadow, editor)!, '[role="option"]', name);
const onPage = (page: number, filters: Filter[] = [], extra: Partial<View> = {}): View => ({
  ...tableView,
  page,
  filters,
  ...extra,
});
const drafts: Filter = { field: 'status', operator: 'isAny', value: ['draft'] };

/** The books' fields with Status as a primary filter (or with other filterBy settings). */
const withStatusFilter = (filterBy: Field<Book>['filterBy']): Field<Book>[] =>
  bookFields.map((field) => (field.id === 'status' ? { ...field, filterBy } : field));

describe('search and filters: back to page 1', () => {
  it('starts again from page 1 when the search changes', async () => {
    rendered = await renderDataView({ view: onPage(3) });
    const { shadow, views } = rendered;
    expect(titles(shadow)).to.deep.equal(books(21, 22, 23, 24, 25));
    shadow.querySelector<HTMLInputElement>('input[type="search"]')!.focus();
    await keys({ type: 'Book 1' });
    expect(views.at(-1)).to.include({ search: 'Book 1', page: 1 });
    // Twelve titles have a 1 (01, 10 to 19, 21): the first ten of them.
    expect(titles(shadow)).to.deep.equal(books(1, ...range(10, 18)));
  });

  it('starts again from page 1 when a filter is added and when it is given a value', async () => {
    rendered = await renderDataView({ view: onPage(3) });
    const { shadow, views } = rendered;
    await click(byName(shadow, 'button', 'Add filter'));
    await click(byName(shadow, '[popover]:popover-open [role="menuitem"]', 'Status'));
    expect(views.at(-1)?.page).to.equal(1);
    expect(titles(shadow)).to.deep.equal(books(...range(1, 10)));
    await settle(50);
    await click(option(shadow, 'Filter by Status', 'Draft'));
    expect(views.at(-1)).to.deep.include({ page: 1, filters: [drafts] });
    expect(titles(shadow)).to.deep.equal(books(...range(2, 20, 2)));
  });

  it('starts again from page 1 when another value is chosen', async () => {
    rendered = await renderDataView({ view: onPage(2, [drafts]) });
    const { shadow } = rendered;
    expect(titles(shadow)).to.deep.equal(books(22, 24));
    await click(chip(shadow, 'Status is any of: Draft'));
    await click(option(shadow, 'Filter by Status', 'Published'));
    expect(titles(shadow)).to.deep.equal(books(...range(1, 10)));
  });

  it('starts again from page 1 when the operator changes', async () => {
    rendered = await renderDataView({ view: onPage(2, [drafts]) });
    const { shadow } = rendered;
    await click(chip(shadow, 'Status is any of: Draft'));
    const condition = openPopover(shadow, 'Filter by Status')!.querySelector('select')!;
    await changeValue(condition, 'isNone');
    expect(rendered.views.at(-1)?.page).to.equal(1);
    expect(titles(shadow)).to.deep.equal(books(...range(1, 19, 2)));
  });

  it('starts again from page 1 when a filter is removed', async () => {
    rendered = await renderDataView({ view: onPage(2, [drafts]) });
    const { shadow } = rendered;
    await click(byName(shadow, 'button', 'Remove Status filter'));
    expect(Boolean(chip(shadow, /^Status/))).to.equal(false);
    expect(titles(shadow)).to.deep.equal(books(...range(1, 10)));
  });
});

describe('search and filters: Reset and primary filters', () => {
  const reset = (shadow: ShadowRoot) => byName(shadow, '.dv-filters button', 'Reset')!;
  const searchBox = (shadow: ShadowRoot) =>
    shadow.querySelector<HTMLInputElement>('input[type="search"]')!;

  it('disables Reset while there is nothing to clear', async () => {
    rendered = await renderDataView({ fields: withStatusFilter({ isPrimary: true }) });
    const { shadow, views } = rendered;
    expect(reset(shadow).getAttribute('aria-disabled')).to.equal('true');
    await click(reset(shadow));
    expect(views).to.deep.equal([]);
    expect(titles(shadow)).to.deep.equal(books(...range(1, 10)));
  });

  it('clears the search and every filter with Reset, back on page 1, keeping primary chips', async () => {
    rendered = await renderDataView({
      fields: withStatusFilter({ isPrimary: true }),
      view: onPage(1, [drafts], { search: 'Book 2' }),
    });
    const { shadow } = rendered;
    expect(titles(shadow)).to.deep.equal(books(2, 12, 20, 22, 24));
    expect(reset(shadow).getAttribute('aria-disabled')).to.equal('false');
    await click(reset(shadow));
    expect(rendered.views.at(-1)).to.deep.include({
      search: '',
      page: 1,
      filters: [{ ...drafts, value: undefined }],
    });
    expect(titles(shadow)).to.deep.equal(books(...range(1, 10)));
    expect(searchBox(shadow).value).to.equal('');
    expect(chip(shadow, 'Status'), 'the primary chip stays, empty').to.exist;
    expect(reset(shadow).getAttribute('aria-disabled')).to.equal('true');
  });

  it('enables Reset for a search alone', async () => {
    rendered = await renderDataView({
      fields: withStatusFilter({ isPrimary: true }),
      view: onPage(1, [], { search: 'Book 0' }),
    });
    expect(reset(rendered.shadow).getAttribute('aria-disabled')).to.equal('false');
    await click(reset(rendered.shadow));
    expect(searchBox(rendered.shadow).value).to.equal('');
    expect(rendered.shadow.querySelectorAll('tbody tr').length).to.equal(10);
  });

  it('enables Reset for a chip added and left empty, and Reset removes it', async () => {
    rendered = await renderDataView({
      fields: withStatusFilter({}),
      view: onPage(1, [{ field: 'status', operator: 'isAny', value: undefined }]),
    });
    const { shadow } = rendered;
    expect(Boolean(chip(shadow, 'Status')), 'the empty chip shows').to.equal(true);
    expect(reset(shadow).getAttribute('aria-disabled')).to.equal('false');
    await click(reset(shadow));
    expect(rendered.views.at(-1)?.filters).to.deep.equal([]);
    expect(Boolean(chip(shadow, 'Status')), 'the chip is gone').to.equal(false);
  });

  it('shows a primary filter before any value, and resets it instead of removing it', async () => {
    rendered = await renderDataView({ fields: withStatusFilter({ isPrimary: true }) });
    const { shadow } = rendered;
    expect(chip(shadow, 'Status')).to.exist;
    expect(Boolean(byName(shadow, 'button', /^(Remove|Reset) Status filter$/))).to.equal(false);
    await click(chip(shadow, 'Status'));
    await click(option(shadow, 'Filter by Status', 'Draft'));
    expect(titles(shadow)).to.deep.equal(books(...range(2, 20, 2)));
    expect(Boolean(byName(shadow, 'button', 'Remove Status filter'))).to.equal(false);
    await click(byName(shadow, 'button', 'Reset Status filter'));
    expect(chip(shadow, 'Status')).to.exist;
    expect(titles(shadow)).to.deep.equal(books(...range(1, 10)));
  });
});

describe('search and filters: single-selection operators', () => {
  it('takes one value with is and isNot: a second choice replaces the first', async () => {
    rendered = await renderDataView({
      fields: withStatusFilter({ operators: ['is', 'isNot'] }),
      view: onPage(1, [{ field: 'status', operator: 'is', value: undefined }]),
    });
    const { shadow } = rendered;
    await click(chip(shadow, 'Status'));
    const listbox = openPopover(shadow, 'Filter by Status')!.querySelector('[role="listbox"]')!;
    await click(option(shadow, 'Filter by Status', 'Draft'));
    expect(titles(shadow)).to.deep.equal(books(...range(2, 20, 2)));
    await click(option(shadow, 'Filter by Status', 'Published'));
    expect(titles(shadow)).to.deep.equal(books(...range(1, 19, 2)));
    const selected = Array.from(listbox.querySelectorAll('[aria-selected="true"]'));
    expect(
      selected.map((entry) => entry.querySelector('.se-listbox__text > span')?.textContent),
    ).to.deep.equal(['Published']);
    await changeValue(openPopover(shadow, 'Filter by Status')!.querySelector('select')!, 'isNot');
    expect(titles(shadow)).to.deep.equal(books(...range(2, 20, 2)));
  });
});
