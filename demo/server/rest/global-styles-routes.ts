// Global styles: the theme's base styles and variations (read-only, from theme files), the
// user's global styles record (readable by anyone who edits posts, writable with
// edit_theme_options; what a write may hold is checked in global-styles-input.ts). Revisions are
// in global-styles-revisions-routes.ts.
import { hasCap } from '../auth/current-user';
import type { PostRow } from '../db/posts';
import { parseGlobalStyles, saveGlobalStyles } from '../site/global-styles';
import { postTypes } from '../site/post-types';
import { baseGlobalStyles } from '../themes/load-theme';
import {
  type Links,
  type RestContext,
  type RouteDefinition,
  contextArg,
  contextOf,
  editable,
  ok,
  readable,
  withCuries,
} from './context';
import { RestError, authStatus, invalidPostId } from './errors';
import { globalStylesFromBody } from './global-styles-input';
import type { ParamSchema } from './schema';
import { withThemeFileLinks } from './theme-file-links';

const type = postTypes.wp_global_styles!;
const themePath = '/wp/v2/global-styles/themes/(?<stylesheet>[^/]+(?:/[^/]+)?)';

function canRead(ctx: RestContext): boolean {
  return hasCap(ctx.user, type.caps.read);
}
function canEdit(ctx: RestContext): boolean {
  return hasCap(ctx.user, type.caps.edit_posts);
}

function requireRead(ctx: RestContext): void {
  if (!canRead(ctx)) {
    throw new RestError(
      'rest_cannot_read_global_styles',
      'Sorry, you are not allowed to access the global styles on this site.',
      authStatus(ctx.user.id),
    );
  }
}

function loadRecord(ctx: RestContext): PostRow {
  const post = ctx.site.posts.get(Number(ctx.params.id));
  if (post?.type !== 'wp_global_styles') throw invalidPostId();
  return post;
}

function requireActiveTheme(ctx: RestContext): void {
  if (ctx.params.stylesheet !== ctx.theme.stylesheet) {
    throw new RestError('rest_theme_not_found', 'Theme not found.', 404);
  }
}

function prepareRecord(ctx: RestContext, post: PostRow) {
  const base = `${ctx.restRoot}wp/v2/global-styles/${post.id}`;
  // WordPress 7.1 links the revisions with their count, 0 included, and (unlike posts) never
  // links the latest one as `predecessor-version`.
  const links: Links = {
    self: [{ href: base }],
    'version-history': [
      { href: `${base}/revisions`, count: ctx.site.posts.countRevisions(post.id) },
    ],
  };
  const edit = contextOf(ctx) === 'edit';
  if (edit && hasCap(ctx.user, 'edit_css')) links['wp:action-edit-css'] = [{ href: base }];
  const data = parseGlobalStyles(post.content);
  return {
    id: post.id,
    title: edit ? { raw: post.title, rendered: post.title } : { rendered: post.title },
    settings: data.settings,
    styles: data.styles,
    _links: withCuries(withThemeFileLinks(links, ctx, ctx.theme, data)),
  };
}

const objectField = { type: 'object' } as const;
const updateBody: ParamSchema = {
  id: { type: 'integer', readonly: true },
  title: {
    type: ['string', 'object'],
    properties: { raw: { type: 'string' }, rendered: { type: 'string', readonly: true } },
  },
  settings: objectField,
  styles: objectField,
  _links: { type: 'object', readonly: true },
};

export function globalStylesRoutes(): RouteDefinition[] {
  return [
    {
      path: `${themePath}/variations`,
      endpoints: [
        {
          methods: readable,
          permission: (ctx) => {
            requireRead(ctx);
            requireActiveTheme(ctx);
          },
          handler: (ctx) =>
            ok(
              ctx.theme.variations.map((variation) => {
                const links = withThemeFileLinks({}, ctx, ctx.theme, variation);
                return {
                  version: 3,
                  title: variation.title,
                  ...(variation.description ? { description: variation.description } : {}),
                  settings: variation.settings,
                  styles: variation.styles,
                  // WordPress links a variation only when it references theme files.
                  ...(Object.keys(links).length > 0 ? { _links: withCuries(links) } : {}),
                };
              }),
            ),
        },
      ],
    },
    {
      path: themePath,
      endpoints: [
        {
          methods: readable,
          permission: (ctx) => {
            requireRead(ctx);
            requireActiveTheme(ctx);
          },
          handler: (ctx) => {
            const base = baseGlobalStyles(ctx.theme);
            const self = `${ctx.restRoot}wp/v2/global-styles/themes/${ctx.theme.stylesheet}`;
            const links = withThemeFileLinks({ self: [{ href: self }] }, ctx, ctx.theme, base);
            return ok({ ...base, _links: withCuries(links) });
          },
        },
      ],
    },
    {
      path: '/wp/v2/global-styles/(?<id>\\d+)',
      endpoints: [
        {
          methods: readable,
          args: contextArg(),
          permission: (ctx) => {
            loadRecord(ctx);
            if (contextOf(ctx) === 'edit' && !canEdit(ctx)) {
              throw new RestError(
                'rest_forbidden_context',
                'Sorry, you are not allowed to edit this global style.',
                authStatus(ctx.user.id),
              );
            }
            if (!canRead(ctx)) {
              throw new RestError(
                'rest_cannot_view',
                'Sorry, you are not allowed to view this global style.',
                authStatus(ctx.user.id),
              );
            }
          },
          handler: (ctx) => ok(prepareRecord(ctx, loadRecord(ctx))),
        },
        {
          methods: editable,
          args: contextArg('edit'),
          body: updateBody,
          permission: (ctx) => {
            loadRecord(ctx);
            if (!canEdit(ctx)) {
              throw new RestError(
                'rest_cannot_edit',
                'Sorry, you are not allowed to edit this global style.',
                authStatus(ctx.user.id),
              );
            }
          },
          handler: (ctx) => {
            const post = loadRecord(ctx);
            const { styles, settings } = globalStylesFromBody(ctx, parseGlobalStyles(post.content));
            const rawTitle = ctx.body.title;
            const title =
              typeof rawTitle === 'string'
                ? rawTitle
                : ((rawTitle as { raw?: string } | undefined)?.raw ?? post.title);
            saveGlobalStyles(ctx.site, post, { settings, styles }, title, ctx.user.id);
            const saved = ctx.site.posts.get(post.id)!;
            return ok(prepareRecord({ ...ctx, query: { ...ctx.query, context: 'edit' } }, saved));
          },
        },
      ],
    },
  ];
}
