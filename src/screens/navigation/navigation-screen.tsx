// The navigation menus (spec 2.8): loading, none ('No Navigation Menus found.', while the host's
// fallback menu is requested), exactly one (shown directly), or several (listed); and one menu
// by id, which may be missing. Used by the full editor's /navigation routes and by
// <navigation-manager>, which routes inside itself.
import { useStore } from '@nanostores/react';
import { __ } from '../../i18n';
import { menuTitle } from '../../navigation';
import { $navigationMenus, $untitledNumbers } from '../../stores/navigation';
import { useStyles } from '../../ui/element-root';
import { LoadError } from '../../ui/load-error';
import { Spinner } from '../../ui/spinner';
import { MenuEditor } from './menu-editor';
import { navigationStyles } from './styles';

export interface NavigationScreenProps {
  /** The menu to show; undefined for the list. */
  menuId?: number | undefined;
  onOpenMenu: (id: number) => void;
  onBackToList: () => void;
  showPreview: boolean;
}

export function NavigationScreen({
  menuId,
  onOpenMenu,
  onBackToList,
  showPreview,
}: NavigationScreenProps) {
  useStyles(navigationStyles);
  const menus = useStore($navigationMenus);
  const untitled = useStore($untitledNumbers);
  const editor = (id: number) => (
    <MenuEditor
      key={id}
      id={id}
      untitledNumber={untitled.get(id)}
      showPreview={showPreview}
      onDeleted={onBackToList}
      onDuplicated={onOpenMenu}
    />
  );

  if (menuId !== undefined) return <div className="nv-screen">{editor(menuId)}</div>;
  if (menus.isLoading && menus.items.length === 0) return <Spinner />;
  // Failed is not none: the reason and Retry (and it tries again by itself), not 'No Navigation
  // Menus found.', which would also ask the host for a fallback menu.
  if (menus.error && !menus.isLoading) return <LoadError message={menus.error.message} />;
  if (menus.items.length === 0)
    return (
      <p className="nv-state" role="status">
        {__('No Navigation Menus found.')}
      </p>
    );
  if (menus.items.length === 1)
    return <div className="nv-screen">{editor(menus.items[0]!.id)}</div>;
  return (
    <div className="nv-screen">
      <h2 className="nv-menu__title">{__('Navigation')}</h2>
      <ul className="nv-menus" aria-label={__('Navigation Menus')}>
        {menus.items.map((menu) => (
          <li key={menu.id}>
            <button type="button" className="nv-menu-link" onClick={() => onOpenMenu(menu.id)}>
              {menuTitle(menu, untitled.get(menu.id))}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
