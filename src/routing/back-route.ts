// Where the editor returns after leaving the canvas, by post type (spec 2.2).
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
