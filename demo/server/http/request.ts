// Reading what the client sent: cookies, the query string (with WordPress's `a[]=x` arrays),
// and the body with a size limit. The body limit is enforced while streaming, so an oversized
// upload is refused without being held in memory.
import type { IncomingMessage } from 'node:http';
import { RestError } from '../rest/errors';

export const jsonBodyLimit = 1024 * 1024;
/** Media uploads send the file itself as the body, as WordPress accepts: a larger limit. */
export const fileBodyLimit = 4 * 1024 * 1024;

/**
 * Whether a request body is a file itself (a raw media upload) rather than JSON, form fields or
 * multipart form data.
 */
export function isFileBody(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (
    /^(image|audio|video)\//.test(type) ||
    ['application/octet-stream', 'application/pdf', 'application/zip'].includes(type)
  );
}

export type QueryValues = Record<string, string | string[]>;

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A malformed cookie value is ignored, as browsers would.
    }
  }
  return cookies;
}

/**
 * Query values; `status[]=a&status[]=b`, `status[0]=a&status[1]=b` (how @wordpress/url writes
 * arrays; PHP reads both) and repeated keys become arrays, in the order sent. A map without a
 * prototype: a key such as `constructor` or `toString` is the client's, not Object's.
 */
export function parseQuery(search: URLSearchParams): QueryValues {
  const query: QueryValues = Object.create(null);
  for (const [rawKey, value] of search) {
    const list = /^(.+)\[\d*\]$/.exec(rawKey);
    const isList = list !== null;
    const key = list?.[1] ?? rawKey;
    const existing = query[key];
    if (existing === undefined) query[key] = isList ? [value] : value;
    else query[key] = [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
}

export function tooLarge(limit: number): RestError {
  return new RestError(
    'rest_request_too_large',
    `The request body is too large: the limit is ${Math.round(limit / 1024 / 1024)} MB.`,
    413,
    { limit },
  );
}

/** How much of an oversized body is read and dropped before answering anyway. */
const drainLimit = 64 * 1024 * 1024;

/**
 * The whole body, refused with a 413 once it passes `limit` bytes. Nothing past the limit is
 * kept, but the rest is read (and dropped) before the refusal is answered: a client still
 * sending when the connection closes sees a reset instead of the 413 and its message.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = Number(req.headers['content-length'] ?? 0) > limit;
    const refuse = () => reject(tooLarge(limit));
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) failed = true;
      if (!failed) chunks.push(chunk);
      else if (size > drainLimit) {
        req.pause();
        refuse();
      }
    });
    req.on('end', () => (failed ? refuse() : resolve(Buffer.concat(chunks))));
    req.on('error', (error) => (failed ? refuse() : reject(error)));
  });
}

/** A JSON or form-encoded body as an object; an empty body is `{}`. */
export function parseBody(contentType: string | undefined, raw: Buffer): unknown {
  const text = raw.toString('utf8');
  if (text.trim() === '') return {};
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    return parseQuery(new URLSearchParams(text));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new RestError('rest_invalid_json', 'Invalid JSON body passed.', 400, {
      json_error_code: 4,
      json_error_message: error instanceof Error ? error.message : 'Syntax error',
    });
  }
  if (nestingDepth(parsed) > maxJsonDepth) {
    // PHP's json_decode refuses the same (JSON_ERROR_DEPTH), so WordPress answers this 400 too.
    throw new RestError('rest_invalid_json', 'Invalid JSON body passed.', 400, {
      json_error_code: 1,
      json_error_message: 'Maximum stack depth exceeded',
    });
  }
  return parsed;
}

/**
 * How deep JSON may nest, as PHP's json_decode (512): every later step that walks a body (the
 * validator, the global styles merge) recurses, and 5 000 levels would overflow its stack.
 */
export const maxJsonDepth = 512;

/** How deeply arrays and objects nest in a parsed value, counted without recursion. */
export function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > maxJsonDepth) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}
