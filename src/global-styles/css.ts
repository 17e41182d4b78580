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
