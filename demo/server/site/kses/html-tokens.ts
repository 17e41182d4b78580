// An HTML tokenizer for the markup filter, after the WHATWG tokenizer's states: text, start and
// end tags with their attributes (quoted, unquoted, valueless; the first of a repeated name
// wins), comments as a browser ends them (`-->`, `--!>`, and the abrupt `<!-->` and `<!--->`),
// bogus comments (`<?…>`, `<!…>`, `</1…>`), and the elements whose content is not markup
// (script, style, textarea, title, plaintext…), read as one raw token up to their end tag.
// It never fails: whatever it reads, the filter re-writes from these tokens alone, so a
// difference from a browser's reading can drop content but never smuggle markup through.

export interface Attribute {
  name: string;
  /** The value as written, character references undecoded; null for a valueless attribute. */
  value: string | null;
}

export type Token =
  | { type: 'text'; text: string }
  | { type: 'comment'; data: string }
  | { type: 'bogus' }
  | { type: 'start'; name: string; attributes: Attribute[]; selfClosing: boolean }
  | { type: 'end'; name: string }
  /** The content of a raw-text element (script, style, textarea…), as written. */
  | { type: 'raw'; text: string };

/** Elements whose content a browser reads as text up to their end tag (scripting enabled). */
const rawTextElements = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
]);

/** Whether a start tag's content arrives as one `raw` token (raw-text elements, plaintext). */
export function readsAsText(name: string): boolean {
  return name === 'plaintext' || rawTextElements.has(name);
}

const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';
const isLetter = (char: string | undefined) => char !== undefined && /[A-Za-z]/.test(char);

export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  const length = html.length;
  let i = 0;
  let textStart = 0;
  const flushText = (end: number) => {
    if (end > textStart) tokens.push({ type: 'text', text: html.slice(textStart, end) });
  };
  /** Index just past the next `>` from `from`, or the end. */
  const pastGreaterThan = (from: number) => {
    const end = html.indexOf('>', from);
    return end === -1 ? length : end + 1;
  };

  while (i < length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    const next = html[lt + 1];
    if (next === '!') {
      flushText(lt);
      if (html.startsWith('<!--', lt)) {
        i = readComment(html, lt + 4, tokens);
      } else {
        // A doctype, a CDATA section outside foreign content, or any other `<!…>`.
        tokens.push({ type: 'bogus' });
        i = pastGreaterThan(lt + 2);
      }
      textStart = i;
    } else if (next === '?') {
      flushText(lt);
      tokens.push({ type: 'bogus' });
      i = pastGreaterThan(lt + 2);
      textStart = i;
    } else if (next === '/') {
      const after = html[lt + 2];
      if (isLetter(after)) {
        flushText(lt);
        const tag = readTag(html, lt + 2);
        if (!tag) {
          // End of input inside the tag: a browser drops it.
          i = length;
          textStart = length;
          break;
        }
        tokens.push({ type: 'end', name: tag.name });
        i = tag.end;
        textStart = i;
      } else if (after === '>') {
        flushText(lt);
        i = lt + 3;
        textStart = i;
      } else if (after === undefined) {
        i = length;
      } else {
        flushText(lt);
        tokens.push({ type: 'bogus' });
        i = pastGreaterThan(lt + 2);
        textStart = i;
      }
    } else if (isLetter(next)) {
      flushText(lt);
      const tag = readTag(html, lt + 1);
      if (!tag) {
        i = length;
        textStart = length;
        break;
      }
      tokens.push({
        type: 'start',
        name: tag.name,
        attributes: tag.attributes,
        selfClosing: tag.selfClosing,
      });
      i = tag.end;
      if (tag.name === 'plaintext') {
        tokens.push({ type: 'raw', text: html.slice(i) });
        i = length;
      } else if (rawTextElements.has(tag.name)) {
        const close = findEndTag(html, i, tag.name);
        tokens.push({ type: 'raw', text: html.slice(i, close) });
        i = close;
      }
      textStart = i;
    } else {
      // `<` before anything else (`a < b`, `<3`) is text.
      i = lt + 1;
    }
  }
  flushText(length);
  return tokens;
}

/** Reads a comment whose data starts at `from`; returns the index after it. */
function readComment(html: string, from: number, tokens: Token[]): number {
  if (html[from] === '>') {
    tokens.push({ type: 'comment', data: '' });
    return from + 1;
  }
  if (html.startsWith('->', from)) {
    tokens.push({ type: 'comment', data: '' });
    return from + 2;
  }
  let end = -1;
  let closeLength = 0;
  for (let j = html.indexOf('--', from); j !== -1; j = html.indexOf('--', j + 1)) {
    if (html[j + 2] === '>') {
      end = j;
      closeLength = 3;
      break;
    }
    if (html.startsWith('!>', j + 2)) {
      end = j;
      closeLength = 4;
      break;
    }
  }
  if (end === -1) {
    tokens.push({ type: 'comment', data: html.slice(from) });
    return html.length;
  }
  tokens.push({ type: 'comment', data: html.slice(from, end) });
  return end + closeLength;
}

/** Where the raw text of `name` ends: at `</name` followed by a space, `/` or `>`, or the end. */
function findEndTag(html: string, from: number, name: string): number {
  // Searched from `from` on, so each raw-text element costs its own length only.
  const endTag = new RegExp(`</${name}(?=[\\t\\n\\f\\r />]|$)`, 'gi');
  endTag.lastIndex = from;
  return endTag.exec(html)?.index ?? html.length;
}

interface ReadTag {
  name: string;
  attributes: Attribute[];
  selfClosing: boolean;
  end: number;
}

/** Reads a tag name and attributes from `from` (just past `<` or `</`); null at end of input. */
function readTag(html: string, from: number): ReadTag | null {
  const length = html.length;
  let i = from;
  while (i < length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i++;
  const name = html.slice(from, i).toLowerCase();
  const attributes: Attribute[] = [];
  const seen = new Set<string>();
  let selfClosing = false;
  for (;;) {
    while (i < length && isSpace(html[i])) i++;
    if (i >= length) return null;
    const char = html[i];
    if (char === '>') return { name, attributes, selfClosing, end: i + 1 };
    if (char === '/') {
      i++;
      if (html[i] === '>') selfClosing = true;
      continue;
    }
    selfClosing = false;
    // An attribute name; a leading `=` belongs to it.
    const nameStart = i;
    i++;
    while (i < length && !isSpace(html[i]) && !'/>='.includes(html[i]!)) i++;
    const attributeName = html.slice(nameStart, i).toLowerCase();
    while (i < length && isSpace(html[i])) i++;
    let value: string | null = null;
    if (html[i] === '=') {
      i++;
      while (i < length && isSpace(html[i])) i++;
      if (i >= length) return null;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else if (quote === '>') {
        value = '';
      } else {
        const valueStart = i;
        while (i < length && !isSpace(html[i]) && html[i] !== '>') i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!seen.has(attributeName)) {
      seen.add(attributeName);
      attributes.push({ name: attributeName, value });
    }
  }
}
