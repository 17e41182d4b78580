// The eager half of "no edit lost" (kept-edits.ts holds the rest): every element's page runs this
// watcher from the start, but the code that writes kept edits to the browser's storage and offers
// them back loads only when something is edited or a screen shows notices (a <style-book> that
// is only looked at never fetches it). The watcher notes which records changed, asks before the
// page is left with unsaved edits, and hands the writing to kept-edits.ts.
import { onMount } from 'nanostores';
import { changedRecords } from '../../kept-edits';
import { $notices } from '../notices';
import { lazyModule } from './lazy-module';
import { $entityEdits } from './state';

/** How long after an edit it is written at the latest (a crash loses at most this much). */
export const KEEP_EDITS_DELAY = 200;

/** Records whose edits changed since the last write (written or removed at the next flush). */
export const pending = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Cancels the throttled write (a flush is writing now). */
export function cancelScheduledWrite(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/**
 * Writes the pending records now, not waiting: if the writing code could not load they stay
 * pending, and the next edit or flush tries again.
 */
function startFlush(): void {
  flushKeptEdits().catch(() => undefined);
}

function scheduleWrite(): void {
  timer ??= setTimeout(() => {
    timer = undefined;
    startFlush();
  }, KEEP_EDITS_DELAY);
}

/** The writing and offering code, loaded once (again after a failure). */
const loadKeptEdits = lazyModule(() => import('./kept-edits'));

/**
 * Starts loading the kept-edits code now, for an element that offers kept edits from its first
 * screen (the site editor shows notices at once): its request then never waits for the first
 * render, and the first screen always holds it.
 */
export function preloadKeptEdits(): void {
  loadKeptEdits().catch(() => undefined);
}

/** Writes every pending record now; resolves once the browser has them. */
export async function flushKeptEdits(): Promise<void> {
  return (await loadKeptEdits()).flushKeptEdits();
}

/** Offers back each record's edits kept by an earlier visit (not those edited since). */
export async function offerKeptEdits(): Promise<void> {
  return (await loadKeptEdits()).offerKeptEdits();
}

type Lazy = Awaited<ReturnType<typeof loadKeptEdits>>;

/** Puts a record's kept edits back as unsaved edits (over the record as the host has it now). */
export async function restoreKeptEdits(...args: Parameters<Lazy['restoreKeptEdits']>) {
  return (await loadKeptEdits()).restoreKeptEdits(...args);
}

/** Drops a record's kept edits for good. */
export async function discardKeptEdits(...args: Parameters<Lazy['discardKeptEdits']>) {
  return (await loadKeptEdits()).discardKeptEdits(...args);
}

/** Keeps edits that just left the stores, and offers them back (see kept-edits.ts). */
export async function setAsideEdits(...args: Parameters<Lazy['setAsideEdits']>) {
  return (await loadKeptEdits()).setAsideEdits(...args);
}

function warnBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
}

let started = false;

/**
 * Keeps every record's unsaved edits in the browser from now on, offers back those kept by an
 * earlier visit once something shows notices, and asks before the page is left with unsaved
 * edits. Once per page; later calls do nothing.
 */
export function keepUnsavedEdits(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let previous = $entityEdits.get();
  let warning = false;
  $entityEdits.subscribe((edits) => {
    const { write, remove } = changedRecords(previous, edits);
    previous = edits;
    for (const id of [...write, ...remove]) pending.add(id);
    // Edits gone (saved, discarded) leave the storage at once: a reload right after a save must
    // not find them. Edits made are written after a short throttle (typing); the writing code
    // starts loading with the first of them.
    if (remove.length > 0) startFlush();
    else if (pending.size > 0) {
      loadKeptEdits().catch(() => undefined);
      scheduleWrite();
    }
    // A beforeunload listener only while needed: its mere presence keeps a page out of the
    // back/forward cache.
    const dirty = Object.keys(edits).length > 0;
    if (dirty !== warning) {
      warning = dirty;
      if (dirty) window.addEventListener('beforeunload', warnBeforeLeaving);
      else window.removeEventListener('beforeunload', warnBeforeLeaving);
    }
  });
  // The page going away (or to the background, where it may be discarded): write now.
  const flushIfPending = () => {
    if (pending.size > 0) startFlush();
  };
  window.addEventListener('pagehide', flushIfPending);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushIfPending();
  });
  // Offered where notices show (the site editor, the font library, the navigation manager):
  // a lone <data-view> never asks the host who the user is.
  let offered = false;
  const offerOnce = () => {
    if (offered) return;
    offered = true;
    // Code that could not load is offered again when notices next show.
    offerKeptEdits().catch(() => {
      offered = false;
    });
  };
  onMount($notices, offerOnce);
  if ($notices.lc > 0) offerOnce();
}
