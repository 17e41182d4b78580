import { expect } from '@esm-bundle/chai';
import {
  $pendingRequests,
  $sessionEnded,
  ApiError,
  apiFetch,
  apiFetchList,
  adminUrl,
  configureApiClient,
} from '../../../src/api';
import { sendAdminRequest } from '../../../src/api/admin';
import { FakeHost, json, wpError } from './fake-host';

function pages(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: { rendered: `Page ${i + 1}` },
  }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('apiFetch', () => {
  let host: FakeHost;
  beforeEach(() => {
    host = new FakeHost();
    configureApiClient({ root: '/wp-json/', nonce: 'first', nonceEndpoint: '', fetch: host.fetch });
  });

  it('sends the nonce on every request, and the new one after reconfiguring', async () => {
    host.collection('/wp/v2/pages', pages(2));
    await apiFetch('wp/v2/pages');
    configureApiClient({ nonce: 'second' });
    await apiFetch('/wp/v2/pages/1');
    const nonces = host.requests.map((r) => r.headers.get('X-WP-Nonce'));
    expect(nonces).to.deep.equal(['first', 'second']);
  });

  it('sends arrays in the form PHP reads, keeping the path’s own query', async () => {
    host.on('GET', '/wp/v2/navigation', () => json([]));
    await apiFetch('/wp/v2/navigation?orderby=date', {
      query: { status: ['publish', 'draft'], per_page: 100, search: 'a&b', skip: undefined },
    });
    const { query } = host.requests[0]!;
    expect(query.getAll('status[]')).to.deep.equal(['publish', 'draft']);
    expect(query.get('orderby')).to.equal('date');
    expect(query.get('per_page')).to.equal('100');
    expect(query.get('search')).to.equal('a&b');
    expect(query.has('skip')).to.equal(false);
  });

  it('sends plain objects as JSON and FormData untouched', async () => {
    host.collection('/wp/v2/font-families', []);
    const created = await apiFetch<{ id: number }>('wp/v2/font-families', {
      method: 'POST',
      body: { slug: 'inter', name: 'Inter' },
    });
    expect(created.id).to.equal(1);
    const form = new FormData();
    form.append('font_face_settings', '{"fontWeight":"400"}');
    form.append('file-0-0', new File(['woff2'], 'inter.woff2'));
    host.on('POST', '/wp/v2/font-families/:id/font-faces', ({ body }) => {
      const file = (body as FormData).get('file-0-0') as File;
      return json({ id: 9, file: file.name, size: file.size }, 201);
    });
    const face = await apiFetch('wp/v2/font-families/1/font-faces', { method: 'POST', body: form });
    expect(host.requests[0]!.body).to.deep.equal({ slug: 'inter', name: 'Inter' });
    expect(face).to.deep.equal({ id: 9, file: 'inter.woff2', size: 5 });
  });

  it('returns the raw response with parse: false', async () => {
    host.collection('/wp/v2/blocks', [], { allow: 'GET, POST' });
    const response = await apiFetch('wp/v2/blocks', { method: 'OPTIONS', parse: false });
    expect(response.headers.get('Allow')).to.equal('GET, POST');
  });

  it('reads totals from the headers', async () => {
    host.collection('/wp/v2/pages', pages(25));
    const list = await apiFetchList<{ id: number }>('wp/v2/pages', {
      query: { per_page: 10, page: 3 },
    });
    expect(list.items.map((p) => p.id)).to.deep.equal([21, 22, 23, 24, 25]);
    expect(list.total).to.equal(25);
    expect(list.totalPages).to.equal(3);
  });

  it('fetches every page for per_page -1, which WordPress itself rejects', async () => {
    host.collection('/wp/v2/template-parts', pages(250));
    const all = await apiFetch<unknown[]>('wp/v2/template-parts?per_page=-1&context=edit');
    expect(all).to.have.length(250);
    const sent = host.requests.map((r) => [r.query.get('per_page'), r.query.get('page')]);
    expect(sent).to.deep.equal([
      ['100', '1'],
      ['100', '2'],
      ['100', '3'],
    ]);
    expect(host.requests.every((r) => r.query.get('context') === 'edit')).to.equal(true);
    const list = await apiFetchList('wp/v2/template-parts', { query: { per_page: -1 } });
    expect([list.items.length, list.total, list.totalPages]).to.deep.equal([250, 250, 1]);
  });

  it('refreshes a rejected nonce once and repeats the call once', async () => {
    host.collection('/wp/v2/pages', pages(1));
    host.nonce = 'fresh';
    const [page, again] = await Promise.all([
      apiFetch<{ id: number }>('wp/v2/pages/1', { method: 'PUT', body: { title: 'New' } }),
      apiFetch<{ id: number }>('wp/v2/pages/1'),
    ]);
    expect([page.id, again.id]).to.deep.equal([1, 1]);
    const nonceCalls = host.calls('GET', '/wp-admin/admin-ajax.php');
    expect(nonceCalls).to.have.length(1);
    expect(nonceCalls[0]!.query.get('action')).to.equal('rest-nonce');
    expect(host.calls('PUT', '/wp/v2/pages/1')).to.have.length(2);
    await apiFetch('wp/v2/pages/1');
    expect(host.requests.at(-1)!.headers.get('X-WP-Nonce')).to.equal('fresh');
  });

  it('says the session ended, the host’s error kept, when no fresh nonce can be had', async () => {
    host.collection('/wp/v2/pages', pages(1));
    host.nonce = 'fresh';
    host.on('GET', '/wp-admin/admin-ajax.php', () => new Response('0', { status: 400 }));
    const error = await failure(apiFetch('wp/v2/pages/1'));
    expect(error.code).to.equal('session_ended');
    const cause = (error.data as { cause: ApiError }).cause;
    expect([cause.code, cause.status]).to.deep.equal(['rest_cookie_invalid_nonce', 403]);
    $sessionEnded.set(false);
  });

  it('refreshes the nonce once after a 401 and repeats each call once', async () => {
    // A host that saw no nonce takes the call for a visitor's (the element lost the one printed).
    configureApiClient({ nonce: '' });
    host.on('GET', '/wp-admin/admin-ajax.php', () => new Response('fresh'));
    host.on('GET', '/wp/v2/themes', ({ headers }) =>
      headers.get('X-WP-Nonce') === 'fresh'
        ? json([{ stylesheet: 'meridian' }])
        : wpError('rest_cannot_view_active_theme', 'Sorry, you are not allowed.', 401),
    );
    const [themes, again] = await Promise.all([
      apiFetch<unknown[]>('wp/v2/themes', { query: { status: 'active' } }),
      apiFetch<unknown[]>('wp/v2/themes'),
    ]);
    expect([themes, again]).to.deep.equal([
      [{ stylesheet: 'meridian' }],
      [{ stylesheet: 'meridian' }],
    ]);
    expect(host.calls('GET', '/wp-admin/admin-ajax.php')).to.have.length(1);
    const nonces = host.calls('GET', '/wp/v2/themes').map((r) => r.headers.get('X-WP-Nonce'));
    expect(nonces).to.deep.equal([null, null, 'fresh', 'fresh']);
  });

  it('throws a 401 that a fresh nonce does not cure, after one retry', async () => {
    host.on('GET', '/wp-admin/admin-ajax.php', () => new Response('fresh'));
    host.on('GET', '/wp/v2/users/me', () => wpError('rest_forbidden', 'Sorry, no.', 401));
    const error = await failure(apiFetch('wp/v2/users/me'));
    expect([error.code, error.status]).to.deep.equal(['rest_forbidden', 401]);
    expect(host.calls('GET', '/wp-admin/admin-ajax.php')).to.have.length(1);
    expect(host.calls('GET', '/wp/v2/users/me')).to.have.length(2);
  });

  it('throws the first 401 when the host has no nonce for a visitor', async () => {
    // A visitor's page: no nonce was ever printed.
    configureApiClient({ nonce: '' });
    host.on('GET', '/wp/v2/users/me', ({ headers }) =>
      headers.get('X-WP-Nonce') === null
        ? wpError('rest_not_logged_in', 'You are not currently logged in.', 401)
        : wpError('rest_forbidden', 'Another error.', 401),
    );
    const error = await failure(apiFetch('wp/v2/users/me'));
    expect([error.code, error.status]).to.deep.equal(['rest_not_logged_in', 401]);
    expect(host.calls('GET', '/wp-admin/admin-ajax.php')).to.have.length(1);
    expect(host.calls('GET', '/wp/v2/users/me')).to.have.length(1);
  });

  it('turns the host’s error body into an ApiError, without retrying', async () => {
    host.on('POST', '/wp/v2/templates', () => wpError('rest_forbidden', 'Sorry, no.', 403));
    host.on('GET', '/wp/v2/templates', () => wpError('db_error', 'Database down.', 500));
    const error = await failure(apiFetch('wp/v2/templates', { method: 'POST', body: {} }));
    expect(error).to.be.instanceOf(ApiError);
    expect([error.code, error.message, error.status]).to.deep.equal([
      'rest_forbidden',
      'Sorry, no.',
      403,
    ]);
    expect((await failure(apiFetch('wp/v2/templates'))).code).to.equal('db_error');
    expect(host.calls('POST', '/wp/v2/templates')).to.have.length(1);
    expect(host.calls('GET', '/wp/v2/templates')).to.have.length(1);
  });

  it('reports a page of HTML and a lost network as ApiErrors', async () => {
    host.on('GET', '/wp/v2/settings', () => new Response('<b>Fatal error</b>', { status: 500 }));
    host.on('GET', '/wp/v2/types', () => new Response('<html>', { status: 200 }));
    expect((await failure(apiFetch('wp/v2/settings'))).code).to.equal('invalid_json');
    expect((await failure(apiFetch('wp/v2/types'))).code).to.equal('invalid_json');
    host.offline = true;
    const offline = await failure(apiFetch('wp/v2/settings'));
    expect([offline.code, offline.message]).to.deep.equal([
      'fetch_error',
      'You are probably offline.',
    ]);
  });

  it('counts requests in flight, back to zero after success and failure', async () => {
    let release: () => void = () => {};
    host.on(
      'GET',
      '/wp/v2/slow',
      () =>
        new Promise((resolve) => {
          release = () => resolve(json({}));
        }),
    );
    const seen: number[] = [];
    const unlisten = $pendingRequests.listen((n) => seen.push(n));
    const slow = apiFetch('wp/v2/slow');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect($pendingRequests.get()).to.equal(1);
    release();
    await slow;
    await failure(apiFetch('wp/v2/missing'));
    unlisten();
    expect(seen).to.deep.equal([1, 0, 1, 0]);
  });

  it('sends the previewed theme with every call, unless a call names its own or none', async () => {
    host.collection('/wp/v2/pages', pages(1));
    host.on('GET', '/wp/v2/themes', () => json([]));
    configureApiClient({ themePreview: 'meridian' });
    try {
      await apiFetch('wp/v2/pages');
      await apiFetch('wp/v2/pages', { method: 'POST', body: { title: 'x' } }).catch(() => {});
      await apiFetch('wp/v2/themes', { query: { wp_theme_preview: 'other' } });
      await apiFetch('wp/v2/themes', { query: { status: 'active', wp_theme_preview: '' } });
    } finally {
      configureApiClient({ themePreview: '' });
    }
    await apiFetch('wp/v2/pages');
    const previews = host.requests.map((r) => r.query.getAll('wp_theme_preview'));
    expect(previews).to.deep.equal([['meridian'], ['meridian'], ['other'], [], []]);
  });

  it('calls a wp-admin page beside the REST root, and fails on its error status', async () => {
    expect(adminUrl('themes.php?a=1', { root: '/wp-json/' })).to.equal('/wp-admin/themes.php?a=1');
    expect(adminUrl('themes.php', { root: '/blog/index.php?rest_route=/' })).to.equal(
      '/blog/wp-admin/themes.php',
    );
    host.on('GET', '/wp-admin/themes.php', (request) =>
      request.query.get('_wpnonce') === 'good'
        ? new Response('<p>Activated</p>')
        : new Response('<p>The link you followed has expired.</p>', { status: 403 }),
    );
    const ok = await sendAdminRequest('themes.php?action=activate&_wpnonce=good');
    expect(await ok.text()).to.equal('<p>Activated</p>');
    const refused = await failure(sendAdminRequest('themes.php?action=activate&_wpnonce=bad'));
    expect(refused.status).to.equal(403);
  });
});
