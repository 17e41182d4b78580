// The block inspector's 'Apply globally' (spec 2.4, 4, 5), in the Advanced panel of a selected
// block: its own styles become the global styles of its block type, in one step the editor's
// Undo takes back. Offered only where the rules say (apply-globally.ts, and the block in the
// default editing mode); disabled while the block has no style of its own.
import {
  InspectorAdvancedControls,
  store as blockEditorStore,
  useBlockEditingMode,
} from '@wordpress/block-editor';
import { getBlockType } from '@wordpress/blocks';
import { BaseControl, Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { addFilter } from '@wordpress/hooks';
import type { ComponentType } from 'react';
import { offersApplyGlobally, stylesToApply } from '../apply-globally';

interface BlockEditProps {
  name: string;
  clientId: string;
  isSelected: boolean;
  attributes: Record<string, unknown>;
}

export type ApplyGlobally = (
  blockName: string,
  blockTitle: string,
  styles: Record<string, unknown>,
  commit: () => void,
) => void;

function ApplyGloballyControl({
  name,
  clientId,
  attributes,
  onApply,
}: BlockEditProps & { onApply: ApplyGlobally }) {
  const mode = useBlockEditingMode();
  const { updateBlockAttributes } = useDispatch(blockEditorStore) as unknown as {
    updateBlockAttributes(clientId: string, attributes: Record<string, unknown>): void;
  };
  const isBlockTheme = useSelect(
    (select) =>
      (
        select(blockEditorStore) as unknown as { getSettings(): Record<string, unknown> }
      ).getSettings().__unstableIsBlockBasedTheme === true,
    [],
  );
  const type = getBlockType(name);
  const supports = type?.supports as Record<string, unknown> | undefined;
  if (mode !== 'default' || !isBlockTheme || !offersApplyGlobally(supports)) return null;
  const applied = stylesToApply(attributes, supports);
  return (
    <InspectorAdvancedControls>
      <BaseControl
        __nextHasNoMarginBottom
        help={`Make this block’s styles the styles of every ${type?.title ?? name} block.`}
      >
        <Button
          __next40pxDefaultSize
          variant="secondary"
          accessibleWhenDisabled
          disabled={!applied}
          onClick={() => {
            if (!applied) return;
            onApply(name, type?.title ?? name, applied.styles, () =>
              updateBlockAttributes(clientId, applied.attributes),
            );
          }}
        >
          Apply globally
        </Button>
      </BaseControl>
    </InspectorAdvancedControls>
  );
}

/** Adds the control to every block's edit (a block editor filter, as WordPress's own are). */
export function registerApplyGlobally(onApply: ApplyGlobally): void {
  addFilter(
    'editor.BlockEdit',
    'site-editor/apply-globally',
    (BlockEdit: ComponentType<BlockEditProps>) =>
      function WithApplyGlobally(props: BlockEditProps) {
        return (
          <>
            <BlockEdit {...props} />
            {props.isSelected && <ApplyGloballyControl {...props} onApply={onApply} />}
          </>
        );
      },
  );
}
