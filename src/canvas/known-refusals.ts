// Requests of the canvas's blocks that the host is known to refuse this user, answered here as
// the host would (403) without asking it again. WordPress's own blocks ask for some records
// whatever the user may do (the Post Date block the site's settings, the Navigation block the
// menus for editing and the fallback menu, the Page List block the pages for editing);
// WordPress's editor answers them from its preloaded responses, so an editor or an author sends
// none of them. Here the user's permissions (one OPTIONS request per route, shared with the
// editor's screens) decide the same: a refused read never reaches the host, and a permitted one
// goes through as always.
import { canUser } from '../stores/capabilities';
import type { HostAnswer, HostRequest } from './bridge';

interface Guarded {
  /** The route, as the request's path begins (`/wp/v2/settings`). */
  route: string;
  /** The collection only, with `context=edit` (a view of it is everyone's). */
  editContext?: boolean;
  /** What the user must be allowed: `canUser(action, resource)`. */
  may: Parameters<typeof canUser>;
}

const GUARDED: Guarded[] = [
  { route: '/wp/v2/settings', may: ['read', 'settings'] },
  { route: '/wp/v2/menus', may: ['read', 'menus'] },
  // Editing menus (and so reading them for editing) needs edit_theme_options, as creating does.
  // A collection for editing needs the type's edit_posts, which is what creating needs.
  { route: '/wp/v2/navigation', editContext: true, may: ['create', 'navigation'] },
  { route: '/wp/v2/pages', editContext: true, may: ['create', 'pages'] },
  { route: '/wp-block-editor/v1/navigation-fallback', may: ['create', 'navigation'] },
];

const REFUSED: HostAnswer = {
  status: 403,
  headers: [['content-type', 'application/json']],
  body: JSON.stringify({
    code: 'rest_forbidden',
    message: 'Sorry, you are not allowed to do that.',
    data: { status: 403 },
  }),
};

/** The host's known refusal of a request, or undefined: then the request is sent. */
export async function knownRefusal(request: HostRequest): Promise<HostAnswer | undefined> {
  if (request.method.toUpperCase() !== 'GET') return undefined;
  const url = new URL(request.path, 'http://host.invalid');
  const path = url.pathname.replace(/\/+$/, '');
  const guard = GUARDED.find((entry) =>
    entry.editContext
      ? path === entry.route && url.searchParams.get('context') === 'edit'
      : path === entry.route || path.startsWith(`${entry.route}/`),
  );
  if (!guard) return undefined;
  return (await canUser(...guard.may)) ? undefined : REFUSED;
}
