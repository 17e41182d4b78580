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
