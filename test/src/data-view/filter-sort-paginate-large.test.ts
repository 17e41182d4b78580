// 10 000 items through the client-side mode, checked against a plain, obviously correct version
// of the same rules. The timing budget is the bench's job (bench/data-view.mjs); this test makes
// sure the fast paths give the same answers as the slow ones.
import { expect } from '@esm-bundle/chai';
import { filterSortAndPaginate } from '../../../src/data-view/filter-sort-paginate';
import type { Field, View } from '../../../src/data-view/types';

interface Row {
  id: number;
  title: string;
  status: string;
  words: number;
}

const WORDS = [
  'alpha',
  'Beta',
  'gamma',
  'Délta',
  'epsilon',
  'Zeta',
  'eta',
  'thêta',
  'iota',
  'kappa',
];
const PUNCTUATION = ['', ',', ' -', ':', "'s", '!', ' (draft)', '_', '.', ' #'];
const STATUSES = ['publish', 'draft', 'pending', 'private'];

// Deterministic: the same 10 000 rows on every run.
const rows: Row[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index,
  title: `${WORDS[(index * 7) % 10]}${PUNCTUATION[index % 10]} ${WORDS[(index * 13) % 10]} ${(index * 7919) % 10_007}`,
  status: STATUSES[index % 4]!,
  words: (index * 31) % 500,
}));
const fields: Field<Row>[] = [
  { id: 'title', label: 'Title', enableGlobalSearch: true },
  { id: 'status', label: 'Status', elements: STATUSES.map((value) => ({ value, label: value })) },
  { id: 'words', label: 'Words', type: 'integer' },
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const collator = new Intl.Collator(undefined, { sensitivity: 'accent' });

describe('filterSortAndPaginate on 10 000 items', () => {
  it('searches, filters, sorts and pages like the plain rules say', () => {
    const view: View = {
      type: 'table',
      search: 'ETA',
      filters: [{ field: 'status', operator: 'isAny', value: ['draft', 'private'] }],
      sort: { field: 'title', direction: 'asc' },
      page: 3,
      perPage: 50,
    };
    const expected = rows
      .filter((row) => fold(row.title).includes('eta'))
      .filter((row) => row.status === 'draft' || row.status === 'private')
      .sort((a, b) => collator.compare(a.title.toLowerCase(), b.title.toLowerCase()));

    const result = filterSortAndPaginate(rows, view, fields);

    expect(result.paginationInfo.totalItems).to.equal(expected.length);
    expect(result.paginationInfo.totalPages).to.equal(Math.ceil(expected.length / 50));
    expect(result.data.map((row) => row.id)).to.deep.equal(
      expected.slice(100, 150).map((row) => row.id),
    );
  });

  it('orders every title as the collator does, in both directions', () => {
    const all = filterSortAndPaginate(
      rows,
      { type: 'table', perPage: 10_000, sort: { field: 'title', direction: 'desc' } },
      fields,
    ).data;
    for (let index = 1; index < all.length; index++) {
      const order = collator.compare(
        all[index - 1]!.title.toLowerCase(),
        all[index]!.title.toLowerCase(),
      );
      expect(order, `${all[index - 1]!.title} before ${all[index]!.title}`).to.be.at.least(0);
    }
  });

  it('sorts numbers and keeps equal ones in data order', () => {
    const all = filterSortAndPaginate(
      rows,
      { type: 'table', perPage: 10_000, sort: { field: 'words', direction: 'asc' } },
      fields,
    ).data;
    for (let index = 1; index < all.length; index++) {
      const [before, after] = [all[index - 1]!, all[index]!];
      expect(before.words < after.words || (before.words === after.words && before.id < after.id))
        .to.be.true;
    }
  });
});
