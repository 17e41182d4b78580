// Custom views of the page and post lists (behind the customViews experiment): per post type,
// the wp_dataviews_type term that groups them and the views themselves, loaded when the sidebar
// first watches them, and the actions that create, rename, delete and save them. Nothing is asked
// of the host while the experiment is off. Every failure shows the host's message as an error
// notice; actions rethrow it so a dialog can stay open.
import { atom, onMount, type ReadableAtom, task, type WritableAtom } from 'nanostores';
import { type ApiError, apiFetch, toApiError } from '../api';
import type { View } from '../data-view/types';
import { __ } from '../i18n';
import {
  CUSTOM_VIEW_POST_TYPE,
  CUSTOM_VIEW_SAVE_DELAY,
  CUSTOM_VIEW_TAXONOMY,
  type CustomView,
  type CustomViewTypeTerm,
  customViewContentRecord,
  customViewFromRecord,
  customViewListQuery,
  customViewTypeQuery,
  customViewTypeRecord,
  DELETE_CUSTOM_VIEW_QUERY,
  findCustomViewType,
  newCustomViewRecord,
  renamedCustomViewRecord,
} from '../posts/custom-views';
import { viewForSlug } from '../posts/views';
import { $editorSettings } from './editor-settings';
import { collectionPath, getEntityConfig, recordPath } from './entities/config';
import { createErrorNotice } from './notices';

export type { CustomView };

export interface CustomViewsValue {
  views: CustomView[];
  /** The wp_dataviews_type term of the post type, once known to exist. */
  termId: number | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
}

const ERROR_NOTICE_ID = 'custom-views-error';

// The REST bases live in the entity table, like every other type's.
const viewsPath = () => collectionPath(getEntityConfig('postType', CUSTOM_VIEW_POST_TYPE));
const viewPath = (id: number) => recordPath(getEntityConfig('postType', CUSTOM_VIEW_POST_TYPE), id);
const typesPath = () => collectionPath(getEntityConfig('taxonomy', CUSTOM_VIEW_TAXONOMY));

export function isCustomViewsEnabled(): boolean {
  return $editorSettings.get().experiments?.customViews === true;
}

/** What a view with unreadable content becomes: the post type's All items view. */
export function defaultCustomView(postType: string): View {
  return viewForSlug(postType, 'all').view;
}

const stores = new Map<string, WritableAtom<CustomViewsValue>>();
/** Post types whose views were asked for since the last reset. */
const requested = new Set<string>();

function storeOf(postType: string): WritableAtom<CustomViewsValue> {
  let store = stores.get(postType);
  if (!store) {
    const created = atom<CustomViewsValue>({
      views: [],
      termId: undefined,
      isLoading: true,
      error: undefined,
    });
    onMount(created, () => {
      // The experiment may be switched on after the sidebar first shows.
      const loadWhenEnabled = () => {
        if (requested.has(postType) || !isCustomViewsEnabled()) return;
        requested.add(postType);
        loadCustomViews(postType).catch(() => {});
      };
      loadWhenEnabled();
      return $editorSettings.listen(loadWhenEnabled);
    });
    stores.set(postType, created);
    store = created;
  }
  return store;
}

/** The custom views of a post type, loaded when first watched (and the experiment is on). */
export function customViewsOf(postType: string): ReadableAtom<CustomViewsValue> {
  return storeOf(postType);
}

function patch(postType: string, changes: Partial<CustomViewsValue>): void {
  const store = storeOf(postType);
  store.set({ ...store.get(), ...changes });
}

function updateView(postType: string, id: number, change: (view: CustomView) => CustomView) {
  const { views } = storeOf(postType).get();
  patch(postType, { views: views.map((entry) => (entry.id === id ? change(entry) : entry)) });
}

/** Shows the host's message (or a generic one) as an error notice; returns the ApiError. */
function report(error: unknown): ApiError {
  const apiError = toApiError(error, __('An error occurred.'));
  createErrorNotice(apiError.message, { id: ERROR_NOTICE_ID });
  return apiError;
}

async function findType(postType: string): Promise<CustomViewTypeTerm | undefined> {
  const terms = await apiFetch<CustomViewTypeTerm[]>(typesPath(), {
    query: customViewTypeQuery(postType),
  });
  return findCustomViewType(terms, postType);
}

/** (Re)loads the term and the views of a post type. */
export function loadCustomViews(postType: string): Promise<CustomView[]> {
  return task(async () => {
    patch(postType, { isLoading: true, error: undefined });
    try {
      const term = await findType(postType);
      const records = term
        ? await apiFetch<unknown[]>(viewsPath(), { query: customViewListQuery(term.id) })
        : [];
      const fallback = defaultCustomView(postType);
      const views = (Array.isArray(records) ? records : []).flatMap((record) => {
        const view = customViewFromRecord(record, fallback);
        return view ? [view] : [];
      });
      patch(postType, { views, termId: term?.id, isLoading: false });
      return views;
    } catch (error) {
      const apiError = report(error);
      patch(postType, { isLoading: false, error: apiError });
      throw apiError;
    }
  });
}

/** The term of the post type: known, found on the host (another tab made it), or created. */
async function ensureType(postType: string): Promise<number> {
  const known = storeOf(postType).get().termId;
  if (known) return known;
  const found = await findType(postType);
  const id =
    found?.id ??
    (
      await apiFetch<CustomViewTypeTerm>(typesPath(), {
        method: 'POST',
        body: customViewTypeRecord(postType),
      })
    ).id;
  patch(postType, { termId: id });
  return id;
}

/** Creates a custom view named `title` showing `view`; resolves with it. */
export function createCustomView(postType: string, title: string, view: View): Promise<CustomView> {
  return task(async () => {
    try {
      const termId = await ensureType(postType);
      const record = await apiFetch<unknown>(viewsPath(), {
        method: 'POST',
        body: newCustomViewRecord(title, termId, view),
      });
      const created = customViewFromRecord(record, defaultCustomView(postType));
      if (!created) throw new Error(__('An error occurred.'));
      patch(postType, { views: [...storeOf(postType).get().views, created] });
      return created;
    } catch (error) {
      throw report(error);
    }
  });
}

export function renameCustomView(postType: string, id: number, title: string): Promise<void> {
  return task(async () => {
    try {
      const record = await apiFetch<unknown>(viewPath(id), {
        method: 'PUT',
        body: renamedCustomViewRecord(title),
      });
      const saved = customViewFromRecord(record, defaultCustomView(postType));
      const newTitle = saved?.title ?? title.trim();
      updateView(postType, id, (entry) => ({ ...entry, title: newTitle }));
    } catch (error) {
      throw report(error);
    }
  });
}

export function deleteCustomView(postType: string, id: number): Promise<void> {
  return task(async () => {
    cancelPendingSave(id);
    try {
      await apiFetch(viewPath(id), { method: 'DELETE', query: { ...DELETE_CUSTOM_VIEW_QUERY } });
      const { views } = storeOf(postType).get();
      patch(postType, { views: views.filter((entry) => entry.id !== id) });
    } catch (error) {
      throw report(error);
    }
  });
}

// Saving a view's changes: the latest view of each custom view waits CUSTOM_VIEW_SAVE_DELAY,
// then goes out after any save of it still on its way, so the host ends with the last one.
const pendingSaves = new Map<number, { timer: ReturnType<typeof setTimeout>; send: () => void }>();
const savesOnTheWay = new Map<number, Promise<void>>();

function cancelPendingSave(id: number): void {
  const pending = pendingSaves.get(id);
  if (pending) clearTimeout(pending.timer);
  pendingSaves.delete(id);
}

function sendSave(postType: string, id: number, view: View): Promise<void> {
  const previous = savesOnTheWay.get(id) ?? Promise.resolve();
  const sent = previous.then(() =>
    task(async () => {
      if (
        !storeOf(postType)
          .get()
          .views.some((entry) => entry.id === id)
      )
        return;
      try {
        await apiFetch(viewPath(id), { method: 'PUT', body: customViewContentRecord(view) });
      } catch (error) {
        report(error);
      }
    }),
  );
  savesOnTheWay.set(id, sent);
  void sent.finally(() => {
    if (savesOnTheWay.get(id) === sent) savesOnTheWay.delete(id);
  });
  return sent;
}

/**
 * The user changed a custom view: it shows at once (the store holds it) and is saved to the
 * record's content once the changes pause.
 */
export function changeCustomView(postType: string, id: number, view: View): void {
  updateView(postType, id, (entry) => ({ ...entry, view }));
  cancelPendingSave(id);
  const send = () => {
    pendingSaves.delete(id);
    void sendSave(postType, id, view);
  };
  pendingSaves.set(id, { timer: setTimeout(send, CUSTOM_VIEW_SAVE_DELAY), send });
}

/** Sends the waiting saves now and resolves when every save has reached the host. */
export async function flushCustomViewSaves(): Promise<void> {
  for (const [id, pending] of [...pendingSaves]) {
    clearTimeout(pending.timer);
    pendingSaves.delete(id);
    pending.send();
  }
  await Promise.all([...savesOnTheWay.values()]);
}

/** Forgets every loaded view and waiting save (tests, or a new user). */
export function resetCustomViews(): void {
  for (const pending of pendingSaves.values()) clearTimeout(pending.timer);
  pendingSaves.clear();
  savesOnTheWay.clear();
  requested.clear();
  for (const store of stores.values()) {
    store.set({ views: [], termId: undefined, isLoading: true, error: undefined });
  }
}
