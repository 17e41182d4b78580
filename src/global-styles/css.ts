// Printing rules in WordPress's compact form: `selector{name: value;name: value;}`.
import type { Declaration } from './types';

/** One ruleset, or `''` when there is nothing to declare. */
export function toRuleset(selector: string, declarations: readonly Declaration[]): string {
  if (declarations.length === 0) return '';
  let block = '';
  for (const { name, value } of declarations) block += `${name}: ${value};`;
  return `${selector}{${block}}`;
}

/** Rules in global styles are wrapped so their specificity stays at one class (0-1-0). */
export function lowSpecificity(selector: string): string {
  return `:root :where(${selector})`;
}

/** A URL for `url('…')`: characters that could close the string or the element are encoded. */
export function cssUrl(url: string): string {
  return url.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are encoded.
    /['"()<>\\\s\u0000-\u001f\u007f]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** Whether `text` holds percent-escapes already (so encoding it again would double them). */
export function isUriEncoded(text: string): boolean {
  try {
    // decodeURIComponent, not decodeURI: decodeURI keeps escapes of reserved characters (`%2C`).
    return decodeURIComponent(text) !== text;
  } catch {
    return false; // A lone `%` that is not an escape.
  }
}

/** A URL as it is when it is encoded already, else URI-encoded (spec 5: font sources). */
export function uriEncoded(url: string): string {
  if (isUriEncoded(url)) return url;
  try {
    return encodeURI(url);
  } catch {
    return url; // A lone surrogate cannot be encoded; `cssUrl` still keeps the rule whole.
  }
}
