// Routes of one posts-style endpoint (/wp/v2/pages, /posts, /blocks, /navigation, /dataviews):
// list and create on the collection; read, update, trash or delete an item. Permissions follow
// WordPress: the post type's capabilities, mapped per post by auth/post-capabilities.ts.
import { hasCap } from '../../auth/current-user';
import { type PostAction, canCreate, canOnPost } from '../../auth/post-capabilities';
import type { PostRow } from '../../db/posts';
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
} from '../context';
import { RestError, authStatus, invalidPostId } from '../errors';
import { pageOf, totalsHeaders } from '../pagination';
import { bodySchema, listArgs } from './post-args';
import { queryPosts } from './post-query';
import { preparePosts } from './post-response';
import type { PostRestType } from './post-rest-types';
import { checkAuthorChange, createPost, trashPost, updatePost } from './post-write';

export function postsRoutes(rest: PostRestType): RouteDefinition[] {
  const type = rest.type;
  const base = `/wp/v2/${type.restBase}`;

  const load = (ctx: RestContext): PostRow => {
    const post = ctx.site.posts.get(Number(ctx.params.id));
    if (!post || post.type !== type.slug) throw invalidPostId();
    return post;
  };
  // A trashed post is judged by the status it had (read only for those: lists check every row).
  const can = (ctx: RestContext, action: PostAction, post: PostRow) =>
    canOnPost(
      ctx.user,
      action,
      post,
      type,
      post.status === 'trash'
        ? ctx.site.posts.getMeta(post.id, '_wp_trash_meta_status')
        : undefined,
    );
  const editContext = (ctx: RestContext): RestContext => ({
    ...ctx,
    query: { ...ctx.query, context: 'edit' },
  });
  const single = (ctx: RestContext, post: PostRow) => preparePosts(ctx, rest, [post])[0]!;

  return [
    {
      path: base,
      endpoints: [
        {
          methods: readable,
          args: listArgs(rest),
          permission: (ctx) => {
            const status = authStatus(ctx.user.id);
            if (contextOf(ctx) === 'edit' && !hasCap(ctx.user, type.caps.edit_posts)) {
              throw new RestError(
                'rest_forbidden_context',
                'Sorry, you are not allowed to edit posts in this post type.',
                status,
              );
            }
            for (const requested of ctx.query.status as string[]) {
              if (requested === 'publish') continue;
              if (hasCap(ctx.user, type.caps.edit_posts)) continue;
              if (requested === 'private' && hasCap(ctx.user, type.caps.read_private_posts))
                continue;
              throw new RestError('rest_forbidden_status', 'Status is forbidden.', status);
            }
          },
          handler: (ctx) => {
            const { limit, offset } = pageOf(ctx);
            const { rows, total } = queryPosts(ctx.site.db, rest, ctx.query, limit, offset);
            const headers = totalsHeaders(ctx, total, 'rest_post_invalid_page_number');
            // As WordPress's get_items: after paging, each row the user may not read (may not
            // edit, in the edit context) is left out, and the totals still count it. A list
            // that must agree with its count asks only for rows the user may edit.
            const action = contextOf(ctx) === 'edit' ? 'edit' : 'read';
            const shown = rows.filter((post) => can(ctx, action, post));
            return ok(preparePosts(ctx, rest, shown), headers);
          },
        },
        {
          methods: creatable,
          args: contextArg('edit'),
          body: bodySchema(rest),
          permission: (ctx) => {
            if (!canCreate(ctx.user, type)) {
              throw new RestError(
                'rest_cannot_create',
                'Sorry, you are not allowed to create posts as this user.',
                authStatus(ctx.user.id),
              );
            }
            checkAuthorChange(ctx, rest, ctx.body.author, true);
          },
          handler: (ctx) => {
            const post = createPost(ctx, rest);
            return ok(
              single(editContext(ctx), post),
              { Location: `${ctx.restRoot}wp/v2/${type.restBase}/${post.id}` },
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
            const status = authStatus(ctx.user.id);
            if (contextOf(ctx) === 'edit' && !can(ctx, 'edit', post)) {
              throw new RestError(
                'rest_forbidden_context',
                'Sorry, you are not allowed to edit this post.',
                status,
              );
            }
            if (!can(ctx, 'read', post))
              throw new RestError(
                'rest_forbidden',
                'Sorry, you are not allowed to do that.',
                status,
              );
          },
          handler: (ctx) => ok(single(ctx, load(ctx))),
        },
        {
          methods: editable,
          args: contextArg('edit'),
          body: bodySchema(rest),
          permission: (ctx) => {
            const post = load(ctx);
            if (!can(ctx, 'edit', post)) {
              throw new RestError(
                'rest_cannot_edit',
                'Sorry, you are not allowed to edit this post.',
                authStatus(ctx.user.id),
              );
            }
            checkAuthorChange(
              ctx,
              rest,
              ctx.body.author === post.author ? undefined : ctx.body.author,
              false,
            );
          },
          handler: (ctx) => ok(single(editContext(ctx), updatePost(ctx, rest, load(ctx)))),
        },
        {
          methods: deletable,
          args: { ...contextArg('edit'), force: { type: 'boolean', default: false } },
          permission: (ctx) => {
            const post = load(ctx);
            if (!can(ctx, 'delete', post)) {
              throw new RestError(
                'rest_cannot_delete',
                'Sorry, you are not allowed to delete this post.',
                authStatus(ctx.user.id),
              );
            }
          },
          handler: (ctx) => {
            const post = load(ctx);
            const edit = editContext(ctx);
            if (ctx.query.force) {
              const previous = single(edit, post);
              ctx.site.posts.delete(post.id);
              return ok({ deleted: true, previous });
            }
            return ok(single(edit, trashPost(ctx, post)));
          },
        },
      ],
    },
  ];
}
