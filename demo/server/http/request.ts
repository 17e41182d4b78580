// Reading what the client sent: cookies, the query string (with WordPress's `a[]=x` arrays),
// and the body with a size limit. The body limit is enforced while streaming, so an oversized
// upload is refused without being held in memory.
import type { IncomingMessage } from 'node:http';
import { RestError } from '../rest/errors';

export const jsonBodyLimit = 1024 * 1024;

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

/** Query values; `status[]=a&status[]=b` and repeated keys become arrays. */
export function parseQuery(search: URLSearchParams): QueryValues {
  const query: QueryValues = {};
  for (const [rawKey, value] of search) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
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

/** The whole body, refused with a 413 as soon as it passes `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
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
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RestError('rest_invalid_json', 'Invalid JSON body passed.', 400, {
      json_error_code: 4,
      json_error_message: error instanceof Error ? error.message : 'Syntax error',
    });
  }
}
