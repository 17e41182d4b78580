// Logging in and out against forged requests: logout needs the session's nonce (a link, an
// image or a form on another site cannot log the user out), the login form needs its token (a
// page elsewhere cannot log the browser in as someone else), repeated failed logins are refused
// for a while (but not for a browser the user logged in with before), and no page of the demo
// host may be framed by another site.
import { expect, test } from '@playwright/test';
import { checkLoginPassword, hashPassword } from '../../demo/server/auth/passwords';
import { login, loginPage, postLogin, rest } from '../fixtures/host';
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
      postLogin(request, { log, pwd, redirect_to: '/' });
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

test('failed logins from a shared address do not lock the user out of a browser used before', async ({
  playwright,
}) => {
  const host = await startOwnHost();
  const user = await playwright.request.newContext({ baseURL: host.baseURL });
  const stranger = await playwright.request.newContext({ baseURL: host.baseURL });
  try {
    // The user has logged in from this browser before (and logged out since).
    expect((await postLogin(user, { log: 'author', pwd: 'author' })).status()).toBe(302);
    await user.clearCookies({ name: 'demo_session' });
    // Someone on the same address guesses the user's password.
    for (let i = 0; i < 6; i++) await postLogin(stranger, { log: 'author', pwd: `guess${i}` });
    expect((await postLogin(stranger, { log: 'author', pwd: 'author' })).status()).toBe(429);
    // The user still gets in from that browser.
    const back = await postLogin(user, { log: 'author', pwd: 'author' });
    expect(back.status()).toBe(302);
    expect(back.headers()['set-cookie']).toMatch(/^demo_session=/);
  } finally {
    await user.dispose();
    await stranger.dispose();
    await host.stop();
  }
});

test('the login form needs the token tied to its own cookie', async ({ playwright, baseURL }) => {
  const victim = await playwright.request.newContext({ baseURL });
  const attacker = await playwright.request.newContext({ baseURL });
  try {
    const bare = await victim.post('/login', {
      form: { log: 'author', pwd: 'author', redirect_to: '/' },
      maxRedirects: 0,
    });
    expect(bare.status()).toBe(403);
    expect(await bare.text()).toContain('Error: The login form has expired. Please try again.');
    expect(bare.headers()['set-cookie'] ?? '').not.toContain('demo_session');
    // A token fetched with another browser's cookie is no good either.
    const form = await (await attacker.get('/login')).text();
    const token = /name="login_token" value="([^"]+)"/.exec(form)![1]!;
    await victim.get('/login');
    const borrowed = await victim.post('/login', {
      form: { log: 'author', pwd: 'author', login_token: token },
      maxRedirects: 0,
    });
    expect(borrowed.status()).toBe(403);
    expect((await victim.get('/wp-admin/admin-ajax.php?action=rest-nonce')).status()).toBe(400);
    // The form the 403 answers logs in.
    expect((await postLogin(victim, { log: 'author', pwd: 'author' })).status()).toBe(302);
  } finally {
    await victim.dispose();
    await attacker.dispose();
  }
});

test('a form on another site can neither log the browser in nor log it out', async ({
  page,
  baseURL,
}) => {
  const crossSitePost = async (path: string, fields: Record<string, string>) => {
    await page.goto('about:blank');
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input name="${name}" value="${value}">`)
      .join('');
    await page.setContent(
      `<form method="post" action="${baseURL}${path}">${inputs}<button>Go</button></form>`,
    );
    await Promise.all([page.waitForURL(`${baseURL}/**`), page.getByRole('button').click()]);
  };
  const nonceStatus = async () =>
    (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).status();
  await crossSitePost('/login', { log: 'author', pwd: 'author', redirect_to: '/' });
  expect(await nonceStatus()).toBe(400);
  await loginPage(page, 'editor');
  expect(await nonceStatus()).toBe(200);
  await crossSitePost('/logout', {});
  expect(await nonceStatus()).toBe(200);
  // The demo bar's own Log out link still logs out.
  await page.goto('/');
  await page.getByRole('link', { name: 'Log out' }).first().click();
  await page.waitForURL('**/login?loggedout=true');
  expect(await nonceStatus()).toBe(400);
});

test('switching user in the demo bar logs in through the form', async ({ page }) => {
  await loginPage(page, 'admin', '/posts');
  await page.getByLabel('Switch user').selectOption('author');
  await expect(page.getByText('Arlo Author (author)')).toBeVisible();
});

test('pages may only be framed by the site itself', async ({ request }) => {
  await login(request, 'admin');
  for (const path of ['/', '/login', '/editor', '/posts', '/logout']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
  }
});

test('an unknown user name costs the same password hashing as a known one', () => {
  const checked: string[] = [];
  const check = (_password: string, stored: string) => {
    checked.push(stored);
    return true;
  };
  const known = hashPassword('author');
  expect(checkLoginPassword('author', known, check)).toBe(true);
  // No such user: a hash of the same kind is still checked, and the login still fails.
  expect(checkLoginPassword('author', undefined, check)).toBe(false);
  expect(checked).toHaveLength(2);
  const shape = (hash: string) => hash.replace(/[0-9a-f]/g, 'x');
  expect(shape(checked[1]!)).toBe(shape(known));
  expect(checkLoginPassword('author', undefined)).toBe(false);
});
