// The page and post lists ask the host for one page of records (spec 7: per_page, page,
// _embed=author, order, orderby, orderby_hierarchy, search, status, author, author_exclude), with
// the featured image embedded too (`wp:featuredmedia`) for the list's media field.
// The host filters, sorts and paginates; this maps the data view's `View` onto that call.
import type { QueryObject } from '../api/query';
import type { Filter, View } from '../data-view/types';
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
  _fields: 'id,name',
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

function orderOf(view: View, hierarchical: boolean): QueryObject {
  const orderby = view.sort ? ORDERBY[view.sort.field] : undefined;
  if (view.sort && orderby) return { order: view.sort.direction ?? 'desc', orderby };
  // Levels without a chosen sort: siblings in the order the user gave them (page attributes).
  if (hierarchical && view.showLevels) return { order: 'asc', orderby: 'menu_order' };
  return { order: 'desc', orderby: 'date' };
}

export function postListQuery(
  view: View,
  postType: string,
  options: PostListQueryOptions = {},
): QueryObject {
  const hierarchical = options.hierarchical ?? isHierarchicalPostType(postType);
  const query: QueryObject = {
    per_page: view.perPage ?? POST_LIST_PER_PAGE,
    page: view.page ?? 1,
    _embed: 'author,wp:featuredmedia',
    ...orderOf(view, hierarchical),
  };
  // The host sorts each level by `orderby` and nests children under their parent.
  if (hierarchical && view.showLevels) query['orderby_hierarchy'] = true;
  const search = view.search?.trim();
  if (search) query['search'] = search;

  const statuses = statusesForView(view);
  query['status'] = statuses.length > 0 ? statuses : [...DEFAULT_STATUSES];
  // Every status excluded: an empty status list would make the host fall back to `publish`, so
  // ask for no post at all instead (`include=0` matches no id).
  if (statuses.length === 0) query['include'] = [0];

  for (const filter of view.filters ?? []) {
    const values = filterValues(filter);
    if (filter.field !== 'author' || values.length === 0) continue;
    if (isInclusive(filter)) query['author'] = values;
    else if (isExclusive(filter)) query['author_exclude'] = values;
  }
  return query;
}
