// Header comments: `Key: value` lines inside `/* ... */` (or `/** ... */`) comments, used both
// by style.css and by pattern files. Keys are matched case-insensitively because themes in the
// wild are not consistent about capitalisation.
import type { ThemeHeader } from './theme-types';

/** Like WordPress, only the start of a file is searched: headers never sit further down. */
const headerSearchLength = 8192;

/**
 * The `Key: value` pairs of the block comments near the start of `text`, keyed by the
 * lower-cased key. The first occurrence of a key wins, so a licence banner before the header
 * comment does no harm; decoration (`*`, `#`, `@`, `//`) before a key is ignored.
 */
export function readHeaderFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  const head = text.slice(0, headerSearchLength);
  for (const [, comment = ''] of head.matchAll(/\/\*([\s\S]*?)(?:\*\/|$)/g)) {
    for (const rawLine of comment.split(/\r\n|\r|\n/)) {
      const line = rawLine.replace(/^[\s*#@/]+/, '');
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const key = line.slice(0, colon).trim().toLowerCase();
      // A URL value contains colons too, so only the first colon separates key from value.
      const value = line.slice(colon + 1).trim();
      if (!key || fields.has(key)) continue;
      fields.set(key, value);
    }
  }
  return fields;
}

/** A comma-separated header value as a trimmed list without empty entries. */
export function splitHeaderList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

type ScalarHeaderKey = Exclude<keyof ThemeHeader, 'tags'>;

const themeHeaderKeys: Record<string, ScalarHeaderKey> = {
  'theme name': 'name',
  'theme uri': 'themeUri',
  author: 'author',
  'author uri': 'authorUri',
  description: 'description',
  version: 'version',
  'requires at least': 'requiresAtLeast',
  'tested up to': 'testedUpTo',
  'requires php': 'requiresPhp',
  license: 'license',
  'text domain': 'textDomain',
  template: 'template',
};

/**
 * The theme header of a style.css file. Throws an Error naming `file` when there is no header
 * comment or it has no `Theme Name`, because without a name the theme cannot be listed.
 */
export function parseThemeHeader(css: string, file: string): ThemeHeader {
  const fields = readHeaderFields(css);
  const name = fields.get('theme name');
  if (!name) {
    throw new Error(`${file}: missing theme header (a "Theme Name:" line in a comment at the top)`);
  }
  const header: ThemeHeader = { name };
  for (const [key, property] of Object.entries(themeHeaderKeys)) {
    const value = fields.get(key);
    if (value) header[property] = value;
  }
  const tags = splitHeaderList(fields.get('tags'));
  if (tags.length > 0) header.tags = tags;
  return header;
}
