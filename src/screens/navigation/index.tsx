// <navigation-manager>: the navigation screens alone, routing inside themselves (the list, then
// one menu), with their own notices. Alone in a host page, the element is as tall as its screen,
// so a snackbar laid over its bottom would cover the last things on it (the 'Add a link' field,
// the preview): here snackbars take their place in the flow, above the screen, like wp-admin's
// own notices. Given a height, the element scrolls its screen below them, so they stay in view.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { __ } from '../../i18n';
import { $activeTheme } from '../../stores/site';
import { ElementRoot } from '../../ui/element-root';
import { Icon } from '../../ui/icons';
import { NoticeBanners, Snackbars } from '../../ui/notices';
import { SaveConflictCompare } from '../../ui/save-conflict';
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
      <Snackbars inFlow />
      <div className="nv-element__screen">
        <NavigationManager />
      </div>
      <SaveConflictCompare />
    </ElementRoot>
  );
}
