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
export { blockCustomCss } from './custom-css';
export { cssUrl, isUriEncoded, uriEncoded } from './css';
export { fontFaceRules, fontFamilyName, fontFamilyValue } from './font-faces';
export { fluidClamp, fontSizeValue, parseSize } from './fluid-typography';
export {
  addCustomFontSize,
  deleteFontSize,
  FONT_SIZE_CONFIRMATIONS,
  FONT_SIZE_MINIMUM,
  FONT_SIZE_UNITS,
  type FontSizeFluidState,
  type FontSizeQuantity,
  type FontSizesByOrigin,
  type FontSizeUnit,
  fontSizeAtLeastMinimum,
  fontSizeConfirmation,
  fontSizeFluidState,
  fontSizeQuantity,
  fontSizeSliderRange,
  isFontSizeChanged,
  isFontSizeControlDisabled,
  isFontSizeOriginChanged,
  newCustomFontSize,
  removeCustomFontSizes,
  renameFontSize,
  resetFontSizes,
  type SliderRange,
  setFontSize,
  setFontSizeCustomFluid,
  setFontSizeFluid,
  setFontSizeFluidBound,
} from './font-size-presets';
export { toKebabCase } from './kebab-case';
export { mergeGlobalStyles, type MergeOptions } from './merge';
export {
  nextPresetNumber,
  type PresetOrigin,
  type PresetsByOrigin,
  presetsIn,
} from './preset-edits';
export { PRESET_KINDS, type PresetKind, presetSlugs, presetValues } from './presets';
export { styleDeclarations } from './properties';
export { presetReferenceToCss, presetVariable, resolvePresetReferences } from './references';
export { LATEST_THEME_JSON_VERSION } from './schema';
export {
  addCustomShadow,
  addShadowLayer,
  canRemoveShadowLayer,
  DEFAULT_SHADOW,
  deleteShadow,
  FALLBACK_SHADOW_LAYER,
  isShadowEqualToBase,
  newCustomShadow,
  parseShadow,
  parseShadowLayer,
  removeCustomShadows,
  removeShadowLayer,
  renameShadow,
  resetShadow,
  SHADOW_CONFIRMATIONS,
  type ShadowLayer,
  type ShadowsByOrigin,
  serializeShadow,
  serializeShadowLayer,
  setShadow,
  shadowConfirmation,
  shadowLayers,
  shadowLengthInput,
  updateShadowLayer,
} from './shadow-presets';
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
