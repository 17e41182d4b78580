// A query block's `query` attribute as the REST arguments of a posts collection (WordPress's
// names: `per_page`, `orderby`, `categories`, `tags_exclude`…), for the host data source.
import type { QueryObject } from '../api/query';
import type { PreviewQuery } from './types';

const ORDER_BY = new Set(['date', 'title', 'modified', 'menu_order', 'id', 'author', 'slug']);
const TAXONOMY_BASES: Record<string, string> = { category: 'categories', post_tag: 'tags' };

/** Positive integer ids from a list or a comma-separated string. */
export const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : String(value ?? '').split(','))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** `taxQuery` in both of its shapes (`{category: [1]}` and `{include: {…}, exclude: {…}}`). */
function taxonomyFilters(taxQuery: PreviewQuery['taxQuery']): QueryObject {
  const out: QueryObject = {};
  const add = (terms: unknown, suffix: string) => {
    for (const [taxonomy, values] of Object.entries((terms ?? {}) as Record<string, unknown>)) {
      const list = ids(values);
      if (list.length > 0) out[`${TAXONOMY_BASES[taxonomy] ?? taxonomy}${suffix}`] = list;
    }
  };
  const shaped = taxQuery && ('include' in taxQuery || 'exclude' in taxQuery);
  if (shaped) {
    add(taxQuery.include, '');
    add(taxQuery.exclude, '_exclude');
  } else add(taxQuery, '');
  return out;
}

/** The REST arguments for a query block's `query` attribute. */
export function restQueryFor(query: PreviewQuery, postType: string): QueryObject {
  const perPage = Math.min(100, Math.max(1, Number(query.perPage) || 10));
  const offset = Number(query.offset) || 0;
  const orderBy = String(query.orderBy ?? 'date');
  const stickyFilter =
    query.sticky === 'only' ? true : query.sticky === 'exclude' ? false : undefined;
  return {
    per_page: perPage,
    order: query.order === 'asc' ? 'asc' : 'desc',
    orderby: ORDER_BY.has(orderBy) ? orderBy : 'date',
    offset: offset > 0 ? offset : undefined,
    search: query.search || undefined,
    author: ids(query.author).length > 0 ? ids(query.author) : undefined,
    exclude: ids(query.exclude).length > 0 ? ids(query.exclude) : undefined,
    parent: ids(query.parents).length > 0 ? ids(query.parents) : undefined,
    sticky: postType === 'post' ? stickyFilter : undefined,
    ...taxonomyFilters(query.taxQuery),
  };
}
