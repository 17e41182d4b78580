// The Design sidebar's Tools menu (spec 2.3): Export (block themes, users who may export),
// Welcome Guide (always), and the installed block themes to preview (users who may switch
// themes). Its code loads on the first use of the stand-in button in design-root.tsx.
import { __ } from '../../i18n';
import { setPreference } from '../../stores/preferences';
import { exportSite } from '../../stores/site-export';
import { Icon } from '../../ui/icons';
import { Menu, MenuItem } from '../../ui/menu';
import { ThemeSwitcher } from './theme-switcher';

export default function ToolsMenu({ canExport }: { canExport: boolean }) {
  return (
    <Menu
      label={__('Tools')}
      trigger={<Icon name="more" />}
      triggerClassName="se-icon-button se-tools"
      align="start"
      defaultOpen
    >
      {canExport && <MenuItem onSelect={() => void exportSite()}>{__('Export')}</MenuItem>}
      {/* The shell shows the site editor's guide while the preference is on; closing it turns the
          preference off again. */}
      <MenuItem onSelect={() => setPreference('core/edit-site', 'welcomeGuide', true)}>
        {__('Welcome Guide')}
      </MenuItem>
      <ThemeSwitcher />
    </Menu>
  );
}
