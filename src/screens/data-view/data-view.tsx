// <DataViews>: one list component for every list in the product (spec 2.12). Controlled: it shows
// the items it is given, in the layout the view says, and reports every change of the view
// through onChangeView. Screens that page on the host pass one page of data; screens that list a
// small array page it with filterSortAndPaginate() first.
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { normaliseFields, prepareFormats, pruneSelection } from '../../data-view';
import { prepareTextOrder } from '../../data-view/text-order';
import { whenIdle } from '../../ui/scheduling';
import type { Action, Field, LayoutType, PaginationInfo, View } from '../../data-view/types';
import { useStyles } from '../../ui/element-root';
import {
  type AnyItem,
  DataViewContext,
  type DataViewContextValue,
  DataViewWidthContext,
} from './context';
import { FilterRow } from './filters/filter-row';
import { Items } from './items';
import { ItemsFooter } from './items/footer';
import { ResultsAnnouncer } from './results-announcer';
import { dataViewStyles } from './styles';
import { SEARCH_DEBOUNCE_MS } from './toolbar/search-box';
import { Toolbar } from './toolbar/toolbar';

// The dates' and counts' formatters and the text collator set up the locale's data (50 ms or
// more in all on a slow machine): made when the page is idle, ahead of the first render or sort
// that needs them, or by that render or sort if it comes first.
whenIdle(() => {
  prepareFormats();
  prepareTextOrder();
});

export interface DataViewProps<Item = AnyItem> {
  data: Item[];
  fields: Field<Item>[];
  view: View;
  onChangeView: (view: View) => void;
  actions?: Action<Item>[];
  paginationInfo: PaginationInfo;
  isLoading?: boolean;
  /**
   * Why the items did not load: shown with Retry in place of the items (a failed load is never
   * shown as an empty list), or above the last items shown.
   */
  error?: string | undefined;
  /** What Retry does (default: every failed load tries again, api/recovery.ts). */
  onRetry?: () => void;
  getItemId?: (item: Item) => string;
  /** Controlled selection (ids); uncontrolled when absent. */
  selection?: string[];
  onChangeSelection?: (ids: string[]) => void;
  onClickItem?: (item: Item) => void;
  isItemClickable?: (item: Item) => boolean;
  /** Per layout: the view settings it starts with (spec 4: a layout change applies them). */
  defaultLayouts?: Partial<Record<LayoutType, Partial<View>>>;
  /** Show the search box (default true). */
  search?: boolean;
  searchLabel?: string;
  /** Pause before a typed search reaches onChangeView (default 150 ms; 0 for local data). */
  searchDebounceMs?: number;
  /** Content above the toolbar (a screen's title and add button). */
  header?: ReactNode;
}

const defaultGetItemId = (item: AnyItem) => String(item.id);
const alwaysClickable = () => true;
const allLayouts: Partial<Record<LayoutType, Partial<View>>> = { table: {}, grid: {}, list: {} };

export function DataViews<Item = AnyItem>(props: DataViewProps<Item>) {
  useStyles(dataViewStyles);
  const { data, view, onChangeView, paginationInfo } = props;
  const getItemId = props.getItemId ?? defaultGetItemId;
  const fields = useMemo(() => normaliseFields(props.fields), [props.fields]);
  const actions = props.actions ?? [];

  const [ownSelection, setOwnSelection] = useState<string[]>([]);
  const selection = props.selection ?? ownSelection;
  const onChangeSelection = (ids: string[]) => {
    if (!props.selection) setOwnSelection(ids);
    props.onChangeSelection?.(ids);
  };

  // Selected items that left the data are dropped from the selection (spec 4). Only data that
  // has arrived counts: while a list loads (a deep link's first render, a new page being
  // fetched) or after its load failed, its data is empty or out of date, and a selection read
  // against it would be lost.
  const isLoading = props.isLoading ?? false;
  const failed = Boolean(props.error);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the data changes only.
  useEffect(() => {
    if (isLoading || failed) return;
    const pruned = pruneSelection(selection, data, getItemId);
    if (pruned !== selection) onChangeSelection(pruned);
  }, [data, isLoading, failed]);

  const [filtersShown, setFiltersShown] = useState(true);

  const value: DataViewContextValue<Item> = {
    view,
    onChangeView,
    fields,
    actions,
    data,
    paginationInfo,
    isLoading,
    error: props.error || undefined,
    ...(props.onRetry ? { onRetry: props.onRetry } : {}),
    getItemId,
    selection,
    onChangeSelection,
    ...(props.onClickItem ? { onClickItem: props.onClickItem } : {}),
    isItemClickable: props.isItemClickable ?? alwaysClickable,
    defaultLayouts: props.defaultLayouts ?? allLayouts,
    searchDebounceMs: props.searchDebounceMs ?? SEARCH_DEBOUNCE_MS,
    filtersShown,
    setFiltersShown,
  };

  return (
    <DataViewContext.Provider value={value as DataViewContextValue}>
      <MeasuredBox className={`dv dv--${view.type}`} measureAtMount={view.type === 'grid'}>
        {props.header}
        <Toolbar
          search={props.search ?? true}
          {...(props.searchLabel ? { searchLabel: props.searchLabel } : {})}
        />
        <FilterRow />
        <Items />
        <ItemsFooter />
        <ResultsAnnouncer />
      </MeasuredBox>
    </DataViewContext.Provider>
  );
}

/**
 * The data view's box, measured: its width goes to what depends on it (the grid's columns, the
 * preview size options). Its children are the data view's own elements, so a new width renders
 * only those, not every row again. A grid reads it as it mounts, so that its first paint has its
 * columns; other layouts wait for the observer's first report, after the browser's own layout
 * (reading it at mount lays out the whole new list one more time before the first paint).
 */
function MeasuredBox({
  className,
  measureAtMount,
  children,
}: {
  className: string;
  measureAtMount: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // Only the layout it mounts with counts: later, the observer has the width already.
  const atMount = useRef(measureAtMount);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (atMount.current) setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <DataViewWidthContext.Provider value={width}>
      <div className={className} ref={ref}>
        {children}
      </div>
    </DataViewWidthContext.Provider>
  );
}
