// Turning untrusted host data into safe HTML pieces: text, attribute values, URLs, CSS values.
// Host texts (titles, site title, excerpts) are always escaped, never trusted as markup.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text → HTML that shows exactly that text, in element content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
};

function codePoint(value: number): string {
  const valid = value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
  return valid ? String.fromCodePoint(value) : '\ufffd';
}

/**
 * Decodes character references in HTML text (`&#8217;`, `&amp;`) into characters. The REST API
 * answers `title.rendered` as HTML; the renderer wants text it can escape once.
 */
export function decodeEntities(html: string): string {
  return decodeReferences(html, (match) => match);
}

/**
 * Decodes numeric references (with or without `;`, as browsers do) and the named ones above;
 * `unknown` decides what an unknown named reference becomes.
 */
export function decodeReferences(html: string, unknown: (match: string) => string): string {
  return html.replace(
    /&(?:#([xX][0-9a-fA-F]+|\d+);?|([a-zA-Z][a-zA-Z0-9]*);)/g,
    (match, numeric: string | undefined, name: string | undefined) => {
      if (numeric) {
        const hex = numeric[0] === 'x' || numeric[0] === 'X';
        return codePoint(Number.parseInt(numeric.slice(hex ? 1 : 0), hex ? 16 : 10));
      }
      return NAMED_ENTITIES[name!] ?? unknown(match);
    },
  );
}

/** HTML → its text: tags (and script/style bodies) dropped, references decoded, spaces squeezed. */
export function textFromHtml(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

const SAFE_SCHEME = /^(https?|mailto|tel):/i;

/**
 * A URL safe to put in href/src: http(s), mailto, tel, relative paths and fragments pass;
 * `javascript:`, `data:` and other schemes become `''`. Control characters and spaces that a
 * browser would strip (`java\nscript:`) are removed before the check.
 */
export function safeUrl(url: string | undefined | null): string {
  if (!url) return '';
  return hasSafeScheme(url) ? url.trim() : '';
}

/** Does this URL (as the browser reads it: control characters dropped) have a safe scheme? */
export function hasSafeScheme(url: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these in URLs.
  const cleaned = url.replace(/[\u0000-\u0020\u007f]+/g, '');
  const scheme = /^[a-zA-Z][a-zA-Z0-9+.-]*:/.exec(cleaned);
  return !scheme || SAFE_SCHEME.test(cleaned);
}

/** Is this attribute value a URL the browser might load or navigate to? */
export function isUrlAttribute(name: string): boolean {
  return ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background'].includes(
    name,
  );
}

/**
 * A CSS value from block attributes, or undefined when it could break out of its declaration
 * or load something (`;`, braces, `<`, comments, `url(`, `expression(`).
 */
export function safeCssValue(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (/[;{}<>\\"]|\/\*|url\s*\(|expression\s*\(|@import/i.test(value)) return undefined;
  return value.trim();
}

/** A class-name token from block attributes: letters, digits, `-` and `_` only. */
export function safeClassName(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value)
    .split(/\s+/)
    .filter((token) => /^[A-Za-z0-9_-]+$/.test(token))
    .join(' ');
}
