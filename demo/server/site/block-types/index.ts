// The core block types the demo host describes at /wp/v2/block-types: every block a block theme
// (and the demo theme, meridian) uses, with the metadata WordPress reads from block.json. The
// host has no block library code; this data is its registry. One module per block group.
import { taxonomies } from '../taxonomies';
import type { BlockStyle, CoreBlockType, JsonObject } from './block-type';
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

/** Post Terms offers one variation per public taxonomy, category first and the default. */
function postTermsVariations(): JsonObject[] {
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

/**
 * Navigation Link offers a link per post type and taxonomy shown in menus (built-in ones first):
 * posts, pages, categories and tags here. WordPress names the tag's variation `tag` and gives
 * built-in ones a blank description; the host has no post formats, so no Post Format Link.
 */
function navigationLinkVariations(): JsonObject[] {
  const entities: [name: string, title: string, kind: string][] = [
    ['post', 'Post link', 'post-type'],
    ['page', 'Page link', 'post-type'],
    ['category', 'Category link', 'taxonomy'],
    ['tag', 'Tag link', 'taxonomy'],
  ];
  return entities.map(([name, title, kind]) => ({
    name,
    title,
    description: ' ',
    attributes: { type: name, kind },
  }));
}

/**
 * Variations WordPress builds on the server (its `variation_callback`s): Post Terms per taxonomy
 * and Navigation Link per post type and taxonomy. Every other core block declares its variations
 * in its editor script.
 */
export function blockVariations(block: CoreBlockType): JsonObject[] {
  if (block.name === 'core/post-terms') return postTermsVariations();
  if (block.name === 'core/navigation-link') return navigationLinkVariations();
  return [];
}

/**
 * A block's styles: block.json's, then the active theme's block style partials registered for it
 * (name and label, as `register_block_style` keeps them), skipping names it already has.
 */
export function blockStyles(
  block: CoreBlockType,
  themeStyles: readonly { name: string; label: string; blockTypes: string[] }[],
): BlockStyle[] {
  const styles: BlockStyle[] = [...(block.styles ?? [])];
  for (const style of themeStyles) {
    if (!style.blockTypes.includes(block.name)) continue;
    if (styles.some((existing) => existing.name === style.name)) continue;
    styles.push({ name: style.name, label: style.label });
  }
  return styles;
}
