// What every part of one data view reads: the view, its normalised fields and actions, the
// items on screen and the selection. Provided by <DataView>, read with useDataView().
import { createContext, useContext } from 'react';
import type {
  Action,
  LayoutType,
  NormalisedField,
  PaginationInfo,
  View,
} from '../../data-view/types';

// biome-ignore lint/suspicious/noExplicitAny: items are whatever the host lists; fields type them.
export type AnyItem = any;

export interface DataViewContextValue<Item = AnyItem> {
  view: View;
  onChangeView: (view: View) => void;
  fields: NormalisedField<Item>[];
  actions: Action<Item>[];
  data: Item[];
  paginationInfo: PaginationInfo;
  isLoading: boolean;
  /** Why the items did not load, if they did not. */
  error: string | undefined;
  onRetry?: () => void;
  getItemId: (item: Item) => string;
  selection: string[];
  onChangeSelection: (ids: string[]) => void;
  onClickItem?: (item: Item) => void;
  isItemClickable: (item: Item) => boolean;
  defaultLayouts: Partial<Record<LayoutType, Partial<View>>>;
  /** Pause before a typed search reaches the view (0 when the items are searched locally). */
  searchDebounceMs: number;
  /**
   * Whether the filter chip row is shown: the toolbar's Filter toggle sets it, the row obeys it.
   * Screen state, not part of the View (nothing a host saves).
   */
  filtersShown: boolean;
  setFiltersShown: (shown: boolean) => void;
}

export const DataViewContext = createContext<DataViewContextValue | null>(null);

/**
 * Width of the data view in px (for the grid's column buckets); 0 before the first measure. A
 * context of its own: measuring after mount must not re-render every row of a table.
 */
export const DataViewWidthContext = createContext(0);

export function useContainerWidth(): number {
  return useContext(DataViewWidthContext);
}

export function useDataView<Item = AnyItem>(): DataViewContextValue<Item> {
  const value = useContext(DataViewContext);
  if (!value) throw new Error('useDataView() must be used inside <DataView>.');
  return value as DataViewContextValue<Item>;
}
