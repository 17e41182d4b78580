// GET/POST /wp/v2/settings: the site settings WordPress exposes over REST, each backed by an
// option. Only users who may manage options can read or change them.
import { hasCap } from '../auth/current-user';
import type { Options } from '../db/options';
import { type RestContext, type RouteDefinition, editable, ok, readable } from './context';
import { forbidden } from './errors';
import { escapeHtmlText } from './sanitize';
import type { FieldSchema, ParamSchema } from './schema';

interface Setting {
  option: string;
  schema: FieldSchema;
  fallback: string;
  /** What is stored of a value, as WordPress's sanitize_option. */
  sanitize?: (value: string) => string;
}

const str = (option: string, fallback = '', extra: Partial<FieldSchema> = {}): Setting => ({
  option,
  schema: { type: 'string', ...extra },
  fallback,
});
const int = (option: string, fallback: number, extra: Partial<FieldSchema> = {}): Setting => ({
  option,
  schema: { type: 'integer', ...extra },
  fallback: String(fallback),
});

export const settings: Record<string, Setting> = {
  title: { ...str('blogname'), sanitize: escapeHtmlText },
  description: { ...str('blogdescription'), sanitize: escapeHtmlText },
  url: str('siteurl', '', { format: 'uri', readonly: true }),
  email: str('admin_email', '', { format: 'email' }),
  timezone: str('timezone_string', 'UTC'),
  date_format: str('date_format', 'F j, Y'),
  time_format: str('time_format', 'g:i a'),
  start_of_week: int('start_of_week', 1, { minimum: 0, maximum: 6 }),
  language: str('WPLANG', 'en_US'),
  use_smilies: { option: 'use_smilies', schema: { type: 'boolean' }, fallback: '1' },
  default_category: int('default_category', 1),
  default_post_format: str('default_post_format', ''),
  posts_per_page: int('posts_per_page', 10, { minimum: 1 }),
  show_on_front: str('show_on_front', 'posts', { enum: ['posts', 'page'] }),
  page_on_front: int('page_on_front', 0, { minimum: 0 }),
  page_for_posts: int('page_for_posts', 0, { minimum: 0 }),
  default_ping_status: str('default_ping_status', 'open', { enum: ['open', 'closed'] }),
  default_comment_status: str('default_comment_status', 'open', { enum: ['open', 'closed'] }),
  // Discussion options, under their option names and as the strings the option holds: WordPress
  // exposes them through our plugin (its REST API has none of them), for the canvas's Comments
  // blocks. Their fallbacks are WordPress's install defaults.
  comment_order: str('comment_order', 'asc'),
  comments_per_page: str('comments_per_page', '50'),
  default_comments_page: str('default_comments_page', 'newest'),
  page_comments: str('page_comments', '0'),
  thread_comments: str('thread_comments', '1'),
  thread_comments_depth: str('thread_comments_depth', '5'),
  site_logo: { option: 'site_logo', schema: { type: ['integer', 'null'] }, fallback: '' },
  site_icon: { option: 'site_icon', schema: { type: ['integer', 'null'] }, fallback: '' },
};

function readSetting(options: Options, name: string, origin: string): unknown {
  const setting = settings[name]!;
  const raw = options.get(setting.option, setting.fallback);
  if (name === 'url') return raw || origin;
  const types = Array.isArray(setting.schema.type) ? setting.schema.type : [setting.schema.type];
  if (types.includes('boolean')) return raw === '1';
  if (types.includes('integer')) {
    if (raw === '') return types.includes('null') ? null : 0;
    return Number.parseInt(raw, 10) || 0;
  }
  return raw;
}

export function readSettings(options: Options, origin: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(settings).map((name) => [name, readSetting(options, name, origin)]),
  );
}

const bodySchema: ParamSchema = Object.fromEntries(
  Object.entries(settings).map(([name, setting]) => [name, setting.schema]),
);

function canManage(ctx: RestContext): void {
  if (!hasCap(ctx.user, 'manage_options')) throw forbidden(ctx.user.id);
}

export function settingsRoutes(): RouteDefinition[] {
  return [
    {
      path: '/wp/v2/settings',
      endpoints: [
        {
          methods: readable,
          permission: canManage,
          handler: (ctx) => ok(readSettings(ctx.site.options, ctx.origin)),
        },
        {
          methods: editable,
          body: bodySchema,
          permission: canManage,
          handler: (ctx) => {
            for (const [name, value] of Object.entries(ctx.body)) {
              const setting = settings[name]!;
              const stored =
                setting.sanitize && typeof value === 'string' ? setting.sanitize(value) : value;
              ctx.site.options.set(
                setting.option,
                stored === null ? '' : (stored as string | number | boolean),
              );
            }
            return ok(readSettings(ctx.site.options, ctx.origin));
          },
        },
      ],
    },
  ];
}
