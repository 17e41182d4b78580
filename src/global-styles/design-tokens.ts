// A site's presets as a W3C Design Tokens file (DTCG 2025.10) and back: colours, gradients,
// font families, font sizes, spacing sizes and shadows, one group each, the preset's slug as
// the token's name. The format cannot hold every CSS value a theme uses (radial gradients,
// `clamp()` sizes, `var()` colours), nor a gradient's direction or a fluid font size, so each
// token carries what it lost in `$extensions["org.wordpress"]`: `name`, `value` (the preset's
// value as WordPress had it, when the token does not give it back exactly) and `fluid`. A preset
// the format cannot hold at all is written with that extension only, no `$value` or `$type`:
// to other tools it is an empty group, not a token with a wrong type. On import `value` wins
// while the token still says the same thing (a round trip is exact); once another tool has
// changed the token, the token wins. Font faces are not exported (their files are the theme's).
import {
  colorFromToken,
  colorToToken,
  dimensionFromToken,
  dimensionToToken,
  fontFamilyFromToken,
  fontFamilyToToken,
  gradientFromToken,
  gradientToToken,
  shadowFromToken,
  shadowToToken,
} from './design-token-values';
import { getPath, isObject } from './json';
import { toKebabCase } from './kebab-case';
import type {
  ColorPreset,
  FontFamilyPreset,
  FontSizePreset,
  GradientPreset,
  JsonObject,
  Origin,
  ShadowPreset,
  SpacingSizePreset,
  ThemeJson,
} from './types';
import { STYLESHEET_ORIGINS } from './types';

/** Presets as a design tokens file gives them, each list as theme.json names it. */
export interface DesignTokenPresets {
  palette: ColorPreset[];
  gradients: GradientPreset[];
  fontFamilies: FontFamilyPreset[];
  fontSizes: FontSizePreset[];
  spacingSizes: SpacingSizePreset[];
  shadows: ShadowPreset[];
}

export type DesignTokenKind = keyof DesignTokenPresets;

export interface DesignTokenKindRow {
  kind: DesignTokenKind;
  /** The group of our files. */
  group: string;
  /** Where the presets live under `settings`. */
  settingsPath: readonly [string, string];
  /** The preset's value key: `color`, `gradient`, `fontFamily`, `size`, `shadow`. */
  valueKey: string;
  /** The DTCG `$type`. */
  type: string;
  /** Group names (kebab-cased) under which other tools' files keep this kind. */
  groupNames: readonly string[];
  toToken: (value: unknown) => unknown;
  fromToken: (value: unknown, original: unknown) => string | undefined;
}

export const DESIGN_TOKEN_KINDS: readonly DesignTokenKindRow[] = [
  {
    kind: 'palette',
    group: 'color',
    settingsPath: ['color', 'palette'],
    valueKey: 'color',
    type: 'color',
    groupNames: ['color', 'colors', 'colour', 'colours', 'palette'],
    toToken: colorToToken,
    fromToken: colorFromToken,
  },
  {
    kind: 'gradients',
    group: 'gradient',
    settingsPath: ['color', 'gradients'],
    valueKey: 'gradient',
    type: 'gradient',
    groupNames: ['gradient', 'gradients'],
    toToken: gradientToToken,
    fromToken: gradientFromToken,
  },
  {
    kind: 'fontFamilies',
    group: 'font-family',
    settingsPath: ['typography', 'fontFamilies'],
    valueKey: 'fontFamily',
    type: 'fontFamily',
    groupNames: ['font-family', 'font-families'],
    toToken: fontFamilyToToken,
    fromToken: fontFamilyFromToken,
  },
  {
    kind: 'fontSizes',
    group: 'font-size',
    settingsPath: ['typography', 'fontSizes'],
    valueKey: 'size',
    type: 'dimension',
    groupNames: ['font-size', 'font-sizes'],
    toToken: dimensionToToken,
    fromToken: dimensionFromToken,
  },
  {
    kind: 'spacingSizes',
    group: 'spacing',
    settingsPath: ['spacing', 'spacingSizes'],
    valueKey: 'size',
    type: 'dimension',
    groupNames: ['spacing', 'spacings', 'space', 'spacing-sizes'],
    toToken: dimensionToToken,
    fromToken: dimensionFromToken,
  },
  {
    kind: 'shadows',
    group: 'shadow',
    settingsPath: ['shadow', 'presets'],
    valueKey: 'shadow',
    type: 'shadow',
    groupNames: ['shadow', 'shadows', 'box-shadow'],
    toToken: shadowToToken,
    fromToken: shadowFromToken,
  },
];

/** The `$extensions` key of what the format cannot hold: `name`, `value`, `fluid`. */
export const DESIGN_TOKENS_EXTENSION = 'org.wordpress';

/** Structural equality of JSON values; keys holding `undefined` count as absent. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameJson(item, b[i]))
    );
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = (o: JsonObject) => Object.keys(o).filter((key) => o[key] !== undefined);
  const keysA = keys(a);
  return keysA.length === keys(b).length && keysA.every((key) => sameJson(a[key], b[key]));
}

export const emptyPresets = (): DesignTokenPresets => ({
  palette: [],
  gradients: [],
  fontFamilies: [],
  fontSizes: [],
  spacingSizes: [],
  shadows: [],
});

/** The presets of `origins` (later ones replacing a slug in place), slugs kebab-cased. */
function presetsOf(tree: unknown, row: DesignTokenKindRow, origins: readonly Origin[]) {
  const keyed = getPath(tree, ['settings', ...row.settingsPath]);
  const lists = Array.isArray(keyed) ? [keyed] : origins.map((origin) => getPath(keyed, [origin]));
  const bySlug = new Map<string, JsonObject>();
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const preset of list) {
      if (!isObject(preset)) continue;
      const slug = preset['slug'];
      const value = preset[row.valueKey];
      const hasValue =
        typeof value === 'string' || (row.valueKey === 'size' && typeof value === 'number');
      if ((typeof slug === 'string' || typeof slug === 'number') && hasValue) {
        bySlug.set(toKebabCase(String(slug)), { ...preset, slug: toKebabCase(String(slug)) });
      }
    }
  }
  return [...bySlug.values()];
}

/** The presets one origin of a (merged) tree sets, e.g. the user's `custom` ones. */
export function presetsOfOrigin(tree: ThemeJson | JsonObject, origin: Origin): DesignTokenPresets {
  const presets = emptyPresets() as unknown as Record<DesignTokenKind, JsonObject[]>;
  for (const row of DESIGN_TOKEN_KINDS) presets[row.kind] = presetsOf(tree, row, [origin]);
  return presets as unknown as DesignTokenPresets;
}

/**
 * The site's presets as one design tokens file: every origin, a later one replacing the same
 * slug, grouped `color`, `gradient`, `font-family`, `font-size`, `spacing`, `shadow`.
 */
export function exportDesignTokens(tree: ThemeJson | JsonObject): JsonObject {
  const file: JsonObject = {};
  for (const row of DESIGN_TOKEN_KINDS) {
    const group: JsonObject = {};
    for (const preset of presetsOf(tree, row, STYLESHEET_ORIGINS)) {
      const value = preset[row.valueKey];
      const token = row.toToken(value);
      const wordpress: JsonObject = {};
      if (typeof preset['name'] === 'string') wordpress['name'] = preset['name'];
      if (token === undefined || row.fromToken(token, value) !== value) wordpress['value'] = value;
      if (row.kind === 'fontSizes' && preset['fluid'] !== undefined) {
        wordpress['fluid'] = preset['fluid'];
      }
      const entry: JsonObject = token === undefined ? {} : { $type: row.type, $value: token };
      if (Object.keys(wordpress).length > 0) {
        entry['$extensions'] = { [DESIGN_TOKENS_EXTENSION]: wordpress };
      }
      group[String(preset['slug'])] = entry;
    }
    if (Object.keys(group).length > 0) file[row.group] = group;
  }
  return file;
}

export interface PresetChanges<T> {
  added: T[];
  replaced: { current: T; imported: T }[];
  unchanged: T[];
}

export type DesignTokensChanges = {
  [K in DesignTokenKind]: PresetChanges<DesignTokenPresets[K][number]>;
};

/**
 * What importing would do to the current (custom) presets, kind by kind: presets added, presets
 * whose slug exists with another name or value (`fluid` included), presets already there. Keys
 * an import never sets (a font family's `fontFace`) are not compared.
 */
export function designTokensChanges(
  current: Partial<DesignTokenPresets>,
  imported: DesignTokenPresets,
): DesignTokensChanges {
  const changes = {} as Record<DesignTokenKind, PresetChanges<JsonObject>>;
  for (const row of DESIGN_TOKEN_KINDS) {
    const compared = ['name', row.valueKey, ...(row.kind === 'fontSizes' ? ['fluid'] : [])];
    const pick = (preset: JsonObject) =>
      Object.fromEntries(compared.map((key) => [key, preset[key]]));
    const existing = new Map<string, JsonObject>();
    for (const preset of (current[row.kind] ?? []) as unknown as JsonObject[]) {
      existing.set(toKebabCase(String(preset['slug'])), preset);
    }
    const kind: PresetChanges<JsonObject> = { added: [], replaced: [], unchanged: [] };
    for (const preset of imported[row.kind] as unknown as JsonObject[]) {
      const before = existing.get(String(preset['slug']));
      if (!before) kind.added.push(preset);
      else if (sameJson(pick(before), pick(preset))) kind.unchanged.push(preset);
      else kind.replaced.push({ current: before, imported: preset });
    }
    changes[row.kind] = kind;
  }
  return changes as unknown as DesignTokensChanges;
}
