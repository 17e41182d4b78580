// Small builders for the HTML the dynamic blocks write: every attribute value and every text
// goes through escapeHtml here, so a render function cannot forget it.
import { escapeHtml } from './escape';

export type HtmlAttributes = Record<string, string | number | boolean | undefined | null>;

/** ` a="1" b` from a map: false, null, undefined and '' (except `alt`) are left out. */
export function attributes(map: HtmlAttributes): string {
  let out = '';
  for (const [name, value] of Object.entries(map)) {
    if (value === undefined || value === null || value === false) continue;
    if (value === '' && name !== 'alt') continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/** `<tag attrs>inner</tag>`; `inner` is HTML the caller built (escape texts with escapeHtml). */
export function element(tag: string, map: HtmlAttributes, inner = ''): string {
  return `<${tag}${attributes(map)}>${inner}</${tag}>`;
}

/** A void element: `<img …>`. */
export function voidElement(tag: string, map: HtmlAttributes): string {
  return `<${tag}${attributes(map)}>`;
}

/** Joins class names, skipping empty ones. */
export function classNames(...names: Array<string | false | undefined | null>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * The neutral stand-in for a block the preview cannot show (unknown, missing, failing, or a
 * repeat that would loop): an empty box that names the block.
 */
export function placeholder(blockName: string | null): string {
  return element('div', {
    class: 'block-preview-placeholder',
    'data-block': blockName ?? 'freeform',
    'aria-hidden': 'true',
  });
}

const TAG_NAMES = new Set([
  'div',
  'header',
  'footer',
  'main',
  'section',
  'article',
  'aside',
  'nav',
  'span',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'figure',
]);

/** A wrapper tag name from block attributes, or `fallback` when it is not a plain element. */
export function safeTagName(value: unknown, fallback: string): string {
  return typeof value === 'string' && TAG_NAMES.has(value) ? value : fallback;
}

/** `h1`…`h6` for levels 1–6, `p` for 0, `fallback` otherwise. */
export function headingTag(level: unknown, fallback: string): string {
  if (level === 0) return 'p';
  return typeof level === 'number' && level >= 1 && level <= 6 ? `h${level}` : fallback;
}

/**
 * Adds classes to the first element of an HTML fragment (a static block's saved HTML), the way
 * WordPress adds layout classes when it renders a block.
 */
export function addClassesToFirstElement(html: string, classes: string[]): string {
  if (classes.length === 0) return html;
  const start = html.search(/<[a-zA-Z]/);
  if (start < 0) return html;
  let end = start;
  let quote = '';
  for (; end < html.length; end++) {
    const char = html[end];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') break;
  }
  const tag = html.slice(start, end);
  const extra = escapeHtml(classes.join(' '));
  const withClasses = /\sclass="/.test(tag)
    ? tag.replace(/(\sclass=")([^"]*)"/, (_, head: string, value: string) =>
        value.trim() ? `${head}${value} ${extra}"` : `${head}${extra}"`,
      )
    : tag.replace(/^(<[a-zA-Z][^\s/>]*)/, `$1 class="${extra}"`);
  return html.slice(0, start) + withClasses + html.slice(end);
}
