import { type IncomingHttpHeaders, get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { login, restAs } from '../fixtures/host';

/** A GET without automatic decompression, to see the bytes on the wire. */
function rawGet(
  url: URL,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const tags = ['site-editor', 'font-library', 'data-view', 'style-book', 'navigation-manager'];

test.describe('demo pages', () => {
  test('the index lists every demo page', async ({ request }) => {
    const body = await (await request.get('/')).text();
    for (const path of ['/editor', '/posts', '/shared', ...tags.map((tag) => `/element/${tag}`)]) {
      expect(body).toContain(`href="${path}"`);
    }
  });

  test('pages that mount elements send visitors to the login form', async ({ request }) => {
    for (const path of ['/editor', '/posts', '/shared', '/element/font-library']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`/login?redirect_to=${encodeURIComponent(path)}`);
    }
  });

  test('/editor prints <site-editor> with its rest-nonce, api-root and settings', async ({
    request,
  }) => {
    await login(request, 'admin');
    const body = await (await request.get('/editor')).text();
    const tag = /<site-editor([^>]*)>/.exec(body)?.[1] ?? '';
    expect(tag).toContain('api-root="/wp-json/"');
    expect(tag).toMatch(/ rest-nonce="[0-9a-f]{10}"/);
    expect(tag).not.toMatch(/ nonce=/);
    const settings = JSON.parse(
      (/settings="([^"]*)"/.exec(tag)?.[1] ?? '{}')
        .replaceAll('&quot;', '"')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&#39;', "'")
        .replaceAll('&amp;', '&'),
    );
    expect(settings).toMatchObject({ dashboardLink: '/', dashboardLinkText: 'Dashboard' });
    // The demo's posts start from a block template; no experiment is on by default.
    expect(settings.postTypeTemplates.post).toContain('<!-- wp:paragraph');
    expect(settings.experiments).toBeUndefined();
    expect(body).toContain('<script type="module" src="/dist/esm/site-editor.js"></script>');
    const nonce = /rest-nonce="([0-9a-f]{10})"/.exec(tag)![1]!;
    const me = await request.get('/wp-json/wp/v2/users/me', { headers: { 'X-WP-Nonce': nonce } });
    expect(me.status()).toBe(200);
  });

  test('every page is sent with the CSP header of a wp-admin page', async ({ request }) => {
    for (const path of ['/login', '/no-such-page']) {
      const response = await request.get(path);
      expect(response.headers()['content-security-policy'], path).toBe("frame-ancestors 'self'");
    }
  });

  test('the pages that mount the elements run scripts from the bundles only', async ({
    request,
    baseURL,
  }) => {
    const policyOf = async (path: string) =>
      (await request.get(path)).headers()['content-security-policy'] ?? '';
    const pages = ['/editor', '/shared', '/data-view', '/style-book', '/element/font-library'];
    expect(await policyOf('/')).toContain(`script-src ${baseURL}/dist/ `);
    await login(request, 'admin');
    for (const path of pages) {
      const policy = await policyOf(path);
      expect(policy, path).toContain("frame-ancestors 'self'");
      expect(policy, path).toContain(`script-src ${baseURL}/dist/ 'sha256-`);
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).not.toContain('unsafe-inline');
      expect(policy, path).not.toContain('unsafe-eval');
    }
  });

  test('?nonce-attribute=nonce prints the nonce attribute older hosts print', async ({
    request,
  }) => {
    await login(request, 'admin');
    const body = await (await request.get('/element/site-editor?nonce-attribute=nonce')).text();
    const tag = /<site-editor([^>]*)>/.exec(body)?.[1] ?? '';
    expect(tag).toMatch(/ nonce="[0-9a-f]{10}"/);
    expect(tag).not.toContain('rest-nonce');
  });

  test('/posts mounts the posts-only editor and /shared mounts both', async ({ request }) => {
    await login(request, 'editor');
    expect(await (await request.get('/posts')).text()).toMatch(/<site-editor[^>]* mode="posts"/);
    const shared = await (await request.get('/shared')).text();
    expect(shared.match(/<site-editor /g)?.length).toBe(2);
    expect(shared.match(/<script type="module" src="\/dist\/esm\/site-editor\.js">/g)?.length).toBe(
      1,
    );
  });

  test('each element has its own page inside a hostile admin stylesheet', async ({ request }) => {
    await login(request, 'admin');
    for (const tag of tags) {
      const body = await (await request.get(`/element/${tag}`)).text();
      expect(body).toContain(`<${tag} `);
      expect(body).toContain(`src="/dist/esm/${tag}.js"`);
      expect(body).toContain("font-family: 'Comic Sans MS'");
      expect(body).toContain('id="adminmenu"');
    }
    expect((await request.get('/element/not-an-element')).status()).toBe(404);
  });

  test('what the host prints is escaped', async ({ request }) => {
    const { nonce } = await login(request, 'admin');
    await request.post('/wp-json/wp/v2/settings', {
      headers: { 'X-WP-Nonce': nonce },
      data: { title: 'Meridian <script>alert(1)</script> Demo' },
    });
    const body = await (await request.get('/')).text();
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(body).toContain('Meridian &lt;script&gt;alert(1)&lt;/script&gt; Demo');
    await request.post('/wp-json/wp/v2/settings', {
      headers: { 'X-WP-Nonce': nonce },
      data: { title: 'Meridian Demo' },
    });
  });

  test('a post link shows the post under a script-free CSP', async ({ request }) => {
    const [page] = await (await request.get('/wp-json/wp/v2/pages?search=History')).json();
    const view = await request.get(new URL(page.link).pathname + new URL(page.link).search);
    expect(view.status()).toBe(200);
    expect(view.headers()['content-security-policy']).toContain("script-src 'none'");
    expect(await view.text()).toContain('<h1>History</h1>');
  });

  test('the home URL with wp_site_preview=1 shows the front page the reading settings choose', async ({
    request,
  }) => {
    const admin = await restAs(request, 'admin');
    const [latest] = await (
      await admin.get('wp/v2/posts', { query: { per_page: 1, orderby: 'date', order: 'desc' } })
    ).json();
    const posts = await request.get('/?wp_site_preview=1');
    expect(posts.status()).toBe(200);
    expect(posts.headers()['content-security-policy']).toContain("script-src 'none'");
    expect(posts.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    const postsIndex = await posts.text();
    expect(postsIndex).toContain(`<a href="/?p=${latest.id}">${latest.title.rendered}</a>`);
    expect(postsIndex).not.toContain('demo host');

    const [about] = await (await admin.get('wp/v2/pages', { query: { search: 'History' } })).json();
    await admin.post('wp/v2/settings', { show_on_front: 'page', page_on_front: about.id });
    try {
      const page = await (await request.get('/?wp_site_preview=1')).text();
      expect(page).toContain('<h1>History</h1>');
      expect(page).not.toContain(latest.title.rendered);
    } finally {
      await admin.post('wp/v2/settings', { show_on_front: 'posts', page_on_front: 0 });
    }
  });

  test('/dist serves files with content type, no-cache, ETag and gzip', async ({ request }) => {
    const response = await request.get('/dist/demo-server.mjs', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/javascript; charset=UTF-8');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const etag = response.headers().etag!;
    const again = await request.get('/dist/demo-server.mjs', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status()).toBe(304);
    const map = await request.get('/dist/demo-server.mjs.map');
    expect(map.headers()['content-type']).toBe('application/json; charset=UTF-8');
    const raw = await rawGet(new URL('/dist/demo-server.mjs', response.url()), {
      'Accept-Encoding': 'gzip',
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw.body).toString('utf8')).toBe(await response.text());
  });

  test('static paths cannot leave their folder', async ({ request }) => {
    for (const path of [
      '/dist/..%2Fpackage.json',
      '/dist/%2e%2e/package.json',
      '/wp-content/themes/meridian/theme.json',
      '/wp-content/themes/meridian/../../../package.json',
    ]) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
    }
    const style = await request.get('/wp-content/themes/meridian/style.css');
    expect(style.headers()['content-type']).toBe('text/css; charset=UTF-8');
  });
});
