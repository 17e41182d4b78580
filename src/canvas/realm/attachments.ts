// An attachment as the host's `/wp/v2/media` answers it, made into what the core media blocks read
// of a chosen or uploaded file. They were written against two shapes: WordPress's media modal's
// (`url`, `alt`, `caption` and `title` as text, `mime`, `type` 'image', `sizes.{size}.url`) and the
// REST record's (`source_url`, `media_type`, `media_details.sizes.{size}.source_url`); image,
// gallery, cover and media-text read either, file and site-logo read `mime`/`title`/`slug`, so
// the record keeps its own fields and gains the modal's. Titles and captions stay as the host
// holds them (markup, untrusted): the blocks put them into their rich text, as in WordPress, and
// the canvas's policy keeps any script in them from running.

/** The fields of a `/wp/v2/media` record (context=edit) this file reads. */
export interface MediaRecord {
  id: number;
  title?: { raw?: string; rendered?: string };
  caption?: { raw?: string; rendered?: string };
  description?: { raw?: string; rendered?: string };
  alt_text?: string;
  source_url?: string;
  link?: string;
  slug?: string;
  mime_type?: string;
  media_type?: string;
  media_details?: {
    width?: number;
    height?: number;
    file?: string;
    sizes?: Record<string, { source_url?: string; width?: number; height?: number }>;
  };
  [field: string]: unknown;
}

export interface MediaSize {
  url: string;
  width?: number;
  height?: number;
  orientation?: 'landscape' | 'portrait';
}

/** What a media block's onSelect and an upload's onFileChange get. */
export interface Attachment extends Omit<MediaRecord, 'title' | 'caption' | 'description'> {
  url: string;
  alt: string;
  title: string;
  caption: string;
  description: string;
  filename: string;
  mime: string;
  /** The MIME type's first part ('image', 'video', 'audio', 'application'), as the modal has it. */
  type: string;
  subtype: string;
  width?: number;
  height?: number;
  sizes: Record<string, MediaSize>;
}

const text = (field: { raw?: string; rendered?: string } | undefined) =>
  field?.raw ?? field?.rendered ?? '';

function sizeOf(url: string, width?: number, height?: number): MediaSize {
  const size: MediaSize = { url };
  if (width && height) {
    size.width = width;
    size.height = height;
    size.orientation = height > width ? 'portrait' : 'landscape';
  }
  return size;
}

export function attachmentFromRecord(record: MediaRecord): Attachment {
  const mime = record.mime_type ?? '';
  const [type = '', subtype = ''] = mime.split('/');
  const details = record.media_details ?? {};
  const url = record.source_url ?? '';
  const sizes: Record<string, MediaSize> = {};
  for (const [name, size] of Object.entries(details.sizes ?? {})) {
    if (size.source_url) sizes[name] = sizeOf(size.source_url, size.width, size.height);
  }
  // WordPress lists the original as the 'full' size of every image; a host may not.
  if (type === 'image' && url && !sizes.full)
    sizes.full = sizeOf(url, details.width, details.height);
  const attachment: Attachment = {
    ...record,
    url,
    alt: record.alt_text ?? '',
    title: text(record.title),
    caption: text(record.caption),
    description: text(record.description),
    filename: (details.file ?? url).split('/').pop() ?? '',
    mime,
    type,
    subtype,
    sizes,
  };
  if (details.width && details.height) {
    attachment.width = details.width;
    attachment.height = details.height;
  }
  return attachment;
}
