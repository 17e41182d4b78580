// Custom views of the page and post lists (spec 3, 7; behind the customViews experiment): a view
// the user names and shapes is a wp_dataviews record whose content is the view as JSON, grouped
// by a wp_dataviews_type term named after the post type. This is the pure part: what is sent to
// the host, and how stored content turns back into a view. The content is user data that may
// come from another version or another client, so every field is checked and a bad one falls back
// to the default view's.
import type { Filter, LayoutType, Operator, View, ViewLayout } from '../data-view/types';

/** The post type and taxonomy that hold custom views. */
export const CUSTOM_VIEW_POST_TYPE = 'wp_dataviews';
export const CUSTOM_VIEW_TAXONOMY = 'wp_dataviews_type';

/** Changes to a custom view are saved once the user pauses this long. */
export const CUSTOM_VIEW_SAVE_DELAY = 1000;

/** A custom view as the editor holds it: the record's id and title, and its parsed view. */
export interface CustomView {
  id: number;
  title: string;
  view: View;
}

/** The wp_dataviews_type term and the wp_dataviews record, as far as the host's answers go. */
export interface CustomViewTypeTerm {
  id: number;
  slug: string;
  name?: string;
}

export interface CustomViewRecord {
  id: number;
  title?: string | { raw?: string; rendered?: string };
  content?: string | { raw?: string; rendered?: string };
  wp_dataviews_type?: number[];
}

/** Custom views are ids of wp_dataviews records; the built-in views have word slugs. */
export function isCustomViewId(activeView: string | undefined): boolean {
  return activeView !== undefined && /^[1-9]\d*$/.test(activeView);
}

/**
 * Whether the URL names a custom view (spec 2.2): `isCustom=true` says so, as WordPress's links
 * do; `isCustom=false` says it is a built-in view whatever it looks like. Without `isCustom`
 * (links written before it was), an id-shaped `activeView` is a custom view.
 */
export function namesCustomView(activeView: string | undefined, isCustom: string | undefined) {
  return isCustom !== 'false' && isCustomViewId(activeView);
}

/** The query that opens a custom view, as WordPress writes it. */
export function customViewQuery(id: number): { activeView: string; isCustom: 'true' } {
  return { activeView: String(id), isCustom: 'true' };
}

/** A name can be used once it has something besides spaces. */
export function isValidViewName(name: string): boolean {
  return name.trim() !== '';
}

/** Renaming needs a valid name that differs from the current one. */
export function canRenameView(name: string, current: string): boolean {
  return isValidViewName(name) && name.trim() !== current.trim();
}

// Request shapes (spec 7: taxonomy wp_dataviews_type get/post; wp_dataviews post, put, delete).

/** Finds the term that groups a post type's views: `GET wp_dataviews_type?slug=page`. */
export function customViewTypeQuery(postType: string) {
  return { slug: postType, context: 'edit' };
}

/** Creates that term: its name and slug are the post type. */
export function customViewTypeRecord(postType: string) {
  return { name: postType, slug: postType };
}

/** The term among the host's answers (the slug filter may match loosely on other hosts). */
export function findCustomViewType(
  terms: readonly CustomViewTypeTerm[] | null | undefined,
  postType: string,
): CustomViewTypeTerm | undefined {
  return (Array.isArray(terms) ? terms : []).find((term) => term?.slug === postType);
}

/** Every custom view of a type, oldest first (the order they were added in). */
export function customViewListQuery(termId: number) {
  return {
    [CUSTOM_VIEW_TAXONOMY]: termId,
    per_page: -1,
    context: 'edit',
    orderby: 'id',
    order: 'asc',
  };
}

/** A new custom view record: published, in its type's term, with the view as its content. */
export function newCustomViewRecord(title: string, termId: number, view: View) {
  return {
    title: title.trim(),
    status: 'publish' as const,
    [CUSTOM_VIEW_TAXONOMY]: [termId],
    content: serializeCustomView(view),
  };
}

export function renamedCustomViewRecord(title: string) {
  return { title: title.trim() };
}

export function customViewContentRecord(view: View) {
  return { content: serializeCustomView(view) };
}

/** The delete is for good: custom views have no trash. */
export const DELETE_CUSTOM_VIEW_QUERY = { force: true } as const;

// Serialising and parsing.

/**
 * The view as the record's content. The page is left out: reopening a view starts at its first
 * page, as every other view does.
 */
export function serializeCustomView(view: View): string {
  const { page: _page, ...kept } = view;
  return JSON.stringify(kept);
}

type Sanitize<T> = (value: unknown) => T | undefined;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text: Sanitize<string> = (value) => (typeof value === 'string' ? value : undefined);
const flag: Sanitize<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);
const count: Sanitize<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
const texts: Sanitize<string[]> = (value) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
const oneOf =
  <T extends string>(values: readonly T[]): Sanitize<T> =>
  (value) =>
    values.includes(value as T) ? (value as T) : undefined;

const LAYOUT_TYPES: readonly LayoutType[] = ['table', 'grid', 'list'];
const OPERATORS: readonly Operator[] = ['is', 'isNot', 'isAny', 'isNone', 'isAll', 'isNotAll'];

const sort: Sanitize<View['sort']> = (value) => {
  if (!isObject(value) || typeof value.field !== 'string') return undefined;
  const direction = oneOf(['asc', 'desc'] as const)(value.direction);
  return direction ? { field: value.field, direction } : undefined;
};

/** Filters keep the well-formed entries; a broken one is dropped, not the whole list. */
const filters: Sanitize<Filter[]> = (value) => {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((entry): Filter[] => {
    if (!isObject(entry) || typeof entry.field !== 'string') return [];
    const operator = oneOf(OPERATORS)(entry.operator);
    if (!operator) return [];
    return [{ field: entry.field, operator, ...('value' in entry ? { value: entry.value } : {}) }];
  });
};

const size: Sanitize<string | number> = (value) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    ? value
    : undefined;

const layout: Sanitize<ViewLayout> = (value) => {
  if (!isObject(value)) return undefined;
  const result: ViewLayout = {};
  const density = oneOf(['comfortable', 'balanced', 'compact'] as const)(value.density);
  if (density) result.density = density;
  const previewSize = count(value.previewSize);
  if (previewSize) result.previewSize = previewSize;
  const badgeFields = texts(value.badgeFields);
  if (badgeFields) result.badgeFields = badgeFields;
  if (isObject(value.styles)) {
    const styles: NonNullable<ViewLayout['styles']> = {};
    for (const [field, style] of Object.entries(value.styles)) {
      if (!isObject(style)) continue;
      const kept: Record<string, string | number> = {};
      for (const key of ['width', 'maxWidth', 'minWidth'] as const) {
        const dimension = size(style[key]);
        if (dimension !== undefined) kept[key] = dimension;
      }
      styles[field] = kept;
    }
    result.styles = styles;
  }
  return result;
};

// One sanitiser per View key: a table, so a new View field is one line here.
const VIEW_FIELDS: { [K in keyof View]-?: Sanitize<View[K]> } = {
  type: oneOf(LAYOUT_TYPES),
  search: text,
  page: count,
  perPage: count,
  sort,
  filters,
  fields: texts,
  titleField: text,
  mediaField: text,
  descriptionField: text,
  showTitle: flag,
  showMedia: flag,
  showDescription: flag,
  showLevels: flag,
  layout,
};

/** The JSON text of a record's content: a string, or `{ raw }` in the edit context. */
function contentText(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  if (isObject(content) && typeof content.raw === 'string') return content.raw;
  return undefined;
}

/**
 * The view stored in a record's content, over `fallback` (the type's default view): content that
 * is missing or not a JSON object gives the fallback; a field of the wrong shape keeps the
 * fallback's. Never throws.
 */
export function parseCustomView(content: unknown, fallback: View): View {
  const json = contentText(content);
  if (!json) return { ...fallback };
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return { ...fallback };
  }
  if (!isObject(stored)) return { ...fallback };
  const view: Record<string, unknown> = { ...fallback };
  for (const [key, sanitize] of Object.entries(VIEW_FIELDS) as [keyof View, Sanitize<unknown>][]) {
    if (!(key in stored)) continue;
    const value = sanitize(stored[key]);
    if (value !== undefined) view[key] = value;
  }
  view.page = 1;
  return view as unknown as View;
}

/** A record's title: raw in the edit context, else rendered, else the plain string. */
export function customViewTitle(record: Pick<CustomViewRecord, 'title'>): string {
  const { title } = record;
  if (typeof title === 'string') return title;
  return title?.raw ?? title?.rendered ?? '';
}

/** A host record as a custom view; undefined for an answer without an id. */
export function customViewFromRecord(record: unknown, fallback: View): CustomView | undefined {
  if (!isObject(record) || typeof record.id !== 'number') return undefined;
  const typed = record as unknown as CustomViewRecord;
  return {
    id: typed.id,
    title: customViewTitle(typed),
    view: parseCustomView(typed.content, fallback),
  };
}
