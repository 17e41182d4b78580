// The whole <DataViews> through its items area: layouts, header menus, selection, bulk actions,
// pagination and the empty state, in a shadow root as inside an element.
import { expect } from '@esm-bundle/chai';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { filterSortAndPaginate } from '../../../../src/data-view';
import type { Action, Field, View } from '../../../../src/data-view/types';
import { DataViews } from '../../../../src/screens/data-view/data-view';
import { pageText, waitFor } from '../../../helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Book {
  id: number;
  title: string;
  status: string;
  pages: number;
}
const books: Book[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  title: `Book ${String(i + 1).padStart(2, '0')}`,
  status: i % 2 ? 'draft' : 'publish',
  pages: 100 + i,
}));
const fields: Field<Book>[] = [
  { id: 'title', label: 'Title', enableGlobalSearch: true, enableHiding: false },
  {
    id: 'status',
    label: 'Status',
    elements: [
      { value: 'publish', label: 'Published' },
      { value: 'draft', label: 'Draft' },
    ],
  },
  { id: 'pages', label: 'Pages', type: 'integer' },
];
const baseView: View = {
  type: 'table',
  page: 1,
  perPage: 10,
  titleField: 'title',
  fields: ['status', 'pages'],
  filters: [],
};

let root: Root | undefined;
let host: HTMLElement | undefined;
const views: View[] = [];

function Harness({
  data,
  actions,
  initial,
}: {
  data: Book[];
  actions: Action<Book>[];
  initial: View;
}) {
  const [view, setView] = useState(initial);
  const shown = filterSortAndPaginate(data, view, fields);
  return (
    <DataViews<Book>
      data={shown.data}
      fields={fields}
      view={view}
      onChangeView={(next) => {
        views.push(next);
        setView(next);
      }}
      actions={actions}
      paginationInfo={shown.paginationInfo}
      searchDebounceMs={0}
    />
  );
}

async function render(options: { data?: Book[]; actions?: Action<Book>[]; view?: View } = {}) {
  host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <Harness
        data={options.data ?? books}
        actions={options.actions ?? []}
        initial={options.view ?? baseView}
      />,
    ),
  );
  return shadow;
}

const cellTexts = (shadow: ShadowRoot, column: number) =>
  Array.from(
    shadow.querySelectorAll('tbody tr'),
    (row) => row.querySelectorAll('td')[column]?.textContent ?? '',
  );

describe('<DataViews> items', () => {
  afterEach(async () => {
    await act(async () => root?.unmount());
    host?.remove();
    views.length = 0;
  });

  it('renders a real table with a header per visible field', async () => {
    const shadow = await render();
    const headers = Array.from(shadow.querySelectorAll('thead th'), (th) => th.textContent);
    expect(headers).to.deep.equal(['Title', 'Status', 'Pages']);
    expect(shadow.querySelectorAll('tbody tr')).to.have.length(10);
    expect(cellTexts(shadow, 1).slice(0, 2)).to.deep.equal(['Published', 'Draft']);
  });

  it('sorts from the column header menu and marks the sorted column', async () => {
    const shadow = await render();
    const pagesHeader = Array.from(shadow.querySelectorAll<HTMLButtonElement>('thead button')).find(
      (b) => b.textContent === 'Pages',
    )!;
    await act(async () => pagesHeader.click());
    const descending = await waitFor(() =>
      Array.from(shadow.querySelectorAll<HTMLElement>('[role="menuitemradio"]')).find((item) =>
        item.textContent?.includes('Sort descending'),
      ),
    );
    await act(async () => descending.click());
    expect(views.at(-1)?.sort).to.deep.equal({ field: 'pages', direction: 'desc' });
    expect(cellTexts(shadow, 2)[0]).to.equal('124');
    const th = Array.from(shadow.querySelectorAll('thead th')).find((el) =>
      el.textContent?.startsWith('Pages'),
    );
    expect(th?.getAttribute('aria-sort')).to.equal('descending');
  });

  it('hides a column from its header menu', async () => {
    const shadow = await render();
    const statusHeader = Array.from(
      shadow.querySelectorAll<HTMLButtonElement>('thead button'),
    ).find((b) => b.textContent === 'Status')!;
    await act(async () => statusHeader.click());
    const hide = await waitFor(() =>
      Array.from(shadow.querySelectorAll<HTMLElement>('[role="menuitem"]')).find(
        (i) => i.textContent === 'Hide column',
      ),
    );
    await act(async () => hide.click());
    expect(views.at(-1)?.fields).to.deep.equal(['pages']);
    expect(Array.from(shadow.querySelectorAll('thead th'), (th) => th.textContent)).to.deep.equal([
      'Title',
      'Pages',
    ]);
  });

  it('pages with Previous and Next, disabled at the ends', async () => {
    const shadow = await render();
    const button = (name: string) =>
      Array.from(shadow.querySelectorAll<HTMLButtonElement>('.dv-pagination button')).find(
        (b) => b.textContent === name,
      )!;
    expect(pageText(shadow)).to.equal('Page 1 of 3');
    expect(button('Previous page').disabled).to.equal(true);
    await act(async () => button('Next page').click());
    await act(async () => button('Next page').click());
    expect(pageText(shadow)).to.equal('Page 3 of 3');
    expect(button('Next page').disabled).to.equal(true);
    expect(shadow.querySelector('.dv-footer__count')?.textContent).to.equal('25 items');
  });

  it('hides pagination with one page and no bulk actions', async () => {
    const shadow = await render({ data: books.slice(0, 5) });
    expect(shadow.querySelector('.dv-footer')).to.equal(null);
  });

  it("says 'No results' when nothing matches", async () => {
    const shadow = await render({ view: { ...baseView, search: 'nothing like this' } });
    expect(shadow.querySelector('.dv-empty')?.textContent).to.equal('No results');
  });

  it('offers selection only for items a bulk action accepts, and Cancel clears it', async () => {
    const archive: Action<Book> = {
      id: 'archive',
      label: 'Archive',
      supportsBulk: true,
      isEligible: (book) => book.status === 'publish',
      callback: () => {},
    };
    const shadow = await render({ actions: [archive] });
    const rowBoxes = shadow.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]');
    expect(rowBoxes).to.have.length(5);
    await act(async () => rowBoxes[0]!.click());
    expect(shadow.querySelector('.dv-bulk__count')?.textContent).to.equal('1 Item selected');
    const cancel = Array.from(shadow.querySelectorAll<HTMLButtonElement>('.dv-bulk button')).find(
      (b) => b.textContent === 'Cancel',
    )!;
    await act(async () => cancel.click());
    expect(shadow.querySelector('.dv-bulk__count')).to.equal(null);
  });

  it('shows a running bulk action as busy and disables Cancel meanwhile', async () => {
    let finish: () => void = () => {};
    const slow: Action<Book> = {
      id: 'slow',
      label: 'Slow',
      supportsBulk: true,
      callback: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    };
    const shadow = await render({ actions: [slow] });
    await act(async () =>
      shadow.querySelector<HTMLInputElement>('thead input[type="checkbox"]')!.click(),
    );
    expect(shadow.querySelector('.dv-bulk__count')?.textContent).to.equal('10 Items selected');
    const buttons = () => Array.from(shadow.querySelectorAll<HTMLButtonElement>('.dv-bulk button'));
    await act(async () =>
      buttons()
        .find((b) => b.textContent?.includes('Slow'))!
        .click(),
    );
    expect(buttons().find((b) => b.textContent === 'Cancel')!.disabled).to.equal(true);
    expect(
      buttons()
        .find((b) => b.textContent?.includes('Slow'))!
        .getAttribute('aria-busy'),
    ).to.equal('true');
    await act(async () => finish());
    expect(buttons().find((b) => b.textContent === 'Cancel')!.disabled).to.equal(false);
  });

  it('lays the grid out in the columns of its width bucket, with roving focus', async () => {
    const shadow = await render({ view: { ...baseView, type: 'grid' } });
    const grid = shadow.querySelector<HTMLElement>('.dv-grid')!;
    expect(grid.style.gridTemplateColumns).to.match(/^repeat\(\d, /);
    const cards = shadow.querySelectorAll<HTMLElement>('.dv-card');
    expect(Array.from(cards, (c) => c.tabIndex).filter((t) => t === 0)).to.have.length(1);
    cards[0]!.focus();
    await act(async () =>
      cards[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })),
    );
    expect(shadow.activeElement).to.equal(cards[1]);
  });
});
