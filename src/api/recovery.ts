// Loads that failed, waiting to be tried again (issue 16). A store or a lazy screen whose load
// failed hands its retry here, and it runs once, at the first of: the user pressing Retry
// (`retryFailedLoads`), the browser coming back online, the host answering again after a call
// that got no answer at all, or a pause that grows with each failure in a row (a gentle probe
// for a host that went away and came back while nothing else asked it anything).
//
// No React, no stores of records: the client reports answers (client.ts), stores and screens
// ask for retries.
import { ApiError } from './error';

/** The first pause, doubled after each failure in a row, up to the longest. */
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;

/** How long the nth retry in a row (0 first) waits when nothing brings it forward. */
export function retryPause(attempt: number): number {
  return Math.min(FIRST_PAUSE_MS * 2 ** Math.max(0, attempt), LONGEST_PAUSE_MS);
}

/**
 * Whether a failure may pass by itself, so is worth trying again unasked: no answer at all, a
 * server error, a timeout or too many requests. A refusal (403), a missing record (404) or a bad
 * request stays as it is until the user presses Retry.
 */
export function mayPassByItself(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

const waiting = new Set<() => void>();
let listening = false;
let unanswered = false;

/** Runs every waiting retry now (the Retry button; the browser online; the host back). */
export function retryFailedLoads(): void {
  const due = [...waiting];
  waiting.clear();
  for (const retry of due) retry();
}

function listenForOnline(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', retryFailedLoads);
}

/** A call got no answer (or a screen's code did not arrive): the host may be away. */
export function noteNoAnswer(): void {
  unanswered = true;
}

/** The host answered: if it had gone quiet, whatever failed meanwhile is tried again. */
export function noteAnswer(): void {
  if (!unanswered) return;
  unanswered = false;
  // After the answer has been handled: a retry must not run inside the call that woke it.
  if (waiting.size > 0) setTimeout(retryFailedLoads, 0);
}

/**
 * Has `retry` run once, when the first of the events above comes; `attempt` counts the failures
 * in a row so far (0 after the first), and `error` says whether the pause applies (failures that
 * cannot pass by themselves wait for Retry). Returns a cancel, for a screen that went away.
 */
export function retryLater(
  retry: () => void,
  { attempt, error }: { attempt: number; error?: unknown },
): () => void {
  listenForOnline();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    cancel();
    retry();
  };
  const cancel = () => {
    clearTimeout(timer);
    waiting.delete(run);
  };
  waiting.add(run);
  // Offline, only the `online` event (or Retry) is worth waiting for.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (mayPassByItself(error) && !offline) timer = setTimeout(run, retryPause(attempt));
  return cancel;
}

export interface Retries {
  /** After a failure: the load runs again later (see retryLater). */
  failed: (error: unknown) => void;
  /** After a success: the count of failures in a row starts again. */
  succeeded: () => void;
  /** Nothing watches any more: no retry. */
  stop: () => void;
}

/** The retries of one load while something watches it: `const retries = retriesOf(load)`. */
export function retriesOf(load: () => void): Retries {
  let attempt = 0;
  let cancel = () => {};
  return {
    failed(error) {
      cancel();
      cancel = retryLater(load, { attempt, error });
      attempt += 1;
    },
    succeeded() {
      cancel();
      attempt = 0;
    },
    stop() {
      cancel();
      cancel = () => {};
    },
  };
}
