// <site-editor>: the full site editor, or with mode="posts" the posts-only app.
import { useEffect, useRef } from 'react';
import { type AppMode, appMode, rootRoute } from '../../routing/routes';
import { $editorSettings } from '../../stores/editor-settings';
import { preloadKeptEdits } from '../../stores/entities';
import { configureOnce, ElementRoot, hostNonce, useStyles } from '../../ui/element-root';
import { $location, routeFor } from '../../stores/router';
import { preloadSite } from '../../stores/site';
import { preloadRoute } from './route-screens';
import { type EditorSettings, Shell, type ShortcutScope } from './shell';
import { siteEditorStyles } from './styles';

export interface SiteEditorProps {
  container?: ShadowRoot;
  apiRoot?: string;
  nonce?: string;
  mode?: string;
  settings?: EditorSettings;
  shortcutScope?: string;
}

interface FrameProps {
  mode: AppMode;
  settings: EditorSettings;
  shortcutScope: ShortcutScope;
}

function SiteEditorFrame({ mode, settings, shortcutScope }: FrameProps) {
  useStyles(siteEditorStyles);
  // Before the screens' first render (they read it there), then on each change.
  const first = useRef(true);
  if (first.current) {
    first.current = false;
    $editorSettings.set(settings);
  }
  useEffect(() => $editorSettings.set(settings), [settings]);
  return <Shell mode={mode} settings={settings} shortcutScope={shortcutScope} />;
}

export function SiteEditor(props: SiteEditorProps) {
  const { container, apiRoot, nonce, mode, settings, shortcutScope } = props;
  return (
    <ElementRoot container={container} apiRoot={apiRoot} nonce={nonce}>
      <SiteEditorFrame
        mode={appMode(mode)}
        settings={settings ?? {}}
        shortcutScope={shortcutScope === 'page' ? 'page' : 'element'}
      />
    </ElementRoot>
  );
}

/**
 * As the element enters the page, before React renders it: the active theme and the site's title
 * (which the frame waits for), the code that offers back kept edits, and the route's screen code
 * and first data (the list of pages, say) start loading, while the editor itself starts. Only when the host printed the api-root
 * attribute and gave the nonce before the element entered the page: a host that sets them later
 * gets the same loading from the shell's first render.
 */
export function preloadFromElement(element: HTMLElement): void {
  const apiRoot = element.getAttribute('api-root');
  const nonce = hostNonce(element);
  if (!apiRoot || !nonce) return;
  configureOnce(apiRoot, nonce);
  preloadSite();
  preloadKeptEdits();
  const mode = appMode(element.getAttribute('mode'));
  const route = routeFor(mode).get() ?? rootRoute(mode);
  preloadRoute(route.name, $location.get().query, element.shadowRoot ?? document);
}
