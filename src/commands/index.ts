export { matchScore, normaliseForMatch, rankByScore } from './match';
export {
  type CommandResult,
  type FoundRecord,
  hostSearchQuery,
  isHostSearched,
  itemListQuery,
  kindGroupLabel,
  kindLabel,
  kindPath,
  RESULT_KINDS,
  type ResultKind,
  resultRoute,
  resultTitle,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PER_PAGE,
  searchableKinds,
  toResults,
} from './results';
export {
  type CommandAction,
  type CommandContext,
  type PreferenceToggleKey,
  commandQuery,
  type StaticCommand,
  staticCommands,
} from './static-commands';
