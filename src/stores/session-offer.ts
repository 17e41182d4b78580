// A session that ended (issue 30), as the user sees it (a lazy chunk, loaded by session.ts the
// first time the session ends): when the host stops taking us for the user who opened the page
// (api/session.ts raises `$sessionEnded`), a notice says they have been
// logged out, that their unsaved changes are kept (they stay in the stores and in the browser's
// storage, and the saves refused meanwhile wait in save-retry.ts), and offers 'Log in': the
// host's login page in a window of its own (WordPress: wp-login.php?interim-login=1, made for
// this; a host names its own in the `loginUrl` setting). Meanwhile the host's nonce endpoint is
// asked whether the user is back: often while that window is open, on the page's focus, else
// after a pause growing up to 15 s. Once it serves a nonce the client keeps it, the notice goes
// and the window closes (session.ts sends what waited).
import { $sessionEnded, adminUrl, checkSessionBack } from '../api';
import { __ } from '../i18n/translate';
import { saveProbePause } from '../kept-edits';
import { $editorSettings } from './editor-settings';
import { createNotice, createSuccessNotice, removeNotice } from './notices';

export const SESSION_NOTICE_ID = 'session-ended';
/** While the login window is open, the host is asked this often whether the user is back. */
export const LOGIN_CHECK_MS = 2_000;

/** The host's login page: the `loginUrl` setting, else WordPress's interim login. */
export function loginUrl(): string {
  return $editorSettings.get().loginUrl || adminUrl('../wp-login.php?interim-login=1');
}

let loginWindow: Window | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let attempt = 0;

const loginWindowOpen = () => !!loginWindow && !loginWindow.closed;

function scheduleCheck(): void {
  clearTimeout(timer);
  timer = undefined;
  if (!$sessionEnded.get()) return;
  timer = setTimeout(check, loginWindowOpen() ? LOGIN_CHECK_MS : saveProbePause(attempt));
}

async function check(): Promise<void> {
  timer = undefined;
  if (!$sessionEnded.get()) return;
  attempt += 1;
  // Back: checkSessionBack lowers `$sessionEnded`, and sessionBack follows.
  if (!(await checkSessionBack())) scheduleCheck();
}

/** 'Log in': the host's login page in a window of its own; the page stays as it is. */
export function openLoginWindow(): void {
  if (loginWindowOpen()) {
    loginWindow?.focus();
  } else {
    // A blocked window leaves the notice up: a login in another tab is noticed all the same.
    loginWindow = window.open(loginUrl(), 'site-editor-login', 'popup,width=520,height=680');
  }
  attempt = 0;
  scheduleCheck();
}

function showOffer(): void {
  createNotice(
    'warning',
    __(
      'You have been logged out. Log in again to continue where you left off: your unsaved changes are kept.',
    ),
    {
      id: SESSION_NOTICE_ID,
      explicitDismiss: true,
      isDismissible: false,
      actions: [{ label: __('Log in'), onClick: openLoginWindow }],
    },
  );
  attempt = 0;
  scheduleCheck();
}

function withdrawOffer(): void {
  clearTimeout(timer);
  timer = undefined;
  attempt = 0;
  removeNotice(SESSION_NOTICE_ID);
  if (loginWindowOpen()) loginWindow?.close();
  loginWindow = null;
  createSuccessNotice(__('You are logged in again.'), { type: 'snackbar' });
}

let started = false;

/** Shows the offer now (the session has ended), and again each time it ends from now on. */
export function offerLogin(): void {
  if (started) return;
  started = true;
  $sessionEnded.listen((ended) => (ended ? showOffer() : withdrawOffer()));
  // Back from logging in elsewhere (another tab, the login window): ask at once.
  window.addEventListener('focus', () => {
    if ($sessionEnded.get()) void check();
  });
  if ($sessionEnded.get()) showOffer();
}
