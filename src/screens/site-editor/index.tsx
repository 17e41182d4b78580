// <site-editor>: the full site editor, or with mode="posts" the posts-only app.
import { useEffect, useRef } from 'react';
import type { AppMode } from '../../routing/routes';
import { $editorSettings } from '../../stores/editor-settings';
import { ElementRoot, useStyles } from '../../ui/element-root';
import { type EditorSettings, Shell } from './shell';
import { siteEditorStyles } from './styles';

export interface SiteEditorProps {
  container?: ShadowRoot;
  apiRoot?: string;
  nonce?: string;
  mode?: string;
  settings?: EditorSettings;
}

function SiteEditorFrame({ mode, settings }: { mode: AppMode; settings: EditorSettings }) {
  useStyles(siteEditorStyles);
  // Before the screens' first render (they read it there), then on each change.
  const first = useRef(true);
  if (first.current) {
    first.current = false;
    $editorSettings.set(settings);
  }
  useEffect(() => $editorSettings.set(settings), [settings]);
  return <Shell mode={mode} settings={settings} />;
}

export function SiteEditor({ container, apiRoot, nonce, mode, settings }: SiteEditorProps) {
  const appMode: AppMode = mode === 'posts' ? 'posts' : 'site';
  return (
    <ElementRoot container={container} apiRoot={apiRoot} nonce={nonce}>
      <SiteEditorFrame mode={appMode} settings={settings ?? {}} />
    </ElementRoot>
  );
}
