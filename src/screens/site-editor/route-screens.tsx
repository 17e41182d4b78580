// What each route renders in the sidebar and the content area. Screens of later issues say
// plainly that they are not built yet.
import { type ComponentType, useEffect } from 'react';
import { __ } from '../../i18n';
import type { RouteName } from '../../routing/routes';
import { lazyScreen } from '../../ui/lazy-screen';
import { useStore } from '@nanostores/react';
import { $location } from '../../stores/router';
import { loadEntityRecords } from '../../stores';
import { postListQuery, viewForSlug } from '../../posts';
import { PostViewsSidebar } from '../post-list/views-sidebar';

type ScreenProps = { params: Record<string, string> };

interface RouteScreen {
  title: () => string;
  description?: () => string;
  /** Name of the content screen, for the "not built yet" statement. */
  content: () => string;
  /** The content screen, once built; loaded the first time its route opens. */
  Content?: ComponentType<ScreenProps>;
  /** What the sidebar shows under the title (a list's views). */
  Sidebar?: ComponentType<ScreenProps>;
}

// Each content screen is a chunk of its own: the first screen stays small.
const PostPreviewScreen = lazyScreen(() => import('../post-preview/post-preview-screen'));
const PatternsScreen = lazyScreen<ScreenProps>(() => import('../patterns/patterns-screen'));
const TemplatesScreen = lazyScreen<ScreenProps>(() => import('../templates/templates-screen'));
const PostListScreen = lazyScreen(() => import('../post-list/post-list-screen'));
// The list's first page is asked for while the screen's code loads, not after.
const listOf = (postType: string) =>
  function PostList() {
    const { activeView } = useStore($location).query;
    useEffect(() => {
      const { view } = viewForSlug(postType, activeView);
      loadEntityRecords('postType', postType, postListQuery(view, postType)).catch(() => {});
    }, [activeView]);
    return <PostListScreen postType={postType} />;
  };
// The views link to the list's own path: `/page`, `/post`, or `/` in the posts-only app.
const viewsOf = (postType: string) =>
  function PostViews() {
    const { path } = useStore($location);
    return <PostViewsSidebar postType={postType} listPath={path} />;
  };
const pagePreview = ({ params }: ScreenProps) => (
  <PostPreviewScreen postType="page" postId={params.postId ?? ''} />
);
const postPreview = ({ params }: ScreenProps) => (
  <PostPreviewScreen postType="post" postId={params.postId ?? ''} />
);

export const routeScreens: Record<RouteName, RouteScreen> = {
  home: { title: () => __('Design'), content: () => __('The site preview') },
  styles: { title: () => __('Styles'), content: () => __('Styles') },
  stylebook: { title: () => __('Styles'), content: () => __('The Style Book') },
  navigation: { title: () => __('Navigation'), content: () => __('Navigation') },
  navigationItem: { title: () => __('Navigation'), content: () => __('The navigation menu') },
  patterns: { title: () => __('Patterns'), content: () => __('Patterns'), Content: PatternsScreen },
  patternItem: { title: () => __('Patterns'), content: () => __('The pattern editor') },
  templatePartItem: { title: () => __('Patterns'), content: () => __('The template part editor') },
  templates: {
    title: () => __('Templates'),
    description: () =>
      __(
        'Create new templates, or reset any customizations made to the templates supplied by your theme.',
      ),
    content: () => __('Templates'),
    Content: TemplatesScreen,
  },
  templateItem: { title: () => __('Templates'), content: () => __('The template editor') },
  pages: {
    title: () => __('Pages'),
    content: () => __('Pages'),
    Content: listOf('page'),
    Sidebar: viewsOf('page'),
  },
  pageItem: {
    title: () => __('Pages'),
    content: () => __('The page editor'),
    Content: pagePreview,
  },
  posts: {
    title: () => __('Posts'),
    content: () => __('The post list'),
    Content: listOf('post'),
    Sidebar: viewsOf('post'),
  },
  postItem: {
    title: () => __('Posts'),
    content: () => __('The post editor'),
    Content: postPreview,
  },
  postTypeItem: { title: () => __('Design'), content: () => __('The item editor') },
};
