// The three answers to a save conflict (conflicts.ts): compare the two versions, keep mine (saved
// over theirs: over the version found, not over any later one) or take theirs (their record in
// the editor, mine set aside as kept edits and offered back). Either way the record's base is the
// host's version now, so the next save does not stop again. Loaded when the user answers (the
// notice's buttons, the compare view).
import { apiFetch } from '../../api';
import { sprintf } from '../../i18n/sprintf';
import { __ } from '../../i18n/translate';
import { errorText } from '../error-text';
import { createErrorNotice, createSuccessNotice } from '../notices';
import { getEntityConfig, recordPath } from './config';
import { showConflictNotice } from './conflict-check';
import {
  $comparedConflict,
  $saveConflicts,
  acceptHostVersion,
  isSaveConflict,
  settleConflict,
} from './conflicts';
import { setAsideEdits } from './kept-edits';
import { invalidateEntityRecord } from './load';
import { discardEntityEdits, saveEditedEntityRecord } from './save';
import { saveErrorNoticeId } from './save-retry';
import { $entityEdits, type EntityEdits, type EntityRecord, patchRecordState } from './state';

/** The user's unsaved edits of a conflicted record (the compare view's side). */
export const conflictEdits = (id: string): EntityEdits => $entityEdits.get()[id] ?? {};

/** Opens the compare view of a conflict. */
export function compare(id: string): void {
  if ($saveConflicts.get()[id]) $comparedConflict.set(id);
}

/** Closes the compare view; a conflict still waiting shows its notice again. */
export function closeCompare(): void {
  const id = $comparedConflict.get();
  $comparedConflict.set(undefined);
  const conflict = id ? $saveConflicts.get()[id] : undefined;
  if (conflict) showConflictNotice(conflict);
}

/** Saves mine over the version found. Resolves with whether it saved. */
export async function keepMine(id: string): Promise<boolean> {
  const conflict = settleConflict(id);
  if (!conflict) return false;
  const { kind, name, key } = conflict.ref;
  acceptHostVersion(id, conflict.version);
  try {
    await saveEditedEntityRecord(kind, name, key);
    createSuccessNotice(sprintf(__('"%s" saved with your changes.'), conflict.title), {
      type: 'snackbar',
    });
    return true;
  } catch (error) {
    // Changed once more meanwhile: a new conflict says so. Anything else keeps the edits.
    if (!isSaveConflict(error)) {
      createErrorNotice(
        sprintf(__('"%1$s" could not be saved: %2$s'), conflict.title, errorText(error)),
        { id: saveErrorNoticeId(conflict.ref) },
      );
    }
    return false;
  }
}

/** Puts their version in the editor; mine are kept and offered back. */
export async function takeTheirs(id: string): Promise<void> {
  const conflict = settleConflict(id);
  if (!conflict) return;
  const { ref } = conflict;
  const config = getEntityConfig(ref.kind, ref.name);
  const mine = $entityEdits.get()[id] ?? {};
  // Read afresh: theirs may have moved on since the save stopped.
  const theirs = await apiFetch<EntityRecord>(recordPath(config, ref.key), {
    query: { context: 'edit', ...config.baseQuery },
  }).catch(() => conflict.theirs);
  if (theirs) patchRecordState(ref, { record: theirs, saveError: undefined });
  discardEntityEdits(ref.kind, ref.name, ref.key);
  if (!theirs) invalidateEntityRecord(ref.kind, ref.name, ref.key);
  if (Object.keys(mine).length > 0) await setAsideEdits(ref, mine, conflict.title);
}
