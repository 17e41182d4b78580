// Leaving the canvas's edit mode (spec 2.2), apart from the router: only the canvas uses it, and
// the router is in every element's first load.
import { type EditorLocation, readLocation, writeLocation } from '../routing/location';
import { $location, type HistoryState, navigate } from './router';

/**
 * Leaves the canvas's edit mode for the item's view (spec 2.2): back through history when edit
 * mode was opened from that view (so the sidebar's Back then leads on to the list, not into edit
 * mode again); otherwise the edit-mode entry becomes the view.
 */
export function leaveEditMode(): void {
  const { path, query } = $location.get();
  const { canvas: _canvas, ...view } = query;
  const { siteEditorDepth = 0, siteEditorFrom } = (window.history.state ?? {}) as HistoryState;
  if (siteEditorDepth > 0) {
    const canonical = (location: EditorLocation) => writeLocation('', location);
    if (
      siteEditorFrom !== undefined &&
      canonical(readLocation(siteEditorFrom)) === canonical({ path, query: view })
    ) {
      window.history.back();
      return;
    }
  }
  navigate(path, view, { replace: true });
}
