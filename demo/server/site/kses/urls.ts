// Character references and URLs in filtered markup. A URL attribute is checked as a browser will
// read it: references decoded (`&#106;avascript:`, `&#x6A`, `&colon;`), then tabs, line breaks
// and other control characters dropped (`java&Tab;script:`), then its scheme must be one of
// WordPress's allowed protocols (wp_allowed_protocols). A named reference this table does not
// know, before the scheme ends, is a doubt: the URL is refused.
import { allowedSchemes } from '../../rest/sanitize';

const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  bsol: '\\',
  num: '#',
  excl: '!',
  period: '.',
  comma: ',',
  semi: ';',
  equals: '=',
  quest: '?',
  percnt: '%',
  plus: '+',
  lowbar: '_',
  hyphen: '-',
  dash: '\u2010',
};

/**
 * Decodes numeric references (with or without `;`) and the named ones above; any other named
 * reference is left as written.
 */
export function decodeReferences(text: string): string {
  return text.replace(
    /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{0,31}));?/g,
    (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (decimal !== undefined || hex !== undefined) {
        const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
        if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
        return String.fromCodePoint(code);
      }
      const value = named[name!.toLowerCase()];
      return value !== undefined && whole.endsWith(';') ? value : whole;
    },
  );
}

/**
 * Whether a (decoded) URL may be kept: relative, or with an allowed scheme. Browsers strip
 * leading and trailing spaces and control characters and drop tabs and line breaks anywhere.
 */
export function allowedUrl(decoded: string): boolean {
  const url = decoded.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed.
    /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]/g,
    '',
  );
  const scheme = /^([^:/?#]*):/.exec(url);
  if (!scheme) return !/^[^/?#]*&[A-Za-z]/.test(url);
  const name = scheme[1]!.toLowerCase();
  return /^[a-z][a-z0-9+.-]*$/.test(name) && allowedSchemes.has(name);
}

/** Whether an attribute value, as written, holds an allowed URL. */
export function allowedUrlAttribute(raw: string): boolean {
  return allowedUrl(decodeReferences(raw));
}
