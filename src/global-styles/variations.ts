// Style variations by what they change (WordPress 6.6+): a variation that sets only colours,
// anywhere in its tree (the site, elements, blocks, their states), is a colour preset; one that
// sets only typography a typography preset; anything else a whole style. A preset is applied by
// replacing that one property everywhere in the user's styles, leaving the rest as it was.
import { isObject, mergeReplacing } from './json';
import type { JsonObject, ThemeJson } from './types';

export type VariationKind = 'full' | 'color' | 'typography';

/** Keys that hold other nodes, not properties: the walk goes through them. */
const CONTAINERS = new Set(['elements', 'blocks', 'variations']);
const isContainerKey = (key: string, parent: string | undefined) =>
  CONTAINERS.has(key) ||
  key.startsWith(':') ||
  parent === 'elements' ||
  parent === 'blocks' ||
  parent === 'variations';

/** The property groups (color, typography, spacing…) a styles or settings tree sets anywhere. */
export function propertyGroups(
  tree: unknown,
  parent?: string,
  found = new Set<string>(),
): Set<string> {
  if (!isObject(tree)) return found;
  for (const [key, value] of Object.entries(tree)) {
    if (isContainerKey(key, parent)) propertyGroups(value, key, found);
    else found.add(key);
  }
  return found;
}

/** What a variation changes: only colours, only typography, or the whole style. */
export function variationKind(variation: ThemeJson): VariationKind {
  const groups = new Set([
    ...propertyGroups(variation.styles),
    ...propertyGroups(variation.settings),
  ]);
  if (groups.size === 0) return 'full';
  if ([...groups].every((group) => group === 'color')) return 'color';
  if ([...groups].every((group) => group === 'typography')) return 'typography';
  return 'full';
}

/** `tree` without `property` at any node; nodes left empty are dropped. */
export function withoutProperty(tree: unknown, property: string, parent?: string): JsonObject {
  const result: JsonObject = {};
  if (!isObject(tree)) return result;
  for (const [key, value] of Object.entries(tree)) {
    if (isContainerKey(key, parent)) {
      const inner = withoutProperty(value, property, key);
      if (Object.keys(inner).length > 0) result[key] = inner;
    } else if (key !== property) {
      result[key] = value;
    }
  }
  return result;
}

/**
 * The user's styles or settings with a colour or typography preset applied: that property
 * replaced everywhere by the preset's (which sets nothing else).
 */
export function withPreset(user: unknown, preset: unknown, property: 'color' | 'typography') {
  return mergeReplacing(withoutProperty(user, property), preset);
}
