// /wp/v2/media: list, read, upload and delete images. An upload is the file itself as the request
// body, named by its Content-Disposition header, as WordPress accepts it (the dispatcher hands the
// bytes over as ctx.upload, up to fileBodyLimit). Only PNG, JPEG, GIF and WebP are taken, judged by
// the file's own header; the pixel size is read from it too. Attachments have no trash.
import { hasCap } from '../auth/current-user';
import { canCreate, canOnPost } from '../auth/post-capabilities';
import type { PostRow } from '../db/posts';
import { readImageInfo } from '../site/image-size';
import { addImage, attachmentType, deleteImage, queryImages } from '../site/media-library';
import { postTypes } from '../site/post-types';
import {
  type RestContext,
  type RouteDefinition,
  contextArg,
  contextOf,
  creatable,
  deletable,
  ok,
  readable,
} from './context';
import { RestError, authStatus, invalidPostId } from './errors';
import { prepareMedia } from './media-response';
import { pageOf, paginationArgs, totalsHeaders } from './pagination';

const type = postTypes.attachment!;
const base = `/wp/v2/${type.restBase}`;

const notAnImage = () =>
  new RestError(
    'rest_upload_invalid_type',
    'Sorry, you are not allowed to upload this file type. Only PNG, JPEG, GIF and WebP images can be uploaded.',
    400,
  );

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
      'No data supplied: send the image itself as the request body, with a Content-Disposition header naming it.',
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
  const info = readImageInfo(file.bytes);
  if (!info) throw notAnImage();
  return addImage(ctx.site, {
    bytes: file.bytes,
    info,
    fileName,
    author: ctx.user.id,
    title: typeof ctx.query.title === 'string' ? ctx.query.title : undefined,
    altText: typeof ctx.query.alt_text === 'string' ? ctx.query.alt_text : undefined,
  });
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
            const { rows, total } = queryImages(ctx.site, {
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
          args: {
            ...contextArg('edit'),
            title: { type: 'string' },
            alt_text: { type: 'string' },
          },
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
            deleteImage(ctx.site, post);
            return ok({ deleted: true, previous });
          },
        },
      ],
    },
  ];
}
