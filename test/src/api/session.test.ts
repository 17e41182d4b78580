// Telling a session that ended from a refusal (issue 30): the pure rules, then the real client
// against a fake host that logs the user out.
import { expect } from '@esm-bundle/chai';
import {
  $sessionEnded,
  type ApiError,
  apiFetch,
  checkSessionBack,
  configureApiClient,
} from '../../../src/api';
import { nonceAnswerSaysLoggedOut, sessionHint } from '../../../src/api/session';
import { FakeHost, json, wpError } from './fake-host';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('nonceAnswerSaysLoggedOut', () => {
  it("reads WordPress's answers to a visitor: 0 (400) or -1", () => {
    expect(nonceAnswerSaysLoggedOut(400, '0')).to.equal(true);
    expect(nonceAnswerSaysLoggedOut(200, '0\n')).to.equal(true);
    expect(nonceAnswerSaysLoggedOut(403, '-1')).to.equal(true);
    expect(nonceAnswerSaysLoggedOut(401, '')).to.equal(true);
  });

  it('reads nothing into a nonce, a missing endpoint or a server error', () => {
    expect(nonceAnswerSaysLoggedOut(200, 'a1b2c3d4e5')).to.equal(false);
    expect(nonceAnswerSaysLoggedOut(404, '<h1>Not found</h1>')).to.equal(false);
    expect(nonceAnswerSaysLoggedOut(500, '')).to.equal(false);
    expect(nonceAnswerSaysLoggedOut(502, '<html>Bad gateway</html>')).to.equal(false);
  });
});

describe('sessionHint', () => {
  it('asks for a fresh nonce after any 401 or a rejected nonce', () => {
    expect(sessionHint({ status: 401, code: 'rest_cannot_edit' }, 'PUT')).to.equal('nonce');
    expect(sessionHint({ status: 401, code: 'rest_not_logged_in' }, 'GET')).to.equal('nonce');
    expect(sessionHint({ status: 403, code: 'rest_cookie_invalid_nonce' }, 'GET')).to.equal(
      'nonce',
    );
  });

  it('asks who we are after a write refused with a 403, not after a read', () => {
    expect(sessionHint({ status: 403, code: 'rest_cannot_edit' }, 'PUT')).to.equal('ask');
    expect(sessionHint({ status: 403, code: 'rest_forbidden' }, 'POST')).to.equal('ask');
    expect(sessionHint({ status: 403, code: 'rest_forbidden' }, 'GET')).to.equal('none');
  });

  it('takes other answers as they are', () => {
    expect(sessionHint({ status: 400, code: 'rest_invalid_param' }, 'PUT')).to.equal('none');
    expect(sessionHint({ status: 404, code: 'rest_post_invalid_id' }, 'PUT')).to.equal('none');
    expect(sessionHint({ status: 403, code: 'rest_custom_css_illegal_markup' }, 'PUT')).to.equal(
      'none',
    );
  });
});

describe('a session that ended, through the client', () => {
  let host: FakeHost;
  let loggedIn: boolean;
  beforeEach(() => {
    host = new FakeHost();
    loggedIn = true;
    $sessionEnded.set(false);
    configureApiClient({ root: '/wp-json/', nonce: 'first', nonceEndpoint: '', fetch: host.fetch });
    // WordPress to a visitor: 401 on writes, and `0` (400) from the nonce endpoint.
    host.on('GET', '/wp-admin/admin-ajax.php', () =>
      loggedIn ? new Response('second') : new Response('0', { status: 400 }),
    );
    host.on('GET', '/wp/v2/users/me', () =>
      loggedIn ? json({ id: 1 }) : wpError('rest_not_logged_in', 'You are not logged in.', 401),
    );
  });
  afterEach(() => $sessionEnded.set(false));

  it('says the session ended, not "not allowed", when the host took us for a visitor', async () => {
    loggedIn = false;
    host.on('PUT', '/wp/v2/pages/5', () =>
      wpError('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.', 401),
    );
    const error = await failure(apiFetch('wp/v2/pages/5', { method: 'PUT', body: { title: 'x' } }));
    expect(error.code).to.equal('session_ended');
    expect(error.message).to.contain('You have been logged out.');
    expect((error.data as { cause: ApiError }).cause.code).to.equal('rest_cannot_edit');
    expect($sessionEnded.get()).to.equal(true);
  });

  it('asks who we are after a refused write, and believes a refusal to a logged-in user', async () => {
    host.on('PUT', '/wp/v2/pages/5', () =>
      wpError('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.', 403),
    );
    const refused = await failure(apiFetch('wp/v2/pages/5', { method: 'PUT', body: {} }));
    expect([refused.code, refused.status]).to.deep.equal(['rest_cannot_edit', 403]);
    expect($sessionEnded.get()).to.equal(false);

    loggedIn = false;
    const ended = await failure(apiFetch('wp/v2/pages/5', { method: 'PUT', body: {} }));
    expect(ended.code).to.equal('session_ended');
    expect(host.calls('GET', '/wp/v2/users/me')).to.have.length(2);
  });

  it('keeps a visitor page’s refusals plain (no session to end)', async () => {
    loggedIn = false;
    configureApiClient({ nonce: '' });
    host.on('GET', '/wp/v2/settings', () => wpError('rest_forbidden', 'Sorry.', 401));
    const error = await failure(apiFetch('wp/v2/settings'));
    expect(error.code).to.equal('rest_forbidden');
    expect($sessionEnded.get()).to.equal(false);
  });

  it('is back once the host serves a nonce again, which later calls send', async () => {
    loggedIn = false;
    host.on('GET', '/wp/v2/pages/5', () => wpError('rest_forbidden', 'Sorry.', 401));
    await failure(apiFetch('wp/v2/pages/5'));
    expect($sessionEnded.get()).to.equal(true);
    expect(await checkSessionBack()).to.equal(false);

    loggedIn = true;
    expect(await checkSessionBack()).to.equal(true);
    expect($sessionEnded.get()).to.equal(false);
    host.on('GET', '/wp/v2/pages/5', () => json({ id: 5 }));
    await apiFetch('wp/v2/pages/5');
    expect(host.requests.at(-1)!.headers.get('X-WP-Nonce')).to.equal('second');
  });

  it('says nothing about the session when the nonce endpoint does not answer', async () => {
    host.on(
      'GET',
      '/wp-admin/admin-ajax.php',
      () => new Response('<h1>Oops</h1>', { status: 500 }),
    );
    host.on('GET', '/wp/v2/pages/5', () => wpError('rest_forbidden', 'Sorry.', 401));
    const error = await failure(apiFetch('wp/v2/pages/5'));
    expect(error.code).to.equal('rest_forbidden');
    expect($sessionEnded.get()).to.equal(false);
  });
});
