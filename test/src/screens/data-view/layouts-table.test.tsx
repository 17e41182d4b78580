// The table layout as a user meets it: header menus (sort, move, hide), widths and density,
// selection and titles; then the loading and empty states every layout shares.
import { expect } from '@esm-bundle/chai';
import type { Field } from '../../../../src/data-view/types';
import {
  type Book,
  bookFields,
  edit,
  books,
  type Rendered,
  renderDataView,
  seriousViolations,
  tableView,
  trash,
} from './layouts-harness';
import { byName, click, keys, settle } from './toolbar-harness';

const headers = (shadow: ShadowRoot) =>
  Array.from(shadow.querySelectorAll('thead th'), (th) => th.textContent?.trim() ?? '');
const headerButton = (shadow: ShadowRoot, name: string) =>
  byName<HTMLButtonElement>(shadow, 'thead th button', name);
const menuItem = (shadow: ShadowRoot, name: string) =>
  byName(shadow, '[popover]:popover-open [role^="menuitem"]', name);
const cellTexts = (shadow: ShadowRoot, column: number) =>
  Array.from(
    shadow.querySelectorAll('tbody tr'),
    (row) => row.querySelectorAll('td')[column]?.textContent ?? '',
  );

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('table layout', () => {
  it('has a column header per shown field, a select-all column and an actions column', async () => {
    rendered = await renderDataView({ actions: [edit, trash] });
    const { shadow } = rendered;
    const ths = Array.from(shadow.querySelectorAll('thead th'));
    expect(ths.every((th) => th.getAttribute('scope') === 'col')).to.equal(true);
    expect(headers(shadow)).to.deep.equal(['', 'Title', 'Status', 'Pages', 'Author', 'Actions']);
    expect(
      shadow.querySelector('thead input[type="checkbox"]')?.getAttribute('aria-label'),
    ).to.equal('Select all');
  });

  it('sorts from a header menu, reordering the items and marking the header and the choice', async () => {
    rendered = await renderDataView();
    const { shadow, views } = rendered;
    await click(headerButton(shadow, 'Pages'));
    const menu = shadow.querySelector<HTMLElement>('[popover]:popover-open')!;
    expect(getComputedStyle(menu).minWidth).to.equal('240px');
    await click(menuItem(shadow, 'Sort descending'));
    expect(views.at(-1)?.sort).to.deep.equal({ field: 'pages', direction: 'desc' });
    expect(cellTexts(shadow, 2).slice(0, 2)).to.deep.equal(['124', '123']);
    const th = () => headerButton(shadow, 'Pages')!.closest('th')!;
    expect(th().getAttribute('aria-sort')).to.equal('descending');
    await click(headerButton(shadow, 'Pages'));
    expect(menuItem(shadow, 'Sort descending')?.getAttribute('aria-checked')).to.equal('true');
    expect(menuItem(shadow, 'Sort ascending')?.getAttribute('aria-checked')).to.equal('false');
    await click(menuItem(shadow, 'Sort ascending'));
    expect(views.at(-1)?.sort).to.deep.equal({ field: 'pages', direction: 'asc' });
    expect(th().getAttribute('aria-sort')).to.equal('ascending');
    expect(cellTexts(shadow, 2).slice(0, 2)).to.deep.equal(['100', '101']);
  });

  it('moves a column right, and cannot move the first one left', async () => {
    rendered = await renderDataView();
    const { shadow, views } = rendered;
    await click(headerButton(shadow, 'Status'));
    expect(menuItem(shadow, 'Move left')?.getAttribute('aria-disabled')).to.equal('true');
    await click(menuItem(shadow, 'Move right'));
    expect(views.at(-1)?.fields).to.deep.equal(['pages', 'status', 'author']);
    expect(headers(shadow)).to.deep.equal(['Title', 'Pages', 'Status', 'Author']);
  });

  it('moves a column left, and cannot move the last one right', async () => {
    rendered = await renderDataView();
    const { shadow, views } = rendered;
    await click(headerButton(shadow, 'Author'));
    expect(menuItem(shadow, 'Move right')?.getAttribute('aria-disabled')).to.equal('true');
    await click(menuItem(shadow, 'Move left'));
    expect(views.at(-1)?.fields).to.deep.equal(['status', 'author', 'pages']);
    expect(headers(shadow)).to.deep.equal(['Title', 'Status', 'Author', 'Pages']);
  });

  it('hides a column from its header menu, removing it from the fields', async () => {
    rendered = await renderDataView();
    const { shadow, views } = rendered;
    await click(headerButton(shadow, 'Status'));
    await click(menuItem(shadow, 'Hide column'));
    expect(views.at(-1)?.fields).to.deep.equal(['pages', 'author']);
    expect(headers(shadow)).to.deep.equal(['Title', 'Pages', 'Author']);
  });

  it('offers no Hide column for a field that cannot be hidden, and no sort for one that cannot sort', async () => {
    const fields: Field<Book>[] = bookFields.map((field) =>
      field.id === 'pages' ? { ...field, enableHiding: false } : field,
    );
    rendered = await renderDataView({ fields });
    const { shadow } = rendered;
    await click(headerButton(shadow, 'Pages'));
    expect(Boolean(menuItem(shadow, 'Hide column'))).to.equal(false);
    expect(menuItem(shadow, 'Sort descending')).to.not.equal(undefined);
    await keys({ press: 'Escape' });
    await click(headerButton(shadow, 'Author'));
    expect(Boolean(menuItem(shadow, 'Sort ascending'))).to.equal(false);
    expect(menuItem(shadow, 'Hide column')).to.not.equal(undefined);
  });

  it('shows a plain header for a title that can neither sort nor move', async () => {
    const fields: Field<Book>[] = bookFields.map((field) =>
      field.id === 'title' ? { ...field, enableHiding: true, enableSorting: false } : field,
    );
    rendered = await renderDataView({ fields });
    const title = rendered.shadow.querySelector('thead th')!;
    expect(title.textContent).to.equal('Title');
    expect(Boolean(title.querySelector('button')), 'no button opening an empty menu').to.equal(
      false,
    );
  });

  it('sizes columns from the layout styles and spaces rows by density', async () => {
    rendered = await renderDataView({
      view: {
        ...tableView,
        layout: {
          density: 'compact',
          styles: { author: { width: '1%' }, status: { minWidth: 120, maxWidth: '30%' } },
        },
      },
    });
    const { shadow } = rendered;
    const author = headerButton(shadow, 'Author')!.closest('th')!;
    expect(author.style.width).to.equal('1%');
    const status = headerButton(shadow, 'Status')!.closest('th')!;
    expect([status.style.minWidth, status.style.maxWidth]).to.deep.equal(['120px', '30%']);
    const statusCell = shadow.querySelectorAll('tbody tr')[0]!.querySelectorAll('td')[1]!;
    expect(statusCell.style.minWidth, 'cells follow their column').to.equal('120px');
    const cell = shadow.querySelector('tbody td')!;
    expect(getComputedStyle(cell).paddingTop).to.equal('4px');
  });

  it('opens a clickable title, and shows the others as plain text', async () => {
    const opened: Book[] = [];
    rendered = await renderDataView({
      onClickItem: (book) => opened.push(book),
      isItemClickable: (book) => book.status === 'publish',
    });
    const { shadow } = rendered;
    const firstTitle = shadow.querySelector('tbody tr td')!;
    await click(firstTitle.querySelector('button'));
    expect(opened.map((book) => book.id)).to.deep.equal([1]);
    const secondTitle = shadow.querySelectorAll('tbody tr')[1]!.querySelector('td')!;
    expect(Boolean(secondTitle.querySelector('button'))).to.equal(false);
    expect(secondTitle.textContent).to.equal('Book 02');
  });

  it('marks the select-all box mixed when only some items are selected', async () => {
    rendered = await renderDataView({ actions: [trash] });
    const { shadow } = rendered;
    const rowBoxes = shadow.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]');
    expect(rowBoxes[0]?.getAttribute('aria-label')).to.equal('Select item: Book 02');
    await click(rowBoxes[0]);
    const all = shadow.querySelector<HTMLInputElement>('thead input[type="checkbox"]')!;
    expect(all.indeterminate).to.equal(true);
    await click(all);
    expect(rendered.selections.at(-1)).to.deep.equal(['2', '4', '6', '8', '10']);
    expect(all.checked).to.equal(true);
    expect(all.indeterminate).to.equal(false);
  });

  it('has no serious accessibility violations', async () => {
    rendered = await renderDataView({ actions: [edit, trash], onClickItem: () => {} });
    expect(await seriousViolations(rendered.shadow.host)).to.deep.equal([]);
  });
});

describe('loading and empty', () => {
  it('shows a spinner while loading with no items yet', async () => {
    rendered = await renderDataView({
      data: [],
      isLoading: true,
      paginationInfo: { totalItems: 0, totalPages: 0 },
    });
    expect(rendered.shadow.querySelector('[role="progressbar"]')).to.not.equal(null);
    expect(rendered.shadow.textContent).to.not.contain('No results');
  });

  it("says 'No results' when there is nothing and nothing is loading", async () => {
    rendered = await renderDataView({ data: [], paginationInfo: { totalItems: 0, totalPages: 0 } });
    await settle();
    expect(Boolean(rendered.shadow.querySelector('[role="progressbar"]'))).to.equal(false);
    expect(rendered.shadow.querySelector('.dv-empty')?.textContent).to.equal('No results');
  });

  it('keeps showing the items it has while loading more', async () => {
    rendered = await renderDataView({
      data: books.slice(0, 3),
      isLoading: true,
      paginationInfo: { totalItems: 3, totalPages: 1 },
    });
    expect(rendered.shadow.querySelectorAll('tbody tr').length).to.equal(3);
  });
});
