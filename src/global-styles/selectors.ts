// Selectors: the elements theme.json styles (link, headings, button, caption...), their
// allowed pseudo classes, and the small selector algebra WordPress uses to scope, append to and
// prepend to comma-separated selector lists.

/** Element name -> its selector, in the order WordPress prints element styles. */
export const ELEMENTS: readonly (readonly [string, string])[] = [
  // `:where()` keeps a link's specificity at the element level; buttons have their own rules.
  ['link', 'a:where(:not(.wp-element-button))'],
  ['heading', 'h1, h2, h3, h4, h5, h6'],
  ['h1', 'h1'],
  ['h2', 'h2'],
  ['h3', 'h3'],
  ['h4', 'h4'],
  ['h5', 'h5'],
  ['h6', 'h6'],
  // `.wp-block-button__link` still matches buttons saved before the element class existed.
  ['button', '.wp-element-button, .wp-block-button__link'],
  [
    'caption',
    '.wp-element-caption, .wp-block-audio figcaption, .wp-block-embed figcaption, .wp-block-gallery figcaption, .wp-block-image figcaption, .wp-block-table figcaption, .wp-block-video figcaption',
  ],
  ['cite', 'cite'],
];

export const ELEMENT_SELECTORS: ReadonlyMap<string, string> = new Map(ELEMENTS);

/** Elements styled through a class (so their rules are wrapped like any class rule). */
export const ELEMENT_CLASS_NAMES: ReadonlyMap<string, string> = new Map([
  ['button', 'wp-element-button'],
  ['caption', 'wp-element-caption'],
]);

// Link states in cascade order: user actions (hover, focus, active) outrank visited.
const INTERACTIVE_STATES = [':link', ':any-link', ':visited', ':hover', ':focus', ':active'];

/** The pseudo classes theme.json may style per element. */
export const ELEMENT_PSEUDO_CLASSES: ReadonlyMap<string, readonly string[]> = new Map([
  ['link', INTERACTIVE_STATES],
  ['button', INTERACTIVE_STATES],
]);

/** `'h1, h2'` + `'.x'` -> `'h1.x, h2.x'`. */
export function appendToSelector(selector: string, toAppend: string): string {
  if (!selector.includes(',')) return selector + toAppend;
  return selector
    .split(',')
    .map((part) => part + toAppend)
    .join(',');
}

/** `'h1, h2'` with `'.x '` -> `'.x h1,.x  h2'` (each part keeps its own spacing). */
export function prependToSelector(selector: string, toPrepend: string): string {
  if (!selector.includes(',')) return toPrepend + selector;
  return selector
    .split(',')
    .map((part) => toPrepend + part)
    .join(',');
}

/** Every selector of `selector` inside every selector of `scope`: `'.a, .b'` x `'p'`. */
export function scopeSelector(scope: string, selector: string): string {
  if (!scope || !selector) return selector;
  const scoped: string[] = [];
  for (const outerRaw of scope.split(',')) {
    for (const innerRaw of selector.split(',')) {
      const outer = outerRaw.trim();
      const inner = innerRaw.trim();
      if (outer && inner) scoped.push(`${outer} ${inner}`);
      else if (!outer) scoped.push(inner);
      else if (!inner) scoped.push(outer);
    }
  }
  return scoped.join(', ');
}

// The first compound's leading run: `.wp-block` in `.wp-block .inner`, `div` in
// `div:first-child`, `where(.outer` in `:where(.outer .inner)`.
const FIRST_COMPOUND = /[^\s:]+/;

/**
 * A block style variation's selector: `.is-style-{name}` joined to the first compound of each
 * selector in the block's list (`p` -> `p.is-style-x`, `.a .b` -> `.a.is-style-x .b`).
 */
export function blockStyleVariationSelector(variation: string, blockSelector: string): string {
  const variationClass = `.is-style-${variation}`;
  if (!blockSelector) return variationClass;
  return blockSelector
    .split(',')
    .map((part) => part.replace(FIRST_COMPOUND, (compound) => compound + variationClass))
    .join(',');
}

/**
 * The selector of each element inside a block: the element's selector after each of the
 * block's selectors, unless the block's selector is the element itself.
 */
export function blockElementSelectors(rootSelector: string): Record<string, string> {
  const blockSelectors = rootSelector.split(',');
  const result: Record<string, string> = {};
  for (const [element, elementSelector] of ELEMENTS) {
    const parts: string[] = [];
    for (const blockSelector of blockSelectors) {
      if (blockSelector === elementSelector) {
        parts.splice(0, parts.length, elementSelector);
        break;
      }
      parts.push(prependToSelector(elementSelector, `${blockSelector} `));
    }
    result[element] = parts.join(',');
  }
  return result;
}
