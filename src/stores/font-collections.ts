// The font collections (spec 2.7, 7): their list, loaded when the font library opens, and each
// collection's families and categories, loaded on demand (when its tab is chosen).
import { atom, onMount, task } from 'nanostores';
import { apiFetch } from '../api';
import type { FontCollection, FontCollectionSummary } from '../fonts';
import { errorText } from './error-text';

export const $fontCollections = atom<{
  status: 'loading' | 'ready' | 'error';
  collections: FontCollectionSummary[];
  error?: string;
}>({ status: 'loading', collections: [] });

onMount($fontCollections, () => {
  void task(async () => {
    try {
      const collections = await apiFetch<FontCollectionSummary[]>('wp/v2/font-collections', {
        query: { _fields: 'slug,name,description' },
      });
      $fontCollections.set({ status: 'ready', collections });
    } catch (error) {
      $fontCollections.set({ status: 'error', collections: [], error: errorText(error) });
    }
  });
});

type CollectionState = {
  status: 'loading' | 'ready' | 'error';
  collection?: FontCollection;
  error?: string;
};

const collectionStores = new Map<string, ReturnType<typeof atom<CollectionState>>>();
/** The collections whose families are being asked for, or have been. */
const collectionsRequested = new Set<string>();

/** One collection's families and categories, loaded on demand (spec 7). */
export function fontCollection(slug: string) {
  let store = collectionStores.get(slug);
  if (!store) {
    store = atom<CollectionState>({ status: 'loading' });
    onMount(store, () => loadFontCollection(slug));
    collectionStores.set(slug, store);
  }
  return store;
}

/**
 * Starts loading a collection's families unless that has started already: the font library calls
 * it when the collection's tab is chosen, so the families (megabytes for Google Fonts) download
 * while the tab's code loads rather than after it. A failed load is tried again on the next call.
 */
export function loadFontCollection(slug: string): void {
  if (collectionsRequested.has(slug)) return;
  // Marked first: reading an unwatched store mounts it, and its onMount calls this again.
  collectionsRequested.add(slug);
  const store = fontCollection(slug);
  if (store.get().status === 'error') store.set({ status: 'loading' });
  void task(async () => {
    try {
      const collection = await apiFetch<FontCollection>(
        `wp/v2/font-collections/${encodeURIComponent(slug)}`,
      );
      store.set({ status: 'ready', collection });
    } catch (error) {
      collectionsRequested.delete(slug);
      store.set({ status: 'error', error: errorText(error) });
    }
  });
}
