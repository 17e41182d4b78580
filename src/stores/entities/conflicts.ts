// No save over someone else's (issue 30): each record's edits remember the version of the record
// they were made on (versions.ts); before a save writes, the host is asked for the record's
// version now (a small read: a few fields, or one revision for global styles). Changed: that
// record's save stops with a conflict, which names who changed it and when, and offers to compare
// the two versions, keep mine (the save again, over theirs) or take theirs (mine set aside as kept
// edits, offered back: conflict-choices.ts). Other records of the same save go on.
//
// This module is what every page loads: the versions and the conflicts' state. Asking the host
// and the notice (conflict-check.ts) load with a record's first edit, before its save needs them.
import { atom } from 'nanostores';
import { ApiError, type QueryObject } from '../../api';
import { __ } from '../../i18n/translate';
import { removeNotice } from '../notices';
import {
  $entityEdits,
  $entityRecordStates,
  type EntityRecord,
  type RecordRef,
  recordId,
} from './state';
import { lazyModule } from './lazy-module';
import { recordVersion } from './versions';

export interface SaveConflict {
  /** The record's id in the entity stores. */
  id: string;
  ref: RecordRef;
  title: string;
  /** The version the host has now: keeping mine saves over this one (and no other). */
  version: string;
  /** Their record as the host has it (undefined when it could not be read). */
  theirs: EntityRecord | undefined;
  /** What the notice says: who changed it and when. */
  message: string;
}

/** Records whose save stopped because the host's record changed since it was loaded. */
export const $saveConflicts = atom<Record<string, SaveConflict>>({});
/** The conflict shown in the compare view, if any. */
export const $comparedConflict = atom<string | undefined>(undefined);

export const SAVE_CONFLICT = 'editor_save_conflict';

/** Whether a save failed because the record changed on the host (its own notice says so). */
export function isSaveConflict(error: unknown): boolean {
  return (
    !!error && typeof error === 'object' && (error as { code?: unknown }).code === SAVE_CONFLICT
  );
}

/** Whether a record's save stopped on a conflict that waits for the user's choice. */
export function hasSaveConflict(kind: string, name: string, key: unknown): boolean {
  return recordId(kind, name, key as RecordRef['key']) in $saveConflicts.get();
}

// ---------------------------------------------------------------------------------------------
// The version each record's edits were made on

const baseVersions = new Map<string, string>();

// A record's first edit notes the version it was made on; edits gone (saved, discarded) forget
// it. Reloads of the record while it is edited (a list read again) do not move it.
$entityEdits.listen((edits) => {
  for (const id of Object.keys(edits)) {
    if (baseVersions.has(id)) continue;
    const state = $entityRecordStates.get()[id];
    const version = state && recordVersion(state.kind, state.name, state.record);
    if (!version) continue;
    baseVersions.set(id, version);
    void loadConflictCheck().catch(() => {});
  }
  for (const id of [...baseVersions.keys()]) if (!(id in edits)) baseVersions.delete(id);
});

/** The host took a save: edits made meanwhile are on the saved version now. */
export function noteSavedVersion(ref: RecordRef, saved: EntityRecord): void {
  const id = recordId(ref.kind, ref.name, ref.key);
  const version = recordVersion(ref.kind, ref.name, saved);
  if (version && id in $entityEdits.get()) baseVersions.set(id, version);
  else baseVersions.delete(id);
}

/** Mine goes over this version of theirs (keep mine): the next save checks against it. */
export function acceptHostVersion(id: string, version: string): void {
  baseVersions.set(id, version);
}

// ---------------------------------------------------------------------------------------------
// The check

/** The check's code, loaded once (again after a failure). */
const loadConflictCheck = lazyModule(() => import('./conflict-check'));

const noticeId = (id: string) => `save-conflict:${id}`;

/** Forgets a conflict (the user chose, or the record saved): its notice and compare view go. */
export function settleConflict(id: string): SaveConflict | undefined {
  const { [id]: conflict, ...rest } = $saveConflicts.get();
  if (!conflict) return undefined;
  $saveConflicts.set(rest);
  removeNotice(noticeId(id));
  if ($comparedConflict.get() === id) $comparedConflict.set(undefined);
  return conflict;
}

/** The notice of a record's conflict (conflict-check.ts shows it). */
export const conflictNoticeId = noticeId;

/**
 * Before a save: throws a conflict (an ApiError, code `editor_save_conflict`) when the host's
 * record is no longer the version the edits were made on, after showing the notice; resolves
 * when it is (or its type has no version). A failed probe throws as the save would; so does the
 * check's code not arriving (the host away: the save is sent again once it answers).
 */
export async function checkForConflict(ref: RecordRef, query?: QueryObject): Promise<void> {
  const id = recordId(ref.kind, ref.name, ref.key);
  const record = $entityRecordStates.get()[id]?.record;
  const base = baseVersions.get(id) ?? recordVersion(ref.kind, ref.name, record);
  if (base === undefined) return;
  const check = await loadConflictCheck().catch(() => {
    throw new ApiError('fetch_error', __('The check for changes by others could not load.'));
  });
  const conflict = await check.findConflict(ref, base, query);
  if (!conflict) return;
  $saveConflicts.set({ ...$saveConflicts.get(), [id]: conflict });
  check.showConflictNotice(conflict);
  throw new ApiError(SAVE_CONFLICT, conflict.message, 409);
}
