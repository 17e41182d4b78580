// Field descriptors (spec 3 and 5) as a user of the whole <DataViews> meets them: how each type
// reads, getValue and render, header, global search, the operators a field is filtered with,
// which fields can be filtered at all, and the listbox or combobox by number of elements.
import { expect } from '@esm-bundle/chai';
import { until } from '../../../helpers';
import type { Field, FieldElement } from '../../../../src/data-view/types';
import { type Book, bookFields, type Rendered, renderDataView, tableView } from './layouts-harness';
import { byName, changeValue, click, openPopover } from './toolbar-harness';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const titles = (shadow: ShadowRoot) =>
  Array.from(shadow.querySelectorAll('tbody tr .dv-title'), (title) => title.textContent);
const books = (...ids: number[]) => ids.map((id) => `Book ${String(id).padStart(2, '0')}`);
const headers = (shadow: ShadowRoot) =>
  Array.from(shadow.querySelectorAll('thead th'), (th) => th.textContent?.trim() ?? '');
const firstRowCells = (shadow: ShadowRoot) =>
  Array.from(shadow.querySelectorAll('tbody tr')[0]!.querySelectorAll('td'));
const chip = (shadow: ShadowRoot, name: string | RegExp) =>
  byName(shadow, '.dv-filter-chip__button', name);
const editor = (shadow: ShadowRoot, field: string) => openPopover(shadow, `Filter by ${field}`)!;
const conditions = (popover: HTMLElement) =>
  Array.from(popover.querySelector('select')?.options ?? [], (entry) => entry.text);
const pad = (id: number) => String(id).padStart(2, '0');
const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

describe('fields: types, values and rendering', () => {
  it('shows integers, text, dates, media and element labels as the user reads them', async () => {
    const fields: Field<Book>[] = [
      ...bookFields,
      {
        id: 'published',
        label: 'Published',
        type: 'datetime',
        getValue: ({ item }) => `2024-03-${pad(item.id)}T10:00:00`,
      },
      { id: 'cover', label: 'Cover', type: 'media', getValue: () => PIXEL },
      {
        id: 'back',
        label: 'Back cover',
        type: 'media',
        getValue: () => PIXEL,
        render: ({ item }) => `Back of ${item.title}`,
      },
    ];
    rendered = await renderDataView({
      fields,
      view: { ...tableView, fields: ['status', 'pages', 'published', 'cover', 'back'] },
    });
    const [title, status, pages, published, cover, back] = firstRowCells(rendered.shadow);
    expect(title!.textContent).to.equal('Book 01');
    expect(status!.textContent, 'the element label, not the value').to.equal('Published');
    expect(pages!.textContent).to.equal('100');
    expect(published!.textContent).to.equal(new Date('2024-03-01T10:00:00').toLocaleDateString());
    expect(cover!.querySelector('img')?.getAttribute('src')).to.equal(PIXEL);
    expect(Boolean(back!.querySelector('img')), 'a media field with its own render').to.equal(
      false,
    );
    expect(back!.textContent).to.equal('Back of Book 01');
  });

  it('uses the header for the column and the label elsewhere', async () => {
    const fields = bookFields.map((field) =>
      field.id === 'pages' ? { ...field, header: 'Page count' } : field,
    );
    rendered = await renderDataView({ fields });
    expect(headers(rendered.shadow)).to.deep.equal(['Title', 'Status', 'Page count', 'Author']);
    await click(byName(rendered.shadow, 'button', 'View options'));
    const sortBy = openPopover(rendered.shadow, 'View options')!.querySelector('select')!;
    expect(Array.from(sortBy.options, (entry) => entry.text)).to.include('Pages');
  });

  it('sorts and filters by what getValue reads, and shows what render returns', async () => {
    const shelves: FieldElement[] = [
      { value: 'A', label: 'Shelf A' },
      { value: 'B', label: 'Shelf B' },
    ];
    const fields: Field<Book>[] = [
      ...bookFields,
      {
        id: 'rank',
        label: 'Rank',
        type: 'integer',
        getValue: ({ item }) => 100 - item.id,
        render: ({ item }) => <strong>#{100 - item.id}</strong>,
      },
      {
        id: 'shelf',
        label: 'Shelf',
        elements: shelves,
        getValue: ({ item }) => (item.id > 12 ? 'B' : 'A'),
      },
    ];
    rendered = await renderDataView({ fields, view: { ...tableView, fields: ['rank', 'shelf'] } });
    const { shadow } = rendered;
    await click(byName(shadow, 'thead th button', 'Rank'));
    await click(byName(shadow, '[popover]:popover-open [role^="menuitem"]', 'Sort ascending'));
    expect(titles(shadow).slice(0, 2)).to.deep.equal(books(25, 24));
    const [, rank, shelf] = firstRowCells(shadow);
    expect(rank!.querySelector('strong')?.textContent).to.equal('#75');
    expect(shelf!.textContent).to.equal('Shelf B');

    await click(byName(shadow, 'button', 'Add filter'));
    await click(byName(shadow, '[popover]:popover-open [role="menuitem"]', 'Shelf'));
    await until(() => editor(shadow, 'Shelf'));
    await click(byName(editor(shadow, 'Shelf'), '[role="option"]', 'Shelf A'));
    expect(titles(shadow)).to.deep.equal(books(12, 11, 10, 9, 8, 7, 6, 5, 4, 3));
  });

  it('searches only the fields with global search enabled', async () => {
    rendered = await renderDataView({ view: { ...tableView, search: 'Grace' } });
    expect(rendered.shadow.querySelector('.dv-empty')?.textContent).to.equal('No results');
    await rendered.unmount();

    const fields = bookFields.map((field) =>
      field.id === 'author' ? { ...field, enableGlobalSearch: true } : field,
    );
    rendered = await renderDataView({ fields, view: { ...tableView, search: 'Grace' } });
    expect(titles(rendered.shadow)).to.deep.equal(books(1, 4, 7, 10, 13, 16, 19, 22, 25));
  });
});

describe('fields: filtering', () => {
  const tags: FieldElement[] = [
    { value: 'even', label: 'Even' },
    { value: 'odd', label: 'Odd' },
    { value: 'five', label: 'Fifth' },
  ];
  const tagsField: Field<Book> = {
    id: 'tags',
    label: 'Tags',
    elements: tags,
    getValue: ({ item }) => [item.id % 2 ? 'odd' : 'even', ...(item.id % 5 ? [] : ['five'])],
  };

  it('offers isAny and isNone by default, and only is and isNot when either is listed', async () => {
    const fields: Field<Book>[] = [
      ...bookFields,
      { ...tagsField, filterBy: { operators: ['isAny', 'isNot', 'isAll', 'is'] } },
    ];
    rendered = await renderDataView({
      fields,
      view: {
        ...tableView,
        filters: [
          { field: 'status', operator: 'isAny', value: undefined },
          { field: 'tags', operator: 'isNot', value: undefined },
        ],
      },
    });
    const { shadow } = rendered;
    await click(chip(shadow, 'Status'));
    expect(conditions(editor(shadow, 'Status'))).to.deep.equal(['Is any of', 'Is none of']);
    await click(chip(shadow, 'Tags'));
    expect(conditions(editor(shadow, 'Tags'))).to.deep.equal(['Is not', 'Is']);
  });

  it('keeps list values holding every chosen value with isAll, the others with isNotAll', async () => {
    rendered = await renderDataView({
      fields: [...bookFields, { ...tagsField, filterBy: { operators: ['isAll', 'isNotAll'] } }],
    });
    const { shadow } = rendered;
    await click(byName(shadow, 'button', 'Add filter'));
    await click(byName(shadow, '[popover]:popover-open [role="menuitem"]', 'Tags'));
    await until(() => editor(shadow, 'Tags'));
    expect(conditions(editor(shadow, 'Tags'))).to.deep.equal(['Is all of', 'Is not all of']);
    await click(byName(editor(shadow, 'Tags'), '[role="option"]', 'Even'));
    await click(byName(editor(shadow, 'Tags'), '[role="option"]', 'Fifth'));
    expect(titles(shadow)).to.deep.equal(books(10, 20));
    await changeValue(editor(shadow, 'Tags').querySelector('select')!, 'isNotAll');
    expect(titles(shadow)).to.deep.equal(books(1, 2, 3, 4, 5, 6, 7, 8, 9, 11));
  });

  it('offers to filter only by fields with elements and a valid operator', async () => {
    const fields: Field<Book>[] = bookFields.map((field) => {
      if (field.id === 'author')
        return { ...field, elements: [{ value: 'Ada', label: 'Ada' }], filterBy: false };
      if (field.id === 'pages')
        return {
          ...field,
          elements: [{ value: 100, label: '100' }],
          filterBy: { operators: ['contains'] },
        } as unknown as Field<Book>;
      return field;
    });
    rendered = await renderDataView({ fields: [...fields, { ...tagsField, elements: [] }] });
    await click(byName(rendered.shadow, 'button', 'Add filter'));
    const offered = Array.from(
      rendered.shadow.querySelectorAll('[popover]:popover-open [role="menuitem"]'),
      (item) => item.textContent,
    );
    expect(offered).to.deep.equal(['Status']);
  });

  it('picks values from a listbox up to ten elements, and from a searchable combobox above', async () => {
    const pagesWith = (count: number): Field<Book>[] =>
      bookFields.map((field) =>
        field.id === 'pages'
          ? {
              ...field,
              elements: Array.from({ length: count }, (_, i) => ({
                value: 100 + i,
                label: `${100 + i}`,
              })),
            }
          : field,
      );
    const view = { ...tableView, filters: [{ field: 'pages', operator: 'isAny' as const }] };

    rendered = await renderDataView({ fields: pagesWith(10), view });
    await click(chip(rendered.shadow, 'Pages'));
    expect(Boolean(editor(rendered.shadow, 'Pages').querySelector('[role="combobox"]'))).to.equal(
      false,
    );
    expect(editor(rendered.shadow, 'Pages').querySelectorAll('[role="option"]').length).to.equal(
      10,
    );
    await rendered.unmount();

    rendered = await renderDataView({ fields: pagesWith(11), view });
    await click(chip(rendered.shadow, 'Pages'));
    const combobox = editor(rendered.shadow, 'Pages').querySelector<HTMLInputElement>(
      '[role="combobox"]',
    );
    expect(combobox).to.not.equal(null);
    await changeValue(combobox!, '110');
    await click(byName(rendered.shadow, '[role="option"]', '110'));
    expect(titles(rendered.shadow)).to.deep.equal(books(11));
  });
});
