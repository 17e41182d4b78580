// GET /wp/v2/global-styles/{parent}/revisions and …/revisions/{id}: the saved versions of a user
// global styles record, newest first, for users who may edit it, shaped as WordPress 7.1's
// WP_REST_Global_Styles_Revisions_Controller answers. Its paging is not the other collections':
// without `per_page` every revision comes in one page, an `offset` at or past the end is its own
// 400, and the items carry no links but theme files (no `parent`, no embeddable `author`: the
// editor reads authors from /wp/v2/users).
import { canOnPost } from '../auth/post-capabilities';
import { toRestDate } from '../db/database';
import type { PostRow } from '../db/posts';
import { isUserGlobalStyles, parseGlobalStyles } from '../site/global-styles';
import { postTypes } from '../site/post-types';
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
import { pageLinks } from './pagination';
import type { ParamSchema } from './schema';
import { withThemeFileLinks } from './theme-file-links';

const collectionPath = '/wp/v2/global-styles/(?<parent>\\d+)/revisions';

// WordPress's revisions parameters: `per_page` has no default (all revisions), and global styles
// take no `include`, `exclude`, `search`, `order` or `orderby`. A negative offset is refused
// here (WordPress reads it as its absolute value).
const collectionArgs: ParamSchema = {
  ...contextArg(),
  page: { type: 'integer', minimum: 1, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: 100 },
  offset: { type: 'integer', minimum: 0 },
};

/** The record the revisions belong to, or WordPress's 404 for the `parent` of a revision. */
function loadParent(ctx: RestContext): PostRow {
  const parent = ctx.site.posts.get(Number(ctx.params.parent));
  if (parent?.type !== 'wp_global_styles') {
    throw notFound('rest_post_invalid_parent', 'Invalid post parent ID.');
  }
  return parent;
}

/** The `edit_post` check WordPress makes on the parent, after finding it (so 404 comes first). */
function requireRevisionsAccess(ctx: RestContext): void {
  const parent = loadParent(ctx);
  if (!canOnPost(ctx.user, 'edit', parent, postTypes.wp_global_styles!)) {
    throw new RestError(
      'rest_cannot_read',
      'Sorry, you are not allowed to view revisions of this post.',
      authStatus(ctx.user.id),
    );
  }
}

const globalStylesNotFound = () =>
  notFound('rest_global_styles_not_found', 'Cannot find user global styles revisions.');

function prepareRevision(ctx: RestContext, revision: PostRow) {
  const data = parseGlobalStyles(revision.content);
  const context = contextOf(ctx);
  const item: Record<string, unknown> = {};
  // As WordPress: both keys only when either holds something; embed shows neither.
  const hasStyles = Object.keys(data.styles).length > 0 || Object.keys(data.settings).length > 0;
  if (hasStyles && context !== 'embed') {
    item.settings = data.settings;
    item.styles = data.styles;
  }
  item.author = revision.author;
  item.date = toRestDate(revision.date);
  if (context !== 'embed') item.date_gmt = toRestDate(revision.date_gmt);
  item.id = revision.id;
  if (context !== 'embed') {
    item.modified = toRestDate(revision.modified);
    item.modified_gmt = toRestDate(revision.modified_gmt);
  }
  item.parent = revision.parent;
  const links = withThemeFileLinks({}, ctx, ctx.theme, data);
  if (Object.keys(links).length > 0) item._links = withCuries(links);
  return item;
}

function listRevisions(ctx: RestContext) {
  const parent = loadParent(ctx);
  if (!isUserGlobalStyles(parent.content)) throw globalStylesNotFound();
  const page = ctx.query.page as number;
  const perPage = ctx.query.per_page as number | undefined;
  const offset = ctx.query.offset as number | undefined;
  const total = ctx.site.posts.countRevisions(parent.id);
  const totalPages = perPage ? Math.ceil(total / perPage) : Math.min(total, 1);
  if (total > 0 && (offset ?? 0) >= total) {
    throw new RestError(
      'rest_revision_invalid_offset_number',
      'The offset number requested is larger than or equal to the number of available revisions.',
      400,
    );
  }
  if (total > 0 && !offset && page > totalPages) {
    throw new RestError(
      'rest_revision_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
      400,
    );
  }
  // Without per_page, WordPress reads every revision and ignores page and offset.
  const rows = perPage
    ? ctx.site.posts.revisions(parent.id, perPage, offset ?? (page - 1) * perPage)
    : ctx.site.posts.revisions(parent.id, -1, 0);
  const headers = {
    'X-WP-Total': String(total),
    'X-WP-TotalPages': String(totalPages),
    ...pageLinks(ctx, page, totalPages, `/wp/v2/global-styles/${parent.id}/revisions`),
  };
  return ok(
    rows.map((row) => prepareRevision(ctx, row)),
    headers,
  );
}

function getRevision(ctx: RestContext) {
  const parent = loadParent(ctx);
  const revision = ctx.site.posts.get(Number(ctx.params.id));
  if (revision?.type !== 'revision') throw notFound('rest_post_invalid_id', 'Invalid revision ID.');
  if (revision.parent !== parent.id) {
    throw notFound(
      'rest_revision_parent_id_mismatch',
      `The revision does not belong to the specified parent with id of "${parent.id}"`,
    );
  }
  if (!isUserGlobalStyles(revision.content)) throw globalStylesNotFound();
  return ok(prepareRevision(ctx, revision));
}

export function globalStylesRevisionsRoutes(): RouteDefinition[] {
  return [
    {
      path: collectionPath,
      endpoints: [
        {
          methods: readable,
          args: collectionArgs,
          permission: requireRevisionsAccess,
          handler: listRevisions,
        },
      ],
    },
    {
      path: `${collectionPath}/(?<id>\\d+)`,
      endpoints: [
        {
          methods: readable,
          args: contextArg(),
          permission: requireRevisionsAccess,
          handler: getRevision,
        },
      ],
    },
  ];
}
