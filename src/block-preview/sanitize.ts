// Makes host HTML safe to show: no script runs from it. Why a tokenizer and not a DOM: the
// renderer is pure (it also runs where there is no DOM), and safety here does not depend on
// reading HTML exactly as a browser would. Every tag is re-written from its parsed parts
// (allowed name, filtered attributes, values with `"`, `<`, `>` escaped), stray `<` in text
// becomes `&lt;`, and comments are dropped, so the output is a fresh, canonical stream the
// browser reads one way only. Where our reading differs from a browser's, the preview may lose
// some content, never gain a script.
import { decodeReferences, hasSafeScheme } from './escape';

/** Dropped with everything up to their end tag. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'iframe',
  'object',
  'applet',
  'frameset',
  'noembed',
  'noframes',
]);
/** Dropped tag only (void elements, or ones whose content is harmless markup). */
const DROPPED_TAG = new Set([
  'base',
  'meta',
  'link',
  'embed',
  'frame',
  'param',
  'plaintext',
  'animate',
  'set',
  'animatemotion',
  'animatetransform',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'data',
  'codebase',
  'cite',
  'longdesc',
  'lowsrc',
  'dynsrc',
]);
const TAG_NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;
const ATTRIBUTE_NAME = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;

interface Attribute {
  name: string;
  /** As written (character references undecoded); undefined for a bare attribute. */
  value?: string;
}

/** An image's own data URL (`<img src="data:image/…">`): shown as an image, it runs nothing. */
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

/** Attributes holding a list of image candidates (`url 2x, url 640w`): each URL is checked. */
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);

function isAllowedAttribute(tagName: string, { name, value }: Attribute): boolean {
  const lower = name.toLowerCase();
  if (!ATTRIBUTE_NAME.test(name) || lower.startsWith('on') || lower === 'srcdoc') return false;
  if (SRCSET_ATTRIBUTES.has(lower) && value !== undefined) {
    const list = decodeReferences(value, () => ':');
    return list
      .split(',')
      .every((candidate) => hasSafeScheme(candidate.trim().split(/\s+/)[0] ?? ''));
  }
  if (!URL_ATTRIBUTES.has(lower) || value === undefined) return true;
  // A reference we cannot decode might be `&colon;`: count it as one, so the check stays strict.
  const url = decodeReferences(value, () => ':');
  if (tagName === 'img' && lower === 'src' && DATA_IMAGE.test(url.trim())) return true;
  return hasSafeScheme(url);
}

function writeAttribute({ name, value }: Attribute): string {
  if (value === undefined) return ` ${name}`;
  // Values keep their references (the browser decodes them as before); only the characters
  // that could end the value or open a tag in a raw-text element are escaped.
  const escaped = value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return ` ${name}="${escaped}"`;
}

const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\n' || char === '\t' || char === '\f' || char === '\r';

/** Reads a tag's attributes from `start` (just after its name) to its `>`; null at EOF. */
function readAttributes(
  html: string,
  start: number,
): { attributes: Attribute[]; selfClosing: boolean; end: number } | null {
  const attributes: Attribute[] = [];
  let i = start;
  let selfClosing = false;
  while (i < html.length) {
    const char = html[i];
    if (isSpace(char)) i++;
    else if (char === '>') return { attributes, selfClosing, end: i + 1 };
    else if (char === '/') {
      selfClosing = html[i + 1] === '>';
      i++;
    } else {
      const nameStart = i;
      i++;
      while (i < html.length && !isSpace(html[i]) && !'/>='.includes(html[i]!)) i++;
      const attribute: Attribute = { name: html.slice(nameStart, i) };
      while (isSpace(html[i])) i++;
      if (html[i] === '=') {
        i++;
        while (isSpace(html[i])) i++;
        const quote = html[i];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, i + 1);
          if (close < 0) return null;
          attribute.value = html.slice(i + 1, close);
          i = close + 1;
        } else {
          const valueStart = i;
          while (i < html.length && !isSpace(html[i]) && html[i] !== '>') i++;
          attribute.value = html.slice(valueStart, i);
        }
      }
      selfClosing = false;
      attributes.push(attribute);
    }
  }
  return null;
}

/** Where a comment that starts at `start` (`<!--`) ends, as browsers read it. */
function commentEnd(html: string, start: number): number {
  const body = start + 4;
  if (html.startsWith('>', body)) return body + 1;
  if (html.startsWith('->', body)) return body + 2;
  const ends = [html.indexOf('-->', body), html.indexOf('--!>', body)].filter((n) => n >= 0);
  if (ends.length === 0) return html.length;
  const first = Math.min(...ends);
  return first + (html.startsWith('-->', first) ? 3 : 4);
}

/** Skips past the end tag of a dropped element (or to the end when it is never closed). */
function skipElement(html: string, name: string, from: number): number {
  const close = new RegExp(`</${name}[\\s/>]`, 'i');
  const match = close.exec(html.slice(from));
  if (!match) return html.length;
  const tagEnd = html.indexOf('>', from + match.index);
  return tagEnd < 0 ? html.length : tagEnd + 1;
}

/** Host HTML without scripts, event handler attributes or script URLs. */
export function sanitizeHtml(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      i = commentEnd(html, lt);
    } else if (
      next === '!' ||
      next === '?' ||
      (next === '/' && !/[a-zA-Z]/.test(html[lt + 2] ?? ''))
    ) {
      // Doctype, CDATA, processing instruction or bogus comment: up to the next `>`.
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
    } else if (/[a-zA-Z]/.test(next) || next === '/') {
      const closing = next === '/';
      const nameStart = lt + (closing ? 2 : 1);
      let nameEnd = nameStart;
      while (nameEnd < html.length && !isSpace(html[nameEnd]) && !'/>'.includes(html[nameEnd]!))
        nameEnd++;
      const name = html.slice(nameStart, nameEnd);
      const lower = name.toLowerCase();
      const tag = readAttributes(html, nameEnd);
      if (!tag) break;
      i = tag.end;
      if (!TAG_NAME.test(name) || DROPPED_TAG.has(lower)) continue;
      if (DROPPED_WITH_CONTENT.has(lower)) {
        if (!closing) i = skipElement(html, lower, i);
        continue;
      }
      if (closing) out += `</${name}>`;
      else {
        const attributes = tag.attributes
          .filter((attribute) => isAllowedAttribute(lower, attribute))
          .map(writeAttribute)
          .join('');
        out += `<${name}${attributes}${tag.selfClosing ? ' /' : ''}>`;
      }
    } else {
      out += '&lt;';
      i = lt + 1;
    }
  }
  return out;
}
