// A navigation menu's content (the raw block markup of a wp_navigation post) as a tree of items,
// and back. Serialising is exact: an item keeps the source text of its comment delimiters and
// the text around it, so `serializeMenu(parseMenu(x)) === x` for any markup and an edit changes
// only the bytes of the blocks it touched. Edits live in menu-edits.ts.
import { textFromHtml } from '../block-preview/escape';
import { __ } from '../i18n/translate';
import { blockCloser, blockOpener, isVoidOpener, readBlockTokens } from './block-markup';

export type MenuItemKind = 'link' | 'submenu' | 'page-list' | 'home-link' | 'other';

/**
 * One item of a menu. Items are immutable: edits return new trees that share untouched items.
 * Text around items is positional: `before` is what precedes the item in its list (after the
 * previous sibling, or after the parent's opening comment: wrapper HTML such as `<ul>` lives
 * there), `after` what follows the last item of a list.
 */
export interface MenuItem {
  /** Stable and unique for the session; not derived from content. */
  key: string;
  /** Block name, e.g. 'core/navigation-link'; null for free HTML between blocks. */
  name: string | null;
  attrs: Record<string, unknown>;
  children: MenuItem[];
  kind: MenuItemKind;
  /** Free HTML (name null), or the saved HTML of a block without inner blocks. */
  html: string;
  before: string;
  after: string;
  /** The opening comment as read; absent once the block changed (WordPress's form is written). */
  opener?: string;
  /** The closing comment as read ('' for a void or unclosed block); absent once renamed. */
  closer?: string;
}

const KINDS: Readonly<Record<string, MenuItemKind>> = {
  'core/navigation-link': 'link',
  'core/navigation-submenu': 'submenu',
  'core/page-list': 'page-list',
  'core/home-link': 'home-link',
};

export function kindOf(name: string | null): MenuItemKind {
  return (name && KINDS[name]) || 'other';
}

let lastKey = 0;

/** A fresh item key: a counter, so keys never depend on labels or positions. */
export function newItemKey(): string {
  lastKey += 1;
  return `menu-item-${lastKey}`;
}

interface Frame {
  item: MenuItem | null;
  children: MenuItem[];
  /** Text since the frame's opener or its last child. */
  text: string;
}

function freeform(html: string): MenuItem {
  return {
    key: newItemKey(),
    name: null,
    attrs: {},
    children: [],
    kind: 'other',
    html,
    before: '',
    after: '',
  };
}

/**
 * Top-level text is a freeform item unless it is only whitespace between blocks, which stays
 * as the next item's `before`. Inside a block all text is the block's own HTML.
 */
function addChild(frame: Frame, child: MenuItem, root: boolean): void {
  if (root && frame.text.trim() !== '') {
    frame.children.push(freeform(frame.text));
    frame.text = '';
  }
  frame.children.push({ ...child, before: frame.text });
  frame.text = '';
}

function close(frame: Frame, closer: string): MenuItem {
  const item = frame.item!;
  const last = frame.children.at(-1);
  if (last) frame.children[frame.children.length - 1] = { ...last, after: frame.text };
  return last
    ? { ...item, children: frame.children, closer }
    : { ...item, html: frame.text, closer };
}

/** Block markup → menu items. Never throws: text that is not a block is freeform. */
export function parseMenu(markup: string): MenuItem[] {
  const root: Frame = { item: null, children: [], text: '' };
  const stack: Frame[] = [root];
  let position = 0;
  for (const token of readBlockTokens(markup)) {
    const frame = stack.at(-1)!;
    frame.text += markup.slice(position, token.start);
    position = token.end;
    if (token.kind === 'closer' && stack.length === 1) {
      frame.text += token.text; // A closer without an opener is text, as in WordPress.
      continue;
    }
    if (token.kind === 'closer') {
      stack.pop();
      addChild(stack.at(-1)!, close(frame, token.text), stack.length === 1);
      continue;
    }
    const item: MenuItem = {
      key: newItemKey(),
      name: token.name,
      attrs: token.attrs,
      children: [],
      kind: kindOf(token.name),
      html: '',
      before: '',
      after: '',
      opener: token.text,
      closer: '',
    };
    if (token.kind === 'void') addChild(frame, item, stack.length === 1);
    else stack.push({ item, children: [], text: '' });
  }
  stack.at(-1)!.text += markup.slice(position);
  while (stack.length > 1) {
    const frame = stack.pop()!;
    addChild(stack.at(-1)!, close(frame, ''), stack.length === 1);
  }
  const trailing = root.text;
  const last = root.children.at(-1);
  if (last && trailing.trim() === '') {
    root.children[root.children.length - 1] = { ...last, after: trailing };
  } else if (trailing !== '') {
    root.children.push(freeform(trailing));
  }
  return root.children;
}

function serializeList(items: readonly MenuItem[]): string {
  let out = '';
  for (const item of items) out += item.before + serializeItem(item) + item.after;
  return out;
}

function serializeItem(item: MenuItem): string {
  if (item.name === null) return item.html;
  const inner = item.children.length > 0 ? serializeList(item.children) : item.html;
  // A void comment read from the source cannot wrap content it gained since.
  const keep = item.opener !== undefined && !(isVoidOpener(item.opener) && inner !== '');
  if (keep) return item.opener + inner + (item.closer ?? blockCloser(item.name));
  const isVoid = inner === '';
  const closer = isVoid ? '' : item.closer || blockCloser(item.name);
  return blockOpener(item.name, item.attrs, isVoid) + inner + closer;
}

/** Menu items → block markup: source bytes where untouched, WordPress's form where edited. */
export function serializeMenu(items: readonly MenuItem[]): string {
  return serializeList(items);
}

/** True when the menu has no blocks (nothing, or only whitespace). */
export function isEmptyMenu(items: readonly MenuItem[]): boolean {
  return items.every((item) => item.name === null && item.html.trim() === '');
}

function readableBlockName(name: string): string {
  const local = name.slice(name.indexOf('/') + 1);
  return local
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** What the user reads for an item: its label as text, or a name for the kind of block. */
export function itemLabel(item: MenuItem): string {
  const label = typeof item.attrs.label === 'string' ? textFromHtml(item.attrs.label) : '';
  switch (item.kind) {
    case 'link':
    case 'submenu':
      return label;
    case 'home-link':
      return label || __('Home');
    case 'page-list':
      return __('Page List');
    default:
      return item.name === null ? textFromHtml(item.html) : readableBlockName(item.name);
  }
}

/** The item's `url` attribute ('' when none; a home link points at the site's home). */
export function itemUrl(item: MenuItem): string {
  return typeof item.attrs.url === 'string' ? item.attrs.url : '';
}

/** Only links and submenus hold items; adding into a link makes it a submenu. */
export function canHoldItems(item: MenuItem): boolean {
  return item.kind === 'link' || item.kind === 'submenu';
}

export function findItem(items: readonly MenuItem[], key: string): MenuItem | undefined {
  for (const item of items) {
    if (item.key === key) return item;
    const found = findItem(item.children, key);
    if (found) return found;
  }
  return undefined;
}

export interface FlatMenuItem {
  item: MenuItem;
  /** 0 at the top level (aria-level is depth + 1). */
  depth: number;
  parentKey: string | null;
  /** Position among its siblings, from 0 (aria-posinset is index + 1). */
  index: number;
  /** Number of siblings including itself (aria-setsize). */
  setSize: number;
}

/** Every item in display order with what an ARIA tree needs to describe it. */
export function flattenTree(items: readonly MenuItem[]): FlatMenuItem[] {
  const flat: FlatMenuItem[] = [];
  const walk = (list: readonly MenuItem[], depth: number, parentKey: string | null) => {
    list.forEach((item, index) => {
      flat.push({ item, depth, parentKey, index, setSize: list.length });
      walk(item.children, depth + 1, item.key);
    });
  };
  walk(items, 0, null);
  return flat;
}
