// What each route shows in the site editor's frame (spec 2.1, 2.3): the parent path its back
// button falls back to, and whether a classic theme may open it. Pure: the screens render it.
import { backRouteFor } from './back-route';
import { canvasMode, type EditorQuery } from './location';
import type { AppMode, RouteMatch, RouteName } from './routes';
import { parseStyleSection } from './style-sections';

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
  /** The capability a user needs to use it (spec 6: design editing needs edit_theme_options). */
  capability?: string;
}

const DESIGN = 'edit_theme_options';

const root = () => ({ path: '/' });
/** An item's list, with its query (spec 2.2's back routes, back-route.ts). */
const backTo = (postType: string) => () => backRouteFor(postType);
const blockOnly = () => false;

const rules: Record<RouteName, ScreenRule> = {
  home: { parent: root, classic: () => true },
  styles: { parent: root, classic: blockOnly, capability: DESIGN },
  stylebook: { parent: root, classic: (theme) => theme.supportsStyles, capability: DESIGN },
  navigation: { parent: root, classic: blockOnly, capability: DESIGN },
  navigationItem: { parent: backTo('wp_navigation'), classic: blockOnly, capability: DESIGN },
  // User patterns are posts of their own type: anyone who edits posts edits them.
  patterns: { parent: root, classic: () => true, capability: 'edit_posts' },
  patternItem: { parent: backTo('wp_block'), classic: () => true, capability: 'edit_posts' },
  templatePartItem: { parent: backTo('wp_template_part'), classic: blockOnly, capability: DESIGN },
  templates: { parent: root, classic: blockOnly, capability: DESIGN },
  templateItem: { parent: backTo('wp_template'), classic: blockOnly, capability: DESIGN },
  pages: { parent: root, classic: blockOnly, capability: 'edit_pages' },
  pageItem: { parent: backTo('page'), classic: blockOnly, capability: 'edit_pages' },
  posts: { parent: root, classic: blockOnly, capability: 'edit_posts' },
  postItem: { parent: backTo('post'), classic: blockOnly, capability: 'edit_posts' },
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

/**
 * The user's capabilities (`users/me`'s map): undefined while unknown, null when the host would
 * not say (the host still refuses what the user may not do).
 */
export type UserCapabilities = Record<string, boolean> | null | undefined;

/**
 * May the user use a screen (spec 6)? Undefined while their capabilities are unknown. A screen
 * they may not use is not offered, and opening it by its URL finds nothing.
 */
export function mayOpen(name: RouteName, capabilities: UserCapabilities): boolean | undefined {
  const { capability } = rules[name];
  if (!capability || capabilities === null) return true;
  if (capabilities === undefined) return undefined;
  return capabilities[capability] === true;
}

interface DesignItem {
  id: string;
  path: string;
  route: RouteName;
}

/** Design sidebar items, in order, for the theme (spec 2.3) and what the user may use (spec 6). */
export function designItems(theme: ThemeTraits, capabilities: UserCapabilities): DesignItem[] {
  const items: DesignItem[] = theme.isBlockTheme
    ? [
        { id: 'navigation', path: '/navigation', route: 'navigation' },
        { id: 'styles', path: '/styles', route: 'styles' },
        { id: 'pages', path: '/page', route: 'pages' },
        { id: 'templates', path: '/template', route: 'templates' },
        { id: 'patterns', path: '/pattern', route: 'patterns' },
      ]
    : [
        ...(theme.supportsStyles
          ? [{ id: 'styles', path: '/stylebook', route: 'stylebook' as const }]
          : []),
        { id: 'patterns', path: '/pattern', route: 'patterns' },
      ];
  return items.filter((item) => mayOpen(item.route, capabilities) === true);
}

/** Below the desktop breakpoint the editor shows one of its two areas at a time. */
export type MobileArea = 'sidebar' | 'content';

/**
 * Which area a small screen shows for a route (spec 2.3, 9; as WordPress's site editor on a
 * phone): a screen's content once it is built and there is something to show, else its sidebar.
 * The Design root is a sidebar (in edit mode, the canvas); the patterns page shows its content
 * only once a category is chosen when its sidebar offers categories (spec 2.9). The content's
 * Back returns to the sidebar.
 */
export function mobileArea(
  route: RouteMatch,
  query: EditorQuery,
  built: { content: boolean; sidebar: boolean },
): MobileArea {
  if (!built.content) return 'sidebar';
  // The home edits the front page's template in the canvas's edit mode (spec 2.2, 2.3).
  if (route.name === 'home') return canvasMode(query) === 'edit' ? 'content' : 'sidebar';
  if (route.name === 'patterns' && built.sidebar && !query.categoryId) return 'sidebar';
  return 'content';
}

/**
 * Whether a route's edit canvas (spec 2.2) is the template that renders the front page, edited in
 * place: the home's, and the Styles' (`/styles?canvas=edit`, the Styles beside the canvas, which
 * the Style Book or a revision's preview may take the place of: `stylesCoverCanvas`).
 */
export function editsFrontPage(route: RouteMatch): boolean {
  return route.name === 'home' || route.name === 'styles';
}

/**
 * What the Styles show in the edit canvas's place (issue 33 item 17, as WordPress 7.1's site
 * editor): the Style Book while it is on, the chosen revision's preview while the revisions are
 * open; the canvas is only hidden meanwhile, its unsaved edits kept.
 */
export function stylesCoverCanvas(
  route: RouteMatch,
  query: EditorQuery,
): 'stylebook' | 'revisions' | undefined {
  if (route.name !== 'styles' || canvasMode(query) !== 'edit') return undefined;
  if (parseStyleSection(query.section).screen === 'revisions') return 'revisions';
  return query.preview === 'stylebook' ? 'stylebook' : undefined;
}
