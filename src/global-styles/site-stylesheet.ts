// The one call a preview needs, and the entry of the engine's lazily loaded chunk:
// `await import('../global-styles/site-stylesheet')` then `siteStylesheet({...})`.
import { mergeGlobalStyles } from './merge';
import { generateStylesheet } from './stylesheet';
import type { ThemeFileUri, ThemeFolders } from './theme-files';
import type { BlockTypeMeta, ThemeJson } from './types';

export { themeFileLinks } from './theme-files';

export interface SiteStylesheetInput {
  /** The host's defaults; omit when `theme` already includes them (as the host's REST does). */
  defaults?: ThemeJson;
  /** The theme's theme.json, or `/wp/v2/global-styles/themes/{stylesheet}` (defaults included). */
  theme: ThemeJson;
  /** A style variation to preview over the theme. */
  variation?: ThemeJson;
  /** The user's global styles record (settings and styles), with unsaved edits. */
  user?: ThemeJson;
  /** `/wp/v2/block-types` items (`_fields=name,selectors,supports,styles` is enough). */
  blockTypes?: readonly BlockTypeMeta[];
  /**
   * `_links['wp:theme-file']` of the theme's and the user's responses (`themeFileLinks`):
   * the URLs of `file:./` fonts and background images, where the host links them.
   */
  themeFileUris?: readonly ThemeFileUri[];
  /**
   * The theme's folders (`stylesheet_uri`, `template_uri` of `/wp/v2/themes?status=active`): where the
   * other `file:./` references are, theme fonts above all. Unresolved references are left out.
   */
  themeFolders?: ThemeFolders;
}

/** The site's global stylesheet for these layers. */
export function siteStylesheet(input: SiteStylesheetInput): string {
  const blockTypes = input.blockTypes ?? [];
  const merged = mergeGlobalStyles(
    { defaults: input.defaults, theme: input.theme, variation: input.variation, user: input.user },
    { blockTypes },
  );
  return generateStylesheet(merged, {
    blockTypes,
    themeFileUris: input.themeFileUris,
    themeFolders: input.themeFolders,
  });
}
