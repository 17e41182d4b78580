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
    // User patterns by id; theme patterns by name (spec 2.9), which their own screen finds.
    return themePatternName(route) === undefined
      ? { postType: 'wp_block', id, askHost: true }
      : undefined;
  }
  // The generic route (spec 2.1) reaches only post types without an item screen of their own
  // (`/attachment/63`, a type the host does not know): each type we show has its own route.
  if (route.name === 'postTypeItem') return 'not-found';
  const rule = rules[route.name];
  if (!rule) return undefined;
  if (id === '' || (rule.numeric && !WHOLE_NUMBER.test(id))) return 'not-found';
  return { postType: rule.postType, id, askHost: rule.askHost };
}

/**
 * The theme pattern a pattern route names (`/wp_block/meridian%2Fhero`): any id that is not a
 * user pattern's record id (spec 2.9: theme patterns go by name).
 */
export function themePatternName(route: RouteMatch): string | undefined {
  const id = route.params.postId ?? '';
  return route.name === 'patternItem' && !WHOLE_NUMBER.test(id) && id !== '' ? id : undefined;
}

/** The record a route edits, for the save button (spec 4: the "current post"). */
export function routeEntity(
  route: RouteMatch,
  globalStylesId: string | undefined,
): { kind: string; name: string; key: string } | undefined {
  if (route.name === 'styles' || route.name === 'stylebook') {
    return globalStylesId ? { kind: 'root', name: 'globalStyles', key: globalStylesId } : undefined;
  }
  const item = routeItem(route);
  return item && item !== 'not-found'
    ? { kind: 'postType', name: item.postType, key: item.id }
    : undefined;
}
