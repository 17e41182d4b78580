// A user as WordPress's users controller answers it: public fields in view and embed
// contexts; roles, capabilities and the editor preferences (persisted_preferences meta) in edit.
import { isRoleName, roleCapabilities } from '../auth/roles';
import type { UserRow } from '../db/users';
import { type RestContext, contextOf } from './context';

export function avatarUrls(origin: string, id: number): Record<string, string> {
  return Object.fromEntries(
    [24, 48, 96].map((size) => [String(size), `${origin}/avatar/${id}.svg?s=${size}`]),
  );
}

function preferences(ctx: RestContext, id: number): Record<string, unknown> {
  try {
    const parsed = JSON.parse(ctx.site.users.getMeta(id, 'persisted_preferences') ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function allCapabilities(roles: string[]): Record<string, boolean> {
  const caps: Record<string, boolean> = {};
  for (const role of roles) {
    if (!isRoleName(role)) continue;
    for (const cap of roleCapabilities[role]) caps[cap] = true;
    caps[role] = true;
  }
  return caps;
}

export function prepareUser(ctx: RestContext, row: UserRow) {
  const context = contextOf(ctx);
  const base = {
    id: row.id,
    name: row.display_name,
    url: row.url,
    description: ctx.site.users.getMeta(row.id, 'description') ?? '',
    link: `${ctx.origin}/?author=${row.id}`,
    slug: row.nicename,
    avatar_urls: avatarUrls(ctx.origin, row.id),
  };
  const links = {
    self: [{ href: `${ctx.restRoot}wp/v2/users/${row.id}` }],
    collection: [{ href: `${ctx.restRoot}wp/v2/users` }],
  };
  if (context === 'embed') return { ...base, _links: links };
  if (context === 'view') return { ...base, meta: [], _links: links };
  const roles = ctx.site.users.roles(row.id);
  return {
    ...base,
    username: row.login,
    first_name: ctx.site.users.getMeta(row.id, 'first_name') ?? '',
    last_name: ctx.site.users.getMeta(row.id, 'last_name') ?? '',
    email: row.email,
    nickname: ctx.site.users.getMeta(row.id, 'nickname') ?? row.login,
    locale: ctx.site.users.getMeta(row.id, 'locale') || 'en_US',
    registered_date: `${row.registered.replace(' ', 'T')}+00:00`,
    roles,
    capabilities: allCapabilities(roles),
    extra_capabilities: Object.fromEntries(roles.map((role) => [role, true])),
    meta: { persisted_preferences: preferences(ctx, row.id) },
    _links: links,
  };
}
