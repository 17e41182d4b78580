// The two kinds of indirection in theme.json values: preset references written
// `var:preset|color|primary` (stored as `var(--wp--preset--color--primary)`), and dynamic
// references `{ "ref": "styles.color.text" }` that point at another value of the same tree.
import { getPath, isObject } from './json';

const PRESET_PREFIX = 'var:';

/** `var:preset|color|primary` -> `var(--wp--preset--color--primary)`; other text unchanged. */
export function presetReferenceToCss(value: string): string {
  if (!value.startsWith(PRESET_PREFIX)) return value;
  return `var(--wp--${value.slice(PRESET_PREFIX.length).replaceAll('|', '--')})`;
}

/** The CSS custom property of a preset: `presetVariable('color', 'base')`. */
export function presetVariable(kind: string, slug: string): string {
  return `var(--wp--preset--${kind}--${slug})`;
}

/** A copy of `tree` with every `var:` reference (at any depth) written as CSS. */
export function resolvePresetReferences<T>(tree: T): T {
  if (typeof tree === 'string') return presetReferenceToCss(tree) as T;
  if (Array.isArray(tree)) return tree.map((item) => resolvePresetReferences(item)) as T;
  if (!isObject(tree)) return tree;
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) resolved[key] = resolvePresetReferences(value);
  return resolved as T;
}

function isUsableReference(value: unknown): boolean {
  if (typeof value === 'string') return value !== '';
  return isObject(value) && typeof value['url'] === 'string';
}

/**
 * The style value at `path` of `styles`, following one `{ ref }` into `tree`. A reference that
 * finds nothing usable (or another reference) stays an object, which callers skip. Missing and
 * `null` values read as `''`.
 */
export function styleValue(styles: unknown, path: readonly string[], tree: unknown): unknown {
  const value = getPath(styles, path);
  if (value === undefined || value === null || value === '') return '';
  if (isObject(value) && typeof value['ref'] === 'string') {
    const target = getPath(tree, value['ref'].split('.'));
    return isUsableReference(target) ? target : value;
  }
  return value;
}
