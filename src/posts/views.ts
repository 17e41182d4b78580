// The views in the sidebar of the page and post lists (spec 2.11, 4): All items and one view per
// status, each a serialisable data-view `View`. Pages are hierarchical, so their lists start by
// title with levels shown (the peer's default); posts start newest first, as a blog reads.
import type { LayoutType, View } from '../data-view/types';
import { sprintf } from '../i18n/sprintf';
import { __ } from '../i18n/translate';
import { namesCustomView } from './custom-views';

export type PostListViewSlug =
  | 'all'
  | 'published'
  | 'future'
  | 'drafts'
  | 'pending'
  | 'private'
  | 'trash';

/** Spec 4: what "all" means. Every status but trash, sorted as the host lists them. */
export const DEFAULT_STATUSES: readonly string[] = [
  'draft',
  'future',
  'pending',
  'private',
  'publish',
];

/** Spec 9: page size in lists. */
export const POST_LIST_PER_PAGE = 20;

export interface PostListView {
  slug: PostListViewSlug;
  title: string;
  view: View;
}

/** Post types whose items have parents, so the list can show levels. */
export function isHierarchicalPostType(postType: string): boolean {
  return postType === 'page';
}

/**
 * The defaults the data view applies when the user switches to a layout (spec 4: a layout change
 * drops the old layout's settings and applies the new one's). Pass to `changeLayout`.
 */
export function defaultLayouts(_postType: string): Record<LayoutType, Partial<View>> {
  return {
    table: { layout: { styles: { author: { width: '1%' } } } },
    grid: { showMedia: true },
    list: {},
  };
}

function baseView(postType: string): View {
  const hierarchical = isHierarchicalPostType(postType);
  return {
    type: 'list',
    search: '',
    page: 1,
    perPage: POST_LIST_PER_PAGE,
    sort: hierarchical
      ? { field: 'title', direction: 'asc' }
      : { field: 'date', direction: 'desc' },
    ...(hierarchical ? { showLevels: true } : {}),
    filters: [],
    titleField: 'title',
    mediaField: 'featured_media',
    fields: ['author', 'status', 'date'],
  };
}

// One status per view, in sidebar order; `undefined` is All items (the default statuses).
const STATUS_VIEWS: ReadonlyArray<{
  slug: PostListViewSlug;
  status?: string;
  title: () => string;
}> = [
  { slug: 'all', title: () => __('All items') },
  { slug: 'published', status: 'publish', title: () => __('Published') },
  { slug: 'future', status: 'future', title: () => __('Scheduled') },
  { slug: 'drafts', status: 'draft', title: () => __('Drafts') },
  { slug: 'pending', status: 'pending', title: () => __('Pending') },
  { slug: 'private', status: 'private', title: () => __('Private') },
  { slug: 'trash', status: 'trash', title: () => __('Trash') },
];

/** The status a view lists, or undefined for All items. */
export function statusOfView(slug: PostListViewSlug): string | undefined {
  return STATUS_VIEWS.find((entry) => entry.slug === slug)?.status;
}

/** The sidebar's views, in order; fresh objects on every call (callers may keep and edit them). */
export function postListViews(postType: string): PostListView[] {
  return STATUS_VIEWS.map(({ slug, status, title }) => {
    const view = baseView(postType);
    if (status) view.filters = [{ field: 'status', operator: 'isAny', value: [status] }];
    // Spec 4: the Trash view uses the table layout.
    if (slug === 'trash') Object.assign(view, defaultLayouts(postType).table, { type: 'table' });
    return { slug, title: title(), view };
  });
}

export function isPostListViewSlug(slug: string | undefined): slug is PostListViewSlug {
  return STATUS_VIEWS.some((entry) => entry.slug === slug);
}

/** The view named by the URL's `activeView`; All items when it is absent or unknown. */
export function viewForSlug(postType: string, slug: string | undefined): PostListView {
  const views = postListViews(postType);
  return views.find((entry) => entry.slug === slug) ?? (views[0] as PostListView);
}

/**
 * Spec 8: 'Unknown status for {filter}', when the URL's `activeView` names no view: neither a
 * built-in one nor a custom view (spec 2.2's `isCustom`). Undefined when it names one, or none
 * (All items). An id-shaped custom view that is missing or not enabled is not this case.
 */
export function unknownViewMessage(
  activeView: string | undefined,
  isCustom: string | undefined,
): string | undefined {
  if (!activeView || isPostListViewSlug(activeView) || namesCustomView(activeView, isCustom)) {
    return undefined;
  }
  return sprintf(__('Unknown status for %s'), activeView);
}
