// Bounds on what one request can make the host do or keep: arrays are capped (and repeats
// dropped) before any lookup, JSON may nest only so deep, the login throttle holds a bounded
// number of fixed-size keys, and the static-file cache has a byte budget and forgets deleted files.
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LoginThrottle } from '../../demo/server/auth/login-throttle';
import { deleteServedFile, serveFile, staticCacheStats } from '../../demo/server/http/static-files';
import { rest, restAs } from '../fixtures/host';

test('300 000 category ids are a 400 naming the limit, and the host answers others meanwhile', async ({
  request,
}) => {
  const author = await restAs(request, 'author');
  const created = await author.post('wp/v2/posts', { title: 'Bounded', categories: [1] });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const huge = JSON.stringify({ categories: new Array(300_000).fill(1) });
  const [refused, meanwhile] = await Promise.all([
    author.post(`wp/v2/posts/${id}`, huge),
    rest(request).get('wp/v2/posts', { query: { per_page: 1 } }),
  ]);
  expect(refused.status()).toBe(400);
  const error = await refused.json();
  expect(error.code).toBe('rest_invalid_param');
  expect(error.data.params.categories).toBe('categories must contain at most 1000 items.');
  expect(meanwhile.status()).toBe(200);
  // A query string's list is bounded too.
  const include = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
  const listed = await author.get('wp/v2/posts', { query: { include } });
  expect(listed.status()).toBe(400);
  expect((await listed.json()).data.params.include).toBe(
    'include must contain at most 1000 items.',
  );
  // Repeated ids count once.
  const repeated = await author.get('wp/v2/posts', {
    query: { include: `${id},${id},${id}`, status: 'draft' },
  });
  expect((await repeated.json()).map((post: { id: number }) => post.id)).toEqual([id]);
  await author.delete(`wp/v2/posts/${id}`, { query: { force: true } });
});

test('JSON nested 5 000 levels deep is a 400, not a 500', async ({ request }) => {
  const author = await restAs(request, 'author');
  const deep = `{"title":"Deep","meta":${'['.repeat(5000)}${']'.repeat(5000)}}`;
  const response = await author.post('wp/v2/posts', deep);
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({
    code: 'rest_invalid_json',
    data: { status: 400, json_error_code: 1, json_error_message: 'Maximum stack depth exceeded' },
  });
  const settings = await (await restAs(request, 'admin')).post(
    'wp/v2/settings',
    `{"title":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
  );
  expect(settings.status()).toBe(400);
});

test('unique 60 KB user names keep the login throttle bounded, and locks still hold', () => {
  const throttle = new LoginThrottle();
  const long = 'x'.repeat(60_000);
  const { limit } = throttle.stats();
  for (let i = 0; i < limit + 500; i++) {
    throttle.fail({ userName: `${long}${i}`, address: `10.0.${i >> 8}.${i & 255}`, device: '' });
  }
  const stats = throttle.stats();
  expect(stats.pairs).toBeLessThanOrEqual(limit);
  expect(stats.addresses).toBeLessThanOrEqual(limit);
  // The newest failures are the ones kept.
  const last = { userName: `${long}${limit + 499}`, address: '', device: '' };
  for (let i = 0; i < 4; i++) throttle.fail({ ...last, address: '192.0.2.1' });
  expect(throttle.lockedFor({ ...last, address: '192.0.2.1' })).toBe(0);
  throttle.fail({ ...last, address: '192.0.2.1' });
  expect(throttle.lockedFor({ ...last, address: '192.0.2.1' })).toBe(15);
});

test('someone sharing the address cannot lock a user out of a browser the user logged in with', () => {
  const throttle = new LoginThrottle();
  const address = '198.51.100.7';
  // The user logged in from this browser before: it holds a device cookie for "author".
  const device = throttle.succeed({ userName: 'author', address, device: '' });
  // Someone else on the same address fails five times as "author" (and sprays other names).
  for (let i = 0; i < 5; i++) throttle.fail({ userName: 'author', address, device: '' });
  expect(throttle.lockedFor({ userName: 'author', address, device: '' })).toBe(15);
  expect(throttle.lockedFor({ userName: 'Author ', address, device })).toBe(0);
  // The cookie is the user's for that name only, and a forged one counts for nothing.
  expect(throttle.lockedFor({ userName: 'author', address, device: `${device}x` })).toBe(15);
  for (let i = 0; i < 50; i++) throttle.fail({ userName: `guess${i}`, address, device: '' });
  expect(throttle.lockedFor({ userName: 'editor', address, device: '' })).toBe(15);
  expect(throttle.lockedFor({ userName: 'author', address, device })).toBe(0);
  // Guessing with the cookie is throttled too.
  for (let i = 0; i < 5; i++) throttle.fail({ userName: 'author', address, device });
  expect(throttle.lockedFor({ userName: 'author', address, device })).toBe(15);
});

/** Serves one file from `root` through the static-file handler, answering the status sent. */
function serve(root: string, name: string): number {
  let status = 0;
  const req = { headers: {}, method: 'GET' } as IncomingMessage;
  const res = {
    writeHead: (code: number) => {
      status = code;
    },
    end: () => undefined,
  } as unknown as ServerResponse;
  return serveFile(req, res, root, name) ? status : 404;
}

test('the static-file cache keeps to its byte budget and forgets deleted files', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-cache-'));
  try {
    const { limit } = staticCacheStats();
    const size = 1024 * 1024;
    const count = Math.ceil(limit / size) + 8;
    for (let i = 0; i < count; i++) {
      writeFileSync(join(root, `upload-${i}.png`), Buffer.alloc(size, i));
      expect(serve(root, `upload-${i}.png`)).toBe(200);
    }
    const stats = staticCacheStats();
    expect(stats.bytes).toBeLessThanOrEqual(limit);
    expect(stats.files.some((file) => file.endsWith(`upload-${count - 1}.png`))).toBe(true);
    expect(stats.files.some((file) => file.endsWith('upload-0.png'))).toBe(false);
    // Deleted as media and fonts delete their files: gone from the cache at once.
    const last = join(root, `upload-${count - 1}.png`);
    deleteServedFile(last);
    expect(staticCacheStats().files).not.toContain(last);
    expect(serve(root, `upload-${count - 1}.png`)).toBe(404);
    // Removed behind the host's back: forgotten on the next request for it.
    const other = join(root, `upload-${count - 2}.png`);
    unlinkSync(other);
    expect(serve(root, `upload-${count - 2}.png`)).toBe(404);
    expect(staticCacheStats().files).not.toContain(other);
  } finally {
    rmSync(root, { recursive: true, force: true });
    for (const file of staticCacheStats().files) if (file.startsWith(root)) deleteServedFile(file);
  }
});
