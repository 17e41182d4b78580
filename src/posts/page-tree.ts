// Pages in levels (the view's `showLevels`): each page right after its parent, siblings in the
// list's sort order, each row knowing its depth so the title can be indented.
//
// Why on the client: WordPress core cannot order a list by hierarchy (`orderby_hierarchy` is the
// Gutenberg plugin's; core 7.1 ignores it and answers flat). So the list reads the id, parent and
// sort keys of every matching page (`pageTreeIndexQuery`), orders them here, and asks for the
// current page's rows by id (`pageRowsQuery`). Paging the ordered ids, not the host's rows, keeps
// the tree right across pages.
import type { SortDirection } from '../data-view/types';
import { compareTextKeys, type TextSortKey, textSortKey } from '../data-view/text-order';

/** What the index holds of each matching item (`_fields` of `pageTreeIndexQuery`). */
export interface PageTreeEntry {
  id: number;
  parent?: number;
  menu_order?: number;
  title?: { raw?: string; rendered?: string } | string;
  [field: string]: unknown;
}

/** One row of the ordered tree: 0 at the top level. */
export interface PageTreeRow {
  id: number;
  level: number;
}

export interface SiblingOrder {
  field: string;
  direction: SortDirection;
}

type Compare = (a: PageTreeEntry, b: PageTreeEntry) => number;

function titleText(entry: PageTreeEntry): string {
  const { title } = entry;
  if (typeof title === 'string') return title;
  return title?.raw ?? title?.rendered ?? '';
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * How two siblings compare for `order`: titles as people read them (case and accents aside),
 * menu order then title, dates and slugs as text, ids and authors as numbers. Ties go by id,
 * so the order never depends on the order the host answered in.
 */
function siblingCompare(order: SiblingOrder | undefined): Compare {
  const field = order?.field ?? 'menu_order';
  const sign = order?.direction === 'desc' ? -1 : 1;
  const titleKeys = new Map<number, TextSortKey>();
  const titleKey = (entry: PageTreeEntry) => {
    const key = titleKeys.get(entry.id) ?? textSortKey(titleText(entry));
    titleKeys.set(entry.id, key);
    return key;
  };
  const byTitle: Compare = (a, b) => compareTextKeys(titleKey(a), titleKey(b));
  const byField: Record<string, Compare> = {
    title: byTitle,
    menu_order: (a, b) => numberOf(a.menu_order) - numberOf(b.menu_order) || byTitle(a, b),
  };
  const compare: Compare =
    byField[field] ??
    ((a, b) => {
      const x = a[field];
      const y = b[field];
      if (typeof x === 'string' || typeof y === 'string') {
        const [s, t] = [textOf(x), textOf(y)];
        return s < t ? -1 : s > t ? 1 : 0;
      }
      return numberOf(x) - numberOf(y);
    });
  return (a, b) => sign * compare(a, b) || a.id - b.id;
}

/**
 * Orders `entries` as a tree: every item right after its parent (and that parent's earlier
 * children with their own children), siblings by `order` (menu order when none is given).
 * An item whose parent is not among the entries (a draft parent filtered out, a search that
 * matched the child only) stands at the top level. Ids seen twice count once; items caught in a
 * parent cycle (corrupt data) are still listed, the cycle cut at its first item in sort order.
 */
export function pageTreeOrder(
  entries: readonly PageTreeEntry[],
  order?: SiblingOrder,
): PageTreeRow[] {
  const byId = new Map<number, PageTreeEntry>();
  for (const entry of entries) if (!byId.has(entry.id)) byId.set(entry.id, entry);

  const children = new Map<number, PageTreeEntry[]>();
  const roots: PageTreeEntry[] = [];
  for (const entry of byId.values()) {
    const parent = entry.parent ?? 0;
    if (parent !== 0 && parent !== entry.id && byId.has(parent)) {
      const siblings = children.get(parent);
      if (siblings) siblings.push(entry);
      else children.set(parent, [entry]);
    } else roots.push(entry);
  }
  const compare = siblingCompare(order);
  for (const siblings of children.values()) siblings.sort(compare);

  // Depth first without recursion: a chain of thousands of pages must not overflow the stack.
  const rows: PageTreeRow[] = [];
  const seen = new Set<number>();
  const walk = (root: PageTreeEntry, emit: boolean) => {
    const stack: PageTreeRow[] = [{ id: root.id, level: 0 }];
    while (stack.length > 0) {
      const row = stack.pop() as PageTreeRow;
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      if (emit) rows.push(row);
      const below = children.get(row.id) ?? [];
      for (let i = below.length - 1; i >= 0; i--) {
        stack.push({ id: (below[i] as PageTreeEntry).id, level: row.level + 1 });
      }
    }
  };

  // Items no root reaches sit on a cycle: its first item in sort order becomes a root.
  for (const root of roots) walk(root, false);
  if (seen.size < byId.size) {
    const unreached = [...byId.values()].filter((entry) => !seen.has(entry.id)).sort(compare);
    for (const entry of unreached) {
      if (seen.has(entry.id)) continue;
      roots.push(entry);
      walk(entry, false);
    }
  }
  seen.clear();
  roots.sort(compare);
  for (const root of roots) walk(root, true);
  return rows;
}
