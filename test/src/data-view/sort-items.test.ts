import { expect } from '@esm-bundle/chai';
import { normaliseField } from '../../../src/data-view/fields';
import { sortItems } from '../../../src/data-view/sort-items';
import type { Field } from '../../../src/data-view/types';

type Row = { id: number; value: unknown };
const rows = (...values: unknown[]): Row[] => values.map((value, id) => ({ id, value }));
const ids = (sorted: Row[]) => sorted.map((row) => row.id);
const field = (type?: Field<Row>['type']) =>
  normaliseField<Row>({ id: 'value', label: 'Value', type }) as never;

describe('sortItems', () => {
  it('sorts integers given as numbers or numeric text by number', () => {
    expect(ids(sortItems(rows(10, '9', 100, '-1'), field('integer'), 'asc'))).to.deep.equal([
      3, 1, 0, 2,
    ]);
  });

  it('sorts datetimes given as text, numbers or dates by time', () => {
    const data = rows('2024-01-02', new Date('2023-06-01'), Date.parse('2024-01-01'));
    expect(ids(sortItems(data, field('datetime'), 'desc'))).to.deep.equal([0, 2, 1]);
  });

  it('puts values that are not a number or a date last', () => {
    expect(ids(sortItems(rows('abc', 2, null, 1), field('integer'), 'desc'))).to.deep.equal([
      1, 3, 0, 2,
    ]);
    expect(ids(sortItems(rows('soon', '2020-01-01'), field('datetime'), 'asc'))).to.deep.equal([
      1, 0,
    ]);
  });

  it('sorts text ignoring case, with digits before letters', () => {
    expect(ids(sortItems(rows('b', 'A', '2', 'a', ''), field('text'), 'asc'))).to.deep.equal([
      2, 1, 3, 0, 4,
    ]);
  });

  it('returns a sorted copy and leaves the given array alone', () => {
    const data = rows(2, 1);
    const sorted = sortItems(data, field('integer'), 'asc');
    expect(sorted).to.not.equal(data);
    expect(ids(data)).to.deep.equal([0, 1]);
  });
});
