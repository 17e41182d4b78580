// The theme's base global styles: the host's core defaults with the theme's theme.json on top,
// as `GET /wp/v2/global-styles/themes/{stylesheet}` returns them. Presets are not merged but
// kept side by side under their origin (`{ default: [...], theme: [...] }`), because the editor
// shows each origin in its own group and lets the user hide the defaults.
// The same list as the editor's engine: `appearanceTools` means one thing on both sides.
import { APPEARANCE_TOOLS } from '../../../src/global-styles/layer';
import { coreSettings, coreStyles } from './core-defaults';
import type { BaseGlobalStyles, LoadedTheme } from './theme-types';

type JsonObject = Record<string, unknown>;
type Origin = 'default' | 'theme';

/** Settings paths whose arrays are presets, grouped by origin in the merged result. */
const presetPaths = [
  ['color', 'palette'],
  ['color', 'gradients'],
  ['color', 'duotone'],
  ['dimensions', 'aspectRatios'],
  ['shadow', 'presets'],
  ['spacing', 'spacingSizes'],
  ['typography', 'fontSizes'],
  ['typography', 'fontFamilies'],
] as const;

export const themeJsonVersion = 3;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A deep copy where later layers win; objects merge, arrays and scalars are replaced. */
export function mergeJson(...layers: unknown[]): JsonObject {
  const merged: JsonObject = {};
  for (const layer of layers) {
    if (!isObject(layer)) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      merged[key] = isObject(value)
        ? mergeJson(merged[key], value)
        : structuredClone(value as unknown);
    }
  }
  return merged;
}

function group(settings: JsonObject, name: string): JsonObject {
  const existing = settings[name];
  if (isObject(existing)) return existing;
  const created: JsonObject = {};
  settings[name] = created;
  return created;
}

/** Applies a settings transform to the root settings and to each block's own settings. */
function forEachSettingsLevel(settings: JsonObject, transform: (level: JsonObject) => void) {
  transform(settings);
  if (!isObject(settings['blocks'])) return;
  for (const blockSettings of Object.values(settings['blocks'])) {
    if (isObject(blockSettings)) transform(blockSettings);
  }
}

function optIntoAppearanceTools(level: JsonObject): void {
  if (level['appearanceTools'] !== true) return;
  for (const [groupName, setting] of APPEARANCE_TOOLS) {
    const settingsGroup = group(level, groupName);
    if (settingsGroup[setting] === undefined) settingsGroup[setting] = true;
  }
}

function keyPresetsByOrigin(origin: Origin) {
  return (level: JsonObject): void => {
    for (const [groupName, preset] of presetPaths) {
      const settingsGroup = level[groupName];
      if (isObject(settingsGroup) && Array.isArray(settingsGroup[preset])) {
        settingsGroup[preset] = { [origin]: settingsGroup[preset] };
      }
    }
  };
}

interface SpacingScale {
  operator?: '*' | '+';
  increment?: number;
  steps?: number;
  mediumStep?: number;
  unit?: string;
}

/** `-2` → `X-Small`, `3` → `2X-Large`: the names the scale's steps go by, medium at 0. */
function spacingStepName(step: number): string {
  if (step === 0) return 'Medium';
  const base = step > 0 ? 'Large' : 'Small';
  const distance = Math.abs(step);
  if (distance === 1) return base;
  return distance === 2 ? `X-${base}` : `${distance - 1}X-${base}`;
}

/**
 * Spacing presets generated from a `spacingScale`: steps around a medium value, slugs counting
 * in tens with `50` as medium so block markup can refer to `var:preset|spacing|50` in any theme.
 */
export function spacingSizesFromScale(scale: SpacingScale): JsonObject[] {
  const { operator = '*', increment = 1.5, steps = 7, mediumStep = 1.5, unit = 'rem' } = scale;
  if (!(steps > 0 && increment > 0 && mediumStep > 0)) return [];
  const below = Math.floor((steps - 1) / 2);
  const sizes: JsonObject[] = [];
  for (let step = -below; step < steps - below; step++) {
    const value = operator === '+' ? mediumStep + increment * step : mediumStep * increment ** step;
    if (value <= 0) continue;
    const size = `${Number(value.toFixed(2))}${unit}`;
    sizes.push({ name: spacingStepName(step), slug: String(50 + step * 10), size });
  }
  return sizes;
}

/** A theme.json layer's spacing sizes, generated from its scale when it lists none itself. */
function generateSpacingSizes(level: JsonObject): void {
  const spacing = level['spacing'];
  if (!isObject(spacing) || spacing['spacingSizes'] !== undefined) return;
  if (!isObject(spacing['spacingScale'])) return;
  const sizes = spacingSizesFromScale(spacing['spacingScale'] as SpacingScale);
  if (sizes.length > 0) spacing['spacingSizes'] = sizes;
}

/** One theme.json settings layer prepared for merging under `origin`. */
function settingsLayer(settings: JsonObject | undefined, origin: Origin): JsonObject {
  const layer = mergeJson(settings);
  generateSpacingSizes(layer);
  forEachSettingsLevel(layer, optIntoAppearanceTools);
  forEachSettingsLevel(layer, keyPresetsByOrigin(origin));
  return layer;
}

/**
 * The theme's block style partials put under each block's `variations`, as WordPress injects them
 * into the theme's data: a variation theme.json itself styles (top-level `styles.variations`, then
 * the block's own) wins over the partial's values.
 */
function withBlockStyleVariations(styles: JsonObject, theme: LoadedTheme): JsonObject {
  const shared = isObject(styles['variations']) ? styles['variations'] : {};
  const blocks = isObject(styles['blocks']) ? styles['blocks'] : {};
  for (const variation of theme.blockStyleVariations ?? []) {
    for (const blockType of variation.blockTypes) {
      const block = isObject(blocks[blockType]) ? blocks[blockType] : {};
      const own = isObject(block['variations']) ? block['variations'] : {};
      const merged = mergeJson(variation.styles, shared[variation.name], own[variation.name]);
      blocks[blockType] = { ...block, variations: { ...own, [variation.name]: merged } };
    }
  }
  if (Object.keys(blocks).length > 0) styles['blocks'] = blocks;
  return styles;
}

export function baseGlobalStyles(theme: LoadedTheme): BaseGlobalStyles {
  const core = settingsLayer(coreSettings, 'default');
  // A classic theme without theme.json contributes nothing (its presets would come from
  // add_theme_support() in PHP); one with a theme.json (a "hybrid" theme) is merged like any other.
  const themeJson = theme.themeJson;
  const themeSettings = themeJson ? settingsLayer(themeJson.settings, 'theme') : {};
  return {
    version: themeJsonVersion,
    settings: mergeJson(core, themeSettings),
    styles: withBlockStyleVariations(mergeJson(coreStyles, themeJson?.styles), theme),
  };
}
