// The editor's save (spec 4): every record with unsaved edits, whatever screen made them (styles,
// menus, pages...), saved together or as the review panel chooses. The button's label and what
// a click or primary+S does are pure rules (`saveButtonState`, `saveShortcutAction`); the save
// itself keeps every edit that fails and says why.
import { atom } from 'nanostores';
import { sprintf } from '../i18n/sprintf';
import { __, _n } from '../i18n/translate';
import {
  $dirtyEntityRecords,
  type DirtyEntityRecord,
  isSaveConflict,
  saveEditedEntityRecord,
  saveErrorNoticeId,
} from './entities';
import { errorText } from './error-text';
import { createErrorNotice, createSuccessNotice, removeNotice } from './notices';

/** The record the current screen edits (a menu, a page, the global styles), if any. */
export interface ScreenEntity {
  kind: string;
  name: string;
  key: string;
}

export const $isSavingChanges = atom(false);
/** A previewed theme is being activated (after its edits were saved): see theme-preview.ts. */
export const $isActivatingTheme = atom(false);

const sameRecord = (record: DirtyEntityRecord, entity: ScreenEntity | undefined) =>
  !!entity &&
  record.kind === entity.kind &&
  record.name === entity.name &&
  String(record.key ?? '') === entity.key;

export interface SaveButtonState {
  label: string;
  disabled: boolean;
  /** A click saves at once (one unsaved record, the screen's own); otherwise it opens the review. */
  savesDirectly: boolean;
}

/**
 * Spec 4: Save, Saving, Saved, or 'Review %d change(s)…'. While a theme is previewed (its name
 * given): 'Activate %s', 'Activate %s & Save' with unsaved edits, 'Activating %s' while it
 * saves; enabled with nothing unsaved (activating is itself the change), and never saving
 * directly: the review asks first.
 */
export function saveButtonState(
  dirty: readonly DirtyEntityRecord[],
  isSaving: boolean,
  screen: ScreenEntity | undefined,
  previewedTheme = '',
): SaveButtonState {
  if (previewedTheme) {
    let label = sprintf(__('Activate %s'), previewedTheme);
    if (isSaving) label = sprintf(__('Activating %s'), previewedTheme);
    else if (dirty.length > 0) label = sprintf(__('Activate %s & Save'), previewedTheme);
    return { label, disabled: isSaving, savesDirectly: false };
  }
  const savesDirectly = dirty.length === 1 && sameRecord(dirty[0]!, screen);
  let label = __('Saved');
  if (isSaving) label = __('Saving');
  else if (savesDirectly) label = __('Save');
  else if (dirty.length > 0)
    label = sprintf(_n('Review %d change…', 'Review %d changes…', dirty.length), dirty.length);
  return { label, disabled: isSaving || dirty.length === 0, savesDirectly };
}

/**
 * Spec 4's save shortcut: nothing when nothing is unsaved or a save runs; the review when records
 * other than the screen's own changed, or a theme is previewed (activating asks first); else a
 * direct save.
 */
export function saveShortcutAction(
  dirty: readonly DirtyEntityRecord[],
  isSaving: boolean,
  screen: ScreenEntity | undefined,
  previewing = false,
): 'none' | 'review' | 'save' {
  if (isSaving) return 'none';
  if (previewing) return 'review';
  if (dirty.length === 0) return 'none';
  return dirty.every((record) => sameRecord(record, screen)) ? 'save' : 'review';
}

/**
 * Saves the given records (all unsaved ones by default). Each that fails keeps its edits and is
 * named in one error notice with the host's reason; one changed by someone else since it was
 * loaded has its own notice (entities/conflicts.ts); 'Site updated.' only when all saved.
 * Resolves with the ones that did not save.
 */
export async function saveChanges(
  records: readonly DirtyEntityRecord[] = $dirtyEntityRecords.get(),
): Promise<DirtyEntityRecord[]> {
  if ($isSavingChanges.get() || records.length === 0) return [];
  $isSavingChanges.set(true);
  try {
    const results = await Promise.allSettled(
      records.map((record) => saveEditedEntityRecord(record.kind, record.name, record.key)),
    );
    const failed: { record: DirtyEntityRecord; reason: string }[] = [];
    const conflicted: DirtyEntityRecord[] = [];
    results.forEach((result, index) => {
      const record = records[index]!;
      // A record changed by someone else has its own notice, with the choices.
      if (result.status === 'rejected' && isSaveConflict(result.reason)) conflicted.push(record);
      else if (result.status === 'rejected') {
        failed.push({ record, reason: errorText(result.reason) });
      } else removeNotice(saveErrorNoticeId(record));
    });
    if (failed.length === 0 && conflicted.length === 0) {
      createSuccessNotice(__('Site updated.'), { type: 'snackbar', id: 'site-saved' });
    } else if (failed.length > 0) {
      const lines = failed.map(({ record, reason }) =>
        sprintf(__('"%1$s" could not be saved: %2$s'), record.title, reason),
      );
      const kept = _n(
        'Your change is kept: save again when you are ready.',
        'Your changes are kept: save again when you are ready.',
        failed.length,
      );
      createErrorNotice(`${lines.join(' ')} ${kept}`, { id: 'save-changes-error' });
    }
    return [...failed.map(({ record }) => record), ...conflicted];
  } finally {
    $isSavingChanges.set(false);
  }
}
