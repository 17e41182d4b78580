// The canvas realm's entry: runs inside the iframe the editor made for it (src/canvas/), with
// its own React, WordPress's block editor and core blocks, and its own documents for their
// styles, popovers and modals. Nothing of it reaches the editor's page. The editor left its side
// of the bridge on this window (CANVAS_HOST_KEY); the realm answers with its own (`ready`).
import '@wordpress/format-library';
import { registerCoreBlocks } from '@wordpress/block-library';
import { store as coreStore } from '@wordpress/core-data';
import { resolveSelect } from '@wordpress/data';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import blockEditorContentCss from '@wordpress/block-editor/build-style/content.css?inline';
import blockEditorCss from '@wordpress/block-editor/build-style/style.css?inline';
import blockLibraryCommonCss from '@wordpress/block-library/build-style/common.css?inline';
import blockLibraryEditorCss from '@wordpress/block-library/build-style/editor.css?inline';
import blockLibraryCss from '@wordpress/block-library/build-style/style.css?inline';
import componentsCss from '@wordpress/components/build-style/style.css?inline';
import formatLibraryCss from '@wordpress/format-library/build-style/style.css?inline';
import patternsCss from '@wordpress/patterns/build-style/style.css?inline';
import reusableBlocksCss from '@wordpress/reusable-blocks/build-style/style.css?inline';
import {
  CANVAS_HOST_KEY,
  type CanvasEntity,
  type CanvasHost,
  type CanvasRealm,
  type CanvasStyles,
  entityKey,
} from '../bridge';
import { sendRequestsThroughHost } from './api';
import { registerApplyGlobally } from './apply-globally-control';
import { CreatePatternControls } from './create-pattern';
import { loadSiteSettings } from './discussion-settings';
import { CanvasEditor } from './editor';
import { addHostBlockTypes } from './host-block-types';
import { startMedia } from './media';
import { forwardNotices } from './notices';
import { bindableAttributes, registerPostDataSource } from './post-data-source';
import { makeRealm, type Realm, type RealmPreferences } from './realm-context';
import { realmCss } from './realm-styles';
import { rememberSelection, restoreSelection } from './selection-memory';
import { keepSelectAll } from './select-all';
import { startEditSync } from './sync';
import { registerTemplatePartNavigation } from './template-part-navigation';
import { type InserterPatterns, patternSettings, watchInserterPatterns } from './user-patterns';
import { registerUntrustedMarkup } from './untrusted-markup';
import { listenForUser, watchCanvasDocuments } from './user-actions';

const host = (window as unknown as Record<string, CanvasHost | undefined>)[CANVAS_HOST_KEY];

/** The realm's own styles. Ids start `wp-` so the block canvas does not copy them into itself. */
function addStyle(css: string, id: string): void {
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}

/**
 * The block canvas's own document gets what WordPress puts in its editor's iframe: the
 * components' styles (blocks draw their placeholders, spinners and buttons with them), the blocks'
 * styles, the block editor's content styles, and the blocks' editor styles last; the site's come
 * as editor styles.
 */
const contentAssets = {
  styles: [
    componentsCss,
    blockLibraryCommonCss,
    blockLibraryCss,
    blockEditorContentCss,
    blockLibraryEditorCss,
  ]
    .map((css) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`)
    .join(''),
  scripts: '',
};

interface State {
  entity?: CanvasEntity;
  /** A page's or post's template, shown around it unless `showTemplate` is false. */
  template?: string | undefined;
  showTemplate: boolean;
  focusMode: boolean;
  listViewByDefault: boolean;
  styles: CanvasStyles;
  history: { canUndo: boolean; canRedo: boolean };
  patterns: InserterPatterns;
  discussion?: Record<string, unknown>;
  preferences: RealmPreferences;
  /** What the realm's own panels use, made again when the record or the preferences change. */
  realm?: Realm;
}

function start(host: CanvasHost): void {
  sendRequestsThroughHost(host);
  registerUntrustedMarkup();
  registerCoreBlocks();
  registerPostDataSource();
  void addHostBlockTypes();
  addStyle(componentsCss, 'wp-components-css');
  addStyle(blockEditorCss, 'wp-block-editor-css');
  addStyle(blockLibraryEditorCss, 'wp-block-library-editor-css');
  addStyle(formatLibraryCss, 'wp-format-library-css');
  addStyle(patternsCss, 'wp-patterns-css');
  addStyle(reusableBlocksCss, 'wp-reusable-blocks-css');
  addStyle(realmCss, 'wp-canvas-realm-css');

  forwardNotices(host);
  const sync = startEditSync(host, () => state.entity);
  registerTemplatePartNavigation();
  registerApplyGlobally((blockName, title, styles, commit) => {
    commit();
    const edits = sync.takeUserChanges();
    host.applyGlobally(blockName, title, JSON.stringify(styles), JSON.stringify(edits));
  });
  const watchUser = listenForUser(
    host,
    (target) => sync.userActed(target),
    () => sync.flush(),
  );
  watchCanvasDocuments(document, (doc) => {
    watchUser(doc);
    if (doc !== document) keepSelectAll(doc);
  });

  const container = document.createElement('div');
  container.id = 'canvas-root';
  document.body.append(container);
  const root = createRoot(container);
  const state: State = {
    showTemplate: true,
    focusMode: false,
    listViewByDefault: false,
    styles: { css: '', settings: '{}' },
    history: { canUndo: false, canRedo: false },
    patterns: { patterns: [], categories: [], userPatterns: [], userCategories: [] },
    preferences: JSON.parse(host.preferences()) as RealmPreferences,
  };
  const remakeRealm = () => {
    if (state.entity) state.realm = makeRealm(host, sync, state.entity, state.preferences);
  };
  const mediaSettings = startMedia(host, {
    entity: () => state.entity,
    userActed: () => sync.userActed(),
    changed: () => {
      makeSettings();
      render();
    },
  });
  let settings: Record<string, unknown> = {};
  const makeSettings = () => {
    settings = {
      __experimentalFeatures: JSON.parse(state.styles.settings),
      __unstableIsBlockBasedTheme: true,
      supportsLayout: true,
      alignWide: true,
      isRTL: false,
      // The user's view options: the block toolbar at the top, spotlight (every block but the
      // selected one faded).
      hasFixedToolbar: state.preferences.core?.fixedToolbar === true,
      focusMode: state.preferences.core?.focusMode === true,
      // A block's markup edited on its own (the block menu's Edit as HTML).
      codeEditingEnabled: true,
      __unstableResolvedAssets: contentAssets,
      // Pattern previews are drawn with these (the canvas gets the same CSS as its `styles`).
      styles: [{ css: state.styles.css, isGlobalStyles: true }],
      ...patternSettings(state.patterns),
      __experimentalBlockBindingsSupportedAttributes: bindableAttributes,
      ...(state.discussion ? { __experimentalDiscussionSettings: state.discussion } : {}),
      ...mediaSettings(),
      // 'Edit original' of a template part or a synced pattern: the editor opens that record.
      onNavigateToEntityRecord: ({ postId, postType }: { postId: unknown; postType: unknown }) => {
        sync.flush();
        if (state.entity) {
          const to = entityKey({ kind: 'postType', name: String(postType), id: String(postId) });
          rememberSelection(entityKey(state.entity), to);
        }
        host.openRecord(String(postType), String(postId));
      },
    };
  };
  makeSettings();
  const onUndo = () => {
    sync.flush();
    host.undo();
  };
  const onRedo = () => {
    sync.flush();
    host.redo();
  };
  const render = () => {
    const { entity, realm } = state;
    if (!entity || !realm) return;
    root.render(
      <CanvasEditor
        entity={entity}
        realm={realm}
        template={state.template}
        showTemplate={state.showTemplate}
        focusMode={state.focusMode}
        listViewByDefault={state.listViewByDefault}
        css={state.styles.css}
        settings={settings}
        onUndo={onUndo}
        onRedo={onRedo}
        canUndo={state.history.canUndo}
        canRedo={state.history.canRedo}
      >
        <CreatePatternControls host={host} />
      </CanvasEditor>,
    );
  };

  // The theme's and the site's patterns, for the inserter: shown as they arrive, and again
  // whenever they change (a pattern made from blocks).
  watchInserterPatterns((patterns) => {
    state.patterns = patterns;
    makeSettings();
    render();
  });

  void loadSiteSettings((discussion) => {
    state.discussion = discussion;
    makeSettings();
    render();
  });

  const realm: CanvasRealm = {
    open(entity, options) {
      state.entity = entity;
      document.title = options.title;
      state.focusMode = options.focusMode;
      state.listViewByDefault = options.listViewByDefault;
      state.template = options.template;
      state.showTemplate = options.showTemplate ?? true;
      remakeRealm();
      // At once: the record opened (or its placeholder) replaces the one before it in the
      // frame the editor shows it in, never a frame later.
      flushSync(render);
      restoreSelection(entityKey(entity));
      // The editor's unsaved edits of the record (restored after a reload, say) come first.
      void resolveSelect(coreStore)
        .getEntityRecord(entity.kind, entity.name, entity.id)
        .then(() => {
          const edits = JSON.parse(host.editsOf(entity)) as Record<string, unknown>;
          if (Object.keys(edits).length > 0) sync.applyHostValues(entity, edits);
        });
    },
    setTitle(title) {
      document.title = title;
    },
    setStyles(styles) {
      state.styles = styles;
      makeSettings();
      render();
    },
    setValues(entity, values) {
      sync.applyHostValues(entity, JSON.parse(values));
    },
    saved(entity, record) {
      sync.saved(entity, JSON.parse(record));
    },
    setPreferences(preferences) {
      state.preferences = JSON.parse(preferences) as RealmPreferences;
      remakeRealm();
      makeSettings();
      render();
    },
    setHistory(history) {
      state.history = history;
      render();
    },
    flush() {
      sync.flush();
    },
    focus() {
      const canvas = document.querySelector<HTMLIFrameElement>('iframe[name="editor-canvas"]');
      (canvas ?? document.body).focus();
    },
  };
  host.ready(realm);
}

if (host) {
  try {
    start(host);
  } catch (error) {
    host.failed(error instanceof Error ? error.message : String(error));
  }
}
