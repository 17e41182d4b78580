// One filter as a chip: its sentence ("Status is any of: Draft"), opening the filter's editor,
// and beside it a control to remove the filter, or, for a primary filter, which cannot be
// removed (spec 5), to reset its value.
import { useEffect } from 'react';
import { hasValue, removeFilter } from '../../../data-view';
import type { Filter, NormalisedField } from '../../../data-view/types';
import { __, sprintf } from '../../../i18n';
import { Icon } from '../../../ui/icons';
import { PopoverBox, usePopover } from '../../../ui/popover';
import { useDataView } from '../context';
import { FilterEditor } from './filter-editor';
import { filterSummary } from './operators';

export interface FilterChipProps {
  field: NormalisedField;
  filter: Filter;
  /** Open the editor as soon as the chip appears (a filter just added). */
  autoOpen: boolean;
  onAutoOpened: () => void;
  /** After the filter was removed or reset from the chip. */
  onRemoved: () => void;
}

export function FilterChip({ field, filter, autoOpen, onAutoOpened, onRemoved }: FilterChipProps) {
  const { view, fields, onChangeView } = useDataView();
  const state = usePopover({ haspopup: 'dialog' });
  const popoverRef = state.popoverProps.ref;

  useEffect(() => {
    if (!autoOpen) return;
    const popover = popoverRef.current;
    if (popover && !popover.matches(':popover-open')) popover.showPopover();
    onAutoOpened();
  }, [autoOpen, onAutoOpened, popoverRef]);

  const active = hasValue(filter.value);
  const remove = () => {
    onChangeView(removeFilter(view, field.id, fields));
    onRemoved();
  };
  const removeLabel = field.isPrimaryFilter
    ? sprintf(__('Reset %s filter'), field.label)
    : sprintf(__('Remove %s filter'), field.label);

  return (
    <div className={`dv-filter-chip${active ? ' is-active' : ''}`}>
      <button type="button" {...state.triggerProps} className="dv-filter-chip__button">
        <span>{filterSummary(field, filter)}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {(!field.isPrimaryFilter || active) && (
        <button
          type="button"
          className="dv-filter-chip__remove"
          aria-label={removeLabel}
          title={removeLabel}
          onClick={remove}
        >
          <Icon name="close" size={16} />
        </button>
      )}
      <PopoverBox
        state={state}
        label={sprintf(__('Filter by %s'), field.label)}
        className="dv-filter-popover"
      >
        <FilterEditor field={field} filter={filter} />
      </PopoverBox>
    </div>
  );
}
