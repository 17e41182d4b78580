// Which Styles panels and controls one block type gets in the Styles sidebar (spec 2.4): a
// control shows only where the block supports the feature (its `supports`) and the settings that
// apply to it allow it (the site's merged settings with the block's own laid over them). Block
// gap and aspect ratio are hidden when the block skips their serialisation: a global value could
// not reach the block's markup. Also the blocks list: core blocks first, then the others, only
// those with a panel or a style variation, matched by a search.
import { hasBlockSupport, skipsSerialization } from './block-types';
import { getPath, isObject } from './json';
import {
  hasBackgroundPanel,
  hasColorPanel,
  hasTypographyPanel,
  presetCount,
} from './panel-support';
import type { BlockTypeMeta, JsonObject } from './types';

/** The block type fields the blocks list reads besides the engine's. */
export interface BlockTypeInfo extends BlockTypeMeta {
  title?: string;
  category?: string;
  description?: string;
  keywords?: string[];
}

export interface BlockControls {
  padding: boolean;
  margin: boolean;
  blockGap: boolean;
  minHeight: boolean;
  aspectRatio: boolean;
  borderColor: boolean;
  borderRadius: boolean;
  borderStyle: boolean;
  borderWidth: boolean;
  shadow: boolean;
  duotone: boolean;
  lightbox: boolean;
}

export type BlockPanel =
  | 'color'
  | 'background'
  | 'typography'
  | 'dimensions'
  | 'border'
  | 'filters'
  | 'image';

const on = (settings: JsonObject, path: readonly string[]) => {
  const value = getPath(settings, path);
  return value !== undefined && value !== null && value !== false;
};

/** A support that is on: `true`, a list of sides, or an object of options. */
const supports = (meta: BlockTypeMeta, path: readonly string[]) => hasBlockSupport(meta, path);

/** Border supports live under `__experimentalBorder` (older blocks) or `border`. */
const borderSupport = (meta: BlockTypeMeta, key: string) =>
  supports(meta, ['__experimentalBorder', key]) || supports(meta, ['border', key]);

/** The controls a block gets, given the settings that apply to it (`settingsFor`). */
export function blockControls(meta: BlockTypeMeta, settings: JsonObject): BlockControls {
  const border = (key: string) => borderSupport(meta, key) && on(settings, ['border', key]);
  return {
    padding: supports(meta, ['spacing', 'padding']) && on(settings, ['spacing', 'padding']),
    margin: supports(meta, ['spacing', 'margin']) && on(settings, ['spacing', 'margin']),
    blockGap:
      supports(meta, ['spacing', 'blockGap']) &&
      on(settings, ['spacing', 'blockGap']) &&
      !skipsSerialization(meta, 'spacing', 'blockGap'),
    minHeight:
      supports(meta, ['dimensions', 'minHeight']) && on(settings, ['dimensions', 'minHeight']),
    aspectRatio:
      supports(meta, ['dimensions', 'aspectRatio']) &&
      on(settings, ['dimensions', 'aspectRatio']) &&
      !skipsSerialization(meta, 'dimensions', 'aspectRatio') &&
      meta.name !== 'core/group',
    borderColor: border('color'),
    borderRadius: border('radius'),
    borderStyle: border('style'),
    borderWidth: border('width'),
    shadow: supports(meta, ['shadow']) && presetCount(settings, ['shadow', 'presets']) > 0,
    duotone:
      (supports(meta, ['filter', 'duotone']) ||
        supports(meta, ['color', '__experimentalDuotone'])) &&
      (presetCount(settings, ['color', 'duotone']) > 0 || on(settings, ['color', 'customDuotone'])),
    lightbox:
      meta.name === 'core/image' && getPath(settings, ['lightbox', 'allowEditing']) !== false,
  };
}

/** Colour supports: `color: true` or an object whose text and background default to on. */
function hasColorSupport(meta: BlockTypeMeta): boolean {
  const color = getPath(meta.supports, ['color']);
  if (color === true) return true;
  if (!isObject(color)) return false;
  return (
    color.text !== false ||
    color.background !== false ||
    color.gradients === true ||
    color.link === true ||
    color.heading === true ||
    color.button === true
  );
}

const TYPOGRAPHY_SUPPORTS = [
  'fontSize',
  'lineHeight',
  '__experimentalFontFamily',
  '__experimentalFontWeight',
  '__experimentalFontStyle',
  '__experimentalTextTransform',
  '__experimentalTextDecoration',
  '__experimentalLetterSpacing',
  '__experimentalWritingMode',
];

function hasTypographySupport(meta: BlockTypeMeta): boolean {
  return (
    TYPOGRAPHY_SUPPORTS.some((key) => supports(meta, ['typography', key])) ||
    supports(meta, ['fontSize']) ||
    supports(meta, ['lineHeight'])
  );
}

function hasBackgroundSupport(meta: BlockTypeMeta): boolean {
  return (
    supports(meta, ['background', 'backgroundImage']) ||
    supports(meta, ['background', 'backgroundSize'])
  );
}

/** The panels of a block's screen, in the spec's order (colour ... image settings). */
export function blockPanels(meta: BlockTypeMeta, settings: JsonObject): BlockPanel[] {
  const controls = blockControls(meta, settings);
  const panels: [BlockPanel, boolean][] = [
    ['color', hasColorSupport(meta) && hasColorPanel(settings)],
    ['background', hasBackgroundSupport(meta) && hasBackgroundPanel(settings)],
    ['typography', hasTypographySupport(meta) && hasTypographyPanel(settings)],
    [
      'dimensions',
      controls.padding ||
        controls.margin ||
        controls.blockGap ||
        controls.minHeight ||
        controls.aspectRatio,
    ],
    [
      'border',
      controls.borderColor ||
        controls.borderRadius ||
        controls.borderStyle ||
        controls.borderWidth ||
        controls.shadow,
    ],
    ['filters', controls.duotone],
    ['image', controls.lightbox],
  ];
  return panels.filter(([, shown]) => shown).map(([panel]) => panel);
}

/** The block's registered style variations, the default one aside (it is the block itself). */
export function blockStyleVariations(meta: BlockTypeMeta): { name: string; label: string }[] {
  return (meta.styles ?? [])
    .filter((style) => !style.isDefault)
    .map((style) => ({ name: style.name, label: style.label ?? style.name }));
}

/** Does the block appear in the blocks list: a panel, or a style variation, to customise. */
export function isCustomisable(meta: BlockTypeMeta, settings: JsonObject): boolean {
  return blockPanels(meta, settings).length > 0 || blockStyleVariations(meta).length > 0;
}

/** Core blocks first (in the host's order), then the others. */
export function coreFirst<T extends { name: string }>(blocks: readonly T[]): T[] {
  const core = blocks.filter((block) => block.name.startsWith('core/'));
  const others = blocks.filter((block) => !block.name.startsWith('core/'));
  return [...core, ...others];
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * Does the block match a search: every word of it in the block's title, name, keywords or
 * category (accents and case aside). An empty search matches every block.
 */
export function matchesBlockSearch(block: BlockTypeInfo, search: string): boolean {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise(
    [block.title ?? '', block.name, ...(block.keywords ?? []), block.category ?? ''].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}
