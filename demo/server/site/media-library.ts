// The media library: attachments are rows of the posts table of type `attachment` (status
// `inherit`, as in WordPress) whose file lives under DATA_DIR/uploads/YYYY/MM/ and is served at
// /wp-content/uploads/…. The REST routes and the seed both add and remove files through here,
// so a row never exists without its file, nor a file named in the database without its row.
// Images, audio, video and documents alike (file-type.ts says which a file is).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nowGmt } from '../db/database';
import { deleteServedFile } from '../http/static-files';
import type { PostRow } from '../db/posts';
import { slugify } from '../rest/posts/post-response';
import type { FileType } from './file-type';
import type { Site } from './site';

export const attachmentType = 'attachment';
/** The largest file the demo host accepts. */
export const maxUploadBytes = 4 * 1024 * 1024;

export const metaKeys = {
  file: '_wp_attached_file',
  metadata: '_wp_attachment_metadata',
  alt: '_wp_attachment_image_alt',
} as const;

export interface AttachmentMetadata {
  /** Images only. */
  width?: number;
  height?: number;
  /** Relative to the uploads directory, e.g. `2025/05/dawn.png`. */
  file: string;
  filesize: number;
}

export interface NewAttachment {
  bytes: Uint8Array;
  info: Pick<FileType, 'mimeType' | 'extension' | 'width' | 'height'>;
  /** The name the client gave; only its safe characters are kept. */
  fileName: string;
  author: number;
  title?: string;
  altText?: string;
  /** Stored date ('YYYY-MM-DD HH:MM:SS'); now by default. */
  date?: string;
}

export const uploadsDir = (site: Site) => join(site.config.dataDir, 'uploads');

/** A file name WordPress's sanitize_file_name would allow, with the extension of its real type. */
export function safeFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 100);
  return `${base || 'file'}.${extension}`;
}

/** `name.png`, or `name-1.png`, `name-2.png`… so no file in `dir` has it. */
function uniqueFileName(dir: string, fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = fileName.slice(0, dot);
  const extension = fileName.slice(dot);
  let candidate = fileName;
  for (let n = 1; existsSync(join(dir, candidate)); n++) candidate = `${stem}-${n}${extension}`;
  return candidate;
}

/** Adds a file: writes the row and its meta, then the file (a failed write rolls back the row). */
export function addAttachment(site: Site, image: NewAttachment): PostRow {
  const date = image.date ?? nowGmt();
  const folder = `${date.slice(0, 4)}/${date.slice(5, 7)}`;
  const dir = join(uploadsDir(site), folder);
  mkdirSync(dir, { recursive: true });
  const fileName = uniqueFileName(dir, safeFileName(image.fileName, image.info.extension));
  const title = image.title?.trim() || fileName.replace(/\.[^.]*$/, '');
  const id = site.posts.insert({
    type: attachmentType,
    title,
    name: site.posts.uniqueSlug(attachmentType, slugify(title) || 'file'),
    status: 'inherit',
    author: image.author,
    mime_type: image.info.mimeType,
    comment_status: 'open',
    ping_status: 'closed',
    date,
    date_gmt: date,
    modified: date,
    modified_gmt: date,
  });
  const relative = `${folder}/${fileName}`;
  const { width, height } = image.info;
  const metadata: AttachmentMetadata = {
    ...(width && height ? { width, height } : {}),
    file: relative,
    filesize: image.bytes.length,
  };
  site.posts.setMeta(id, metaKeys.file, relative);
  site.posts.setMeta(id, metaKeys.metadata, JSON.stringify(metadata));
  if (image.altText) site.posts.setMeta(id, metaKeys.alt, image.altText);
  writeFileSync(join(dir, fileName), image.bytes);
  return site.posts.get(id)!;
}

export function attachmentMetadata(
  meta: Map<string, string> | undefined,
): AttachmentMetadata | null {
  try {
    const parsed = JSON.parse(meta?.get(metaKeys.metadata) ?? 'null') as AttachmentMetadata | null;
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Deletes an attachment for good: the row, its meta, its file, and (as WordPress does) every
 * post's featured image that pointed at it.
 */
export function deleteAttachment(site: Site, attachment: PostRow): void {
  const relative = site.posts.getMeta(attachment.id, metaKeys.file);
  site.db
    .prepare("DELETE FROM postmeta WHERE meta_key = '_thumbnail_id' AND meta_value = ?")
    .run(String(attachment.id));
  site.posts.delete(attachment.id);
  if (!relative || relative.includes('..')) return;
  deleteServedFile(join(uploadsDir(site), relative));
}

export interface MediaQuery {
  search?: string;
  /** `image/png` (the `mime_type` filter, which wins), or a family such as `image` (`media_type`). */
  mimeType?: string;
  include?: number[];
  limit: number;
  offset: number;
}

/** A page of the library, newest first, with the total count. */
export function queryAttachments(
  site: Site,
  query: MediaQuery,
): { rows: PostRow[]; total: number } {
  const where = ["type = 'attachment'", "status = 'inherit'"];
  const params: Array<string | number> = [];
  if (query.mimeType) {
    if (query.mimeType.includes('/')) {
      where.push('mime_type = ?');
      params.push(query.mimeType);
    } else {
      where.push("mime_type LIKE ? ESCAPE '\\'");
      params.push(`${query.mimeType.replace(/[\\%_]/g, '\\$&')}/%`);
    }
  }
  const search = query.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
    where.push("(title LIKE ? ESCAPE '\\' OR name LIKE ? ESCAPE '\\')");
    params.push(like, like);
  }
  if (query.include && query.include.length > 0) {
    where.push(`id IN (${query.include.map(() => '?').join(', ')})`);
    params.push(...query.include);
  }
  const clause = where.join(' AND ');
  const total =
    site.db
      .prepare<typeof params, { n: number }>(`SELECT COUNT(*) AS n FROM posts WHERE ${clause}`)
      .get(...params)?.n ?? 0;
  const rows = site.db
    .prepare<typeof params, PostRow>(
      `SELECT * FROM posts WHERE ${clause} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, query.limit, query.offset);
  return { rows, total };
}
