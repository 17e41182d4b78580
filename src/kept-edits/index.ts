export {
  changedRecords,
  isHostOutage,
  type KeptEdits,
  keptEditsScope,
  SAVE_PROBE_FIRST_MS,
  SAVE_PROBE_LONGEST_MS,
  saveProbePause,
} from './rules';
export { createFingerprint, mayHaveLanded } from './creates';
// isLandedCreate (./landed) is imported where it is used, in a lazy chunk: not from here.
