// GET /wp/v2/menus: the classic menus (nav_menu terms). The demo has none, but the block
// editor's navigation block asks for them (to offer converting one), so the list answers, empty,
// with WordPress's totals headers and its permission: edit_theme_options.
import { hasCap } from '../auth/current-user';
import { type RouteDefinition, contextArg, ok, readable } from './context';
import { RestError, authStatus } from './errors';
import { paginationArgs, totalsHeaders } from './pagination';

export function menusRoutes(): RouteDefinition[] {
  return [
    {
      path: '/wp/v2/menus',
      endpoints: [
        {
          methods: readable,
          args: { ...contextArg(), ...paginationArgs() },
          permission: (ctx) => {
            if (!hasCap(ctx.user, 'edit_theme_options')) {
              throw new RestError(
                'rest_cannot_view',
                'Sorry, you are not allowed to view menus.',
                authStatus(ctx.user.id),
              );
            }
          },
          handler: (ctx) => ok([], totalsHeaders(ctx, 0, 'rest_invalid_page_number')),
        },
      ],
    },
  ];
}
