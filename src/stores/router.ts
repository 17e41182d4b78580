// The editor's location, shared by every element on the page, kept in the host page's query
// string. Navigation pushes history entries, so back and forward work; the host page's path and
// its own query parameters never change.
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { type AppMode, matchRoute, type RouteMatch } from '../routing/routes';
import {
  type EditorLocation,
  type EditorQuery,
  normalisePath,
  pruneSelection,
  readLocation,
  writeLocation,
} from '../routing/location';

const hasWindow = typeof window !== 'undefined';

export const $location = atom<EditorLocation>(
  readLocation(hasWindow ? window.location.search : ''),
);

export interface HistoryState {
  siteEditorDepth?: number;
  /** The search string of the entry this one was pushed from. */
  siteEditorFrom?: string | undefined;
}

/** How many entries this page session pushed: back within the editor is possible when > 0. */
const $depth = atom(0);

onMount($location, () => {
  if (!hasWindow) return;
  const sync = (event: PopStateEvent) => {
    const depth = (event.state as { siteEditorDepth?: number } | null)?.siteEditorDepth ?? 0;
    $depth.set(depth);
    $location.set(readLocation(window.location.search));
  };
  sync(new PopStateEvent('popstate', { state: window.history.state }));
  window.addEventListener('popstate', sync);
  return () => window.removeEventListener('popstate', sync);
});

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/** Opens a path with its query (the previous query is not kept, except the theme preview). */
export function navigate(
  path: string,
  query: EditorQuery = {},
  options: NavigateOptions = {},
): void {
  const next: EditorLocation = { path: normalisePath(path), query };
  const search = hasWindow ? writeLocation(window.location.search, next) : '';
  const current = $location.get();
  if (hasWindow) {
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    if (options.replace) {
      const { siteEditorFrom } = (window.history.state ?? {}) as HistoryState;
      const state: HistoryState = { siteEditorDepth: $depth.get(), siteEditorFrom };
      window.history.replaceState(state, '', url);
    } else {
      $depth.set($depth.get() + 1);
      // Where the entry was opened from: leaving edit mode goes back there when it is the view.
      const state: HistoryState = {
        siteEditorDepth: $depth.get(),
        siteEditorFrom: window.location.search,
      };
      window.history.pushState(state, '', url);
    }
  }
  const written = hasWindow ? readLocation(search) : next;
  if (
    written.path !== current.path ||
    JSON.stringify(written.query) !== JSON.stringify(current.query)
  ) {
    $location.set(written);
  }
}

/** Changes query parameters of the current path; `undefined` removes one. */
export function updateQuery(patch: EditorQuery, options: NavigateOptions = {}): void {
  const { path, query } = $location.get();
  const merged: EditorQuery = { ...query, ...patch };
  for (const key of Object.keys(merged) as (keyof EditorQuery)[]) {
    if (merged[key] === undefined) delete merged[key];
  }
  navigate(path, merged, options);
}

/**
 * Goes back to the previous editor location when there is one, else to `fallback` with its
 * query (`/pattern?postType=wp_template_part`: a path alone would open another list).
 */
export function goBack(fallback: { path: string; query?: EditorQuery }): void {
  if (hasWindow && $depth.get() > 0) window.history.back();
  else navigate(fallback.path, fallback.query ?? {});
}

/** After the list's items change, drops selected ids that left the list (spec 2.2). */
export function syncSelectionWithItems(presentIds: Iterable<string | number>): void {
  const { query } = $location.get();
  const pruned = pruneSelection(query, presentIds);
  if (pruned !== query) navigate($location.get().path, pruned, { replace: true });
}

const routeStores = new Map<AppMode, ReadableAtom<RouteMatch | undefined>>();

/** The matched route for an app mode; undefined when the path is unknown. */
export function routeFor(mode: AppMode): ReadableAtom<RouteMatch | undefined> {
  let store = routeStores.get(mode);
  if (!store) {
    store = computed($location, (location) => matchRoute(location.path, mode));
    routeStores.set(mode, store);
  }
  return store;
}
