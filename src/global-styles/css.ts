// Printing rules in WordPress's compact form: `selector{name: value;name: value;}`.
import type { Declaration } from './types';

/**
 * Whether a declaration's name or value stays inside its declaration: nothing that ends it, its
 * rule or the `<style>` element (`;`, `{`, `}`, `<`, `>`), starts a comment, or escapes what
 * follows (`\\`, control characters); quotes and parentheses balanced, so no string or
 * function runs on over the `;` printed after it. Values come from the host, and a host whose
 * users may write unfiltered HTML (a real WordPress's administrators) sends them unfiltered.
 */
export function staysInDeclaration(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[;{}<>\\\u0000-\u001f\u007f]|\/\*|\*\//.test(text)) return false;
  let quote = '';
  let depth = 0;
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth < 0) return false;
  }
  return quote === '' && depth === 0;
}

/**
 * One ruleset, or `''` when there is nothing to declare. A declaration whose name or value would
 * leave it is dropped, as WordPress drops an unsafe style value.
 */
export function toRuleset(selector: string, declarations: readonly Declaration[]): string {
  let block = '';
  for (const { name, value } of declarations) {
    if (staysInDeclaration(name) && staysInDeclaration(value)) block += `${name}: ${value};`;
  }
  return block === '' ? '' : `${selector}{${block}}`;
}

/**
 * The stylesheet as it may go into a `<style>` element: `</style` (in custom CSS, which is free
 * text) cannot close the element; `<\/style` is only a broken rule in CSS.
 */
export function inStyleElement(css: string): string {
  return css.replace(/<\/(?=style)/gi, '<\\/');
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
