export {
  type EntityConfig,
  type EntityKey,
  entityTypes,
  getEntityConfig,
  registerEntityType,
} from './config';
export {
  invalidateEntityRecord,
  invalidateEntityRecords,
  loadEntityRecord,
  loadEntityRecords,
} from './load';
export {
  deleteEntityRecord,
  discardEntityEdits,
  type EditOptions,
  editEntityRecord,
  saveEditedEntityRecord,
  saveEntityRecord,
} from './save';
export {
  discardKeptEdits,
  flushKeptEdits,
  KEEP_EDITS_DELAY,
  keepUnsavedEdits,
  offerKeptEdits,
  preloadKeptEdits,
  restoreKeptEdits,
  setAsideEdits,
} from './kept-edits-watch';
export {
  $comparedConflict,
  $saveConflicts,
  hasSaveConflict,
  isSaveConflict,
  type SaveConflict,
} from './conflicts';
export { queuedSaveCount, retryQueuedSaves, saveErrorNoticeId } from './save-retry';
export {
  $canRedo,
  $canUndo,
  clearUndoHistory,
  redo,
  UNDO_MERGE_MS,
  undo,
  undoTogether,
} from './undo';
export type { EntityEdits, EntityRecord, RecordRef } from './state';
export { clearEntityCache, entityTitle } from './state';
export {
  $dirtyEntityRecords,
  type DirtyEntityRecord,
  type EntityRecordsValue,
  type EntityRecordValue,
  entityRecord,
  entityRecords,
} from './stores';
