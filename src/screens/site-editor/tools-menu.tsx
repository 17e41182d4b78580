// The Design sidebar's Tools menu (spec 2.3): Export (block themes, users who may export). Its
// code loads on the first use of the stand-in button in design-root.tsx.
import { __ } from '../../i18n';
import { exportSite } from '../../stores/site-export';
import { Icon } from '../../ui/icons';
import { Menu, MenuItem } from '../../ui/menu';

export default function ToolsMenu() {
  return (
    <Menu
      label={__('Tools')}
      trigger={<Icon name="more" />}
      triggerClassName="se-icon-button se-tools"
      align="start"
      defaultOpen
    >
      <MenuItem onSelect={() => void exportSite()}>{__('Export')}</MenuItem>
    </Menu>
  );
}
