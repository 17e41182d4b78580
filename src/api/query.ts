/**
 * Query strings the way PHP (and so WordPress) reads them: arrays as `status[]=a&status[]=b`,
 * objects as `key[sub]=v`, booleans as `true`/`false`; `undefined` and `null` are left out.
 * WordPress also accepts comma-joined lists for array parameters, but only where the
 * parameter's schema says "array"; the bracket form works for every parameter.
 */
export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

function pairs(key: string, value: QueryValue, out: string[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const isNested = item !== null && typeof item === 'object';
      pairs(isNested ? `${key}[${index}]` : `${key}[]`, item, out);
    });
  } else if (typeof value === 'object') {
    for (const [sub, item] of Object.entries(value)) pairs(`${key}[${sub}]`, item, out);
  } else {
    out.push(
      `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`,
    );
  }
}

/** `{ status: ['publish', 'draft'], per_page: 10 }` → `status[]=publish&status[]=draft&per_page=10`. */
export function buildQueryString(query: QueryObject): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(query)) pairs(key, value, out);
  return out.join('&');
}

/**
 * Joins a REST path (relative to the root, with or without a leading `/`, possibly with its own
 * query string) and extra query arguments onto the root. Handles roots that are themselves a
 * query (`/index.php?rest_route=/`), where the path's `?` must become `&`.
 */
export function restUrl(root: string, path: string, query?: QueryObject): string {
  const [pathname = '', search = ''] = path.replace(/^\/+/, '').split(/\?(.*)/s);
  const extra = query ? buildQueryString(query) : '';
  const params = [search, extra].filter(Boolean).join('&');
  const base = root.endsWith('/') ? root : `${root}/`;
  if (!params) return base + pathname;
  return base + pathname + (base.includes('?') ? '&' : '?') + params;
}

/** Reads one parameter of a path's own query string or of the query object. */
export function queryParam(
  path: string,
  query: QueryObject | undefined,
  key: string,
): string | undefined {
  const fromQuery = query?.[key];
  if (fromQuery !== undefined && fromQuery !== null && typeof fromQuery !== 'object') {
    return String(fromQuery);
  }
  const search = path.split('?')[1];
  return search ? (new URLSearchParams(search).get(key) ?? undefined) : undefined;
}
