// Where a Styles panel reads and writes: the site's styles (no prefix), one block's
// (`blocks/{name}`) or one of its style variations (`blocks/{name}/variations/{variation}`).
// Panels read the merged value (what the site has: theme and user) and write the user's value
// through the global styles store, so every change is an undoable edit.
import { useStore } from '@nanostores/react';
import { getPath } from '../../../global-styles/json';
import { $globalStyles, setUserValue } from '../../../stores/global-styles';

export type StylePrefix = readonly string[];

/** The path under `styles` of a block's (or a block style variation's) node. */
export function stylePrefix(blockName?: string, variation?: string): string[] {
  if (!blockName) return [];
  return variation ? ['blocks', blockName, 'variations', variation] : ['blocks', blockName];
}

/** The merged and the user's value of one style under a prefix. */
export function useStyleAt(
  prefix: StylePrefix,
  path: readonly string[],
): { merged: unknown; user: unknown } {
  const { merged, user } = useStore($globalStyles);
  return {
    merged: getPath(merged, ['styles', ...prefix, ...path]),
    user: getPath(user.styles, [...prefix, ...path]),
  };
}

/** Sets (or with `undefined` clears) the user's style at `path` under the prefix. */
export function setStyleAt(prefix: StylePrefix, path: readonly string[], value: unknown): void {
  setUserValue('styles', [...prefix, ...path], value);
}

/**
 * The presets of one kind across origins, as the panels offer them: default, then theme, then
 * custom; a later origin's preset replaces an earlier one of the same slug.
 */
export function presetsOf<T extends { slug: string }>(
  settings: unknown,
  path: readonly string[],
): T[] {
  const value = getPath(settings, path);
  const lists: unknown[] = Array.isArray(value)
    ? [value]
    : ['default', 'theme', 'custom'].map((origin) => getPath(value, [origin]));
  const bySlug = new Map<string, T>();
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const preset of list as T[]) {
      if (preset && typeof preset.slug === 'string') bySlug.set(preset.slug, preset);
    }
  }
  return [...bySlug.values()];
}

/** The spacing presets for a spacing field (names default to their slugs). */
export function spacingPresets(settings: unknown): { slug: string; name: string; size: string }[] {
  return presetsOf<{ slug: string; name?: string; size?: string }>(settings, [
    'spacing',
    'spacingSizes',
  ]).map((preset) => ({
    slug: preset.slug,
    name: preset.name ?? preset.slug,
    size: preset.size ?? '',
  }));
}
