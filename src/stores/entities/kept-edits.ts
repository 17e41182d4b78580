// No edit lost (issue 16), for every entity at once: each record's unsaved edits are written to
// the browser's storage as they are made (a short throttle, flushed when the page hides), under
// the site's REST root and the user; after a reload or a crash each record whose edits were kept
// is offered back in a notice naming it ('Restore unsaved changes' / 'Discard'); saved or
// discarded edits leave the storage; and leaving the page while anything is unsaved asks first.
// The page's runtime starts the watcher once (kept-edits-watch.ts: keepUnsavedEdits), which loads
// this code with the first edit or the first notice; nothing here knows any screen.
import { $apiConfig } from '../../api';
import { sprintf } from '../../i18n/sprintf';
import { __ } from '../../i18n/translate';
import { type KeptEdits, keptEditsScope } from '../../kept-edits';
import { loadCurrentUser } from '../current-user';
import { createNotice, removeNotice } from '../notices';
import { loadEntityRecord } from './load';
import { editEntityRecord } from './save';
import {
  $entityEdits,
  $entityRecordStates,
  type EntityEdits,
  editedTitle,
  isEqual,
  rawValue,
  recordId,
} from './state';
import { readKeptEdits, writeKeptEdits } from './kept-edits-db';
import { cancelScheduledWrite, pending } from './kept-edits-watch';

let scope: Promise<string | undefined> | undefined;
let writing: Promise<void> = Promise.resolve();

/** The scope of this page's site and user; undefined when the host will not say who it is. */
function keptScope(): Promise<string | undefined> {
  scope ??= loadCurrentUser().then((user) =>
    user ? keptEditsScope($apiConfig.get().root, location.href, user.id) : undefined,
  );
  return scope;
}

function keptEntry(scopeName: string, id: string, edits: EntityEdits): KeptEdits {
  const [kind = '', name = ''] = JSON.parse(id) as string[];
  const key = $entityRecordStates.get()[id]?.key ?? (JSON.parse(id) as string[])[2];
  return {
    scope: scopeName,
    id,
    kind,
    name,
    key,
    // Plain JSON: what the stores hold may carry values the browser cannot clone.
    edits: JSON.parse(JSON.stringify(edits)),
    title: editedTitle(id),
    keptAt: Date.now(),
  };
}

/** Writes every pending record now; resolves once the browser has them. */
export function flushKeptEdits(): Promise<void> {
  cancelScheduledWrite();
  if (pending.size === 0) return writing;
  const ids = [...pending];
  pending.clear();
  writing = writing.then(async () => {
    const scopeName = await keptScope();
    if (!scopeName) return;
    const all = $entityEdits.get();
    const entries = ids.filter((id) => all[id]).map((id) => keptEntry(scopeName, id, all[id]!));
    const removed = ids.filter((id) => !all[id]).map((id) => ({ scope: scopeName, id }));
    await writeKeptEdits(entries, removed);
  });
  return writing;
}

// ---------------------------------------------------------------------------------------------
// The offer, after a reload or a crash

const offerId = (id: string) => `kept-edits:${id}`;
/** Records whose kept edits were restored or discarded on this page: never offered again. */
const answered = new Set<string>();

async function forget(entry: KeptEdits): Promise<void> {
  await writing;
  await writeKeptEdits([], [{ scope: entry.scope, id: entry.id }]);
}

/** Puts a record's kept edits back as unsaved edits (over the record as the host has it now). */
export async function restoreKeptEdits(entry: KeptEdits): Promise<void> {
  answered.add(entry.id);
  removeNotice(offerId(entry.id));
  const key = entry.key === '' ? undefined : entry.key;
  // Loaded first, so fields the host already has drop out of the edits.
  await loadEntityRecord(entry.kind, entry.name, key).catch(() => undefined);
  // Written afresh from the stores (fields equal to the host's are gone): forget the old entry.
  await forget(entry);
  editEntityRecord(entry.kind, entry.name, key, entry.edits, { undoable: false });
}

/** Drops a record's kept edits for good. */
export async function discardKeptEdits(entry: KeptEdits): Promise<void> {
  answered.add(entry.id);
  removeNotice(offerId(entry.id));
  await forget(entry);
}

/** Whether the host's record already holds every kept field (unknown records: no). */
async function savedAlready(entry: KeptEdits): Promise<boolean> {
  const key = entry.key === '' ? undefined : entry.key;
  const record = await loadEntityRecord(entry.kind, entry.name, key).catch(() => undefined);
  if (!record) return false;
  return Object.entries(entry.edits).every(([field, value]) =>
    isEqual(value, rawValue(record[field])),
  );
}

/** Offers back each record's edits kept by an earlier visit (not those edited since). */
export async function offerKeptEdits(): Promise<void> {
  const scopeName = await keptScope();
  if (!scopeName) return;
  const edited = $entityEdits.get();
  for (const entry of await readKeptEdits(scopeName)) {
    if (edited[entry.id] || pending.has(entry.id) || answered.has(entry.id)) continue;
    // Edits the host already has (saved just before the page went, its storage not yet told)
    // are nothing to offer.
    if (await savedAlready(entry)) {
      await forget(entry);
      continue;
    }
    offer(entry, sprintf(__('"%s" has unsaved changes from an earlier visit.'), entry.title));
  }
}

function offer(entry: KeptEdits, message: string): void {
  createNotice('warning', message, {
    id: offerId(entry.id),
    explicitDismiss: true,
    actions: [
      { label: __('Restore unsaved changes'), onClick: () => void restoreKeptEdits(entry) },
      { label: __('Discard'), onClick: () => void discardKeptEdits(entry) },
    ],
  });
}

/**
 * Keeps edits that just left the stores (the user took another version of the record) as edits
 * kept by an earlier visit are: in the browser's storage, offered back now and after a reload
 * ('Restore unsaved changes' puts them over the record as it then is).
 */
export async function setAsideEdits(
  ref: { kind: string; name: string; key: string | number | undefined },
  edits: EntityEdits,
  title: string,
): Promise<void> {
  const id = recordId(ref.kind, ref.name, ref.key);
  answered.delete(id);
  // The stores' own removal of these edits is written first, then the entry.
  await flushKeptEdits();
  const scopeName = (await keptScope()) ?? '';
  const entry: KeptEdits = {
    scope: scopeName,
    id,
    kind: ref.kind,
    name: ref.name,
    key: ref.key ?? '',
    edits: JSON.parse(JSON.stringify(edits)),
    title,
    keptAt: Date.now(),
  };
  if (scopeName) {
    writing = writing.then(() => writeKeptEdits([entry], []));
    await writing;
  }
  offer(entry, sprintf(__('Your unsaved changes to "%s" are kept.'), title));
}
