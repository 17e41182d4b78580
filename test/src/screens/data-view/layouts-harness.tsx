// Renders the whole <DataViews> as an element would (inside a shadow root, with the base styles
// and each part's adopted CSS), over a host that keeps the view and the selection and pages a
// small array itself (or, with `serve`, asks a stand-in server for each view's page). Shared by
// the layouts, actions, footer and rules tests.
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { filterSortAndPaginate } from '../../../../src/data-view';
import type {
  Action,
  Field,
  LayoutType,
  PaginationInfo,
  View,
} from '../../../../src/data-view/types';
import { DataViews } from '../../../../src/screens/data-view/data-view';
import { baseStyles } from '../../../../src/ui/base-styles';
import { ElementRoot } from '../../../../src/ui/element-root';
import { adoptStyles } from '../../../../src/ui/styles';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Book {
  id: number;
  title: string;
  status: string;
  pages: number;
  author: string;
}

export const books: Book[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  title: `Book ${String(i + 1).padStart(2, '0')}`,
  status: i % 2 ? 'draft' : 'publish',
  pages: 100 + i,
  author: i % 3 ? 'Ada' : 'Grace',
}));

export const bookFields: Field<Book>[] = [
  { id: 'title', label: 'Title', enableGlobalSearch: true, enableHiding: false },
  {
    id: 'status',
    label: 'Status',
    elements: [
      { value: 'publish', label: 'Published' },
      { value: 'draft', label: 'Draft' },
    ],
  },
  { id: 'pages', label: 'Pages', type: 'integer' },
  { id: 'author', label: 'Author', enableSorting: false },
];

/** A bulk, destructive action for drafts only, and a primary one for every book. */
export const trash: Action<Book> = {
  id: 'trash',
  label: 'Move to trash',
  isDestructive: true,
  supportsBulk: true,
  isEligible: (book) => book.status === 'draft',
  callback: () => {},
};
export const edit: Action<Book> = {
  id: 'edit',
  label: 'Edit',
  isPrimary: true,
  callback: () => {},
};

export const tableView: View = {
  type: 'table',
  page: 1,
  perPage: 10,
  titleField: 'title',
  fields: ['status', 'pages', 'author'],
  filters: [],
};

export interface RenderOptions {
  data?: Book[];
  fields?: Field<Book>[];
  view?: View;
  actions?: Action<Book>[];
  /** Width of the data view in px (the grid's bucket follows it). */
  width?: number;
  isLoading?: boolean;
  /** Shown as given instead of paging `data` locally. */
  paginationInfo?: PaginationInfo;
  onClickItem?: (item: Book) => void;
  isItemClickable?: (item: Book) => boolean;
  defaultLayouts?: Partial<Record<LayoutType, Partial<View>>>;
  /** Pause before a typed search is reported (0 by default: the harness searches locally). */
  searchDebounceMs?: number;
  /** Host-paged mode: the page of items and the totals a server would answer for the view. */
  serve?: (view: View) => { data: Book[]; paginationInfo: PaginationInfo };
}

export interface Rendered {
  shadow: ShadowRoot;
  views: View[];
  selections: string[][];
  /** Changes the data view's width (as a resized window would) and lets it re-measure. */
  resize(width: number): Promise<void>;
  unmount(): Promise<void>;
}

function Host({
  options,
  views,
  selections,
}: {
  options: RenderOptions;
  views: View[];
  selections: string[][];
}) {
  const [view, setView] = useState(options.view ?? tableView);
  const [selection, setSelection] = useState<string[]>([]);
  const fields = options.fields ?? bookFields;
  const shown = options.serve
    ? options.serve(view)
    : filterSortAndPaginate(options.data ?? books, view, fields);
  return (
    <DataViews<Book>
      data={options.paginationInfo ? (options.data ?? books) : shown.data}
      fields={fields}
      view={view}
      onChangeView={(next) => {
        views.push(next);
        setView(next);
      }}
      selection={selection}
      onChangeSelection={(ids) => {
        selections.push(ids);
        setSelection(ids);
      }}
      actions={options.actions ?? []}
      paginationInfo={options.paginationInfo ?? shown.paginationInfo}
      isLoading={options.isLoading ?? false}
      searchDebounceMs={options.searchDebounceMs ?? 0}
      {...(options.defaultLayouts ? { defaultLayouts: options.defaultLayouts } : {})}
      {...(options.onClickItem ? { onClickItem: options.onClickItem } : {})}
      {...(options.isItemClickable ? { isItemClickable: options.isItemClickable } : {})}
    />
  );
}

export async function renderDataView(options: RenderOptions = {}): Promise<Rendered> {
  const host = document.createElement('div');
  host.style.width = `${options.width ?? 1000}px`;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, baseStyles);
  const container = document.createElement('div');
  shadow.append(container);
  const root = createRoot(container);
  const views: View[] = [];
  const selections: string[][] = [];
  await act(async () =>
    root.render(
      <ElementRoot container={shadow}>
        <Host options={options} views={views} selections={selections} />
      </ElementRoot>,
    ),
  );
  // The width is measured after mount (ResizeObserver): let the grid settle on it.
  const nextFrame = () =>
    act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  await nextFrame();
  return {
    shadow,
    views,
    selections,
    resize: async (width) => {
      host.style.width = `${width}px`;
      await nextFrame();
      await nextFrame();
    },
    unmount: async () => {
      await act(async () => root.unmount());
      host.remove();
    },
  };
}

/** axe-core's serious and critical violations inside a rendered data view (or a dialog). */
export async function seriousViolations(context: Element): Promise<string[]> {
  await import('axe-core');
  // axe-core is a classic script: loaded as a module it installs itself on window.
  const { axe } = window as unknown as { axe: typeof import('axe-core') };
  const results = await axe.run(context);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}
