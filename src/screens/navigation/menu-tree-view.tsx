// A menu's items as an ARIA tree (spec 2.8, issue 7): one row per item, nested by level, with
// the roving focus of a tree (Up and Down, Home and End, Left to the parent, Right to the first
// child), reordering by keyboard (Alt with the arrows: up, down, indent, outdent) and by drag and
// drop (before, after, or into a link or submenu), and Delete to remove. Rows are memoised by
// item, so an edit re-renders only the rows it changed, and only the rows in view (plus the
// tree's tab stop) are in the page: the tree scrolls within a fixed height and rows have one
// height, so a menu of 500 items opens as fast as one of 20. Every row still says its level,
// position and set size, so assistive technology knows the whole tree.
import {
  type DragEvent,
  type KeyboardEvent,
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { __, sprintf } from '../../i18n';
import {
  canHoldItems,
  type FlatMenuItem,
  flattenTree,
  itemLabel,
  itemUrl,
  type MenuItem,
} from '../../navigation';

export interface MenuTreeViewProps {
  label: string;
  items: MenuItem[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  onMove: (key: string, direction: 'up' | 'down') => void;
  onIndent: (key: string) => void;
  onOutdent: (key: string) => void;
  onRemove: (key: string) => void;
  onMoveTo: (key: string, parentKey: string | null, index: number) => void;
}

type DropPlace = 'before' | 'after' | 'inside';

/** Every row's height in px (styles.ts). */
export const ROW_HEIGHT = 36;
/** Rows rendered above and below the visible ones. */
const OVERSCAN = 10;
/** The tree's height until it has been measured. */
const INITIAL_HEIGHT = 720;

const kindLabels: Record<MenuItem['kind'], () => string> = {
  link: () => __('Link'),
  submenu: () => __('Submenu'),
  'page-list': () => __('Page List'),
  'home-link': () => __('Home Link'),
  other: () => __('Block'),
};

interface RowProps {
  // The entry's parts, not the entry: a new flat list is made on each edit, its items are not.
  item: MenuItem;
  depth: number;
  index: number;
  setSize: number;
  selected: boolean;
  tabbable: boolean;
  dropPlace: DropPlace | null;
  expanded: boolean | undefined;
}

const Row = memo(function Row({
  item,
  depth,
  index,
  setSize,
  selected,
  tabbable,
  dropPlace,
  expanded,
}: RowProps) {
  const label = itemLabel(item) || __('(no label)');
  const url = itemUrl(item);
  return (
    <div
      role="treeitem"
      aria-level={depth + 1}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      aria-selected={selected}
      aria-expanded={expanded}
      aria-label={sprintf(__('%1$s, %2$s'), label, kindLabels[item.kind]())}
      tabIndex={tabbable ? 0 : -1}
      data-key={item.key}
      draggable
      className={`nv-row${selected ? ' is-selected' : ''}${dropPlace ? ` is-drop-${dropPlace}` : ''}`}
      style={{ paddingInlineStart: 8 + depth * 20 }}
    >
      <span className="nv-row__label">{label}</span>
      <span className="nv-row__kind">{kindLabels[item.kind]()}</span>
      {url && <span className="nv-row__url">{url}</span>}
    </div>
  );
});

export function MenuTreeView({
  label,
  items,
  selectedKey,
  onSelect,
  onMove,
  onIndent,
  onOutdent,
  onRemove,
  onMoveTo,
}: MenuTreeViewProps) {
  const flat = useMemo(() => flattenTree(items), [items]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [drop, setDrop] = useState<{ key: string; place: DropPlace } | null>(null);
  const dragged = useRef<string | null>(null);
  const treeRef = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, height: INITIAL_HEIGHT });
  useEffect(() => {
    const tree = treeRef.current;
    if (!tree) return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.contentRect.height ?? INITIAL_HEIGHT;
      setScroll((current) => (current.height === height ? current : { ...current, height }));
    });
    observer.observe(tree);
    return () => observer.disconnect();
  }, []);

  // Rows under a collapsed item are not shown.
  const shown = useMemo(() => {
    if (collapsed.size === 0) return flat;
    const result: FlatMenuItem[] = [];
    let hiddenBelow = Number.POSITIVE_INFINITY;
    for (const entry of flat) {
      if (entry.depth > hiddenBelow) continue;
      hiddenBelow = collapsed.has(entry.item.key) ? entry.depth : Number.POSITIVE_INFINITY;
      result.push(entry);
    }
    return result;
  }, [flat, collapsed]);
  const byKey = useMemo(() => new Map(flat.map((entry) => [entry.item.key, entry])), [flat]);
  const focusKey =
    selectedKey && shown.some((entry) => entry.item.key === selectedKey)
      ? selectedKey
      : (shown[0]?.item.key ?? null);

  // The rows in view, and the tab stop wherever it is (so Tab always finds the tree).
  const first = Math.max(0, Math.floor(scroll.top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(
    shown.length,
    Math.ceil((scroll.top + scroll.height) / ROW_HEIGHT) + OVERSCAN,
  );
  const focusIndex = shown.findIndex((entry) => entry.item.key === focusKey);
  const rendered: number[] = [];
  if (focusIndex >= 0 && focusIndex < first) rendered.push(focusIndex);
  for (let index = first; index < last; index += 1) rendered.push(index);
  if (focusIndex >= last) rendered.push(focusIndex);

  // A row to focus once it is rendered (it may first need scrolling into the window).
  const pendingFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    const row = treeRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
    if (!row) return;
    pendingFocus.current = null;
    if (row !== (row.getRootNode() as Document | ShadowRoot).activeElement) row.focus();
  });
  const focusRow = (key: string | null | undefined) => {
    if (!key) return;
    // The row becomes the tab stop, so it is rendered (in its place) even outside the window;
    // focusing it scrolls the tree to it, and the window follows the scroll.
    pendingFocus.current = key;
    onSelect(key);
  };
  const keyOf = (target: EventTarget) =>
    (target as HTMLElement).closest<HTMLElement>('[data-key]')?.dataset.key ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = keyOf(event.target);
    if (!key) return;
    const position = shown.findIndex((entry) => entry.item.key === key);
    const entry = shown[position];
    if (!entry) return;
    const hasChildren = entry.item.children.length > 0;
    let handled = true;
    if (event.altKey && event.key === 'ArrowUp') onMove(key, 'up');
    else if (event.altKey && event.key === 'ArrowDown') onMove(key, 'down');
    else if (event.altKey && event.key === 'ArrowRight') onIndent(key);
    else if (event.altKey && event.key === 'ArrowLeft') onOutdent(key);
    else if (event.key === 'ArrowDown') focusRow(shown[position + 1]?.item.key);
    else if (event.key === 'ArrowUp') focusRow(shown[position - 1]?.item.key);
    else if (event.key === 'Home') focusRow(shown[0]?.item.key);
    else if (event.key === 'End') focusRow(shown[shown.length - 1]?.item.key);
    else if (event.key === 'ArrowRight') {
      if (hasChildren && collapsed.has(key))
        setCollapsed((current) => new Set([...current].filter((other) => other !== key)));
      else if (hasChildren) focusRow(entry.item.children[0]?.key);
    } else if (event.key === 'ArrowLeft') {
      if (hasChildren && !collapsed.has(key)) setCollapsed((current) => new Set(current).add(key));
      else focusRow(entry.parentKey);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      // Focus goes to the row after the removed item and its children, else the one above.
      const after = shown.slice(position + 1).find((other) => other.depth <= entry.depth);
      const next = after ?? shown[position - 1];
      onRemove(key);
      if (next) focusRow(next.item.key);
    } else handled = false;
    if (!handled) return;
    event.preventDefault();
    // Moved items keep their key: focus stays on the row as it moves.
    if (event.altKey) focusRow(key);
  };

  // Drag and drop: the upper third of a row drops before it, the lower third after it, the
  // middle into it (links and submenus hold items).
  const placeFor = (event: DragEvent<HTMLDivElement>, key: string): DropPlace => {
    const box = (event.target as HTMLElement)
      .closest<HTMLElement>('[data-key]')!
      .getBoundingClientRect();
    const y = (event.clientY - box.top) / Math.max(box.height, 1);
    const target = byKey.get(key)?.item;
    if (y > 1 / 3 && y < 2 / 3 && target && canHoldItems(target)) return 'inside';
    return y < 0.5 ? 'before' : 'after';
  };
  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    const key = keyOf(event.target);
    if (!key) return;
    dragged.current = key;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', itemLabel(byKey.get(key)!.item));
  };
  const isInside = (key: string, ancestor: string) => {
    for (let entry = byKey.get(key); entry; entry = byKey.get(entry.parentKey ?? '')) {
      if (entry.item.key === ancestor) return true;
    }
    return false;
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    const key = keyOf(event.target);
    const source = dragged.current;
    if (!key || !source || isInside(key, source)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const place = placeFor(event, key);
    if (drop?.key !== key || drop.place !== place) setDrop({ key, place });
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const source = dragged.current;
    const target = drop && byKey.get(drop.key);
    dragged.current = null;
    setDrop(null);
    if (!source || !target || !drop) return;
    if (drop.place === 'inside') {
      onMoveTo(source, target.item.key, target.item.children.length);
      return;
    }
    const from = byKey.get(source)!;
    // The index in the target's list once the moved item has left its old place.
    let index = target.index + (drop.place === 'after' ? 1 : 0);
    if (from.parentKey === target.parentKey && from.index < index) index -= 1;
    onMoveTo(source, target.parentKey, index);
  };

  return (
    <div
      ref={treeRef}
      role="tree"
      aria-label={label}
      className="nv-tree"
      onKeyDown={onKeyDown}
      onScroll={(event) => {
        const top = event.currentTarget.scrollTop;
        setScroll((current) => (current.top === top ? current : { ...current, top }));
      }}
      onClick={(event) => {
        const key = keyOf(event.target);
        if (key) onSelect(key);
      }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDrop(null);
      }}
      onDrop={onDrop}
      onDragEnd={() => {
        dragged.current = null;
        setDrop(null);
      }}
    >
      {/* One flat, keyed list: a row keeps its element (and focus) as the window moves. */}
      {rendered.flatMap((position, i) => {
        const entry = shown[position]!;
        // Space for the rows not rendered between this one and the one before.
        const gap = position - (i === 0 ? 0 : rendered[i - 1]! + 1);
        const row = (
          <Row
            key={entry.item.key}
            item={entry.item}
            depth={entry.depth}
            index={entry.index}
            setSize={entry.setSize}
            selected={entry.item.key === selectedKey}
            tabbable={entry.item.key === focusKey}
            dropPlace={drop?.key === entry.item.key ? drop.place : null}
            expanded={entry.item.children.length > 0 ? !collapsed.has(entry.item.key) : undefined}
          />
        );
        return gap > 0
          ? [<div key={`gap-${position}`} role="none" style={{ height: gap * ROW_HEIGHT }} />, row]
          : [row];
      })}
      {rendered.length > 0 && rendered[rendered.length - 1]! < shown.length - 1 && (
        <div
          role="none"
          style={{ height: (shown.length - 1 - rendered[rendered.length - 1]!) * ROW_HEIGHT }}
        />
      )}
    </div>
  );
}
