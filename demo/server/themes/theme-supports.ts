// Theme supports, shaped like the `theme_supports` field of `GET /wp/v2/themes`: every key is
// present, `false` when unsupported. In WordPress a classic theme declares supports by calling
// add_theme_support() from functions.php; the demo host cannot run PHP, so a classic theme
// lists them in a `theme-supports.json` file next to its style.css instead, e.g.
//   { "editor-styles": true, "title-tag": true, "html5": ["search-form", "gallery"] }
// Block themes need no such file: they get a fixed set automatically, plus what theme.json opts into.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ThemeJson } from './theme-types';

export const themeSupportsFile = 'theme-supports.json';

/** Every support the REST field reports, with its value when a theme does not declare it. */
const unsupported: Record<string, unknown> = {
  'align-wide': false,
  'appearance-tools': false,
  'automatic-feed-links': false,
  'block-templates': false,
  'block-template-parts': false,
  border: false,
  'custom-background': false,
  'custom-header': false,
  'custom-logo': false,
  'customize-selective-refresh-widgets': false,
  'dark-editor-style': false,
  'disable-custom-colors': false,
  'disable-custom-font-sizes': false,
  'disable-custom-gradients': false,
  'disable-layout-styles': false,
  'editor-color-palette': false,
  'editor-font-sizes': false,
  'editor-gradient-presets': false,
  'editor-spacing-sizes': false,
  'editor-styles': false,
  formats: ['standard'],
  html5: false,
  'link-color': false,
  'post-thumbnails': false,
  'responsive-embeds': false,
  'title-tag': false,
  'widgets-block-editor': false,
  'wp-block-styles': false,
};

/** What a theme gets just for being a block theme. */
const blockThemeSupports: Record<string, unknown> = {
  'align-wide': true,
  'automatic-feed-links': true,
  'block-templates': true,
  'block-template-parts': true,
  'editor-styles': true,
  html5: ['comment-form', 'comment-list', 'search-form', 'gallery', 'caption', 'style', 'script'],
  'post-thumbnails': true,
  'responsive-embeds': true,
  'title-tag': true,
  'wp-block-styles': true,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The theme.json settings that the REST field mirrors as supports. */
function supportsFromThemeJson(themeJson: ThemeJson | null): Record<string, unknown> {
  const settings = themeJson?.settings ?? {};
  const color = isRecord(settings['color']) ? settings['color'] : {};
  const appearanceTools = settings['appearanceTools'] === true;
  const supports: Record<string, unknown> = {};
  if (appearanceTools) {
    supports['appearance-tools'] = true;
    supports['border'] = true;
  }
  if (appearanceTools || color['link'] === true) supports['link-color'] = true;
  if (color['custom'] === false) supports['disable-custom-colors'] = true;
  if (color['customGradient'] === false) supports['disable-custom-gradients'] = true;
  return supports;
}

/** The supports a classic theme declares in theme-supports.json; none when the file is absent. */
export function readClassicThemeSupports(dir: string): Record<string, unknown> {
  const file = join(dir, themeSupportsFile);
  if (!existsSync(file)) return {};
  let declared: unknown;
  try {
    declared = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  if (!isRecord(declared)) throw new Error(`${file}: expected an object of supports`);
  return declared;
}

export function themeSupports(
  isBlockTheme: boolean,
  themeJson: ThemeJson | null,
  classicSupports: Record<string, unknown>,
): Record<string, unknown> {
  // A classic theme may still ship a theme.json (a "hybrid" theme), so both paths read it.
  if (!isBlockTheme) {
    return { ...unsupported, ...supportsFromThemeJson(themeJson), ...classicSupports };
  }
  return { ...unsupported, ...blockThemeSupports, ...supportsFromThemeJson(themeJson) };
}
