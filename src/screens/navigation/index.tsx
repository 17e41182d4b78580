// <navigation-manager>: the navigation screens alone, routing inside themselves (the list, then
// one menu), with their own notices.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { __ } from '../../i18n';
import { $activeTheme } from '../../stores/site';
import { ElementRoot } from '../../ui/element-root';
import { Icon } from '../../ui/icons';
import { NoticeBanners, Snackbars } from '../../ui/notices';
import { NavigationScreen } from './navigation-screen';

export interface NavigationManagerElementProps {
  container?: ShadowRoot;
  apiRoot?: string;
  nonce?: string;
}

function NavigationManager() {
  const [menuId, setMenuId] = useState<number | undefined>();
  const theme = useStore($activeTheme);
  return (
    <>
      {menuId !== undefined && (
        <button type="button" className="nv-button nv-back" onClick={() => setMenuId(undefined)}>
          <Icon name="back" />
          {__('Navigation')}
        </button>
      )}
      <NavigationScreen
        menuId={menuId}
        onOpenMenu={setMenuId}
        onBackToList={() => setMenuId(undefined)}
        showPreview={theme.traits?.isBlockTheme !== false}
      />
    </>
  );
}

export function NavigationManagerElement({
  container,
  apiRoot,
  nonce,
}: NavigationManagerElementProps) {
  return (
    <ElementRoot container={container} apiRoot={apiRoot} nonce={nonce} className="nv-element">
      <NoticeBanners />
      <NavigationManager />
      <Snackbars />
    </ElementRoot>
  );
}
