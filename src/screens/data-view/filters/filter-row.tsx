// The filter chip row under the toolbar: a chip per filter (primary filters always), the Add
// filter menu while fields remain, and Reset, which clears search and filters and is disabled
// when there is nothing to clear (spec 4). A filter just added opens its editor at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { canResetFilters, hasValue, resetFilters, visibleFilters } from '../../../data-view';
import type { NormalisedField, View } from '../../../data-view/types';
import { __ } from '../../../i18n';
import { useStyles } from '../../../ui/element-root';
import { useDataView } from '../context';
import { AddFilterMenu } from './add-filter-menu';
import { FilterChip } from './filter-chip';
import { filterStyles } from './styles';

// Where focus goes when the control that had it disappears (a removed chip, the whole row): the
// first chip, else an Add filter button (the row's, or the toolbar's once the row is gone).
const FOCUS_FALLBACKS = ['.dv-filter-chip__button', '.dv-add-filter', '.dv-filter-toggle'];

/** The field of a filter that has just appeared in the view, empty and not primary. */
function useJustAddedFilter(view: View, fields: NormalisedField[], reveal: () => void) {
  const known = useRef(new Set((view.filters ?? []).map((filter) => filter.field)));
  const [opening, setOpening] = useState<string | null>(null);
  useEffect(() => {
    const filters = view.filters ?? [];
    const added = filters.find(
      (filter) =>
        !known.current.has(filter.field) &&
        !hasValue(filter.value) &&
        !fields.find((field) => field.id === filter.field)?.isPrimaryFilter,
    );
    known.current = new Set(filters.map((filter) => filter.field));
    if (!added) return;
    reveal();
    setOpening(added.field);
  }, [view.filters, fields, reveal]);
  const opened = useCallback(() => setOpening(null), []);
  return [opening, opened] as const;
}

export function FilterRow() {
  useStyles(filterStyles);
  const {
    view,
    fields,
    onChangeView,
    filtersShown: shown,
    setFiltersShown: setShown,
  } = useDataView();
  const rowRef = useRef<HTMLDivElement>(null);
  const reveal = useCallback(() => setShown(true), [setShown]);
  const [opening, opened] = useJustAddedFilter(view, fields, reveal);

  const restoreFocus = () => {
    const dataView = rowRef.current?.closest('.dv') ?? rowRef.current?.parentElement;
    requestAnimationFrame(() => {
      if (!dataView) return;
      const root = dataView.getRootNode() as Document | ShadowRoot;
      if (root.activeElement && dataView.contains(root.activeElement)) return;
      for (const selector of FOCUS_FALLBACKS) {
        const target = dataView.querySelector<HTMLElement>(selector);
        if (target) return target.focus();
      }
    });
  };

  const filters = visibleFilters(view, fields);
  const visible = shown && filters.length > 0;
  const canReset = canResetFilters(view, fields);
  return (
    <div
      ref={rowRef}
      className="dv-filters"
      hidden={!visible}
      {...(visible ? { role: 'group', 'aria-label': __('Filters') } : {})}
    >
      {visible && (
        <>
          {filters.map((filter) => {
            const field = fields.find((entry) => entry.id === filter.field);
            if (!field) return null;
            return (
              <FilterChip
                key={filter.field}
                field={field}
                filter={filter}
                autoOpen={opening === filter.field}
                onAutoOpened={opened}
                onRemoved={restoreFocus}
              />
            );
          })}
          <AddFilterMenu variant="text" />
          <button
            type="button"
            className="dv-text-button dv-filters__reset"
            aria-disabled={!canReset}
            onClick={() => {
              if (!canReset) return;
              onChangeView(resetFilters(view, fields));
              restoreFocus();
            }}
          >
            {__('Reset')}
          </button>
        </>
      )}
    </div>
  );
}
