// A page or post in the canvas is edited inside its template (issue 31, item 1): whether the
// template shows around it ('Show template', on by default, for the session as WordPress's site
// editor has it), and 'Edit template', which opens the template in the canvas with a way back to
// the page it was opened from.
import { atom } from 'nanostores';
import type { EditorLocation } from '../routing/location';
import { readLocation, writeLocation } from '../routing/location';
import { $location, type HistoryState, navigate } from './router';

export const $showTemplate = atom(true);

export function toggleShowTemplate(): void {
  $showTemplate.set(!$showTemplate.get());
}

/** The template opened with 'Edit template', and the page's edit mode it was opened from. */
export const $templateOpenedFrom = atom<
  { templateId: string; page: EditorLocation; postType: string } | undefined
>(undefined);

/** Opens `templateId` in the canvas's edit mode, remembering the page it is opened from. */
export function editTemplate(templateId: string, postType: string): void {
  $templateOpenedFrom.set({ templateId, page: $location.get(), postType });
  navigate(`/wp_template/${templateId}`, { canvas: 'edit' });
}

/**
 * Back to the page the template was opened from: back through history when that is the entry
 * before (so forward opens the template again), else the page's edit mode in place.
 */
export function backToPage(): void {
  const from = $templateOpenedFrom.get();
  if (!from) return;
  $templateOpenedFrom.set(undefined);
  const { siteEditorFrom } = (window.history.state ?? {}) as HistoryState;
  const canonical = (location: EditorLocation) => writeLocation('', location);
  if (
    siteEditorFrom !== undefined &&
    canonical(readLocation(siteEditorFrom)) === canonical(from.page)
  ) {
    window.history.back();
    return;
  }
  navigate(from.page.path, from.page.query);
}
