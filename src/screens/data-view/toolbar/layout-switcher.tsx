// The layout switcher: the layouts this list offers (those with defaults), as a menu of radio
// items. Switching applies the new layout's defaults (spec 4).
import { changeLayout } from '../../../data-view';
import type { LayoutType } from '../../../data-view/types';
import { __ } from '../../../i18n';
import { Icon, type IconName } from '../../../ui/icons';
import { Menu, MenuItemRadio } from '../../../ui/menu';
import { useDataView } from '../context';

const LAYOUTS: { type: LayoutType; icon: IconName; label: () => string }[] = [
  { type: 'table', icon: 'layoutTable', label: () => __('Table') },
  { type: 'grid', icon: 'layoutGrid', label: () => __('Grid') },
  { type: 'list', icon: 'layoutList', label: () => __('List') },
];

export function LayoutSwitcher() {
  const { view, onChangeView, defaultLayouts } = useDataView();
  const offered = LAYOUTS.filter(({ type }) => defaultLayouts[type]);
  if (offered.length < 2) return null;
  const current = LAYOUTS.find(({ type }) => type === view.type) ?? LAYOUTS[0]!;
  return (
    <Menu
      label={__('Layout')}
      align="end"
      triggerClassName="se-icon-button dv-toolbar__button"
      trigger={<Icon name={current.icon} />}
    >
      {offered.map(({ type, icon, label }) => (
        <MenuItemRadio
          key={type}
          checked={view.type === type}
          onSelect={() => onChangeView(changeLayout(view, type, defaultLayouts))}
          suffix={<Icon name={icon} size={20} />}
        >
          {label()}
        </MenuItemRadio>
      ))}
    </Menu>
  );
}
