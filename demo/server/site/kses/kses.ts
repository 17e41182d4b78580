// The markup filter for users without `unfiltered_html`, as WordPress's kses filters a post on
// save (content_save_pre, excerpt_save_pre, title_save_pre): allowed tags and attributes only
// (allowed-html.ts), URLs with allowed schemes only (urls.ts), safe inline CSS only
// (safe-css.ts), and block delimiters kept with their JSON attributes filtered too (as
// filter_block_kses does), so block markup stays valid.
//
// The output is written anew from the tokens (html-tokens.ts), never patched: text is escaped,
// attribute values are double-quoted and escaped, comments cannot close early, and no tag that
// changes how a browser reads what follows (script, style, textarea, title, svg, math,
// noscript…) is ever written. Whatever a payload does to confuse a parser, what comes out is
// read by a browser exactly as it was written here. When in doubt, something is dropped.
import {
  type AllowedHtml,
  droppedWithContent,
  postHtml,
  titleHtml,
  uriAttributes,
} from './allowed-html';
import { type Attribute, readsAsText, tokenize } from './html-tokens';
import { safeCss } from './safe-css';
import type { PostTextFilter } from '../../db/posts';
import { allowedUrl, allowedUrlAttribute, decodeReferences } from './urls';

/** Post content, an excerpt, or a block attribute's markup (wp_kses_post). */
export function filterPostHtml(html: string): string {
  return filter(html, postHtml);
}

/** A title (wp_filter_kses: a few inline tags, no attributes but href, title, cite, datetime). */
export function filterTitleHtml(html: string): string {
  return filter(html, titleHtml);
}

/** `&` that starts no character reference becomes `&amp;`. */
function escapeAmpersands(text: string): string {
  return text.replace(
    /&(?!(?:#\d{1,8}|#[xX][0-9a-fA-F]{1,7}|[A-Za-z][A-Za-z0-9]{0,31});)/g,
    '&amp;',
  );
}

const escapeText = (text: string) => escapeAmpersands(text).replace(/</g, '&lt;');
const escapeAttribute = (value: string) =>
  escapeAmpersands(value).replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function filter(html: string, allowed: AllowedHtml): string {
  let out = '';
  /** Open elements dropped with their content, innermost last. */
  const dropping: string[] = [];
  for (const token of tokenize(html)) {
    if (dropping.length > 0) {
      if (token.type === 'start' && droppedWithContent.has(token.name) && !token.selfClosing) {
        dropping.push(token.name);
      } else if (token.type === 'end' && token.name === dropping.at(-1)) {
        dropping.pop();
      }
      continue;
    }
    switch (token.type) {
      case 'text':
        out += escapeText(token.text);
        break;
      case 'raw':
      case 'bogus':
        break;
      case 'comment':
        if (allowed.comments) out += filterComment(token.data);
        break;
      case 'start': {
        if (droppedWithContent.has(token.name)) {
          // Raw-text elements arrive with their content as the next token; the others nest.
          if (!token.selfClosing && !readsAsText(token.name)) dropping.push(token.name);
          break;
        }
        if (!allowed.tag(token.name)) break;
        const attributes = filterAttributes(token.name, token.attributes, allowed);
        if (attributes === null) break;
        out += `<${token.name}${attributes}${token.selfClosing ? '/' : ''}>`;
        break;
      }
      case 'end':
        if (allowed.tag(token.name)) out += `</${token.name}>`;
        break;
    }
  }
  return out;
}

/** The attributes kept, written out; null drops the whole tag (an object without a safe PDF). */
function filterAttributes(
  tag: string,
  attributes: Attribute[],
  allowed: AllowedHtml,
): string | null {
  let out = '';
  for (const { name, value } of attributes) {
    if (!allowed.attribute(tag, name)) continue;
    if (value === null) {
      out += ` ${name}`;
      continue;
    }
    let kept = value;
    if (uriAttributes.has(name) && !allowedUrlAttribute(value)) continue;
    if (name === 'style') {
      const decoded = decodeReferences(value);
      const css = safeCss(decoded);
      if (css === '') continue;
      if (css !== decoded) kept = css;
    }
    out += ` ${name}="${escapeAttribute(kept)}"`;
  }
  if (tag === 'object' && !safePdfObject(attributes)) return null;
  return out;
}

/**
 * An object is kept only as the file block writes it: a PDF (`type="application/pdf"`) from an
 * http(s) or site-relative URL ending in .pdf, as WordPress's _wp_kses_allow_pdf_objects.
 */
function safePdfObject(attributes: Attribute[]): boolean {
  const value = (name: string) =>
    decodeReferences(attributes.find((attribute) => attribute.name === name)?.value ?? '');
  const data = value('data').trim();
  return (
    value('type') === 'application/pdf' &&
    /^(https?:\/\/|\/)[^?#]*\.pdf$/i.test(data) &&
    allowedUrl(data)
  );
}

// ---- Comments and block delimiters ----------------------------------------------------------

const blockDelimiter =
  /^\s+(\/)?wp:((?:[a-z][a-z0-9_-]*\/)?[a-z][a-z0-9_-]*)(?:\s+(\{[\s\S]*\}))?\s+(\/)?$/;

/** A comment written so it cannot end early or hide markup; a block delimiter kept valid. */
function filterComment(data: string): string {
  if (/^\s+\/?wp:/.test(data)) return filterBlockDelimiter(data);
  const clean = data
    .replace(/[<>]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return clean.trim() === '' ? '' : `<!--${clean}-->`;
}

function filterBlockDelimiter(data: string): string {
  const match = blockDelimiter.exec(data);
  if (!match) return '';
  const [, closer = '', name, json, selfClosing = ''] = match;
  if (json === undefined)
    return closer && selfClosing ? '' : `<!-- ${closer}wp:${name} ${selfClosing}-->`;
  if (closer) return '';
  let attributes: unknown;
  try {
    attributes = JSON.parse(json);
  } catch {
    return '';
  }
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) return '';
  const filtered = filterBlockValue(attributes, '', 0);
  if (filtered === undefined) return '';
  const unchanged =
    JSON.stringify(filtered) === JSON.stringify(attributes) && !/--|[<>]/.test(json);
  return `<!-- wp:${name} ${unchanged ? json : serializeAttributes(filtered)} ${selfClosing}-->`;
}

/** Block attributes as the block editor writes them: nothing that could end or break a comment. */
function serializeAttributes(attributes: unknown): string {
  return JSON.stringify(attributes)
    .replace(/--/g, '\\u002d\\u002d')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\\"/g, '\\u0022');
}

const urlKey = /url|href|src|link/i;

/**
 * A block attribute value with markup filtered out of its strings and keys (filter_block_kses),
 * URL-like keys held to allowed schemes and `tagName` to an allowed tag; undefined drops it.
 */
function filterBlockValue(value: unknown, key: string, depth: number): unknown {
  if (depth > 32) return undefined;
  if (typeof value === 'string') {
    if (key === 'tagName') return postHtml.tag(value) ? value : '';
    if (urlKey.test(key) && !allowedUrl(decodeReferences(value))) return '';
    // Without `<` a string holds no markup; `&` alone is harmless and stays as written.
    return value.includes('<') ? filterPostHtml(value) : value;
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const filtered = filterBlockValue(item, key, depth + 1);
      if (filtered !== undefined) items.push(filtered);
    }
    return items;
  }
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      // A key with markup in it is no attribute of any block: dropped.
      if (/[<>]/.test(name)) continue;
      const filtered = filterBlockValue(item, name, depth + 1);
      if (filtered === undefined) continue;
      Object.defineProperty(out, name, {
        value: filtered,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}

// ---- Posts ------------------------------------------------------------------------------------

/** Post types whose title, content and excerpt are markup (not the JSON of styles or fonts). */
const markupPostTypes = new Set([
  'post',
  'page',
  'attachment',
  'wp_block',
  'wp_template',
  'wp_template_part',
  'wp_navigation',
  'nav_menu_item',
]);

/** What kses_init_filters applies to a post saved by a user without unfiltered_html. */
export const ksesPostText: PostTextFilter = {
  applies: (type) => markupPostTypes.has(type),
  title: filterTitleHtml,
  markup: filterPostHtml,
};
