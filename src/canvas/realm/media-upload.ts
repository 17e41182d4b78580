// The block editor's `mediaUpload` setting: files chosen in a media block's Upload, dropped on its
// placeholder or between blocks, go to the host's `/wp/v2/media`, one request per file with the
// file itself as the body (Content-Disposition names it, Content-Type says what it is), the way
// both the demo host and WordPress take an upload. It goes through api-fetch, so through the
// editor's client (api.ts). The block first gets a temporary `blob:` URL of each file (it shows
// the image while the upload runs), then the saved attachment in its place.
import apiFetch from '@wordpress/api-fetch';
import { createBlobURL, revokeBlobURL } from '@wordpress/blob';
import { sprintf } from '../../i18n/sprintf';
import { __ } from '../../i18n/translate';
import { type Attachment, type MediaRecord, attachmentFromRecord } from './attachments';

/** What the host lets the user upload (its editor settings, across the bridge). */
export interface UploadLimits {
  /** Extensions (`jpg|jpeg|jpe`) to MIME type; absent when the host does not say. */
  allowedMimeTypes?: Record<string, string>;
  maxUploadFileSize?: number;
}

/** What the block editor passes to `mediaUpload`. */
export interface UploadRequest {
  filesList: ArrayLike<File>;
  /** `image`, `video`, `audio`, or MIME types; none means any the host allows. */
  allowedTypes?: string[];
  /** Fields of the attachment made (title, alt_text, caption…). */
  additionalData?: Record<string, unknown>;
  maxUploadFileSize?: number;
  onFileChange?(files: Partial<Attachment>[]): void;
  onError?(message: string): void;
  onSuccess?(files: Attachment[]): void;
}

/** Whether the block takes this file (`image` takes every `image/…`). */
function blockTakes(allowedTypes: string[] | undefined, mime: string): boolean {
  if (!allowedTypes?.length) return true;
  return allowedTypes.some((type) =>
    type.includes('/') ? type === mime : mime.startsWith(`${type}/`),
  );
}

/** The MIME type the host allows for the file's extension, as WordPress judges it. */
function hostTakes(allowed: Record<string, string> | undefined, file: File): boolean {
  if (!allowed) return true;
  const extension = /\.([^./]+)$/.exec(file.name)?.[1]?.toLowerCase();
  return Object.entries(allowed).some(
    ([extensions, mime]) =>
      mime === file.type && (!extension || extensions.split('|').includes(extension)),
  );
}

/** Why the file is not sent, in WordPress's words, or undefined when it may be. */
function refusal(file: File, request: UploadRequest, limits: UploadLimits): string | undefined {
  if (!blockTakes(request.allowedTypes, file.type)) {
    return sprintf(__('%s: Sorry, this file type is not supported here.'), file.name);
  }
  if (!hostTakes(limits.allowedMimeTypes, file)) {
    return sprintf(__('%s: Sorry, you are not allowed to upload this file type.'), file.name);
  }
  const max = request.maxUploadFileSize ?? limits.maxUploadFileSize;
  if (max && file.size > max) {
    return sprintf(__('%s: This file exceeds the maximum upload size for this site.'), file.name);
  }
  if (file.size <= 0) return sprintf(__('%s: This file is empty.'), file.name);
  return undefined;
}

/**
 * A Content-Disposition naming the file. Header values are ISO-8859-1: a name beyond ASCII goes
 * percent-encoded in `filename*` (the demo host reads it) after a plain `filename` with those
 * characters replaced (the one WordPress reads).
 */
export function contentDisposition(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (plain === name) return `attachment; filename="${name}"`;
  return `attachment; filename*=UTF-8''${encodeURIComponent(name)}; filename="${plain}"`;
}

/** The fields sent with the file, as query arguments (the body is the file). */
function queryOf(data: Record<string, unknown> | undefined, postId: number | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(data ?? {})) {
    // `type` is the block's own note (image, video), not a field of the attachment.
    if (key !== 'type' && (typeof value === 'string' || typeof value === 'number') && value !== '')
      query.set(key, String(value));
  }
  if (postId && !query.has('post')) query.set('post', String(postId));
  return query.size > 0 ? `?${query}` : '';
}

async function send(file: File, path: string): Promise<Attachment> {
  const record = (await apiFetch({
    path,
    method: 'POST',
    body: file,
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      'Content-Disposition': contentDisposition(file.name || 'file'),
    },
  })) as MediaRecord;
  return attachmentFromRecord(record);
}

/** The host's message, or WordPress's when it gave none. */
function messageOf(error: unknown, file: File): string {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  return sprintf(__('Error while uploading file %s to the media library.'), file.name);
}

/**
 * The `mediaUpload` setting. `postId` is the record open in the canvas when it is a post or page
 * (the upload is attached to it, as WordPress's editor does); templates have none.
 */
export function makeMediaUpload(
  limits: () => UploadLimits,
  postId: () => number | undefined,
  /** The user's upload changes the block now, however long after their action it landed. */
  userActed: () => void,
) {
  return function mediaUpload(request: UploadRequest): void {
    const files = Array.from(request.filesList);
    const shown: Partial<Attachment>[] = [];
    const sending: { file: File; index: number }[] = [];
    for (const file of files) {
      const refused = refusal(file, request, limits());
      if (refused) {
        request.onError?.(refused);
        continue;
      }
      sending.push({ file, index: shown.length });
      shown.push({ url: createBlobURL(file) });
    }
    if (shown.length === 0) return;
    request.onFileChange?.([...shown]);
    const path = `/wp/v2/media${queryOf(request.additionalData, postId())}`;
    const saved: Attachment[] = [];
    void Promise.all(
      sending.map(async ({ file, index }) => {
        const temporary = shown[index]!.url!;
        try {
          const attachment = await send(file, path);
          shown[index] = attachment;
          saved.push(attachment);
          userActed();
          request.onFileChange?.(shown.filter((item) => item.url));
        } catch (error) {
          // The block takes the message and puts itself back as it was (its onUploadError).
          shown[index] = {};
          userActed();
          request.onError?.(messageOf(error, file));
        }
        revokeBlobURL(temporary);
      }),
    ).then(() => {
      if (saved.length > 0) request.onSuccess?.(saved);
    });
  };
}
