// The media library's data (a lazy chunk, with the library dialog): one page of `/wp/v2/media`
// searched, filtered by type and paged by the host; uploads with their progress and errors, where
// the file itself is the request body, named by Content-Disposition, as WordPress takes it; and an
// attachment's alt text, caption and title saved. Every attachment read lands in media.ts's
// cache, so a featured image's thumbnail shows what was saved here.
import { atom, onMount, task } from 'nanostores';
import { type ApiError, apiFetch, apiFetchList, retriesOf, toApiError } from '../api';
import { uploadTransport } from '../api/upload-progress';
import { __ } from '../i18n';
import { type MediaItem, onResetMedia, rememberMedia } from './media';

export const MEDIA_PER_PAGE = 40;

/**
 * What the library lists: a family (`image`, `audio`, `video`, `application`: the host's
 * `media_type`), a MIME type (`image/png`: its `mime_type`), or '' for everything.
 */
export type MediaTypeFilter = string;

export interface MediaLibraryValue {
  items: MediaItem[];
  total: number;
  totalPages: number;
  page: number;
  search: string;
  type: MediaTypeFilter;
  isLoading: boolean;
  error?: ApiError;
}

const emptyLibrary: MediaLibraryValue = {
  items: [],
  total: 0,
  totalPages: 0,
  page: 1,
  search: '',
  type: '',
  isLoading: false,
};

export const $mediaLibrary = atom<MediaLibraryValue>(emptyLibrary);

let librarySequence = 0;

// While the library shows, a failed page is asked for again (api/recovery.ts).
let libraryWatched = false;
const libraryRetries = retriesOf(() => void loadMediaLibrary());
onMount($mediaLibrary, () => {
  libraryWatched = true;
  return () => {
    libraryWatched = false;
    libraryRetries.stop();
  };
});

/** The query a type filter is: a family is `media_type`, a MIME type `mime_type`. */
function typeQuery(type: MediaTypeFilter): Record<string, string> {
  if (!type) return {};
  return type.includes('/') ? { mime_type: type } : { media_type: type };
}

/** Whether an attachment belongs in a list filtered by `type`. */
export function matchesType(item: MediaItem, type: MediaTypeFilter): boolean {
  if (!type) return true;
  const mime = item.mime_type ?? '';
  return type.includes('/') ? mime === type : mime.startsWith(`${type}/`);
}

/** Loads one page of the library (newest first); a later call wins over an earlier one. */
export function loadMediaLibrary(
  options: { page?: number; search?: string; type?: MediaTypeFilter } = {},
): Promise<void> {
  const current = $mediaLibrary.get();
  const search = options.search ?? current.search;
  const type = options.type ?? current.type;
  const same = search === current.search && type === current.type;
  const page = options.page ?? (same ? current.page : 1);
  const sequence = ++librarySequence;
  $mediaLibrary.set({ ...current, search, type, page, isLoading: true, error: undefined });
  return task(async () => {
    try {
      const list = await apiFetchList<MediaItem>('wp/v2/media', {
        query: {
          context: 'edit',
          per_page: MEDIA_PER_PAGE,
          page,
          ...typeQuery(type),
          ...(search.trim() ? { search: search.trim() } : {}),
        },
      });
      if (sequence !== librarySequence) return;
      rememberMedia(list.items);
      $mediaLibrary.set({ ...list, page, search, type, isLoading: false });
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

/** An upload under way, or one that failed (kept until dismissed, with the host's message). */
export interface MediaUpload {
  key: number;
  name: string;
  /** 0 to 1; 0 while the browser has not said. */
  progress: number;
  error?: string;
}

export const $mediaUploads = atom<MediaUpload[]>([]);
let uploadKey = 0;

function setUpload(key: number, change: Partial<MediaUpload> | null): void {
  $mediaUploads.set(
    $mediaUploads
      .get()
      .flatMap((upload) =>
        upload.key !== key ? [upload] : change ? [{ ...upload, ...change }] : [],
      ),
  );
}

/** A file not sent (its type is not one the block takes): shown as a failed upload. */
export function refuseUpload(name: string, message: string): void {
  $mediaUploads.set([
    ...$mediaUploads.get(),
    { key: ++uploadKey, name, progress: 0, error: message },
  ]);
}

export function dismissUpload(key: number): void {
  setUpload(key, null);
}

/**
 * The new item leads the list shown, unless the list's type filter leaves it out: what was just
 * uploaded is shown, chosen, even under a search it does not match (as WordPress's own library).
 */
function showUploaded(item: MediaItem): void {
  const library = $mediaLibrary.get();
  if (!matchesType(item, library.type)) return;
  $mediaLibrary.set({
    ...library,
    items: [item, ...library.items.filter((other) => other.id !== item.id)],
    total: library.total + 1,
  });
}

/**
 * Uploads a file, its progress in `$mediaUploads`; resolves with the new item (which also leads
 * the library's list), or with undefined when the host refused it: the upload then stays in
 * `$mediaUploads` with the host's message (a refused type, a file too large).
 */
export function uploadMedia(file: File): Promise<MediaItem | undefined> {
  const key = ++uploadKey;
  const name = file.name || __('(no title)');
  $mediaUploads.set([...$mediaUploads.get(), { key, name, progress: 0 }]);
  return task(async () => {
    try {
      const item = await apiFetch<MediaItem>('wp/v2/media', {
        method: 'POST',
        body: file,
        headers: {
          'Content-Type': file.type || 'application/octet-stream',
          'Content-Disposition': contentDisposition(file.name || 'file'),
        },
        transport: uploadTransport((loaded, total) => {
          if (total > 0) setUpload(key, { progress: Math.min(1, loaded / total) });
        }),
      });
      setUpload(key, null);
      rememberMedia([item]);
      showUploaded(item);
      return item;
    } catch (error) {
      const failure = toApiError(error, __('The file could not be uploaded.'));
      setUpload(key, { error: failure.message || __('The file could not be uploaded.') });
      return undefined;
    }
  });
}

/** The fields the library's details edit. */
export interface MediaDetailsChange {
  alt_text?: string;
  caption?: string;
  title?: string;
  description?: string;
}

/** Saves an attachment's details; resolves with the saved item, throws an ApiError. */
export function saveMediaDetails(id: number, change: MediaDetailsChange): Promise<MediaItem> {
  return task(async () => {
    try {
      const item = await apiFetch<MediaItem>(`wp/v2/media/${id}`, {
        method: 'POST',
        query: { context: 'edit' },
        body: { ...change },
      });
      rememberMedia([item]);
      const library = $mediaLibrary.get();
      $mediaLibrary.set({
        ...library,
        items: library.items.map((other) => (other.id === item.id ? item : other)),
      });
      return item;
    } catch (error) {
      throw toApiError(error, __('The changes could not be saved.'));
    }
  });
}

/** Attachments by id, in the order asked (the ones a block has: a gallery's images). */
export async function loadMediaByIds(ids: number[]): Promise<MediaItem[]> {
  if (ids.length === 0) return [];
  const items = await apiFetch<MediaItem[]>('wp/v2/media', {
    query: { context: 'edit', include: ids, per_page: Math.min(100, ids.length) },
  });
  rememberMedia(items);
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

onResetMedia(() => {
  librarySequence += 1;
  $mediaLibrary.set(emptyLibrary);
  $mediaUploads.set([]);
});
