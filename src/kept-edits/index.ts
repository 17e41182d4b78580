export {
  changedRecords,
  isHostOutage,
  type KeptEdits,
  keptEditsScope,
  SAVE_PROBE_FIRST_MS,
  SAVE_PROBE_LONGEST_MS,
  saveProbePause,
} from './rules';
export {
  createFingerprint,
  isLandedCreate,
  LANDED_CLOCK_MARGIN_MS,
  mayHaveLanded,
} from './creates';
