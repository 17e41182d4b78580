// GET /wp/v2/comments and /wp/v2/comments/{id}: the site's comments, shaped like WordPress's
// comments controller, for the canvas's Comments blocks (Comment Template asks for a post's
// top-level comments with `_embed=children`, each reply embedded through its `children` link).
// Anyone reads approved comments of published posts; other states and the edit context need
// moderate_comments. Writing comments is not part of the contract yet.
import { hasCap } from '../auth/current-user';
import type { CommentRow } from '../db/comments';
import { toRestDate } from '../db/database';
import { escapeHtmlText } from './sanitize';
import {
  type RestContext,
  type RouteDefinition,
  contextArg,
  contextOf,
  ok,
  readable,
  withCuries,
} from './context';
import { RestError, authStatus, notFound } from './errors';
import { pageOf, paginationArgs, totalsHeaders } from './pagination';
import { postLink } from './posts/post-response';
import { avatarUrls } from './user-response';

const STATUS_COLUMN: Record<string, string> = {
  approve: '1',
  hold: '0',
  spam: 'spam',
  trash: 'trash',
};

function canModerate(ctx: RestContext): boolean {
  return hasCap(ctx.user, 'moderate_comments');
}

/** A comment's post is readable: published, or the user moderates comments. */
function postReadable(ctx: RestContext, postId: number): boolean {
  const post = ctx.site.posts.get(postId);
  return !!post && (post.status === 'publish' || canModerate(ctx));
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtmlText(part).replace(/\n/g, '<br />\n')}</p>`)
    .join('\n');
}

function prepareComment(ctx: RestContext, row: CommentRow) {
  const context = contextOf(ctx);
  const post = ctx.site.posts.get(row.post_id);
  const base = `${ctx.restRoot}wp/v2/comments`;
  const link = post ? `${postLink(ctx, post)}#comment-${row.id}` : '';
  const links = withCuries({
    self: [{ href: `${base}/${row.id}` }],
    collection: [{ href: base }],
    ...(row.author
      ? { author: [{ embeddable: true, href: `${ctx.restRoot}wp/v2/users/${row.author}` }] }
      : {}),
    ...(post
      ? {
          up: [
            {
              embeddable: true,
              post_type: post.type,
              href: `${ctx.restRoot}wp/v2/posts/${post.id}`,
            },
          ],
        }
      : {}),
    ...(row.parent ? { 'in-reply-to': [{ embeddable: true, href: `${base}/${row.parent}` }] } : {}),
    children: [{ embeddable: true, href: `${base}?parent=${row.id}` }],
  });
  const content = paragraphs(row.content);
  const common = {
    id: row.id,
    author: row.author,
    author_name: row.author_name,
    author_url: row.author_url,
    date: toRestDate(row.date),
    content: context === 'edit' ? { rendered: content, raw: row.content } : { rendered: content },
    link,
    parent: row.parent,
    type: row.type,
    author_avatar_urls: avatarUrls(ctx.origin, row.author),
  };
  if (context === 'embed') return { ...common, _links: links };
  const status = Object.entries(STATUS_COLUMN).find(([, value]) => value === row.approved)?.[0];
  return {
    ...common,
    post: row.post_id,
    date_gmt: toRestDate(row.date_gmt),
    status: status === 'approve' ? 'approved' : (status ?? row.approved),
    ...(context === 'edit' ? { author_email: row.author_email } : {}),
    meta: [],
    _links: links,
  };
}

function checkContext(ctx: RestContext): void {
  if (contextOf(ctx) === 'edit' && !canModerate(ctx)) {
    throw new RestError(
      'rest_forbidden_context',
      'Sorry, you are not allowed to edit comments.',
      authStatus(ctx.user.id),
    );
  }
}

const ids = { type: 'array' as const, items: { type: 'integer' as const }, default: [] };

export function commentsRoutes(): RouteDefinition[] {
  return [
    {
      path: '/wp/v2/comments',
      endpoints: [
        {
          methods: readable,
          args: {
            ...contextArg(),
            ...paginationArgs(10),
            post: ids,
            parent: ids,
            status: { type: 'string', default: 'approve' },
            order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
          },
          permission: (ctx) => {
            checkContext(ctx);
            if (ctx.query.status !== 'approve' && !canModerate(ctx)) {
              throw new RestError(
                'rest_forbidden_param',
                'Query parameter not permitted: status',
                authStatus(ctx.user.id),
              );
            }
          },
          handler: (ctx) => {
            const page = pageOf(ctx);
            const approved =
              STATUS_COLUMN[ctx.query.status as string] ?? (ctx.query.status as string);
            const posts = (ctx.query.post as number[]).filter((id) => postReadable(ctx, id));
            // Comments of posts the user may not read are none of theirs: asked for by post, those
            // posts drop out; asked for without one, a visitor sees published posts' comments only.
            if ((ctx.query.post as number[]).length > 0 && posts.length === 0) {
              return ok([], totalsHeaders(ctx, 0, 'rest_comment_invalid_page_number'));
            }
            const found = ctx.site.comments.find({
              post: posts,
              parent: ctx.query.parent as number[],
              approved,
              order: ctx.query.order as 'asc' | 'desc',
              limit: page.limit,
              offset: page.offset,
            });
            const rows = found.rows.filter((row) => postReadable(ctx, row.post_id));
            return ok(
              rows.map((row) => prepareComment(ctx, row)),
              totalsHeaders(ctx, found.total, 'rest_comment_invalid_page_number'),
            );
          },
        },
      ],
    },
    {
      path: '/wp/v2/comments/(?<id>\\d+)',
      endpoints: [
        {
          methods: readable,
          args: contextArg(),
          permission: (ctx) => {
            checkContext(ctx);
            const row = ctx.site.comments.get(Number(ctx.params.id));
            if (!row) throw notFound('rest_comment_invalid_id', 'Invalid comment ID.');
            if ((row.approved !== '1' && !canModerate(ctx)) || !postReadable(ctx, row.post_id)) {
              throw new RestError(
                'rest_cannot_read',
                'Sorry, you are not allowed to read this comment.',
                authStatus(ctx.user.id),
              );
            }
          },
          handler: (ctx) => ok(prepareComment(ctx, ctx.site.comments.get(Number(ctx.params.id))!)),
        },
      ],
    },
  ];
}
