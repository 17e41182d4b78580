// Who is asking. A CurrentUser carries its primitive capabilities; meta capabilities that
// depend on a post (edit_post, delete_post, read_post) are mapped in auth/post-capabilities.ts.
import type { UserRow } from '../db/users';
import type { Site } from '../site/site';
import { isRoleName, roleCapabilities } from './roles';

/** Capabilities WordPress maps to do_not_allow for everyone when DISALLOW_UNFILTERED_HTML is set. */
const unfilteredHtmlCaps = ['unfiltered_html', 'edit_css'];

export interface CurrentUser {
  /** 0 when nobody is logged in (or the REST nonce was missing). */
  id: number;
  row: UserRow | null;
  roles: string[];
  caps: ReadonlySet<string>;
  /** The session token, which nonces are bound to; '' for nobody. */
  token: string;
}

export const anonymous: CurrentUser = { id: 0, row: null, roles: [], caps: new Set(), token: '' };

export function loadUser(
  site: Pick<Site, 'users' | 'config'>,
  id: number,
  token: string,
): CurrentUser {
  const row = site.users.get(id);
  if (!row) return anonymous;
  const roles = site.users.roles(id);
  const caps = new Set<string>();
  for (const role of roles) {
    if (isRoleName(role)) for (const cap of roleCapabilities[role]) caps.add(cap);
  }
  if (site.config.disallowUnfilteredHtml) for (const cap of unfilteredHtmlCaps) caps.delete(cap);
  return { id, row, roles, caps, token };
}

export function hasCap(user: CurrentUser, cap: string): boolean {
  return user.caps.has(cap);
}
