// Style revisions' pure logic (no DOM, no React): the list and its pages, whether a revision is
// applied, what changed, the value-by-value diff, dates. See CONTEXT.md.
export { type RevisionDateOptions, RELATIVE_DATE_MS, revisionDate } from './dates';
export {
  describeDiffEntry,
  describePath,
  isColorValue,
  PATH_SEPARATOR,
  type StyleDiffEntry,
  type StyleDocument,
  styleDiff,
  takeValue,
} from './diff';
export type { BlockTitles } from './labels';
export {
  AVATAR_SIZE,
  authorsToLoad,
  type HostAuthor,
  type HostStyleRevision,
  isApplied,
  previousRevision,
  REVISIONS_PER_PAGE,
  REVISIONS_PER_REQUEST,
  type RevisionApply,
  type RevisionAuthor,
  revisionApply,
  revisionList,
  revisionPage,
  revisionPageCount,
  revisionPageOf,
  revisionPagePath,
  type StyleRevision,
  type StylesAndSettings,
  type UnsavedStyleEdits,
} from './revisions';
export {
  type ChangeGroup,
  changeSummary,
  changeSummaryText,
  MAX_SUMMARY_ITEMS,
  type StyleChange,
  type StyleRevisionContent,
  styleChanges,
} from './summary';
export { isBlank, sameJson } from './values';
