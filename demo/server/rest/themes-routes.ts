// GET /wp/v2/themes and /wp/v2/themes/{stylesheet}. The active theme is visible to anyone who
// can edit posts; the full list needs switch_themes. `wp_theme_preview` makes the previewed
// theme answer as the active one, so the editor can show a theme before activating it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type CurrentUser, hasCap } from '../auth/current-user';
import { userGlobalStylesPost } from '../site/global-styles';
import { defaultTemplatePartAreas, defaultTemplateTypes } from '../themes/load-theme';
import type { LoadedTheme } from '../themes/theme-types';
import {
  type RestContext,
  type RouteDefinition,
  contextArg,
  ok,
  readable,
  withCuries,
} from './context';
import { RestError, authStatus } from './errors';
import type { ParamSchema } from './schema';

const stylesheetPattern = '(?<stylesheet>[^/]+(?:/[^/]+)?)';

function canReadActiveTheme(user: CurrentUser): boolean {
  return (
    hasCap(user, 'edit_posts') || hasCap(user, 'edit_pages') || hasCap(user, 'edit_theme_options')
  );
}

function rawRendered(value: string | undefined) {
  return { raw: value ?? '', rendered: value ?? '' };
}

/** A theme folder's URL as WordPress spells it: the directory name encoded, `/` kept. */
function themeFolderUrl(ctx: RestContext, directory: string): string {
  return `${ctx.origin}/wp-content/themes/${directory.split('/').map(encodeURIComponent).join('/')}`;
}

/** The theme's own folder (`stylesheet_uri`): where its `file:./` files are. */
export function themeUrl(ctx: RestContext, theme: LoadedTheme): string {
  return themeFolderUrl(ctx, theme.stylesheet);
}

function prepareTheme(ctx: RestContext, theme: LoadedTheme) {
  const active = theme.stylesheet === ctx.theme.stylesheet;
  const header = theme.header;
  const links: Record<string, Array<Record<string, unknown>>> = {
    self: [{ href: `${ctx.restRoot}wp/v2/themes/${theme.stylesheet}` }],
    collection: [{ href: `${ctx.restRoot}wp/v2/themes` }],
  };
  if (active) {
    const post = userGlobalStylesPost(ctx.site, theme.stylesheet);
    links['wp:user-global-styles'] = [{ href: `${ctx.restRoot}wp/v2/global-styles/${post.id}` }];
  }
  const url = themeUrl(ctx, theme);
  return {
    stylesheet: theme.stylesheet,
    template: header.template || theme.stylesheet,
    requires_php: header.requiresPhp ?? '',
    requires_wp: header.requiresAtLeast ?? '',
    textdomain: header.textDomain ?? theme.stylesheet,
    version: header.version ?? '',
    screenshot: existsSync(join(theme.dir, 'screenshot.png')) ? `${url}/screenshot.png` : '',
    author: rawRendered(header.author),
    author_uri: rawRendered(header.authorUri),
    description: rawRendered(header.description),
    is_block_theme: theme.isBlockTheme,
    name: rawRendered(header.name),
    tags: { raw: header.tags ?? [], rendered: (header.tags ?? []).join(', ') },
    theme_uri: rawRendered(header.themeUri),
    status: active ? 'active' : 'inactive',
    // The loader already reports every key WordPress does, unsupported ones as false.
    theme_supports: theme.supports,
    // Folders, not files (WordPress 6.6+): a child theme's `template_uri` is its parent's.
    stylesheet_uri: url,
    template_uri: header.template ? themeFolderUrl(ctx, header.template) : url,
    default_template_part_areas: defaultTemplatePartAreas,
    default_template_types: defaultTemplateTypes,
    _links: withCuries(links),
  };
}

const listArgs: ParamSchema = {
  ...contextArg(),
  status: { type: 'array', items: { type: 'string', enum: ['active', 'inactive'] } },
};

export function themesRoutes(): RouteDefinition[] {
  return [
    {
      path: '/wp/v2/themes',
      endpoints: [
        {
          methods: readable,
          args: listArgs,
          permission: (ctx) => {
            if (hasCap(ctx.user, 'switch_themes')) return;
            const status = ctx.query.status as string[] | undefined;
            if (status?.length === 1 && status[0] === 'active') {
              if (canReadActiveTheme(ctx.user)) return;
              throw new RestError(
                'rest_cannot_view_active_theme',
                'Sorry, you are not allowed to view the active theme.',
                authStatus(ctx.user.id),
              );
            }
            throw new RestError(
              'rest_cannot_view_themes',
              'Sorry, you are not allowed to view themes.',
              authStatus(ctx.user.id),
            );
          },
          handler: (ctx) => {
            const status = ctx.query.status as string[] | undefined;
            const themes = ctx.site.themes
              .all()
              .map((theme) => prepareTheme(ctx, theme))
              .filter((theme) => !status || status.includes(theme.status));
            return ok(themes, { 'X-WP-Total': String(themes.length), 'X-WP-TotalPages': '1' });
          },
        },
      ],
    },
    {
      path: `/wp/v2/themes/${stylesheetPattern}`,
      endpoints: [
        {
          methods: readable,
          args: contextArg(),
          permission: (ctx) => {
            if (hasCap(ctx.user, 'switch_themes')) return;
            if (ctx.params.stylesheet === ctx.theme.stylesheet && canReadActiveTheme(ctx.user))
              return;
            throw new RestError(
              'rest_cannot_view_themes',
              'Sorry, you are not allowed to view themes.',
              authStatus(ctx.user.id),
            );
          },
          handler: (ctx) => {
            const theme = ctx.site.themes.get(ctx.params.stylesheet ?? '');
            if (!theme) throw new RestError('rest_theme_not_found', 'Theme not found.', 404);
            return ok(prepareTheme(ctx, theme));
          },
        },
      ],
    },
  ];
}
