// The renderer's core: walks the parsed blocks, hands each known dynamic block to its render
// function (blocks/index.ts), rebuilds static blocks from their saved HTML with their inner
// blocks in place, shows the children of unknown wrappers, and turns anything else it cannot
// show into a placeholder. Nothing a block does can reject the whole render. The finished HTML
// is sanitised once, at the end.
import { blockRenderers } from './blocks';
import { withRenderCache } from './cache';
import type { RenderContext } from './context';
import { wrapperAttributes } from './block-supports';
import { addClassesToFirstElement, element, placeholder } from './html';
import { LayoutStyles, layoutClasses } from './layout';
import { hasSavedHtml, parseBlocks } from './parse';
import { sanitizeHtml } from './sanitize';
import type { BlockPreview, ParsedBlock, RenderOptions } from './types';

/** Deeper than any real template; stops runaway nesting the cycle guard cannot name. */
export const MAX_BLOCK_DEPTH = 100;

async function renderBlock(block: ParsedBlock, ctx: RenderContext): Promise<string> {
  if (block.blockName === null) return block.innerHTML;
  if (ctx.depth >= MAX_BLOCK_DEPTH) return placeholder(block.blockName);
  const inner = { ...ctx, depth: ctx.depth + 1 };
  const render = Object.hasOwn(blockRenderers, block.blockName)
    ? blockRenderers[block.blockName]
    : undefined;
  try {
    if (render) return await render(block, inner);
    if (hasSavedHtml(block)) return await renderSaved(block, inner);
    if (block.innerBlocks.length > 0) return await renderWrapper(block, inner);
  } catch {
    // A failing data source call or unexpected attributes: this block only.
  }
  return placeholder(block.blockName);
}

async function renderBlocks(blocks: ParsedBlock[], ctx: RenderContext): Promise<string> {
  const parts = await Promise.all(blocks.map((block) => renderBlock(block, ctx)));
  return parts.join('');
}

function renderInner(block: ParsedBlock, ctx: RenderContext): Promise<string> {
  return renderBlocks(block.innerBlocks, ctx);
}

async function renderSaved(block: ParsedBlock, ctx: RenderContext): Promise<string> {
  const children = await Promise.all(block.innerBlocks.map((child) => renderBlock(child, ctx)));
  let next = 0;
  const html = block.innerContent.map((part) => part ?? children[next++] ?? '').join('');
  return addClassesToFirstElement(html, layoutClasses(block, ctx.layout));
}

/** An unknown dynamic block that only wraps inner blocks: its children in a plain wrapper. */
async function renderWrapper(block: ParsedBlock, ctx: RenderContext): Promise<string> {
  const className = layoutClasses(block, ctx.layout).join(' ');
  return element('div', wrapperAttributes(block, { className }), await renderInner(block, ctx));
}

function renderMarkup(markup: string, ctx: RenderContext): Promise<string> {
  return renderBlocks(parseBlocks(markup), ctx);
}

/**
 * Renders block markup (a template, part, pattern, page or menu) to preview HTML, loading what
 * dynamic blocks show from `options.dataSource`. Never rejects: what cannot be shown becomes
 * a `.block-preview-placeholder`.
 */
export async function renderBlockPreview(
  markup: string,
  options: RenderOptions,
): Promise<BlockPreview> {
  const layout = new LayoutStyles();
  const ctx: RenderContext = {
    source: withRenderCache(options.dataSource),
    ancestors: new Set(),
    depth: 0,
    queryDepth: 0,
    inNavigation: false,
    locale: options.locale ?? 'en-US',
    layout,
    renderBlocks,
    renderMarkup,
    renderInner,
    renderSaved,
    ...(options.post ? { postRef: options.post } : {}),
  };
  const html = await renderMarkup(markup, ctx);
  return { html: sanitizeHtml(html), css: layout.css };
}
