// What each route shows in the site editor's frame (spec 2.1, 2.3): the parent path its back
// button falls back to, and whether a classic theme may open it. Pure: the screens render it.
import { backRouteFor } from './back-route';
import type { EditorQuery } from './location';
import type { AppMode, RouteMatch, RouteName } from './routes';

export interface ThemeTraits {
  isBlockTheme: boolean;
  /** A classic theme that supports editor styles gets Styles (the Style Book). */
  supportsStyles: boolean;
}

interface ScreenRule {
  /** Where Back goes when there is no previous editor path. */
  parent: (route: RouteMatch, query: EditorQuery) => { path: string; query?: EditorQuery };
  /** May a classic theme open this screen? */
  classic: (theme: ThemeTraits) => boolean;
}

const root = () => ({ path: '/' });
/** An item's list, with its query (spec 2.2's back routes, back-route.ts). */
const backTo = (postType: string) => () => backRouteFor(postType);
const blockOnly = () => false;

const rules: Record<RouteName, ScreenRule> = {
  home: { parent: root, classic: () => true },
  styles: { parent: root, classic: blockOnly },
  stylebook: { parent: root, classic: (theme) => theme.supportsStyles },
  navigation: { parent: root, classic: blockOnly },
  navigationItem: { parent: backTo('wp_navigation'), classic: blockOnly },
  patterns: { parent: root, classic: () => true },
  patternItem: { parent: backTo('wp_block'), classic: () => true },
  templatePartItem: { parent: backTo('wp_template_part'), classic: blockOnly },
  templates: { parent: root, classic: blockOnly },
  templateItem: { parent: backTo('wp_template'), classic: blockOnly },
  pages: { parent: root, classic: blockOnly },
  pageItem: { parent: backTo('page'), classic: blockOnly },
  posts: { parent: root, classic: blockOnly },
  postItem: { parent: () => ({ path: '/post' }), classic: blockOnly },
  postTypeItem: { parent: root, classic: blockOnly },
};

/** The root of each app: the Design sidebar, or the post list in the posts-only app. */
export function isRootRoute(route: RouteMatch | undefined, mode: AppMode): boolean {
  return mode === 'posts' ? route?.name === 'posts' : route?.name === 'home';
}

export function parentOf(
  route: RouteMatch,
  query: EditorQuery,
  mode: AppMode,
): { path: string; query?: EditorQuery } {
  if (mode === 'posts') return { path: '/' };
  return rules[route.name].parent(route, query);
}

/** Block themes get every screen; classic themes only those their rule allows. */
export function isScreenSupported(route: RouteMatch, theme: ThemeTraits): boolean {
  return theme.isBlockTheme || rules[route.name].classic(theme);
}

/**
 * On small screens the site hub button leads to the Site Editor root when the user is deeper in
 * the editor and the theme has something to edit; otherwise to the dashboard.
 */
export function mobileHubTarget(path: string, theme: ThemeTraits): 'site-editor' | 'dashboard' {
  return path !== '/' && (theme.isBlockTheme || theme.supportsStyles) ? 'site-editor' : 'dashboard';
}

/** Design sidebar items, in order, for the theme (spec 2.3). */
export function designItems(theme: ThemeTraits): { id: string; path: string }[] {
  if (theme.isBlockTheme) {
    return [
      { id: 'navigation', path: '/navigation' },
      { id: 'styles', path: '/styles' },
      { id: 'pages', path: '/page' },
      { id: 'templates', path: '/template' },
      { id: 'patterns', path: '/pattern' },
    ];
  }
  return [
    ...(theme.supportsStyles ? [{ id: 'styles', path: '/stylebook' }] : []),
    { id: 'patterns', path: '/pattern' },
  ];
}
