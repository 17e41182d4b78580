// What a REST handler receives and returns, and the shape of a route table entry.
import type { CurrentUser } from '../auth/current-user';
import type { MultipartForm } from '../http/multipart';
import type { QueryValues } from '../http/request';
import type { Site } from '../site/site';
import type { LoadedTheme } from '../themes/theme-types';
import type { ParamSchema } from './schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RestContextName = 'view' | 'edit' | 'embed';

export interface RestContext {
  site: Site;
  user: CurrentUser;
  method: HttpMethod;
  /** The route path asked for, e.g. `/wp/v2/pages/5`. */
  path: string;
  /** Named groups of the route pattern. */
  params: Record<string, string>;
  /** Query arguments after validation, with defaults. */
  query: Record<string, unknown>;
  rawQuery: QueryValues;
  /** Writable body fields after validation (only the ones sent). */
  body: Record<string, unknown>;
  /** `http://host:port`, from the request. */
  origin: string;
  /** `http://host:port/wp-json/`. */
  restRoot: string;
  /** The active theme, or the one named by `wp_theme_preview` for users who may switch. */
  theme: LoadedTheme;
  /** A file sent as the whole body (a media upload), for endpoints that take one. */
  upload?: FileBody;
  /** The fields and files of a multipart/form-data body, for endpoints that take one. */
  form?: MultipartForm;
}

export interface FileBody {
  bytes: Buffer;
  contentType: string;
  /** The Content-Disposition header, which names the file. */
  disposition: string | undefined;
}

export interface RestResult {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface Endpoint {
  methods: readonly HttpMethod[];
  /** Query arguments (and DELETE body arguments), validated with coercion. */
  args?: ParamSchema;
  /** Writable body fields: anything else in the body is a 400. */
  body?: ParamSchema;
  /** Throws a RestError when the current user may not call this endpoint. */
  permission: (ctx: RestContext) => void;
  handler: (ctx: RestContext) => RestResult;
  /** Takes a file as the body (ctx.upload); other endpoints answer a file body with a 415. */
  acceptsFile?: boolean;
  /** Takes multipart/form-data (ctx.form); other endpoints answer it with a 415. */
  acceptsMultipart?: boolean;
}

export interface RouteDefinition {
  /** A regular expression source with named groups, e.g. `/wp/v2/pages/(?<id>\\d+)`. */
  path: string;
  endpoints: Endpoint[];
}

export const readable: HttpMethod[] = ['GET'];
export const creatable: HttpMethod[] = ['POST'];
export const editable: HttpMethod[] = ['POST', 'PUT', 'PATCH'];
export const deletable: HttpMethod[] = ['DELETE'];

export const everyone = (): void => {};

export function ok(body: unknown, headers?: Record<string, string>, status = 200): RestResult {
  return headers ? { status, body, headers } : { status, body };
}

export const contextArg = (fallback: RestContextName = 'view'): ParamSchema => ({
  context: { type: 'string', enum: ['view', 'embed', 'edit'], default: fallback },
});

export function contextOf(ctx: RestContext): RestContextName {
  return (ctx.query.context as RestContextName | undefined) ?? 'view';
}

/** `{ self: [{ href }] }` style links; rel names use WordPress's compact `wp:` form. */
export type Links = Record<string, Array<Record<string, unknown>>>;

export function withCuries(links: Links): Links {
  if (!Object.keys(links).some((rel) => rel.startsWith('wp:'))) return links;
  return { ...links, curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }] };
}
