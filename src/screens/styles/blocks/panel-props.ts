// What every panel of a block's Styles screen is given: the block (and the style variation the
// screen edits, if any), its type as the host describes it, and the settings that apply to it.
// The colour, background and typography panels (other folders) take the same props.
import type { BlockTypeInfo } from '../../../global-styles/block-panels';
import type { JsonObject } from '../../../global-styles/types';

export interface BlockPanelProps {
  blockName: string;
  /** The block style variation edited (`styles.blocks[name].variations[variation]`). */
  variation?: string | undefined;
  blockType: BlockTypeInfo;
  /** The merged settings with the block's own laid over them (`settingsFor(merged, name)`). */
  settings: JsonObject;
}
