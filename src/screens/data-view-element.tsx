// <data-view> for host pages without React: fields, data, view, actions and pagination-info come
// in as properties (or JSON attributes); view changes, selection changes and chosen actions go
// out as events. Without pagination-info the element searches, filters, sorts and pages the data
// itself; with it, the host pages and the element shows the data as given.
import { useMemo, useState } from 'react';
import { filterSortAndPaginate } from '../data-view';
import type { Action, Field, PaginationInfo, View } from '../data-view/types';
import { emit } from '../ui/emit';
import { ElementRoot, useHostElement, useWhenChanged } from '../ui/element-root';
import type { AnyItem } from './data-view/context';
import { DataViews } from './data-view/data-view';

export interface DataViewElementProps {
  container?: ShadowRoot;
  apiRoot?: string;
  nonce?: string;
  fields?: Field<AnyItem>[];
  data?: AnyItem[];
  view?: View;
  actions?: Action<AnyItem>[];
  paginationInfo?: PaginationInfo;
}

const NO_FIELDS: Field<AnyItem>[] = [];
const NO_DATA: AnyItem[] = [];
const DEFAULT_VIEW: View = { type: 'table', page: 1, perPage: 10, filters: [] };

function ElementDataView({
  fields = NO_FIELDS,
  data = NO_DATA,
  view,
  actions,
  paginationInfo,
}: DataViewElementProps) {
  const host = useHostElement();
  const [currentView, setCurrentView] = useState<View>(view ?? DEFAULT_VIEW);
  // A view set by the host replaces the one the user shaped.
  useWhenChanged(view, (next) => next && setCurrentView(next));

  const shown = useMemo(
    () =>
      paginationInfo ? { data, paginationInfo } : filterSortAndPaginate(data, currentView, fields),
    [data, currentView, fields, paginationInfo],
  );

  // Actions described in JSON have no callback: choosing one tells the host.
  const hostActions = useMemo(
    () =>
      (actions ?? []).map((action) =>
        action.callback || action.RenderModal
          ? action
          : {
              ...action,
              callback: (items: AnyItem[]) => {
                if (host) emit(host, 'action', { action: action.id, items });
              },
            },
      ),
    [actions, host],
  );

  return (
    <DataViews
      data={shown.data}
      fields={fields}
      view={currentView}
      onChangeView={(next) => {
        setCurrentView(next);
        if (host) emit(host, 'view-change', next);
      }}
      actions={hostActions}
      paginationInfo={shown.paginationInfo}
      searchDebounceMs={paginationInfo ? undefined : 0}
      onChangeSelection={(ids) => {
        if (host) emit(host, 'selection-change', ids);
      }}
    />
  );
}

export function DataViewElement(props: DataViewElementProps) {
  return (
    <ElementRoot
      container={props.container}
      apiRoot={props.apiRoot}
      nonce={props.nonce}
      className="se-root--data-view"
    >
      <ElementDataView {...props} />
    </ElementRoot>
  );
}
