// The footer: bulk selection with its actions (busy while one runs, Cancel disabled then), and
// pagination ('Page X of Y', Previous page, Next page), hidden with one page unless bulk actions
// exist (spec 4).
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  actionLabel,
  bulkActions,
  canGoNext,
  canGoPrevious,
  currentPage,
  hasBulkActions,
  numberText,
  setPage,
  showPagination,
} from '../../../data-view';
import type { Action } from '../../../data-view/types';
import { __, _n, sprintf } from '../../../i18n';
import { whenIdle } from '../../../ui/scheduling';
import { Spinner } from '../../../ui/spinner';
import { type AnyItem, useDataView } from '../context';
import { useRunAction } from './item-actions';
import { SelectAll } from './selection';

function BulkBar() {
  const { view, actions, selection, onChangeSelection, data, getItemId } = useDataView();
  const [busy, setBusy] = useState<string | null>(null);
  const { run, modalElement } = useRunAction();
  const selected = data.filter((item) => selection.includes(getItemId(item)));
  const available = bulkActions(actions).filter((action) =>
    selected.every((item) => action.isEligible?.(item) ?? true),
  );
  const runBulk = async (action: Action<AnyItem>) => {
    setBusy(action.id);
    try {
      await run(action, selected);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="dv-bulk">
      {/* The table has its own select-all in its header row. */}
      {view.type !== 'table' && <SelectAll />}
      {selection.length > 0 && (
        <>
          <span className="dv-bulk__count">
            {sprintf(
              _n('%d Item selected', '%d Items selected', selection.length),
              selection.length,
            )}
          </span>
          {available.map((action) => (
            <button
              key={action.id}
              type="button"
              className={`dv-button${action.isDestructive ? ' is-destructive' : ''}`}
              disabled={busy !== null || action.disabled}
              aria-busy={busy === action.id || undefined}
              onClick={() => void runBulk(action)}
            >
              {busy === action.id && <Spinner label={__('Working…')} />}
              {actionLabel(action, selected)}
            </button>
          ))}
          <button
            type="button"
            className="dv-button"
            disabled={busy !== null}
            onClick={() => onChangeSelection([])}
          >
            {__('Cancel')}
          </button>
        </>
      )}
      {modalElement}
    </div>
  );
}

/** Above this many pages, the page select gets its other options once the page is idle, or as
 * soon as the user reaches for it: 10 000 items are 500 options to build before the first paint. */
const EAGER_PAGE_OPTIONS = 50;

/** 'Page [n] of m': the current page is a select, so any page is one choice away. */
function PageSelect({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const current = Math.min(page, totalPages);
  const [complete, setComplete] = useState(totalPages <= EAGER_PAGE_OPTIONS);
  const fill = () => {
    if (!complete) flushSync(() => setComplete(true));
  };
  useEffect(() => {
    if (!complete) return whenIdle(() => setComplete(true), 1000);
  }, [complete]);
  // A long list of options is built once per page count, not on every render of the footer.
  const options = useMemo(
    () =>
      Array.from({ length: complete ? totalPages : 0 }, (_, index) => index + 1).map((number) => (
        <option key={number} value={number}>
          {number}
        </option>
      )),
    [complete, totalPages],
  );
  // The sentence is translated whole; the select takes the place of its first number.
  const [before = '', after = ''] = sprintf(__('Page %1$s of %2$s'), '\u0000', totalPages).split(
    '\u0000',
  );
  return (
    <span className="dv-pagination__page">
      {before}
      <select
        className="dv-pagination__select"
        aria-label={__('Current page')}
        value={current}
        onChange={(event) => onChange(Number(event.target.value))}
        onFocus={fill}
        onPointerDown={fill}
      >
        {complete ? (
          options
        ) : (
          <option key={current} value={current}>
            {current}
          </option>
        )}
      </select>
      {after}
    </span>
  );
}

export function ItemsFooter() {
  const { view, onChangeView, paginationInfo, actions, data } = useDataView();
  const bulk = hasBulkActions(actions);
  // No rows shown (loading, or no results): the items area speaks, the footer has nothing to add.
  if (data.length === 0 || !showPagination(paginationInfo, bulk)) return null;
  const page = currentPage(view);
  const total = paginationInfo.totalItems;
  return (
    <footer className="dv-footer">
      {bulk && <BulkBar />}
      <span className="dv-footer__count">
        {sprintf(_n('%s item', '%s items', total), numberText(total))}
      </span>
      {paginationInfo.totalPages > 1 && (
        <nav className="dv-pagination" aria-label={__('Pagination')}>
          <button
            type="button"
            className="dv-button"
            disabled={!canGoPrevious(view)}
            onClick={() => onChangeView(setPage(view, page - 1))}
          >
            {__('Previous page')}
          </button>
          <PageSelect
            page={page}
            totalPages={Math.max(1, paginationInfo.totalPages)}
            onChange={(next) => onChangeView(setPage(view, next))}
          />
          <button
            type="button"
            className="dv-button"
            disabled={!canGoNext(view, paginationInfo)}
            onClick={() => onChangeView(setPage(view, page + 1))}
          >
            {__('Next page')}
          </button>
        </nav>
      )}
    </footer>
  );
}
