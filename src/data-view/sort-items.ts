// Sorting for the client-side mode, by field type: integers by number, datetimes by time, the rest
// as text in the user's locale ignoring case (see text-order.ts). Each item's key is read once
// before sorting; empty values go last in both directions; equal keys keep the data's order
// (Array.prototype.sort is stable).
import { plainText } from './fields';
import { compareTextKeys, type TextSortKey, textSortKey } from './text-order';
import type { NormalisedField, SortDirection } from './types';

// Date.parse is the costliest step of a date sort and a pure function of the text: keep results.
const knownTimes = new Map<string, number>();
const KNOWN_TIMES_LIMIT = 50_000;

function timeOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const text = String(value);
  let time = knownTimes.get(text);
  if (time === undefined) {
    time = Date.parse(text);
    if (knownTimes.size >= KNOWN_TIMES_LIMIT) knownTimes.clear();
    knownTimes.set(text, time);
  }
  return time;
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value));
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function sortByNumber<Item>(
  items: Item[],
  field: NormalisedField<unknown>,
  toNumber: (value: unknown) => number,
  sign: number,
): Item[] {
  const keyed: { item: Item; key: number }[] = [];
  const empty: Item[] = [];
  for (const item of items) {
    const value = field.getValue({ item });
    const key = isEmpty(value) ? Number.NaN : toNumber(value);
    if (Number.isNaN(key)) empty.push(item);
    else keyed.push({ item, key });
  }
  keyed.sort((a, b) => sign * (a.key - b.key));
  return [...keyed.map((entry) => entry.item), ...empty];
}

function sortByText<Item>(items: Item[], field: NormalisedField<unknown>, sign: number): Item[] {
  const keyed: { item: Item; key: TextSortKey }[] = [];
  const empty: Item[] = [];
  for (const item of items) {
    const text = plainText(field, field.getValue({ item }));
    if (text === '') empty.push(item);
    else keyed.push({ item, key: textSortKey(text) });
  }
  keyed.sort((a, b) => sign * compareTextKeys(a.key, b.key));
  return [...keyed.map((entry) => entry.item), ...empty];
}

/** A sorted copy of the items; the array given is left as it is. */
export function sortItems<Item>(
  items: Item[],
  field: NormalisedField<unknown>,
  direction: SortDirection,
): Item[] {
  const sign = direction === 'asc' ? 1 : -1;
  if (field.type === 'integer') return sortByNumber(items, field, numberOf, sign);
  if (field.type === 'datetime') return sortByNumber(items, field, timeOf, sign);
  return sortByText(items, field, sign);
}
