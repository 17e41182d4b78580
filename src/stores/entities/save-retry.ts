// Saves the host could not take because it was not there (no answer, or a 5xx: see
// isHostOutage) are sent again once it is back: when the browser comes back online, when any
// later request gets an answer, or when the host answers one of the asks made while a save waits
// (a cheap GET of the REST root after 1 s, 2 s, 4 s… up to 15 s: an idle user makes no requests).
// A save refused because the session ended waits for the user to log in again (stores/session.ts
// sends it then), and nothing asks the host meanwhile. The edits stay in the stores (and in the
// browser's storage, see kept-edits.ts), so they are shown, offered after a reload, never dropped.
import { $sessionEnded, apiFetch, onHostAnswer } from '../../api';
import { saveProbePause } from '../../kept-edits';
import { sprintf } from '../../i18n/sprintf';
import { __ } from '../../i18n/translate';
import { createSuccessNotice, removeNotice } from '../notices';

interface QueuedSave {
  ref: { kind: string; name: string; key?: unknown };
  save: () => Promise<unknown>;
  title: () => string;
}

const queue = new Map<string, QueuedSave>();
let stopListening: (() => void) | undefined;

/**
 * The id of the notice a screen shows when a record's save fails: a retry that succeeds later
 * takes it away. `saveErrorNoticeId(recordRef)`.
 */
export function saveErrorNoticeId(ref: { kind: string; name: string; key?: unknown }): string {
  return `save-error:${ref.kind}/${ref.name}/${ref.key === undefined ? '' : String(ref.key)}`;
}

let probeTimer: ReturnType<typeof setTimeout> | undefined;
/** Asks made in a row without the queue emptying (the pause grows with each). */
let probeAttempt = 0;

/** Asks the host whether it is back: its answer (below 500) sends the saves (onHostAnswer). */
function probeHost(): void {
  probeTimer = undefined;
  if (queue.size === 0 || $sessionEnded.get()) return;
  probeAttempt += 1;
  apiFetch('', { query: { _fields: 'name' }, parse: false }).then(
    () => scheduleProbe(),
    () => scheduleProbe(),
  );
}

/** While a save waits for the host (and the user is logged in), the next ask is scheduled. */
function scheduleProbe(): void {
  if (probeTimer !== undefined || queue.size === 0 || $sessionEnded.get()) return;
  probeTimer = setTimeout(probeHost, saveProbePause(probeAttempt));
}

function listen(): void {
  if (stopListening || typeof window === 'undefined') return;
  const retry = () => retryQueuedSaves();
  window.addEventListener('online', retry);
  const stopAnswers = onHostAnswer(retry);
  stopListening = () => {
    window.removeEventListener('online', retry);
    stopAnswers();
    clearTimeout(probeTimer);
    probeTimer = undefined;
    probeAttempt = 0;
    stopListening = undefined;
  };
}

/** Queues a failed save (one per record: the latest replaces an earlier one). */
export function retryWhenHostIsBack(id: string, queued: QueuedSave): void {
  queue.set(id, queued);
  listen();
  scheduleProbe();
}

/** Forgets a record's queued save (it was saved, or its edits are gone). */
export function forgetSaveRetry(id: string): void {
  queue.delete(id);
  if (queue.size === 0) stopListening?.();
}

/**
 * Sends every queued save again. One that fails for want of the host queues itself again (the
 * save does so); one the host refuses stays unsaved, its edits shown with the host's message.
 * While the session has ended nothing is sent (it would only be refused): the saves wait for
 * the user to log in again.
 */
export function retryQueuedSaves(): void {
  if ($sessionEnded.get()) return;
  for (const [id, { ref, save, title }] of [...queue]) {
    // Not forgetSaveRetry: the asks go on, their pause still growing, if the save fails again.
    queue.delete(id);
    const name = title();
    save().then(
      (saved) => {
        if (queue.size === 0) stopListening?.();
        if (saved === undefined) return;
        removeNotice(saveErrorNoticeId(ref));
        createSuccessNotice(sprintf(__('Unsaved changes to "%s" were saved.'), name), {
          type: 'snackbar',
        });
      },
      () => {
        // Failed for want of the host again: it queued itself and the asks go on.
        if (queue.size === 0) stopListening?.();
      },
    );
  }
}

/** How many saves wait for the host (for tests). */
export function queuedSaveCount(): number {
  return queue.size;
}
