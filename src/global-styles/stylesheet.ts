// The global stylesheet of merged global styles, in the order a block theme's site prints it:
// custom properties (presets and `settings.custom`), then styles (site-wide layout rules, the
// root, elements, blocks), then preset classes, then the user's custom CSS last so it wins.
// `@font-face` rules come after all of it, where WordPress prints them (`wp_print_font_faces`
// runs late in the head, after the global styles).
import { BlockStyleTargets } from './block-types';
import { inStyleElement, toRuleset } from './css';
import { getPath, isObject } from './json';
import { rootLayoutRules } from './layout';
import { nodeStyles, type NodeStylesContext } from './node-styles';
import { ROOT_VARIABLES_SELECTOR, settingNodes, styleNodes } from './nodes';
import { presetClassRules } from './preset-classes';
import { fontFaceRules } from './font-faces';
import { resolveBackgroundImages, type ThemeFileUri, type ThemeFolders } from './theme-files';
import { customDeclarations, presetDeclarations } from './variables';
import type { BlockTypeMeta, JsonObject, Origin, ThemeJson } from './types';
import { STYLESHEET_ORIGINS } from './types';

export type StylesheetPart = 'variables' | 'styles' | 'presets' | 'custom-css' | 'font-faces';

export interface StylesheetOptions {
  /** Block types from the host's `/wp/v2/block-types`: selectors, supports, style variations. */
  blockTypes?: readonly BlockTypeMeta[];
  /** Which parts to print, always in stylesheet order. Default: all. */
  parts?: readonly StylesheetPart[];
  /** Whose presets to print. Default: default, theme and custom. */
  origins?: readonly Origin[];
  /** `_links['wp:theme-file']` of the responses: URLs for `file:./` fonts and images. */
  themeFileUris?: readonly ThemeFileUri[];
  /** The theme's folders, for `file:./` references no link resolves (WordPress links none of
   * a theme's fonts). */
  themeFolders?: ThemeFolders;
}

const ALL_PARTS: readonly StylesheetPart[] = [
  'variables',
  'styles',
  'presets',
  'custom-css',
  'font-faces',
];

function variablesCss(
  tree: JsonObject,
  targets: BlockStyleTargets,
  origins: readonly Origin[],
): string {
  const root = getPath(tree, ['settings']);
  const rootSettings = isObject(root) ? root : {};
  let css = '';
  for (const node of settingNodes(tree, targets)) {
    const settingsNode = getPath(tree, node.path);
    // A block's presets compute (fluid sizes) with its own settings over the site's.
    const settings =
      node.selector === ROOT_VARIABLES_SELECTOR || !isObject(settingsNode)
        ? rootSettings
        : { ...rootSettings, ...settingsNode };
    css += toRuleset(node.selector, [
      ...presetDeclarations(settingsNode, origins, settings),
      ...customDeclarations(settingsNode),
    ]);
  }
  return css;
}

function stylesCss(tree: JsonObject, targets: BlockStyleTargets): string {
  const settings = getPath(tree, ['settings']);
  const context: NodeStylesContext = {
    tree,
    settings: isObject(settings) ? settings : {},
    rootPadding: isObject(settings) && settings['useRootPaddingAwareAlignments'] === true,
  };
  const nodes = styleNodes(tree, targets);
  if (nodes.length === 0) return '';
  let css = rootLayoutRules(tree);
  for (const node of nodes) css += nodeStyles(node, context);
  return css;
}

function presetsCss(
  tree: JsonObject,
  targets: BlockStyleTargets,
  origins: readonly Origin[],
): string {
  let css = '';
  for (const node of settingNodes(tree, targets)) {
    const scope = node.selector === ROOT_VARIABLES_SELECTOR ? '' : node.selector;
    css += presetClassRules(getPath(tree, node.path), scope, origins);
  }
  return css;
}

/**
 * The stylesheet for merged global styles (see `mergeGlobalStyles`). Pure: the same input
 * always gives the same text, so callers may cache by input.
 */
export function generateStylesheet(merged: ThemeJson, options: StylesheetOptions = {}): string {
  const themeFileUris = options.themeFileUris ?? [];
  const { themeFolders } = options;
  const tree = resolveBackgroundImages(merged as JsonObject, themeFileUris, themeFolders);
  const parts = new Set(options.parts ?? ALL_PARTS);
  const origins = options.origins ?? STYLESHEET_ORIGINS;
  const targets = new BlockStyleTargets(options.blockTypes);
  let css = '';
  if (parts.has('variables')) css += variablesCss(tree, targets, origins);
  if (parts.has('styles')) css += stylesCss(tree, targets);
  if (parts.has('presets')) css += presetsCss(tree, targets, origins);
  if (parts.has('custom-css')) {
    const custom = getPath(tree, ['styles', 'css']);
    if (typeof custom === 'string') css += custom;
  }
  if (parts.has('font-faces')) {
    css += fontFaceRules(getPath(tree, ['settings']), themeFileUris, themeFolders);
  }
  return inStyleElement(css);
}
