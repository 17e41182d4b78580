// GET /wp/v2/global-styles/{id}/revisions and …/revisions/{revision}: the saved versions of the
// user's global styles, newest first, for users who may edit them.
import { toRestDate } from '../db/database';
import { parseGlobalStyles } from '../site/global-styles';
import type { PostRow } from '../db/posts';
import { type RestContext, type RouteDefinition, contextArg, ok, readable } from './context';
import { RestError, authStatus } from './errors';
import { canEdit, loadRecord } from './global-styles-routes';
import { pageOf, paginationArgs, totalsHeaders } from './pagination';

function prepareRevision(ctx: RestContext, revision: PostRow) {
  const data = parseGlobalStyles(revision.content);
  return {
    author: revision.author,
    date: toRestDate(revision.date),
    date_gmt: toRestDate(revision.date_gmt),
    id: revision.id,
    modified: toRestDate(revision.modified),
    modified_gmt: toRestDate(revision.modified_gmt),
    parent: revision.parent,
    styles: data.styles,
    settings: data.settings,
    _links: {
      parent: [{ href: `${ctx.restRoot}wp/v2/global-styles/${revision.parent}` }],
      author: [{ href: `${ctx.restRoot}wp/v2/users/${revision.author}`, embeddable: true }],
    },
  };
}

function requireRevisionsAccess(ctx: RestContext): void {
  loadRecord(ctx, 'parent');
  if (!canEdit(ctx)) {
    throw new RestError(
      'rest_cannot_view',
      'Sorry, you are not allowed to view revisions for this global style.',
      authStatus(ctx.user.id),
    );
  }
}

export function globalStylesRevisionsRoutes(): RouteDefinition[] {
  return [
    {
      path: '/wp/v2/global-styles/(?<parent>\\d+)/revisions',
      endpoints: [
        {
          methods: readable,
          args: { ...contextArg(), ...paginationArgs() },
          permission: requireRevisionsAccess,
          handler: (ctx) => {
            const parent = Number(ctx.params.parent);
            const total = ctx.site.posts.countRevisions(parent);
            const headers = totalsHeaders(ctx, total, 'rest_revision_invalid_page_number');
            const { limit, offset } = pageOf(ctx);
            const rows = ctx.site.posts.revisions(parent, limit, offset);
            return ok(
              rows.map((row) => prepareRevision(ctx, row)),
              headers,
            );
          },
        },
      ],
    },
    {
      path: '/wp/v2/global-styles/(?<parent>\\d+)/revisions/(?<id>\\d+)',
      endpoints: [
        {
          methods: readable,
          args: contextArg(),
          permission: requireRevisionsAccess,
          handler: (ctx) => {
            const revision = ctx.site.posts.get(Number(ctx.params.id));
            if (revision?.type !== 'revision' || revision.parent !== Number(ctx.params.parent)) {
              throw new RestError('rest_revision_invalid_id', 'Invalid revision ID.', 404);
            }
            return ok(prepareRevision(ctx, revision));
          },
        },
      ],
    },
  ];
}
