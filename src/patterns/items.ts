// What the Patterns page lists (spec 2.9, 3, 4): one item shape for theme patterns, user patterns
// and template parts, the sync status rule, the filters each list offers, which items open on
// click, and the view's defaults and location rules.
import type { Field, FieldElement, LayoutType, View } from '../data-view/types';
import { __, _x } from '../i18n/translate';

/** Theme patterns are 'pattern'; user patterns are wp_block records. */
export const THEME_PATTERN = 'pattern';
export const USER_PATTERN = 'wp_block';
export const TEMPLATE_PART = 'wp_template_part';
export type PatternItemType = typeof THEME_PATTERN | typeof USER_PATTERN | typeof TEMPLATE_PART;

/** The filter's values: 'fully' (Synced) and 'unsynced' (Not synced). */
export type SyncStatus = 'fully' | 'unsynced';

export const SYNC_STATUS_FIELD = 'sync-status';
export const AUTHOR_FIELD = 'author';

export interface PatternItem {
  /** Unique in a list: `{type}:{id}`. */
  key: string;
  /** What the item's URL names: the record id, or a theme pattern's name (spec 2.9). */
  id: string;
  type: PatternItemType;
  /** A theme pattern's name, a user pattern's or part's slug. */
  name: string;
  title: string;
  content: string;
  description: string;
  status?: string | undefined;
  syncStatus: SyncStatus;
  /** Theme patterns: their category names. */
  categories: string[];
  /** User patterns: their wp_pattern_category term ids. */
  termIds: number[];
  /** Template parts: their area. */
  area?: string | undefined;
  author?: number | undefined;
  authorText?: string | undefined;
  /** 'theme', 'plugin', 'site' or 'user' (spec 3). */
  originalSource?: string | undefined;
  /** 'custom' when the user made or customised the part. */
  source?: string | undefined;
  hasThemeFile?: boolean | undefined;
  viewportWidth?: number | undefined;
  /**
   * The methods the user may call on the record, when the host said (WordPress 6.7+: its self
   * link's `targetHints.allow`); unknown otherwise, and asked for.
   */
  allow?: readonly string[] | undefined;
}

/** A registered pattern as `/wp/v2/block-patterns/patterns` gives it. */
export interface ThemePatternRecord {
  name: string;
  title: string;
  content: string;
  description?: string;
  viewport_width?: number | null;
  inserter?: boolean;
  categories?: string[];
  keywords?: string[];
  source?: string;
  /** The template types it is meant for (a new template of one offers it to start from). */
  template_types?: string[] | null;
}

type Text = { raw?: string; rendered?: string } | string | undefined;
type RestRecord = Record<string, unknown>;

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  const object = value as Exclude<Text, string>;
  return object?.raw ?? object?.rendered ?? '';
}

const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The self link's `targetHints.allow`, upper-cased; undefined when the host gives none. */
export function allowedMethods(record: RestRecord): string[] | undefined {
  const links = record._links as
    | { self?: Array<{ targetHints?: { allow?: unknown } }> }
    | undefined;
  const allow = links?.self?.[0]?.targetHints?.allow;
  return Array.isArray(allow) ? allow.map((method) => String(method).toUpperCase()) : undefined;
}

/**
 * Spec 3: a user pattern is Synced unless its sync status is 'unsynced' (missing, '' and the old
 * 'partial' all read as synced); every other item is Not synced. WordPress 6.3+ answers the
 * status at the top level (taken out of `meta`); an older host in `meta`: either counts.
 */
export function syncStatusOf(record: RestRecord, type: PatternItemType): SyncStatus {
  if (type !== USER_PATTERN) return 'unsynced';
  const meta = record.meta as RestRecord | undefined;
  const status = record.wp_pattern_sync_status ?? meta?.wp_pattern_sync_status;
  return status === 'unsynced' ? 'unsynced' : 'fully';
}

export function themePatternItem(pattern: ThemePatternRecord): PatternItem {
  return {
    key: `${THEME_PATTERN}:${pattern.name}`,
    id: pattern.name,
    type: THEME_PATTERN,
    name: pattern.name,
    title: pattern.title,
    content: pattern.content,
    description: pattern.description ?? '',
    syncStatus: 'unsynced',
    categories: pattern.categories ?? [],
    termIds: [],
    viewportWidth: pattern.viewport_width ?? undefined,
  };
}

export function userPatternItem(record: RestRecord): PatternItem {
  const terms = Array.isArray(record.wp_pattern_category) ? record.wp_pattern_category : [];
  return {
    key: `${USER_PATTERN}:${record.id}`,
    id: String(record.id),
    type: USER_PATTERN,
    name: optionalString(record.slug) ?? '',
    title: text(record.title),
    content: text(record.content),
    description: text(record.excerpt),
    status: optionalString(record.status),
    syncStatus: syncStatusOf(record, USER_PATTERN),
    categories: [],
    termIds: terms.map(Number).filter(Number.isInteger),
    author: typeof record.author === 'number' ? record.author : undefined,
    allow: allowedMethods(record),
  };
}

export function templatePartItem(record: RestRecord): PatternItem {
  return {
    key: `${TEMPLATE_PART}:${record.id}`,
    id: String(record.id),
    type: TEMPLATE_PART,
    name: optionalString(record.slug) ?? '',
    title: text(record.title),
    content: text(record.content),
    description: text(record.description),
    status: optionalString(record.status),
    syncStatus: 'unsynced',
    categories: [],
    termIds: [],
    area: optionalString(record.area) ?? 'uncategorized',
    author: typeof record.author === 'number' ? record.author : undefined,
    authorText: optionalString(record.author_text),
    originalSource: optionalString(record.original_source),
    source: optionalString(record.source),
    hasThemeFile: record.has_theme_file === true,
    allow: allowedMethods(record),
  };
}

// WordPress's own patterns and the pattern directory's are for the inserter, not the site's
// pattern library, as in WordPress's Patterns page.
const EXCLUDED_SOURCES = new Set(['core', 'pattern-directory/core', 'pattern-directory/featured']);

/**
 * The theme patterns the page lists: not hidden from the inserter, not WordPress's or the
 * directory's, each name once (the first registration wins).
 */
export function listedThemePatterns<P extends ThemePatternRecord>(patterns: readonly P[]): P[] {
  const seen = new Set<string>();
  return patterns.filter((pattern) => {
    if (pattern.inserter === false || EXCLUDED_SOURCES.has(pattern.source ?? '')) return false;
    if (seen.has(pattern.name)) return false;
    seen.add(pattern.name);
    return true;
  });
}

/** The badge and filter labels of spec 3. */
export function syncStatusLabel(status: SyncStatus): string {
  return status === 'unsynced'
    ? _x('Not synced', 'pattern (singular)')
    : _x('Synced', 'pattern (singular)');
}

/** The sync-status filter's choices. */
export function syncStatusElements(): FieldElement[] {
  return (['fully', 'unsynced'] as const).map((value) => ({
    value,
    label: syncStatusLabel(value),
  }));
}

/** The author filter's choices for template parts: each author text once, in list order. */
export function authorElements(items: readonly PatternItem[]): FieldElement[] {
  const texts = new Set<string>();
  for (const item of items) if (item.authorText) texts.add(item.authorText);
  return [...texts].map((value) => ({ value, label: value }));
}

/**
 * The fields the lists sort, search and filter by (the screen adds the preview, which renders).
 * Patterns filter by sync status; template parts by author.
 */
export function patternListFields(
  postType: string,
  items: readonly PatternItem[],
): Field<PatternItem>[] {
  const title: Field<PatternItem> = {
    id: 'title',
    label: __('Title'),
    type: 'text',
    enableGlobalSearch: true,
    enableHiding: false,
    getValue: ({ item }) => item.title || __('(no title)'),
  };
  if (postType === TEMPLATE_PART) {
    return [
      title,
      {
        id: AUTHOR_FIELD,
        label: __('Author'),
        elements: authorElements(items),
        filterBy: { isPrimary: true },
        enableSorting: false,
        getValue: ({ item }) => item.authorText ?? '',
      },
    ];
  }
  return [
    title,
    {
      id: SYNC_STATUS_FIELD,
      label: __('Sync status'),
      elements: syncStatusElements(),
      filterBy: { operators: ['is'], isPrimary: true },
      enableSorting: false,
      getValue: ({ item }) => item.syncStatus,
    },
  ];
}

/** Spec 2.9: theme patterns do not open; neither does anything in the trash (it has no Edit). */
export function isPatternClickable(item: Pick<PatternItem, 'type' | 'status'>): boolean {
  return item.type !== THEME_PATTERN && item.status !== 'trash';
}

/**
 * Spec 2.9: where clicking an item, its Edit action, or creating it goes:
 * `/{type}/{id or name}?canvas=edit` (a theme pattern's name, else the record's id).
 */
export function patternItemPath(item: Pick<PatternItem, 'type' | 'id'>): string {
  return `/${item.type}/${encodeURIComponent(item.id)}?canvas=edit`;
}

/** A new user pattern as the host takes it (WordPress reads the sync status from `meta`). */
export interface NewPatternRecord {
  title: string;
  content: string;
  status: 'publish';
  meta?: { wp_pattern_sync_status: 'unsynced' };
  wp_pattern_category?: number[];
}

/** Spec 7: a new pattern is published; only Not synced is written (synced is the default). */
export function newPatternRecord(pattern: {
  title: string;
  content: string;
  syncStatus?: SyncStatus | undefined;
  categoryIds?: readonly number[] | undefined;
}): NewPatternRecord {
  const record: NewPatternRecord = {
    title: pattern.title,
    content: pattern.content,
    status: 'publish',
  };
  if (pattern.syncStatus === 'unsynced') record.meta = { wp_pattern_sync_status: 'unsynced' };
  if (pattern.categoryIds?.length) record.wp_pattern_category = [...pattern.categoryIds];
  return record;
}

/** Narrows a list to one sync status (the view's sync-status filter); none keeps all. */
export function withSyncStatus<T extends Pick<PatternItem, 'syncStatus'>>(
  items: readonly T[],
  status: SyncStatus | undefined,
): T[] {
  return status ? items.filter((item) => item.syncStatus === status) : [...items];
}

/** Spec 4: the patterns view's defaults. */
export const DEFAULT_PATTERNS_VIEW: Readonly<View> = Object.freeze({
  type: 'grid',
  search: '',
  page: 1,
  perPage: 20,
  titleField: 'title',
  mediaField: 'preview',
  fields: [SYNC_STATUS_FIELD],
  filters: [],
  layout: { badgeFields: [SYNC_STATUS_FIELD] },
});

/** Spec 4: what each layout starts with (for `changeLayout`): table gives author 1%. */
export const PATTERNS_DEFAULT_LAYOUTS: Readonly<Partial<Record<LayoutType, Partial<View>>>> = {
  table: { layout: { styles: { [AUTHOR_FIELD]: { width: '1%' } } } },
  grid: { layout: { badgeFields: [SYNC_STATUS_FIELD] } },
  list: {},
};

/** Where the Patterns page is: `postType` and `categoryId` of its URL. */
export interface PatternsLocation {
  postType?: string | undefined;
  categoryId?: string | undefined;
}

/**
 * Spec 4: changing category or post type goes back to page 1; a list of another post type keeps
 * no filter of the old one (parts filter by author, patterns by sync status).
 */
export function viewForLocation(view: View, from: PatternsLocation, to: PatternsLocation): View {
  const typeChanged = (from.postType ?? USER_PATTERN) !== (to.postType ?? USER_PATTERN);
  if (!typeChanged && from.categoryId === to.categoryId) return view;
  const next: View = { ...view, page: 1 };
  if (typeChanged) next.filters = [];
  return next;
}

/** The value of the view's sync-status filter, if one is set. */
export function syncStatusFilter(view: View): SyncStatus | undefined {
  const value = view.filters?.find((filter) => filter.field === SYNC_STATUS_FIELD)?.value;
  return value === 'fully' || value === 'unsynced' ? value : undefined;
}

/**
 * Spec 4: filters are cleared for non-template-part types before sorting and paging: patterns
 * are narrowed by category and sync status first (`patternsInCategory`), so the view's filters
 * must not apply twice.
 */
export function viewForPaging(view: View, postType: string | undefined): View {
  return postType === TEMPLATE_PART ? view : { ...view, filters: [] };
}
