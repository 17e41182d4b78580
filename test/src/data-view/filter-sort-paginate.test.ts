import { expect } from '@esm-bundle/chai';
import { normaliseFields } from '../../../src/data-view/fields';
import { filterSortAndPaginate } from '../../../src/data-view/filter-sort-paginate';
import type { Field, Filter, View } from '../../../src/data-view/types';
import { frozen } from './frozen';

interface Template {
  id: number;
  title: string;
  description?: string;
  author?: string;
  order?: number | string;
  modified?: string;
  tags?: string[];
}

const templates: Template[] = frozen([
  { id: 1, title: 'Single Post', author: 'theme', order: 3, modified: '2024-05-01', tags: ['a'] },
  { id: 2, title: 'Page', author: 'user', order: 1, modified: '2023-01-10', tags: ['a', 'b'] },
  { id: 3, title: 'Éte archive', author: 'theme', order: 2, modified: '2024-12-24', tags: [] },
  {
    id: 4,
    title: 'index',
    description: 'Fallback for everything',
    author: 'plugin',
    tags: ['b', 'c'],
  },
  { id: 5, title: 'Search Results', author: 'user', order: 10, modified: '2022-07-07' },
]);

const authors = [
  { value: 'theme', label: 'Theme' },
  { value: 'user', label: 'Site editor' },
  { value: 'plugin', label: 'Plugin' },
];
const tagElements = ['a', 'b', 'c'].map((value) => ({ value, label: value.toUpperCase() }));
const fields: Field<Template>[] = [
  { id: 'title', label: 'Title', enableGlobalSearch: true },
  { id: 'description', label: 'Description', enableGlobalSearch: true },
  { id: 'author', label: 'Author', elements: authors, enableGlobalSearch: true },
  { id: 'order', label: 'Order', type: 'integer' },
  { id: 'modified', label: 'Modified', type: 'datetime' },
  { id: 'tags', label: 'Tags', elements: tagElements },
];

function ids(view: Partial<View>): number[] {
  const result = filterSortAndPaginate(templates, { type: 'table', perPage: 50, ...view }, fields);
  return result.data.map((item) => item.id);
}
const withFilter = (filter: Filter) => ids({ filters: [filter] });

describe('filterSortAndPaginate: search', () => {
  it('finds items case- and accent-insensitively', () => {
    expect(ids({ search: 'ETE' })).to.deep.equal([3]);
    expect(ids({ search: 'page' })).to.deep.equal([2]);
  });

  it('requires every word to match, in any searchable field', () => {
    expect(ids({ search: 'fallback index' })).to.deep.equal([4]);
    expect(ids({ search: 'post single' })).to.deep.equal([1]);
    expect(ids({ search: 'single missing' })).to.deep.equal([]);
  });

  it('searches element labels and trims the search', () => {
    expect(ids({ search: '  site editor ' })).to.deep.equal([2, 5]);
  });

  it('searches only fields with global search enabled', () => {
    expect(ids({ search: '2024' })).to.deep.equal([]);
  });

  it('ignores an empty search', () => {
    expect(ids({ search: '   ' })).to.have.length(5);
  });
});

describe('filterSortAndPaginate: filters', () => {
  it('keeps items equal to the value with is, the others with isNot', () => {
    expect(withFilter({ field: 'author', operator: 'is', value: 'theme' })).to.deep.equal([1, 3]);
    expect(withFilter({ field: 'author', operator: 'isNot', value: 'theme' })).to.deep.equal([
      2, 4, 5,
    ]);
  });

  it('keeps items among the selected values with isAny, the others with isNone', () => {
    const selected = ['user', 'plugin'];
    expect(withFilter({ field: 'author', operator: 'isAny', value: selected })).to.deep.equal([
      2, 4, 5,
    ]);
    expect(withFilter({ field: 'author', operator: 'isNone', value: selected })).to.deep.equal([
      1, 3,
    ]);
  });

  it('matches list values on any overlap with isAny', () => {
    expect(withFilter({ field: 'tags', operator: 'isAny', value: ['b'] })).to.deep.equal([2, 4]);
    expect(withFilter({ field: 'tags', operator: 'isNone', value: ['a', 'c'] })).to.deep.equal([
      3, 5,
    ]);
  });

  it('keeps list values holding every selected value with isAll, the others with isNotAll', () => {
    expect(withFilter({ field: 'tags', operator: 'isAll', value: ['a', 'b'] })).to.deep.equal([2]);
    expect(withFilter({ field: 'tags', operator: 'isNotAll', value: ['a', 'b'] })).to.deep.equal([
      1, 3, 4, 5,
    ]);
  });

  it('matches a value given as text against a number', () => {
    expect(withFilter({ field: 'order', operator: 'is', value: '10' })).to.deep.equal([5]);
  });

  it('ignores filters with no value, on unknown fields or with unknown operators', () => {
    expect(withFilter({ field: 'author', operator: 'isAny', value: undefined })).to.have.length(5);
    expect(withFilter({ field: 'author', operator: 'isAny', value: [] })).to.have.length(5);
    expect(withFilter({ field: 'gone', operator: 'is', value: 'x' })).to.have.length(5);
    const unknown = { field: 'author', operator: 'contains', value: 'x' } as unknown as Filter;
    expect(withFilter(unknown)).to.have.length(5);
  });

  it('combines search and every filter', () => {
    const filters: Filter[] = [
      { field: 'author', operator: 'isAny', value: ['user', 'theme'] },
      { field: 'tags', operator: 'isAny', value: ['a'] },
    ];
    expect(ids({ filters })).to.deep.equal([1, 2]);
    expect(ids({ filters, search: 'page' })).to.deep.equal([2]);
  });
});

describe('filterSortAndPaginate: sorting', () => {
  const sortBy = (field: string, direction: 'asc' | 'desc') => ids({ sort: { field, direction } });

  it('sorts integers numerically', () => {
    expect(sortBy('order', 'asc')).to.deep.equal([2, 3, 1, 5, 4]);
    expect(sortBy('order', 'desc')).to.deep.equal([5, 1, 3, 2, 4]);
  });

  it('sorts dates by time', () => {
    expect(sortBy('modified', 'asc')).to.deep.equal([5, 2, 1, 3, 4]);
    expect(sortBy('modified', 'desc')).to.deep.equal([3, 1, 2, 5, 4]);
  });

  it('sorts text case-insensitively and with accented letters among their base letters', () => {
    expect(sortBy('title', 'asc')).to.deep.equal([3, 4, 2, 5, 1]);
    expect(sortBy('title', 'desc')).to.deep.equal([1, 5, 2, 4, 3]);
  });

  it('sorts a field with elements by what the user reads', () => {
    // Plugin, Site editor (user), Theme.
    expect(sortBy('author', 'asc')).to.deep.equal([4, 2, 5, 1, 3]);
  });

  it('puts empty values last in both directions', () => {
    expect(sortBy('description', 'asc')).to.deep.equal([4, 1, 2, 3, 5]);
    expect(sortBy('description', 'desc')).to.deep.equal([4, 1, 2, 3, 5]);
  });

  it('keeps the data order for equal values', () => {
    expect(sortBy('author', 'desc')).to.deep.equal([1, 3, 2, 5, 4]);
  });

  it('leaves the order alone when sorting by an unknown field', () => {
    expect(sortBy('gone', 'asc')).to.deep.equal([1, 2, 3, 4, 5]);
  });

  it('does not reorder the data it is given', () => {
    sortBy('title', 'asc');
    expect(templates.map((item) => item.id)).to.deep.equal([1, 2, 3, 4, 5]);
  });
});

describe('filterSortAndPaginate: pages', () => {
  it('shows 10 items per page by default', () => {
    const many = Array.from({ length: 25 }, (_, index) => ({ id: index, title: `T${index}` }));
    const result = filterSortAndPaginate(many, { type: 'table' }, []);
    expect(result.data).to.have.length(10);
    expect(result.paginationInfo).to.deep.equal({ totalItems: 25, totalPages: 3 });
  });

  it('returns the requested page of the filtered results', () => {
    const result = filterSortAndPaginate(
      templates,
      { type: 'grid', page: 2, perPage: 2, sort: { field: 'order', direction: 'asc' } },
      fields,
    );
    expect(result.data.map((item) => item.id)).to.deep.equal([1, 5]);
    expect(result.paginationInfo).to.deep.equal({ totalItems: 5, totalPages: 3 });
  });

  it('reads a page below 1 as page 1 and returns nothing past the last page', () => {
    const first = filterSortAndPaginate(templates, { type: 'list', page: -2, perPage: 2 }, fields);
    expect(first.data.map((item) => item.id)).to.deep.equal([1, 2]);
    const past = filterSortAndPaginate(templates, { type: 'list', page: 9, perPage: 2 }, fields);
    expect(past.data).to.deep.equal([]);
    expect(past.paginationInfo.totalPages).to.equal(3);
  });

  it('counts no pages when nothing matches', () => {
    const result = filterSortAndPaginate(templates, { type: 'list', search: 'zzz' }, fields);
    expect(result.paginationInfo).to.deep.equal({ totalItems: 0, totalPages: 0 });
  });

  it('searches, filters and sorts by what getValue reads', () => {
    const computed: Field<Template>[] = [
      {
        id: 'initial',
        label: 'Initial',
        enableGlobalSearch: true,
        elements: ['S', 'P', 'É', 'I'].map((value) => ({ value, label: `Starts with ${value}` })),
        getValue: ({ item }) => item.title[0]!.toUpperCase(),
      },
      { id: 'length', label: 'Length', type: 'integer', getValue: ({ item }) => item.title.length },
    ];
    const run = (view: Partial<View>) =>
      filterSortAndPaginate(templates, { type: 'table', ...view }, computed).data.map(
        (item) => item.id,
      );
    expect(run({ search: 'starts with p' })).to.deep.equal([2]);
    expect(run({ filters: [{ field: 'initial', operator: 'isAny', value: ['S'] }] })).to.deep.equal(
      [1, 5],
    );
    expect(run({ sort: { field: 'length', direction: 'asc' } })).to.deep.equal([2, 4, 1, 3, 5]);
  });

  it('accepts normalised fields as well as raw ones', () => {
    const view: View = { type: 'table', search: 'ete', sort: { field: 'title', direction: 'asc' } };
    const raw = filterSortAndPaginate(templates, view, fields);
    const normalised = filterSortAndPaginate(templates, view, normaliseFields(fields));
    expect(normalised).to.deep.equal(raw);
  });
});
