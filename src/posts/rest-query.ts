// The page and post lists ask the host for one page of records (spec 7: per_page, page,
// _embed=author, order, orderby, search, status, author, author_exclude), with the featured image
// embedded too (`wp:featuredmedia`) for the list's media field. Only parameters WordPress core
// reads are sent (docs/host-contract.md, section 8), never a demo-host extension.
// A flat list is filtered, sorted and paged by the host. Levels (pages in a tree) are ordered on
// the client, which core cannot do: `pageTreeIndexQuery` reads the whole matching tree's ids and
// parents, and `pageRowsQuery` one page of it by id (see page-tree.ts).
import type { QueryObject } from '../api/query';
import type { Filter, View } from '../data-view/types';
import type { PostListScope } from './list-scope';
import type { SiblingOrder } from './page-tree';
import { DEFAULT_STATUSES, isHierarchicalPostType, POST_LIST_PER_PAGE } from './views';

// View field id → the host's `orderby`. Fields the host cannot sort by (status) are absent: the
// list then keeps the default order rather than sending a value the host rejects.
const ORDERBY: Readonly<Record<string, string>> = {
  title: 'title',
  date: 'date',
  modified: 'modified',
  author: 'author',
  id: 'id',
  slug: 'slug',
  parent: 'parent',
  menu_order: 'menu_order',
};

export interface PostListQueryOptions {
  /** Whether the type's items have parents; by default only pages do. */
  hierarchical?: boolean;
  /** Whose items and which statuses the user may list (`postListScope`); everything by default. */
  scope?: PostListScope;
}

/** A filter's values as a list of strings; empty when the filter has no value yet. */
function filterValues(filter: Filter): string[] {
  const raw = Array.isArray(filter.value) ? filter.value : [filter.value];
  return raw.filter((value) => value !== undefined && value !== null && value !== '').map(String);
}

const isInclusive = (filter: Filter) => filter.operator === 'isAny' || filter.operator === 'is';
const isExclusive = (filter: Filter) => filter.operator === 'isNone' || filter.operator === 'isNot';

/** The authors a list's Author field and filter offer (spec 7): everyone who may write. */
export const POST_AUTHORS_QUERY = {
  per_page: -1,
  who: 'authors',
  // The avatar too: a row whose record came back from a save (which embeds nothing) shows its
  // author from this list (src/screens/post-list/fields.tsx).
  _fields: 'id,name,avatar_urls',
  context: 'view',
} as const;

/** The statuses to list: the status filter's, or the default statuses. */
export function statusesForView(view: View): string[] {
  let statuses = [...DEFAULT_STATUSES];
  for (const filter of view.filters ?? []) {
    const values = filterValues(filter);
    if (filter.field !== 'status' || values.length === 0) continue;
    if (isInclusive(filter)) statuses = values;
    else if (isExclusive(filter)) statuses = statuses.filter((status) => !values.includes(status));
  }
  return statuses;
}

/** Whether the list shows levels: a hierarchical type whose view asks for them. */
export function showsLevels(view: View, postType: string, options: PostListQueryOptions = {}) {
  return Boolean(view.showLevels) && (options.hierarchical ?? isHierarchicalPostType(postType));
}

/** The order of siblings in levels: the view's sort, or menu order when none is chosen. */
export function siblingOrder(view: View): SiblingOrder {
  const field = view.sort && ORDERBY[view.sort.field] ? view.sort.field : undefined;
  return field
    ? { field, direction: view.sort?.direction ?? 'desc' }
    : { field: 'menu_order', direction: 'asc' };
}

function orderOf(view: View): QueryObject {
  const orderby = view.sort ? ORDERBY[view.sort.field] : undefined;
  if (view.sort && orderby) return { order: view.sort.direction ?? 'desc', orderby };
  return { order: 'desc', orderby: 'date' };
}

/** The author filter's values, narrowed to the user's own items when the scope says so. */
function authorFilters(view: View, scope: PostListScope | undefined): QueryObject | undefined {
  const query: QueryObject = {};
  for (const filter of view.filters ?? []) {
    const values = filterValues(filter);
    if (filter.field !== 'author' || values.length === 0) continue;
    if (isInclusive(filter)) query['author'] = values;
    else if (isExclusive(filter)) query['author_exclude'] = values;
  }
  if (scope?.author === undefined) return query;
  const me = String(scope.author);
  const chosen = query['author'] as string[] | undefined;
  const excluded = query['author_exclude'] as string[] | undefined;
  // The user's own items only: a filter that leaves them out leaves nothing (undefined).
  if ((chosen && !chosen.includes(me)) || excluded?.includes(me)) return undefined;
  return { author: [me] };
}

/** One page of the list as the host filters, sorts and pages it (a flat list). */
export function postListQuery(view: View, options: PostListQueryOptions = {}): QueryObject {
  return {
    per_page: view.perPage ?? POST_LIST_PER_PAGE,
    page: view.page ?? 1,
    _embed: 'author,wp:featuredmedia',
    ...orderOf(view),
    ...listFilters(view, options.scope),
  };
}

/** What every request of a list filters by: search, statuses and authors. */
function listFilters(view: View, scope: PostListScope | undefined): QueryObject {
  const query: QueryObject = {};
  const search = view.search?.trim();
  if (search) query['search'] = search;
  const excluded = scope?.excludedStatuses ?? [];
  const statuses = statusesForView(view).filter((status) => !excluded.includes(status));
  query['status'] = statuses.length > 0 ? statuses : [...DEFAULT_STATUSES];
  const authors = authorFilters(view, scope);
  Object.assign(query, authors);
  // Every status excluded, or no author left: an empty status list would make the host fall
  // back to `publish`, so ask for no post at all instead (`include=0` matches no id).
  if (statuses.length === 0 || !authors) query['include'] = [0];
  return query;
}

// The tree's queries read these of each item (nested `title.raw` keeps titles short), plus the
// sort field when siblings are ordered by another one. 100 a page: WordPress's largest.
const TREE_FIELDS = ['id', 'parent', 'menu_order', 'title.raw'];
export const TREE_PAGE_SIZE = 100;

function treeFields(view: View): string {
  // The records' fields are named as the view's sortable fields are.
  const sortField = siblingOrder(view).field;
  const known = sortField === 'title' || TREE_FIELDS.includes(sortField);
  return (known ? TREE_FIELDS : [...TREE_FIELDS, sortField]).join(',');
}

/**
 * Levels, read whole: one page (of 100) of the ids, parents and sort keys of every item the list
 * matches, by id, an order that cannot skip or repeat an item between pages.
 */
export function pageTreeIndexQuery(
  view: View,
  options: PostListQueryOptions = {},
  page = 1,
): QueryObject {
  return {
    per_page: TREE_PAGE_SIZE,
    page,
    orderby: 'id',
    order: 'asc',
    _fields: treeFields(view),
    ...listFilters(view, options.scope),
  };
}

// The sorts whose ties are rare enough to page through on the host (menu order ties all the time).
const HOST_SORTED_FIELDS = ['title', 'date', 'modified', 'slug', 'id'];

/**
 * Whether a list's tree can be read from the top down (`pageTreeTopQuery`, then children of the
 * rows shown) instead of whole: only when every item whose parent is listed too is found that
 * way, that is when the list has every default status, no search and no author (a parent left
 * out by a filter would hide its children), and a sort the host can page through.
 */
export function walksTreeFromTop(view: View, options: PostListQueryOptions = {}): boolean {
  const filters = listFilters(view, options.scope);
  const statuses = new Set(filters['status'] as string[]);
  return (
    !filters['search'] &&
    !filters['author'] &&
    !filters['author_exclude'] &&
    !filters['include'] &&
    statuses.size === DEFAULT_STATUSES.length &&
    DEFAULT_STATUSES.every((status) => statuses.has(status)) &&
    HOST_SORTED_FIELDS.includes(view.sort?.field ?? '')
  );
}

/** Levels from the top: one page (of 100) of the top-level items, in the list's order. */
export function pageTreeTopQuery(view: View, options: PostListQueryOptions = {}, page = 1) {
  return pageTreeChildrenQuery(view, options, [0], page);
}

/** Levels from the top: the children of `parents` (one page of 100), in the list's order. */
export function pageTreeChildrenQuery(
  view: View,
  options: PostListQueryOptions,
  parents: readonly number[],
  page = 1,
): QueryObject {
  return {
    ...pageTreeIndexQuery(view, options, page),
    ...orderOf(view),
    parent: [...parents],
  };
}

/**
 * Levels from the top: trashed items (one page of 100 ids). Their children in the list have
 * no listed parent, so they stand at the top level, yet are not top-level items.
 */
export function trashedItemsQuery(page = 1): QueryObject {
  return {
    per_page: TREE_PAGE_SIZE,
    page,
    orderby: 'id',
    order: 'asc',
    _fields: 'id',
    status: ['trash'],
  };
}

/**
 * The first requests a list in levels makes (tree-page.ts makes the same ones), which a caller
 * may send before the list's code has arrived: the top's first page, the trash, the index's.
 */
export function pageTreeFirstQueries(view: View, options: PostListQueryOptions = {}) {
  // In the order they leave: a browser sends six at a time, and the trash leads to a next request.
  const index = pageTreeIndexQuery(view, options, 1);
  if (!walksTreeFromTop(view, options)) return [index];
  return [pageTreeTopQuery(view, options, 1), trashedItemsQuery(1), index];
}

/** Levels: one page of rows, by the ids the ordered tree puts on it, in that order. */
export function pageRowsQuery(
  ids: readonly number[],
  view: View,
  options: PostListQueryOptions = {},
) {
  return {
    include: [...ids],
    orderby: 'include',
    per_page: Math.max(1, ids.length),
    page: 1,
    _embed: 'author,wp:featuredmedia',
    // The host lists only published items unless told which statuses.
    status: listFilters(view, options.scope)['status'],
  } satisfies QueryObject;
}
