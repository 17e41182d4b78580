// The vocabulary of the global styles engine: theme.json documents (schema versions 2 and 3),
// presets keyed by origin once merged, and the block type metadata the host's
// `/wp/v2/block-types` returns. theme.json is open-ended (themes add keys, `settings.custom`
// is free-form), so nodes are typed as records with the known keys documented here.

/** Where a preset or setting comes from, lowest priority first. */
export type Origin = 'default' | 'blocks' | 'theme' | 'custom';

/** Every origin, in merge order (later wins). */
export const ORIGINS: readonly Origin[] = ['default', 'blocks', 'theme', 'custom'];

/** The origins whose presets a site prints: block-level presets come with each block. */
export const STYLESHEET_ORIGINS: readonly Origin[] = ['default', 'theme', 'custom'];

export type JsonObject = Record<string, unknown>;

/** A list of presets as a theme writes it, or keyed by origin as the merged data holds it. */
export type PresetList<T> = T[] | Partial<Record<Origin, T[]>>;

export interface ColorPreset {
  name?: string;
  slug: string;
  color: string;
}

export interface GradientPreset {
  name?: string;
  slug: string;
  gradient: string;
}

export interface DuotonePreset {
  name?: string;
  slug: string;
  colors: string[];
}

/** `fluid: false` opts out of fluid typography; `{ min, max }` fixes the clamp ends. */
export interface FontSizePreset {
  name?: string;
  slug: string;
  size: string | number;
  fluid?: boolean | { min?: string; max?: string };
}

export interface FontFamilyPreset {
  name?: string;
  slug: string;
  fontFamily: string;
  fontFace?: JsonObject[];
}

export interface SpacingSizePreset {
  name?: string;
  slug: string;
  size: string;
}

export interface ShadowPreset {
  name?: string;
  slug: string;
  shadow: string;
}

export interface AspectRatioPreset {
  name?: string;
  slug: string;
  ratio: string;
}

/** `settings.spacing.spacingScale`: sizes generated outward from a medium step. */
export interface SpacingScale {
  operator?: '+' | '*';
  increment?: number;
  steps?: number;
  mediumStep?: number;
  unit?: string;
}

/** `settings.typography.fluid` as an object: the bounds of fluid font sizes. */
export interface FluidTypographySettings {
  minFontSize?: string;
  minViewportWidth?: string;
  maxViewportWidth?: string;
}

/**
 * `settings` (and `settings.blocks[name]`). Known keys: appearanceTools,
 * useRootPaddingAwareAlignments, color (palette, gradients, duotone, defaultPalette...),
 * typography (fontSizes, fontFamilies, fluid, defaultFontSizes...), spacing (spacingSizes,
 * spacingScale, blockGap, units...), shadow (presets, defaultPresets), dimensions
 * (aspectRatios), layout (contentSize, wideSize), custom (free-form), blocks.
 */
export type ThemeJsonSettings = JsonObject;

/**
 * `styles`, a block's styles or an element's styles. Known keys: color, typography, spacing,
 * border, outline, shadow, dimensions, filter, background, css, elements, blocks, variations,
 * and for link and button elements the pseudo classes `:hover`, `:focus`...
 */
export type ThemeJsonStyles = JsonObject;

/** A theme.json document, a style variation (`styles/*.json`) or a user global styles record. */
export interface ThemeJson {
  $schema?: string;
  version?: number;
  title?: string;
  description?: string;
  settings?: ThemeJsonSettings;
  styles?: ThemeJsonStyles;
  [key: string]: unknown;
}

/** The layers `mergeGlobalStyles` lays over each other, lowest first. */
export interface GlobalStylesLayers {
  /** The host's own defaults (WordPress core's theme.json): the `default` origin. */
  defaults?: ThemeJson;
  /** The active theme's theme.json: the `theme` origin. */
  theme?: ThemeJson;
  /** A style variation from the theme's `styles/` folder, laid over the theme. */
  variation?: ThemeJson;
  /** The user's global styles record: the `custom` origin. */
  user?: ThemeJson;
}

/** One entry of a block type's `styles`: a block style variation such as `outline`. */
export interface BlockStyleVariationMeta {
  name: string;
  label?: string;
  isDefault?: boolean;
}

/**
 * The parts of a `/wp/v2/block-types` item the engine reads. `selectors` follows block.json's
 * Selectors API (`{ root, color: '...', typography: { root, writingMode }, filter: { duotone } }`);
 * WordPress returns `[]` when a block has none. `supports` may carry `__experimentalSelector`
 * (a root or feature selector), `layout`, `spacing.blockGap.__experimentalDefault` and
 * `__experimentalSkipSerialization` flags.
 */
export interface BlockTypeMeta {
  name: string;
  selectors?: JsonObject | unknown[];
  supports?: JsonObject;
  styles?: readonly BlockStyleVariationMeta[];
}

/** A CSS declaration: `name: value`. */
export interface Declaration {
  name: string;
  value: string;
}
