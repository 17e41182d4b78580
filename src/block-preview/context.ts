// What a block's render function knows about where it is: the data source, the post it shows
// (inside a query loop or a page's template), the query around it, and the parts, patterns,
// menus and posts it sits inside (the cycle guard). Contexts are immutable: a block passes a
// new one to its children, so sibling branches rendering in parallel never share a guard.
import type { LayoutStyles } from './layout';
import type { ParsedBlock, PreviewDataSource, PreviewPost, PreviewPostContext } from './types';

/** The posts a query block asks for, shared by its post template, no-results and pagination. */
export interface QueryContext {
  posts: Promise<PreviewPost[]>;
  perPage: number;
  /** From the query pagination block: `none`, `arrow` or `chevron`. */
  paginationArrow?: string;
}

export interface RenderContext {
  /** The host, behind the per-render cache. */
  readonly source: PreviewDataSource;
  /** Keys (`wp_template_part:header`, `post:page:5`) of what encloses this block. */
  readonly ancestors: ReadonlySet<string>;
  readonly depth: number;
  /** The post of the query loop iteration this block is in. */
  readonly post?: PreviewPost;
  /** The post the whole preview is for (a page within its template). */
  readonly postRef?: PreviewPostContext;
  readonly query?: QueryContext;
  readonly queryDepth: number;
  /** Inside a navigation block: page lists write navigation item classes. */
  readonly inNavigation: boolean;
  readonly locale: string;
  readonly layout: LayoutStyles;
  /** Renders blocks in order (in parallel), each failing one as a placeholder. */
  readonly renderBlocks: (blocks: ParsedBlock[], ctx: RenderContext) => Promise<string>;
  /** Parses and renders block markup from the host (a part's content, a menu). */
  readonly renderMarkup: (markup: string, ctx: RenderContext) => Promise<string>;
  /** A block's inner blocks only, without its saved HTML. */
  readonly renderInner: (block: ParsedBlock, ctx: RenderContext) => Promise<string>;
  /** A block's saved HTML with its inner blocks in their places, plus layout classes. */
  readonly renderSaved: (block: ParsedBlock, ctx: RenderContext) => Promise<string>;
}

/** Renders one block to HTML. May throw or reject: the block then shows a placeholder. */
export type BlockRenderer = (block: ParsedBlock, ctx: RenderContext) => Promise<string>;

/**
 * The context for rendering inside `key` (a part, pattern, menu or post), or undefined when
 * `key` already encloses this block: rendering it again would never end.
 */
export function enter(ctx: RenderContext, key: string): RenderContext | undefined {
  if (ctx.ancestors.has(key)) return undefined;
  return { ...ctx, ancestors: new Set([...ctx.ancestors, key]) };
}

/** The post that post blocks show here: the loop's post, else the preview's own post. */
export async function currentPost(ctx: RenderContext): Promise<PreviewPost | undefined> {
  if (ctx.post) return ctx.post;
  if (!ctx.postRef) return undefined;
  return ctx.source.getPost(ctx.postRef.postType, ctx.postRef.postId);
}
