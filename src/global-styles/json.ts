// Small helpers for theme.json trees. The engine never mutates its inputs: merging builds new
// objects, and arrays are replaced whole (presets, units), never merged by index.
import type { JsonObject } from './types';

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path`, or `undefined` when any step is missing. */
export function getPath(tree: unknown, path: readonly string[]): unknown {
  let node = tree;
  for (const key of path) {
    if (!isObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** Sets `value` at `path`, creating objects on the way (replacing non-objects). */
export function setPath(tree: JsonObject, path: readonly string[], value: unknown): void {
  let node = tree;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (isObject(next)) {
      node = next;
    } else {
      const created: JsonObject = {};
      node[key] = created;
      node = created;
    }
  }
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
}

/**
 * `incoming` laid over `base`: objects merge key by key, everything else (arrays included) is
 * replaced. Returns a new tree whose objects are all fresh, so callers may set into it.
 */
export function mergeReplacing(base: unknown, incoming: unknown): JsonObject {
  const merged: JsonObject = {};
  if (isObject(base)) {
    for (const [key, value] of Object.entries(base)) {
      merged[key] = isObject(value) ? mergeReplacing(value, undefined) : value;
    }
  }
  if (isObject(incoming)) {
    for (const [key, value] of Object.entries(incoming)) {
      if (value === undefined) continue;
      merged[key] = isObject(value) ? mergeReplacing(merged[key], value) : value;
    }
  }
  return merged;
}
