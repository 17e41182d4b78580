// The block grammar at the level of source text: where each block comment starts and ends, so a
// menu can keep the exact bytes of every block an edit did not touch. WordPress's default parser
// (used by src/block-preview/parse.ts) gives parsed blocks but not their offsets, hence this
// small tokenizer. Its token rule follows the same grammar: `<!-- wp:name {json} -->`, the
// closer `<!-- /wp:name -->`, the void `<!-- wp:name {json} /-->`, the `core/` namespace implied.

export interface BlockToken {
  kind: 'opener' | 'closer' | 'void';
  /** Full block name, `core/` added when the comment has no namespace. */
  name: string;
  /** Parsed attributes; {} when absent or not valid JSON. */
  attrs: Record<string, unknown>;
  /** The comment exactly as written. */
  text: string;
  start: number;
  end: number;
}

// Attributes end at the first `}` followed by spaces and the comment's end, as in WordPress.
const TOKEN =
  /<!--\s+(\/)?wp:([a-z][a-z0-9_-]*\/)?([a-z][a-z0-9_-]*)\s+(\{[\s\S]*?\}\s+)?(\/)?-->/g;

function parseAttributes(json: string | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Every block comment in `markup`, in order. */
export function readBlockTokens(markup: string): BlockToken[] {
  const tokens: BlockToken[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(markup); match; match = TOKEN.exec(markup)) {
    const [text, closing, namespace, name, json, selfClosing] = match;
    tokens.push({
      kind: closing ? 'closer' : selfClosing ? 'void' : 'opener',
      name: `${namespace ?? 'core/'}${name}`,
      attrs: closing ? {} : parseAttributes(json?.trimEnd()),
      text,
      start: match.index,
      end: match.index + text.length,
    });
  }
  return tokens;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '\\\\': '\\u005c',
  '\\"': '\\u0022',
  '--': '\\u002d\\u002d',
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
};

/**
 * Attributes as WordPress's serializer writes them: JSON with `\\`, `\"`, `--`, `<`, `>` and `&`
 * as unicode escapes, so the JSON can neither end the HTML comment nor be broken by the
 * server's slash stripping. One left-to-right pass matches the serializer's ordered replaces
 * (escaped backslashes first, so a string ending in `\` keeps its closing quote).
 */
export function serializeBlockAttributes(attrs: Record<string, unknown>): string {
  return JSON.stringify(attrs).replace(/\\\\|\\"|--|[<>&]/g, (found) => ATTRIBUTE_ESCAPES[found]!);
}

/** `core/navigation-link` → `navigation-link`: delimiters leave out the core namespace. */
export function delimiterName(name: string): string {
  return name.startsWith('core/') ? name.slice(5) : name;
}

/** The opening comment WordPress writes; `isVoid` makes it the self-closing form. */
export function blockOpener(name: string, attrs: Record<string, unknown>, isVoid: boolean): string {
  const json = Object.keys(attrs).length > 0 ? `${serializeBlockAttributes(attrs)} ` : '';
  return `<!-- wp:${delimiterName(name)} ${json}${isVoid ? '/-->' : '-->'}`;
}

export function blockCloser(name: string): string {
  return `<!-- /wp:${delimiterName(name)} -->`;
}

export function isVoidOpener(text: string): boolean {
  return text.endsWith('/-->');
}
