import { __ } from '../i18n/translate';
import { sendRequest, type RequestOptions } from './client';
import { ApiError } from './error';
import { type QueryObject, queryParam } from './query';

export interface ApiFetchOptions extends RequestOptions {
  /** `false` resolves with the raw Response: for headers (Allow, totals), zips, files. */
  parse?: boolean;
}

/** A page of a collection with WordPress's totals. */
export interface ApiList<T> {
  items: T[];
  total: number;
  totalPages: number;
}

/** WordPress's largest page; `per_page: -1` ("all") is fetched in pages of this size. */
export const MAX_PER_PAGE = 100;

/** Reads a JSON body; an empty body (204) is `null`. */
export async function readJson<T>(response: Response): Promise<T> {
  return parseJson<T>(await response.text(), response.status);
}

/** A JSON body already read as text (by a caller that streamed it); empty is `null`. */
export function parseJson<T>(text: string, status: number): T {
  if (!text) return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    const message = __('The response is not a valid JSON response.');
    throw new ApiError('invalid_json', message, status);
  }
}

function totals(response: Response, count: number): Omit<ApiList<unknown>, 'items'> {
  const total = Number.parseInt(response.headers.get('X-WP-Total') ?? '', 10);
  const totalPages = Number.parseInt(response.headers.get('X-WP-TotalPages') ?? '', 10);
  return {
    total: Number.isNaN(total) ? count : total,
    totalPages: Number.isNaN(totalPages) ? 1 : totalPages,
  };
}

function wantsAll(path: string, options: ApiFetchOptions): boolean {
  const method = options.method ?? 'GET';
  return method === 'GET' && queryParam(path, options.query, 'per_page') === '-1';
}

/** Takes `per_page` and `page` out of a path's own query string so they can be set per page. */
function withoutPaging(path: string, query: QueryObject = {}): [string, QueryObject] {
  const [pathname = '', search = ''] = path.split(/\?(.*)/s);
  const params = new URLSearchParams(search);
  params.delete('per_page');
  params.delete('page');
  const { per_page: _perPage, page: _page, ...rest } = query;
  const left = params.toString();
  return [left ? `${pathname}?${left}` : pathname, rest];
}

async function fetchPage<T>(path: string, options: ApiFetchOptions): Promise<ApiList<T>> {
  const response = await sendRequest(path, options);
  const items = (await readJson<T[]>(response)) ?? [];
  const list = Array.isArray(items) ? items : [];
  return { items: list, ...totals(response, list.length) };
}

/** Every page of a collection (WordPress rejects `per_page=-1` on most endpoints). */
async function fetchAll<T>(path: string, options: ApiFetchOptions): Promise<ApiList<T>> {
  const [bare, query] = withoutPaging(path, options.query);
  const page = (n: number) =>
    fetchPage<T>(bare, { ...options, query: { ...query, per_page: MAX_PER_PAGE, page: n } });
  const first = await page(1);
  const pageNumbers = Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => i + 2);
  const rest = await Promise.all(pageNumbers.map(page));
  const items = first.items.concat(...rest.map((result) => result.items));
  return { items, total: Math.max(first.total, items.length), totalPages: 1 };
}

/**
 * Calls the host's REST API: `apiFetch<Page[]>('wp/v2/pages', { query: { per_page: 10 } })`.
 * Sends the nonce, JSON or multipart bodies; resolves with the parsed JSON (or the Response
 * with `parse: false`); throws ApiError. A GET with `per_page: -1` returns every item.
 */
export function apiFetch(
  path: string,
  options: ApiFetchOptions & { parse: false },
): Promise<Response>;
export function apiFetch<T = unknown>(path: string, options?: ApiFetchOptions): Promise<T>;
export async function apiFetch<T>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<T | Response> {
  if (options.parse !== false && wantsAll(path, options)) {
    return (await fetchAll<unknown>(path, options)).items as T;
  }
  const response = await sendRequest(path, options);
  return options.parse === false ? response : readJson<T>(response);
}

/** A collection page with `X-WP-Total`/`X-WP-TotalPages`; `per_page: -1` fetches all pages. */
export function apiFetchList<T>(path: string, options: Omit<ApiFetchOptions, 'parse'> = {}) {
  return wantsAll(path, options) ? fetchAll<T>(path, options) : fetchPage<T>(path, options);
}
