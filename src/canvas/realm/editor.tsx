// The canvas's own screen, inside its realm: a tool bar (inserter, list view, undo, redo,
// settings), the side panels (the block inserter with blocks and patterns, the list view) and
// the block canvas (its own iframe, as WordPress has it) with the block toolbar, and the block
// inspector. The record's blocks live in WordPress's entity store (sync.ts takes them to the
// editor's stores); the shell around it (title, Back, Save) is the editor's, outside this realm.
//
// Nothing of a record is editable before core-data has it: the block editor given no blocks shows
// an empty paragraph ('Type / to choose a block'), and a click or a key there made the record's
// blocks that paragraph, for good (issue 30). Until the record is in, a placeholder nobody can
// type into shows instead. Template parts and synced patterns inside it show WordPress's own
// spinner until theirs are in (core/template-part and core/block mount their inner blocks only
// then).
import {
  BlockBreadcrumb,
  BlockContextProvider,
  BlockEditorKeyboardShortcuts,
  BlockEditorProvider,
  __experimentalLibrary as Library,
} from '@wordpress/block-editor';
import { Popover, SlotFillProvider, Spinner } from '@wordpress/components';
import { EntityProvider, store as coreStore, useEntityBlockEditor } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { ShortcutProvider } from '@wordpress/keyboard-shortcuts';
import { memo, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { __ } from '../../i18n/translate';
import type { CanvasEntity } from '../bridge';
import { BlockCanvas } from './block-canvas';
import { DocumentOverview } from './document-overview';
import { FramedCanvas } from './framed-canvas';
import { CanvasShortcuts, RegisterCanvasShortcuts } from './editor-shortcuts';
import { DEVICE_WIDTHS, type Device } from './editor-options';
import { lazyPart } from './lazy-part';
import { DocumentTools, type Panel } from './document-tools';
import { documentTabLabel, Inspector } from './inspector';
import { type Realm, RealmContext } from './realm-context';
import { showsInTemplate, usePageInTemplate } from './page-in-template';
import { onInspectorWanted } from './template-part-navigation';
import { useZoomedOut } from './zoom-out';

export interface EditorProps {
  entity: CanvasEntity;
  /** The host, the user's preferences, record edits (realm-context.tsx). */
  realm: Realm;
  /**
   * A template part or a pattern shown alone (spec 2.2), framed as WordPress's site editor frames
   * it. Not the block editor's own `focusMode` setting: that is its spotlight, which fades every
   * block but the selected one to 20 %.
   */
  focusMode: boolean;
  /** The site's stylesheet, for the canvas. */
  css: string;
  /** The block editor's settings from theme.json and the host (palettes, patterns, layout). */
  settings: Record<string, unknown>;
  onUndo(): void;
  onRedo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** Whether the list view opens by default (preference showListViewByDefault). */
  listViewByDefault: boolean;
  /** A page's or post's template (its id), and whether it shows around the page. */
  template?: string | undefined;
  showTemplate: boolean;
  /** Fills of the block editor's slots (the block menu's Create pattern), inside its provider. */
  children?: ReactNode;
}

/** What the block editor edits and shows: its blocks, and what the block canvas holds. */
export interface EditedBlocks {
  blocks: unknown[];
  onInput(blocks: unknown[], options?: object): void;
  onChange(blocks: unknown[], options?: object): void;
  /** The block canvas's content (its root block list), when not the default one. */
  canvasContent?: ReactNode;
  /** Called as the inserter opens (where its blocks go when nothing is selected). */
  beforeInserter?: () => void;
  /** Styles of the block canvas's own, after the site's. */
  canvasCss?: string;
  /** Block context for every block (a page's `postId` and `postType`). */
  context?: Record<string, unknown>;
  /** Rendered inside the block editor's provider (what sets blocks' editing modes). */
  children?: ReactNode;
}



interface BodyProps {
  entity: CanvasEntity;
  panel: Panel;
  device: Device;
  /** The code editor instead of the block canvas (preference editorMode 'text'). */
  codeEditor: boolean;
  breadcrumbs: boolean;
  content?: ReactNode;
  inspectorOpen: boolean;
  styles: { css: string; isGlobalStyles: boolean }[];
  /** A part or a pattern on its own: drawn in a frame as tall as its blocks (framed-canvas.tsx). */
  framed: boolean;
  closePanel(): void;
}

// The shortcuts' help, the preferences and the code editor, each loaded when first opened.
const KeyboardShortcutsHelp = lazyPart(() => import('./keyboard-shortcuts-help'));
const PreferencesModal = lazyPart(() => import('./preferences-modal'));
const CodeEditor = lazyPart(() => import('./code-editor'));

/** The side panels, the block canvas and the inspector (memoised: see DocumentTools). */
const EditorBody = memo(function EditorBody(props: BodyProps) {
  const { panel } = props;
  // Zoomed out, the inserter opens on the patterns, as WordPress's does.
  const zoomedOut = useZoomedOut();
  return (
    <div className="canvas-editor__body">
      {panel === 'inserter' && (
        <section
          className="canvas-editor__panel canvas-editor__panel--inserter"
          aria-label="Block Library"
        >
          <Library
            showInserterHelpPanel
            shouldFocusBlock
            onSelect={() => {}}
            onClose={props.closePanel}
            __experimentalInitialTab={zoomedOut ? 'patterns' : undefined}
          />
        </section>
      )}
      {panel === 'list-view' && (
        <section className="canvas-editor__panel" aria-label="Document Overview">
          <DocumentOverview />
        </section>
      )}
      <div className="canvas-editor__main">
        {props.codeEditor ? (
          <div className="canvas-editor__canvas canvas-editor__canvas--code">
            <CodeEditor />
          </div>
        ) : (
          <div
            className="canvas-editor__canvas"
            data-device={props.device}
            style={
              DEVICE_WIDTHS[props.device]
                ? ({ '--canvas-device-width': `${DEVICE_WIDTHS[props.device]}px` } as object)
                : undefined
            }
          >
            {props.framed ? (
              <FramedCanvas>
                <BlockCanvas height="100%" styles={props.styles}>
                  {props.content}
                </BlockCanvas>
              </FramedCanvas>
            ) : (
              <BlockCanvas height="100%" styles={props.styles}>
                {props.content}
              </BlockCanvas>
            )}
          </div>
        )}
        {props.breadcrumbs && !props.codeEditor && (
          <div className="canvas-editor__breadcrumbs">
            <BlockBreadcrumb rootLabelText={documentTabLabel(props.entity.name)} />
          </div>
        )}
      </div>
      {props.inspectorOpen && <Inspector entity={props.entity} />}
    </div>
  );
});

/** The record's own blocks, edited in the block editor. */
function RecordEditor(props: EditorProps) {
  const { entity } = props;
  const [blocks, onInput, onChange] = useEntityBlockEditor(entity.kind, entity.name, {
    id: entity.id,
  });
  return (
    <BlockEditor
      {...props}
      edited={{
        blocks,
        onInput: onInput as EditedBlocks['onInput'],
        onChange: onChange as EditedBlocks['onChange'],
      }}
    />
  );
}

const NO_CONTEXT = {};

/** The block editor over `edited`: the tool bar, the panels, the block canvas, the inspector. */
export function BlockEditor(props: EditorProps & { edited: EditedBlocks }) {
  const { css, settings, edited } = props;
  const { blocks, onInput, onChange } = edited;
  const [panel, setPanel] = useState<Panel>(props.listViewByDefault ? 'list-view' : undefined);
  const [inspectorOpen, setInspectorOpen] = useState(true);
  // A template part's 'Edit navigation' shows the settings, where its menu is edited.
  useEffect(() => onInspectorWanted(() => setInspectorOpen(true)), []);
  const { canvasCss } = edited;
  const styles = useMemo(
    () => [
      { css, isGlobalStyles: true },
      ...(canvasCss ? [{ css: canvasCss, isGlobalStyles: false }] : []),
    ],
    [css, canvasCss],
  );
  const { beforeInserter } = edited;
  const toggle = useCallback(
    (which: Panel) => {
      if (which === 'inserter') beforeInserter?.();
      setPanel((open) => (open === which ? undefined : which));
    },
    [beforeInserter],
  );
  const toggleInspector = useCallback(() => setInspectorOpen((open) => !open), []);
  const closePanel = useCallback(() => setPanel(undefined), []);
  const [helpOpen, setHelpOpen] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const showPreferences = useCallback(() => setPreferencesOpen(true), []);
  const [device, setDevice] = useState<Device>('Desktop');
  const { realm } = props;
  const distractionFree = realm.preference('distractionFree') === true;
  const toggleListView = useCallback(() => toggle('list-view'), [toggle]);
  const showHelp = useCallback(() => setHelpOpen(true), []);
  return (
    <BlockEditorProvider
      value={blocks}
      onInput={onInput}
      onChange={onChange}
      settings={settings}
      useSubRegistry={false}
    >
      <BlockEditorKeyboardShortcuts.Register />
      <RegisterCanvasShortcuts />
      <CanvasShortcuts
        toggleListView={toggleListView}
        toggleSidebar={toggleInspector}
        showHelp={showHelp}
      />
      {helpOpen && <KeyboardShortcutsHelp onClose={() => setHelpOpen(false)} />}
      {preferencesOpen && <PreferencesModal onClose={() => setPreferencesOpen(false)} />}
      {edited.children}
      {props.children}
      <div
        className={[
          'canvas-editor',
          distractionFree ? 'is-distraction-free' : '',
          realm.preference('showIconLabels') === true ? 'show-icon-labels' : '',
        ].join(' ')}
      >
        <DocumentTools
          topToolbar={realm.preference('fixedToolbar') === true}
          panel={distractionFree ? undefined : panel}
          inspectorOpen={inspectorOpen && !distractionFree}
          device={device}
          setDevice={setDevice}
          pageInTemplate={showsInTemplate(props.entity, props.template) && props.showTemplate}
          showShortcuts={showHelp}
          showPreferences={showPreferences}
          canUndo={props.canUndo}
          canRedo={props.canRedo}
          toggle={toggle}
          toggleInspector={toggleInspector}
          onUndo={props.onUndo}
          onRedo={props.onRedo}
        />
        <BlockContextProvider value={edited.context ?? NO_CONTEXT}>
          <EditorBody
            entity={props.entity}
            panel={distractionFree ? undefined : panel}
            device={device}
            codeEditor={realm.preference('editorMode') === 'text'}
            breadcrumbs={realm.preference('showBlockBreadcrumbs') !== false && !distractionFree}
            inspectorOpen={inspectorOpen && !distractionFree}
            styles={styles}
            content={edited.canvasContent}
            framed={props.focusMode}
            closePanel={closePanel}
          />
        </BlockContextProvider>
      </div>
    </BlockEditorProvider>
  );
}

/** A page or post inside its template (page-in-template.tsx); a spinner until the template is in. */
function PageInTemplate(props: EditorProps & { template: string }) {
  const edited = usePageInTemplate(props.entity, props.template, props.showTemplate);
  if (typeof edited === 'string') return <RecordPlaceholder state={edited} />;
  return <BlockEditor {...props} edited={edited} />;
}

type RecordState = 'loading' | 'loaded' | 'failed';

/** Whether core-data has the record (asking for it if not), or could not get it. */
function useRecordState({ kind, name, id }: CanvasEntity): RecordState {
  return useSelect(
    (select) => {
      const core = select(coreStore) as unknown as {
        getEntityRecord(kind: string, name: string, id: string): object | undefined;
        hasFinishedResolution(selector: string, args: unknown[]): boolean;
      };
      if (core.getEntityRecord(kind, name, id)) return 'loaded';
      return core.hasFinishedResolution('getEntityRecord', [kind, name, id]) ? 'failed' : 'loading';
    },
    [kind, name, id],
  );
}

/** What shows while the record loads, or when it could not: nothing in it takes input. */
function RecordPlaceholder({ state }: { state: Exclude<RecordState, 'loaded'> }) {
  if (state === 'failed') {
    return (
      <p className="canvas-editor__placeholder" role="alert">
        {__('The item could not be loaded.')}
      </p>
    );
  }
  return (
    // As the editor's own spinner (src/ui/spinner.tsx) is named.
    <div className="canvas-editor__placeholder">
      <span role="progressbar" aria-label={__('Loading…')}>
        <Spinner />
      </span>
    </div>
  );
}

export function CanvasEditor(props: EditorProps) {
  const { entity } = props;
  const state = useRecordState(entity);
  return (
    <RealmContext.Provider value={props.realm}>
      <ShortcutProvider>
        <SlotFillProvider>
          {state === 'loaded' ? (
            <EntityProvider
              kind={entity.kind}
              type={entity.name}
              id={entity.id as unknown as number}
            >
              {showsInTemplate(entity, props.template) ? (
                <PageInTemplate
                  key={`${entity.name}/${entity.id}`}
                  {...props}
                  template={props.template as string}
                />
              ) : (
                <RecordEditor key={`${entity.name}/${entity.id}`} {...props} />
              )}
            </EntityProvider>
          ) : (
            <RecordPlaceholder state={state} />
          )}
          <Popover.Slot />
        </SlotFillProvider>
      </ShortcutProvider>
    </RealmContext.Provider>
  );
}
