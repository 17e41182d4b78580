// /login (a server-rendered form, like wp-login.php) and /logout. A successful login starts a
// session cookie and goes back to `redirect_to` (same-site paths only); repeated failures are
// throttled (auth/login-throttle.ts). The form carries a token tied to a pre-login cookie, so a
// page elsewhere cannot log the browser in as someone else (login CSRF); an unknown user name
// costs the same password hashing as a known one, so timing tells no names. Logging out needs
// the session's `log-out` nonce, and a request that carries no session never clears the cookie.
import { randomBytes } from 'node:crypto';
import { type LoginAttempt, deviceCookie, deviceCookieHeader } from '../auth/login-throttle';
import { checkLoginPassword } from '../auth/passwords';
import { sessionToken } from '../auth/authenticate';
import { parseCookies, parseQuery, readBody } from '../http/request';
import { redirect, safeLocalPath, sendHtml } from '../http/respond';
import { html, raw, siteName } from './html';
import type { PageRequest, PageRoute } from './page-route';

/** The pre-login cookie the form's token is tied to: sent only to /login, never cross-site. */
const formCookie = 'demo_login_form';

function formCookieOf(request: PageRequest): string {
  const value = parseCookies(request.req.headers.cookie).get(formCookie) ?? '';
  return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : '';
}

/** The form token for a pre-login cookie: a `log-in` nonce bound to it, as no user is yet. */
function formToken(request: PageRequest, cookie: string): string {
  return request.site.nonces.create('log-in', 0, cookie);
}

/** The pre-login cookie to print a form for: the browser's own, or a new one to set. */
function formSession(request: PageRequest): { cookie: string; headers: Record<string, string> } {
  const existing = formCookieOf(request);
  if (existing) return { cookie: existing, headers: {} };
  const cookie = randomBytes(32).toString('base64url');
  return {
    cookie,
    headers: { 'Set-Cookie': `${formCookie}=${cookie}; Path=/login; HttpOnly; SameSite=Strict` },
  };
}

const loginStyles = raw(`
  body { font: 15px/1.5 system-ui, sans-serif; background: #f0f0f1; color: #1e1e1e; margin: 0; }
  main { max-width: 340px; margin: 10vh auto; padding: 0 16px; }
  h1 { font-size: 22px; text-align: center; }
  form { background: #fff; border: 1px solid #c3c4c7; border-radius: 4px; padding: 24px; display: grid; gap: 12px; }
  label { display: grid; gap: 4px; font-weight: 600; }
  input { font: inherit; padding: 6px 8px; border: 1px solid #8c8f94; border-radius: 4px; }
  button { font: inherit; padding: 8px; background: #3858e9; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
  .message { padding: 8px 12px; border-left: 4px solid #3858e9; background: #fff; }
  .error { border-left-color: #d63638; }
  .hint { font-size: 13px; color: #50575e; }
`);

/** A page of the login screen: its title, the screen's styles, `body` in the middle. */
function loginScreen(title: string, body: ReturnType<typeof html>): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title} ‹ Meridian Demo</title>
<style>${loginStyles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`.value;
}

function loginForm(
  redirectTo: string,
  token: string,
  message: { text: string; error: boolean } | null,
) {
  return loginScreen(
    'Log in',
    html`<h1>Log in to the demo host</h1>
${message ? html`<p class="message ${message.error ? 'error' : ''}" role="${message.error ? 'alert' : 'status'}">${message.text}</p>` : ''}
<form method="post" action="/login">
<label>Username <input name="log" id="user_login" autocomplete="username" required autofocus></label>
<label>Password <input name="pwd" id="user_pass" type="password" autocomplete="current-password" required></label>
<input type="hidden" name="redirect_to" value="${redirectTo}">
<input type="hidden" name="login_token" value="${token}">
<button type="submit">Log in</button>
</form>
<p class="hint">Demo users: admin/admin (Administrator), editor/editor (Editor), author/author (Author).</p>`,
  );
}

/** Answers the form (with a token for this browser's pre-login cookie) and an optional message. */
function sendForm(
  request: PageRequest,
  status: number,
  redirectTo: string,
  message: { text: string; error: boolean } | null,
  headers: Record<string, string> = {},
): void {
  const session = formSession(request);
  sendHtml(
    request.res,
    status,
    loginForm(redirectTo, formToken(request, session.cookie), message),
    {
      ...headers,
      ...session.headers,
    },
  );
}

function showForm(request: PageRequest): void {
  const redirectTo = safeLocalPath(request.url.searchParams.get('redirect_to'), request.origin);
  const loggedOut = request.url.searchParams.get('loggedout') === 'true';
  sendForm(
    request,
    200,
    redirectTo,
    loggedOut ? { text: 'You are now logged out.', error: false } : null,
  );
}

async function logIn(request: PageRequest): Promise<void> {
  const { site, req, res, origin } = request;
  const form = parseQuery(new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8')));
  const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
  const redirectTo = safeLocalPath(field('redirect_to'), origin);
  const cookie = formCookieOf(request);
  if (!cookie || !site.nonces.verify(field('login_token'), 'log-in', 0, cookie)) {
    // A form posted from another site (or one that expired): nobody is logged in.
    const text = 'Error: The login form has expired. Please try again.';
    sendForm(request, 403, redirectTo, { text, error: true });
    return;
  }
  const userName = field('log').trim();
  const attempt: LoginAttempt = {
    userName,
    address: req.socket.remoteAddress ?? '',
    device: parseCookies(req.headers.cookie).get(deviceCookie) ?? '',
  };
  const lockedFor = site.loginThrottle.lockedFor(attempt);
  if (lockedFor > 0) {
    const text = `Error: Too many failed login attempts. Please try again in ${lockedFor} ${lockedFor === 1 ? 'minute' : 'minutes'}.`;
    sendForm(
      request,
      429,
      redirectTo,
      { text, error: true },
      { 'Retry-After': String(lockedFor * 60) },
    );
    return;
  }
  const user = site.users.byLogin(userName);
  // Checked whether or not the user exists: the same work either way.
  const passwordMatches = checkLoginPassword(field('pwd'), user?.pass);
  if (!user || !passwordMatches) {
    site.loginThrottle.fail(attempt);
    const text = 'Error: The username or password you entered is incorrect.';
    sendForm(request, 401, redirectTo, { text, error: true });
    return;
  }
  const device = site.loginThrottle.succeed(attempt);
  const previous = sessionToken(req);
  if (previous) site.sessions.end(previous);
  const token = site.sessions.start(user.id);
  redirect(res, redirectTo, {
    'Set-Cookie': [site.sessions.cookieHeader(token), deviceCookieHeader(device)],
  });
}

/** The link that logs `user` out: it carries a `log-out` nonce, as WordPress's logout link does. */
export function logoutUrl(site: PageRequest['site'], user: PageRequest['user']): string {
  return `/logout?_wpnonce=${site.nonces.create('log-out', user.id, user.token)}`;
}

function confirmLogout(request: PageRequest) {
  return loginScreen(
    'Log out',
    html`<h1>Log out</h1>
<p class="message" role="alert">You are attempting to log out of ${siteName(request.site.options)}</p>
<p>Do you really want to <a href="${logoutUrl(request.site, request.user)}">log out</a>?</p>
`,
  );
}

/** Whether a request says it comes from another site (browsers send these with form posts). */
function fromAnotherSite(request: PageRequest): boolean {
  const fetchSite = request.req.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const from = request.req.headers.origin;
  return typeof from === 'string' && from !== request.origin;
}

/**
 * Logging out needs the `log-out` nonce of the session, as WordPress's does: a page elsewhere
 * cannot log the user out with a bare link, an image or a form. Without it, a logged-in user gets
 * a page asking to confirm, whose link carries the nonce. A request without a live session clears
 * no cookie: a form posted from another site arrives without the (SameSite) session cookie, and
 * clearing it in the answer would log the user out all the same.
 */
function logOut(request: PageRequest): void {
  const { site, user, url, req, res } = request;
  const token = sessionToken(req);
  if (user.id === 0) {
    // Only a stale cookie sent from this site is cleared.
    const headers: Record<string, string> =
      token && !fromAnotherSite(request) ? { 'Set-Cookie': site.sessions.clearCookieHeader() } : {};
    redirect(res, '/login?loggedout=true', headers);
    return;
  }
  const nonce = url.searchParams.get('_wpnonce') ?? '';
  if (fromAnotherSite(request) || !site.nonces.verify(nonce, 'log-out', user.id, user.token)) {
    sendHtml(res, 403, confirmLogout(request));
    return;
  }
  site.sessions.end(token);
  redirect(res, '/login?loggedout=true', { 'Set-Cookie': site.sessions.clearCookieHeader() });
}

export const loginRoutes: PageRoute[] = [
  {
    methods: ['GET', 'POST'],
    path: /^\/login\/?$/,
    handle: (request) => (request.req.method === 'POST' ? logIn(request) : showForm(request)),
  },
  { methods: ['GET', 'POST'], path: /^\/logout\/?$/, handle: logOut },
];
