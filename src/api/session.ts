// A session that ended (issue 30): the host stopped taking us for the user who opened the page
// (logged out in another tab, the session expired, the cookies cleared). WordPress then answers
// as it answers a visitor: a 401 whatever the route (`rest_not_logged_in`, `rest_cannot_edit`
// "Sorry, you are not allowed to edit this post.") and its nonce endpoint `0`. A 403 is what it
// says to a logged-in user who may not, unless a plugin says otherwise: for a write refused with
// a 403 the client asks who we are (`users/me`) before it believes the refusal.
//
// The client (client.ts) decides with the rules here and raises `$sessionEnded`; the stores show
// the offer to log in again and, once the host serves a nonce again, send what waited.
import { atom } from 'nanostores';
import { __ } from '../i18n/translate';
import { ApiError } from './error';

/** The code of the error a call throws when the host took us for a visitor. */
export const SESSION_ENDED = 'session_ended';

/** True from the first answer that says the session ended until the host serves a nonce again. */
export const $sessionEnded = atom(false);

/**
 * Whether the nonce endpoint's answer says nobody is logged in: WordPress's admin-ajax answers
 * `0` (400) to a visitor, `-1` to a failed check; an empty refusal says the same. A missing
 * endpoint (404), a server error or an HTML page say nothing about the session.
 */
export function nonceAnswerSaysLoggedOut(status: number, text: string): boolean {
  const body = text.trim();
  if (body === '0' || body === '-1') return true;
  return body === '' && (status === 400 || status === 401 || status === 403);
}

/**
 * What an error answer may say about the session: `nonce` (a fresh nonce may cure it: a rejected
 * nonce, or any 401, which WordPress gives a visitor), `ask` (a write refused with a 403 that a
 * logged-out user would get from some hosts: ask who we are), or `none` (a plain answer).
 */
export function sessionHint(
  error: { status?: number | undefined; code: string },
  method: string,
): 'nonce' | 'ask' | 'none' {
  if (error.status === 401) return 'nonce';
  if (error.status !== 403) return 'none';
  if (error.code === 'rest_cookie_invalid_nonce') return 'nonce';
  if (error.code === 'rest_not_logged_in') return 'nonce';
  const isWrite = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
  const refusal = error.code.startsWith('rest_cannot') || error.code === 'rest_forbidden';
  return isWrite && refusal ? 'ask' : 'none';
}

/** The error a call throws once the session is known to have ended; the host's own is `data.cause`. */
export function sessionEndedError(cause: ApiError): ApiError {
  const message = __(
    'You have been logged out. Your unsaved changes are kept, and saved once you log in again.',
  );
  return new ApiError(SESSION_ENDED, message, cause.status, { cause });
}

export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.code === SESSION_ENDED;
}
