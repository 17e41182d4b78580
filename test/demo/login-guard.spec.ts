// Logging in and out against forged requests: logout needs the session's nonce (a link or an
// image on another site cannot log the user out), repeated failed logins are refused for a while,
// and no page of the demo host may be framed by another site.
import { expect, test } from '@playwright/test';
import { login, rest } from '../fixtures/host';
import { startOwnHost } from '../fixtures/own-host';

test('a logout without the session nonce asks to confirm and keeps the session', async ({
  request,
}) => {
  const { nonce } = await login(request, 'editor');
  const client = rest(request, nonce);
  for (const forged of [
    request.get('/logout', { maxRedirects: 0 }),
    request.post('/logout', { maxRedirects: 0 }),
    request.get('/logout?_wpnonce=0123456789', { maxRedirects: 0 }),
    request.get(`/logout?_wpnonce=${nonce}`, { maxRedirects: 0 }),
  ]) {
    const response = await forged;
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain('Do you really want to');
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect((await client.get('wp/v2/users/me')).status()).toBe(200);
  }
  // The demo pages' own Log out link carries the nonce and logs out.
  const index = await (await request.get('/')).text();
  const link = /href="(\/logout\?_wpnonce=[0-9a-f]{10})"/.exec(index)?.[1];
  expect(link).toBeTruthy();
  const out = await request.get(link!, { maxRedirects: 0 });
  expect(out.status()).toBe(302);
  expect(out.headers().location).toBe('/login?loggedout=true');
  expect((await client.get('wp/v2/users/me')).status()).toBe(401);
});

test('after five failed logins for a user name, even the right password is refused for a while', async ({
  playwright,
}) => {
  // On a host of its own: the lock would keep the shared host's admin out of later tests.
  const host = await startOwnHost();
  const request = await playwright.request.newContext({ baseURL: host.baseURL });
  try {
    const attempt = (pwd: string, log = 'admin') =>
      request.post('/login', { form: { log, pwd, redirect_to: '/' }, maxRedirects: 0 });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status()).toBe(401);
    const locked = await attempt('admin');
    expect(locked.status()).toBe(429);
    expect(await locked.text()).toContain(
      'Error: Too many failed login attempts. Please try again in 15 minutes.',
    );
    expect(locked.headers()['retry-after']).toBe('900');
    expect(locked.headers()['set-cookie']).toBeUndefined();
    // Another user name is not locked out by them.
    expect((await attempt('editor', 'editor')).status()).toBe(302);
  } finally {
    await request.dispose();
    await host.stop();
  }
});

test('pages may only be framed by the site itself', async ({ request }) => {
  await login(request, 'admin');
  for (const path of ['/', '/login', '/editor', '/posts', '/logout']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
  }
});
