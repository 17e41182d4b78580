import { expect } from '@esm-bundle/chai';
import { normaliseFields } from '../../../src/data-view/fields';
import {
  activeFilters,
  addFilter,
  canResetFilters,
  fieldsAvailableToAdd,
  filterableFields,
  filterFor,
  removeFilter,
  resetFilters,
  setFilterOperator,
  setFilterValue,
  valueForOperator,
  visibleFilters,
} from '../../../src/data-view/filter-rules';
import type { Field, View } from '../../../src/data-view/types';
import { frozen } from './frozen';

const elements = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];
const rawFields: Field[] = [
  { id: 'title', label: 'Title' },
  { id: 'status', label: 'Status', elements, filterBy: { isPrimary: true } },
  { id: 'author', label: 'Author', elements },
  { id: 'type', label: 'Type', elements, filterBy: { operators: ['is', 'isNot'] } },
  { id: 'sync', label: 'Sync', elements, filterBy: false },
];
const fields = normaliseFields(rawFields);
const byId = (id: string) => fields.find((field) => field.id === id)!;
const empty: View = frozen({ type: 'table', page: 4, search: '', filters: [] });

describe('filter lifecycle', () => {
  it("adds a filter with no value and the field's first operator, back on page 1", () => {
    const view = addFilter(empty, byId('type'));
    expect(view.filters).to.deep.equal([{ field: 'type', operator: 'is', value: undefined }]);
    expect(view.page).to.equal(1);
  });

  it('does not add a filter for a field that cannot be filtered', () => {
    expect(addFilter(empty, byId('sync')).filters).to.deep.equal([]);
    expect(addFilter(empty, byId('title')).filters).to.deep.equal([]);
  });

  it('does not add a second filter for the same field', () => {
    const once = addFilter(empty, byId('author'));
    expect(addFilter(frozen(once), byId('author')).filters).to.have.length(1);
  });

  it('sets the values of a filter, back on page 1', () => {
    const added = frozen(addFilter(empty, byId('author')));
    const view = setFilterValue({ ...added, page: 3 }, 'author', ['a']);
    expect(view.filters).to.deep.equal([{ field: 'author', operator: 'isAny', value: ['a'] }]);
    expect(view.page).to.equal(1);
  });

  it("adds a primary filter on its first value, with the field's first operator", () => {
    const view = setFilterValue(empty, 'status', ['b'], fields);
    expect(view.filters).to.deep.equal([{ field: 'status', operator: 'isAny', value: ['b'] }]);
  });

  it('infers the operator from the value when it has no field to ask', () => {
    expect(setFilterValue(empty, 'x', 'a').filters).to.deep.equal([
      { field: 'x', operator: 'is', value: 'a' },
    ]);
    expect(setFilterValue(empty, 'x', ['a']).filters).to.deep.equal([
      { field: 'x', operator: 'isAny', value: ['a'] },
    ]);
  });

  it('keeps a single-selection filter to one value', () => {
    const added = frozen(addFilter(empty, byId('type')));
    expect(setFilterValue(added, 'type', ['b', 'a']).filters![0]!.value).to.equal('b');
  });

  it('changes the operator, back on page 1', () => {
    const view = frozen({
      ...empty,
      filters: [{ field: 'author', operator: 'isAny' as const, value: ['a'] }],
    });
    const next = setFilterOperator(view, 'author', 'isNone');
    expect(next.filters).to.deep.equal([{ field: 'author', operator: 'isNone', value: ['a'] }]);
    expect(next.page).to.equal(1);
  });

  it('converts the value between one value and a list when the operator changes', () => {
    const single = frozen({
      ...empty,
      filters: [{ field: 'type', operator: 'is' as const, value: 'a' }],
    });
    const multi = setFilterOperator(single, 'type', 'isAny');
    expect(multi.filters![0]!.value).to.deep.equal(['a']);
    const back = setFilterOperator(
      frozen({ ...multi, filters: [{ ...multi.filters![0]!, value: ['b', 'a'] }] }),
      'type',
      'isNot',
    );
    expect(back.filters![0]).to.deep.equal({ field: 'type', operator: 'isNot', value: 'b' });
  });

  it('leaves an empty value empty whatever the operator', () => {
    expect(valueForOperator(undefined, 'isAny')).to.equal(undefined);
    expect(valueForOperator([], 'is')).to.equal(undefined);
    expect(valueForOperator('a', 'isAll')).to.deep.equal(['a']);
  });

  it('removes a filter, back on page 1', () => {
    const view = frozen({
      ...empty,
      filters: [
        { field: 'author', operator: 'isAny' as const, value: ['a'] },
        { field: 'type', operator: 'is' as const, value: 'b' },
      ],
    });
    const next = removeFilter(view, 'author', fields);
    expect(next.filters).to.deep.equal([{ field: 'type', operator: 'is', value: 'b' }]);
    expect(next.page).to.equal(1);
  });

  it('resets a primary filter to no value instead of removing it', () => {
    const view = frozen({
      ...empty,
      filters: [{ field: 'status', operator: 'isNone' as const, value: ['a'] }],
    });
    expect(removeFilter(view, 'status', fields).filters).to.deep.equal([
      { field: 'status', operator: 'isNone', value: undefined },
    ]);
  });
});

describe('filterFor', () => {
  it("finds the view's filter for a field", () => {
    const view: View = { type: 'table', filters: [{ field: 'a', operator: 'is', value: 1 }] };
    expect(filterFor(view, 'a')?.value).to.equal(1);
    expect(filterFor(view, 'b')).to.equal(undefined);
    expect(filterFor({ type: 'table' }, 'a')).to.equal(undefined);
  });
});

describe('reset', () => {
  const busy: View = frozen({
    type: 'table',
    page: 2,
    search: 'hello',
    filters: [
      { field: 'status', operator: 'isAny', value: ['a'] },
      { field: 'author', operator: 'isNone', value: ['b'] },
    ],
  });

  it('clears the search and every filter, keeping primary filters with no value', () => {
    const view = resetFilters(busy, fields);
    expect(view.search).to.equal('');
    expect(view.filters).to.deep.equal([{ field: 'status', operator: 'isAny', value: undefined }]);
    expect(view.page).to.equal(1);
  });

  it('is disabled when there is no search, no filter with a value and no added chip', () => {
    expect(canResetFilters(busy, fields)).to.equal(true);
    expect(canResetFilters(resetFilters(busy, fields), fields)).to.equal(false);
    expect(canResetFilters({ type: 'table' }, fields)).to.equal(false);
    expect(canResetFilters({ type: 'table', search: 'x' }, fields)).to.equal(true);
    // A chip the user added and left empty is something Reset clears.
    const emptyChip: View = {
      type: 'table',
      filters: [{ field: 'author', operator: 'isAny', value: [] }],
    };
    expect(canResetFilters(emptyChip, fields)).to.equal(true);
    expect(resetFilters(emptyChip, fields).filters).to.deep.equal([]);
  });

  it('lists only the filters that have a value as active', () => {
    const view = frozen({
      ...busy,
      filters: [...busy.filters!, { field: 'type', operator: 'is' as const, value: undefined }],
    });
    expect(activeFilters(view).map((filter) => filter.field)).to.deep.equal(['status', 'author']);
  });
});

describe('filter chips and the Add filter menu', () => {
  it('lists the fields with elements and a valid operator as filterable', () => {
    expect(filterableFields(fields).map((field) => field.id)).to.deep.equal([
      'status',
      'author',
      'type',
    ]);
  });

  it('always shows primary filters, then the added ones', () => {
    const view = frozen({
      ...empty,
      filters: [
        { field: 'type', operator: 'is' as const, value: undefined },
        { field: 'gone', operator: 'is' as const, value: 'x' },
        { field: 'sync', operator: 'is' as const, value: 'x' },
      ],
    });
    expect(visibleFilters(view, fields)).to.deep.equal([
      { field: 'status', operator: 'isAny', value: undefined },
      { field: 'type', operator: 'is', value: undefined },
    ]);
  });

  it("shows a primary filter with the view's own operator and value once set", () => {
    const view = frozen({
      ...empty,
      filters: [{ field: 'status', operator: 'isNone' as const, value: ['a'] }],
    });
    expect(visibleFilters(view, fields)).to.deep.equal([
      { field: 'status', operator: 'isNone', value: ['a'] },
    ]);
  });

  it('offers to add the filterable fields that are neither primary nor added yet', () => {
    const view = frozen({
      ...empty,
      filters: [{ field: 'author', operator: 'isAny' as const, value: undefined }],
    });
    expect(fieldsAvailableToAdd(view, fields).map((field) => field.id)).to.deep.equal(['type']);
    expect(fieldsAvailableToAdd(empty, rawFields).map((field) => field.id)).to.deep.equal([
      'author',
      'type',
    ]);
  });
});
