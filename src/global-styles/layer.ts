// One theme.json document made ready to merge under its origin: migrated to version 3, preset
// references written as CSS, `appearanceTools` expanded, presets keyed by origin
// (`palette: [...]` -> `palette: { theme: [...] }`), spacing sizes generated from the scale,
// and shared block style variations (`styles.variations`) copied to the blocks that register
// them.
import { getPath, isObject, mergeReplacing, setPath } from './json';
import { PRESET_KINDS } from './presets';
import { resolvePresetReferences } from './references';
import { migrateToLatest } from './schema';
import { mergeSpacingSizes, spacingSizesFromScale } from './spacing-scale';
import type { BlockTypeMeta, JsonObject, Origin, SpacingScale, SpacingSizePreset } from './types';
import { ORIGINS } from './types';

/** The settings `appearanceTools: true` switches on where the document leaves them unset. */
export const APPEARANCE_TOOLS: readonly (readonly [string, string])[] = [
  ['background', 'backgroundImage'],
  ['background', 'backgroundSize'],
  ['border', 'color'],
  ['border', 'radius'],
  ['border', 'style'],
  ['border', 'width'],
  ['color', 'link'],
  ['color', 'heading'],
  ['color', 'button'],
  ['color', 'caption'],
  ['dimensions', 'aspectRatio'],
  ['dimensions', 'minHeight'],
  ['position', 'sticky'],
  ['spacing', 'blockGap'],
  ['spacing', 'margin'],
  ['spacing', 'padding'],
  ['typography', 'lineHeight'],
];

/** The root settings node and each block's, as paths. */
export function settingsNodePaths(document: unknown): string[][] {
  const settings = getPath(document, ['settings']);
  if (!isObject(settings)) return [];
  const paths = [['settings']];
  const blocks = settings['blocks'];
  if (isObject(blocks))
    for (const name of Object.keys(blocks)) paths.push(['settings', 'blocks', name]);
  return paths;
}

function expandAppearanceTools(node: JsonObject): void {
  if (node['appearanceTools'] !== true) return;
  for (const [group, setting] of APPEARANCE_TOOLS) {
    const existing = node[group];
    // `null` is a value here (blockGap: null turns gap styles off), so only absent keys change.
    if (isObject(existing) && setting in existing) continue;
    setPath(node, [group, setting], true);
  }
  delete node['appearanceTools'];
}

function keyPresetsByOrigin(node: JsonObject, origin: Origin): void {
  for (const kind of PRESET_KINDS) {
    const presets = getPath(node, kind.path);
    if (Array.isArray(presets)) setPath(node, kind.path, { [origin]: presets });
  }
}

function prepareSpacingScale(document: JsonObject, origin: Origin): void {
  const scalePath = ['settings', 'spacing', 'spacingScale'];
  const scale = getPath(document, scalePath);
  if (scale === undefined || scale === null) return;
  const keyed = isObject(scale) && ORIGINS.some((o) => o in scale);
  if (!keyed) setPath(document, scalePath, { [origin]: scale });
  const own = getPath(document, [...scalePath, origin]);
  if (!isObject(own)) return;
  const sizesPath = ['settings', 'spacing', 'spacingSizes', origin];
  const sizes = getPath(document, sizesPath);
  const generated = spacingSizesFromScale(own as SpacingScale);
  const list = Array.isArray(sizes) ? (sizes as SpacingSizePreset[]) : [];
  setPath(document, sizesPath, mergeSpacingSizes(generated, list));
}

function unwrapSharedVariations(document: JsonObject, blockTypes: readonly BlockTypeMeta[]): void {
  const shared = getPath(document, ['styles', 'variations']);
  if (!isObject(shared)) return;
  for (const blockType of blockTypes) {
    for (const { name } of blockType.styles ?? []) {
      if (!isObject(shared[name])) continue;
      const path = ['styles', 'blocks', blockType.name, 'variations', name];
      setPath(document, path, mergeReplacing(shared[name], getPath(document, path)));
    }
  }
  delete (document['styles'] as JsonObject)['variations'];
}

/** A prepared copy of `document` for `origin`; the input is left untouched. */
export function prepareLayer(
  document: unknown,
  origin: Origin,
  blockTypes: readonly BlockTypeMeta[] = [],
): JsonObject {
  // Resolving references copies settings and styles, the only parts updated below.
  const source = isObject(document) ? document : {};
  const copy: JsonObject = { ...source };
  if (isObject(source['settings'])) copy['settings'] = resolvePresetReferences(source['settings']);
  if (isObject(source['styles'])) copy['styles'] = resolvePresetReferences(source['styles']);
  const layer = migrateToLatest(copy, origin);
  if (blockTypes.length > 0) unwrapSharedVariations(layer, blockTypes);
  for (const path of settingsNodePaths(layer)) {
    const node = getPath(layer, path) as JsonObject;
    expandAppearanceTools(node);
    keyPresetsByOrigin(node, origin);
  }
  prepareSpacingScale(layer, origin);
  return layer;
}
