// Who the request is from. Pages trust the session cookie alone. REST requests follow
// WordPress's cookie rules: a logged-in cookie without a `wp_rest` nonce counts as nobody (so
// a forged cross-site request can do no more than a visitor), and a wrong nonce is refused.
import type { IncomingMessage } from 'node:http';
import { parseCookies } from '../http/request';
import { RestError } from '../rest/errors';
import type { Site } from '../site/site';
import { anonymous, type CurrentUser, loadUser } from './current-user';
import { sessionCookie } from './sessions';

export function sessionToken(req: IncomingMessage): string {
  return parseCookies(req.headers.cookie).get(sessionCookie) ?? '';
}

/** The logged-in user for a page request (no nonce needed for reading pages). */
export function pageUser(site: Site, req: IncomingMessage): CurrentUser {
  const token = sessionToken(req);
  const id = site.sessions.userFor(token);
  return id ? loadUser(site, id, token) : anonymous;
}

/** The user for a REST request; throws rest_cookie_invalid_nonce for a wrong nonce. */
export function restUser(
  site: Site,
  req: IncomingMessage,
  queryNonce: string | undefined,
): CurrentUser {
  const user = pageUser(site, req);
  if (user.id === 0) return anonymous;
  const header = req.headers['x-wp-nonce'];
  const nonce = (Array.isArray(header) ? header[0] : header) ?? queryNonce;
  if (!nonce) return anonymous;
  if (!site.nonces.verify(nonce, 'wp_rest', user.id, user.token)) {
    throw new RestError('rest_cookie_invalid_nonce', 'Cookie check failed', 403);
  }
  return user;
}

export function restNonce(site: Site, user: CurrentUser): string {
  return site.nonces.create('wp_rest', user.id, user.token);
}
