import { expect } from '@esm-bundle/chai';
import {
  filterOperatorsFor,
  isPrimaryFilterField,
  isSingleSelectionOperator,
  elementFor,
  isValidFieldValue,
  normaliseField,
  normaliseFields,
  plainText,
  usesCombobox,
  valueText,
} from '../../../src/data-view/fields';
import type { Field, FieldElement } from '../../../src/data-view/types';

interface Post {
  id: number;
  title: string;
  status: string;
  date?: string;
  tags?: string[];
}

const statuses: FieldElement[] = [
  { value: 'publish', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];
const status: Field<Post> = { id: 'status', label: 'Status', elements: statuses };
const post: Post = { id: 1, title: 'Hello', status: 'draft', date: '2024-03-05T10:00:00' };

function elementsCount(count: number): FieldElement[] {
  return Array.from({ length: count }, (_, index) => ({ value: index, label: `Option ${index}` }));
}

describe('normaliseFields', () => {
  it('uses the label as the header unless a header is given', () => {
    const [plain, headed] = normaliseFields<Post>([
      { id: 'title', label: 'Title' },
      { id: 'author', label: 'Author', header: 'Written by' },
    ]);
    expect(plain!.header).to.equal('Title');
    expect(headed!.header).to.equal('Written by');
  });

  it('reads the value from the item property named by the id by default', () => {
    const field = normaliseField<Post>({ id: 'title', label: 'Title' });
    expect(field.getValue({ item: post })).to.equal('Hello');
  });

  it('keeps a custom getValue and render', () => {
    const field = normaliseField<Post>({
      id: 'title',
      label: 'Title',
      getValue: ({ item }) => item.title.toUpperCase(),
      render: () => 'custom',
    });
    expect(field.getValue({ item: post })).to.equal('HELLO');
    expect(field.render({ item: post, field })).to.equal('custom');
  });

  it('renders the value as text by default', () => {
    const field = normaliseField<Post>({ id: 'title', label: 'Title' });
    expect(field.render({ item: post, field })).to.equal('Hello');
  });

  it('renders the element label when the field has elements', () => {
    const field = normaliseField(status);
    expect(field.render({ item: post, field })).to.equal('Draft');
  });

  it('renders a datetime value as a local date', () => {
    const field = normaliseField<Post>({ id: 'date', label: 'Date', type: 'datetime' });
    const expected = new Date('2024-03-05T10:00:00').toLocaleDateString();
    expect(field.render({ item: post, field })).to.equal(expected);
  });

  it('renders a datetime under a day away as relative time (spec 9)', () => {
    const field = normaliseField<{ at: Date }>({ id: 'at', label: 'At', type: 'datetime' });
    const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
    const threeHoursAgo = { at: new Date(Date.now() - 3 * 3_600_000) };
    expect(field.render({ item: threeHoursAgo, field })).to.equal(relative.format(-3, 'hour'));
    const inTenMinutes = { at: new Date(Date.now() + 10 * 60_000) };
    expect(field.render({ item: inTenMinutes, field })).to.equal(relative.format(10, 'minute'));
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    expect(field.render({ item: { at: twoDaysAgo }, field })).to.equal(
      twoDaysAgo.toLocaleDateString(),
    );
  });

  it('renders a missing value as empty text', () => {
    const field = normaliseField<Post>({ id: 'tags', label: 'Tags' });
    expect(field.render({ item: post, field })).to.equal('');
  });

  it('allows hiding and sorting unless disabled, and global search only when enabled', () => {
    const [defaults, flipped] = normaliseFields<Post>([
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B', enableHiding: false, enableSorting: false, enableGlobalSearch: true },
    ]);
    expect(defaults).to.include({
      enableHiding: true,
      enableSorting: true,
      enableGlobalSearch: false,
    });
    expect(flipped).to.include({
      enableHiding: false,
      enableSorting: false,
      enableGlobalSearch: true,
    });
  });

  it('works out the filter operators and whether the filter is primary', () => {
    const field = normaliseField<Post>({ ...status, filterBy: { isPrimary: true } });
    expect(field.filterOperators).to.deep.equal(['isAny', 'isNone']);
    expect(field.isPrimaryFilter).to.equal(true);
    expect(normaliseField(status).isPrimaryFilter).to.equal(false);
  });

  it('lets a media field show its image unless it brings its own render', () => {
    const cover = normaliseField<Post>({ id: 'cover', label: 'Cover', type: 'media' });
    expect(cover.hasOwnRender).to.equal(false);
    const drawn = normaliseField<Post>({
      id: 'cover',
      label: 'Cover',
      type: 'media',
      render: () => 'drawn',
    });
    expect(drawn.hasOwnRender).to.equal(true);
    expect(normaliseField(cover).hasOwnRender, 'kept when normalised again').to.equal(false);
  });

  it('gives the same result when normalised twice', () => {
    const once = normaliseField(status);
    const twice = normaliseField(once);
    expect(twice.render({ item: post, field: twice })).to.equal('Draft');
    expect(twice.filterOperators).to.deep.equal(once.filterOperators);
  });
});

describe('filterOperatorsFor', () => {
  it('offers isAny and isNone by default', () => {
    expect(filterOperatorsFor(status)).to.deep.equal(['isAny', 'isNone']);
  });

  it('keeps only is and isNot when either is listed', () => {
    const field = { ...status, filterBy: { operators: ['isAny', 'is', 'isAll', 'isNot'] } };
    expect(filterOperatorsFor(field as Field<Post>)).to.deep.equal(['is', 'isNot']);
    const onlyIsNot: Field<Post> = { ...status, filterBy: { operators: ['isNone', 'isNot'] } };
    expect(filterOperatorsFor(onlyIsNot)).to.deep.equal(['isNot']);
  });

  it('keeps the listed multi-value operators in their order', () => {
    const field: Field<Post> = { ...status, filterBy: { operators: ['isAll', 'isAny'] } };
    expect(filterOperatorsFor(field)).to.deep.equal(['isAll', 'isAny']);
  });

  it('makes a field without elements unfilterable', () => {
    expect(filterOperatorsFor<Post>({ id: 'title', label: 'Title' })).to.deep.equal([]);
    expect(filterOperatorsFor<Post>({ id: 'title', label: 'Title', elements: [] })).to.deep.equal(
      [],
    );
  });

  it('makes a field with no valid operator unfilterable', () => {
    const field = { ...status, filterBy: { operators: ['contains'] } } as unknown as Field<Post>;
    expect(filterOperatorsFor(field)).to.deep.equal([]);
    expect(filterOperatorsFor<Post>({ ...status, filterBy: { operators: [] } })).to.deep.equal([]);
  });

  it('makes a field with filterBy false unfilterable', () => {
    expect(filterOperatorsFor<Post>({ ...status, filterBy: false })).to.deep.equal([]);
  });

  it('does not repeat an operator listed twice', () => {
    const field: Field<Post> = { ...status, filterBy: { operators: ['isAny', 'isAny'] } };
    expect(filterOperatorsFor(field)).to.deep.equal(['isAny']);
  });
});

describe('field filter traits', () => {
  it('treats is and isNot as single-selection operators', () => {
    expect(isSingleSelectionOperator('is')).to.equal(true);
    expect(isSingleSelectionOperator('isNot')).to.equal(true);
    for (const operator of ['isAny', 'isNone', 'isAll', 'isNotAll'] as const) {
      expect(isSingleSelectionOperator(operator), operator).to.equal(false);
    }
  });

  it('uses a combobox above 10 elements and a listbox up to 10', () => {
    expect(usesCombobox({ id: 'a', label: 'A', elements: elementsCount(10) })).to.equal(false);
    expect(usesCombobox({ id: 'a', label: 'A', elements: elementsCount(11) })).to.equal(true);
    expect(usesCombobox({ id: 'a', label: 'A' })).to.equal(false);
  });

  it('is not a primary filter when the field cannot be filtered', () => {
    expect(isPrimaryFilterField<Post>({ id: 't', label: 'T', filterBy: { isPrimary: true } })).to.be
      .false;
    expect(isPrimaryFilterField<Post>({ ...status, filterBy: { isPrimary: true } })).to.be.true;
  });
});

describe('valueText', () => {
  it('joins the labels of a list value', () => {
    expect(valueText(status, ['publish', 'draft'])).to.equal('Published, Draft');
  });

  it('falls back to the raw value when no element matches', () => {
    expect(valueText(status, 'pending')).to.equal('pending');
  });

  it('keeps an unparseable date as it is', () => {
    expect(valueText({ id: 'd', label: 'D', type: 'datetime' }, 'soon')).to.equal('soon');
  });
});

describe('plainText and elementFor', () => {
  it('finds the element of a value, also when the value is written as text', () => {
    const numbered: Field<Post> = { id: 'n', label: 'N', elements: elementsCount(3) };
    expect(elementFor(numbered, '2')?.label).to.equal('Option 2');
    expect(elementFor(status, 'pending')).to.equal(undefined);
  });

  it('gives the label or the raw value, never a formatted date, for search and sort', () => {
    expect(plainText(status, ['publish', 'draft'])).to.equal('Published Draft');
    expect(plainText({ id: 'd', label: 'D', type: 'datetime' }, '2024-01-01')).to.equal(
      '2024-01-01',
    );
    expect(plainText(status, null)).to.equal('');
  });
});

describe('isValidFieldValue', () => {
  const integer: Field<Post> = { id: 'count', label: 'Count', type: 'integer' };

  it('accepts only whole numbers for an integer field', () => {
    expect(isValidFieldValue(integer, 3)).to.equal(true);
    expect(isValidFieldValue(integer, '12')).to.equal(true);
    expect(isValidFieldValue(integer, 2.5)).to.equal(false);
    expect(isValidFieldValue(integer, 'three')).to.equal(false);
    expect(isValidFieldValue(integer, '')).to.equal(false);
    expect(isValidFieldValue(integer, undefined)).to.equal(false);
  });

  it('accepts an integer only among the elements when there are some', () => {
    const field: Field<Post> = { ...integer, elements: elementsCount(3) };
    expect(isValidFieldValue(field, 2)).to.equal(true);
    expect(isValidFieldValue(field, 3)).to.equal(false);
  });

  it('accepts any text when there are no elements, else only the elements', () => {
    expect(isValidFieldValue<Post>({ id: 'title', label: 'Title', type: 'text' }, 'x')).to.be.true;
    expect(isValidFieldValue({ ...status, type: 'text' }, 'draft')).to.equal(true);
    expect(isValidFieldValue({ ...status, type: 'text' }, 'pending')).to.equal(false);
  });

  it('accepts a datetime only among the elements when there are some', () => {
    const field: Field<Post> = {
      id: 'date',
      label: 'Date',
      type: 'datetime',
      elements: [{ value: '2024-01-01', label: 'New year' }],
    };
    expect(isValidFieldValue(field, '2024-01-01')).to.equal(true);
    expect(isValidFieldValue(field, '2024-01-02')).to.equal(false);
    expect(isValidFieldValue({ ...field, elements: undefined }, '2024-01-02')).to.equal(true);
  });

  it('accepts any media value: only integer, text and datetime are checked', () => {
    const media: Field<Post> = { id: 'cover', label: 'Cover', type: 'media', elements: statuses };
    expect(isValidFieldValue(media, 'https://example.com/cover.png')).to.equal(true);
  });

  it('accepts a list only when every entry is valid', () => {
    expect(isValidFieldValue(status, ['draft', 'publish'])).to.equal(true);
    expect(isValidFieldValue(status, ['draft', 'pending'])).to.equal(false);
  });
});
