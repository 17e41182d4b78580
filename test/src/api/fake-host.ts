// An in-memory host for tests: the real client sends real Requests to `host.fetch`, which
// routes method + REST path to handlers and answers with real Responses in WordPress's shapes.
import { $apiConfig, configureApiClient, DEFAULT_API_ROOT } from '../../../src/api';

export interface FakeRequest {
  method: string;
  /** The REST path without the root, e.g. `/wp/v2/pages/5`; other URLs keep their pathname. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, FormData for multipart, text otherwise; undefined without a body. */
  body: unknown;
  params: Record<string, string>;
}

type Reply = Response | Promise<Response>;
type Handler = (request: FakeRequest) => Reply;
type Route = { method: string; pattern: RegExp; names: string[]; handler: Handler };
export type FakeRecord = Record<string, unknown>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const init = {
    status,
    headers: { 'Content-Type': 'application/json; charset=UTF-8', ...headers },
  };
  return new Response(status === 204 ? null : JSON.stringify(body), init);
}

export function wpError(code: string, message: string, status: number): Response {
  return json({ code, message, data: { status } }, status);
}

/** `/wp/v2/pages/:id` matches one segment; `/wp/v2/templates/*id` matches the rest (`a//b`). */
function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/([:*])(\w+)/g, (_, kind: string, name: string) => {
    names.push(name);
    return kind === ':' ? '([^/]+)' : '(.+)';
  });
  return { pattern: new RegExp(`^${source}/?$`), names };
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

export class FakeHost {
  readonly requests: FakeRequest[] = [];
  private routes: Route[] = [];
  /** When set, REST calls must carry it as X-WP-Nonce; the nonce endpoint serves it. */
  nonce: string | undefined;
  /** When true, every call fails as if the network were down. */
  offline = false;

  constructor() {
    this.on('GET', '/wp-admin/admin-ajax.php', () => new Response(this.nonce ?? '0'));
  }

  on(method: string, path: string, handler: Handler): this {
    this.routes.unshift({ method, ...compile(path), handler });
    return this;
  }

  /** Calls made to one method and REST path (pathname only). */
  calls(method: string, path: string): FakeRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (this.offline) throw new TypeError('Failed to fetch');
    const raw = new Request(new URL(String(input), location.origin), init);
    const url = new URL(raw.url);
    const isRest = url.pathname.startsWith('/wp-json/');
    const path = isRest ? url.pathname.slice('/wp-json'.length) : url.pathname;
    const base = { method: raw.method, path, query: url.searchParams, headers: raw.headers };
    const request: FakeRequest = { ...base, body: await readBody(raw), params: {} };
    this.requests.push(request);
    if (isRest && this.nonce && raw.headers.get('X-WP-Nonce') !== this.nonce) {
      return wpError('rest_cookie_invalid_nonce', 'Cookie check failed', 403);
    }
    for (const route of this.routes) {
      const match = route.method === raw.method ? route.pattern.exec(decodeURI(path)) : null;
      if (!match) continue;
      route.names.forEach((name, i) => {
        request.params[name] = match[i + 1] ?? '';
      });
      return route.handler(request);
    }
    // OPTIONS on a route the host serves, with no answer of its own: WordPress's `Allow` for an
    // administrator, who may do everything there (a test of a lesser user answers OPTIONS).
    if (raw.method === 'OPTIONS' && this.serves(decodeURI(path))) {
      const allow = 'GET, POST, PUT, PATCH, DELETE';
      return new Response(null, { status: 200, headers: { Allow: allow } });
    }
    const message = 'No route was found matching the URL and request method.';
    return wpError('rest_no_route', message, 404);
  };

  private serves(path: string): boolean {
    return this.routes.some((route) => route.method === 'GET' && route.pattern.test(path));
  }

  /**
   * A WordPress-like collection at `base`: paged lists with totals (per_page 1 to 100), get,
   * create, update (strings become `{ raw, rendered }` where the record has those), trash or
   * delete with `force`, and OPTIONS with an `Allow` header.
   */
  collection(base: string, items: FakeRecord[], options: { key?: string; allow?: string } = {}) {
    const key = options.key ?? 'id';
    const allow = options.allow ?? 'GET, POST, PUT, PATCH, DELETE';
    const find = (id: string) => items.find((item) => String(item[key]) === id);
    const missing = () => wpError('rest_post_invalid_id', 'Invalid post ID.', 404);
    const apply = (record: FakeRecord, body: unknown) => {
      for (const [field, value] of Object.entries((body ?? {}) as FakeRecord)) {
        const old = record[field];
        const isRaw = old && typeof old === 'object' && 'raw' in old && typeof value === 'string';
        record[field] = isRaw ? { raw: value, rendered: value } : value;
      }
      return record;
    };
    const update = ({ params, body }: FakeRequest) => {
      const record = find(params.id ?? '');
      return record ? json(apply(record, body)) : missing();
    };
    this.on('GET', base, ({ query }) => {
      const perPage = Number(query.get('per_page') ?? 10);
      if (!(perPage >= 1 && perPage <= 100)) {
        const message = 'per_page must be between 1 (inclusive) and 100 (inclusive)';
        return wpError('rest_invalid_param', `Invalid parameter(s): per_page (${message})`, 400);
      }
      const page = Number(query.get('page') ?? 1);
      const headers = {
        'X-WP-Total': String(items.length),
        'X-WP-TotalPages': String(Math.ceil(items.length / perPage)),
      };
      return json(items.slice((page - 1) * perPage, page * perPage), 200, headers);
    });
    this.on('POST', base, ({ body }) => {
      const id = Math.max(0, ...items.map((item) => Number(item[key]) || 0)) + 1;
      const record = apply({ [key]: id, title: { raw: '', rendered: '' } }, body);
      items.push(record);
      return json(record, 201);
    });
    this.on('GET', `${base}/*id`, ({ params }) => {
      const record = find(params.id ?? '');
      return record ? json(record) : missing();
    });
    this.on('PUT', `${base}/*id`, update).on('POST', `${base}/*id`, update);
    this.on('DELETE', `${base}/*id`, ({ params, query }) => {
      const record = find(params.id ?? '');
      if (!record) return missing();
      if (query.get('force') !== 'true') return json(apply(record, { status: 'trash' }));
      items.splice(items.indexOf(record), 1);
      return json({ deleted: true, previous: record });
    });
    const options200 = () => new Response(null, { status: 200, headers: { Allow: allow } });
    this.on('OPTIONS', base, options200).on('OPTIONS', `${base}/*id`, options200);
    return items;
  }
}

/**
 * A fresh FakeHost as the API client's host before each test of the calling `describe`, the
 * default client configuration back after each; read the current one with the returned getter.
 */
export function useFakeHost(): () => FakeHost {
  let host = new FakeHost();
  beforeEach(() => {
    host = new FakeHost();
    configureApiClient({
      root: '/wp-json/',
      nonce: undefined,
      nonceEndpoint: '',
      fetch: host.fetch,
    });
  });
  afterEach(() => {
    $apiConfig.set({ root: DEFAULT_API_ROOT });
  });
  return () => host;
}
