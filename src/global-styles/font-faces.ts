// `@font-face` rules for the font families of merged settings, the way WordPress prints them
// for theme.json fonts (`WP_Font_Face_Resolver` then `WP_Font_Face`): one family per name (a
// later origin's family of the same name replaces an earlier one), `font-family`, `font-style`,
// `font-weight` and `font-display` first with WordPress's defaults, then the face's other
// descriptors in its own order, sources ordered woff2, woff, ttf, eot, otf (svg last).
// Values come from theme files and the user's font library, and the CSS lands in a <style>
// element, so nothing may end a string, a rule or the element: family names are quoted and
// escaped, URLs percent-encoded, and other values that could break out are left out.
// Theme files (`file:./`) resolve as `theme-files.ts` says: a child theme's file gives two
// sources, its own folder's first. URLs not encoded yet are URI-encoded (spec 5).
import { cssUrl, staysInDeclaration, uriEncoded } from './css';
import { getPath, isObject } from './json';
import { type ThemeFileUri, type ThemeFolders, themeFileUrls } from './theme-files';
import type { JsonObject } from './types';
import { STYLESHEET_ORIGINS } from './types';

/** theme.json `fontFace` keys and their descriptors; `src` and the family are handled apart. */
const DESCRIPTORS: Readonly<Record<string, string>> = {
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
  fontDisplay: 'font-display',
  fontStretch: 'font-stretch',
  unicodeRange: 'unicode-range',
  fontVariant: 'font-variant',
  fontFeatureSettings: 'font-feature-settings',
  fontVariationSettings: 'font-variation-settings',
  ascentOverride: 'ascent-override',
  descentOverride: 'descent-override',
  lineGapOverride: 'line-gap-override',
  sizeAdjust: 'size-adjust',
};

const DEFAULTS: Readonly<Record<string, string>> = {
  'font-style': 'normal',
  'font-weight': '400',
  'font-display': 'fallback',
};

const FONT_DISPLAYS = new Set(['auto', 'block', 'fallback', 'optional', 'swap']);

/** Source formats by file extension, in the order `src` lists them. */
const FORMATS: ReadonlyArray<readonly [string, string]> = [
  ['woff2', 'woff2'],
  ['woff', 'woff'],
  ['ttf', 'truetype'],
  ['eot', 'embedded-opentype'],
  ['otf', 'opentype'],
  ['svg', 'svg'],
];

/** A descriptor value that cannot end the declaration, the rule or the <style> element. */
function safeValue(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  return staysInDeclaration(text) ? text.trim() : undefined;
}

/** The first family of a `font-family` list, without quotes: `"Fira Code", monospace` → Fira Code. */
export function fontFamilyName(fontFamily: string): string {
  const first = fontFamily.split(',')[0] ?? '';
  return first.trim().replace(/^["']+|["']+$/g, '');
}

/** A family name as a CSS value: bare when it is one identifier, else a quoted, escaped string. */
export function fontFamilyValue(name: string): string {
  if (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(name)) return name;
  const escaped = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are dropped.
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[\\"]/g, (char) => `\\${char}`)
    .replace(/</g, '\\3c ');
  return `"${escaped}"`;
}

/** The format of a font file URL from its extension, or undefined for one `src` cannot name. */
function formatOf(url: string): number {
  const path = url.split(/[?#]/)[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return FORMATS.findIndex(([known]) => known === extension);
}

/** Where theme files are: the host's links and the theme's folders. */
interface ThemeFiles {
  uris: readonly ThemeFileUri[];
  folders: ThemeFolders | undefined;
}

/** The `src` descriptor: theme files resolved, unknown formats and unresolved files left out. */
function srcValue(src: unknown, { uris, folders }: ThemeFiles): string | undefined {
  const list = (Array.isArray(src) ? src : [src]).filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );
  const data: string[] = [];
  const files: { url: string; format: number }[] = [];
  for (const item of list) {
    for (const url of themeFileUrls(item.trim(), uris, folders)) {
      if (url.startsWith('data:')) {
        data.push(`url('${cssUrl(url)}')`);
        continue;
      }
      const format = formatOf(url);
      if (format !== -1) files.push({ url: uriEncoded(url), format });
    }
  }
  files.sort((a, b) => a.format - b.format);
  const printed = [
    ...data,
    ...files.map(({ url, format }) => `url('${cssUrl(url)}') format('${FORMATS[format]![1]}')`),
  ];
  return printed.length > 0 ? printed.join(', ') : undefined;
}

/** One `@font-face` rule, or '' when the face has no source left. */
function fontFaceRule(family: string, face: JsonObject, themeFiles: ThemeFiles): string {
  const src = srcValue(face['src'], themeFiles);
  if (src === undefined) return '';
  const descriptors = new Map<string, string>([['font-family', fontFamilyValue(family)]]);
  for (const [descriptor, value] of Object.entries(DEFAULTS)) descriptors.set(descriptor, value);
  for (const [key, value] of Object.entries(face)) {
    if (key === 'src') {
      descriptors.set('src', src);
      continue;
    }
    const descriptor = DESCRIPTORS[key];
    const css = descriptor ? safeValue(value) : undefined;
    if (!descriptor || css === undefined) continue;
    if (descriptor === 'font-display' && !FONT_DISPLAYS.has(css)) continue;
    descriptors.set(descriptor, css);
  }
  let block = '';
  for (const [name, value] of descriptors) block += `${name}:${value};`;
  return `@font-face{${block}}`;
}

/** Font family presets of every origin, lowest first; a later family of the same name wins
 * (in the earlier one's place, as PHP arrays keep a replaced key's position). */
function familiesByName(settings: unknown): Map<string, JsonObject[]> {
  const presets = getPath(settings, ['typography', 'fontFamilies']);
  const lists = Array.isArray(presets)
    ? [presets]
    : STYLESHEET_ORIGINS.map((origin) => getPath(presets, [origin]));
  const families = new Map<string, JsonObject[]>();
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const family of list) {
      if (!isObject(family) || typeof family['fontFamily'] !== 'string') continue;
      const faces = family['fontFace'];
      if (!Array.isArray(faces) || faces.length === 0) continue;
      const name = fontFamilyName(family['fontFamily']);
      if (name === '') continue;
      families.set(name, faces.filter(isObject));
    }
  }
  return families;
}

/**
 * The `@font-face` rules for `settings.typography.fontFamilies` of merged settings; `file:./`
 * sources resolve through the host's theme file links, else the theme's folders.
 */
export function fontFaceRules(
  settings: unknown,
  uris: readonly ThemeFileUri[] = [],
  folders?: ThemeFolders,
): string {
  let css = '';
  for (const [name, faces] of familiesByName(settings)) {
    for (const face of faces) css += fontFaceRule(name, face, { uris, folders });
  }
  return css;
}
