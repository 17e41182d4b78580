// Where the editor returns after leaving the canvas, by post type (spec 2.2).
import { routeItem } from './items';
import type { RouteMatch } from './routes';
export interface BackRoute {
  path: string;
  query?: Record<string, string>;
}

const backRoutes: Record<string, BackRoute> = {
  wp_navigation: { path: '/navigation' },
  wp_block: { path: '/pattern', query: { postType: 'wp_block' } },
  wp_template_part: { path: '/pattern', query: { postType: 'wp_template_part' } },
  wp_template: { path: '/template' },
  page: { path: '/page' },
  post: { path: '/' },
};

/** The back route for a post type; an unknown post type is an error. */
export function backRouteFor(postType: string): BackRoute {
  const route = backRoutes[postType];
  if (!route) throw new Error(`No back route for the post type "${postType}".`);
  return route;
}

/**
 * Where the canvas's Back goes (spec 2.2, as WordPress 7.1 does): from an item, its list by post
 * type, in one step; undefined elsewhere (the home, the Styles), where leaving the canvas stays
 * on the screen without it.
 */
export function canvasBackRoute(route: RouteMatch | undefined): BackRoute | undefined {
  const item = route && routeItem(route);
  return item && item !== 'not-found' ? backRouteFor(item.postType) : undefined;
}
