// Leaving the canvas's edit mode (spec 2.2), apart from the router: only the canvas uses it, and
// the router is in every element's first load.
import { type BackRoute, canvasBackRoute } from '../routing/back-route';
import { type EditorLocation, readLocation, writeLocation } from '../routing/location';
import { matchRoute } from '../routing/routes';
import { $location, type HistoryState, navigate } from './router';

/**
 * Leaves the canvas's edit mode (spec 2.2). From an item, its list by post type, in one step, as
 * WordPress 7.1's canvas does (its Back leads to `/page` from a page, to `/` from a post…).
 * Elsewhere (the home, the Styles) the same screen without the canvas: back through history when
 * edit mode was opened from that view (so Back then leads on, not into edit mode again);
 * otherwise the edit-mode entry becomes the view.
 */
export function leaveEditMode(): void {
  const { path, query } = $location.get();
  const { siteEditorDepth = 0, siteEditorFrom } = (window.history.state ?? {}) as HistoryState;
  const from =
    siteEditorDepth > 0 && siteEditorFrom !== undefined ? readLocation(siteEditorFrom) : undefined;
  // Item routes are the same in both apps (the posts-only app's `/` is its post list).
  const list = canvasBackRoute(matchRoute(path));
  if (list) {
    // Opened straight from that list: back to it as it was (its category, view, layout).
    if (from && isSameList(from, list)) window.history.back();
    else navigate(list.path, list.query ?? {});
    return;
  }
  const { canvas: _canvas, ...view } = query;
  const canonical = (location: EditorLocation) => writeLocation('', location);
  if (from && canonical(from) === canonical({ path, query: view })) {
    window.history.back();
    return;
  }
  navigate(path, view, { replace: true });
}

/** Whether a location shows a back route's list (the patterns list's type defaults to wp_block). */
function isSameList(location: EditorLocation, list: BackRoute): boolean {
  if (location.path !== list.path || location.query.canvas === 'edit') return false;
  const type = list.query?.postType;
  return !type || (location.query.postType ?? 'wp_block') === type;
}
