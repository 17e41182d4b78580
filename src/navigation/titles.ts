// What a navigation menu is called on screen (spec 2.8) and when a rename may be saved (spec 5).
import { decodeEntities } from '../block-preview/escape';
import { sprintf } from '../i18n/sprintf';
import { __ } from '../i18n/translate';
import { statusLabel } from '../posts/quick-edit';

export interface NavigationMenuRecord {
  id: number;
  title?: { rendered?: string; raw?: string } | string;
  status?: string;
}

function titleText(title: NavigationMenuRecord['title']): string {
  if (typeof title === 'string') return title;
  return title?.rendered !== undefined ? decodeEntities(title.rendered) : (title?.raw ?? '');
}

/**
 * 'Main menu', or 'Main menu (Draft)' for a menu not published: WordPress's '%1$s (%2$s)'
 * with the status label the post lists use (WordPress itself shows the status slug). An
 * untitled menu is '(no title {n})', n being its place in the list shown, else its id.
 */
export function menuTitle(menu: NavigationMenuRecord, untitledIndex?: number): string {
  const title = titleText(menu.title).trim();
  if (title === '') return sprintf(__('(no title %s)'), untitledIndex ?? menu.id);
  if (!menu.status || menu.status === 'publish') return title;
  return sprintf(__('%1$s (%2$s)'), title, statusLabel(menu.status));
}

/** Rename's Save is enabled only for a non-empty trimmed title that differs from the current. */
export function renameAllowed(current: string, next: string): boolean {
  const trimmed = next.trim();
  return trimmed !== '' && trimmed !== current.trim();
}
