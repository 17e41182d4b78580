// The saved revisions of the user's global styles (spec 2.6, 4, 7): asked for 100 at a time
// (`/wp/v2/global-styles/{id}/revisions`), more as the list is paged past them, with their
// authors (the users those revisions name, asked for by id); loaded again after each save. The
// unsaved edits are the current user's. Which one is
// selected (its styles show in the preview) and which two are compared are kept here too, since
// the Styles panel lists them and the content area shows them.
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { adminUrl, apiFetch, apiFetchList } from '../api';
import type { JsonObject, ThemeJson } from '../global-styles';
import { __, sprintf } from '../i18n';
import {
  authorsToLoad,
  type HostAuthor,
  type HostStyleRevision,
  REVISIONS_PER_REQUEST,
  revisionList,
  revisionPagePath,
  type StyleDiffEntry,
  type StyleRevision,
  takeValue,
} from '../style-revisions';
import { $currentUser } from './current-user';
import { errorText } from './error-text';
import { $globalStyles, resetGlobalStyles, setUserConfig } from './global-styles';
import { loadWhileWatched } from './load-while-watched';
import { $activeTheme, $styleRevisionCount } from './site';
import { siteStylesheetWith } from './site-styles';

export type RevisionId = StyleRevision['id'];

export interface RevisionsState {
  status: 'loading' | 'ready' | 'error';
  message?: string;
  /** The saved revisions loaded so far, newest first. */
  saved: HostStyleRevision[];
  /** How many the host has. */
  total: number;
  authors: HostAuthor[];
  /** A further request of 100 is on its way. */
  loadingMore: boolean;
}

const INITIAL: RevisionsState = {
  status: 'loading',
  saved: [],
  total: 0,
  authors: [],
  loadingMore: false,
};

export const $styleRevisions = atom<RevisionsState>(INITIAL);

/** The record the loaded revisions belong to, and its revision count then. */
let loadedFor: { recordId: string; count: number | undefined } | undefined;

function revisionsPath(recordId: string): string {
  return `wp/v2/global-styles/${encodeURIComponent(recordId)}/revisions`;
}

async function loadRevisions(): Promise<void> {
  const recordId = $activeTheme.get().globalStylesId;
  if (!recordId) {
    $styleRevisions.set({ ...INITIAL, status: 'ready' });
    return;
  }
  const count = $styleRevisionCount.get();
  const current = $styleRevisions.get();
  // Loaded again (after a save): the list stays as it was until the new one arrives.
  if (current.status !== 'ready') $styleRevisions.set({ ...INITIAL });
  try {
    const page = await apiFetchList<HostStyleRevision>(revisionsPath(recordId), {
      query: { per_page: REVISIONS_PER_REQUEST, page: 1, context: 'view' },
    });
    const authors = await withAuthorsOf(page.items, current.authors);
    loadedFor = { recordId, count };
    $styleRevisions.set({
      status: 'ready',
      saved: page.items,
      total: page.total,
      authors,
      loadingMore: false,
    });
  } catch (error) {
    $styleRevisions.set({ ...INITIAL, status: 'error', message: errorText(error) });
    throw error;
  }
}

/** Users a request can ask for by id (`include`), as many as a page of users holds. */
const USERS_PER_REQUEST = 100;

/**
 * `known` with the authors of `revisions` it lacks, asked for by id (`include`); an author the
 * host will not show (deleted, or the request failed) is left out, and the revision shows none.
 */
async function withAuthorsOf(
  revisions: readonly HostStyleRevision[],
  known: readonly HostAuthor[],
): Promise<HostAuthor[]> {
  const ids = authorsToLoad(revisions, known);
  const requests: Promise<HostAuthor[]>[] = [];
  for (let start = 0; start < ids.length; start += USERS_PER_REQUEST) {
    const include = ids.slice(start, start + USERS_PER_REQUEST);
    requests.push(
      apiFetch<HostAuthor[]>('wp/v2/users', {
        query: {
          include: include.join(','),
          per_page: include.length,
          context: 'view',
          _fields: 'id,name,avatar_urls',
        },
      }).catch(() => [] as HostAuthor[]),
    );
  }
  return [...known, ...(await Promise.all(requests)).flat()];
}

const reload = loadWhileWatched(
  $styleRevisions,
  loadRevisions,
  () =>
    $styleRevisions.get().status === 'ready' &&
    loadedFor?.recordId === $activeTheme.get().globalStylesId &&
    loadedFor?.count === $styleRevisionCount.get(),
);

// A save adds a revision (the record's count changes): the list is read again while shown.
// (Listening only while watched: at import, the count would start loading the site's theme.)
onMount($styleRevisions, () =>
  $styleRevisionCount.listen((count) => {
    if (loadedFor && count !== loadedFor.count) void reload();
  }),
);

/** Asks for the next 100 saved revisions (the list was paged past the ones loaded). */
export async function loadMoreRevisions(): Promise<void> {
  const state = $styleRevisions.get();
  const recordId = loadedFor?.recordId;
  if (!recordId || state.status !== 'ready' || state.loadingMore) return;
  if (state.saved.length >= state.total) return;
  $styleRevisions.set({ ...state, loadingMore: true });
  try {
    const page = await apiFetchList<HostStyleRevision>(revisionsPath(recordId), {
      query: {
        per_page: REVISIONS_PER_REQUEST,
        page: Math.floor(state.saved.length / REVISIONS_PER_REQUEST) + 1,
        context: 'view',
      },
    });
    const known = new Set(state.saved.map((revision) => revision.id));
    const authors = await withAuthorsOf(page.items, state.authors);
    const now = $styleRevisions.get();
    $styleRevisions.set({
      ...now,
      saved: [...now.saved, ...page.items.filter((revision) => !known.has(revision.id))],
      authors,
      total: page.total,
      loadingMore: false,
    });
  } catch {
    $styleRevisions.set({ ...$styleRevisions.get(), loadingMore: false });
  }
}

/**
 * The list as the screen shows it: the unsaved edits first (when there are any), the saved
 * revisions, then 'Reset to defaults'.
 */
export const $revisionList: ReadableAtom<StyleRevision[]> = computed(
  [$styleRevisions, $globalStyles, $currentUser],
  (revisions, styles, me) => {
    if (revisions.status !== 'ready' || styles.status !== 'ready') return [];
    return revisionList(
      revisions.saved,
      revisions.authors,
      styles.isDirty
        ? {
            styles: styles.user.styles,
            settings: styles.user.settings,
            ...(me ? { author: me } : {}),
          }
        : undefined,
    );
  },
);

/** The host's page of a saved revision (spec 7: `revision.php?revision={id}`). */
export function revisionPageUrl(id: number): string {
  return adminUrl(revisionPagePath(id));
}

/** The revision chosen in the list (its styles show in the preview); none at first. */
export const $selectedRevision = atom<RevisionId | undefined>(undefined);

export function selectRevision(id: RevisionId | undefined): void {
  $selectedRevision.set(id);
}

/** The two revisions compared side by side, or undefined when not comparing. */
export const $revisionComparison = atom<{ from: RevisionId; to: RevisionId } | undefined>(
  undefined,
);

export function compareRevisions(comparison: { from: RevisionId; to: RevisionId } | undefined) {
  $revisionComparison.set(comparison);
}

/** The list entry of an id (undefined when it is not in the list, e.g. no unsaved edits). */
export function revisionById(list: readonly StyleRevision[], id: RevisionId | undefined) {
  return id === undefined ? undefined : list.find((revision) => revision.id === id);
}

/** The user's styles a revision stands for, as the styles engine takes them. */
export function revisionStyles(revision: StyleRevision): ThemeJson {
  return { styles: revision.styles, settings: revision.settings } as ThemeJson;
}

/**
 * Makes a revision's styles the editor's (unsaved until the user saves): 'Reset to defaults'
 * drops the user's styles (the installed fonts stay, as Reset styles keeps them).
 */
export function applyRevision(revision: StyleRevision): void {
  if (revision.id === 'parent') resetGlobalStyles();
  else setUserConfig({ styles: revision.styles, settings: revision.settings });
  $selectedRevision.set(undefined);
}

/** The label of a revision in the comparison's choices and headers. */
export function revisionLabel(revision: StyleRevision, date: (iso: string) => string): string {
  if (revision.id === 'unsaved') return __('Unsaved changes');
  if (revision.id === 'parent') return __('Reset to defaults');
  const when = revision.modified ? date(revision.modified) : '';
  // The number tells apart revisions saved in the same minute by the same person.
  return revision.author
    ? sprintf(__('%1$s by %2$s (#%3$d)'), when, revision.author.name, revision.id)
    : sprintf(__('%1$s (#%2$d)'), when, revision.id);
}

const stylesheets = new WeakMap<StyleRevision, Promise<string>>();

/** The site's stylesheet as a revision had it (computed once per revision entry). */
export function revisionStylesheet(revision: StyleRevision): Promise<string> {
  let css = stylesheets.get(revision);
  if (!css) {
    css = siteStylesheetWith(revisionStyles(revision));
    css.catch(() => stylesheets.delete(revision));
    stylesheets.set(revision, css);
  }
  return css;
}

/** Copies one setting's value, as a revision has it, into the editor's styles (unsaved). */
export function takeRevisionValue(entry: StyleDiffEntry): void {
  const { user } = $globalStyles.get();
  const next = takeValue({ styles: user.styles, settings: user.settings } as JsonObject, entry);
  setUserConfig({
    styles: (next.styles ?? {}) as JsonObject,
    settings: (next.settings ?? {}) as JsonObject,
  });
}
