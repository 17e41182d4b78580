// Blocks that stand for other markup: template parts, theme patterns (`core/pattern`) and user
// patterns (`core/block`). Each renders its content in place, recursively; a part or pattern
// that (directly or not) includes itself shows a placeholder at the repeat.
import { wrapperAttributes } from '../block-supports';
import { type BlockRenderer, enter } from '../context';
import { element, placeholder, safeTagName } from '../html';

/** The wrapper of a part without `tagName`, by its area (WordPress's area tags). */
const AREA_TAGS: Record<string, string> = { header: 'header', footer: 'footer' };

const templatePart: BlockRenderer = async (block, ctx) => {
  const attrs = block.attrs;
  const slug = typeof attrs.slug === 'string' ? attrs.slug : '';
  const nested = slug ? enter(ctx, `wp_template_part:${slug}`) : undefined;
  if (!nested) return placeholder(block.blockName);
  const theme = typeof attrs.theme === 'string' ? attrs.theme : '';
  const part = await ctx.source.getTemplatePart(theme, slug);
  if (!part) return placeholder(block.blockName);
  const tag = safeTagName(attrs.tagName, AREA_TAGS[part.area ?? ''] ?? 'div');
  const inner = await ctx.renderMarkup(part.content, nested);
  return element(tag, wrapperAttributes(block), inner);
};

const pattern: BlockRenderer = async (block, ctx) => {
  const slug = block.attrs.slug;
  const nested = typeof slug === 'string' && slug ? enter(ctx, `pattern:${slug}`) : undefined;
  if (!nested) return placeholder(block.blockName);
  const found = await ctx.source.getPattern(slug as string);
  return found ? ctx.renderMarkup(found.content, nested) : placeholder(block.blockName);
};

const userPattern: BlockRenderer = async (block, ctx) => {
  const ref = Number(block.attrs.ref);
  const nested = Number.isInteger(ref) && ref > 0 ? enter(ctx, `wp_block:${ref}`) : undefined;
  if (!nested) return placeholder(block.blockName);
  const found = await ctx.source.getUserPattern(ref);
  return found ? ctx.renderMarkup(found.content, nested) : placeholder(block.blockName);
};

export const referenceBlocks: Record<string, BlockRenderer> = {
  'core/template-part': templatePart,
  'core/pattern': pattern,
  'core/block': userPattern,
};
