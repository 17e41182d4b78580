// A property-based fuzz test of the REST layer: random keys (Object's property names, unicode,
// empty, very long), random values (odd numbers, huge strings, nesting) as query strings and as
// bodies of every shape, against every route the host lists in its index, with every method, as
// an administrator with a valid nonce (so writes reach validation) and anonymously.
// Invariants: never a 5xx (but WordPress's own 501 for trashing what has no trash), every
// refusal (4xx) says why in WordPress's `{ code, message }`, and a refused request, or any read,
// leaves the database and the uploads exactly as they were. It runs on a host of its own
// (test/fixtures/own-host.ts): the writes it gets through would change the seeded content the
// other tests read.
// FUZZ_RUNS and FUZZ_SEED replay or widen a run.
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { bodyArbitrary, pathArbitrary, queryArbitrary } from '../fixtures/fuzz-inputs';
import { type OwnHost, startOwnHost } from '../fixtures/own-host';

interface RouteInfo {
  methods: string[];
  endpoints: Array<{ methods: string[]; args: Record<string, unknown> }>;
}

interface Session {
  cookie: string;
  nonce: string;
}

const runs = Number(process.env.FUZZ_RUNS ?? 400);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** FUZZ_COLLECT=1 lists every failure of a run instead of stopping at the first. */
const collect = process.env.FUZZ_COLLECT === '1';
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The one read that may write, as WordPress's does: with no published menu left (a fuzzed
 * DELETE removed them), getting the navigation fallback creates one. Only a 200 may write.
 */
const readsThatMayCreate = new Set(['/wp-block-editor/v1/navigation-fallback']);

/**
 * WordPress answers a DELETE without `force` on what cannot be trashed (terms, media, fonts) with
 * 501 rest_trash_not_supported: a refusal the host copies on purpose (clients know it), not a
 * failure. Every other 5xx is one.
 */
function isWordPressRefusal(status: number, text: string): boolean {
  return status === 501 && text.includes('"code":"rest_trash_not_supported"');
}

/** A refusal says why: WordPress's `{ code, message }`. */
function hasMessage(text: string): boolean {
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    return typeof body.code === 'string' && typeof body.message === 'string' && body.message !== '';
  } catch {
    return false;
  }
}

async function logIn(host: OwnHost): Promise<Session> {
  // The form first: its token is bound to the pre-login cookie it sets.
  const form = await fetch(`${host.baseURL}/login`);
  const formCookie = (form.headers.get('set-cookie') ?? '').split(';')[0]!;
  const token = /name="login_token" value="([^"]*)"/.exec(await form.text())?.[1] ?? '';
  const response = await fetch(`${host.baseURL}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: formCookie },
    body: `log=admin&pwd=admin&redirect_to=%2F&login_token=${token}`,
    redirect: 'manual',
  });
  const cookie = (
    response.headers.getSetCookie().find((c) => c.startsWith('demo_session=')) ?? ''
  ).split(';')[0]!;
  const nonceResponse = await fetch(`${host.baseURL}/wp-admin/admin-ajax.php?action=rest-nonce`, {
    headers: { Cookie: cookie },
  });
  return { cookie, nonce: (await nonceResponse.text()).trim() };
}

async function getJson(host: OwnHost, session: Session, path: string): Promise<unknown> {
  const response = await fetch(`${host.baseURL}/wp-json${path}`, {
    headers: { Cookie: session.cookie, 'X-WP-Nonce': session.nonce },
  });
  return response.json();
}

/** Values the host knows, so paths reach real items: ids, and names of themes, types, templates… */
async function knownValues(host: OwnHost, session: Session) {
  const ids = new Set<string>(['1', '2', '3']);
  const names = new Set<string>(['me']);
  const lists = [
    '/wp/v2/pages?status=any&per_page=100&context=edit',
    '/wp/v2/posts?status=any&per_page=100&context=edit',
    '/wp/v2/blocks?per_page=100',
    '/wp/v2/navigation?per_page=100',
    '/wp/v2/media?per_page=100',
    '/wp/v2/categories?per_page=100',
    '/wp/v2/tags?per_page=100',
    '/wp/v2/users?per_page=100',
    '/wp/v2/font-families?per_page=100',
    '/wp/v2/templates',
    '/wp/v2/template-parts',
    '/wp/v2/themes',
    '/wp/v2/font-collections',
  ];
  for (const path of lists) {
    const items = await getJson(host, session, path);
    if (!Array.isArray(items)) continue;
    for (const item of items as Array<Record<string, unknown>>) {
      if (typeof item.id === 'number') ids.add(String(item.id));
      for (const key of ['id', 'slug', 'stylesheet']) {
        if (typeof item[key] === 'string') names.add(item[key] as string);
      }
    }
  }
  for (const path of ['/wp/v2/types', '/wp/v2/taxonomies']) {
    const map = (await getJson(host, session, path)) as Record<string, unknown>;
    for (const key of Object.keys(map)) names.add(key);
  }
  for (const name of ['core/paragraph', 'core/group', 'core/navigation']) {
    names.add(name);
    for (const part of name.split('/')) names.add(part);
  }
  return { ids: [...ids], names: [...names] };
}

test('no request to any route gets a 5xx, and a refused one changes nothing', async () => {
  test.setTimeout(180_000);
  const host = await startOwnHost();
  try {
    const admin = await logIn(host);
    expect(admin.nonce).toMatch(/^[0-9a-f]{10}$/);
    const index = (await getJson(host, admin, '/')) as { routes: Record<string, RouteInfo> };
    const routes = Object.entries(index.routes);
    expect(routes.length).toBeGreaterThan(40);
    const known = await knownValues(host, admin);

    const requestArbitrary = fc.constantFrom(...routes).chain(([pattern, info]) => {
      const argNames = [
        ...new Set(info.endpoints.flatMap((endpoint) => Object.keys(endpoint.args))),
        'context',
        '_fields',
        '_embed',
        '_method',
        'force',
        'id',
      ];
      return fc.record({
        pattern: fc.constant(pattern),
        path: pathArbitrary(pattern, known.ids, known.names),
        method: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...info.methods) },
          {
            weight: 1,
            arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
          },
        ),
        asAdmin: fc.constantFrom(true, true, true, false),
        query: queryArbitrary(argNames),
        body: bodyArbitrary(argNames),
      });
    });

    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(requestArbitrary, async (input) => {
        // Failures are listed here, short, rather than left to fast-check: its counterexample
        // would print megabytes of generated body.
        if (failures.length > 0 && !collect) return true;
        const { method, path, body, asAdmin } = input;
        const headers: Record<string, string> = {};
        if (asAdmin) {
          headers.Cookie = admin.cookie;
          headers['X-WP-Nonce'] = admin.nonce;
        }
        const sendsBody = writeMethods.has(method) && body.body !== null;
        if (sendsBody && body.contentType) headers['Content-Type'] = body.contentType;
        // Node refuses a request line over 16 KB itself (431): keep to what reaches the host.
        const query = input.query.length > 12_000 ? '' : input.query;
        const url = `${host.baseURL}/wp-json${path}${query ? `?${query}` : ''}`;
        const describe = (outcome: string) =>
          `${method} ${url.slice(0, 300)} (${asAdmin ? 'admin' : 'anonymous'}, ${body.label}: ${String(body.body).slice(0, 200)}) -> ${outcome.slice(0, 300)}`;
        const before = host.digest();
        let response: Response;
        try {
          response = await fetch(url, {
            method,
            headers,
            body: sendsBody ? (body.body ?? undefined) : undefined,
          });
        } catch (error) {
          failures.push(describe(`no answer: ${String((error as Error).cause ?? error)}`));
          return true;
        }
        const text = method === 'HEAD' ? '' : await response.text();
        const status = response.status;
        if (status >= 500 && !isWordPressRefusal(status, text)) {
          failures.push(describe(`${status} ${text}`));
          return true;
        }
        if (status >= 400 && method !== 'HEAD' && !hasMessage(text)) {
          failures.push(`no error message: ${describe(`${status} ${text}`)}`);
        }
        const changed = host.digest() !== before;
        const mayWrite = writeMethods.has(method) || readsThatMayCreate.has(input.pattern);
        if (changed && (status >= 400 || !mayWrite)) {
          failures.push(`changed the database: ${describe(`${status} ${text}`)}`);
        }
        return true;
      }),
      { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
    );
    expect(failures.slice(0, 20), `${failures.length} failing requests`).toEqual([]);
  } finally {
    await host.stop();
  }
});
