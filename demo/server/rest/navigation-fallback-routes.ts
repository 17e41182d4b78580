// GET /wp-block-editor/v1/navigation-fallback: the menu a navigation block without its own menu
// shows. As WordPress: the most recently published wp_navigation post; with none, one is created
// ('Navigation', a page list, published), so the call may write although it is a GET. The demo
// has no classic menus, so WordPress's step that converts one never applies here.
//
// WordPress answers `{ id }` with an embeddable `self` link and clients add `_embed` to get the
// post; this host answers the post itself (it has `id` too), in the edit context by default,
// so the client gets `content.raw` in one call.
import { hasCap } from '../auth/current-user';
import { canCreate } from '../auth/post-capabilities';
import type { PostRow } from '../db/posts';
import {
  type RestContext,
  type RouteDefinition,
  contextArg,
  contextOf,
  ok,
  readable,
} from './context';
import { RestError, authStatus } from './errors';
import { preparePosts } from './posts/post-response';
import { postRestTypes } from './posts/post-rest-types';

const navigation = postRestTypes.wp_navigation!;

/** What WordPress writes into a fallback menu when there is no classic menu to convert. */
export const fallbackMenuContent = '<!-- wp:page-list /-->';

function newestPublishedMenu(ctx: RestContext): PostRow | undefined {
  return ctx.site.db
    .prepare<[], PostRow>(
      `SELECT * FROM posts WHERE type = 'wp_navigation' AND status = 'publish'
       ORDER BY date DESC, id DESC LIMIT 1`,
    )
    .get();
}

function createFallbackMenu(ctx: RestContext): PostRow {
  const id = ctx.site.posts.insert({
    type: 'wp_navigation',
    title: 'Navigation',
    name: ctx.site.posts.uniqueSlug('wp_navigation', 'navigation'),
    status: 'publish',
    author: ctx.user.id,
    content: fallbackMenuContent,
  });
  return ctx.site.posts.get(id)!;
}

export function navigationFallbackRoutes(): RouteDefinition[] {
  return [
    {
      path: '/wp-block-editor/v1/navigation-fallback',
      endpoints: [
        {
          methods: readable,
          args: contextArg('edit'),
          // Getting the fallback may create a menu: WordPress asks for the right to create
          // wp_navigation posts, edit_theme_options and edit_posts.
          permission: (ctx) => {
            const status = authStatus(ctx.user.id);
            const type = navigation.type;
            if (
              !canCreate(ctx.user, type) ||
              !hasCap(ctx.user, 'edit_theme_options') ||
              !hasCap(ctx.user, 'edit_posts')
            ) {
              throw new RestError(
                'rest_cannot_create',
                'Sorry, you are not allowed to create Navigation Menus as this user.',
                status,
              );
            }
            if (contextOf(ctx) === 'edit' && !hasCap(ctx.user, type.caps.edit_posts)) {
              throw new RestError(
                'rest_forbidden_context',
                'Sorry, you are not allowed to edit Navigation Menus as this user.',
                status,
              );
            }
          },
          handler: (ctx) => {
            // GETs run outside the dispatcher's write transaction: find-or-create is one here.
            const menu = ctx.site.db.transaction(
              () => newestPublishedMenu(ctx) ?? createFallbackMenu(ctx),
            )();
            return ok(preparePosts(ctx, navigation, [menu])[0]);
          },
        },
      ],
    },
  ];
}
