// Merging theme.json layers by origin, as WordPress does for the site: the host's defaults,
// then the theme, then a style variation laid over the theme (its presets are theme presets),
// then the user's global styles. Settings and styles merge key by key; preset lists replace the
// list of the same origin, and theme presets lose slugs the defaults own unless the theme
// turned the defaults off (`defaultPalette: false`...).
import { getPath, isObject, mergeReplacing, setPath } from './json';
import { prepareLayer, settingsNodePaths } from './layer';
import { PRESET_KINDS, type PresetKind } from './presets';
import { LATEST_THEME_JSON_VERSION } from './schema';
import { mergeSpacingSizes, spacingSizesFromScale } from './spacing-scale';
import type {
  BlockTypeMeta,
  GlobalStylesLayers,
  JsonObject,
  SpacingScale,
  SpacingSizePreset,
  ThemeJson,
} from './types';
import { ORIGINS } from './types';

export interface MergeOptions {
  /** Block types (from `/wp/v2/block-types`): shared `styles.variations` apply to those that register them. */
  blockTypes?: readonly BlockTypeMeta[];
}

/**
 * Spacing sizes generated per origin from the scale as merged so far, so a partial scale
 * (`{ steps: 5 }`) inherits the rest from lower origins. Updates `incoming` in place.
 */
function regenerateSpacingSizes(merged: JsonObject, incoming: JsonObject): void {
  let scale: JsonObject = {};
  for (const origin of ORIGINS) {
    const scalePath = ['settings', 'spacing', 'spacingScale', origin];
    const mergedScale = getPath(merged, scalePath);
    if (isObject(mergedScale)) scale = { ...scale, ...mergedScale };
    const incomingScale = getPath(incoming, scalePath);
    if (!isObject(incomingScale)) continue;
    scale = { ...scale, ...incomingScale };
    const sizesPath = ['settings', 'spacing', 'spacingSizes', origin];
    const own = getPath(incoming, sizesPath);
    const list = Array.isArray(own) ? (own as SpacingSizePreset[]) : [];
    setPath(
      incoming,
      sizesPath,
      mergeSpacingSizes(spacingSizesFromScale(scale as SpacingScale), list),
    );
  }
}

function defaultSlugs(
  merged: JsonObject,
  nodePath: readonly string[],
  kind: PresetKind,
): Set<string> {
  const slugs = new Set<string>();
  const add = (path: readonly string[]) => {
    const list = getPath(merged, [...path, ...kind.path, 'default']);
    if (!Array.isArray(list)) return;
    for (const item of list)
      if (isObject(item) && typeof item['slug'] === 'string') slugs.add(item['slug']);
  };
  add(['settings']);
  if (nodePath.length > 1) add(nodePath);
  return slugs;
}

function withDefaultNames(list: unknown[], defaults: unknown): unknown[] {
  if (!Array.isArray(defaults)) return list;
  return list.map((item) => {
    if (!isObject(item) || item['name'] !== undefined) return item;
    const match = defaults.find((d) => isObject(d) && d['slug'] === item['slug']);
    return isObject(match) && match['name'] !== undefined ? { ...item, name: match['name'] } : item;
  });
}

function replacePresets(merged: JsonObject, incoming: JsonObject): void {
  for (const nodePath of settingsNodePaths(incoming)) {
    const units = getPath(incoming, [...nodePath, 'spacing', 'units']);
    if (units !== undefined) setPath(merged, [...nodePath, 'spacing', 'units'], units);

    for (const kind of PRESET_KINDS) {
      const basePath = [...nodePath, ...kind.path];
      const preventOverride =
        kind.preventOverride !== false &&
        Boolean(getPath(merged, ['settings', ...kind.preventOverride]));
      for (const origin of ORIGINS) {
        let list = getPath(incoming, [...basePath, origin]);
        if (!Array.isArray(list)) continue;
        if (origin === 'theme' && kind.useDefaultNames) {
          list = withDefaultNames(list, getPath(merged, [...basePath, 'default']));
        }
        if (origin === 'theme' && preventOverride) {
          const taken = defaultSlugs(merged, nodePath, kind);
          if (taken.size > 0) {
            list = (list as unknown[]).filter(
              (item) =>
                isObject(item) && typeof item['slug'] === 'string' && !taken.has(item['slug']),
            );
          }
        }
        setPath(merged, [...basePath, origin], list);
      }
    }
  }
}

/** Style node paths: the root, elements, blocks, block elements and block variations. */
function styleNodePaths(document: unknown): string[][] {
  const paths: string[][] = [['styles']];
  const addElements = (base: string[]) => {
    const elements = getPath(document, [...base, 'elements']);
    if (isObject(elements))
      for (const name of Object.keys(elements)) paths.push([...base, 'elements', name]);
  };
  addElements(['styles']);
  const blocks = getPath(document, ['styles', 'blocks']);
  if (isObject(blocks)) {
    for (const name of Object.keys(blocks)) {
      const base = ['styles', 'blocks', name];
      paths.push(base);
      addElements(base);
      const variations = getPath(document, [...base, 'variations']);
      if (isObject(variations))
        for (const v of Object.keys(variations)) paths.push([...base, 'variations', v]);
    }
  }
  return paths;
}

/** Lays a prepared layer over the merged data so far. */
export function mergeLayer(merged: JsonObject, incoming: JsonObject): JsonObject {
  const result = mergeReplacing(merged, incoming);
  regenerateSpacingSizes(result, incoming);
  replacePresets(result, incoming);
  // A background image is one definition (url, id, source): it replaces, never merges.
  for (const path of styleNodePaths(incoming)) {
    const imagePath = [...path, 'background', 'backgroundImage'];
    const image = getPath(incoming, imagePath);
    if (image !== undefined) setPath(result, imagePath, image);
  }
  return result;
}

/**
 * One theme.json-shaped object from the layers, presets keyed by origin
 * (`settings.color.palette = { default: [...], theme: [...] }`). Any layer may already have
 * presets keyed by origin (as the host's REST API returns them); those keep their origins.
 */
export function mergeGlobalStyles(
  layers: GlobalStylesLayers,
  options: MergeOptions = {},
): ThemeJson {
  const blockTypes = options.blockTypes ?? [];
  let merged = prepareLayer(layers.defaults ?? {}, 'default', blockTypes);
  const over = [
    [layers.theme, 'theme'],
    [layers.variation, 'theme'],
    [layers.user, 'custom'],
  ] as const;
  for (const [layer, origin] of over) {
    if (layer) merged = mergeLayer(merged, prepareLayer(layer, origin, blockTypes));
  }
  merged['version'] = LATEST_THEME_JSON_VERSION;
  return merged as ThemeJson;
}
