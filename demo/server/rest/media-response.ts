// An attachment as WordPress's attachments controller answers it, in view, embed and edit
// contexts: the post fields an attachment has, plus alt_text, media_type ('image' or 'file'),
// mime_type, media_details (an image's pixel size read from the file when it was uploaded) and
// source_url.
import { toRestDate } from '../db/database';
import type { PostRow } from '../db/posts';
import { mediaTypeOf } from '../site/file-type';
import { type AttachmentMetadata, attachmentMetadata, metaKeys } from '../site/media-library';
import { postTypes } from '../site/post-types';
import { type Links, type RestContext, contextOf, withCuries } from './context';
import { renderText } from './posts/post-response';

const mediaBase = (ctx: RestContext) => `${ctx.restRoot}wp/v2/${postTypes.attachment!.restBase}`;

export const mediaLink = (ctx: RestContext, id: number) => `${ctx.origin}/?attachment_id=${id}`;

/** Fields WordPress keeps in the embed context (what `_embed` carries). */
const embedFields = [
  'id',
  'date',
  'slug',
  'type',
  'link',
  'title',
  'author',
  'caption',
  'alt_text',
  'media_type',
  'mime_type',
  'media_details',
  'source_url',
  '_links',
];

function links(ctx: RestContext, post: PostRow): Links {
  const result: Links = {
    self: [{ href: `${mediaBase(ctx)}/${post.id}` }],
    collection: [{ href: mediaBase(ctx) }],
    about: [{ href: `${ctx.restRoot}wp/v2/types/attachment` }],
  };
  if (post.author) {
    result.author = [{ embeddable: true, href: `${ctx.restRoot}wp/v2/users/${post.author}` }];
  }
  return withCuries(result);
}

/**
 * As WordPress's metadata: an image's size and file; for audio and video the file's size and
 * type (WordPress adds what getID3 reads: length, bit rate…, which the demo host does not).
 */
function mediaDetails(mimeType: string, details: AttachmentMetadata | null) {
  if (!details) return {};
  if (mimeType.startsWith('image/')) {
    const { width, height, file, filesize } = details;
    return { width, height, file, filesize, sizes: {} };
  }
  if (/^(audio|video)\//.test(mimeType)) {
    return { filesize: details.filesize, mime_type: mimeType, sizes: {} };
  }
  return { filesize: details.filesize, sizes: {} };
}

export function prepareMedia(ctx: RestContext, rows: PostRow[]): Record<string, unknown>[] {
  const context = contextOf(ctx);
  const edit = context === 'edit';
  const metaById = ctx.site.posts.metaFor(rows.map((row) => row.id));
  return rows.map((post) => {
    const meta = metaById.get(post.id);
    const details = attachmentMetadata(meta);
    const file = meta?.get(metaKeys.file) ?? '';
    const sourceUrl = file ? `${ctx.origin}/wp-content/uploads/${file}` : '';
    const link = mediaLink(ctx, post.id);
    const data: Record<string, unknown> = {
      id: post.id,
      date: toRestDate(post.date),
      date_gmt: toRestDate(post.date_gmt),
      guid: edit ? { rendered: sourceUrl, raw: sourceUrl } : { rendered: sourceUrl },
      modified: toRestDate(post.modified),
      modified_gmt: toRestDate(post.modified_gmt),
      slug: post.name,
      status: post.status,
      type: post.type,
      link,
      title: edit
        ? { raw: post.title, rendered: renderText(post.title) }
        : { rendered: renderText(post.title) },
      author: post.author,
      comment_status: post.comment_status,
      ping_status: post.ping_status,
      template: '',
      meta: [],
      description: edit
        ? { raw: post.content, rendered: renderText(post.content) }
        : { rendered: renderText(post.content) },
      caption: edit
        ? { raw: post.excerpt, rendered: renderText(post.excerpt) }
        : { rendered: renderText(post.excerpt) },
      alt_text: meta?.get(metaKeys.alt) ?? '',
      media_type: mediaTypeOf(post.mime_type),
      mime_type: post.mime_type,
      media_details: mediaDetails(post.mime_type, details),
      post: post.parent || null,
      source_url: sourceUrl,
      _links: links(ctx, post),
    };
    if (context !== 'embed') return data;
    return Object.fromEntries(Object.entries(data).filter(([key]) => embedFields.includes(key)));
  });
}
