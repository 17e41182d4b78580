// The theme switcher in the Design sidebar's Tools menu (issue 21): the installed block themes,
// the one shown now checked. Choosing one reloads the page previewing it (`wp_theme_preview`), or
// without the parameter for the theme the site runs: every screen's data change with the theme,
// and the host prints the nonce that activates it (spec 7) as it renders the page.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { writeLocation } from '../../routing/location';
import { __, sprintf } from '../../i18n';
import { $currentUser } from '../../stores/current-user';
import {
  $themePreview,
  fetchInstalledThemes,
  type InstalledTheme,
} from '../../stores/theme-preview';
import { MenuGroup, MenuItemRadio, MenuSeparator } from '../../ui/menu';

/** The page address that previews `stylesheet` from the Design root ('' = the site's own theme). */
export function themePreviewHref(current: Location | URL, stylesheet: string): string {
  const search = writeLocation(current.search, {
    path: '/',
    query: { wp_theme_preview: stylesheet },
  });
  return `${current.pathname}${search}${current.hash}`;
}

export function ThemeSwitcher() {
  const user = useStore($currentUser);
  const preview = useStore($themePreview);
  const mayPreview = user?.capabilities?.switch_themes === true;
  const [themes, setThemes] = useState<InstalledTheme[] | undefined>();
  useEffect(() => {
    if (!mayPreview) return;
    let live = true;
    fetchInstalledThemes().then(
      (list) => live && setThemes(list.filter((theme) => theme.isBlockTheme)),
      () => live && setThemes([]),
    );
    return () => {
      live = false;
    };
  }, [mayPreview]);
  if (!mayPreview || !themes?.length) return null;
  const shown = preview || themes.find((theme) => theme.active)?.stylesheet;
  return (
    <>
      <MenuSeparator />
      <MenuGroup label={__('Preview a theme')}>
        {themes.map((theme) => (
          <MenuItemRadio
            key={theme.stylesheet}
            checked={theme.stylesheet === shown}
            onSelect={() => {
              if (theme.stylesheet === shown) return;
              window.location.assign(
                themePreviewHref(window.location, theme.active ? '' : theme.stylesheet),
              );
            }}
          >
            {theme.active ? sprintf(__('%s (active)'), theme.name) : theme.name}
          </MenuItemRadio>
        ))}
      </MenuGroup>
    </>
  );
}
