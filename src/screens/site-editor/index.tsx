// <site-editor>: the full site editor, or with mode="posts" the posts-only app.
import type { AppMode } from '../../routing/routes';
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
