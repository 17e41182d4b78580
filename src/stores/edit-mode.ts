// Leaving the canvas's edit mode (spec 2.2), apart from the router: only the canvas uses it, and
// the router is in every element's first load.
import { type BackRoute, canvasBackRoute } from '../routing/back-route';
import { type EditorLocation, readLocation, writeLocation } from '../routing/location';
import { matchRoute } from '../routing/routes';
import { $location, type HistoryState, navigate } from './router';

/**
 * Leaves the canvas's edit mode (spec 2.2). From an item, its list by post type, in one step, as
 * WordPress 7.1's canvas does (its Back leads to `/page` from a page, to `/` from a post…).
 * A record opened from another's canvas (`openFromCanvas`) returns to that canvas instead.
 * Elsewhere (the home, the Styles) the same screen without the canvas: back through history when
 * edit mode was opened from that view (so Back then leads on, not into edit mode again);
 * otherwise the edit-mode entry becomes the view.
 */
export function leaveEditMode(): void {
  const { path, query } = $location.get();
  const { siteEditorDepth = 0, siteEditorFrom } = (window.history.state ?? {}) as HistoryState;
  const from =
    siteEditorDepth > 0 && siteEditorFrom !== undefined ? readLocation(siteEditorFrom) : undefined;
  // A record opened from another's canvas (a template part's 'Edit original'): back to that
  // canvas, as WordPress's focus mode does.
  if (query.focusMode && from?.query.canvas === 'edit') {
    window.history.back();
    return;
  }
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

/** Records a canvas may open another's canvas on: the types with an item route of their own. */
const OPENED_FROM_CANVAS = new Set(['wp_template', 'wp_template_part', 'wp_block', 'page', 'post']);

/**
 * Opens a record in the canvas's edit mode from the canvas of another (the block editor's
 * `onNavigateToEntityRecord`: a template part's or a synced pattern's 'Edit original'), in focus
 * mode: the canvas's Back then returns to the record it was opened from. Anything else the canvas
 * names (a type without an item route here, an id the route cannot hold) is ignored.
 */
export function openFromCanvas(postType: string, postId: string): void {
  if (!OPENED_FROM_CANVAS.has(postType) || postId === '' || /[?#]/.test(postId)) return;
  const path = `/${postType}/${postId}`;
  const route = matchRoute(path);
  if (!route || route.params.postId !== postId) return;
  navigate(path, { canvas: 'edit', focusMode: 'true' });
}

/** Whether a location shows a back route's list (the patterns list's type defaults to wp_block). */
function isSameList(location: EditorLocation, list: BackRoute): boolean {
  if (location.path !== list.path || location.query.canvas === 'edit') return false;
  const type = list.query?.postType;
  return !type || (location.query.postType ?? 'wp_block') === type;
}
