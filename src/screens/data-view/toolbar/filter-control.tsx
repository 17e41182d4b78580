// The toolbar's filter control: with chips to show, a Filter button that shows or hides the chip
// row (a dot on it says some filter is set); without any, the Add filter menu itself. Nothing when
// no field can be filtered.
import { activeFilters, filterableFields, visibleFilters } from '../../../data-view';
import { __ } from '../../../i18n';
import { Icon } from '../../../ui/icons';
import { useDataView } from '../context';
import { AddFilterMenu } from '../filters/add-filter-menu';

export function FilterControl() {
  const { view, fields, filtersShown: shown, setFiltersShown: setShown } = useDataView();
  const hasChips = visibleFilters(view, fields).length > 0;
  const count = activeFilters(view).length;
  if (filterableFields(fields).length === 0) return null;
  return (
    <span className="dv-toolbar__filter">
      {hasChips ? (
        <button
          type="button"
          className={`se-icon-button dv-toolbar__button dv-filter-toggle${count > 0 ? ' has-active' : ''}`}
          aria-label={__('Filter')}
          title={__('Filter')}
          aria-expanded={shown}
          onClick={() => setShown(!shown)}
        >
          <Icon name="funnel" />
        </button>
      ) : (
        <AddFilterMenu variant="icon" />
      )}
    </span>
  );
}
