// Theme-relative file references (`file:./assets/fonts/inter.woff2`) in theme.json, resolved to
// absolute URLs. Two sources, in this order:
//  - the links a host sends with global styles responses (`_links['wp:theme-file']`, WordPress
//    6.6+). WordPress links background images only, never font files;
//  - the theme's own folders (`stylesheet_uri` and `template_uri` of `/wp/v2/themes`), which is
//    what WordPress's front end does for fonts (`WP_Font_Face_Resolver` → `get_theme_file_uri`):
//    the file in the child theme's folder if it is there, else in the parent's. We cannot ask
//    whether a file exists, so a child theme's reference gives both URLs, the child's first;
//    font sources list both and the browser takes the first that loads (a missing file is a
//    failed source, not a failed face). Background images take the child's, as one URL is all
//    `background-image` can use; WordPress links those anyway.
// A reference neither resolves is left out rather than printed as `file:` (no browser loads it).
import { isUriEncoded } from './css';
import { getPath, isObject } from './json';
import type { JsonObject } from './types';

/** One `_links['wp:theme-file']` entry: `name` is the `file:./…` string, `href` its URL. */
export interface ThemeFileUri {
  name: string;
  href: string;
  /** Where the reference sits, e.g. `styles.background.backgroundImage.url`. */
  target?: string;
  /** A MIME type, when the host knows it. */
  type?: string;
}

/** The theme's folders as `/wp/v2/themes` gives them (`stylesheet_uri`, `template_uri`). */
export interface ThemeFolders {
  /** The active (or previewed) theme's folder, e.g. `https://site/wp-content/themes/child`. */
  stylesheetUri: string;
  /** The parent theme's folder when the theme is a child theme; else the same as above. */
  templateUri?: string;
}

export const THEME_FILE_PREFIX = 'file:./';

/** The theme file links of a global styles response (theme base styles, record, variation). */
export function themeFileLinks(response: unknown): ThemeFileUri[] {
  const links = getPath(response, ['_links', 'wp:theme-file']);
  if (!Array.isArray(links)) return [];
  return links.filter(
    (link): link is ThemeFileUri =>
      isObject(link) && typeof link['name'] === 'string' && typeof link['href'] === 'string',
  );
}

/** A reference's path within the theme, URL-encoded, or undefined when it would leave the
 * theme's folder (an empty, `.` or `..` segment). Encoded paths stay as they are. */
function themePath(reference: string): string | undefined {
  const path = reference.slice(THEME_FILE_PREFIX.length);
  const segments = path.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return undefined;
  }
  return isUriEncoded(path) ? path : segments.map(encodeURIComponent).join('/');
}

const folderUrl = (folder: string, path: string) => `${folder.replace(/\/+$/, '')}/${path}`;

/**
 * The URLs `value` may be at, in the order to try them: the host's link for a `file:./`
 * reference, else the theme's folder and (for a child theme) its parent's. Any other string is
 * its own URL; a reference nothing resolves gives none.
 */
export function themeFileUrls(
  value: string,
  uris: readonly ThemeFileUri[],
  folders?: ThemeFolders,
): string[] {
  if (!value.startsWith(THEME_FILE_PREFIX)) return [value];
  const linked = uris.find((uri) => uri.name === value)?.href;
  if (linked !== undefined) return [linked];
  const path = themePath(value);
  if (!folders || path === undefined) return [];
  const urls = [folderUrl(folders.stylesheetUri, path)];
  if (folders.templateUri && folders.templateUri !== folders.stylesheetUri) {
    urls.push(folderUrl(folders.templateUri, path));
  }
  return urls;
}

/**
 * `value` with a theme file reference replaced by its (first) URL; other strings as they are.
 * `undefined` for a reference nothing resolves.
 */
export function resolveThemeFile(
  value: string,
  uris: readonly ThemeFileUri[],
  folders?: ThemeFolders,
): string | undefined {
  return themeFileUrls(value, uris, folders)[0];
}

/** `styles.background` of one node with its image resolved (or dropped when it cannot be). */
function resolvedBackground(
  node: unknown,
  uris: readonly ThemeFileUri[],
  folders: ThemeFolders | undefined,
): JsonObject | undefined {
  const background = getPath(node, ['background']);
  const image = getPath(background, ['backgroundImage']);
  const url = getPath(image, ['url']);
  if (!isObject(background) || !isObject(image) || typeof url !== 'string') return undefined;
  if (!url.startsWith(THEME_FILE_PREFIX)) return undefined;
  const href = resolveThemeFile(url, uris, folders);
  if (href !== undefined) return { ...background, backgroundImage: { ...image, url: href } };
  const { backgroundImage: _unresolved, ...rest } = background;
  return rest;
}

/**
 * The merged tree with `file:./` background images of the root and of blocks resolved, as
 * WordPress resolves them. Nodes without such a reference are shared, not copied.
 */
export function resolveBackgroundImages(
  tree: JsonObject,
  uris: readonly ThemeFileUri[],
  folders?: ThemeFolders,
): JsonObject {
  const styles = tree['styles'];
  if (!isObject(styles)) return tree;
  let resolved: JsonObject = styles;
  const root = resolvedBackground(styles, uris, folders);
  if (root) resolved = { ...resolved, background: root };
  const blocks = styles['blocks'];
  if (isObject(blocks)) {
    let resolvedBlocks: JsonObject = blocks;
    for (const [name, block] of Object.entries(blocks)) {
      const background = resolvedBackground(block, uris, folders);
      if (!background || !isObject(block)) continue;
      if (resolvedBlocks === blocks) resolvedBlocks = { ...blocks };
      resolvedBlocks[name] = { ...block, background };
    }
    if (resolvedBlocks !== blocks) resolved = { ...resolved, blocks: resolvedBlocks };
  }
  return resolved === styles ? tree : { ...tree, styles: resolved };
}
