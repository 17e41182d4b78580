// Static files: the built bundle under /dist/, theme assets under /wp-content/themes/ and
// uploads under /wp-content/uploads/. Paths are resolved inside their root (no `..` escapes),
// responses carry the right content type, `Cache-Control: no-cache` with an ETag (so reloads
// revalidate cheaply), and text formats are gzipped when the client accepts it.
import { createHash } from 'node:crypto';
import { readFileSync, statSync, unlinkSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { send } from './respond';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=UTF-8',
  '.mjs': 'text/javascript; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.html': 'text/html; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ogv': 'video/ogg',
  '.mov': 'video/quicktime',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.zip': 'application/zip',
  '.txt': 'text/plain; charset=UTF-8',
};

const compressible = new Set(['.js', '.mjs', '.map', '.json', '.css', '.html', '.svg', '.txt']);

interface CachedFile {
  mtimeMs: number;
  size: number;
  etag: string;
  body: Buffer;
  gzipped: Buffer | null;
}

/**
 * Files read once and kept, most recently served last (a Map keeps insertion order, so the first
 * key is the one to evict). Bounded in bytes: every upload would otherwise stay in memory for
 * the life of the process, deleted ones included. A file larger than a fraction of the budget is
 * served from disk each time instead.
 */
const cache = new Map<string, CachedFile>();
const cacheByteLimit = 64 * 1024 * 1024;
const largestCachedFile = cacheByteLimit / 8;
let cachedBytes = 0;

const entryBytes = (entry: CachedFile) => entry.body.length + (entry.gzipped?.length ?? 0);

function forget(file: string): void {
  const entry = cache.get(file);
  if (!entry) return;
  cache.delete(file);
  cachedBytes -= entryBytes(entry);
}

function remember(file: string, entry: CachedFile): void {
  forget(file);
  const bytes = entryBytes(entry);
  if (bytes > largestCachedFile) return;
  cache.set(file, entry);
  cachedBytes += bytes;
  for (const oldest of cache.keys()) {
    if (cachedBytes <= cacheByteLimit) break;
    forget(oldest);
  }
}

/**
 * Deletes a served file (an upload, a font file) and drops it from the cache; a file already gone
 * is fine, the row was what mattered.
 */
export function deleteServedFile(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
  forget(resolve(file));
}

/** What the cache holds, for tests: which files, and how many bytes in all. */
export function staticCacheStats(): { files: string[]; bytes: number; limit: number } {
  return { files: [...cache.keys()], bytes: cachedBytes, limit: cacheByteLimit };
}

/** The absolute path of `relative` inside `root`, or null when it would leave the root. */
export function resolveInside(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const full = resolve(base, `.${sep}${decoded}`);
  return full.startsWith(base + sep) ? full : null;
}

function load(file: string): CachedFile | null {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(file);
  } catch {
    forget(file);
    return null;
  }
  if (!stat.isFile()) {
    forget(file);
    return null;
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) {
    // Served again: now the most recently used.
    cache.delete(file);
    cache.set(file, cached);
    return cached;
  }
  const body = readFileSync(file);
  const entry: CachedFile = {
    mtimeMs: stat.mtimeMs,
    size: stat.size,
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    body,
    gzipped:
      compressible.has(extname(file).toLowerCase()) && body.length > 512 ? gzipSync(body) : null,
  };
  remember(file, entry);
  return entry;
}

/**
 * Serves `relative` from `root`; answers false (and sends nothing) when there is no such file,
 * so the caller can answer its own 404. `allowed` limits the extensions served.
 */
export function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  relative: string,
  allowed: ReadonlySet<string> | null = null,
  cacheControl = 'no-cache',
): boolean {
  const file = resolveInside(root, relative);
  if (!file) return false;
  const extension = extname(file).toLowerCase();
  if (allowed && !allowed.has(extension)) return false;
  const entry = load(file);
  if (!entry) return false;
  const headers: Record<string, string> = {
    'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: entry.etag,
    Vary: 'Accept-Encoding',
  };
  if (req.headers['if-none-match'] === entry.etag) {
    send(res, 304, '', headers);
    return true;
  }
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = acceptsGzip && entry.gzipped ? entry.gzipped : entry.body;
  if (body === entry.gzipped) headers['Content-Encoding'] = 'gzip';
  headers['Content-Length'] = String(body.length);
  res.writeHead(200, { 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** Extensions a theme may serve to browsers: assets only, never PHP or theme sources. */
export const themeAssetExtensions = new Set([
  '.css',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.gif',
  '.svg',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
]);
