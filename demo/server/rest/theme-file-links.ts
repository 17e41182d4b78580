// `_links['wp:theme-file']` for global styles responses, as WordPress 6.6+ sends them: one entry
// per `file:./…` string in `settings` and `styles` (fonts, background images), with the URL the
// host serves the file at, the original string, the JSON path it sits at and a MIME type when the
// extension tells it. WordPress itself links background images; fonts are linked the same way so
// an editor can load a theme's `file:./` font faces without knowing the theme's URL.
import type { LoadedTheme } from '../themes/theme-types';
import type { Links, RestContext } from './context';
import { themeUrl } from './themes-routes';

const PREFIX = 'file:./';

const MIME_TYPES: Record<string, string> = {
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
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

/** Every `file:./` string under `node`, with its dotted path (array indexes as numbers). */
function* themeFileStrings(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') {
    if (node.startsWith(PREFIX)) yield [node, path];
  } else if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* themeFileStrings(item, `${path}.${index}`);
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      yield* themeFileStrings(value, `${path}.${key}`);
    }
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
  for (const part of ['settings', 'styles'] as const) {
    for (const [name, target] of themeFileStrings(document[part], part)) {
      const path = relativePath(name);
      if (path === null) continue;
      const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
      const type = MIME_TYPES[extension];
      links.push({ href: `${base}/${path}`, name, target, ...(type ? { type } : {}) });
    }
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
