// The tool bar's view menus (issue 32, item 2), as WordPress's editor has them: View (device
// preview: Desktop, Tablet, Mobile) and Options (Top toolbar, Spotlight mode, Distraction free;
// Visual or Code editor; Keyboard shortcuts and Preferences). The view options are the user's
// preferences (`core` scope), kept by the editor; the device is this session's only.
import {
  DropdownMenu,
  MenuGroup,
  MenuItem,
  MenuItemsChoice,
} from '@wordpress/components';
import { check, desktop, mobile, moreVertical, tablet } from '@wordpress/icons';
import { __ } from '../../i18n/translate';
import { useRealm } from './realm-context';

export type Device = 'Desktop' | 'Tablet' | 'Mobile';

/** The block canvas's width for each device (WordPress's editor draws the same). */
export const DEVICE_WIDTHS: Record<Device, number | undefined> = {
  Desktop: undefined,
  Tablet: 780,
  Mobile: 360,
};

const deviceIcons = { Desktop: desktop, Tablet: tablet, Mobile: mobile };

export function DeviceMenu({ device, onChange }: { device: Device; onChange(d: Device): void }) {
  const labels: Record<Device, string> = {
    Desktop: __('Desktop'),
    Tablet: __('Tablet'),
    Mobile: __('Mobile'),
  };
  return (
    <DropdownMenu
      icon={deviceIcons[device]}
      label={__('View')}
      toggleProps={{ size: 'compact' }}
      popoverProps={{ placement: 'bottom-end' }}
    >
      {({ onClose }) => (
        <MenuGroup>
          <MenuItemsChoice
            choices={(Object.keys(labels) as Device[]).map((value) => ({
              value,
              label: labels[value],
            }))}
            value={device}
            onHover={() => {}}
            onSelect={(value: string) => {
              onChange(value as Device);
              onClose();
            }}
          />
        </MenuGroup>
      )}
    </DropdownMenu>
  );
}

/** A `core` preference toggled from the menu (a checked item). */
function PreferenceItem({ name, label }: { name: string; label: string }) {
  const realm = useRealm();
  const on = realm.preference<boolean>(name) === true;
  return (
    <MenuItem
      role="menuitemcheckbox"
      isSelected={on}
      icon={on ? check : undefined}
      onClick={() => realm.setPreference(name, !on)}
    >
      {label}
    </MenuItem>
  );
}

export function OptionsMenu(props: { showShortcuts(): void; showPreferences(): void }) {
  const realm = useRealm();
  const mode = realm.preference<string>('editorMode') === 'text' ? 'text' : 'visual';
  return (
    <DropdownMenu
      icon={moreVertical}
      label={__('Options')}
      toggleProps={{ size: 'compact' }}
      popoverProps={{ placement: 'bottom-end' }}
    >
      {({ onClose }) => (
        <>
          <MenuGroup label={__('View')}>
            <PreferenceItem name="fixedToolbar" label={__('Top toolbar')} />
            <PreferenceItem name="distractionFree" label={__('Distraction free')} />
            <PreferenceItem name="focusMode" label={__('Spotlight mode')} />
          </MenuGroup>
          <MenuGroup label={__('Editor')}>
            <MenuItemsChoice
              choices={[
                { value: 'visual', label: __('Visual editor') },
                { value: 'text', label: __('Code editor') },
              ]}
              value={mode}
              onHover={() => {}}
              onSelect={(value: string) => {
                realm.setPreference('editorMode', value);
                onClose();
              }}
            />
          </MenuGroup>
          <MenuGroup label={__('Tools')}>
            <MenuItem
              onClick={() => {
                onClose();
                props.showShortcuts();
              }}
            >
              {__('Keyboard shortcuts')}
            </MenuItem>
            <MenuItem
              onClick={() => {
                onClose();
                props.showPreferences();
              }}
            >
              {__('Preferences')}
            </MenuItem>
          </MenuGroup>
        </>
      )}
    </DropdownMenu>
  );
}
