// Attachments by id (`/wp/v2/media/{id}`): a featured image's thumbnail, each loaded once, and
// every attachment the media library (media-library.ts, a lazy chunk) listed, uploaded or saved.
// Small on purpose: the post lists' first screen reads it.
import { computed, map, onMount, type ReadableAtom, task } from 'nanostores';
import { type ApiError, apiFetch, toApiError } from '../api';
import { __ } from '../i18n';

/** An attachment as the host answers it with `context=edit` (the fields the editor reads). */
export interface MediaItem {
  id: number;
  date?: string;
  title?: { raw?: string; rendered?: string };
  caption?: { raw?: string; rendered?: string };
  description?: { raw?: string; rendered?: string };
  alt_text?: string;
  source_url?: string;
  mime_type?: string;
  /** 'image', or 'file' for everything else (WordPress's two values). */
  media_type?: string;
  media_details?: {
    width?: number;
    height?: number;
    filesize?: number;
    sizes?: Record<string, { source_url?: string; width?: number; height?: number }>;
  };
}

/** Every attachment loaded so far, by id: lists, single reads and uploads all land here. */
const $mediaById = map<Record<string, MediaItem>>({});

/** The attachment's name for people: its title, else its alt text. */
export function mediaTitle(item: MediaItem): string {
  const title = item.title?.raw ?? item.title?.rendered ?? '';
  return title.trim() || item.alt_text?.trim() || '';
}

export function rememberMedia(items: MediaItem[]): void {
  for (const item of items) if (item.id > 0) $mediaById.setKey(String(item.id), item);
}

/** What else forgets its media on `resetMedia` (the library's list, once loaded). */
const resets = new Set<() => void>();
export function onResetMedia(reset: () => void): void {
  resets.add(reset);
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

/** Forgets every attachment (another site, or a fresh test). */
export function resetMedia(): void {
  for (const reset of resets) reset();
  $mediaById.set({});
  itemStates.set({});
}
