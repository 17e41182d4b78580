// GET /wp-block-editor/v1/export (WordPress's WP_REST_Edit_Site_Export_Controller): the site as
// a theme zip (site/export.ts), for users with the `export` capability.
import { hasCap } from '../auth/current-user';
import { siteExport } from '../site/export';
import { type RestContext, type RouteDefinition, readable } from './context';
import { RestError, authStatus } from './errors';

function canExport(ctx: RestContext): void {
  if (!hasCap(ctx.user, 'export')) {
    throw new RestError(
      'rest_cannot_export_templates',
      'Sorry, you are not allowed to export templates and template parts.',
      authStatus(ctx.user.id),
    );
  }
}

export function exportRoutes(): RouteDefinition[] {
  return [
    {
      path: '/wp-block-editor/v1/export',
      endpoints: [
        {
          methods: readable,
          permission: canExport,
          handler: (ctx) => {
            const { name, bytes } = siteExport(ctx.site, ctx.theme);
            return {
              body: bytes,
              headers: {
                'Content-Type': 'application/zip',
                'Content-Disposition': `attachment; filename=${name}`,
              },
            };
          },
        },
      ],
    },
  ];
}
