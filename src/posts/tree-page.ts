// Which rows one page of a list in levels shows, read from the host as little as it can.
//
// A list of up to 500 items is read whole, 100 at a time, and ordered here (page-tree.ts). A
// longer one that a search or filter narrows (where a child's parent may be left out, so only a
// whole reading finds it) is shown flat, as the host sorts and pages it. A long list with
// every default status and no search (All items, the screen's start) would cost one request per
// 100 items before its first row: 100 requests for 10 000 pages. Such a list is read from the
// top instead: the top-level items a page of 100 at a time in the list's order, then the
// children of the items that can land on the asked page, level by level, until the page is
// known. Items under a trashed parent stand at the top level, as in a list read whole; an item
// whose parent has another unlisted status (a plugin's) is not found that way. The host's count
// is the total then (it may count an item the user may not edit: the rows come first there).
import type { QueryObject } from '../api/query';
import type { View } from '../data-view/types';
import { compareTextKeys, textSortKey } from '../data-view/text-order';
import { type PageTreeEntry, type PageTreeRow, pageTreeOrder } from './page-tree';
import {
  type PostListQueryOptions,
  pageTreeChildrenQuery,
  pageTreeIndexQuery,
  pageTreeTopQuery,
  siblingOrder,
  TREE_PAGE_SIZE,
  trashedItemsQuery,
  walksTreeFromTop,
} from './rest-query';
import { POST_LIST_PER_PAGE } from './views';

/** One page of a host list with its totals, as the entity store loads it. */
export interface HostPage {
  items: readonly PageTreeEntry[];
  total: number;
  totalPages: number;
}
export type LoadHostPage = (query: QueryObject) => Promise<HostPage>;

export interface TreePage {
  /** The page's rows in order, with their levels. */
  rows: PageTreeRow[];
  total: number;
  totalPages: number;
  /**
   * Too long to put in levels: a search or filter matching more than can be read whole, where
   * reading from the top would miss the items whose parent is filtered out. The list shows it
   * flat, as the host sorts and pages it (`rows` is empty then).
   */
  flat?: true;
}

/** Lists of up to this many pages of 100 are read whole. */
export const WHOLE_TREE_PAGES = 5;

/** Every page of a paged query, the first one already in hand. */
async function allPages(
  first: HostPage,
  query: (page: number) => QueryObject,
  load: LoadHostPage,
): Promise<PageTreeEntry[]> {
  const rest = Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => i + 2);
  const pages = await Promise.all(rest.map((page) => load(query(page))));
  return [first, ...pages].flatMap((page) => page.items);
}

const sliceOfPage = (rows: PageTreeRow[], view: View) => {
  const perPage = view.perPage ?? POST_LIST_PER_PAGE;
  const start = ((view.page ?? 1) - 1) * perPage;
  return rows.slice(start, start + perPage);
};

export interface TreePageHooks {
  /** Orders a whole index; a caller may keep its result while the same entries come again. */
  order?: (entries: PageTreeEntry[]) => PageTreeRow[];
  /**
   * A likely page while a long list is still read from the top (the rows asked for once the
   * deepest level read so far had no children on the page): the caller may start loading its
   * rows, which usually saves the last round trip.
   */
  guess?: (rows: PageTreeRow[]) => void;
}

/**
 * The rows of the view's page of a list in levels. `load` reads one host page (the store's
 * cached lists).
 */
export async function loadTreePage(
  view: View,
  options: PostListQueryOptions,
  load: LoadHostPage,
  hooks: TreePageHooks = {},
): Promise<TreePage> {
  const perPage = view.perPage ?? POST_LIST_PER_PAGE;
  const order = hooks.order ?? ((entries) => pageTreeOrder(entries, siblingOrder(view)));
  // The top's first page leaves first, then the trash, then the index's (as pageTreeFirstQueries
  // sends them): a long list starts at once.
  const firstTop = walksTreeFromTop(view, options)
    ? load(pageTreeTopQuery(view, options, 1))
    : undefined;
  // A short list does not wait for the top: its failure must not go unhandled either.
  firstTop?.catch(() => {});
  const orphans = firstTop && orphansOfTrash(view, options, load);
  const index = (page: number) => pageTreeIndexQuery(view, options, page);
  const indexed = load(index(1));
  if (!firstTop || !orphans || !(await isLong(firstTop, indexed))) {
    const first = await indexed;
    if (first.totalPages > WHOLE_TREE_PAGES)
      return { rows: [], ...totalsOf(first, view), flat: true };
    const rows = order(await allPages(first, index, load));
    return {
      rows: sliceOfPage(rows, view),
      total: rows.length,
      totalPages: Math.ceil(rows.length / perPage),
    };
  }
  const walk = { view, options, load, need: (view.page ?? 1) * perPage, guess: hooks.guess };
  const [prefix, first] = await Promise.all([readFromTop(walk, await firstTop, orphans), indexed]);
  return { rows: sliceOfPage(prefix, view), ...totalsOf(first, view) };
}

/** A list's totals as the host counts them. */
function totalsOf(first: HostPage, view: View) {
  const perPage = view.perPage ?? POST_LIST_PER_PAGE;
  return { total: first.total, totalPages: Math.ceil(first.total / perPage) };
}

/**
 * Whether a list is too long to read whole: known from its top level alone when that is long
 * (the walk then starts without waiting for the index), else from the index's count.
 */
async function isLong(firstTop: Promise<HostPage>, indexed: Promise<HostPage>) {
  const top = await Promise.race([firstTop.catch(() => undefined), indexed.then(() => undefined)]);
  if (top && top.totalPages > WHOLE_TREE_PAGES) return true;
  return (await indexed).totalPages > WHOLE_TREE_PAGES;
}

/**
 * Items of the list under a trashed parent: they stand at the top level, yet are not top-level
 * items. Not allowed to list the trash, or a failure: none is known.
 */
async function orphansOfTrash(
  view: View,
  options: PostListQueryOptions,
  load: LoadHostPage,
): Promise<PageTreeEntry[]> {
  try {
    const trash = await allPages(await load(trashedItemsQuery(1)), trashedItemsQuery, load);
    const ids = trash.map((item) => item.id);
    const found: PageTreeEntry[] = [];
    for (let i = 0; i < ids.length; i += TREE_PAGE_SIZE) {
      const parents = ids.slice(i, i + TREE_PAGE_SIZE);
      const query = (page: number) => pageTreeChildrenQuery(view, options, parents, page);
      found.push(...(await allPages(await load(query(1)), query, load)));
    }
    return found;
  } catch {
    return [];
  }
}

interface Walk {
  view: View;
  options: PostListQueryOptions;
  load: LoadHostPage;
  /** How many rows from the top: to the end of the asked page. */
  need: number;
  guess: TreePageHooks['guess'];
}

/**
 * The first `need` rows of the tree, read from the top: roots in the host's order (top-level
 * items a page at a time, with the orphans placed among them by title or key), each followed by
 * its children in the host's order. Each round asks for the children of every item that could
 * be among the first `need` rows were the unknown subtrees empty (so a round never asks for an
 * item's children in vain, and the rows are known after as many rounds as the page is deep).
 * The orphans are read meanwhile; the rows wait for them.
 */
async function readFromTop(
  walk: Walk,
  firstTop: HostPage,
  orphansRead: Promise<PageTreeEntry[]>,
): Promise<PageTreeRow[]> {
  const { view, options, load, need } = walk;
  const tops: PageTreeEntry[] = [...firstTop.items];
  let topPagesRead = 1;
  const children = new Map<number, PageTreeEntry[]>();
  let orphans: PageTreeEntry[] | undefined;
  const orphansKnown = orphansRead.then((found) => {
    orphans = found;
  });
  let placeOrphans = orphanPlacer(view, []);
  let placed: PageTreeEntry[] | undefined;
  let round = 0;

  for (;;) {
    if (orphans && placed !== orphans) {
      placed = orphans;
      placeOrphans = orphanPlacer(view, orphans);
    }
    const allTops = topPagesRead >= firstTop.totalPages;
    const { rows, unknown } = optimisticPrefix(placeOrphans(tops, allTops), children, need);
    const wantsTops = rows.length < need && !allTops;
    if (unknown.length === 0 && !wantsTops) {
      if (orphans) return rows;
      await orphansKnown;
      continue;
    }
    // After the first level, children are the exception: the page as it stands is a good bet.
    if (round++ > 0 && walk.guess) walk.guess(sliceOfPage(rows, view));
    const reads: Promise<unknown>[] = [];
    for (let i = 0; i < unknown.length; i += TREE_PAGE_SIZE) {
      const parents = unknown.slice(i, i + TREE_PAGE_SIZE);
      for (const id of parents) children.set(id, []);
      const query = (page: number) => pageTreeChildrenQuery(view, options, parents, page);
      reads.push(
        load(query(1))
          .then((first) => allPages(first, query, load))
          .then((found) => {
            for (const child of found) children.get(child.parent ?? 0)?.push(child);
          }),
      );
    }
    if (wantsTops) {
      topPagesRead += 1;
      reads.push(
        load(pageTreeTopQuery(view, options, topPagesRead)).then((page) => {
          tops.push(...page.items);
        }),
      );
    }
    await Promise.all(reads);
  }
}

/**
 * The first `need` rows, taking items whose children are not read yet as leaves, and those
 * items: the ones whose children the next round reads.
 */
function optimisticPrefix(
  roots: readonly PageTreeEntry[],
  children: ReadonlyMap<number, readonly PageTreeEntry[]>,
  need: number,
): { rows: PageTreeRow[]; unknown: number[] } {
  const rows: PageTreeRow[] = [];
  const unknown: number[] = [];
  const seen = new Set<number>();
  const stack: PageTreeRow[] = [];
  for (let r = roots.length - 1; r >= 0; r--)
    stack.push({ id: (roots[r] as PageTreeEntry).id, level: 0 });
  while (stack.length > 0 && rows.length < need) {
    const row = stack.pop() as PageTreeRow;
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    rows.push(row);
    const below = children.get(row.id);
    if (!below) {
      unknown.push(row.id);
      continue;
    }
    for (let i = below.length - 1; i >= 0; i--) {
      stack.push({ id: (below[i] as PageTreeEntry).id, level: row.level + 1 });
    }
  }
  return { rows, unknown };
}

/**
 * Places items under a trashed parent among the top-level items, by the list's sort field
 * (titles as people read them): before the first top-level item they sort before. One that
 * sorts after every top-level item read so far waits for the next page, unless none is left.
 */
function orphanPlacer(view: View, orphans: readonly PageTreeEntry[]) {
  const { field, direction } = siblingOrder(view);
  const sign = direction === 'desc' ? -1 : 1;
  const key = (entry: PageTreeEntry) => {
    const value = entry[field === 'title' ? 'title' : field];
    if (field !== 'title') return String(value ?? '');
    const title = value as { raw?: string } | undefined;
    return title?.raw ?? '';
  };
  const compare = (a: PageTreeEntry, b: PageTreeEntry) => {
    if (field === 'title') return sign * compareTextKeys(textSortKey(key(a)), textSortKey(key(b)));
    if (field === 'id') return sign * (a.id - b.id);
    const [x, y] = [key(a), key(b)];
    return sign * (x < y ? -1 : x > y ? 1 : 0);
  };
  const sorted = [...orphans].sort(compare);
  return (tops: readonly PageTreeEntry[], allTops: boolean): PageTreeEntry[] => {
    if (sorted.length === 0) return [...tops];
    const roots: PageTreeEntry[] = [];
    let o = 0;
    for (const top of tops) {
      while (o < sorted.length && compare(sorted[o] as PageTreeEntry, top) < 0) {
        roots.push(sorted[o++] as PageTreeEntry);
      }
      roots.push(top);
    }
    if (allTops) roots.push(...sorted.slice(o));
    return roots;
  };
}
