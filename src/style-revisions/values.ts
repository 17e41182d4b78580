// What "the same styles" means across revisions. A theme.json tree written by different code
// paths spells "nothing" differently: a key left out, `undefined`, `{}`, `[]`, or an object of
// such. WordPress's revisions summary walks both trees and finds no change between them, so
// here they are all blank and equal to each other. Key order never matters; array order does.
import { isObject } from '../global-styles/json';

/** Nothing set: `undefined`, `[]`, or an object whose every value is blank. */
export function isBlank(value: unknown): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return isObject(value) && Object.values(value).every(isBlank);
}

/** Deep equality of JSON values, key-order-insensitive, with blank values equal. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined) return isBlank(b);
  if (b === undefined) return isBlank(a);
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  if (isObject(a) && isObject(b)) {
    for (const key of unionKeys(a, b)) if (!sameJson(a[key], b[key])) return false;
    return true;
  }
  // `[]` against `{}`: both mean nothing.
  return isBlank(a) && isBlank(b);
}

/** The keys of two objects: `a`'s in its order, then the ones only `b` has, in `b`'s order. */
export function unionKeys(a: unknown, b: unknown): string[] {
  const keys = isObject(a) ? Object.keys(a) : [];
  const seen = new Set(keys);
  if (isObject(b)) for (const key of Object.keys(b)) if (!seen.has(key)) keys.push(key);
  return keys;
}
