import { expect, test } from '@playwright/test';
import { login, loginPage, logout, postLogin, rest } from '../fixtures/host';

test.describe('login and sessions', () => {
  test('the login form has Username, Password and Log in, and rejects bad credentials', async ({
    request,
  }) => {
    const form = await request.get('/login');
    const body = await form.text();
    expect(body).toContain('Username');
    expect(body).toContain('Password');
    expect(body).toContain('Log in');
    const bad = await postLogin(request, { log: 'admin', pwd: 'wrong' });
    expect(bad.status()).toBe(401);
    expect(await bad.text()).toContain('The username or password you entered is incorrect.');
    expect(bad.headers()['set-cookie'] ?? '').not.toContain('demo_session');
  });

  test('a login sets an HttpOnly SameSite=Lax session cookie and redirects to redirect_to', async ({
    request,
  }) => {
    const response = await postLogin(request, {
      log: 'editor',
      pwd: 'editor',
      redirect_to: '/posts?x=1',
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/posts?x=1');
    const cookie = response.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/^demo_session=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  test('redirect_to never leaves the site', async ({ request }) => {
    const response = await postLogin(request, {
      log: 'editor',
      pwd: 'editor',
      redirect_to: '//evil.example/',
    });
    expect(response.headers().location).toBe('/');
  });

  test('redirect_to with a control character, whitespace or a backslash stays on the site, and the login holds', async ({
    request,
  }) => {
    // A browser drops a tab or a line break from a Location, and reads a backslash as a slash:
    // each of these would have sent the user to //evil.example/ (CR and LF split the header).
    for (const target of [
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r\n/evil.example/',
      '/ /evil.example/',
      '/\u00a0/evil.example/',
      '/\\evil.example/',
      '\t//evil.example/',
    ]) {
      const response = await postLogin(request, {
        log: 'editor',
        pwd: 'editor',
        redirect_to: target,
      });
      expect(response.status(), JSON.stringify(target)).toBe(302);
      expect(response.headers().location, JSON.stringify(target)).toBe('/');
      expect(response.headers()['set-cookie'] ?? '').toMatch(/^demo_session=/);
    }
    const page = await request.get('/login?redirect_to=/%09/evil.example/');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('name="redirect_to" value="/"');
  });

  test('admin-ajax serves a nonce to a session and 0 to visitors', async ({ request }) => {
    const anonymous = await request.get('/wp-admin/admin-ajax.php?action=rest-nonce');
    expect(anonymous.status()).toBe(400);
    expect(await anonymous.text()).toBe('0');
    const { nonce } = await login(request, 'author');
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
  });

  test('a REST request with the cookie but no nonce counts as logged out', async ({ request }) => {
    const { nonce } = await login(request, 'admin');
    const client = rest(request, nonce);
    const me = await client.get('wp/v2/users/me', { withoutNonce: true });
    expect(me.status()).toBe(401);
    expect((await me.json()).code).toBe('rest_not_logged_in');
    const write = await client.post('wp/v2/pages', { title: 'No nonce' }, { withoutNonce: true });
    expect(write.status()).toBe(401);
    expect((await write.json()).code).toBe('rest_cannot_create');
    const withNonce = await client.get('wp/v2/users/me');
    expect(withNonce.status()).toBe(200);
  });

  test('a wrong nonce is refused with rest_cookie_invalid_nonce', async ({ request }) => {
    await login(request, 'admin');
    const client = rest(request, '0123456789');
    const response = await client.get('wp/v2/users/me');
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({
      code: 'rest_cookie_invalid_nonce',
      message: 'Cookie check failed',
      data: { status: 403 },
    });
  });

  test('the nonce also works as the _wpnonce query parameter', async ({ request }) => {
    const { nonce } = await login(request, 'editor');
    const response = await request.get(`/wp-json/wp/v2/users/me?_wpnonce=${nonce}`);
    expect((await response.json()).slug).toBe('editor');
  });

  test('a nonce belongs to its session', async ({ request, playwright, baseURL }) => {
    const { nonce } = await login(request, 'admin');
    const other = await playwright.request.newContext({ baseURL });
    await login(other, 'admin');
    const response = await rest(other, nonce).get('wp/v2/users/me');
    expect(response.status()).toBe(403);
    await other.dispose();
  });

  test('logging out ends the session', async ({ request }) => {
    const { nonce } = await login(request, 'admin');
    await logout(request);
    const response = await rest(request, nonce).get('wp/v2/users/me');
    expect(response.status()).toBe(401);
  });

  test('REST responses to a session carry a fresh nonce header', async ({ request }) => {
    const { nonce } = await login(request, 'editor');
    const response = await rest(request, nonce).get('wp/v2/users/me');
    expect(response.headers()['x-wp-nonce']).toMatch(/^[0-9a-f]{10}$/);
  });

  test('loginPage signs a browser in through the form', async ({ page }) => {
    await loginPage(page, 'editor', '/');
    await expect(page.getByText('Logged in as')).toContainText('Eden Editor');
  });
});
