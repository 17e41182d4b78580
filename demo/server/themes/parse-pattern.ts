// Theme patterns are PHP files: a docblock header inside `<?php ... ?>`, then block markup that
// may call translation functions. The demo host cannot run PHP, so the loader reads the header
// as data and resolves the simple translation calls to their source text; any other PHP is
// dropped, because guessing what it would print is worse than printing nothing.
import { readHeaderFields, splitHeaderList } from './parse-header';
import type { ThemePattern } from './theme-types';

/**
 * Translation functions we can resolve, and whether each prints by itself (`_e`) or only returns
 * its text (`__`, which prints only after `echo`). The text is always HTML-escaped: the plain
 * variants are trusted in PHP, but the demo host would rather never emit markup from a string.
 */
const translationFunctions: Record<string, { prints: boolean }> = {
  _e: { prints: true },
  esc_html_e: { prints: true },
  esc_attr_e: { prints: true },
  _ex: { prints: true },
  __: { prints: false },
  esc_html__: { prints: false },
  esc_attr__: { prints: false },
  _x: { prints: false },
  esc_html_x: { prints: false },
  esc_attr_x: { prints: false },
};

const phpString = String.raw`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"`;
const translationCall = new RegExp(
  String.raw`^\s*(echo\s+)?([A-Za-z_]+)\s*\(\s*(${phpString})\s*(?:,[^)]*)?\)\s*;?\s*$`,
);
const phpBlock = /<\?(?:php\b|=)([\s\S]*?)(?:\?>|$)/g;

/** The value of a PHP string literal, quotes removed and the common escapes undone. */
function phpStringValue(literal: string): string {
  const quote = literal[0];
  const body = literal.slice(1, -1);
  if (quote === "'") return body.replace(/\\(['\\])/g, '$1');
  const escapes: Record<string, string> = { n: '\n', t: '\t', '"': '"', '\\': '\\', $: '$' };
  return body.replace(/\\(.)/g, (whole, char: string) => escapes[char] ?? whole);
}

/** HTML-escapes text, leaving entities that are already encoded alone (as `esc_html` does). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}

/** What one PHP block would print, as far as we can tell without running it. */
function resolvePhpBlock(code: string, shortEcho: boolean): string {
  const call = translationCall.exec(code);
  if (!call) return '';
  const [, echo, fn = '', literal = "''"] = call;
  const known = translationFunctions[fn];
  if (!known || !(known.prints || echo || shortEcho)) return '';
  return escapeHtml(phpStringValue(literal));
}

/** Block markup with translation calls replaced by their text and all other PHP removed. */
export function resolvePatternMarkup(markup: string): string {
  return markup.replace(phpBlock, (whole, code: string) =>
    resolvePhpBlock(code, whole.startsWith('<?=')),
  );
}

/** `Inserter: no` (or `false`) hides a pattern from the inserter; anything else keeps it. */
function readInserter(value: string | undefined): boolean {
  if (value === undefined) return true;
  return !['no', 'false', '0'].includes(value.trim().toLowerCase());
}

function readViewportWidth(value: string | undefined): number | undefined {
  const width = Number.parseInt(value ?? '', 10);
  return Number.isFinite(width) && width > 0 ? width : undefined;
}

/**
 * A pattern from the text of a pattern file, or null (with a console warning naming `file`)
 * when the header lacks a Title or Slug: one broken pattern must not hide the whole theme.
 */
export function parsePattern(source: string, file: string): ThemePattern | null {
  const headerStart = source.indexOf('<?php');
  const headerEnd = headerStart === -1 ? -1 : source.indexOf('?>', headerStart);
  if (headerEnd === -1) {
    console.warn(`Skipping pattern ${file}: no <?php /** ... */ ?> header`);
    return null;
  }
  const fields = readHeaderFields(source.slice(headerStart, headerEnd));
  const title = fields.get('title');
  const name = fields.get('slug');
  if (!title || !name) {
    console.warn(`Skipping pattern ${file}: the header needs both "Title:" and "Slug:"`);
    return null;
  }
  const pattern: ThemePattern = {
    name,
    title,
    content: resolvePatternMarkup(source.slice(headerEnd + 2)).trim(),
    categories: splitHeaderList(fields.get('categories')),
    keywords: splitHeaderList(fields.get('keywords')),
    description: fields.get('description') ?? '',
    inserter: readInserter(fields.get('inserter')),
    blockTypes: splitHeaderList(fields.get('block types')),
    postTypes: splitHeaderList(fields.get('post types')),
    templateTypes: splitHeaderList(fields.get('template types')),
    source: 'theme',
  };
  const viewportWidth = readViewportWidth(fields.get('viewport width'));
  if (viewportWidth !== undefined) pattern.viewportWidth = viewportWidth;
  return pattern;
}
