// Field descriptors (spec 3) with every optional part settled, and the field rules of spec 5:
// which operators a field can be filtered with, and which values it accepts.
import type { Field, FieldElement, NormalisedField, Operator } from './types';
import { sameValue } from './values';

export const ALL_OPERATORS: readonly Operator[] = [
  'is',
  'isNot',
  'isAny',
  'isNone',
  'isAll',
  'isNotAll',
];
/**
 * Any field, raw or normalised, whatever its items: the list rules only read ids and settings, and
 * return the caller's own field objects.
 */
// biome-ignore lint/suspicious/noExplicitAny: a field's item type is contravariant in getValue/render, so only any accepts every Field<Item> and NormalisedField<Item>.
export type AnyField = Field<any>;

const DEFAULT_OPERATORS: readonly Operator[] = ['isAny', 'isNone'];

/** Spec 9: the filter's value list becomes a searchable combobox above this many elements. */
export const COMBOBOX_ABOVE_ELEMENTS = 10;

/** is and isNot take one value; the others take a list. */
export function isSingleSelectionOperator(operator: Operator): boolean {
  return operator === 'is' || operator === 'isNot';
}

/**
 * The operators a field can be filtered with, in the field's order; empty when it is not
 * filterable. Spec 5: a field is filterable only with elements and at least one valid operator;
 * the default operators are isAny and isNone; when is or isNot is listed, only those are kept.
 */
export function filterOperatorsFor<Item>(field: Field<Item>): Operator[] {
  if (field.filterBy === false || !field.elements?.length) return [];
  const listed = field.filterBy?.operators ?? DEFAULT_OPERATORS;
  const valid = [...new Set(listed)].filter((operator) => ALL_OPERATORS.includes(operator));
  const single = valid.filter(isSingleSelectionOperator);
  return single.length > 0 ? single : valid;
}

/** A primary filter is always shown as a chip and can be reset but not removed. */
export function isPrimaryFilterField<Item>(field: Field<Item>): boolean {
  return (
    field.filterBy !== false &&
    field.filterBy?.isPrimary === true &&
    filterOperatorsFor(field).length > 0
  );
}

/** Spec 9: more than 10 elements are picked from a searchable combobox, fewer from a listbox. */
export function usesCombobox<Item>(field: Field<Item>): boolean {
  return (field.elements?.length ?? 0) > COMBOBOX_ABOVE_ELEMENTS;
}

export function elementFor<Item>(field: Field<Item>, value: unknown): FieldElement | undefined {
  return field.elements?.find((element) => sameValue(element.value, value));
}

// toLocaleDateString builds a formatter on every call (slow across 100 rows): keep one of each.
let dateFormat: Intl.DateTimeFormat | undefined;
let relativeFormat: Intl.RelativeTimeFormat | undefined;
let numberFormat: Intl.NumberFormat | undefined;
const dateFormatter = () => (dateFormat ??= new Intl.DateTimeFormat());
const relativeFormatter = () =>
  (relativeFormat ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));

/** A count as the user's locale writes it ('10,001'). */
export function numberText(value: number): string {
  numberFormat ??= new Intl.NumberFormat();
  return numberFormat.format(value);
}

/**
 * Makes the formatters the fields use ahead of need: the first of each kind sets up the locale's
 * data (35 ms or more in all), which a list's first render should not have to wait for.
 */
export function prepareFormats(): void {
  dateFormatter().format(0);
  relativeFormatter().format(-1, 'hour');
  numberText(0);
}

/** Dates closer than this to now read as relative time ('3 hours ago'), spec 9. */
const RELATIVE_DATE_MS = 86_400_000;

function dateText(value: unknown, now = Date.now()): string {
  const date =
    value instanceof Date
      ? value
      : new Date(typeof value === 'number' ? value : String(value as string));
  const time = date.getTime();
  if (Number.isNaN(time)) return String(value);
  const delta = time - now;
  if (Math.abs(delta) < RELATIVE_DATE_MS) {
    const minutes = Math.round(delta / 60_000);
    return Math.abs(minutes) < 60
      ? relativeFormatter().format(minutes, 'minute')
      : relativeFormatter().format(Math.round(delta / 3_600_000), 'hour');
  }
  return dateFormatter().format(date);
}

/**
 * A value as the user reads it: the element's label when the field has elements, a date for
 * datetime fields (relative time under a day), list values joined with commas, '' for no value.
 */
export function valueText<Item>(field: Field<Item>, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) {
    return value
      .map((entry) => valueText(field, entry))
      .filter(Boolean)
      .join(', ');
  }
  const element = elementFor(field, value);
  if (element) return element.label;
  if (field.type === 'datetime' && value !== '') return dateText(value);
  return String(value);
}

/**
 * The text a value is searched and sorted by: the element's label when the field has elements,
 * else the value as it is (no date formatting), list entries joined with spaces.
 */
export function plainText<Item>(field: Field<Item>, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((entry) => plainText(field, entry)).join(' ');
  return elementFor(field, value)?.label ?? String(value);
}

function isWholeNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isInteger(Number(value));
}

/**
 * Spec 5: an integer is valid only when whole and, with elements, one of them; text and datetime
 * are valid only among the elements when the field has some. A list is valid when every entry is.
 */
export function isValidFieldValue<Item>(field: Field<Item>, value: unknown): boolean {
  if (Array.isArray(value)) return value.every((entry) => isValidFieldValue(field, entry));
  if (field.type === 'integer' && !isWholeNumber(value)) return false;
  if (field.type === 'media' || !field.elements?.length) return true;
  return elementFor(field, value) !== undefined;
}

/** Settles every optional part of one field (see NormalisedField). Idempotent. */
export function normaliseField<Item>(field: Field<Item>): NormalisedField<Item> {
  const getValue =
    field.getValue ??
    (({ item }: { item: Item }) =>
      (item as unknown as Record<string, unknown> | null | undefined)?.[field.id]);
  const filterOperators = filterOperatorsFor(field);
  return {
    ...field,
    header: field.header ?? field.label,
    getValue,
    render: field.render ?? (({ item }) => valueText(field, getValue({ item }))),
    // Idempotent: a normalised field keeps what its source said.
    hasOwnRender:
      'hasOwnRender' in field
        ? (field as NormalisedField<Item>).hasOwnRender
        : Boolean(field.render),
    filterOperators,
    isPrimaryFilter: isPrimaryFilterField(field),
    enableHiding: field.enableHiding !== false,
    enableSorting: field.enableSorting !== false,
    enableGlobalSearch: field.enableGlobalSearch === true,
  };
}

export function normaliseFields<Item>(fields: Field<Item>[]): NormalisedField<Item>[] {
  return fields.map((field) => normaliseField(field));
}
