// GET /wp/v2/{rest_base}/{parent}/revisions for the post types that keep revisions (posts, pages,
// patterns, menus) and /wp/v2/templates|template-parts/{id}/revisions for saved templates: the
// saved versions of a post, newest first, for users who may edit it, as WordPress 7.1's
// WP_REST_Revisions_Controller lists them (`X-WP-Total`, paged with `per_page`; without it, all
// of them). Updates store the revisions (site/revisions.ts). The editor reads the latest one's
// author and date: who last changed a record whose save would go over theirs.
import { canOnPost } from '../auth/post-capabilities';
import { toRestDate } from '../db/database';
import type { PostRow } from '../db/posts';
import { type PostTypeDefinition, postTypes } from '../site/post-types';
import { findTemplate, type TemplateType } from '../site/templates';
import {
  contextArg,
  contextOf,
  ok,
  type RestContext,
  type RouteDefinition,
  readable,
} from './context';
import { RestError, authStatus, notFound } from './errors';
import { pageLinks } from './pagination';
import type { PostRestType } from './posts/post-rest-types';
import type { ParamSchema } from './schema';

const collectionArgs: ParamSchema = {
  ...contextArg(),
  page: { type: 'integer', minimum: 1, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: 100 },
};

function requireEdit(ctx: RestContext, parent: PostRow, type: PostTypeDefinition): void {
  if (!canOnPost(ctx.user, 'edit', parent, type)) {
    throw new RestError(
      'rest_cannot_read',
      'Sorry, you are not allowed to view revisions of this post.',
      authStatus(ctx.user.id),
    );
  }
}

function prepareRevision(ctx: RestContext, revision: PostRow) {
  const edit = contextOf(ctx) === 'edit';
  // Stored text as it is: the demo host renders no blocks for revisions.
  const text = (value: string) => (edit ? { raw: value, rendered: value } : { rendered: value });
  return {
    author: revision.author,
    date: toRestDate(revision.date),
    date_gmt: toRestDate(revision.date_gmt),
    id: revision.id,
    modified: toRestDate(revision.modified),
    modified_gmt: toRestDate(revision.modified_gmt),
    parent: revision.parent,
    slug: revision.name,
    title: text(revision.title),
    content: text(revision.content),
    excerpt: text(revision.excerpt),
  };
}

function listRevisions(ctx: RestContext, parent: PostRow, path: string) {
  const page = ctx.query.page as number;
  const perPage = ctx.query.per_page as number | undefined;
  const total = ctx.site.posts.countRevisions(parent.id);
  const totalPages = perPage ? Math.ceil(total / perPage) : Math.min(total, 1);
  if (total > 0 && page > totalPages) {
    throw new RestError(
      'rest_revision_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
      400,
    );
  }
  const rows = perPage
    ? ctx.site.posts.revisions(parent.id, perPage, (page - 1) * perPage)
    : ctx.site.posts.revisions(parent.id, -1, 0);
  const headers = {
    'X-WP-Total': String(total),
    'X-WP-TotalPages': String(totalPages),
    ...pageLinks(ctx, page, totalPages, path),
  };
  return ok(
    rows.map((row) => prepareRevision(ctx, row)),
    headers,
  );
}

/** The revisions of one post type's posts, when the type keeps them. */
export function postRevisionsRoutes(rest: PostRestType): RouteDefinition[] {
  const { type } = rest;
  if (!type.supports.includes('revisions')) return [];
  const parentOf = (ctx: RestContext) => {
    const parent = ctx.site.posts.get(Number(ctx.params.parent));
    if (parent?.type !== type.slug) {
      throw notFound('rest_post_invalid_parent', 'Invalid post parent ID.');
    }
    return parent;
  };
  return [
    {
      path: `/wp/v2/${type.restBase}/(?<parent>\\d+)/revisions`,
      endpoints: [
        {
          methods: readable,
          args: collectionArgs,
          permission: (ctx) => requireEdit(ctx, parentOf(ctx), type),
          handler: (ctx) => {
            const parent = parentOf(ctx);
            return listRevisions(ctx, parent, `/wp/v2/${type.restBase}/${parent.id}/revisions`);
          },
        },
      ],
    },
  ];
}

/** The revisions of a saved template or part (a theme file's has none: 404, as WordPress). */
export function templateRevisionsRoutes(name: TemplateType): RouteDefinition[] {
  const type = postTypes[name]!;
  const parentOf = (ctx: RestContext) => {
    const themes = (stylesheet: string) =>
      stylesheet === ctx.theme.stylesheet ? ctx.theme : ctx.site.themes.get(stylesheet);
    const template = findTemplate(ctx.site, themes, name, ctx.params.id ?? '');
    const parent = template?.wpId ? ctx.site.posts.get(template.wpId) : undefined;
    if (!parent) throw notFound('rest_post_invalid_parent', 'Invalid template parent ID.');
    return parent;
  };
  return [
    {
      path: `/wp/v2/${type.restBase}/(?<id>[^/]+//[^/]+)/revisions`,
      endpoints: [
        {
          methods: readable,
          args: collectionArgs,
          permission: (ctx) => requireEdit(ctx, parentOf(ctx), type),
          handler: (ctx) =>
            listRevisions(ctx, parentOf(ctx), `/wp/v2/${type.restBase}/${ctx.params.id}/revisions`),
        },
      ],
    },
  ];
}
