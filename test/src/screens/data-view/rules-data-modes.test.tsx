// The two data modes of <DataViews> (spec 2.12): a host that pages on its server gives one page
// and its totals, and <DataViews> shows them as given, reporting each change for the host to
// answer; a screen with the whole array pages it with filterSortAndPaginate first, so search,
// filters and sort apply to every item before a page is taken.
import { expect } from '@esm-bundle/chai';
import type { View } from '../../../../src/data-view/types';
import { books, type Rendered, renderDataView, tableView } from './layouts-harness';
import { byName, changeValue, click, openPopover } from './toolbar-harness';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const titles = (shadow: ShadowRoot) =>
  Array.from(shadow.querySelectorAll('tbody tr .dv-title'), (title) => title.textContent);

describe('data modes', () => {
  it('shows the page a host gives as given, and asks the host again for each change', async () => {
    const asked: View[] = [];
    // A host that answers every view with the same three items, in its own order.
    const page = [books[4]!, books[0]!, books[2]!];
    rendered = await renderDataView({
      view: { ...tableView, sort: { field: 'pages', direction: 'asc' } },
      serve: (view) => {
        asked.push(view);
        return { data: page, paginationInfo: { totalItems: 300, totalPages: 100 } };
      },
    });
    const { shadow } = rendered;
    expect(titles(shadow), 'neither sorted nor paged again').to.deep.equal([
      'Book 05',
      'Book 01',
      'Book 03',
    ]);
    await changeValue(shadow.querySelector<HTMLInputElement>('input[type="search"]')!, 'zzz');
    expect(asked.at(-1)).to.include({ search: 'zzz', page: 1 });
    expect(titles(shadow), 'not searched locally either').to.have.length(3);
    await click(byName(shadow, 'thead th button', 'Pages'));
    await click(byName(shadow, '[popover]:popover-open [role^="menuitem"]', 'Sort descending'));
    expect(asked.at(-1)?.sort).to.deep.equal({ field: 'pages', direction: 'desc' });
    expect(titles(shadow)).to.deep.equal(['Book 05', 'Book 01', 'Book 03']);
  });

  it('searches, filters and sorts the whole array before taking a page of it', async () => {
    rendered = await renderDataView({
      view: {
        ...tableView,
        page: 2,
        perPage: 5,
        sort: { field: 'pages', direction: 'desc' },
        filters: [{ field: 'status', operator: 'isAny', value: ['draft'] }],
      },
    });
    const { shadow } = rendered;
    // Drafts are the even books: 24 to 16 on page 1, 14 to 6 on page 2.
    expect(titles(shadow)).to.deep.equal(['Book 14', 'Book 12', 'Book 10', 'Book 08', 'Book 06']);
    await changeValue(shadow.querySelector<HTMLInputElement>('input[type="search"]')!, '2');
    expect(titles(shadow)).to.deep.equal(['Book 24', 'Book 22', 'Book 20', 'Book 12', 'Book 02']);
    await click(byName(shadow, 'button', 'View options'));
    const order = Array.from(
      openPopover(shadow, 'View options')!.querySelectorAll<HTMLInputElement>(
        'input[type="radio"]',
      ),
    ).find((input) => input.value === 'asc');
    await click(order);
    expect(titles(shadow)).to.deep.equal(['Book 02', 'Book 12', 'Book 20', 'Book 22', 'Book 24']);
  });
});
