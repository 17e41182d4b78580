// Block markup → blocks. The grammar (`<!-- wp:name {json} -->…<!-- /wp:name -->`, self-closing
// `<!-- wp:name /-->`, freeform HTML between blocks) is WordPress's; its own small parser reads it.
import { parse } from '@wordpress/block-serialization-default-parser';
import type { ParsedBlock } from './types';

/** Parses block markup. Never throws: text that is not a block comes back as freeform HTML. */
export function parseBlocks(markup: string): ParsedBlock[] {
  return (parse(markup) as ParsedBlock[]).map(normalise);
}

function normalise(block: ParsedBlock): ParsedBlock {
  const attrs = block.attrs && typeof block.attrs === 'object' ? block.attrs : {};
  return { ...block, attrs, innerBlocks: block.innerBlocks.map(normalise) };
}

/** A block's attributes (always an object). */
export function attributesOf(block: ParsedBlock): Record<string, unknown> {
  return block.attrs;
}

/** Does the block carry saved HTML of its own (not only whitespace around inner blocks)? */
export function hasSavedHtml(block: ParsedBlock): boolean {
  return block.innerContent.some((part) => part !== null && part.trim() !== '');
}
