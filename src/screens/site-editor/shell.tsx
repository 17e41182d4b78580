// The site editor's frame: the sidebar (site hub above the screen for the route), the content
// area, notices and the loader. Knows nothing of what a screen does; route-screens.tsx says
// what each route shows.
import { useStore } from '@nanostores/react';
import { type MouseEvent, useEffect, useLayoutEffect, useState } from 'react';
import { __ } from '../../i18n';
import { type AppMode, type RouteMatch, rootRoute } from '../../routing/routes';
import {
  isRootRoute,
  isScreenSupported,
  mayOpen,
  mobileArea,
  parentOf,
  type ThemeTraits,
} from '../../routing/screens';
import { $currentUser } from '../../stores/current-user';
import type { EditorSettings } from '../../stores/editor-settings';
import { $location, goBack, routeFor } from '../../stores/router';
import { $fontsModalOpen, closeFontsModal, openFontsModal } from '../../stores/fonts-modal';
import { $preferences, $preferencesLoaded } from '../../stores/preferences';
import { $activeTheme } from '../../stores/site';
import { emit } from '../../ui/emit';
import { useHostElement, useShadowRoot, useWhenChanged } from '../../ui/element-root';
import { Icon } from '../../ui/icons';
import { lazyScreen } from '../../ui/lazy-screen';
import { ErrorBoundary } from '../../ui/error-boundary';
import { NotBuilt } from '../../ui/not-built';
import { useNotFoundNotice } from '../../ui/not-found-notice';
import { NoticeBanners, Snackbars } from '../../ui/notices';
import { SaveConflictCompare } from '../../ui/save-conflict';
import { Spinner } from '../../ui/spinner';
import { useIsMobile } from '../../ui/viewport';
import { CanvasHolder, useEditedEntity } from './canvas-holder';
import { DesignRoot } from './design-root';
import { ItemGate } from './item-gate';
import { $loaderVisible } from './loader';
import { preloadRoute, routeScreens } from './route-screens';
import { SaveHub } from './save-hub';
import { SidebarFrame } from './sidebar-frame';
import { SiteHub } from './site-hub';

export type { EditorSettings };

/** The command palette asked for once more (the count tells an opening from the last one). */
const openedAgain = ({ request }: { request: number }) => ({ open: true, request: request + 1 });

// Rarely used: their code loads the first time they open (nothing shows meanwhile: they open in
// the top layer; code that does not arrive says so, with Retry, in the corner).
const CommandsDialog = lazyScreen(() => import('./commands-dialog'), { placeholder: null });
const FontsModal = lazyScreen(() => import('./fonts-modal'), { placeholder: null });
const WelcomeGuide = lazyScreen(() => import('./welcome-guide'), { placeholder: null });

/** Where primary+K is heard: inside the element, or anywhere in the page. */
export type ShortcutScope = 'element' | 'page';

interface ShellProps {
  mode: AppMode;
  settings: EditorSettings;
  shortcutScope?: ShortcutScope;
}

export function Shell({ mode, settings, shortcutScope = 'element' }: ShellProps) {
  const location = useStore($location);
  const found = useStore(routeFor(mode));
  const theme = useStore($activeTheme);
  const loaderVisible = useStore($loaderVisible);
  const host = useHostElement();
  // Each opening counts: one asked for in the task the palette closed in still shows it.
  const [commands, setCommands] = useState({ open: false, request: 0 });
  const [commandsLoaded, setCommandsLoaded] = useState(false);
  const fontsOpen = useStore($fontsModalOpen);
  // The site editor's welcome guide (spec 1, 9): once the user's own preferences are known, while
  // `welcomeGuide` is on (the default, and again after the Tools menu's Welcome Guide).
  const preferencesLoaded = useStore($preferencesLoaded);
  const preferences = useStore($preferences);
  const guideShown =
    mode === 'site' && preferencesLoaded && preferences['core/edit-site']?.welcomeGuide === true;
  const openCommands = () => {
    setCommandsLoaded(true);
    setCommands(openedAgain);
  };

  // Primary+K opens the command palette: inside the element, or anywhere in the page when the
  // host gave the page to the editor (shortcut-scope="page"). A key another handler in the element
  // took is left. Ours alone: the host page's own palette (wp-admin's, listening on its document)
  // never opens with it, so the page's key is taken first, as the window captures it.
  const keyTarget = shortcutScope === 'page' ? host?.ownerDocument : host;
  useEffect(() => {
    const target = shortcutScope === 'page' ? host?.ownerDocument.defaultView : host;
    if (!target) return;
    const capture = shortcutScope === 'page';
    const onKey = (event: Event) => {
      if (!(event instanceof KeyboardEvent) || event.defaultPrevented) return;
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        event.stopImmediatePropagation();
        setCommandsLoaded(true);
        setCommands(openedAgain);
      }
    };
    target.addEventListener('keydown', onKey, capture);
    return () => target.removeEventListener('keydown', onKey, capture);
  }, [host, shortcutScope]);

  const user = useStore($currentUser);
  // A screen the user may not use (spec 6) is found nowhere: not offered, and not opened by URL.
  const forbidden =
    !!found && mayOpen(found.name, user === null ? null : user?.capabilities) === false;
  useNotFoundNotice(!found || forbidden);

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
  const onBack = () => goBack(parentOf(route, location.query, mode));
  // A screen that failed to render is tried again once the user goes elsewhere.
  const where = JSON.stringify([location.path, location.query]);

  // Small screens show the sidebar or the content, not both (spec 9's breakpoint): the route's
  // own area, or its sidebar once the content's Back asked for it (a list's views), until the
  // location changes or a link in that sidebar is followed.
  const isMobile = useIsMobile();
  const [sidebarAsked, setSidebarAsked] = useState(false);
  useWhenChanged(location, () => setSidebarAsked(false));
  const hasSidebar = !!screen.Sidebar && supported && !(isMobile && screen.sidebarBesideOnly);
  const area = sidebarAsked
    ? 'sidebar'
    : mobileArea(route, location.query, {
        content: !!screen.Content || !supported || forbidden,
        sidebar: hasSidebar,
      });
  const showsSidebarFromContent = isMobile && area === 'content' && hasSidebar;
  // Edit mode (spec 2.2): the canvas takes the whole frame; its header has Back and the save.
  const edited = useEditedEntity(route);
  const editing = !!edited;
  const onCanvasEscape = () =>
    host?.shadowRoot?.querySelector<HTMLElement>('[data-canvas-back]')?.focus();
  const onSidebarClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (sidebarAsked && target.closest('.se-sidebar-screen__content a[href]'))
      setSidebarAsked(false);
  };

  return (
    <div
      className={`se-shell is-${mode}${isMobile ? ` is-mobile-${area}` : ''}${editing ? ' is-canvas-edit' : ''}`}
      aria-busy={loaderVisible}
    >
      <aside className="se-sidebar" part="sidebar" onClickCapture={onSidebarClick}>
        <SiteHub theme={traits} dashboard={dashboard} onOpenCommands={openCommands} />
        {theme.status === 'loading' ? (
          <div className="se-sidebar__loading">
            <Spinner />
          </div>
        ) : mode === 'site' && route.name === 'home' ? (
          <DesignRoot theme={traits} dashboard={dashboard} />
        ) : (
          <SidebarFrame
            // Another screen is a new frame: it fades in (spec 9's sidebar fade, styles.ts).
            key={`${route.name} ${JSON.stringify(route.params)}`}
            title={screen.title()}
            {...(screen.description ? { description: screen.description() } : {})}
            {...(showsSidebarFromContent
              ? { onBack: () => setSidebarAsked(true) }
              : atRoot
                ? { dashboard }
                : { onBack })}
          >
            {screen.Sidebar && hasSidebar && (
              <ErrorBoundary resetKey={where}>
                <screen.Sidebar params={route.params} />
              </ErrorBoundary>
            )}
          </SidebarFrame>
        )}
        {mode === 'site' && !editing && <SaveHub route={route} keyTarget={keyTarget} />}
      </aside>
      <main className="se-content" part="content">
        {host && <CanvasHolder edited={edited} keyTarget={host} onEscape={onCanvasEscape} />}
        <NoticeBanners />
        {theme.status === 'loading' || forbidden ? null : supported ? (
          <ErrorBoundary resetKey={where}>
            <ItemGate route={route}>
              {screen.Content ? (
                <screen.Content params={route.params} />
              ) : (
                <NotBuilt name={screen.content()} />
              )}
            </ItemGate>
          </ErrorBoundary>
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
            open={commands.open}
            onClose={() => setCommands(({ request }) => ({ open: false, request }))}
            onManageFonts={openFontsModal}
            mode={mode}
          />
        )}
        {fontsOpen && <FontsModal onClose={closeFontsModal} />}
        {guideShown && <WelcomeGuide />}
        <SaveConflictCompare />
      </div>
    </div>
  );
}
