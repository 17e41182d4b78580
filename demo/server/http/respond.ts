// Writing responses. Every response says what it is (content type, nosniff); pages that depend
// on the session are never cached.
import type { ServerResponse } from 'node:http';

export type Headers = Record<string, string | string[]>;

export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Headers,
): void {
  res.writeHead(status, { 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(body);
}

/** Bodies that never change, with their JSON written once (megabytes, like a font collection). */
const serialized = new WeakMap<object, string>();

/** Marks `body` as never changing: its JSON is written on its first send and kept. */
export function immutableBody<T extends object>(body: T): T {
  if (!serialized.has(body)) serialized.set(body, JSON.stringify(body));
  return body;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Headers = {},
): void {
  const text =
    (typeof body === 'object' && body !== null && serialized.get(body)) || JSON.stringify(body);
  send(res, status, text, {
    'Content-Type': 'application/json; charset=UTF-8',
    ...headers,
  });
}

/**
 * The Content-Security-Policy of every page, the one WordPress (6.9 and later) sends with every
 * admin page. Any CSP header makes the browser empty each element's `nonce` attribute once the
 * element is in the document, so the elements meet here what a real wp-admin page does to them.
 */
export const PAGE_POLICY = "frame-ancestors 'self'";

export function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Headers = {},
): void {
  send(res, status, html, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': PAGE_POLICY,
    // What WordPress's admin and login pages send too, for browsers that ignore frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
    ...headers,
  });
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Headers = {},
): void {
  send(res, status, text, {
    'Content-Type': 'text/plain; charset=UTF-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
}

export function redirect(res: ServerResponse, location: string, headers: Headers = {}): void {
  send(res, 302, '', { Location: location, 'Cache-Control': 'no-store', ...headers });
}

// Control characters, whitespace (Unicode's too) and backslashes: browsers drop or reinterpret
// them in a Location header.
const UNSAFE_IN_LOCATION =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

/**
 * A same-site path to go back to, as WordPress's wp_validate_redirect allows: only a path that
 * starts with a single '/' and stays on this origin once the browser has read it. A browser drops
 * tabs and line breaks from a Location and reads '\\' as '/', so '/\t/evil.example/' would leave
 * the site, and CR or LF would split the header: any control character, whitespace or backslash
 * refuses the path.
 */
export function safeLocalPath(
  candidate: string | undefined | null,
  origin: string,
  fallback = '/',
): string {
  if (!candidate) return fallback;
  let path = candidate;
  if (path.startsWith(origin)) path = path.slice(origin.length) || '/';
  if (UNSAFE_IN_LOCATION.test(path)) return fallback;
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  try {
    if (new URL(path, origin).origin !== new URL(origin).origin) return fallback;
  } catch {
    return fallback;
  }
  return path;
}
