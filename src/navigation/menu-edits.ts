// Edits of a menu tree, by item key. Each returns a new tree sharing every untouched item, or the
// same array when the edit does not apply (unknown key, nowhere to go). Text between items is
// positional (see MenuItem): lists re-seat it after a reorder, so the first item never picks up
// a separator and wrapper HTML stays at the edges of its parent. Longer than most modules: the
// list helpers, the tree walk and the edits only make sense together.
import { type MenuItem, canHoldItems, findItem, kindOf, newItemKey } from './menu-tree';

const LINK = 'core/navigation-link';
const SUBMENU = 'core/navigation-submenu';

// block.json attribute order of both blocks: WordPress writes attributes in this order.
const LINK_ATTRIBUTES = [
  'label',
  'type',
  'description',
  'rel',
  'id',
  'opensInNewTab',
  'url',
  'title',
  'kind',
  'isTopLevelLink',
  'isTopLevelItem',
];

export interface NewLink {
  /** Plain text; stored as the HTML WordPress keeps in `label`. */
  label: string;
  url: string;
  id?: number;
  type?: string;
  kind?: string;
}

export interface LinkChanges {
  label?: string;
  url?: string;
  opensInNewTab?: boolean;
  /** With `url`, points the link at an entity; without, a changed URL makes it a custom link. */
  id?: number;
  type?: string;
  kind?: string;
}

/** Plain text → label HTML (the label is rich text, so `&`, `<` and `>` are escaped). */
function labelHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Known attributes in block.json order, then any others as they were; defaults left out. */
function linkAttributes(attrs: Record<string, unknown>): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const name of LINK_ATTRIBUTES) if (attrs[name] !== undefined) ordered[name] = attrs[name];
  for (const [name, value] of Object.entries(attrs)) {
    if (!(name in ordered) && value !== undefined) ordered[name] = value;
  }
  if (ordered.opensInNewTab === false) delete ordered.opensInNewTab;
  return ordered;
}

function withAttributes(item: MenuItem, attrs: Record<string, unknown>): MenuItem {
  const { opener: _opener, ...rest } = item;
  return { ...rest, attrs };
}

/** Link ↔ submenu, as the block editor turns one into the other; the key and attributes stay. */
function asBlock(item: MenuItem, name: string): MenuItem {
  if (item.name === name) return item;
  const { opener: _opener, closer: _closer, ...rest } = item;
  const attrs = { ...item.attrs };
  const [from, to] =
    name === SUBMENU ? ['isTopLevelLink', 'isTopLevelItem'] : ['isTopLevelItem', 'isTopLevelLink'];
  if (from in attrs) {
    attrs[to] = attrs[from];
    delete attrs[from];
  }
  return { ...rest, name, kind: kindOf(name), html: '', attrs: linkAttributes(attrs) };
}

/** Keeps a "top level" flag the item already carries true to where it now sits. */
function placed(item: MenuItem, topLevel: boolean): MenuItem {
  const flag = item.kind === 'submenu' ? 'isTopLevelItem' : 'isTopLevelLink';
  if (!canHoldItems(item) || !(flag in item.attrs) || item.attrs[flag] === topLevel) return item;
  return withAttributes(item, { ...item.attrs, [flag]: topLevel });
}

// ---- lists and their positional text -------------------------------------------------------

/** The text slots of a list: before each item, then after the last (length n + 1). */
function gapsOf(list: readonly MenuItem[]): string[] {
  return [...list.map((item) => item.before), list.at(-1)?.after ?? ''];
}

function seat(list: readonly MenuItem[], gaps: readonly string[]): MenuItem[] {
  return list.map((item, i) => {
    const before = gaps[i]!;
    const after = i === list.length - 1 ? gaps[list.length]! : '';
    return item.before === before && item.after === after ? item : { ...item, before, after };
  });
}

function separatorOf(gaps: readonly string[]): string {
  const between = gaps[1];
  return gaps.length > 2 && between !== undefined && between.trim() === '' ? between : '\n\n';
}

function insertInList(list: readonly MenuItem[], item: MenuItem, at: number, root: boolean) {
  const n = list.length;
  const index = Math.max(0, Math.min(at, n));
  const items = [...list.slice(0, index), item, ...list.slice(index)];
  if (n === 0) return seat(items, root ? ['', ''] : ['\n', '\n']);
  const gaps = gapsOf(list);
  const separator = separatorOf(gaps);
  const next =
    index < n
      ? [...gaps.slice(0, index + 1), separator, ...gaps.slice(index + 1)]
      : [...gaps.slice(0, n), separator, gaps[n]!];
  return seat(items, next);
}

/** The list without item `index`, and the text left when it was the only one. */
function removeFromList(list: readonly MenuItem[], index: number) {
  const gaps = gapsOf(list);
  const items = list.filter((_, i) => i !== index);
  if (items.length === 0) return { items, leftover: gaps.join('') };
  gaps.splice(index === list.length - 1 ? index : index + 1, 1);
  return { items: seat(items, gaps), leftover: '' };
}

// ---- the tree ------------------------------------------------------------------------------

interface Location {
  /** Indices from the top level to the item's parent. */
  parentPath: number[];
  index: number;
}

function locate(items: readonly MenuItem[], key: string, path: number[] = []): Location | null {
  for (let i = 0; i < items.length; i++) {
    if (items[i]!.key === key) return { parentPath: path, index: i };
    const found = locate(items[i]!.children, key, [...path, i]);
    if (found) return found;
  }
  return null;
}

function listAt(items: readonly MenuItem[], path: readonly number[]): readonly MenuItem[] {
  return path.reduce<readonly MenuItem[]>((list, i) => list[i]!.children, items);
}

/**
 * A parent whose children changed. A link given its first item becomes a submenu, and a submenu
 * left without items becomes a link again, as in the block editor.
 */
function withChildren(parent: MenuItem, children: MenuItem[], leftover: string): MenuItem {
  const gained = parent.children.length === 0 && children.length > 0;
  const emptied = parent.children.length > 0 && children.length === 0;
  if (gained && parent.kind === 'link') return { ...asBlock(parent, SUBMENU), children };
  if (emptied && parent.kind === 'submenu') return { ...asBlock(parent, LINK), children };
  if (emptied) return { ...parent, children, html: canHoldItems(parent) ? '' : leftover };
  return { ...parent, children };
}

/** Replaces the list at `path` with what `change` makes of it, rebuilding the parents above. */
function updateList(
  items: MenuItem[],
  path: readonly number[],
  change: (list: readonly MenuItem[]) => { items: MenuItem[]; leftover?: string },
): MenuItem[] {
  if (path.length === 0) return change(items).items;
  const [first, ...rest] = path as [number, ...number[]];
  const parent = items[first]!;
  let children: MenuItem[];
  let leftover = '';
  if (rest.length === 0) {
    const changed = change(parent.children);
    children = changed.items;
    leftover = changed.leftover ?? '';
  } else {
    children = updateList(parent.children, rest, change);
  }
  const copy = [...items];
  copy[first] = withChildren(parent, children, leftover);
  return copy;
}

function updateItem(items: MenuItem[], key: string, change: (item: MenuItem) => MenuItem) {
  const at = locate(items, key);
  if (!at) return items;
  return updateList(items, at.parentPath, (list) => {
    const copy = [...list];
    copy[at.index] = change(list[at.index]!);
    return { items: copy };
  });
}

function pathOfKey(items: readonly MenuItem[], key: string): number[] | null {
  const at = locate(items, key);
  return at ? [...at.parentPath, at.index] : null;
}

function insertItem(
  items: MenuItem[],
  item: MenuItem,
  parentKey: string | null,
  index: number,
): MenuItem[] {
  const path = parentKey === null ? [] : pathOfKey(items, parentKey);
  if (!path) return items;
  if (parentKey !== null && !canHoldItems(listAt(items, path.slice(0, -1))[path.at(-1)!]!)) {
    return items;
  }
  const topLevel = path.length === 0;
  return updateList(items, path, (list) => ({
    items: insertInList(list, placed(item, topLevel), index, topLevel),
  }));
}

// ---- the edits -----------------------------------------------------------------------------

/** Adds a `core/navigation-link` at `index` (default: last) under `parentKey` (default: top). */
export function addLink(
  items: MenuItem[],
  link: NewLink,
  parentKey: string | null = null,
  index = Number.POSITIVE_INFINITY,
): MenuItem[] {
  const attrs = linkAttributes({
    label: labelHtml(link.label),
    type: link.type,
    id: link.id,
    url: link.url,
    kind: link.kind ?? (link.id === undefined ? 'custom' : undefined),
  });
  const item: MenuItem = {
    key: newItemKey(),
    name: LINK,
    attrs,
    children: [],
    kind: 'link',
    html: '',
    before: '',
    after: '',
  };
  return insertItem(items, item, parentKey, index);
}

/**
 * Changes a link's or submenu's label, URL or new-tab flag; other attributes stay. A new URL
 * without a new `id` cuts the link from the page or post it pointed at, as the block editor
 * does, so the host does not keep rendering the entity's permalink.
 */
export function updateLink(items: MenuItem[], key: string, changes: LinkChanges): MenuItem[] {
  const item = findItem(items, key);
  if (!item || !canHoldItems(item)) return items;
  const attrs: Record<string, unknown> = { ...item.attrs };
  if (changes.label !== undefined) attrs.label = labelHtml(changes.label);
  if (changes.url !== undefined && changes.url !== attrs.url) {
    attrs.url = changes.url;
    if (changes.id === undefined && attrs.id !== undefined) {
      delete attrs.id;
      attrs.kind = 'custom';
    }
  }
  if (changes.opensInNewTab !== undefined) attrs.opensInNewTab = changes.opensInNewTab;
  for (const name of ['id', 'type', 'kind'] as const) {
    if (changes[name] !== undefined) attrs[name] = changes[name];
  }
  const ordered = linkAttributes(attrs);
  if (JSON.stringify(ordered) === JSON.stringify(linkAttributes(item.attrs))) return items;
  return updateItem(items, key, (current) => withAttributes(current, ordered));
}

export function removeItem(items: MenuItem[], key: string): MenuItem[] {
  const at = locate(items, key);
  if (!at) return items;
  return updateList(items, at.parentPath, (list) => removeFromList(list, at.index));
}

/** Moves an item one place up or down among its siblings. */
export function moveItem(items: MenuItem[], key: string, direction: 'up' | 'down'): MenuItem[] {
  const at = locate(items, key);
  if (!at) return items;
  const target = at.index + (direction === 'up' ? -1 : 1);
  const siblings = listAt(items, at.parentPath);
  if (target < 0 || target >= siblings.length) return items;
  return updateList(items, at.parentPath, (list) => {
    const reordered = [...list];
    [reordered[at.index], reordered[target]] = [reordered[target]!, reordered[at.index]!];
    return { items: seat(reordered, gapsOf(list)) };
  });
}

/**
 * Moves an item under `parentKey` (null: the top level) so it ends up at `index` there, counted
 * once the item has left its old place. Refuses a parent that is the item or inside it, and a
 * parent that cannot hold items.
 */
export function moveItemTo(
  items: MenuItem[],
  key: string,
  parentKey: string | null,
  index: number,
): MenuItem[] {
  const item = findItem(items, key);
  if (!item) return items;
  if (parentKey !== null) {
    const parent = findItem(items, parentKey);
    if (!parent || !canHoldItems(parent) || findItem([item], parentKey)) return items;
  }
  const without = removeItem(items, key);
  // Removal may have turned the parent from a submenu into a link: its key is the same.
  return insertItem(without, item, parentKey, index);
}

/** Makes an item the last child of its previous sibling (a link becomes a submenu). */
export function indentItem(items: MenuItem[], key: string): MenuItem[] {
  const at = locate(items, key);
  if (!at || at.index === 0) return items;
  const previous = listAt(items, at.parentPath)[at.index - 1]!;
  if (!canHoldItems(previous)) return items;
  return moveItemTo(items, key, previous.key, previous.children.length);
}

/** Moves an item to just after its parent; no-op at the top level. */
export function outdentItem(items: MenuItem[], key: string): MenuItem[] {
  const at = locate(items, key);
  if (!at || at.parentPath.length === 0) return items;
  const parentIndex = at.parentPath.at(-1)!;
  const grandparentPath = at.parentPath.slice(0, -1);
  const grandparentKey =
    grandparentPath.length === 0
      ? null
      : listAt(items, grandparentPath.slice(0, -1))[grandparentPath.at(-1)!]!.key;
  return moveItemTo(items, key, grandparentKey, parentIndex + 1);
}
