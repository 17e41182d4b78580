// Changing the user's global styles: one value set (or cleared) at a path, leaving the rest of
// the tree as it was. The result is a new tree (the old one is what undo returns to); objects
// left empty by a cleared value are removed, so a style set then cleared leaves no trace and the
// record is clean again.
import { isObject } from './json';
import type { JsonObject } from './types';

/** `tree` with `value` at `path`; `undefined` clears the value (and empty objects above it). */
export function withValueAt(
  tree: JsonObject | undefined,
  path: readonly string[],
  value: unknown,
): JsonObject {
  const [key, ...rest] = path;
  const base: JsonObject = isObject(tree) ? tree : {};
  if (key === undefined) return isObject(value) ? value : base;
  const child = rest.length === 0 ? value : withValueAt(asObject(base[key]), rest, value);
  const isEmpty = child === undefined || (isObject(child) && Object.keys(child).length === 0);
  // Built key by key: the other keys keep their order (the saved JSON reads as before).
  const result: JsonObject = {};
  for (const [other, existing] of Object.entries(base)) {
    if (other !== key) result[other] = existing;
    else if (!isEmpty) result[key] = child;
  }
  if (!isEmpty && !(key in base)) result[key] = child;
  return result;
}

function asObject(value: unknown): JsonObject | undefined {
  return isObject(value) ? value : undefined;
}
