// Appearance: how the items are ordered and laid out. Sort direction defaults to descending;
// items per page waits for a sort field (spec 5); tables and lists get a density, grids a preview
// size within the width bucket's column range, except on mobile widths (spec 9).
import { useId } from 'react';
import {
  DEFAULT_PER_PAGE,
  DEFAULT_SORT_DIRECTION,
  isPerPageEnabled,
  PER_PAGE_OPTIONS,
  setPerPage,
  setSort,
  sortableFields,
} from '../../../data-view';
import type { SortDirection } from '../../../data-view/types';
import { __ } from '../../../i18n';
import { useDataView } from '../context';
import { DensityControl, PreviewSizeControl } from './layout-controls';

const DIRECTIONS: { value: SortDirection; label: () => string }[] = [
  { value: 'asc', label: () => __('Ascending') },
  { value: 'desc', label: () => __('Descending') },
];

export function AppearanceSection() {
  const { view, fields, onChangeView } = useDataView();
  const ids = { heading: useId(), sort: useId(), perPage: useId(), order: useId() };
  const sortable = sortableFields(fields);
  const sortField = sortable.find((field) => field.id === view.sort?.field);
  const direction = view.sort?.direction ?? DEFAULT_SORT_DIRECTION;

  return (
    <section className="dv-view-options__section" aria-labelledby={ids.heading}>
      <h3 id={ids.heading} className="dv-view-options__heading">
        {__('Appearance')}
      </h3>
      <div className="dv-view-options__control">
        <label htmlFor={ids.sort}>{__('Sort by')}</label>
        <select
          id={ids.sort}
          value={sortField?.id ?? ''}
          onChange={(event) =>
            onChangeView(setSort(view, event.currentTarget.value, view.sort?.direction))
          }
        >
          {!sortField && <option value="" disabled />}
          {sortable.map((field) => (
            <option key={field.id} value={field.id}>
              {field.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="dv-view-options__control dv-segmented" disabled={!sortField}>
        <legend>{__('Order')}</legend>
        <div className="dv-segmented__options">
          {DIRECTIONS.map(({ value, label }) => (
            <label key={value} className="dv-segmented__option">
              <input
                type="radio"
                name={ids.order}
                value={value}
                checked={direction === value}
                onChange={() => sortField && onChangeView(setSort(view, sortField.id, value))}
              />
              <span>{label()}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {view.type === 'grid' ? <PreviewSizeControl /> : <DensityControl />}
      <div className="dv-view-options__control">
        <label htmlFor={ids.perPage}>{__('Items per page')}</label>
        <select
          id={ids.perPage}
          value={view.perPage ?? DEFAULT_PER_PAGE}
          disabled={!isPerPageEnabled(view, fields)}
          onChange={(event) => onChangeView(setPerPage(view, Number(event.currentTarget.value)))}
        >
          {PER_PAGE_OPTIONS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
