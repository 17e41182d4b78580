import { atom } from 'nanostores';
import { createFetch, type FetchResponse } from 'ofetch';
import { $apiConfig, configureApiClient, nonceEndpointUrl, themePreview } from './config';
import { type ApiError, errorFromBody, networkError } from './error';
import { noteHostDate } from './host-clock';
import { type QueryObject, queryParam, restUrl } from './query';
import { noteAnswer, noteNoAnswer } from './recovery';
import {
  $sessionEnded,
  isSessionEnded,
  nonceAnswerSaysLoggedOut,
  sessionEndedError,
  sessionHint,
} from './session';

/** How many host calls are in flight; the shell shows its loader while this is above 0. */
export const $pendingRequests = atom(0);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD';
  /** Added to the path's own query string, serialised the way PHP reads it (see query.ts). */
  query?: QueryObject;
  /** A plain object or array is sent as JSON; FormData, Blob and strings go as they are. */
  body?: BodyInit | Record<string, unknown> | unknown[] | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How the call is sent, instead of fetch (`uploadTransport`: XMLHttpRequest, for progress). */
  transport?: typeof fetch;
}

// The one ofetch instance. `retry: false` because ofetch would otherwise repeat failed GETs,
// and any explicit count repeats POSTs too; the only retry we want is after a nonce refresh.
// A call may bring its own transport (an upload with progress: upload-progress.ts, which only the
// lazily loaded media library imports); otherwise the configured fetch (tests' fake host) or the
// browser's.
const client = createFetch({
  fetch: (input, init) =>
    (
      (init as { transport?: typeof fetch } | undefined)?.transport ??
      $apiConfig.get().fetch ??
      globalThis.fetch
    )(input, init),
}).create({
  retry: false,
  ignoreResponseError: true,
  // Leave the body unread: callers choose JSON, a Blob (zips) or only the headers (OPTIONS).
  responseType: 'stream',
  onRequest({ options }) {
    const { nonce } = $apiConfig.get();
    if (nonce) options.headers.set('X-WP-Nonce', nonce);
    if (!options.headers.has('accept'))
      options.headers.set('Accept', 'application/json, */*;q=0.1');
  },
});

async function counted<T>(run: () => Promise<T>): Promise<T> {
  $pendingRequests.set($pendingRequests.get() + 1);
  try {
    return await run();
  } finally {
    $pendingRequests.set($pendingRequests.get() - 1);
  }
}

const answerListeners = new Set<() => void>();

/**
 * Calls `listener` after each answer from the host below 500: the host can be reached again
 * (a save that failed for want of it may go now). Returns the function that stops it.
 */
export function onHostAnswer(listener: () => void): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

/** One request to any URL of the host, counted in flight; no nonce retry. */
export async function roundTrip(url: string, options: RequestOptions): Promise<Response> {
  try {
    const response: FetchResponse<unknown> = await counted(() =>
      client.raw(url, {
        method: options.method ?? 'GET',
        body: options.body ?? undefined,
        headers: options.headers,
        signal: options.signal,
        // ofetch hands its options to the fetch above as they are (not a key it knows).
        ...(options.transport && { transport: options.transport }),
      }),
    );
    if (response.status < 500 && answerListeners.size > 0) {
      // After the caller has the answer: a listener's own requests come after this one's.
      queueMicrotask(() => {
        for (const listener of [...answerListeners]) listener();
      });
    }
    noteAnswer();
    noteHostDate(response.headers.get('Date'));
    return response;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    if ((cause as { name?: string }).name === 'AbortError') throw cause;
    noteNoAnswer();
    throw networkError(cause);
  }
}

/** Reads an error response's body into an ApiError (JSON or not). */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a PHP fatal error page, a proxy's HTML): errorFromBody says invalid_json.
  }
  return errorFromBody(response.status, body);
}

let nonceRefresh: Promise<boolean> | undefined;

/**
 * Asks the host for a fresh nonce once, however many requests were rejected at the same time.
 * Resolves true with one (kept for every later call; a session that had ended is back), false
 * when the host says nobody is logged in; throws when its answer says neither (no answer, an
 * error page).
 */
function refreshNonce(): Promise<boolean> {
  nonceRefresh ??= (async () => {
    const response = await roundTrip(nonceEndpointUrl(), { headers: { Accept: 'text/plain' } });
    const text = await response.text().catch(() => '');
    if (nonceAnswerSaysLoggedOut(response.status, text)) return false;
    const nonce = response.ok ? text.trim() : '';
    if (!nonce) throw errorFromBody(response.status, text);
    configureApiClient({ nonce });
    $sessionEnded.set(false);
    return true;
  })().finally(() => {
    nonceRefresh = undefined;
  });
  return nonceRefresh;
}

/**
 * Whether the host serves this page's user a nonce again after the session ended (the user
 * logged in again): the fresh nonce is kept and `$sessionEnded` goes back to false. False while
 * logged out or while the host does not answer.
 */
export function checkSessionBack(): Promise<boolean> {
  return refreshNonce().catch(() => false);
}

/** The session ended: every element hears it (the stores offer to log in again). */
function endSession(error: ApiError): ApiError {
  $sessionEnded.set(true);
  return sessionEndedError(error);
}

/** For a refusal that may hide a logged-out user: the host says who we are (`users/me`). */
async function isLoggedOut(): Promise<boolean> {
  try {
    await sendRequest('wp/v2/users/me', { query: { _fields: 'id' } });
    return false;
  } catch (error) {
    return isSessionEnded(error);
  }
}

/**
 * Spec 2.2: while a theme is previewed every call says which (`wp_theme_preview`), so the host
 * answers with that theme's templates, styles and patterns. A call that names its own keeps it;
 * one that names it empty asks about the site as it is (the theme really active).
 */
function withThemePreview(path: string, query: QueryObject | undefined): QueryObject | undefined {
  const own = queryParam(path, query, 'wp_theme_preview');
  if (own === '') {
    const { wp_theme_preview: _empty, ...rest } = query ?? {};
    return rest;
  }
  const preview = themePreview();
  if (own !== undefined || !preview) return query;
  return { ...query, wp_theme_preview: preview };
}

/**
 * One call to the host, path relative to the REST root. Resolves with the response when its
 * status is 2xx, body unread; otherwise throws an ApiError. A rejected nonce, or a 401, gets one
 * nonce refresh and the call is repeated once; if no fresh nonce can be had, the first error is
 * thrown. When the host says nobody is logged in (its nonce endpoint answers `0`, or a write's
 * 403 comes with `users/me` answering as to a visitor) on a page that had a session, the call
 * throws a `session_ended` error (session.ts) and `$sessionEnded` is raised.
 */
export async function sendRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  const send = () =>
    roundTrip(restUrl($apiConfig.get().root, path, withThemePreview(path, options.query)), options);
  const response = await send();
  if (response.ok) return response;
  const error = await errorFromResponse(response);
  const hint = sessionHint(error, options.method ?? 'GET');
  if (hint === 'none') throw error;
  // A page without a nonce never had a session (a visitor's page): its refusals are plain.
  const hadSession = !!$apiConfig.get().nonce;
  if (hint === 'ask') {
    if (hadSession && (await isLoggedOut())) throw endSession(error);
    throw error;
  }
  let fresh: boolean;
  try {
    fresh = await refreshNonce();
  } catch {
    throw error;
  }
  if (!fresh) throw hadSession ? endSession(error) : error;
  const retried = await send();
  if (retried.ok) return retried;
  throw await errorFromResponse(retried);
}
