// The media library (`/wp/v2/media`): one page of images for the picker, searched and paged by
// the host; images by id (a featured image's thumbnail), each loaded once; and uploads, where
// the file itself is the request body, named by Content-Disposition, as WordPress takes it.
import { atom, computed, map, onMount, type ReadableAtom, task } from 'nanostores';
import { type ApiError, apiFetch, apiFetchList, retriesOf, toApiError } from '../api';
import { __ } from '../i18n';

/** An image as the host answers it (the fields the editor reads). */
export interface MediaItem {
  id: number;
  title?: { raw?: string; rendered?: string };
  alt_text?: string;
  source_url?: string;
  mime_type?: string;
  media_details?: { width?: number; height?: number };
}

export const MEDIA_PER_PAGE = 20;
/** What the picker's upload offers, and what the host accepts. */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export interface MediaLibraryValue {
  items: MediaItem[];
  total: number;
  totalPages: number;
  page: number;
  search: string;
  isLoading: boolean;
  error?: ApiError;
}

const emptyLibrary: MediaLibraryValue = {
  items: [],
  total: 0,
  totalPages: 0,
  page: 1,
  search: '',
  isLoading: false,
};

export const $mediaLibrary = atom<MediaLibraryValue>(emptyLibrary);

/** Every image loaded so far, by id: lists, single reads and uploads all land here. */
const $mediaById = map<Record<string, MediaItem>>({});

/** The image's name for people: its title, else its alt text. */
export function mediaTitle(item: MediaItem): string {
  const title = item.title?.raw ?? item.title?.rendered ?? '';
  return title.trim() || item.alt_text?.trim() || '';
}

export function rememberMedia(items: MediaItem[]): void {
  for (const item of items) if (item.id > 0) $mediaById.setKey(String(item.id), item);
}

let librarySequence = 0;

// While the picker shows the library, a failed page is asked for again (api/recovery.ts).
let libraryWatched = false;
const libraryRetries = retriesOf(() => void loadMediaLibrary());
onMount($mediaLibrary, () => {
  libraryWatched = true;
  return () => {
    libraryWatched = false;
    libraryRetries.stop();
  };
});

/** Loads one page of the library (newest first); a later call wins over an earlier one. */
export function loadMediaLibrary(options: { page?: number; search?: string } = {}): Promise<void> {
  const current = $mediaLibrary.get();
  const search = options.search ?? current.search;
  const page = options.page ?? (search === current.search ? current.page : 1);
  const sequence = ++librarySequence;
  $mediaLibrary.set({ ...current, search, page, isLoading: true, error: undefined });
  return task(async () => {
    try {
      const list = await apiFetchList<MediaItem>('wp/v2/media', {
        query: {
          media_type: 'image',
          per_page: MEDIA_PER_PAGE,
          page,
          ...(search.trim() ? { search: search.trim() } : {}),
        },
      });
      if (sequence !== librarySequence) return;
      rememberMedia(list.items);
      $mediaLibrary.set({ ...list, page, search, isLoading: false });
      libraryRetries.succeeded();
    } catch (error) {
      if (sequence !== librarySequence) return;
      const failure = toApiError(error, __('The media library could not be loaded.'));
      $mediaLibrary.set({ ...$mediaLibrary.get(), isLoading: false, error: failure });
      if (libraryWatched) libraryRetries.failed(failure);
    }
  });
}

/** `filename="…"` for plain names, RFC 5987's `filename*` for any other character. */
function contentDisposition(name: string): string {
  if (/^[\x20-\x7e]*$/.test(name)) {
    return `attachment; filename="${name.replace(/["\\]/g, '\\$&')}"`;
  }
  return `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Uploads an image; resolves with the new item, which also leads the library's first page.
 * Throws an ApiError with the host's message (a refused type, a file too large).
 */
export function uploadMedia(file: File): Promise<MediaItem> {
  return task(async () => {
    try {
      const item = await apiFetch<MediaItem>('wp/v2/media', {
        method: 'POST',
        body: file,
        headers: {
          'Content-Type': file.type || 'application/octet-stream',
          'Content-Disposition': contentDisposition(file.name || 'image'),
        },
      });
      rememberMedia([item]);
      const library = $mediaLibrary.get();
      // Shown first, as the newest image, unless a search hides it.
      if (!library.search) {
        $mediaLibrary.set({
          ...library,
          items: [item, ...library.items.filter((other) => other.id !== item.id)],
          total: library.total + 1,
        });
      }
      return item;
    } catch (error) {
      throw toApiError(error, __('The file could not be uploaded.'));
    }
  });
}

export interface MediaItemValue {
  item: MediaItem | undefined;
  isLoading: boolean;
  error?: ApiError;
}

const itemStores = new Map<number, ReadableAtom<MediaItemValue>>();
const itemStates = map<Record<string, { isLoading: boolean; error?: ApiError }>>({});

/** One image by id, loaded from the host when first watched unless already known. */
export function mediaItem(id: number): ReadableAtom<MediaItemValue> {
  let store = itemStores.get(id);
  if (store) return store;
  const key = String(id);
  store = computed([$mediaById, itemStates], (items, states) => ({
    item: items[key],
    isLoading: states[key]?.isLoading ?? false,
    ...(states[key]?.error ? { error: states[key].error } : {}),
  }));
  onMount(store, () => {
    if ($mediaById.get()[key] || itemStates.get()[key]?.isLoading || !(id > 0)) return;
    itemStates.setKey(key, { isLoading: true });
    void task(async () => {
      try {
        rememberMedia([await apiFetch<MediaItem>(`wp/v2/media/${id}`)]);
        itemStates.setKey(key, { isLoading: false });
      } catch (error) {
        const failure = toApiError(error, __('The image could not be loaded.'));
        itemStates.setKey(key, { isLoading: false, error: failure });
      }
    });
  });
  itemStores.set(id, store);
  return store;
}

/** Forgets every image (another site, or a fresh test). */
export function resetMedia(): void {
  librarySequence += 1;
  $mediaLibrary.set(emptyLibrary);
  $mediaById.set({});
  itemStates.set({});
}
