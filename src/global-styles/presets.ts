// Presets: the kinds theme.json defines (palette, gradients, duotone, font sizes, font families,
// spacing sizes, shadows, aspect ratios), one row each, and what each becomes in CSS: custom
// properties (`--wp--preset--color--base`) and, for some, classes (`.has-base-color`).
import { fontSizeValue } from './fluid-typography';
import { getPath, isObject } from './json';
import { toKebabCase } from './kebab-case';
import type { JsonObject, Origin } from './types';

export interface PresetKind {
  /** Path under `settings` (or `settings.blocks[name]`). */
  path: readonly [string, string];
  /** The setting whose `true` keeps theme presets from reusing default slugs, if any. */
  preventOverride: readonly [string, string] | false;
  /** Theme presets without a name take the default preset's name for the same slug. */
  useDefaultNames: boolean;
  /** The custom property prefix, e.g. `--wp--preset--color--`. */
  variable: string;
  /** The preset's CSS value; `undefined` leaves it out. */
  value: (preset: JsonObject, settings: JsonObject) => string | undefined;
  /** Classes as [suffix, property]: `.has-{slug}{suffix} { property: var(...) !important }`. */
  classes: readonly (readonly [string, string])[];
}

const key =
  (name: string) =>
  (preset: JsonObject): string | undefined => {
    const value = preset[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };

export const PRESET_KINDS: readonly PresetKind[] = [
  {
    path: ['dimensions', 'aspectRatios'],
    preventOverride: ['dimensions', 'defaultAspectRatios'],
    useDefaultNames: false,
    variable: '--wp--preset--aspect-ratio--',
    value: key('ratio'),
    classes: [],
  },
  {
    path: ['color', 'palette'],
    preventOverride: ['color', 'defaultPalette'],
    useDefaultNames: false,
    variable: '--wp--preset--color--',
    value: key('color'),
    classes: [
      ['-color', 'color'],
      ['-background-color', 'background-color'],
      ['-border-color', 'border-color'],
    ],
  },
  {
    path: ['color', 'gradients'],
    preventOverride: ['color', 'defaultGradients'],
    useDefaultNames: false,
    variable: '--wp--preset--gradient--',
    value: key('gradient'),
    classes: [['-gradient-background', 'background']],
  },
  {
    // WordPress prints these from its duotone support next to the SVG filters they point at;
    // the engine declares them with the other presets so `filter` values resolve.
    path: ['color', 'duotone'],
    preventOverride: ['color', 'defaultDuotone'],
    useDefaultNames: false,
    variable: '--wp--preset--duotone--',
    value: (preset) =>
      typeof preset['slug'] === 'string'
        ? `url(#wp-duotone-${toKebabCase(preset['slug'])})`
        : undefined,
    classes: [],
  },
  {
    path: ['typography', 'fontSizes'],
    preventOverride: ['typography', 'defaultFontSizes'],
    useDefaultNames: true,
    variable: '--wp--preset--font-size--',
    value: (preset, settings) =>
      preset['size'] === undefined || preset['size'] === null
        ? undefined
        : fontSizeValue({ size: preset['size'], fluid: preset['fluid'] }, settings),
    classes: [['-font-size', 'font-size']],
  },
  {
    path: ['typography', 'fontFamilies'],
    preventOverride: false,
    useDefaultNames: false,
    variable: '--wp--preset--font-family--',
    value: key('fontFamily'),
    classes: [['-font-family', 'font-family']],
  },
  {
    path: ['spacing', 'spacingSizes'],
    preventOverride: ['spacing', 'defaultSpacingSizes'],
    useDefaultNames: true,
    variable: '--wp--preset--spacing--',
    value: key('size'),
    classes: [],
  },
  {
    path: ['shadow', 'presets'],
    preventOverride: ['shadow', 'defaultPresets'],
    useDefaultNames: false,
    variable: '--wp--preset--shadow--',
    value: key('shadow'),
    classes: [],
  },
];

/** The presets of one kind in one settings node, as `[origin, list]` in `origins` order. */
function presetsByOrigin(
  settingsNode: unknown,
  kind: PresetKind,
  origins: readonly Origin[],
): [Origin, JsonObject[]][] {
  const keyed = getPath(settingsNode, kind.path);
  if (!isObject(keyed)) return [];
  const result: [Origin, JsonObject[]][] = [];
  for (const origin of origins) {
    const list = keyed[origin];
    if (Array.isArray(list)) result.push([origin, list.filter(isObject)]);
  }
  return result;
}

/**
 * Preset values by (kebab-cased) slug across origins: a later origin's value wins but the slug
 * keeps the place where it first appeared.
 */
export function presetValues(
  settingsNode: unknown,
  kind: PresetKind,
  origins: readonly Origin[],
  settings: JsonObject,
): Map<string, string> {
  const values = new Map<string, string>();
  for (const [, list] of presetsByOrigin(settingsNode, kind, origins)) {
    for (const preset of list) {
      if (typeof preset['slug'] !== 'string' && typeof preset['slug'] !== 'number') continue;
      const value = kind.value(preset, settings);
      if (value !== undefined) values.set(toKebabCase(String(preset['slug'])), value);
    }
  }
  return values;
}

/** The slugs of one kind across origins, first appearance first. */
export function presetSlugs(
  settingsNode: unknown,
  kind: PresetKind,
  origins: readonly Origin[],
): string[] {
  const slugs = new Set<string>();
  for (const [, list] of presetsByOrigin(settingsNode, kind, origins)) {
    for (const preset of list) {
      const slug = preset['slug'];
      if (typeof slug === 'string' || typeof slug === 'number')
        slugs.add(toKebabCase(String(slug)));
    }
  }
  return [...slugs];
}
