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
  return {
    'X-WP-Total': String(total),
    'X-WP-TotalPages': String(totalPages),
    ...pageLinks(ctx, page, totalPages),
  };
}

/**
 * The Link header WordPress's collections send: `prev` (never past the last page) and `next`,
 * each the request's URL with its query as sent (arrays PHP's way, `key[0]=…`) and `page`
 * changed where it stands or added at the end. The nonce is left out of the links.
 */
export function pageLinks(
  ctx: RestContext,
  page: number,
  totalPages: number,
  path = ctx.path,
): { Link?: string } {
  const base = new URL(`${ctx.restRoot.replace(/\/$/, '')}${path}`);
  for (const [key, value] of Object.entries(ctx.rawQuery)) {
    if (key === '_wpnonce') continue;
    const items = Array.isArray(value) ? value : [value];
    items.forEach((item, index) => {
      base.searchParams.append(Array.isArray(value) ? `${key}[${index}]` : key, item);
    });
  }
  const pageLink = (n: number) => {
    const url = new URL(base);
    url.searchParams.set('page', String(n));
    return url.toString();
  };
  const links: string[] = [];
  if (page > 1) links.push(`<${pageLink(Math.min(page - 1, totalPages))}>; rel="prev"`);
  if (totalPages > page) links.push(`<${pageLink(page + 1)}>; rel="next"`);
  return links.length > 0 ? { Link: links.join(', ') } : {};
}
