// The host's own block styles and variations, added to the core blocks the realm registers: the
// block styles a theme or plugin registers on the server (a theme's `styles/blocks/*.json`
// partials, `register_block_style`) and the variations core builds there (Post Terms per
// taxonomy, Navigation Link per post type and taxonomy, Template Part per area and part). Its
// block.json gives the client a block's own styles (button Fill and Outline); only what the
// client lacks, by name, is added, after the client's own, as WordPress's editor adds them.
import apiFetch from '@wordpress/api-fetch';
import {
  type BlockStyle,
  type BlockVariation,
  store as blocksStore,
  getBlockType,
  getBlockVariations,
  registerBlockStyle,
  registerBlockVariation,
} from '@wordpress/blocks';
import { select } from '@wordpress/data';
import { applyFilters } from '@wordpress/hooks';

interface HostBlockType {
  name: string;
  styles?: BlockStyle[];
  variations?: BlockVariation[];
}

const PATH = '/wp/v2/block-types?context=edit&_fields=name,styles,variations';

/**
 * A block's server variations, decorated as registration decorates the ones a block type comes
 * with: block-library's `blocks.registerBlockType` filters give Post Terms and Navigation Link
 * variations their icons and `isActive`, and Template Part areas their icons.
 */
function decorated(name: string, variations: BlockVariation[]): BlockVariation[] {
  const type = getBlockType(name);
  if (!type) return variations;
  const settings = applyFilters('blocks.registerBlockType', { ...type, variations }, name) as {
    variations?: BlockVariation[];
  };
  return Array.isArray(settings.variations) ? settings.variations : variations;
}

/**
 * WordPress 7.1 describes a template part's own variation with `description || '&nbsp;'` (meant
 * as a blank that keeps the block type's description from showing), a PHP boolean: its editor
 * gets `true`, drawn as nothing; its REST API the string '1', which the block card would show
 * under the part's name. That description is the blank WordPress means.
 */
function blankForTrueDescription(variation: BlockVariation): BlockVariation {
  const description = variation.description as unknown;
  return description === '1' || description === true
    ? { ...variation, description: '\u00a0' }
    : variation;
}

/** Adds one host block type's styles and variations the client does not have. */
export function addHostBlockType(block: HostBlockType): void {
  if (!getBlockType(block.name)) return;
  const styleNames = new Set(
    (select(blocksStore).getBlockStyles(block.name) ?? []).map((style) => style.name),
  );
  const styles = (block.styles ?? []).filter(
    (style) => typeof style?.name === 'string' && !styleNames.has(style.name),
  );
  // Only what the editor reads of a style: the host may add PHP-side data (inline_style, style_data).
  if (styles.length > 0) {
    registerBlockStyle(
      block.name,
      styles.map(({ name, label, isDefault }) => ({
        name,
        label: label || name,
        ...(isDefault ? { isDefault } : {}),
      })),
    );
  }
  const variationNames = new Set(
    (getBlockVariations(block.name) ?? []).map((variation) => variation.name),
  );
  const variations = (block.variations ?? []).filter(
    (variation) => typeof variation?.name === 'string' && !variationNames.has(variation.name),
  );
  if (variations.length > 0) {
    const described = variations.map(blankForTrueDescription);
    registerBlockVariation(block.name, decorated(block.name, described));
  }
}

/** Asks the host once for its block types and adds what they bring; a host without them adds nothing. */
export async function addHostBlockTypes(): Promise<void> {
  let blocks: unknown;
  try {
    blocks = await apiFetch({ path: PATH });
  } catch {
    return;
  }
  if (!Array.isArray(blocks)) return;
  for (const block of blocks as HostBlockType[]) {
    if (block && typeof block.name === 'string') addHostBlockType(block);
  }
}
