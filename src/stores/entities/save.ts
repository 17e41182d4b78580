import { task } from 'nanostores';
import { apiFetch, type QueryObject, toApiError } from '../../api';
import { __ } from '../../i18n/translate';
import { collectionPath, type EntityKey, getEntityConfig, recordPath } from './config';
import { createOnce } from './create-once';
import { checkForConflict, isSaveConflict, noteSavedVersion, settleConflict } from './conflicts';
import { isHostOutage } from '../../kept-edits';
import { invalidateEntityRecords } from './load';
import { forgetSaveRetry, retryWhenHostIsBack } from './save-retry';
import { forgetUndoSteps, recordUndoStep, setUndoApply } from './undo';
import {
  $entityEdits,
  $entityQueries,
  $entityRecordStates,
  type EntityEdits,
  type EntityRecord,
  editedTitle,
  isEqual,
  patchRecordState,
  rawValue,
  recordId,
  setEdits,
} from './state';

export interface EditOptions {
  /** false: not a step of the undo history (edits restored after a reload). */
  undoable?: boolean;
  /** Edits of one control in quick succession (a slider drag) undo as one step. */
  mergeKey?: string;
}

/**
 * Changes fields of a record without saving. Each top-level field replaces the previous edit
 * of that field; a value equal to the saved one removes the edit (the record is clean again).
 * Each call is a step of the undo history (undo.ts) unless `undoable` is false.
 */
export function editEntityRecord(
  kind: string,
  name: string,
  key: EntityKey | undefined,
  edits: EntityEdits,
  options: EditOptions = {},
) {
  const id = recordId(kind, name, key);
  const saved = $entityRecordStates.get()[id]?.record ?? {};
  const current = $entityEdits.get()[id] ?? {};
  const next = { ...current };
  const before: EntityEdits = {};
  const after: EntityEdits = {};
  for (const [field, value] of Object.entries(edits)) {
    const was = field in current ? current[field] : rawValue(saved[field]);
    if (isEqual(value, was)) continue;
    before[field] = was;
    after[field] = value;
    if (isEqual(value, rawValue(saved[field]))) delete next[field];
    else next[field] = value;
  }
  if (Object.keys(after).length === 0) return;
  setEdits(id, next);
  if (options.undoable !== false) {
    recordUndoStep(id, { kind, name, key }, before, after, options.mergeKey);
  }
}

setUndoApply(({ kind, name, key }, values) =>
  editEntityRecord(kind, name, key, values, { undoable: false }),
);

export function discardEntityEdits(kind: string, name: string, key?: EntityKey): void {
  const id = recordId(kind, name, key);
  setEdits(id, {});
  forgetSaveRetry(id);
  forgetUndoSteps(id);
}

/** After a save: drops the edits that were sent (unless changed since) or now match the record. */
function settleEdits(id: string, sent: EntityEdits, saved: EntityRecord): void {
  const left = { ...$entityEdits.get()[id] };
  for (const [field, value] of Object.entries(left)) {
    const wasSent = field in sent && sent[field] === value;
    if (wasSent || isEqual(value, rawValue(saved[field]))) delete left[field];
  }
  setEdits(id, left);
}

const saveFailed = () => __('An error occurred while saving.');

/**
 * Saves a record's edits, sending only the edited fields. On success the record is replaced by
 * the host's answer and the edits are cleared; on failure the edits stay and an ApiError is thrown.
 * A record changed on the host since its edits began is not written: the save throws a conflict
 * (`isSaveConflict`) and the user chooses (conflicts.ts).
 */
export function saveEditedEntityRecord<T extends EntityRecord = EntityRecord>(
  kind: string,
  name: string,
  key?: EntityKey,
  query?: QueryObject,
): Promise<T | undefined> {
  const config = getEntityConfig(kind, name);
  const id = recordId(kind, name, key);
  const ref = { kind, name, key };
  const edits = $entityEdits.get()[id];
  if (!edits) return Promise.resolve($entityRecordStates.get()[id]?.record as T | undefined);
  return task(async () => {
    patchRecordState(ref, { isSaving: true, saveError: undefined });
    try {
      await checkForConflict(ref, query);
      const method = config.key === false ? 'POST' : 'PUT';
      const path = recordPath(config, key, query);
      const record = await apiFetch<T>(path, { method, body: edits });
      patchRecordState(ref, { record, isSaving: false });
      settleEdits(id, edits, record);
      noteSavedVersion(ref, record);
      settleConflict(id);
      forgetSaveRetry(id);
      return record;
    } catch (error) {
      const saveError = toApiError(error, saveFailed());
      patchRecordState(ref, { isSaving: false, saveError });
      // A conflict waits for the user's choice; it is never sent again by itself.
      if (isSaveConflict(saveError)) forgetSaveRetry(id);
      // The host was not there: the same save goes again once it answers (never dropped).
      else if (isHostOutage(saveError)) {
        const save = () => saveEditedEntityRecord(kind, name, key, query);
        retryWhenHostIsBack(id, { ref, save, title: () => editedTitle(id) });
      }
      throw saveError;
    }
  });
}

/**
 * Creates a record (no key in it) or updates one (key present) with the given fields.
 * Resolves with the host's record; throws an ApiError. Lists of the type reload after a create.
 * A create of a post type whose answer was lost is not made twice: tried again with the same
 * fields, the record the first attempt made is found and adopted (create-once.ts).
 */
export function saveEntityRecord<T extends EntityRecord = EntityRecord>(
  kind: string,
  name: string,
  record: EntityRecord,
  query?: QueryObject,
): Promise<T> {
  const config = getEntityConfig(kind, name);
  const key = config.key === false ? undefined : (record[config.key] as EntityKey | undefined);
  const isNew = config.key !== false && key === undefined;
  const path = isNew ? collectionPath(config, query) : recordPath(config, key, query);
  const once = isNew ? createOnce(config, record, query) : undefined;
  return task(async () => {
    const pending = isNew ? undefined : { kind, name, key };
    if (pending) patchRecordState(pending, { isSaving: true, saveError: undefined });
    try {
      const method = isNew || config.key === false ? 'POST' : 'PUT';
      const landed = (await once?.landed()) as T | undefined;
      once?.sending();
      const saved = landed ?? (await apiFetch<T>(path, { method, body: record }));
      once?.answered();
      const savedKey = config.key === false ? undefined : (saved[config.key] as EntityKey);
      const ref = { kind, name, key: savedKey };
      patchRecordState(ref, { record: saved, isSaving: false });
      settleEdits(recordId(kind, name, savedKey), {}, saved);
      if (isNew) invalidateEntityRecords(kind, name);
      return saved;
    } catch (error) {
      const saveError = toApiError(error, saveFailed());
      once?.failed(saveError);
      if (pending) patchRecordState(pending, { isSaving: false, saveError });
      throw saveError;
    }
  });
}

/** Removes a record from every cached list. */
function dropFromLists(id: string): void {
  const queries = { ...$entityQueries.get() };
  for (const [queryId, state] of Object.entries(queries)) {
    if (!state.ids?.includes(id)) continue;
    const ids = state.ids.filter((other) => other !== id);
    queries[queryId] = { ...state, ids, total: Math.max(0, state.total - 1) };
  }
  $entityQueries.set(queries);
}

/**
 * Trashes a record, or deletes it for good with `force: true` (types without trash, such as
 * font families and terms, need `force`). Resolves with the host's answer; throws an ApiError.
 */
export function deleteEntityRecord(
  kind: string,
  name: string,
  key: EntityKey,
  options: { force?: boolean; query?: QueryObject } = {},
): Promise<unknown> {
  const config = getEntityConfig(kind, name);
  const ref = { kind, name, key };
  const id = recordId(kind, name, key);
  const query = options.force ? { ...options.query, force: true } : options.query;
  return task(async () => {
    patchRecordState(ref, { isDeleting: true, saveError: undefined });
    try {
      const { parent: _parent, ...sent } = query ?? {};
      const path = recordPath(config, key, query);
      const answer = await apiFetch<EntityRecord>(path, { method: 'DELETE', query: sent });
      const isGone = options.force || answer?.deleted === true;
      patchRecordState(ref, { isDeleting: false, record: isGone ? undefined : answer });
      setEdits(id, {});
      forgetUndoSteps(id);
      dropFromLists(id);
      return answer;
    } catch (error) {
      const saveError = toApiError(error, __('An error occurred while deleting the item.'));
      patchRecordState(ref, { isDeleting: false, saveError });
      throw saveError;
    }
  });
}
