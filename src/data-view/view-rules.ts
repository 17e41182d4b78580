// What each user action does to the view (spec 4 and 5). The UI calls one of these and passes the
// result to onChangeView; each returns a new view and never touches the one it is given. The filter
// lifecycle lives in filter-rules.ts and is re-exported here, so this is the one place to look.
import type { AnyField } from './fields';
import { clampPreviewSize } from './grid';
import type { Density, GridBucket, LayoutType, SortDirection, View, ViewLayout } from './types';

export * from './filter-rules';

/** Spec 9: items per page options and default. */
export const PER_PAGE_OPTIONS: readonly number[] = [10, 20, 50, 100];
export const DEFAULT_PER_PAGE = 10;

/** Spec 5: a sort chosen without a direction is descending. */
export const DEFAULT_SORT_DIRECTION: SortDirection = 'desc';

export function resetPage(view: View): View {
  return { ...view, page: 1 };
}

/** A new search starts again from page 1. */
export function setSearch(view: View, search: string): View {
  return { ...view, search, page: 1 };
}

/** Pages are whole numbers from 1. */
export function setPage(view: View, page: number): View {
  return { ...view, page: Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1 };
}

export function setPerPage(view: View, perPage: number): View {
  return { ...view, perPage, page: 1 };
}

export function sortableFields<F extends AnyField>(fields: F[]): F[] {
  return fields.filter((field) => field.enableSorting !== false);
}

/** Spec 5: items per page is disabled until the view sorts by one of the sortable fields. */
export function isPerPageEnabled(view: View, fields: AnyField[]): boolean {
  const sortField = view.sort?.field;
  return Boolean(sortField) && sortableFields(fields).some((field) => field.id === sortField);
}

/** Choosing a sort turns hierarchical levels off (spec 4). */
export function setSort(
  view: View,
  fieldId: string,
  direction: SortDirection = DEFAULT_SORT_DIRECTION,
): View {
  return { ...view, sort: { field: fieldId, direction }, showLevels: false };
}

// The title, media and description fields are shown through showTitle/showMedia/showDescription,
// not as columns.
const SPECIAL_FIELDS = [
  ['titleField', 'showTitle'],
  ['mediaField', 'showMedia'],
  ['descriptionField', 'showDescription'],
] as const;

function specialFlag(view: View, fieldId: string) {
  return SPECIAL_FIELDS.find(([role]) => view[role] === fieldId)?.[1];
}

/** Fields the user may show or hide. */
export function hidableFields<F extends AnyField>(fields: F[]): F[] {
  return fields.filter((field) => field.enableHiding !== false);
}

/** The ids shown as columns or properties, in order (all fields when the view lists none). */
export function visibleFieldIds(view: View, fields: AnyField[]): string[] {
  const known = new Set(fields.map((field) => field.id));
  const ids = view.fields ?? fields.map((field) => field.id);
  return ids.filter((id) => known.has(id) && !specialFlag(view, id));
}

/** What a layout shows of each item: its title, media and description fields, and the others. */
export interface ShownFields<F extends AnyField> {
  title: F | undefined;
  media: F | undefined;
  description: F | undefined;
  /** The visible fields besides those three, in the view's order. */
  others: F[];
}

/** The fields a layout shows, each switched off by its view flag (showTitle, showMedia…). */
export function shownFields<F extends AnyField>(view: View, fields: F[]): ShownFields<F> {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const special = (id: string | undefined, shown: boolean | undefined) =>
    id !== undefined && shown !== false ? byId.get(id) : undefined;
  return {
    title: special(view.titleField, view.showTitle),
    media: special(view.mediaField, view.showMedia),
    description: special(view.descriptionField, view.showDescription),
    others: visibleFieldIds(view, fields).flatMap((id) => byId.get(id) ?? []),
  };
}

/**
 * The view's column list to edit: its own, or every field's id when it lists none (pass `fields`
 * so that the first hide or move on such a view starts from what is on screen).
 */
function columnIds(view: View, fields?: AnyField[]): string[] {
  if (view.fields) return [...view.fields];
  return (fields ?? []).map((field) => field.id).filter((id) => !specialFlag(view, id));
}

/** Hiding a column removes it from fields; the title, media or description field is switched off. */
export function hideField(view: View, fieldId: string, fields?: AnyField[]): View {
  const flag = specialFlag(view, fieldId);
  if (flag) return { ...view, [flag]: false };
  return { ...view, fields: columnIds(view, fields).filter((id) => id !== fieldId) };
}

/** Showing a field appends it to the columns (or switches the title, media or description on). */
export function showField(view: View, fieldId: string, fields?: AnyField[]): View {
  const flag = specialFlag(view, fieldId);
  if (flag) return { ...view, [flag]: true };
  const ids = columnIds(view, fields);
  return { ...view, fields: ids.includes(fieldId) ? ids : [...ids, fieldId] };
}

/** Swaps the field with its neighbour; no change at either end. */
export function moveField(
  view: View,
  fieldId: string,
  direction: 'left' | 'right',
  fields?: AnyField[],
): View {
  const ids = columnIds(view, fields);
  const from = ids.indexOf(fieldId);
  const to = direction === 'left' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return { ...view, fields: ids };
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return { ...view, fields: ids };
}

// What a layout change keeps from the view whatever the new layout's defaults say.
const KEPT_ACROSS_LAYOUTS = ['search', 'filters', 'sort', 'perPage', 'page'] as const;

/**
 * Spec 4: a layout change drops the old layout's settings (the `layout` object: density, widths,
 * preview size, badges) and applies the new layout's defaults; search, filters, sort, items per
 * page and page stay. Choosing the current layout changes nothing.
 */
export function changeLayout(
  view: View,
  type: LayoutType,
  defaultLayouts: Partial<Record<LayoutType, Partial<View>>> = {},
): View {
  if (view.type === type) return { ...view };
  const { layout: _dropped, ...rest } = view;
  const next: View = { ...rest, ...defaultLayouts[type], type };
  for (const key of KEPT_ACROSS_LAYOUTS) {
    if (view[key] !== undefined) Object.assign(next, { [key]: view[key] });
  }
  return next;
}

function withLayout(view: View, layout: ViewLayout): View {
  return { ...view, layout: { ...view.layout, ...layout } };
}

export function setDensity(view: View, density: Density): View {
  return withLayout(view, { density });
}

export function setFieldWidth(view: View, fieldId: string, width: string | number): View {
  const styles = view.layout?.styles ?? {};
  return withLayout(view, { styles: { ...styles, [fieldId]: { ...styles[fieldId], width } } });
}

/** The grid's preferred column count, kept inside the current width bucket's range (spec 5). */
export function setPreviewSize(view: View, size: number, bucket: GridBucket): View {
  return withLayout(view, { previewSize: clampPreviewSize(size, bucket) });
}
