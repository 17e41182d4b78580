// The core block types the demo host describes at /wp/v2/block-types: every block a block theme
// (and the demo theme, meridian) uses, with the metadata WordPress reads from block.json. The
// host has no block library code; this data is its registry. One module per block group.
import { taxonomies } from '../taxonomies';
import type { CoreBlockType, JsonObject } from './block-type';
import { commentBlocks } from './comment-blocks';
import { designBlocks } from './design-blocks';
import { mediaBlocks } from './media-blocks';
import { navigationBlocks } from './navigation-blocks';
import { postBlocks } from './post-blocks';
import { siteBlocks } from './site-blocks';
import { supportAttributes } from './support-attributes';
import { textBlocks } from './text-blocks';

export type { BlockStyle, CoreBlockType, Json, JsonObject } from './block-type';

/** Sorted by name, like the block library's folders. */
export const coreBlockTypes: readonly CoreBlockType[] = [
  ...textBlocks,
  ...designBlocks,
  ...mediaBlocks,
  ...siteBlocks,
  ...navigationBlocks,
  ...postBlocks,
  ...commentBlocks,
].sort((a, b) => a.name.localeCompare(b.name));

const byName = new Map(coreBlockTypes.map((block) => [block.name, block]));

export function findBlockType(name: string): CoreBlockType | undefined {
  return byName.get(name);
}

/** block.json's attributes followed by the ones WordPress adds for the block's supports. */
export function blockAttributes(block: CoreBlockType): Record<string, JsonObject> {
  return { ...block.attributes, ...supportAttributes(block.supports) };
}

/**
 * Variations WordPress builds on the server: post-terms offers one per public taxonomy (category
 * first and default). Every other core block declares its variations in its editor script.
 */
export function blockVariations(block: CoreBlockType): JsonObject[] {
  if (block.name !== 'core/post-terms') return [];
  return Object.values(taxonomies)
    .filter((taxonomy) => taxonomy.publiclyQueryable && taxonomy.restBase)
    .map((taxonomy) => ({
      name: taxonomy.slug,
      title: taxonomy.name,
      description: `Display a list of assigned terms from the taxonomy: ${taxonomy.name}`,
      attributes: { term: taxonomy.slug },
      isActive: ['term'],
      scope: ['inserter', 'transform'],
      ...(taxonomy.slug === 'category' ? { isDefault: true } : {}),
    }));
}
