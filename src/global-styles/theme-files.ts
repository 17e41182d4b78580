// Theme-relative file references (`file:./assets/fonts/inter.woff2`) in theme.json, resolved to
// absolute URLs through the links the host sends with global styles responses
// (`_links['wp:theme-file']`, WordPress 6.6+). The engine has no theme URL of its own: a
// reference without a link is left out rather than printed as `file:` (which no browser loads).
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

/**
 * `value` with a theme file reference replaced by its URL; other strings as they are.
 * `undefined` for a reference no link resolves.
 */
export function resolveThemeFile(value: string, uris: readonly ThemeFileUri[]): string | undefined {
  if (!value.startsWith(THEME_FILE_PREFIX)) return value;
  return uris.find((uri) => uri.name === value)?.href;
}

/** `styles.background` of one node with its image resolved (or dropped when it cannot be). */
function resolvedBackground(node: unknown, uris: readonly ThemeFileUri[]): JsonObject | undefined {
  const background = getPath(node, ['background']);
  const image = getPath(background, ['backgroundImage']);
  const url = getPath(image, ['url']);
  if (!isObject(background) || !isObject(image) || typeof url !== 'string') return undefined;
  if (!url.startsWith(THEME_FILE_PREFIX)) return undefined;
  const href = resolveThemeFile(url, uris);
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
): JsonObject {
  const styles = tree['styles'];
  if (!isObject(styles)) return tree;
  let resolved: JsonObject = styles;
  const root = resolvedBackground(styles, uris);
  if (root) resolved = { ...resolved, background: root };
  const blocks = styles['blocks'];
  if (isObject(blocks)) {
    let resolvedBlocks: JsonObject = blocks;
    for (const [name, block] of Object.entries(blocks)) {
      const background = resolvedBackground(block, uris);
      if (!background || !isObject(block)) continue;
      if (resolvedBlocks === blocks) resolvedBlocks = { ...blocks };
      resolvedBlocks[name] = { ...block, background };
    }
    if (resolvedBlocks !== blocks) resolved = { ...resolved, blocks: resolvedBlocks };
  }
  return resolved === styles ? tree : { ...tree, styles: resolved };
}
