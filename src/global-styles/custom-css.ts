// Custom CSS written for a block or a block style variation (`styles.blocks[name].css`):
// declarations apply to the block's selector, and `&` opens a nested rule joined to it
// (`&.is-large{...}`, `& .inner{...}`, `&::before{...}`). Every rule keeps the one-class
// specificity of global styles; pseudo elements stay outside the `:where()` that caps it.
import { lowSpecificity } from './css';
import { appendToSelector, scopeSelector } from './selectors';

// A pseudo element with any combinator or spaces before it: `::before`, ` ::after`, `> ::marker`.
const PSEUDO_ELEMENT = /([>+~\s]*::[a-zA-Z-]+)/;

function nestedRule(part: string, selector: string): string {
  const pieces = part.replaceAll('}', '').split('{');
  if (pieces.length !== 2) return '';
  let nested = pieces[0] ?? '';
  const declarations = (pieces[1] ?? '').trim();
  const pseudo = PSEUDO_ELEMENT.exec(nested)?.[1] ?? '';
  if (pseudo) nested = nested.replace(pseudo, '');
  const joined = nested.startsWith(' ')
    ? scopeSelector(selector, nested)
    : appendToSelector(selector, nested);
  return `${lowSpecificity(joined)}${pseudo}{${declarations}}`;
}

/** The CSS of a block's (or variation's) custom CSS under `selector`. */
export function blockCustomCss(css: string, selector: string): string {
  if (!css) return '';
  let result = '';
  for (const part of css.split('&')) {
    if (!part) continue;
    result += part.includes('{')
      ? nestedRule(part, selector)
      : `${lowSpecificity(selector.trim())}{${part.trim()}}`;
  }
  return result;
}
