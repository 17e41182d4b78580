// A style value as the editor's own UI needs it (a swatch, a tile's font): preset references
// (`var:preset|color|base`, `var(--wp--preset--color--base)`) replaced by the preset's value,
// `{ ref }` values followed. The site's CSS keeps the references; the editor's controls live in
// a document that has none of the site's custom properties, so they need the values themselves.
import { getPath, isObject } from './json';
import { toKebabCase } from './kebab-case';

/** Preset lists by kind: where each kind's presets are and which field holds the value. */
const KINDS: Record<string, readonly [readonly string[], string]> = {
  color: [['color', 'palette'], 'color'],
  gradient: [['color', 'gradients'], 'gradient'],
  'font-size': [['typography', 'fontSizes'], 'size'],
  'font-family': [['typography', 'fontFamilies'], 'fontFamily'],
  spacing: [['spacing', 'spacingSizes'], 'size'],
  shadow: [['shadow', 'presets'], 'shadow'],
};

const REFERENCE =
  /^var:preset\|([a-z-]+)\|(.+)$|^var\(--wp--preset--([a-z]+(?:-[a-z]+)?)--([^)]+)\)$/;

/** The kind and slug a preset reference names, in either spelling; undefined for other values. */
export function presetReferenceParts(value: unknown): { kind: string; slug: string } | undefined {
  if (typeof value !== 'string') return undefined;
  const match = value.match(REFERENCE);
  if (!match) return undefined;
  const kind = match[1] ?? match[3] ?? '';
  const slug = match[2] ?? match[4] ?? '';
  return kind && slug ? { kind, slug } : undefined;
}

/** How a style value refers to a preset: `var:preset|{kind}|{slug}`. */
export function presetReference(kind: string, slug: string): string {
  return `var:preset|${kind}|${slug}`;
}

/** The value of a preset by kind and slug (custom over theme over default). */
export function presetValue(settings: unknown, kind: string, slug: string): string | undefined {
  const entry = KINDS[kind];
  if (!entry) return undefined;
  const [path, field] = entry;
  const lists = getPath(settings, path);
  const byOrigin: unknown[][] = Array.isArray(lists)
    ? [lists]
    : isObject(lists)
      ? ['custom', 'theme', 'default'].map((origin) =>
          Array.isArray(lists[origin]) ? (lists[origin] as unknown[]) : [],
        )
      : [];
  for (const list of byOrigin) {
    for (const preset of list) {
      if (!isObject(preset) || preset.slug === undefined) continue;
      if (toKebabCase(String(preset.slug)) !== toKebabCase(slug)) continue;
      const value = preset[field];
      if (typeof value === 'string' || typeof value === 'number') return String(value);
    }
  }
  return undefined;
}

/**
 * `value` with one level of reference resolved against the merged tree: `{ ref }` to another
 * style value, a preset reference to the preset's value. Anything else is returned as it is;
 * a reference that finds nothing gives undefined.
 */
export function resolveStyleValue(merged: unknown, value: unknown, depth = 0): string | undefined {
  if (depth > 4) return undefined;
  if (isObject(value) && typeof value.ref === 'string') {
    return resolveStyleValue(merged, getPath(merged, value.ref.split('.')), depth + 1);
  }
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value === '') return undefined;
  const reference = presetReferenceParts(value);
  if (!reference) return value;
  const found = presetValue(getPath(merged, ['settings']), reference.kind, reference.slug);
  return found === undefined ? undefined : resolveStyleValue(merged, found, depth + 1);
}

/** A style of the merged tree at `path` (under `styles`), resolved. */
export function resolvedStyle(merged: unknown, path: readonly string[]): string | undefined {
  return resolveStyleValue(merged, getPath(merged, ['styles', ...path]));
}
