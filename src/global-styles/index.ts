// The global styles engine: merge theme.json layers by origin, then print the stylesheet a
// block theme's site gets. Pure TypeScript, no DOM. See CONTEXT.md.
export {
  type BlockStyleTarget,
  blockStyleTarget,
  defaultBlockSelector,
  hasBlockSupport,
  rootSelectorOf,
  skipsSerialization,
} from './block-types';
export { composite, formatHex, parseColor, type Rgba } from './colors';
export {
  AA_LARGE_TEXT_RATIO,
  AA_NORMAL_TEXT_RATIO,
  AAA_LARGE_TEXT_RATIO,
  AAA_NORMAL_TEXT_RATIO,
  type ContrastLevel,
  type ContrastPair,
  checkContrast,
  colorPalette,
  contrastLevel,
  contrastRatio,
  failsAA,
  formatRatio,
  relativeLuminance,
  resolveColor,
  type StyleColor,
  themeColorResolver,
} from './contrast';
export {
  type ContrastAuditOptions,
  type ContrastFinding,
  contrastAudit,
  variationContrast,
} from './contrast-audit';
export { blockCustomCss } from './custom-css';
export { cssUrl, isUriEncoded, uriEncoded } from './css';
export { fontFaceRules, fontFamilyName, fontFamilyValue } from './font-faces';
export { fluidClamp, fontSizeValue, parseSize } from './fluid-typography';
export { toKebabCase } from './kebab-case';
export { mergeGlobalStyles, type MergeOptions } from './merge';
export { PRESET_KINDS, type PresetKind, presetSlugs, presetValues } from './presets';
export { styleDeclarations } from './properties';
export { presetReferenceToCss, presetVariable, resolvePresetReferences } from './references';
export { LATEST_THEME_JSON_VERSION } from './schema';
export { blockStyleVariationSelector, ELEMENTS, scopeSelector } from './selectors';
export { mergeSpacingSizes, spacingSizesFromScale } from './spacing-scale';
export { generateStylesheet, type StylesheetOptions, type StylesheetPart } from './stylesheet';
export {
  resolveBackgroundImages,
  resolveThemeFile,
  THEME_FILE_PREFIX,
  type ThemeFileUri,
  type ThemeFolders,
  themeFileLinks,
  themeFileUrls,
} from './theme-files';
export * from './types';
export { siteStylesheet, type SiteStylesheetInput } from './site-stylesheet';
