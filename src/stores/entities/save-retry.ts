// Saves the host could not take because it was not there (no answer, or a 5xx: see
// isHostOutage) are sent again once it is back: when the browser comes back online, or when any
// later request gets an answer. The edits stay in the stores meanwhile (and in the browser's
// storage, see kept-edits.ts), so they are shown, offered again after a reload, and never dropped.
import { onHostAnswer } from '../../api';
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

function listen(): void {
  if (stopListening || typeof window === 'undefined') return;
  const retry = () => retryQueuedSaves();
  window.addEventListener('online', retry);
  const stopAnswers = onHostAnswer(retry);
  stopListening = () => {
    window.removeEventListener('online', retry);
    stopAnswers();
    stopListening = undefined;
  };
}

/** Queues a failed save (one per record: the latest replaces an earlier one). */
export function retryWhenHostIsBack(id: string, queued: QueuedSave): void {
  queue.set(id, queued);
  listen();
}

/** Forgets a record's queued save (it was saved, or its edits are gone). */
export function forgetSaveRetry(id: string): void {
  queue.delete(id);
  if (queue.size === 0) stopListening?.();
}

/**
 * Sends every queued save again. One that fails for want of the host queues itself again (the
 * save does so); one the host refuses stays unsaved, its edits shown with the host's message.
 */
export function retryQueuedSaves(): void {
  for (const [id, { ref, save, title }] of [...queue]) {
    forgetSaveRetry(id);
    const name = title();
    save().then(
      (saved) => {
        if (saved === undefined) return;
        removeNotice(saveErrorNoticeId(ref));
        createSuccessNotice(sprintf(__('Unsaved changes to "%s" were saved.'), name), {
          type: 'snackbar',
        });
      },
      () => {},
    );
  }
}

/** How many saves wait for the host (for tests). */
export function queuedSaveCount(): number {
  return queue.size;
}
