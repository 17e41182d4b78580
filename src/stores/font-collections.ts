// The font collections (spec 2.7, 7): their list, loaded when the font library opens, and each
// collection's families and categories, loaded on demand (when its tab is chosen). A collection
// is read as it arrives: its first families show while the rest (megabytes) is still coming.
import { atom, onMount, task } from 'nanostores';
import { apiFetch, parseJson, type Retries, retriesOf } from '../api';
import {
  CollectionStreamScanner,
  type FontCollection,
  type FontCollectionSummary,
  scannedCollection,
} from '../fonts';
import { afterPaint, nextTask } from '../ui/scheduling';
import { errorText } from './error-text';
import { loadWhileWatched } from './load-while-watched';

export const $fontCollections = atom<{
  status: 'loading' | 'ready' | 'error';
  collections: FontCollectionSummary[];
  error?: string;
}>({ status: 'loading', collections: [] });

// Read each time the font library opens; while open, read again after a failure.
loadWhileWatched(
  $fontCollections,
  async () => {
    $fontCollections.set({ ...$fontCollections.get(), status: 'loading' });
    try {
      const collections = await apiFetch<FontCollectionSummary[]>('wp/v2/font-collections', {
        query: { _fields: 'slug,name,description' },
      });
      $fontCollections.set({ status: 'ready', collections });
    } catch (error) {
      $fontCollections.set({ status: 'error', collections: [], error: errorText(error) });
      throw error;
    }
  },
  () => false,
);

type CollectionState = {
  status: 'loading' | 'ready' | 'error';
  /** While loading: the families arrived so far (the first pages), once there are some. */
  collection?: FontCollection;
  error?: string;
};

const collectionStores = new Map<string, ReturnType<typeof atom<CollectionState>>>();
/** The collections whose families are being asked for, or have been. */
const collectionsRequested = new Set<string>();
/** While a collection's tab shows, a failed load is tried again (api/recovery.ts). */
const watchedCollections = new Set<string>();
const collectionRetries = new Map<string, Retries>();

/** One collection's families and categories, loaded on demand (spec 7). */
export function fontCollection(slug: string) {
  let store = collectionStores.get(slug);
  if (!store) {
    store = atom<CollectionState>({ status: 'loading' });
    const retries = retriesOf(() => loadFontCollection(slug));
    collectionRetries.set(slug, retries);
    onMount(store, () => {
      watchedCollections.add(slug);
      loadFontCollection(slug);
      return () => {
        watchedCollections.delete(slug);
        retries.stop();
      };
    });
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
      const response = await apiFetch(`wp/v2/font-collections/${encodeURIComponent(slug)}`, {
        parse: false,
      });
      const collection = await readCollection(response, slug, (early) =>
        store.set({ status: 'loading', collection: early }),
      );
      store.set({ status: 'ready', collection });
      collectionRetries.get(slug)?.succeeded();
    } catch (error) {
      collectionsRequested.delete(slug);
      store.set({ status: 'error', error: errorText(error) });
      if (watchedCollections.has(slug)) collectionRetries.get(slug)?.failed(error);
    }
  });
}

/** How much of the body is read in one task: a few dozen families, a millisecond or two. */
const SCAN_SLICE = 64 * 1024;

/**
 * The collection's body, read as it arrives: `onEarly` gets the first families as soon as they
 * are in (the first page needs a few kilobytes of megabytes), and the rest is read a network
 * piece at a time with the page free to paint and answer input in between.
 */
async function readCollection(
  response: Response,
  slug: string,
  onEarly: (collection: FontCollection) => void,
): Promise<FontCollection> {
  const body = response.body;
  if (!body) {
    return parseJson<FontCollection>(await response.text(), response.status);
  }
  const scanner = new CollectionStreamScanner();
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let shown = false;
  for (let done = false; !done; ) {
    const read = await reader.read();
    done = read.done;
    // The network may hand over the whole body at once: it is decoded and read in slices, a
    // task each (the last, empty read ends the decoding).
    const bytes = read.value ?? new Uint8Array();
    let at = 0;
    do {
      const text = decoder.decode(bytes.subarray(at, at + SCAN_SLICE), { stream: !done });
      at += SCAN_SLICE;
      chunks.push(text);
      const found = scanner.push(text);
      const early = found && !shown && !scanner.complete && scannedCollection(scanner, slug);
      if (early) {
        shown = true;
        onEarly(early);
        // Let the first page paint before reading on.
        await afterPaint();
      } else await nextTask();
    } while (at < bytes.length);
  }
  const whole = scanner.complete && !scanner.failed && scannedCollection(scanner, slug);
  // Text the scanner did not understand is parsed whole, which says what is wrong with it.
  return whole || parseJson<FontCollection>(chunks.join(''), response.status);
}
