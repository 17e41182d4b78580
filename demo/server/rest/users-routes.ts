// /wp/v2/users, /wp/v2/users/{id} and /wp/v2/users/me. Visitors see only users with published
// posts; `context=edit`, the `capabilities` and `roles` filters need list_users; `who=authors`
// needs edit_posts. Each user's editor preferences live in the `persisted_preferences` meta.
import { type CurrentUser, hasCap, loadUser } from '../auth/current-user';
import type { UserRow } from '../db/users';
import { authorPostTypes } from '../site/post-types';
import {
  type RestContext,
  type RouteDefinition,
  contextArg,
  contextOf,
  editable,
  ok,
  readable,
} from './context';
import { RestError, authStatus } from './errors';
import { pageOf, paginationArgs, totalsHeaders } from './pagination';
import { prepareUser } from './user-response';
import type { ParamSchema } from './schema';

const listArgs: ParamSchema = {
  ...contextArg(),
  ...paginationArgs(),
  search: { type: 'string' },
  exclude: { type: 'array', items: { type: 'integer' }, default: [] },
  include: { type: 'array', items: { type: 'integer' }, default: [] },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
  orderby: {
    type: 'string',
    enum: ['id', 'include', 'name', 'registered_date', 'slug', 'include_slugs', 'email', 'url'],
    default: 'name',
  },
  slug: { type: 'array', items: { type: 'string' } },
  roles: { type: 'array', items: { type: 'string' } },
  capabilities: { type: 'array', items: { type: 'string' } },
  who: { type: 'string', enum: ['authors'] },
  has_published_posts: { type: ['boolean', 'array'], items: { type: 'string' } },
};

function listPermission(ctx: RestContext): void {
  const canList = hasCap(ctx.user, 'list_users');
  const status = authStatus(ctx.user.id);
  if ((ctx.query.roles as string[] | undefined)?.length && !canList) {
    throw new RestError(
      'rest_user_cannot_view',
      'Sorry, you are not allowed to filter users by role.',
      status,
    );
  }
  if ((ctx.query.capabilities as string[] | undefined)?.length && !canList) {
    throw new RestError(
      'rest_user_cannot_view',
      'Sorry, you are not allowed to filter users by capability.',
      status,
    );
  }
  if (contextOf(ctx) === 'edit' && !canList) {
    throw new RestError(
      'rest_forbidden_context',
      'Sorry, you are not allowed to list users.',
      status,
    );
  }
  // WordPress 6.3.2: ordering by e-mail or registration date would let a visitor recover both
  // one character at a time.
  if (['email', 'registered_date'].includes(ctx.query.orderby as string) && !canList) {
    throw new RestError(
      'rest_forbidden_orderby',
      'Sorry, you are not allowed to order users by this parameter.',
      status,
    );
  }
  if (
    ctx.query.who === 'authors' &&
    !hasCap(ctx.user, 'edit_posts') &&
    !hasCap(ctx.user, 'edit_pages')
  ) {
    throw new RestError(
      'rest_forbidden_who',
      'Sorry, you are not allowed to query users by this parameter.',
      status,
    );
  }
}

const sortKeys: Record<string, (row: UserRow) => string | number> = {
  id: (row) => row.id,
  include: (row) => row.id,
  name: (row) => row.display_name.toLowerCase(),
  registered_date: (row) => row.registered,
  slug: (row) => row.nicename,
  include_slugs: (row) => row.nicename,
  email: (row) => row.email,
  url: (row) => row.url,
};

function listUsers(ctx: RestContext) {
  const q = ctx.query;
  let rows = ctx.site.users.all();
  const published = ctx.site.users.idsWithPublishedPosts(authorPostTypes);
  if (!hasCap(ctx.user, 'list_users') || q.has_published_posts)
    rows = rows.filter((row) => published.has(row.id));
  const caps = (row: UserRow) => loadUser(ctx.site, row.id, '').caps;
  const include = q.include as number[];
  const exclude = q.exclude as number[];
  if (include.length) rows = rows.filter((row) => include.includes(row.id));
  if (exclude.length) rows = rows.filter((row) => !exclude.includes(row.id));
  if (q.search) {
    const needle = String(q.search)
      .replace(/^\*|\*$/g, '')
      .toLowerCase();
    // As WordPress 6.3.2 and later: without list_users only the id and the names are searched,
    // never the e-mail address or the URL.
    const columns = hasCap(ctx.user, 'list_users')
      ? (row: UserRow) => [row.login, row.email, row.url, row.display_name, row.nicename]
      : (row: UserRow) => [row.login, row.display_name, row.nicename];
    rows = rows.filter(
      (row) =>
        String(row.id) === needle || columns(row).some((v) => v.toLowerCase().includes(needle)),
    );
  }
  const slugs = q.slug as string[] | undefined;
  if (slugs?.length) rows = rows.filter((row) => slugs.includes(row.nicename));
  const roles = q.roles as string[] | undefined;
  if (roles?.length)
    rows = rows.filter((row) => ctx.site.users.roles(row.id).some((role) => roles.includes(role)));
  const wanted = q.capabilities as string[] | undefined;
  if (wanted?.length) rows = rows.filter((row) => wanted.some((cap) => caps(row).has(cap)));
  if (q.who === 'authors') rows = rows.filter((row) => caps(row).has('level_1'));
  const key = sortKeys[q.orderby as string]!;
  const direction = q.order === 'desc' ? -1 : 1;
  rows.sort((a, b) => (key(a) < key(b) ? -direction : key(a) > key(b) ? direction : 0));
  const headers = totalsHeaders(ctx, rows.length, 'rest_user_invalid_page_number');
  const { limit, offset } = pageOf(ctx);
  return ok(
    rows.slice(offset, offset + limit).map((row) => prepareUser(ctx, row)),
    headers,
  );
}

function singlePermission(ctx: RestContext): void {
  const id = resolveId(ctx);
  const row = ctx.site.users.get(id);
  if (!row) throw new RestError('rest_user_invalid_id', 'Invalid user ID.', 404);
  if (id === ctx.user.id) return;
  const canList = hasCap(ctx.user, 'list_users');
  if (contextOf(ctx) === 'edit' && !canList) {
    throw new RestError(
      'rest_user_cannot_view',
      'Sorry, you are not allowed to list users.',
      authStatus(ctx.user.id),
    );
  }
  if (!canList && !ctx.site.users.idsWithPublishedPosts(authorPostTypes).has(id)) {
    throw new RestError(
      'rest_user_cannot_view',
      'Sorry, you are not allowed to list users.',
      authStatus(ctx.user.id),
    );
  }
}

function resolveId(ctx: RestContext): number {
  if (ctx.params.id === 'me') {
    if (ctx.user.id === 0)
      throw new RestError('rest_not_logged_in', 'You are not currently logged in.', 401);
    return ctx.user.id;
  }
  return Number(ctx.params.id);
}

const meBody: ParamSchema = {
  id: { type: 'integer', readonly: true },
  name: { type: 'string' },
  first_name: { type: 'string' },
  last_name: { type: 'string' },
  nickname: { type: 'string' },
  description: { type: 'string' },
  url: { type: 'string', format: 'uri' },
  locale: { type: 'string', enum: ['', 'en_US'] },
  meta: {
    type: 'object',
    additionalProperties: false,
    properties: { persisted_preferences: { type: 'object' } },
  },
  avatar_urls: { type: 'object', readonly: true },
  link: { type: 'string', readonly: true },
  slug: { type: 'string', readonly: true },
  _links: { type: 'object', readonly: true },
};

function updateMe(ctx: RestContext) {
  const id = ctx.user.id;
  const users = ctx.site.users;
  const body = ctx.body;
  if (typeof body.name === 'string')
    ctx.site.db.prepare('UPDATE users SET display_name = ? WHERE id = ?').run(body.name, id);
  if (typeof body.url === 'string')
    ctx.site.db.prepare('UPDATE users SET url = ? WHERE id = ?').run(body.url, id);
  for (const key of ['first_name', 'last_name', 'nickname', 'description', 'locale'] as const) {
    if (typeof body[key] === 'string') users.setMeta(id, key, body[key] as string);
  }
  const meta = body.meta as { persisted_preferences?: Record<string, unknown> } | undefined;
  if (meta?.persisted_preferences) {
    users.setMeta(id, 'persisted_preferences', JSON.stringify(meta.persisted_preferences));
  }
  return ok(prepareUser({ ...ctx, query: { ...ctx.query, context: 'edit' } }, users.get(id)!));
}

function requireLoggedIn(ctx: RestContext): void {
  if (ctx.user.id === 0)
    throw new RestError('rest_not_logged_in', 'You are not currently logged in.', 401);
}

export function usersRoutes(): RouteDefinition[] {
  return [
    {
      path: '/wp/v2/users',
      endpoints: [
        { methods: readable, args: listArgs, permission: listPermission, handler: listUsers },
      ],
    },
    {
      path: '/wp/v2/users/(?<id>\\d+|me)',
      endpoints: [
        {
          methods: readable,
          args: contextArg(),
          permission: singlePermission,
          handler: (ctx) => ok(prepareUser(ctx, ctx.site.users.get(resolveId(ctx))!)),
        },
        {
          methods: editable,
          args: contextArg('edit'),
          body: meBody,
          permission: (ctx: RestContext) => {
            requireLoggedIn(ctx);
            const id = resolveId(ctx);
            if (id !== ctx.user.id && !hasCap(ctx.user, 'edit_users')) {
              throw new RestError(
                'rest_cannot_edit',
                'Sorry, you are not allowed to edit this user.',
                authStatus(ctx.user.id),
              );
            }
            if (!ctx.site.users.get(id))
              throw new RestError('rest_user_invalid_id', 'Invalid user ID.', 404);
          },
          handler: (ctx) => {
            const target = resolveId(ctx);
            return updateMe({
              ...ctx,
              user: target === ctx.user.id ? ctx.user : loadUserFor(ctx, target),
            });
          },
        },
      ],
    },
  ];
}

function loadUserFor(ctx: RestContext, id: number): CurrentUser {
  return loadUser(ctx.site, id, '');
}
