// A template's areas (the item sidebar's 'Areas', as WordPress lists them): the template parts
// its markup includes, in the order they come, each once, found at any depth.
import { parseBlocks } from '../block-preview/parse';
import type { ParsedBlock } from '../block-preview/types';

export interface TemplatePartReference {
  slug: string;
  /** The theme the block names ('' when it names none: the active theme's). */
  theme: string;
}

export function templatePartReferences(markup: string): TemplatePartReference[] {
  const found = new Map<string, TemplatePartReference>();
  const visit = (blocks: readonly ParsedBlock[]) => {
    for (const block of blocks) {
      if (block.blockName === 'core/template-part') {
        const slug = typeof block.attrs.slug === 'string' ? block.attrs.slug : '';
        const theme = typeof block.attrs.theme === 'string' ? block.attrs.theme : '';
        if (slug && !found.has(slug)) found.set(slug, { slug, theme });
      }
      visit(block.innerBlocks);
    }
  };
  visit(parseBlocks(markup));
  return [...found.values()];
}
