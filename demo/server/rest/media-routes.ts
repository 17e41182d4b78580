// /wp/v2/media: list, read, upload, update and delete attachments. An upload is the file itself as
// the request body, named by its Content-Disposition header, as WordPress accepts it (the dispatcher
// hands the bytes over as ctx.upload, up to fileBodyLimit). What WordPress allows by default that a
// media block takes is accepted (images, audio, video, documents: site/file-type.ts), judged by the
// file's own header; an image's pixel size is read from it too. Uploading needs upload_files, an
// update edit_post on the attachment; titles, captions and descriptions are filtered as any post's
// markup for users without unfiltered_html (the dispatcher's kses). Attachments have no trash.
import { hasCap } from '../auth/current-user';
import { canCreate, canOnPost } from '../auth/post-capabilities';
import type { PostRow } from '../db/posts';
import { readFileType } from '../site/file-type';
import {
  addAttachment,
  attachmentType,
  deleteAttachment,
  metaKeys,
  queryAttachments,
} from '../site/media-library';
import { postTypes } from '../site/post-types';
import {
  type RestContext,
  type RouteDefinition,
  contextArg,
  contextOf,
  creatable,
  deletable,
  editable,
  ok,
  readable,
} from './context';
import { RestError, authStatus, invalidPostId } from './errors';
import { prepareMedia } from './media-response';
import { pageOf, paginationArgs, totalsHeaders } from './pagination';
import { type ParamSchema, rawField, textLimit } from './schema';

const type = postTypes.attachment!;
const base = `/wp/v2/${type.restBase}`;

const notAllowedType = () =>
  new RestError(
    'rest_upload_invalid_type',
    'Sorry, you are not allowed to upload this file type.',
    400,
  );

/** A title, caption or description: a string or `{ raw }`, as WordPress takes them. */
function rawOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const raw = (value as { raw?: unknown } | null)?.raw;
  return typeof raw === 'string' ? raw : undefined;
}

/** Alt text is plain text (WordPress's sanitize_text_field): tags and line breaks go. */
export function plainText(value: string): string {
  return value
    .replace(/<[^>]*>?/g, '')
    .replace(/[\r\n\t]+/g, ' ')
    .trim();
}

/** What an upload's query or an update's body may set. */
const writableFields: ParamSchema = {
  title: rawField(textLimit),
  caption: rawField(textLimit),
  description: rawField(),
  alt_text: { type: 'string', maxLength: textLimit },
  post: { type: 'integer', minimum: 0 },
};

/** Writes the fields given (title, caption, description, alt text) on an attachment. */
function writeFields(ctx: RestContext, post: PostRow, fields: Record<string, unknown>): void {
  const changes: Partial<PostRow> = {};
  const title = rawOf(fields.title);
  const caption = rawOf(fields.caption);
  const description = rawOf(fields.description);
  if (title !== undefined) changes.title = title;
  if (caption !== undefined) changes.excerpt = caption;
  if (description !== undefined) changes.content = description;
  if (typeof fields.post === 'number') {
    if (fields.post > 0 && !ctx.site.posts.get(fields.post)) {
      throw new RestError('rest_invalid_param', 'Invalid parent ID.', 400);
    }
    changes.parent = fields.post;
  }
  if (Object.keys(changes).length > 0) ctx.site.posts.update(post.id, changes);
  if (typeof fields.alt_text === 'string') {
    ctx.site.posts.setMeta(post.id, metaKeys.alt, plainText(fields.alt_text));
  }
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` wins over `filename=`). */
export function dispositionFileName(header: string | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      return null;
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

function load(ctx: RestContext): PostRow {
  const post = ctx.site.posts.get(Number(ctx.params.id));
  if (!post || post.type !== attachmentType) throw invalidPostId();
  return post;
}

function upload(ctx: RestContext): PostRow {
  const file = ctx.upload;
  if (!file || file.bytes.length === 0) {
    throw new RestError(
      'rest_upload_no_data',
      'No data supplied: send the file itself as the request body, with a Content-Disposition header naming it.',
      400,
    );
  }
  const fileName = dispositionFileName(file.disposition);
  if (!fileName) {
    throw new RestError(
      'rest_upload_no_content_disposition',
      'No Content-Disposition supplied.',
      400,
    );
  }
  const info = readFileType(file.bytes, fileName);
  if (!info) throw notAllowedType();
  const post = addAttachment(ctx.site, {
    bytes: file.bytes,
    info,
    fileName,
    author: ctx.user.id,
    title: rawOf(ctx.query.title),
  });
  writeFields(ctx, post, { ...ctx.query, title: undefined });
  return ctx.site.posts.get(post.id)!;
}

export function mediaRoutes(): RouteDefinition[] {
  const single = (ctx: RestContext, post: PostRow) => prepareMedia(ctx, [post])[0]!;
  return [
    {
      path: base,
      endpoints: [
        {
          methods: readable,
          args: {
            ...contextArg(),
            ...paginationArgs(),
            search: { type: 'string' },
            media_type: {
              type: 'string',
              enum: ['image', 'video', 'text', 'application', 'audio'],
            },
            mime_type: { type: 'string', pattern: '^[a-z]+(/[a-z0-9.+-]+)?$' },
            include: { type: 'array', items: { type: 'integer' }, default: [] },
          },
          permission: (ctx) => {
            if (contextOf(ctx) === 'edit' && !hasCap(ctx.user, type.caps.edit_posts)) {
              throw new RestError(
                'rest_forbidden_context',
                'Sorry, you are not allowed to edit posts in this post type.',
                authStatus(ctx.user.id),
              );
            }
          },
          handler: (ctx) => {
            const { limit, offset } = pageOf(ctx);
            const { rows, total } = queryAttachments(ctx.site, {
              search: ctx.query.search as string | undefined,
              mimeType: (ctx.query.mime_type ?? ctx.query.media_type) as string | undefined,
              include: ctx.query.include as number[],
              limit,
              offset,
            });
            const headers = totalsHeaders(ctx, total, 'rest_post_invalid_page_number');
            return ok(prepareMedia(ctx, rows), headers);
          },
        },
        {
          methods: creatable,
          acceptsFile: true,
          args: { ...contextArg('edit'), ...writableFields },
          permission: (ctx) => {
            if (!canCreate(ctx.user, type)) {
              throw new RestError(
                'rest_cannot_create',
                'Sorry, you are not allowed to upload media on this site.',
                authStatus(ctx.user.id),
              );
            }
          },
          handler: (ctx) => {
            const post = upload(ctx);
            const edit = { ...ctx, query: { ...ctx.query, context: 'edit' } };
            return ok(
              single(edit, post),
              { Location: `${ctx.restRoot}wp/v2/media/${post.id}` },
              201,
            );
          },
        },
      ],
    },
    {
      path: `${base}/(?<id>\\d+)`,
      endpoints: [
        {
          methods: readable,
          args: contextArg(),
          permission: (ctx) => {
            const post = load(ctx);
            if (contextOf(ctx) === 'edit' && !canOnPost(ctx.user, 'edit', post, type)) {
              throw new RestError(
                'rest_forbidden_context',
                'Sorry, you are not allowed to edit this post.',
                authStatus(ctx.user.id),
              );
            }
          },
          handler: (ctx) => ok(single(ctx, load(ctx))),
        },
        {
          methods: editable,
          args: contextArg('edit'),
          body: writableFields,
          permission: (ctx) => {
            if (!canOnPost(ctx.user, 'edit', load(ctx), type)) {
              throw new RestError(
                'rest_cannot_edit',
                'Sorry, you are not allowed to edit this post.',
                authStatus(ctx.user.id),
              );
            }
          },
          handler: (ctx) => {
            const post = load(ctx);
            writeFields(ctx, post, ctx.body);
            const edit = { ...ctx, query: { ...ctx.query, context: 'edit' } };
            return ok(single(edit, ctx.site.posts.get(post.id)!));
          },
        },
        {
          methods: deletable,
          args: { ...contextArg('edit'), force: { type: 'boolean', default: false } },
          permission: (ctx) => {
            if (!canOnPost(ctx.user, 'delete', load(ctx), type)) {
              throw new RestError(
                'rest_cannot_delete',
                'Sorry, you are not allowed to delete this post.',
                authStatus(ctx.user.id),
              );
            }
          },
          handler: (ctx) => {
            const post = load(ctx);
            if (!ctx.query.force) {
              throw new RestError(
                'rest_trash_not_supported',
                "The post does not support trashing. Set 'force' to true to delete.",
                501,
              );
            }
            const previous = single({ ...ctx, query: { ...ctx.query, context: 'edit' } }, post);
            deleteAttachment(ctx.site, post);
            return ok({ deleted: true, previous });
          },
        },
      ],
    },
  ];
}
