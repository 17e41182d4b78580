// page/per_page arguments and the totals headers every collection answers with.
import type { RestContext } from './context';
import { RestError } from './errors';
import type { ParamSchema } from './schema';

export const paginationArgs = (perPageDefault = 10): ParamSchema => ({
  page: { type: 'integer', minimum: 1, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: 100, default: perPageDefault },
  offset: { type: 'integer', minimum: 0 },
});

export interface Page {
  limit: number;
  offset: number;
  page: number;
}

export function pageOf(ctx: RestContext): Page {
  const perPage = ctx.query.per_page as number;
  const page = ctx.query.page as number;
  const offset = (ctx.query.offset as number | undefined) ?? (page - 1) * perPage;
  return { limit: perPage, offset, page };
}

/**
 * X-WP-Total, X-WP-TotalPages and Link headers. A page past the end (of a non-empty
 * collection) is a 400, as in WordPress.
 */
export function totalsHeaders(
  ctx: RestContext,
  total: number,
  errorCode: string,
): Record<string, string> {
  const perPage = ctx.query.per_page as number;
  const page = ctx.query.page as number;
  const totalPages = Math.ceil(total / perPage);
  if (page > totalPages && total > 0) {
    throw new RestError(
      errorCode,
      'The page number requested is larger than the number of pages available.',
      400,
    );
  }
  const headers: Record<string, string> = {
    'X-WP-Total': String(total),
    'X-WP-TotalPages': String(totalPages),
  };
  const links: string[] = [];
  const base = new URL(`${ctx.restRoot.replace(/\/$/, '')}${ctx.path}`);
  for (const [key, value] of Object.entries(ctx.rawQuery)) {
    if (key === 'page' || key === '_wpnonce') continue;
    for (const item of Array.isArray(value) ? value : [value]) base.searchParams.append(key, item);
  }
  const pageLink = (n: number) => {
    const url = new URL(base);
    url.searchParams.set('page', String(n));
    return url.toString();
  };
  if (page > 1) links.push(`<${pageLink(page - 1)}>; rel="prev"`);
  if (page < totalPages) links.push(`<${pageLink(page + 1)}>; rel="next"`);
  if (links.length > 0) headers.Link = links.join(', ');
  return headers;
}
