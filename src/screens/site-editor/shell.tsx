// The site editor's frame: the sidebar (site hub above the screen for the route), the content
// area, notices and the loader. Knows nothing of what a screen does; route-screens.tsx says
// what each route shows.
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { __ } from '../../i18n';
import { type AppMode, type RouteMatch, rootRoute } from '../../routing/routes';
import { isRootRoute, isScreenSupported, parentOf, type ThemeTraits } from '../../routing/screens';
import { createNotice, removeNotice } from '../../stores';
import type { EditorSettings } from '../../stores/editor-settings';
import { $location, goBack, routeFor } from '../../stores/router';
import { $activeTheme } from '../../stores/site';
import { emit } from '../../ui/emit';
import { useHostElement, useShadowRoot } from '../../ui/element-root';
import { Icon } from '../../ui/icons';
import { lazyScreen } from '../../ui/lazy-screen';
import { NotBuilt } from '../../ui/not-built';
import { NoticeBanners, Snackbars } from '../../ui/notices';
import { Spinner } from '../../ui/spinner';
import { DesignRoot } from './design-root';
import { $loaderVisible } from './loader';
import { preloadRoute, routeScreens } from './route-screens';
import { SidebarFrame } from './sidebar-frame';
import { SiteHub } from './site-hub';

export type { EditorSettings };

const UNKNOWN_ROUTE_NOTICE = 'site-editor-unknown-route';

// Rarely used: their code loads the first time they open (nothing shows meanwhile: they open in
// the top layer; code that does not arrive says so, with Retry, in the corner).
const CommandsDialog = lazyScreen(() => import('./commands-dialog'), { placeholder: null });
const FontsModal = lazyScreen(() => import('./fonts-modal'), { placeholder: null });

export function Shell({ mode, settings }: { mode: AppMode; settings: EditorSettings }) {
  const location = useStore($location);
  const found = useStore(routeFor(mode));
  const theme = useStore($activeTheme);
  const loaderVisible = useStore($loaderVisible);
  const host = useHostElement();
  const [commandsOpen, setCommandsOpen] = useState(false);
  const [commandsLoaded, setCommandsLoaded] = useState(false);
  const [fontsOpen, setFontsOpen] = useState(false);
  const openCommands = () => {
    setCommandsLoaded(true);
    setCommandsOpen(true);
  };

  // Primary+K anywhere inside the element opens the command palette.
  useEffect(() => {
    if (!host) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setCommandsLoaded(true);
        setCommandsOpen(true);
      }
    };
    host.addEventListener('keydown', onKey);
    return () => host.removeEventListener('keydown', onKey);
  }, [host]);

  useEffect(() => {
    if (found) removeNotice(UNKNOWN_ROUTE_NOTICE);
    else
      createNotice('error', __('The requested page could not be found. Please check the URL.'), {
        id: UNKNOWN_ROUTE_NOTICE,
      });
  }, [found]);

  useEffect(() => {
    if (host) emit(host, 'route-change', { path: location.path, query: location.query });
  }, [host, location]);

  const route: RouteMatch = found ?? rootRoute(mode);
  const traits: ThemeTraits = theme.traits ?? { isBlockTheme: true, supportsStyles: true };
  const dashboard = {
    href: settings.dashboardLink ?? '/wp-admin/',
    text: settings.dashboardLinkText ?? __('Go to the Dashboard'),
  };
  const screen = routeScreens[route.name];
  // The screen's code and data load while the theme is still being asked for: from the commit
  // itself, not after the first paint.
  const { activeView } = location.query;
  const shadowRoot = useShadowRoot();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a list's first page depends on its view.
  useLayoutEffect(
    () => preloadRoute(route.name, location.query, shadowRoot ?? document),
    [route.name, activeView, shadowRoot],
  );
  const atRoot = isRootRoute(route, mode);
  const supported = isScreenSupported(route, traits);
  const onBack = () => goBack(parentOf(route, location.query, mode).path);

  return (
    <div className={`se-shell is-${mode}`} aria-busy={loaderVisible}>
      <aside className="se-sidebar" part="sidebar">
        <SiteHub theme={traits} dashboard={dashboard} onOpenCommands={openCommands} />
        {theme.status === 'loading' ? (
          <div className="se-sidebar__loading">
            <Spinner />
          </div>
        ) : mode === 'site' && route.name === 'home' ? (
          <DesignRoot theme={traits} dashboard={dashboard} />
        ) : (
          <SidebarFrame
            title={screen.title()}
            {...(screen.description ? { description: screen.description() } : {})}
            {...(atRoot ? { dashboard } : { onBack })}
          >
            {screen.Sidebar && supported && <screen.Sidebar params={route.params} />}
          </SidebarFrame>
        )}
      </aside>
      <main className="se-content" part="content">
        <NoticeBanners />
        {theme.status === 'loading' ? null : supported ? (
          screen.Content ? (
            <screen.Content params={route.params} />
          ) : (
            <NotBuilt name={screen.content()} />
          )
        ) : (
          <p className="se-unsupported" role="status">
            <Icon name="warning" />
            {__('The theme you are currently using does not support this screen.')}
          </p>
        )}
      </main>
      {loaderVisible && (
        <div className="se-loader">
          <Spinner />
        </div>
      )}
      <Snackbars />
      <div className="se-dialogs">
        {commandsLoaded && (
          <CommandsDialog
            open={commandsOpen}
            onClose={() => setCommandsOpen(false)}
            onManageFonts={() => setFontsOpen(true)}
          />
        )}
        {fontsOpen && <FontsModal onClose={() => setFontsOpen(false)} />}
      </div>
    </div>
  );
}
