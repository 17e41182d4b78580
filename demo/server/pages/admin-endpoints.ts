// The two wp-admin URLs the elements call outside the REST API:
// - admin-ajax.php?action=rest-nonce: a fresh REST nonce as plain text ('0' when logged out),
//   which the client fetches once when the host says its nonce expired;
// - themes.php?action=activate&stylesheet=…&_wpnonce=…: activates a theme after a preview
//   (switch_themes and a valid nonce), then goes back to the Referer.
import { hasCap } from '../auth/current-user';
import { redirect, safeLocalPath, sendText } from '../http/respond';
import type { PageRequest, PageRoute } from './page-route';

function restNonce(request: PageRequest): void {
  const { user, site, url, res } = request;
  if (url.searchParams.get('action') !== 'rest-nonce' || user.id === 0) {
    sendText(res, 400, '0');
    return;
  }
  sendText(res, 200, site.nonces.create('wp_rest', user.id, user.token));
}

function activateTheme(request: PageRequest): void {
  const { user, site, url, res, req, origin } = request;
  if (url.searchParams.get('action') !== 'activate') {
    sendText(res, 400, 'Unknown action.');
    return;
  }
  if (user.id === 0) {
    redirect(res, `/login?redirect_to=${encodeURIComponent(url.pathname + url.search)}`);
    return;
  }
  const stylesheet = url.searchParams.get('stylesheet') ?? '';
  const nonce = url.searchParams.get('_wpnonce') ?? '';
  const nonceOk =
    site.nonces.verify(nonce, 'wp_rest', user.id, user.token) ||
    site.nonces.verify(nonce, `switch-theme_${stylesheet}`, user.id, user.token);
  if (!nonceOk) {
    sendText(res, 403, 'The link you followed has expired.');
    return;
  }
  if (!hasCap(user, 'switch_themes')) {
    sendText(res, 403, 'Sorry, you are not allowed to switch themes for this site.');
    return;
  }
  if (!site.themes.get(stylesheet)) {
    sendText(res, 400, 'The requested theme does not exist.');
    return;
  }
  site.themes.activate(stylesheet);
  redirect(res, safeLocalPath(req.headers.referer, origin));
}

export const adminRoutes: PageRoute[] = [
  { methods: ['GET', 'POST'], path: /^\/wp-admin\/admin-ajax\.php$/, handle: restNonce },
  { methods: ['GET'], path: /^\/wp-admin\/themes\.php$/, handle: activateTheme },
];
