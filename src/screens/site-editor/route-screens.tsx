// What each route renders in the sidebar and the content area. Screens of later issues say
// plainly that they are not built yet.
import { type ComponentType, useEffect, useState } from 'react';
import { __ } from '../../i18n';
import { themePatternName } from '../../routing/items';
import type { RouteName } from '../../routing/routes';
import { lazyScreen } from '../../ui/lazy-screen';
import { afterPaint, whenIdle } from '../../ui/scheduling';
import { useStore } from '@nanostores/react';
import { $location } from '../../stores/router';
import { loadEntityRecord, loadEntityRecords } from '../../stores';
import { POST_AUTHORS_QUERY, viewForSlug } from '../../posts';
import { preloadPostList } from '../../stores/post-list-preload';
import { PostViewsSidebar } from '../post-list/views-sidebar';

type ScreenProps = { params: Record<string, string> };

/** Early loading fails quietly: the screen meets the failure again, and says so, as it renders. */
const ignore = () => {};

interface RouteScreen {
  title: () => string;
  description?: () => string;
  /** Name of the content screen, for the "not built yet" statement. */
  content: () => string;
  /** The content screen, once built; loaded the first time its route opens. */
  Content?: ComponentType<ScreenProps>;
  /** What the sidebar shows under the title (a list's views, an item's details). */
  Sidebar?: ComponentType<ScreenProps>;
  /** The sidebar is only beside a wide screen's content (an item's): a small screen's Back leaves. */
  sidebarBesideOnly?: boolean;
  /**
   * Starts loading the screen's code and first data as soon as its route is known, while the
   * editor still waits for the site's theme (called again when the route's query changes).
   */
  preload?: (query: Record<string, string>, root: Document | ShadowRoot) => void;
}

// Each content screen is a chunk of its own: the first screen stays small. The lists' screens
// ask for the data view's chunk alongside their own, which would otherwise be found only once
// theirs had arrived and been read.
const withDataView = <Module,>(screen: Promise<Module>) =>
  Promise.all([import('../data-view/data-view'), screen]).then(([, module]) => module);
const ItemCanvas = lazyScreen(() => import('../canvas/item-canvas'));
const NavigationRoute = lazyScreen<ScreenProps>(() => import('../navigation/navigation-route'));
const PatternsScreen = lazyScreen<ScreenProps>(() =>
  withDataView(import('../patterns/patterns-screen')),
);
const TemplatesScreen = lazyScreen<ScreenProps>(() =>
  withDataView(import('../templates/templates-screen')),
);
// The two sidebars read their host data (categories, authors): each comes in its screen's chunk
// (a chunk of its own would split the stores it shares with other screens into more chunks).
const PatternsSidebar = lazyScreen<ScreenProps>(() =>
  import('../patterns/patterns-screen').then((module) => ({ default: module.PatternsSidebar })),
);
const TemplatesSidebar = lazyScreen<ScreenProps>(() =>
  import('../templates/templates-screen').then((module) => ({ default: module.TemplatesSidebar })),
);
/** The home's site preview in the resizable canvas, and its edit mode (the front page's template). */
const HomeCanvas = lazyScreen<ScreenProps>(() => import('../canvas/home-canvas'));
const StylesScreen = lazyScreen<ScreenProps>(() => import('../styles/styles-screen'));
const StyleBookRoute = lazyScreen<ScreenProps>(() => import('../style-book/style-book-route'));
const PostListScreen = lazyScreen(() => withDataView(import('../post-list/post-list-screen')));
/**
 * A screen of previews: its code, and the first preview frames made in the element's root while
 * the screen loads (making a frame is most of a preview's cost: see block-preview/frame-pool).
 */
const withPreviews =
  (screen: { preload: () => void }) =>
  (_query: Record<string, string>, root: Document | ShadowRoot) => {
    screen.preload();
    import('../block-preview/frame-pool').then(({ warmFrames }) => warmFrames(root, []), ignore);
  };
/**
 * A screen whose code starts loading only once the page has painted what it shows first and is
 * idle: for content beside the first screen, which must not hold it up or weigh on it.
 */
function afterFirstScreen(Screen: ComponentType<ScreenProps>) {
  return function Deferred(props: ScreenProps) {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      let cancel = () => {};
      let live = true;
      void afterPaint().then(() => {
        if (live) cancel = whenIdle(() => setReady(true), 200);
      });
      return () => {
        live = false;
        cancel();
      };
    }, []);
    return ready ? <Screen {...props} /> : null;
  };
}
const listOf = (postType: string) =>
  function PostList() {
    return <PostListScreen postType={postType} />;
  };
/**
 * The list's code, its first page, its authors and its post type (labels, Add new), asked for
 * together while the editor starts: the list then renders once, with all it shows.
 */
const preloadList =
  (postType: string) =>
  ({ activeView }: Record<string, string>) => {
    PostListScreen.preload();
    const { view } = viewForSlug(postType, activeView);
    preloadPostList(postType, view);
    loadEntityRecords('root', 'user', POST_AUTHORS_QUERY).catch(ignore);
    loadEntityRecord('root', 'postType', postType).catch(ignore);
  };
// The views link to the list's own path: `/page`, `/post`, or `/` in the posts-only app.
const viewsOf = (postType: string) =>
  function PostViews() {
    const { path } = useStore($location);
    return <PostViewsSidebar postType={postType} listPath={path} />;
  };
/** A theme pattern by its name (`/wp_block/<name>`): the theme's, shown, never edited. */
const ThemePatternItem = lazyScreen<{ name: string }>(
  () => import('../patterns/theme-pattern-item'),
);
/** A pattern route: a user pattern in the canvas, or a theme pattern by name (spec 2.9). */
function PatternItem({ params }: ScreenProps) {
  const name = themePatternName({ name: 'patternItem', params });
  return name === undefined ? (
    <ItemCanvas postType="wp_block" postId={params.postId ?? ''} />
  ) : (
    <ThemePatternItem name={name} />
  );
}
/** An item's title, actions and details beside its view (screens/item-details, a chunk). */
const ItemDetails = lazyScreen<{ postType: string; postId: string }>(
  () => import('../item-details/item-details'),
);
const detailsOf = (postType: string) =>
  function Details({ params }: ScreenProps) {
    return <ItemDetails postType={postType} postId={params.postId ?? ''} />;
  };
/** A pattern's details; a theme pattern by name has none of a record's (it is shown only). */
function PatternDetails({ params }: ScreenProps) {
  if (themePatternName({ name: 'patternItem', params }) !== undefined) return null;
  return <ItemDetails postType="wp_block" postId={params.postId ?? ''} />;
}
/** An item in the canvas: view mode, or edit mode with `canvas=edit` (spec 2.2). */
const canvasOf = (postType?: string) =>
  function Item({ params }: ScreenProps) {
    return <ItemCanvas postType={postType ?? params.postType ?? ''} postId={params.postId ?? ''} />;
  };

export const routeScreens: Record<RouteName, RouteScreen> = {
  home: {
    title: () => __('Design'),
    content: () => __('The site preview'),
    // After the Design sidebar is shown: it is the first screen, the preview fills in beside it.
    Content: afterFirstScreen(HomeCanvas),
  },
  styles: {
    title: () => __('Styles'),
    content: () => __('Styles'),
    Content: StylesScreen,
    preload: withPreviews(StylesScreen),
  },
  stylebook: {
    title: () => __('Styles'),
    content: () => __('The Style Book'),
    Content: StyleBookRoute,
    preload: withPreviews(StyleBookRoute),
  },
  navigation: {
    title: () => __('Navigation'),
    content: () => __('Navigation'),
    Content: NavigationRoute,
    preload: NavigationRoute.preload,
  },
  navigationItem: {
    title: () => __('Navigation'),
    content: () => __('The navigation menu'),
    Content: NavigationRoute,
    preload: NavigationRoute.preload,
  },
  patterns: {
    title: () => __('Patterns'),
    content: () => __('Patterns'),
    Content: PatternsScreen,
    Sidebar: PatternsSidebar,
    preload: (query, root) => {
      PatternsSidebar.preload();
      withPreviews(PatternsScreen)(query, root);
    },
  },
  patternItem: {
    title: () => __('Patterns'),
    content: () => __('The pattern editor'),
    Content: PatternItem,
    Sidebar: PatternDetails,
    sidebarBesideOnly: true,
    preload: ItemCanvas.preload,
  },
  templatePartItem: {
    title: () => __('Patterns'),
    content: () => __('The template part editor'),
    Content: canvasOf('wp_template_part'),
    Sidebar: detailsOf('wp_template_part'),
    sidebarBesideOnly: true,
    preload: ItemCanvas.preload,
  },
  templates: {
    title: () => __('Templates'),
    description: () =>
      __(
        'Create new templates, or reset any customizations made to the templates supplied by your theme.',
      ),
    content: () => __('Templates'),
    Content: TemplatesScreen,
    Sidebar: TemplatesSidebar,
    preload: (query, root) => {
      TemplatesSidebar.preload();
      withPreviews(TemplatesScreen)(query, root);
    },
  },
  templateItem: {
    title: () => __('Templates'),
    content: () => __('The template editor'),
    Content: canvasOf('wp_template'),
    Sidebar: detailsOf('wp_template'),
    sidebarBesideOnly: true,
    preload: ItemCanvas.preload,
  },
  pages: {
    title: () => __('Pages'),
    content: () => __('Pages'),
    Content: listOf('page'),
    Sidebar: viewsOf('page'),
    preload: preloadList('page'),
  },
  pageItem: {
    title: () => __('Pages'),
    content: () => __('The page editor'),
    Content: canvasOf('page'),
    Sidebar: detailsOf('page'),
    sidebarBesideOnly: true,
    preload: ItemCanvas.preload,
  },
  posts: {
    title: () => __('Posts'),
    content: () => __('The post list'),
    Content: listOf('post'),
    Sidebar: viewsOf('post'),
    preload: preloadList('post'),
  },
  postItem: {
    title: () => __('Posts'),
    content: () => __('The post editor'),
    Content: canvasOf('post'),
    Sidebar: detailsOf('post'),
    sidebarBesideOnly: true,
    preload: ItemCanvas.preload,
  },
  postTypeItem: {
    title: () => __('Design'),
    content: () => __('The item editor'),
    Content: canvasOf(),
    preload: ItemCanvas.preload,
  },
};

let preloaded: { screen: RouteScreen; activeView: string | undefined } | undefined;

/**
 * Starts a route's screen code and first data loading: once per screen and active view, whether
 * the element asks as it enters the page or the shell as it renders the route.
 */
export function preloadRoute(
  name: RouteName,
  query: Record<string, string>,
  root: Document | ShadowRoot,
): void {
  const screen = routeScreens[name];
  if (preloaded?.screen === screen && preloaded.activeView === query.activeView) return;
  preloaded = { screen, activeView: query.activeView };
  screen.preload?.(query, root);
}

/**
 * The code of the screen the Design sidebar most often opens next (the page list): fetched as
 * the pointer comes over its item or focus reaches it, so a click then waits mostly for its data.
 * Not before: the first screen stays small (fetching it when idle made the page load 31 KB more).
 */
export function prefetchDesignScreens(): void {
  PostListScreen.preload();
}
