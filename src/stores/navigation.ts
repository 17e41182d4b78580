// Navigation menus' state and actions (spec 2.8, 5, 7, 8): the list of menus (and the host's
// fallback menu when there is none), one menu's items as an editable tree kept in step with the
// record's content, saving, and rename, duplicate and delete with their notices.
import { atom, computed, onMount, type ReadableAtom, task } from 'nanostores';
import { apiFetch } from '../api';
import { __, sprintf } from '../i18n';
import {
  addLink,
  indentItem,
  type MenuItem,
  moveItem,
  moveItemTo,
  outdentItem,
  parseMenu,
  removeItem,
  serializeMenu,
  updateLink,
} from '../navigation';
import {
  deleteEntityRecord,
  editEntityRecord,
  entityRecord,
  entityRecords,
  invalidateEntityRecords,
  isSaveConflict,
  saveEditedEntityRecord,
  saveEntityRecord,
  saveErrorNoticeId,
} from './entities';
import { errorText } from './error-text';
import { createErrorNotice, createSuccessNotice, removeNotice } from './notices';

export interface NavigationMenuRecord {
  id: number;
  title?: { rendered?: string; raw?: string } | string;
  status?: string;
  slug?: string;
  content?: { raw?: string; rendered?: string } | string;
  date?: string;
  [key: string]: unknown;
}

/** Spec 7: the list call, 100 menus, published and drafts, newest first. */
export const MENUS_QUERY = {
  per_page: 100,
  status: ['publish', 'draft'],
  order: 'desc',
  orderby: 'date',
  context: 'edit',
};

export const $navigationMenus = entityRecords<NavigationMenuRecord>(
  'postType',
  'wp_navigation',
  MENUS_QUERY,
);

/** Whether the fallback menu was asked for (once per empty list: it may create one). */
export const $fallbackRequest = atom<'idle' | 'requesting' | 'done' | 'failed'>('idle');

/** Spec 2.8: with no menu, the host's fallback menu is requested (it creates one if need be). */
export async function requestFallbackMenu(): Promise<void> {
  if ($fallbackRequest.get() !== 'idle') return;
  $fallbackRequest.set('requesting');
  try {
    await apiFetch('wp-block-editor/v1/navigation-fallback');
    invalidateEntityRecords('postType', 'wp_navigation');
    $fallbackRequest.set('done');
  } catch {
    $fallbackRequest.set('failed');
  }
}

export const rawContent = (record: NavigationMenuRecord | undefined): string => {
  const content = record?.content;
  return typeof content === 'string' ? content : (content?.raw ?? '');
};

export const rawTitle = (record: NavigationMenuRecord | undefined): string => {
  const title = record?.title;
  return typeof title === 'string' ? title : (title?.raw ?? title?.rendered ?? '');
};

export const navigationMenu = (id: number) =>
  entityRecord<NavigationMenuRecord>('postType', 'wp_navigation', id);

// ---------------------------------------------------------------------------------------------
// One menu's items

export interface MenuTreeState {
  status: 'loading' | 'ready' | 'missing' | 'error';
  items: MenuItem[];
  /** The content the items were parsed from or serialised to. */
  content: string;
  error?: string;
}

const trees = new Map<number, ReturnType<typeof atom<MenuTreeState>>>();
const LOADING: MenuTreeState = { status: 'loading', items: [], content: '' };

type MenuRecordValue = ReturnType<ReturnType<typeof navigationMenu>['get']>;

/** The tree for the record as it now is; `current` itself when nothing changed for it. */
function nextTree(current: MenuTreeState, { edited, isLoading, error }: MenuRecordValue) {
  if (edited) {
    const content = rawContent(edited);
    // Content written by our own edits is already the tree.
    if (current.status === 'ready' && current.content === content) return current;
    return { status: 'ready', items: parseMenu(content), content } satisfies MenuTreeState;
  }
  if (error) {
    const status = error.status === 404 ? 'missing' : 'error';
    return { status, items: [], content: '', error: error.message } satisfies MenuTreeState;
  }
  if (!isLoading) return { status: 'missing', items: [], content: '' } satisfies MenuTreeState;
  // Loading again after a failure (a retry): a spinner, not the old failure.
  return current.status === 'loading' ? current : LOADING;
}

/**
 * A menu's items, parsed once from its content and kept: edits apply to the tree and write the
 * content back, so items keep their keys (and focus) across edits.
 */
export function menuTree(id: number): ReadableAtom<MenuTreeState> {
  const known = trees.get(id);
  if (known) return known;
  const record = navigationMenu(id);
  // A record the list already loaded gives the items on the first render: no spinner frame.
  const tree = atom<MenuTreeState>(nextTree(LOADING, record.get()));
  trees.set(id, tree);
  onMount(tree, () =>
    record.subscribe((value) => {
      const next = nextTree(tree.get(), value);
      if (next !== tree.get()) tree.set(next);
    }),
  );
  return tree;
}

/** Applies an edit to a menu's items and writes the content back as an unsaved edit. */
function editTree(id: number, edit: (items: MenuItem[]) => MenuItem[]): void {
  const tree = trees.get(id);
  const current = tree?.get();
  if (!tree || current?.status !== 'ready') return;
  const items = edit(current.items);
  if (items === current.items) return;
  const content = serializeMenu(items);
  tree.set({ status: 'ready', items, content });
  editEntityRecord('postType', 'wp_navigation', id, { content });
}

export const menuEdits = {
  addLink: (id: number, link: Parameters<typeof addLink>[1], parentKey: string | null = null) =>
    editTree(id, (items) => addLink(items, link, parentKey)),
  updateLink: (id: number, key: string, changes: Parameters<typeof updateLink>[2]) =>
    editTree(id, (items) => updateLink(items, key, changes)),
  remove: (id: number, key: string) => editTree(id, (items) => removeItem(items, key)),
  move: (id: number, key: string, direction: 'up' | 'down') =>
    editTree(id, (items) => moveItem(items, key, direction)),
  indent: (id: number, key: string) => editTree(id, (items) => indentItem(items, key)),
  outdent: (id: number, key: string) => editTree(id, (items) => outdentItem(items, key)),
  moveTo: (id: number, key: string, parentKey: string | null, index: number) =>
    editTree(id, (items) => moveItemTo(items, key, parentKey, index)),
};

/** Saves the menu's edited items; a failure keeps the edits and says why. */
export async function saveMenu(id: number): Promise<boolean> {
  // One id per menu: a later save (the user's, or a retry once the host is back) takes it away.
  const failureNotice = saveErrorNoticeId({ kind: 'postType', name: 'wp_navigation', key: id });
  try {
    await saveEditedEntityRecord('postType', 'wp_navigation', id);
    removeNotice(failureNotice);
    createSuccessNotice(__('Navigation Menu saved.'), { type: 'snackbar' });
    return true;
  } catch (error) {
    // Changed by someone else meanwhile: the conflict's own notice offers the choices.
    if (isSaveConflict(error)) return false;
    createErrorNotice(sprintf(__('Unable to save Navigation Menu (%s).'), errorText(error)), {
      id: failureNotice,
    });
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Rename, duplicate, delete (spec 5, 7, 8)

export async function renameMenu(id: number, title: string): Promise<boolean> {
  try {
    await saveEntityRecord('postType', 'wp_navigation', { id, title: title.trim() });
    createSuccessNotice(__('Renamed Navigation Menu'), { type: 'snackbar' });
    return true;
  } catch (error) {
    // The record keeps its saved title: the edit is reverted.
    createErrorNotice(sprintf(__('Unable to rename Navigation Menu (%s).'), errorText(error)));
    return false;
  }
}

/** Resolves with the copy's id, or undefined when the host refused. */
export async function duplicateMenu(menu: NavigationMenuRecord): Promise<number | undefined> {
  try {
    const copy = await saveEntityRecord<NavigationMenuRecord>('postType', 'wp_navigation', {
      title: sprintf(__('%s (Copy)'), rawTitle(menu)),
      content: rawContent(menu),
      status: 'publish',
    });
    createSuccessNotice(__('Duplicated Navigation Menu'), { type: 'snackbar' });
    return copy.id;
  } catch (error) {
    createErrorNotice(sprintf(__('Unable to duplicate Navigation Menu (%s).'), errorText(error)));
    return undefined;
  }
}

export async function deleteMenu(id: number): Promise<boolean> {
  try {
    await deleteEntityRecord('postType', 'wp_navigation', id, { force: true });
    createSuccessNotice(__('Navigation Menu successfully deleted.'), { type: 'snackbar' });
    return true;
  } catch (error) {
    createErrorNotice(sprintf(__('Unable to delete Navigation Menu (%s).'), errorText(error)));
    return false;
  }
}

/**
 * The number each untitled menu shows in '(no title {n})': its place in the list, counting
 * every menu, as WordPress numbers them.
 */
export const $untitledNumbers: ReadableAtom<Map<number, number>> = computed(
  $navigationMenus,
  ({ items }) => {
    const numbers = new Map<number, number>();
    items.forEach((menu, index) => {
      if (!rawTitle(menu).trim()) numbers.set(menu.id, index + 1);
    });
    return numbers;
  },
);

/** Runs the fallback request once the list has loaded empty. */
onMount($navigationMenus, () =>
  $navigationMenus.subscribe(({ items, isLoading, error }) => {
    if (!isLoading && !error && items.length === 0) void task(requestFallbackMenu);
    // Menus again: a later empty list (the last one deleted) asks for a fallback afresh.
    else if (items.length > 0 && $fallbackRequest.get() === 'done') $fallbackRequest.set('idle');
  }),
);
