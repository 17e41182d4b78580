// The REST server: matches `/wp-json/<route>` (or `?rest_route=`) against the route table,
// authenticates, validates arguments and body with the one validator, checks the endpoint's
// permission, runs writes inside one transaction, then applies `_embed` and `_fields`. Every
// response carries an `Allow` header computed for the current user, which is how clients
// (WordPress's own included) learn what the user may do.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { restNonce, restUser } from '../auth/authenticate';
import { anonymous, type CurrentUser, hasCap } from '../auth/current-user';
import {
  fileBodyLimit,
  isFileBody,
  jsonBodyLimit,
  type QueryValues,
  parseBody,
  parseQuery,
  readBody,
} from '../http/request';
import {
  type MultipartForm,
  isMultipartForm,
  multipartBodyLimit,
  parseMultipart,
} from '../http/multipart';
import { send, sendJson } from '../http/respond';
import { ksesPostText } from '../site/kses/kses';
import type { Site } from '../site/site';
import type {
  Endpoint,
  FileBody,
  HttpMethod,
  RestContext,
  RestResult,
  RouteDefinition,
} from './context';
import { RestError, noRoute } from './errors';
import { applyFields, parseFieldList } from './fields';
import { assertObjectBody, validate } from './schema';

interface CompiledRoute {
  definition: RouteDefinition;
  pattern: RegExp;
}

export interface Outcome {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const methodOrder: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export class RestApi {
  readonly routes: CompiledRoute[];

  constructor(definitions: RouteDefinition[]) {
    this.routes = definitions.map((definition) => ({
      definition,
      pattern: new RegExp(`^${definition.path}$`),
    }));
  }

  match(path: string): { route: CompiledRoute; params: Record<string, string> } | null {
    for (const route of this.routes) {
      const found = route.pattern.exec(path);
      if (found) return { route, params: { ...found.groups } };
    }
    return null;
  }

  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    site: Site,
    url: URL,
    path: string,
  ): Promise<void> {
    const origin = `http://${req.headers.host ?? `${site.config.host}:${site.config.port}`}`;
    const rawQuery = parseQuery(url.searchParams);
    delete rawQuery.rest_route;
    let method = (req.method ?? 'GET').toUpperCase();
    const override = req.headers['x-http-method-override'] ?? rawQuery._method;
    if (method === 'POST' && typeof override === 'string') method = override.toUpperCase();
    let user: CurrentUser = anonymous;
    let outcome: Outcome;
    try {
      const nonce = typeof rawQuery._wpnonce === 'string' ? rawQuery._wpnonce : undefined;
      user = restUser(site, req, nonce);
      let rawBody: unknown = {};
      let upload: FileBody | undefined;
      let form: MultipartForm | undefined;
      const contentType = req.headers['content-type'];
      if (writeMethods.has(method) && isFileBody(contentType)) {
        const disposition = req.headers['content-disposition'];
        const bytes = await readBody(req, fileBodyLimit);
        upload = { bytes, contentType: contentType ?? '', disposition };
      } else if (writeMethods.has(method) && isMultipartForm(contentType)) {
        form = parseMultipart(await readBody(req, multipartBodyLimit), contentType ?? '');
      } else if (writeMethods.has(method)) {
        rawBody = parseBody(contentType, await readBody(req, jsonBodyLimit));
      }
      outcome = this.run({ site, user, method, path, rawQuery, rawBody, origin, upload, form });
    } catch (error) {
      outcome = errorOutcome(error);
      if (outcome.status === 413) outcome.headers.Connection = 'close';
    }
    const headers: Record<string, string> = {
      'Cache-Control': 'no-cache, must-revalidate, max-age=0, no-store, private',
      ...outcome.headers,
    };
    if (user.id !== 0) headers['X-WP-Nonce'] = restNonce(site, user);
    if (method === 'HEAD') {
      res.writeHead(outcome.status, {
        'Content-Type': 'application/json; charset=UTF-8',
        ...headers,
      });
      res.end();
      return;
    }
    if (outcome.body instanceof Uint8Array) {
      // A file (the site export): its bytes as they are, with the handler's content type.
      const bytes = Buffer.from(outcome.body);
      send(res, outcome.status, bytes, { ...headers, 'Content-Length': String(bytes.length) });
      return;
    }
    sendJson(res, outcome.status, outcome.body, headers);
  }

  /** Runs one request without HTTP: used by handle() and for `_embed`. */
  run(request: {
    site: Site;
    user: CurrentUser;
    method: string;
    path: string;
    rawQuery: QueryValues;
    rawBody: unknown;
    origin: string;
    upload?: FileBody | undefined;
    form?: MultipartForm | undefined;
  }): Outcome {
    const { site, user, path, rawQuery, origin } = request;
    const found = this.match(path);
    if (!found) throw noRoute();
    const { route, params } = found;
    const base: Omit<RestContext, 'method' | 'query' | 'body'> = {
      site,
      user,
      path,
      params,
      rawQuery,
      origin,
      restRoot: `${origin}/wp-json/`,
      theme: effectiveTheme(site, user, rawQuery),
      ...(request.upload ? { upload: request.upload } : {}),
      ...(request.form ? { form: request.form } : {}),
    };
    const allow = this.allowed(route, base);
    const allowHeader = { Allow: allow.join(', ') };
    if (request.method === 'OPTIONS') {
      return { status: 200, body: describeRoute(route.definition), headers: allowHeader };
    }
    const method = (request.method === 'HEAD' ? 'GET' : request.method) as HttpMethod;
    const endpoint = route.definition.endpoints.find((e) => e.methods.includes(method));
    if (!endpoint) {
      throw new RestError(
        'rest_no_route',
        'No route was found matching the URL and request method.',
        405,
        {},
        { Allow: route.definition.endpoints.flatMap((e) => e.methods).join(', ') },
      );
    }
    if (request.upload && !endpoint.acceptsFile) {
      throw new RestError(
        'rest_unsupported_media_type',
        'This endpoint takes JSON or form fields, not a file.',
        415,
      );
    }
    if (request.form && !endpoint.acceptsMultipart) {
      throw new RestError(
        'rest_unsupported_media_type',
        'This endpoint takes JSON or form fields, not multipart/form-data.',
        415,
      );
    }
    const ctx = buildContext(base, method, endpoint, request.rawBody);
    endpoint.permission(ctx);
    // As WordPress's kses_init: a user without unfiltered_html has markup filtered on save, on
    // every path that stores a post's title, content or excerpt.
    const write = hasCap(user, 'unfiltered_html')
      ? () => endpoint.handler(ctx)
      : () => site.posts.withTextFilter(ksesPostText, () => endpoint.handler(ctx));
    const result: RestResult = writeMethods.has(method)
      ? site.db.transaction(write)()
      : endpoint.handler(ctx);
    let body = result.body;
    // A file (the site export) is answered as it is: `_fields` and `_embed` shape JSON only.
    if (!(body instanceof Uint8Array)) {
      if (method === 'GET') body = this.withTargetHints(base, body);
      const embed = rawQuery._embed;
      if (embed !== undefined && method === 'GET') body = this.embed(ctx, body, embed);
      const fields = parseFieldList(rawQuery._fields);
      if (fields) body = applyFields(body, fields);
    }
    return { status: result.status ?? 200, body, headers: { ...allowHeader, ...result.headers } };
  }

  /** The methods the current user may call on this route, as WordPress's Allow header. */
  allowed(
    route: CompiledRoute,
    base: Omit<RestContext, 'method' | 'query' | 'body'>,
  ): HttpMethod[] {
    const methods = new Set<HttpMethod>();
    for (const endpoint of route.definition.endpoints) {
      try {
        endpoint.permission(permissionContext(base, endpoint.methods[0]!, endpoint));
        for (const m of endpoint.methods) methods.add(m);
      } catch {
        // Not allowed: leave the methods out.
      }
    }
    return methodOrder.filter((m) => methods.has(m));
  }

  /**
   * WordPress 6.7+ gives each item's `self` link `targetHints.allow`: the methods the user may
   * call on it, as OPTIONS on it would answer. The editor reads per-item permissions from it.
   */
  withTargetHints(base: Omit<RestContext, 'method' | 'query' | 'body'>, body: unknown): unknown {
    const hint = (item: unknown): unknown => {
      const links = (item as { _links?: Record<string, unknown> } | null)?._links;
      const self = (links?.self as Array<Record<string, unknown>> | undefined)?.[0];
      const href = typeof self?.href === 'string' ? self.href : '';
      if (!links || !self || !href.startsWith(base.restRoot) || self.targetHints) return item;
      const path = `/${href.slice(base.restRoot.length).replace(/[?#].*$/, '')}`;
      const found = this.match(path);
      if (!found) return item;
      const allow = this.allowed(found.route, { ...base, path, params: found.params });
      const hinted = { ...self, targetHints: { allow } };
      return {
        ...(item as object),
        _links: { ...links, self: [hinted, ...(links.self as unknown[]).slice(1)] },
      };
    };
    return Array.isArray(body) ? body.map(hint) : hint(body);
  }

  embed(ctx: RestContext, body: unknown, embed: string | string[]): unknown {
    const wanted = (Array.isArray(embed) ? embed : embed.split(','))
      .map((rel) => rel.trim())
      .filter((rel) => rel && rel !== '1' && rel !== 'true');
    const cache = new Map<string, unknown>();
    const embedItem = (item: unknown): unknown => {
      if (typeof item !== 'object' || item === null || !('_links' in item)) return item;
      const links = (item as { _links: Record<string, Array<Record<string, unknown>>> })._links;
      const embedded: Record<string, unknown[]> = {};
      for (const [rel, list] of Object.entries(links)) {
        if (
          wanted.length > 0 &&
          !wanted.includes(rel) &&
          !wanted.includes(rel.replace(/^wp:/, 'https://api.w.org/'))
        ) {
          continue;
        }
        const hrefs = list.filter((link) => link.embeddable).map((link) => String(link.href));
        if (hrefs.length === 0) continue;
        embedded[rel] = hrefs.map((href) => {
          if (!cache.has(href)) cache.set(href, this.fetchEmbedded(ctx, href));
          return cache.get(href);
        });
      }
      return Object.keys(embedded).length > 0 ? { ...item, _embedded: embedded } : item;
    };
    return Array.isArray(body) ? body.map(embedItem) : embedItem(body);
  }

  fetchEmbedded(ctx: RestContext, href: string): unknown {
    try {
      const url = new URL(href);
      const path = url.pathname.replace(/^\/wp-json/, '') || '/';
      const rawQuery = parseQuery(url.searchParams);
      rawQuery.context ??= 'embed';
      const { upload: _upload, form: _form, ...rest } = ctx;
      return this.run({ ...rest, method: 'GET', path, rawQuery, rawBody: {} }).body;
    } catch (error) {
      return errorOutcome(error).body;
    }
  }
}

function effectiveTheme(site: Site, user: CurrentUser, rawQuery: QueryValues) {
  const preview = rawQuery.wp_theme_preview;
  if (typeof preview === 'string' && preview && hasCap(user, 'switch_themes')) {
    const theme = site.themes.get(preview);
    if (theme) return theme;
  }
  return site.themes.active();
}

function buildContext(
  base: Omit<RestContext, 'method' | 'query' | 'body'>,
  method: HttpMethod,
  endpoint: Endpoint,
  rawBody: unknown,
): RestContext {
  let queryInput: Record<string, unknown> = { ...base.rawQuery };
  let body: Record<string, unknown> = {};
  if (method === 'DELETE') {
    if (rawBody && typeof rawBody === 'object' && !Array.isArray(rawBody)) {
      queryInput = { ...queryInput, ...rawBody };
    }
  } else if (method !== 'GET' && endpoint.body) {
    assertObjectBody(rawBody);
    body = validate(rawBody, endpoint.body, { coerce: false, rejectUnknown: true });
  }
  const query = validate(queryInput, endpoint.args ?? {}, { coerce: true, rejectUnknown: false });
  return { ...base, method, query, body };
}

/**
 * The context a permission check sees when the Allow header is worked out: no body (a POST that
 * requires fields is still the user's to use: WordPress asks the permission callbacks alone), and
 * the query as sent when it is valid for that endpoint, else the endpoint's defaults alone.
 */
function permissionContext(
  base: Omit<RestContext, 'method' | 'query' | 'body'>,
  method: HttpMethod,
  endpoint: Endpoint,
): RestContext {
  const args = endpoint.args ?? {};
  let query: Record<string, unknown>;
  try {
    query = validate({ ...base.rawQuery }, args, { coerce: true, rejectUnknown: false });
  } catch {
    query = Object.fromEntries(
      Object.entries(args)
        .filter(([, field]) => field.default !== undefined)
        .map(([key, field]) => [key, structuredClone(field.default)]),
    );
  }
  return { ...base, method, query, body: {} };
}

function describeRoute(definition: RouteDefinition) {
  return {
    namespace: definition.path.split('/').slice(1, 3).join('/'),
    methods: definition.endpoints.flatMap((e) => e.methods),
    endpoints: definition.endpoints.map((endpoint) => ({
      methods: endpoint.methods,
      args: { ...(endpoint.args ?? {}), ...(endpoint.body ?? {}) },
    })),
  };
}

export function errorOutcome(error: unknown): Outcome {
  if (error instanceof RestError) {
    return { status: error.status, body: error.toJSON(), headers: { ...error.headers } };
  }
  console.error(error);
  const internal = new RestError(
    'internal_server_error',
    'The demo host failed to answer this request.',
    500,
  );
  return { status: 500, body: internal.toJSON(), headers: {} };
}
