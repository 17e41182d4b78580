// The colour and gradient presets as the Colors screens edit them: references to them as
// theme.json writes them (`var:preset|color|{slug}`), the next custom entry's name and slug, and
// the checks a typed colour or gradient must pass; the lists by origin are palette-origins.ts's
// (re-exported here). No React here.
import { presetReference, presetReferenceParts } from '../../../global-styles/resolve-value';
import { __, sprintf } from '../../../i18n';
import { toKebabCase } from '../../../global-styles/kebab-case';

export {
  type DuotonePreset,
  duotonePresets,
  entryValue,
  originLabel,
  PALETTE_ORIGINS,
  PALETTE_PATHS,
  type PaletteEntry,
  type PaletteKind,
  type PaletteOrigin,
  paletteEntries,
  showsDefaultOrigin,
} from './palette-origins';
import {
  PALETTE_ORIGINS,
  type PaletteEntry,
  type PaletteKind,
  type PaletteOrigin,
  paletteEntries,
  showsDefaultOrigin,
} from './palette-origins';

/** The origins a picker offers, each with its entries (empty origins left out). */
export function pickerOrigins(
  settings: unknown,
  kind: PaletteKind,
): { origin: PaletteOrigin; entries: PaletteEntry[] }[] {
  return PALETTE_ORIGINS.filter(
    (origin) => origin !== 'default' || showsDefaultOrigin(settings, kind),
  )
    .map((origin) => ({ origin, entries: paletteEntries(settings, kind, origin) }))
    .filter(({ entries }) => entries.length > 0);
}

export { presetReference };

/** The preset a value refers to (`var:preset|color|x` or `var(--wp--preset--color--x)`). */
export function referencedPreset(
  settings: unknown,
  kind: PaletteKind,
  value: unknown,
): (PaletteEntry & { origin: PaletteOrigin }) | undefined {
  const reference = presetReferenceParts(value);
  if (reference?.kind !== kind) return undefined;
  const slug = toKebabCase(reference.slug);
  // Custom over theme over default, as the site's CSS declares them.
  for (const origin of ['custom', 'theme', 'default'] as const) {
    const entry = paletteEntries(settings, kind, origin).find(
      (candidate) => toKebabCase(candidate.slug) === slug,
    );
    if (entry) return { ...entry, origin };
  }
  return undefined;
}

/**
 * A new custom entry: 'Color 3' with slug `custom-color-3` (or 'Gradient 3'), numbered one past
 * the highest number a custom slug of that form already has.
 */
export function nextCustomEntry(entries: readonly PaletteEntry[], kind: PaletteKind): PaletteEntry {
  const pattern = new RegExp(`^custom-${kind}-(\\d+)$`);
  const highest = entries.reduce((max, entry) => {
    const number = Number(entry.slug.match(pattern)?.[1] ?? 0);
    return Math.max(max, number);
  }, 0);
  const position = highest + 1;
  const name =
    kind === 'color' ? sprintf(__('Color %d'), position) : sprintf(__('Gradient %d'), position);
  return {
    name,
    slug: `custom-${kind}-${position}`,
    ...(kind === 'color' ? { color: NEW_COLOR } : { gradient: NEW_GRADIENT }),
  };
}

export const NEW_COLOR = '#000000';
export const NEW_GRADIENT = 'linear-gradient(135deg, #000000 0%, #ffffff 100%)';

const HEX = /^#?(?:[\da-f]{3}|[\da-f]{4}|[\da-f]{6}|[\da-f]{8})$/i;

/** A typed hex colour, with its `#`, lower-cased; undefined when it is not one. */
export function normalizedHex(text: string): string | undefined {
  const trimmed = text.trim();
  if (!HEX.test(trimmed)) return undefined;
  return (trimmed.startsWith('#') ? trimmed : `#${trimmed}`).toLowerCase();
}

/** `#rgb` as `#rrggbb` for `<input type="color">` (which takes only that form); else black. */
export function colorInputValue(color: string | undefined): string {
  const hex = color ? normalizedHex(color) : undefined;
  if (!hex) return '#000000';
  const digits = hex.slice(1);
  if (digits.length === 3 || digits.length === 4) {
    return `#${[...digits.slice(0, 3)].map((digit) => digit + digit).join('')}`;
  }
  return `#${digits.slice(0, 6)}`;
}

const GRADIENT = /^(?:repeating-)?(?:linear|radial|conic)-gradient\(/i;

/** Is `text` one CSS gradient the browser accepts? */
export function isGradient(text: string): boolean {
  const trimmed = text.trim();
  return GRADIENT.test(trimmed) && CSS.supports('background-image', trimmed);
}

/** The entries with one replaced (by slug), for an origin's list. */
export function withEntry(
  entries: readonly PaletteEntry[],
  slug: string,
  change: Partial<PaletteEntry>,
): PaletteEntry[] {
  return entries.map((entry) => (entry.slug === slug ? { ...entry, ...change } : entry));
}
