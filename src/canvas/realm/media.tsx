// The canvas's media (issue 31, item 2): what every media block (image, cover, gallery, media and
// text, file, audio, video, site logo, featured image) and the inserter's Media tab need of the
// host. The block editor leaves three things to the editor that runs it, and this is ours:
// - `editor.MediaUpload`, the component behind every 'Media Library' / 'Open Media Library'
//   button: it asks the editor's media library (the bridge's chooseMedia) and gives the blocks
//   the chosen attachments;
// - `mediaUpload`, the upload itself (media-upload.ts), set only when the host lets the user
//   create media: without it the blocks offer no Upload and no Media Library and ignore dropped
//   files, as WordPress's do without `upload_files`;
// - the Media tab's categories (Images, Videos, Audio), each a query of `/wp/v2/media`.
import apiFetch from '@wordpress/api-fetch';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { store as coreStore } from '@wordpress/core-data';
import { dispatch, resolveSelect } from '@wordpress/data';
import { addFilter } from '@wordpress/hooks';
import type { ReactNode } from 'react';
import { __ } from '../../i18n/translate';
import type { CanvasEntity, CanvasHost, MediaRequest } from '../bridge';
import { type Attachment, type MediaRecord, attachmentFromRecord } from './attachments';
import { type UploadLimits, makeMediaUpload } from './media-upload';

/** The props the block editor gives `MediaUpload` (`@wordpress/block-editor`'s media-upload). */
interface MediaUploadProps {
  allowedTypes?: string[];
  /** `'add'`: several, added to what is there (the inserter's Attach images). */
  multiple?: boolean | 'add';
  gallery?: boolean;
  addToGallery?: boolean;
  /** The chosen id, or a gallery's ids (or images). */
  value?: unknown;
  title?: string;
  onSelect(media: Attachment | Attachment[]): void;
  onClose?(): void;
  render(props: { open(): void }): ReactNode;
}

/** The ids the block has chosen already, in order. */
function idsOf(value: unknown): number[] | undefined {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const ids = list
    .map((item) => Number(typeof item === 'object' && item ? (item as { id?: unknown }).id : item))
    .filter((id) => Number.isInteger(id) && id > 0);
  return ids.length > 0 ? ids : undefined;
}

export function mediaRequestOf(props: MediaUploadProps): MediaRequest {
  const gallery = Boolean(props.gallery || props.addToGallery);
  const request: MediaRequest = { multiple: Boolean(props.multiple) || gallery };
  if (props.allowedTypes?.length) request.allowedTypes = [...props.allowedTypes];
  if (gallery) request.gallery = true;
  const value = idsOf(props.value);
  if (value) request.value = value;
  if (props.title) request.title = props.title;
  return request;
}

function registerMediaLibrary(host: CanvasHost, userActed: () => void): void {
  function MediaLibraryUpload(props: MediaUploadProps) {
    const open = () => {
      const request = mediaRequestOf(props);
      host.chooseMedia(
        JSON.stringify(request),
        (chosen) => {
          const attachments = (JSON.parse(chosen) as MediaRecord[]).map(attachmentFromRecord);
          if (attachments.length > 0) {
            // Chosen in the editor's page, long after the click in the canvas that opened it.
            userActed();
            props.onSelect(request.multiple ? attachments : attachments[0]!);
          }
          // WordPress's media modal closes after a choice too, and says so.
          props.onClose?.();
        },
        () => props.onClose?.(),
      );
    };
    return <>{props.render({ open })}</>;
  }
  addFilter('editor.MediaUpload', 'site-editor/canvas/media-library', () => MediaLibraryUpload);
}

/** The Media tab's query (`InserterMediaRequest`). */
interface MediaQuery {
  per_page?: number;
  page?: number;
  search?: string;
}

async function fetchMedia(mediaType: string, query: MediaQuery) {
  const params = new URLSearchParams({ context: 'edit', media_type: mediaType });
  if (query.per_page) params.set('per_page', String(query.per_page));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.search) {
    params.set('search', query.search);
    params.set('orderby', 'relevance');
  }
  const response = (await apiFetch({ path: `/wp/v2/media?${params}`, parse: false })) as Response;
  const records = (await response.json()) as MediaRecord[];
  const total = (name: string) => {
    const value = Number(response.headers.get(name));
    return Number.isFinite(value) && response.headers.has(name) ? value : undefined;
  };
  return {
    mediaItems: records.map((record) => ({
      ...attachmentFromRecord(record),
      previewUrl: record.media_details?.sizes?.medium?.source_url,
    })),
    totalItems: total('X-WP-Total'),
    totalPages: total('X-WP-TotalPages'),
  };
}

function registerMediaCategories(): void {
  const categories = [
    { name: 'images', mediaType: 'image', label: __('Images'), search: __('Search images') },
    { name: 'videos', mediaType: 'video', label: __('Videos'), search: __('Search videos') },
    { name: 'audio', mediaType: 'audio', label: __('Audio'), search: __('Search audio') },
  ];
  const editor = dispatch(blockEditorStore) as unknown as {
    registerInserterMediaCategory(category: object): void;
  };
  for (const { name, mediaType, label, search } of categories) {
    editor.registerInserterMediaCategory({
      name,
      labels: { name: label, search_items: search },
      mediaType,
      fetch: (query: MediaQuery = {}) => fetchMedia(mediaType, query),
    });
  }
}

/** A post or page open in the canvas takes what is uploaded into it; templates take nothing. */
function postIdOf(entity: CanvasEntity | undefined): number | undefined {
  const id = Number(entity?.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export interface MediaOptions {
  /** The record open in the canvas. */
  entity(): CanvasEntity | undefined;
  /**
   * A change the user asked for lands now (an upload done, a choice in the library): the edit
   * sync counts only changes close to a user's action in the canvas (sync.ts).
   */
  userActed(): void;
  /** The settings changed (the host said whether the user may upload). */
  changed(): void;
}

/** Starts the canvas's media; returns the block editor settings it adds. */
export function startMedia(
  host: CanvasHost,
  { entity, userActed, changed }: MediaOptions,
): () => Record<string, unknown> {
  registerMediaLibrary(host, userActed);
  registerMediaCategories();
  const limits = (): UploadLimits => JSON.parse(host.uploadLimits()) as UploadLimits;
  const mediaUpload = makeMediaUpload(limits, () => postIdOf(entity()), userActed);
  let canUpload = false;
  const core = resolveSelect(coreStore) as unknown as {
    canUser(action: string, resource: { kind: string; name: string }): Promise<boolean>;
  };
  core.canUser('create', { kind: 'root', name: 'media' }).then(
    (can) => {
      canUpload = can === true;
      if (canUpload) changed();
    },
    () => {},
  );
  return () => {
    const { allowedMimeTypes, maxUploadFileSize } = limits();
    return {
      ...(allowedMimeTypes ? { allowedMimeTypes } : {}),
      ...(maxUploadFileSize ? { maxUploadFileSize } : {}),
      ...(canUpload ? { mediaUpload } : {}),
    };
  };
}
