// The canvas's own screen, inside its realm: a tool bar (inserter, list view, undo, redo,
// settings), the side panels (the block inserter with blocks and patterns, the list view) and
// the block canvas (its own iframe, as WordPress has it) with the block toolbar, and the block
// inspector. The record's blocks live in WordPress's entity store (sync.ts takes them to the
// editor's stores); the shell around it (title, Back, Save) is the editor's, outside this realm.
import {
  BlockCanvas,
  BlockEditorKeyboardShortcuts,
  BlockEditorProvider,
  BlockInspector,
  __experimentalLibrary as Library,
  __experimentalListView as ListView,
} from '@wordpress/block-editor';
import { Button, Popover, SlotFillProvider } from '@wordpress/components';
import { cog, listView, plus, redo, undo } from '@wordpress/icons';
import { EntityProvider, useEntityBlockEditor } from '@wordpress/core-data';
import { ShortcutProvider } from '@wordpress/keyboard-shortcuts';
import { useMemo, useState } from 'react';
import type { CanvasEntity } from '../bridge';

export interface EditorProps {
  entity: CanvasEntity;
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
}

type Panel = 'inserter' | 'list-view' | undefined;

function RecordEditor(props: EditorProps) {
  const { entity, css, settings } = props;
  const [blocks, onInput, onChange] = useEntityBlockEditor(entity.kind, entity.name, {
    id: entity.id,
  });
  const [panel, setPanel] = useState<Panel>(props.listViewByDefault ? 'list-view' : undefined);
  const [inspectorOpen, setInspectorOpen] = useState(true);
  const styles = useMemo(() => [{ css, isGlobalStyles: true }], [css]);
  const editorSettings = useMemo(
    () => ({ ...settings, focusMode: props.focusMode }),
    [settings, props.focusMode],
  );
  const toggle = (which: Panel) => setPanel((open) => (open === which ? undefined : which));
  return (
    <BlockEditorProvider
      value={blocks}
      onInput={onInput}
      onChange={onChange}
      settings={editorSettings}
      useSubRegistry={false}
    >
      <BlockEditorKeyboardShortcuts.Register />
      <div className="canvas-editor">
        <div className="canvas-editor__toolbar" role="toolbar" aria-label="Document tools">
          <Button
            icon={plus}
            label={panel === 'inserter' ? 'Close Block Inserter' : 'Block Inserter'}
            isPressed={panel === 'inserter'}
            onClick={() => toggle('inserter')}
            variant="primary"
            size="compact"
            className="canvas-editor__inserter-toggle"
          />
          <Button
            icon={listView}
            label="Document Overview"
            isPressed={panel === 'list-view'}
            onClick={() => toggle('list-view')}
            size="compact"
          />
          <Button
            icon={undo}
            label="Undo"
            accessibleWhenDisabled
            disabled={!props.canUndo}
            onClick={props.onUndo}
            size="compact"
          />
          <Button
            icon={redo}
            label="Redo"
            accessibleWhenDisabled
            disabled={!props.canRedo}
            onClick={props.onRedo}
            size="compact"
          />
          <span className="canvas-editor__spacer" />
          <Button
            icon={cog}
            label="Settings"
            isPressed={inspectorOpen}
            onClick={() => setInspectorOpen((open) => !open)}
            size="compact"
          />
        </div>
        <div className="canvas-editor__body">
          {panel === 'inserter' && (
            <section className="canvas-editor__panel" aria-label="Block Library">
              <Library
                showInserterHelpPanel
                shouldFocusBlock
                onSelect={() => {}}
                onClose={() => setPanel(undefined)}
              />
            </section>
          )}
          {panel === 'list-view' && (
            <section className="canvas-editor__panel" aria-label="Document Overview">
              <ListView />
            </section>
          )}
          <div className="canvas-editor__canvas">
            <BlockCanvas height="100%" styles={styles} />
          </div>
          {inspectorOpen && (
            <section className="canvas-editor__inspector" aria-label="Settings">
              <BlockInspector />
            </section>
          )}
        </div>
      </div>
    </BlockEditorProvider>
  );
}

export function CanvasEditor(props: EditorProps) {
  const { entity } = props;
  return (
    <ShortcutProvider>
      <SlotFillProvider>
        <EntityProvider kind={entity.kind} type={entity.name} id={entity.id as unknown as number}>
          <RecordEditor key={`${entity.name}/${entity.id}`} {...props} />
        </EntityProvider>
        <Popover.Slot />
      </SlotFillProvider>
    </ShortcutProvider>
  );
}
