// The canvas's tool bar: Block Inserter, Document Overview, Undo, Redo, the top toolbar's place,
// View (the device), Zoom Out, Settings and Options.
import { BlockToolbar } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { cog, listView, plus, redo, undo } from '@wordpress/icons';
import { memo } from 'react';
import { type Device, DeviceMenu, OptionsMenu } from './editor-options';
import { leaveZoomOut, ZoomOutToggle } from './zoom-out';

export type Panel = 'inserter' | 'list-view' | undefined;

export interface ToolsProps {
  panel: Panel;
  /** The selected block's toolbar in the tool bar (preference fixedToolbar). */
  topToolbar: boolean;
  inspectorOpen: boolean;
  device: Device;
  setDevice(device: Device): void;
  /** A page or post shown inside its template (zoomed out, its content's blocks are the sections). */
  pageInTemplate: boolean;
  showShortcuts(): void;
  showPreferences(): void;
  canUndo: boolean;
  canRedo: boolean;
  toggle(which: Panel): void;
  toggleInspector(): void;
  onUndo(): void;
  onRedo(): void;
}

/** The tool bar. Memoised, as everything below the provider: each key typed gives the provider
 * new blocks, and re-rendering the tool bar's tooltips and the panels at every key cost more than
 * the typing itself. */
export const DocumentTools = memo(function DocumentTools(props: ToolsProps) {
  const { panel } = props;
  return (
    <div className="canvas-editor__toolbar" role="toolbar" aria-label="Document tools">
      <Button
        icon={plus}
        label={panel === 'inserter' ? 'Close Block Inserter' : 'Block Inserter'}
        isPressed={panel === 'inserter'}
        onClick={() => props.toggle('inserter')}
        variant="primary"
        size="compact"
        className="canvas-editor__inserter-toggle"
      />
      <Button
        icon={listView}
        label="Document Overview"
        isPressed={panel === 'list-view'}
        onClick={() => props.toggle('list-view')}
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
      {props.topToolbar ? (
        <div className="canvas-editor__block-toolbar">
          <BlockToolbar hideDragHandle />
        </div>
      ) : (
        <span className="canvas-editor__spacer" />
      )}
      <DeviceMenu
        device={props.device}
        onChange={(device) => {
          // A device previewed at 100 %, as in WordPress.
          leaveZoomOut();
          props.setDevice(device);
        }}
      />
      <ZoomOutToggle pageInTemplate={props.pageInTemplate} />
      <Button
        icon={cog}
        label="Settings"
        isPressed={props.inspectorOpen}
        onClick={props.toggleInspector}
        size="compact"
      />
      <OptionsMenu showShortcuts={props.showShortcuts} showPreferences={props.showPreferences} />
    </div>
  );
});
