// The route table of the site editor (spec 2.1): which screen a `p` path shows, per app mode.
// @nanostores/router compiles the patterns; matching runs on our own virtual path (the `p` query
// parameter), because the host page's own path must never change.
import { createRouter, getPagePath } from '@nanostores/router';
import { normalisePath } from './location';

export type AppMode = 'site' | 'posts';

const everyPathAfter = (prefix: string) =>
  [
    new RegExp(`^/${prefix}/(.+)$`),
    (postId: string) => ({ postId: decodeURIComponent(postId) }),
  ] as const;

/** Routes of the full site editor, in match order. Wildcard ids (`*postId`) may contain slashes. */
const siteRoutes = createRouter(
  {
    home: '/',
    styles: '/styles',
    stylebook: '/stylebook',
    navigation: '/navigation',
    navigationItem: '/wp_navigation/:postId',
    patterns: '/pattern',
    patternItem: '/wp_block/:postId',
    templatePartItem: everyPathAfter('wp_template_part'),
    templates: '/template',
    templateItem: everyPathAfter('wp_template'),
    pages: '/page',
    pageItem: '/page/:postId',
    posts: '/post',
    postItem: '/post/:postId',
    postTypeItem: '/:postType/:postId',
  },
  { links: false },
);

/** The posts-only app: its root is the post list. */
const postsRoutes = createRouter(
  {
    posts: '/',
    postItem: '/post/:postId',
  },
  { links: false },
);

export type RouteName =
  | 'home'
  | 'styles'
  | 'stylebook'
  | 'navigation'
  | 'navigationItem'
  | 'patterns'
  | 'patternItem'
  | 'templatePartItem'
  | 'templates'
  | 'templateItem'
  | 'pages'
  | 'pageItem'
  | 'posts'
  | 'postItem'
  | 'postTypeItem';

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

const tables = { site: siteRoutes, posts: postsRoutes } as const;

/** The app mode a `mode` attribute or property names: 'posts', else the full editor. */
export function appMode(value: string | null | undefined): AppMode {
  return value === 'posts' ? 'posts' : 'site';
}

/** What an unknown path shows: the mode's root (the Design sidebar, or the post list). */
export function rootRoute(mode: AppMode): RouteMatch {
  return { name: mode === 'posts' ? 'posts' : 'home', params: {} };
}

/** The route a path shows in the given mode, or undefined for an unknown path. */
export function matchRoute(path: string, mode: AppMode = 'site'): RouteMatch | undefined {
  const normalised = normalisePath(path);
  for (const [name, regexp, callback] of tables[mode].routes) {
    const match = normalised.match(regexp);
    if (!match) continue;
    const params = callback
      ? (callback(...match.slice(1)) as Record<string, string>)
      : Object.fromEntries(
          Object.entries(match.groups ?? {}).map(([key, value]) => [
            key,
            value ? decodeURIComponent(value) : '',
          ]),
        );
    return { name: name as RouteName, params };
  }
  return undefined;
}

/** Builds a path for a named route of the full editor, e.g. pathFor('navigationItem', { postId: 3 }). */
export function pathFor(
  name: Exclude<RouteName, 'templatePartItem' | 'templateItem'>,
  params: Record<string, string | number> = {},
): string {
  return getPagePath(siteRoutes, name as never, params as never);
}
