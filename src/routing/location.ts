// The editor's location lives in the host page's query string: `?p=/styles&canvas=edit`.
// Only the editor's own keys are read and written; the host's own parameters (for example
// `page=my-plugin` on a PHP admin page) are kept untouched, and the page's path never changes.

/** Query keys the editor owns besides `p` (spec 2.1, 2.2). */
export const editorQueryKeys = [
  'canvas',
  'focusMode',
  'wp_theme_preview',
  'activeView',
  'layout',
  'postId',
  'quickEdit',
  'isCustom',
  'preview',
  'section',
  'postType',
  'categoryId',
] as const;

export type EditorQuery = Partial<Record<(typeof editorQueryKeys)[number], string>>;

export interface EditorLocation {
  path: string;
  query: EditorQuery;
}

const ownKeys = new Set<string>(['p', ...editorQueryKeys]);

/** Reads the editor location out of a search string. */
export function readLocation(search: string): EditorLocation {
  const params = new URLSearchParams(search);
  const query: EditorQuery = {};
  for (const key of editorQueryKeys) {
    const value = params.get(key);
    if (value !== null) query[key] = value;
  }
  return { path: normalisePath(params.get('p')), query };
}

/**
 * The search string for a new location: host parameters first and unchanged, then `p`, then the
 * editor's query. The theme being previewed is kept on navigation unless the caller sets it.
 */
export function writeLocation(currentSearch: string, next: EditorLocation): string {
  const current = new URLSearchParams(currentSearch);
  const params = new URLSearchParams();
  for (const [key, value] of current) if (!ownKeys.has(key)) params.append(key, value);
  const path = normalisePath(next.path);
  if (path !== '/' || Object.keys(next.query).length > 0) params.set('p', path);
  const preview = current.get('wp_theme_preview');
  const query: EditorQuery = { ...next.query };
  if (preview && !('wp_theme_preview' in next.query)) query.wp_theme_preview = preview;
  for (const key of editorQueryKeys) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `view` unless the query asks for the full-canvas edit mode. */
export function canvasMode(query: EditorQuery): 'view' | 'edit' {
  return query.canvas === 'edit' ? 'edit' : 'view';
}

/**
 * Whether an item is in edit mode (spec 2.2): the query asks for it, the item is loaded, and it is
 * not in the trash (a trashed item is shown, never edited).
 */
export function inEditMode(query: EditorQuery, item: { status?: unknown } | undefined): boolean {
  return canvasMode(query) === 'edit' && !!item && item.status !== 'trash';
}

/** The selected ids of a list (`postId` may be comma-separated for multiple selection). */
export function selectedIds(query: EditorQuery): string[] {
  return query.postId ? query.postId.split(',').filter(Boolean) : [];
}

/**
 * Drops selected ids that are no longer in the list; when none is left, `postId` is removed
 * from the query altogether (spec 2.2). Returns the same object when nothing changes.
 */
export function pruneSelection(
  query: EditorQuery,
  presentIds: Iterable<string | number>,
): EditorQuery {
  const selected = selectedIds(query);
  if (selected.length === 0) return query;
  const present = new Set(Array.from(presentIds, String));
  const kept = selected.filter((id) => present.has(id));
  if (kept.length === selected.length) return query;
  const { postId: _dropped, ...rest } = query;
  return kept.length > 0 ? { ...rest, postId: kept.join(',') } : rest;
}

/** A `p` value with a leading slash and no trailing slash; empty means the root. */
export function normalisePath(path: string | null | undefined): string {
  if (!path) return '/';
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.replace(/(.)\/+$/, '$1');
}

const LAYOUTS = ['table', 'grid', 'list'] as const;

/** The list layout the URL asks for (spec 2.2's `layout`), if it names one. */
export function queryLayout(query: EditorQuery): (typeof LAYOUTS)[number] | undefined {
  return LAYOUTS.find((layout) => layout === query.layout);
}

/** A list's view in the layout the URL asks for: `/page`, `/template` and `/pattern` alike. */
export function withQueryLayout<View extends { type: string }>(
  view: View,
  query: EditorQuery,
): View {
  const layout = queryLayout(query);
  return layout && layout !== view.type ? { ...view, type: layout } : view;
}
