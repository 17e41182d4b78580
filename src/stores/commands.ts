// The command palette's state outside React: what is typed, the named items the host found for
// it, and running a command. Searching waits for a pause in typing (SEARCH_DEBOUNCE_MS), then asks
// the host for each kind at once and shows each answer as it comes; a newer search aborts the
// older one, and an answer for an older term is never shown. Templates and parts are read whole
// once per opening of the palette (their endpoints do not search) and filtered here.
// Imported only by the palette's lazy chunk.
import { atom, type ReadableAtom, task } from 'nanostores';
import { apiFetch } from '../api';
import {
  type CommandAction,
  type CommandResult,
  commandQuery,
  type FoundRecord,
  hostSearchQuery,
  isHostSearched,
  itemListQuery,
  kindPath,
  RESULT_KINDS,
  type ResultKind,
  resultRoute,
  SEARCH_DEBOUNCE_MS,
  toResults,
} from '../commands';
import { setPreference } from './preferences';
import { $location, navigate } from './router';
import { $siteIdentity } from './site';
import { exportSite } from './site-export';

export interface CommandSearch {
  /** What is in the search box, as typed. */
  input: string;
  /** `waiting`: for the pause in typing; `searching`: asked, not every kind has answered. */
  status: 'idle' | 'waiting' | 'searching' | 'done';
  /** Found items, grouped by kind in RESULT_KINDS order, best first in each. */
  results: CommandResult[];
  /** Some kind could not be searched (the host failed): the results may be incomplete. */
  failed: boolean;
}

const IDLE: CommandSearch = { input: '', status: 'idle', results: [], failed: false };
const search = atom<CommandSearch>(IDLE);
export const $commandSearch: ReadableAtom<CommandSearch> = search;

let timer: ReturnType<typeof setTimeout> | undefined;
let current: AbortController | undefined;
let wholeLists: Partial<Record<ResultKind, Promise<FoundRecord[]>>> = {};

function stopSearch(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  current?.abort();
  current = undefined;
}

/**
 * The search box changed: `kinds` are what the user may find (searchableKinds). The host is asked
 * after the pause in typing; until then, and while it answers, no results of an older term show.
 */
export function searchCommands(input: string, kinds: readonly ResultKind[]): void {
  stopSearch();
  const term = input.trim();
  if (term === '' || kinds.length === 0) {
    search.set({ ...IDLE, input });
    return;
  }
  search.set({ input, status: 'waiting', results: [], failed: false });
  timer = setTimeout(() => {
    timer = undefined;
    void runSearch(term, kinds);
  }, SEARCH_DEBOUNCE_MS);
}

/** A template or part list, read once per opening (a failed read is tried again next time). */
function wholeList(kind: ResultKind): Promise<FoundRecord[]> {
  const known = wholeLists[kind];
  if (known) return known;
  const list = apiFetch<FoundRecord[]>(kindPath(kind), { query: itemListQuery() });
  wholeLists[kind] = list;
  list.catch(() => {
    if (wholeLists[kind] === list) delete wholeLists[kind];
  });
  return list;
}

/** Settles when `promise` does, or rejects as soon as the search is superseded. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('Superseded', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function findKind(kind: ResultKind, term: string, signal: AbortSignal): Promise<FoundRecord[]> {
  const answer = isHostSearched(kind)
    ? apiFetch<FoundRecord[]>(kindPath(kind), { query: hostSearchQuery(term), signal })
    : wholeList(kind);
  return untilAborted(answer, signal);
}

const kindOrder = (result: CommandResult) => RESULT_KINDS.indexOf(result.kind);

/** Asks for every kind at once; each answer shows as it comes, if its search is still current. */
function runSearch(term: string, kinds: readonly ResultKind[]): Promise<void> {
  const controller = new AbortController();
  current = controller;
  const isCurrent = () => current === controller && !controller.signal.aborted;
  search.set({ ...search.get(), status: 'searching' });
  return task(async () => {
    await Promise.all(
      kinds.map(async (kind) => {
        try {
          const records = await findKind(kind, term, controller.signal);
          if (!isCurrent()) return;
          const found = toResults(kind, Array.isArray(records) ? records : [], term);
          const others = search.get().results.filter((result) => result.kind !== kind);
          const results = [...others, ...found].sort((a, b) => kindOrder(a) - kindOrder(b));
          search.set({ ...search.get(), results });
        } catch {
          // Aborted (a newer search), or the host failed for this kind: the others still show.
          if (isCurrent()) search.set({ ...search.get(), failed: true });
        }
      }),
    );
    if (isCurrent()) {
      current = undefined;
      search.set({ ...search.get(), status: 'done' });
    }
  });
}

/** The palette closed: nothing more is asked, and the next opening starts afresh. */
export function closeCommandSearch(): void {
  stopSearch();
  wholeLists = {};
  search.set(IDLE);
}

/**
 * Runs one of the palette's own commands; the Fonts modal is the shell's to open, and Reset
 * styles' confirmation the palette's to ask.
 */
export function runCommandAction(
  action: CommandAction,
  shell: { manageFonts: () => void; confirmResetStyles?: () => void },
): void {
  switch (action.type) {
    case 'open-site': {
      const site = $siteIdentity.get();
      window.open(site.home || site.url, '_blank', 'noopener');
      return;
    }
    case 'navigate':
      navigate(action.path, commandQuery(action, $location.get().query));
      return;
    case 'manage-fonts':
      shell.manageFonts();
      return;
    case 'export':
      void exportSite();
      return;
    case 'preference':
      setPreference('core', action.key, action.value);
      return;
    case 'reset-styles':
      shell.confirmResetStyles?.();
      return;
  }
}

/** Opens a found item at its route (spec 2.1). */
export function openCommandResult(result: CommandResult): void {
  navigate(resultRoute(result));
}
