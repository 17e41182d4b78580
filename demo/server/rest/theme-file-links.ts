// `_links['wp:theme-file']` for global styles responses, as WordPress 6.6+ sends them
// (`WP_Theme_JSON_Resolver::get_resolved_theme_uris`): one entry per `file:./…` background image
// of the root and of each block, with the URL the host serves the file at, the original string,
// the JSON path it sits at and a MIME type when the extension tells it. Like WordPress, nothing
// else is linked: a theme's `file:./` fonts are found from the theme's folder
// (`stylesheet_uri` of /wp/v2/themes), as WordPress's own front end finds them.
import type { LoadedTheme } from '../themes/theme-types';
import type { Links, RestContext } from './context';
import { themeUrl } from './themes-routes';

const PREFIX = 'file:./';

const MIME_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

// A type, not an interface: it must fit `Links`' `Record<string, unknown>` entries.
export type ThemeFileLink = {
  href: string;
  name: string;
  target: string;
  type?: string;
};

/** The background image references WordPress links: the root's, then each block's. */
function* backgroundImages(styles: unknown): Generator<[string, string]> {
  const imageOf = (node: unknown): unknown =>
    (node as { background?: { backgroundImage?: { url?: unknown } } } | undefined)?.background
      ?.backgroundImage?.url;
  const isReference = (url: unknown): url is string =>
    typeof url === 'string' && url.startsWith(PREFIX);
  if (typeof styles !== 'object' || styles === null) return;
  const root = imageOf(styles);
  if (isReference(root)) yield [root, 'styles.background.backgroundImage.url'];
  const blocks = (styles as { blocks?: unknown }).blocks;
  if (typeof blocks !== 'object' || blocks === null) return;
  for (const [name, block] of Object.entries(blocks)) {
    const url = imageOf(block);
    if (isReference(url)) yield [url, `styles.blocks.${name}.background.backgroundImage.url`];
  }
}

/** The theme-relative path of a reference, or null when it would leave the theme's folder. */
function relativePath(name: string): string | null {
  const segments = name.slice(PREFIX.length).split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return null;
  }
  return segments.map(encodeURIComponent).join('/');
}

/** The theme file links of a global styles document (`{ settings, styles }`). */
export function themeFileLinks(
  ctx: RestContext,
  theme: LoadedTheme,
  document: { settings?: unknown; styles?: unknown },
): ThemeFileLink[] {
  const base = themeUrl(ctx, theme);
  const links: ThemeFileLink[] = [];
  for (const [name, target] of backgroundImages(document.styles)) {
    const path = relativePath(name);
    if (path === null) continue;
    const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
    const type = MIME_TYPES[extension];
    links.push({ href: `${base}/${path}`, name, target, ...(type ? { type } : {}) });
  }
  return links;
}

/** `links` with `wp:theme-file` added when the document references theme files. */
export function withThemeFileLinks(
  links: Links,
  ctx: RestContext,
  theme: LoadedTheme,
  document: { settings?: unknown; styles?: unknown },
): Links {
  const files = themeFileLinks(ctx, theme, document);
  return files.length > 0 ? { ...links, 'wp:theme-file': files } : links;
}
