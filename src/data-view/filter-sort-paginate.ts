// The client-side data mode: what the host would do on its server, done on an array (templates,
// theme patterns, the element's own data). One pure function, shared by every screen that lists
// an array. It runs on every keystroke over up to 10 000 items, so everything that can be worked
// out once (search words, filter values, sort keys) is, before the loops.
import { type AnyField, normaliseField, plainText } from './fields';
import { currentPage } from './pagination';
import { sortItems } from './sort-items';
import type { Field, Filter, NormalisedField, Operator, PaginationInfo, View } from './types';
import { foldForSearch, hasValue, sameValue } from './values';
import { DEFAULT_PER_PAGE } from './view-rules';

type Test = (item: unknown) => boolean;

/** Whether an item's value (one value or a list) holds the selected value. */
function holds(itemValue: unknown, selected: unknown): boolean {
  if (!Array.isArray(itemValue)) return sameValue(itemValue, selected);
  for (const entry of itemValue) if (sameValue(entry, selected)) return true;
  return false;
}

const OPERATOR_TESTS: Record<Operator, (itemValue: unknown, selected: unknown[]) => boolean> = {
  is: (value, selected) => holds(value, selected[0]),
  isNot: (value, selected) => !holds(value, selected[0]),
  isAny: (value, selected) => selected.some((one) => holds(value, one)),
  isNone: (value, selected) => !selected.some((one) => holds(value, one)),
  isAll: (value, selected) => selected.every((one) => holds(value, one)),
  isNotAll: (value, selected) => !selected.every((one) => holds(value, one)),
};

function filterTest(filter: Filter, field: NormalisedField<unknown> | undefined): Test | undefined {
  const operatorTest = OPERATOR_TESTS[filter.operator];
  if (!field || !operatorTest || !hasValue(filter.value)) return undefined;
  const selected = Array.isArray(filter.value) ? filter.value : [filter.value];
  const { getValue } = field;
  return (item) => operatorTest(getValue({ item }), selected);
}

/** Every word of the search must appear in some searchable field; accents and case ignored. */
function searchTest(
  search: string | undefined,
  fields: NormalisedField<unknown>[],
): Test | undefined {
  const words = foldForSearch(search?.trim() ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return undefined;
  const searchable = fields.filter((field) => field.enableGlobalSearch);
  const inSomeField = (item: unknown, word: string) => {
    for (const field of searchable) {
      if (foldForSearch(plainText(field, field.getValue({ item }))).includes(word)) return true;
    }
    return false;
  };
  return (item) => {
    for (const word of words) if (!inSomeField(item, word)) return false;
    return true;
  };
}

function isNormalised<Item>(field: Field<Item>): field is NormalisedField<Item> {
  return 'filterOperators' in field && typeof field.getValue === 'function';
}

/**
 * Searches, filters, sorts and pages `data` as `view` says. Filters with no value, on unknown
 * fields or with unknown operators are ignored; empty values sort last in both directions; the
 * page is at least 1 (a page past the end is empty) and items per page default to 10.
 */
export function filterSortAndPaginate<Item>(
  data: Item[],
  view: View,
  fields: NormalisedField<Item>[] | Field<Item>[],
): { data: Item[]; paginationInfo: PaginationInfo } {
  const normalised = (fields as AnyField[]).map((field) =>
    isNormalised(field) ? field : normaliseField(field),
  ) as NormalisedField<unknown>[];
  const fieldById = new Map(normalised.map((field) => [field.id, field]));

  const tests: Test[] = [];
  const search = searchTest(view.search, normalised);
  if (search) tests.push(search);
  for (const filter of view.filters ?? []) {
    const test = filterTest(filter, fieldById.get(filter.field));
    if (test) tests.push(test);
  }
  let items = tests.length === 0 ? data : data.filter((item) => tests.every((test) => test(item)));

  const sortField = view.sort && fieldById.get(view.sort.field);
  if (view.sort && sortField) items = sortItems(items, sortField, view.sort.direction);

  const perPage = Math.floor(view.perPage ?? 0) >= 1 ? Math.floor(view.perPage!) : DEFAULT_PER_PAGE;
  const start = (currentPage(view) - 1) * perPage;
  return {
    data: items.slice(start, start + perPage),
    paginationInfo: { totalItems: items.length, totalPages: Math.ceil(items.length / perPage) },
  };
}
