// The record an item route names (spec 2.1), so the editor can tell a bad id from a real item:
// `/page/undefined`, `/post/abc` or `/wp_template/nonexistent` are not found (spec 8's notice),
// not a screen showing the host's raw error.
import type { RouteMatch, RouteName } from './routes';

export interface RouteItem {
  postType: string;
  id: string;
  /** Ask the host whether it exists (a screen that has its own missing state does not need it). */
  askHost: boolean;
}

interface ItemRule {
  postType: string;
  /** Ids of this type are whole numbers: anything else is not found without asking. */
  numeric: boolean;
  askHost: boolean;
}

const rules: Partial<Record<RouteName, ItemRule>> = {
  pageItem: { postType: 'page', numeric: true, askHost: true },
  postItem: { postType: 'post', numeric: true, askHost: true },
  // The menu screen says 'Navigation Menu missing.' itself (spec 2.8).
  navigationItem: { postType: 'wp_navigation', numeric: true, askHost: false },
  templateItem: { postType: 'wp_template', numeric: false, askHost: true },
  templatePartItem: { postType: 'wp_template_part', numeric: false, askHost: true },
};

const WHOLE_NUMBER = /^[1-9]\d*$/;

/**
 * The item a route opens, `'not-found'` when its id cannot name one, or undefined for a route
 * that is no single item (or one opened by name, as a theme pattern is).
 */
export function routeItem(route: RouteMatch): RouteItem | 'not-found' | undefined {
  const id = route.params.postId ?? '';
  if (route.name === 'patternItem') {
    // User patterns by id; theme patterns by name (spec 2.9), which only the pattern screen knows.
    return WHOLE_NUMBER.test(id) ? { postType: 'wp_block', id, askHost: true } : undefined;
  }
  const rule = rules[route.name];
  if (!rule) return undefined;
  if (id === '' || (rule.numeric && !WHOLE_NUMBER.test(id))) return 'not-found';
  return { postType: rule.postType, id, askHost: rule.askHost };
}

/** The record a route edits, for the save button (spec 4: the "current post"). */
export function routeEntity(
  route: RouteMatch,
  globalStylesId: string | undefined,
): { kind: string; name: string; key: string } | undefined {
  if (route.name === 'styles' || route.name === 'stylebook') {
    return globalStylesId ? { kind: 'root', name: 'globalStyles', key: globalStylesId } : undefined;
  }
  if (route.name === 'postTypeItem' && route.params.postType && route.params.postId) {
    return { kind: 'postType', name: route.params.postType, key: route.params.postId };
  }
  const item = routeItem(route);
  return item && item !== 'not-found'
    ? { kind: 'postType', name: item.postType, key: item.id }
    : undefined;
}
