// What each route renders in the sidebar and the content area. Screens of later issues say
// plainly that they are not built yet.
import { __ } from '../../i18n';
import type { RouteName } from '../../routing/routes';

interface RouteScreen {
  title: () => string;
  description?: () => string;
  /** Name of the content screen, for the "not built yet" statement. */
  content: () => string;
}

export const routeScreens: Record<RouteName, RouteScreen> = {
  home: { title: () => __('Design'), content: () => __('The site preview') },
  styles: { title: () => __('Styles'), content: () => __('Styles') },
  stylebook: { title: () => __('Styles'), content: () => __('The Style Book') },
  navigation: { title: () => __('Navigation'), content: () => __('Navigation') },
  navigationItem: { title: () => __('Navigation'), content: () => __('The navigation menu') },
  patterns: { title: () => __('Patterns'), content: () => __('Patterns') },
  patternItem: { title: () => __('Patterns'), content: () => __('The pattern editor') },
  templatePartItem: { title: () => __('Patterns'), content: () => __('The template part editor') },
  templates: {
    title: () => __('Templates'),
    description: () =>
      __(
        'Create new templates, or reset any customizations made to the templates supplied by your theme.',
      ),
    content: () => __('Templates'),
  },
  templateItem: { title: () => __('Templates'), content: () => __('The template editor') },
  pages: { title: () => __('Pages'), content: () => __('Pages') },
  pageItem: { title: () => __('Pages'), content: () => __('The page editor') },
  posts: { title: () => __('Posts'), content: () => __('The post list') },
  postItem: { title: () => __('Posts'), content: () => __('The post editor') },
  postTypeItem: { title: () => __('Design'), content: () => __('The item editor') },
};
