// The Add filter menu: the filterable fields that have no chip yet. The toolbar shows it as an
// icon while there are no chips; the chip row shows it as text after its chips.
import { addFilter, fieldsAvailableToAdd } from '../../../data-view';
import { __ } from '../../../i18n';
import { Icon } from '../../../ui/icons';
import { Menu, MenuItem } from '../../../ui/menu';
import { useDataView } from '../context';

export const ADD_FILTER_CLASS = 'dv-add-filter';

export function AddFilterMenu({ variant }: { variant: 'icon' | 'text' }) {
  const { view, fields, onChangeView } = useDataView();
  const available = fieldsAvailableToAdd(view, fields);
  if (available.length === 0) return null;
  const label = __('Add filter');
  return (
    <Menu
      label={label}
      labelTrigger={variant === 'icon'}
      triggerClassName={`${ADD_FILTER_CLASS} ${variant === 'icon' ? 'se-icon-button dv-toolbar__button' : 'dv-text-button'}`}
      trigger={
        variant === 'icon' ? (
          <Icon name="funnel" />
        ) : (
          <>
            <Icon name="plus" size={16} />
            {label}
          </>
        )
      }
    >
      {available.map((field) => (
        <MenuItem key={field.id} onSelect={() => onChangeView(addFilter(view, field))}>
          {field.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
