// The data view's toolbar: search, the filter control, and on the other side the layout
// switcher and the view options.
import { __ } from '../../../i18n';
import { useStyles } from '../../../ui/element-root';
import { ViewOptions } from '../view-options/view-options';
import { FilterControl } from './filter-control';
import { LayoutSwitcher } from './layout-switcher';
import { SearchBox } from './search-box';
import { toolbarStyles } from './styles';

export function Toolbar({ search, searchLabel }: { search: boolean; searchLabel?: string }) {
  useStyles(toolbarStyles);
  return (
    <div className="dv-toolbar">
      <div className="dv-toolbar__start">
        {search && <SearchBox label={searchLabel ?? __('Search')} />}
        <FilterControl />
      </div>
      <div className="dv-toolbar__end">
        <LayoutSwitcher />
        <ViewOptions />
      </div>
    </div>
  );
}
