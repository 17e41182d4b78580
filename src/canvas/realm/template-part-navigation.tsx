// 'Edit navigation' in a selected template part's block toolbar, as WordPress 7.1's editor has
// it: when the part holds a Navigation block the user may edit, the button selects that block,
// flashes it and shows the settings sidebar, where its menu is edited.
import { BlockControls, store as blockEditorStore } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { addFilter } from '@wordpress/hooks';
import type { ComponentType, ReactNode } from 'react';
import { __ } from '../../i18n/translate';

interface BlockEditProps {
  name: string;
  clientId: string;
  isSelected: boolean;
}

// The block editor's store, through its untyped selectors and actions.
type Blocks = {
  getClientIdsOfDescendants(clientId: string): string[];
  getBlockName(clientId: string): string | null;
  getBlockEditingMode(clientId: string): string;
};
type BlockActions = {
  selectBlock(clientId: string): void;
  flashBlock(clientId: string, timeout?: number): void;
};

// Its toolbar group (the block editor's types leave out `group`).
const Controls = BlockControls as ComponentType<{ group: 'other'; children: ReactNode }>;

const wanted = new Set<() => void>();

/** Hears the button asking for the settings sidebar (the editor shows it); returns the stop. */
export function onInspectorWanted(listener: () => void): () => void {
  wanted.add(listener);
  return () => {
    wanted.delete(listener);
  };
}

function EditNavigationButton({ clientId }: { clientId: string }) {
  const navigation = useSelect(
    (select) => {
      const blocks = select(blockEditorStore) as unknown as Blocks;
      const first = blocks
        .getClientIdsOfDescendants(clientId)
        .find((id) => blocks.getBlockName(id) === 'core/navigation');
      return first && blocks.getBlockEditingMode(first) !== 'disabled' ? first : undefined;
    },
    [clientId],
  );
  const { selectBlock, flashBlock } = useDispatch(blockEditorStore) as unknown as BlockActions;
  if (!navigation) return null;
  return (
    <Controls group="other">
      <ToolbarGroup>
        <ToolbarButton
          onClick={() => {
            selectBlock(navigation);
            flashBlock(navigation, 500);
            for (const listener of wanted) listener();
          }}
        >
          {__('Edit navigation')}
        </ToolbarButton>
      </ToolbarGroup>
    </Controls>
  );
}

/** Adds the button to the selected template part's toolbar (a block editor filter). */
export function registerTemplatePartNavigation(): void {
  addFilter(
    'editor.BlockEdit',
    'site-editor/template-part-navigation',
    (BlockEdit: ComponentType<BlockEditProps>) =>
      function WithEditNavigation(props: BlockEditProps) {
        return (
          <>
            <BlockEdit {...props} />
            {props.isSelected && props.name === 'core/template-part' && (
              <EditNavigationButton clientId={props.clientId} />
            )}
          </>
        );
      },
  );
}
