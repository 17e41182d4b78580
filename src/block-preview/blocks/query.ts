// The query loop: `core/query` asks the host for its posts once; `core/post-template` renders
// its inner blocks once per post (post blocks inside read that post); `core/query-no-results`
// shows only when there are none. Query loops nested deeper than MAX_QUERY_DEPTH (a loop in a
// post's content in a loop…) show a placeholder instead of asking again.
import { wrapperAttributes } from '../block-supports';
import type { BlockRenderer, QueryContext } from '../context';
import { safeClassName } from '../escape';
import { classNames, element, placeholder } from '../html';
import { layoutClasses } from '../layout';
import { hasSavedHtml } from '../parse';
import type { PreviewQuery } from '../types';

export const MAX_QUERY_DEPTH = 3;
const DEFAULT_PER_PAGE = 10;

function queryOf(attrs: Record<string, unknown>): PreviewQuery {
  const query = attrs.query;
  return query && typeof query === 'object' && !Array.isArray(query) ? (query as PreviewQuery) : {};
}

const query: BlockRenderer = async (block, ctx) => {
  if (ctx.queryDepth >= MAX_QUERY_DEPTH) return placeholder(block.blockName);
  const request = queryOf(block.attrs);
  const posts = ctx.source.queryPosts(request);
  // Blocks that read the posts handle a failure; nothing else should report it.
  posts.catch(() => undefined);
  const perPage = Number(request.perPage);
  const loop: QueryContext = {
    posts,
    perPage: Number.isInteger(perPage) && perPage > 0 ? perPage : DEFAULT_PER_PAGE,
  };
  const inner = { ...ctx, query: loop, queryDepth: ctx.queryDepth + 1 };
  if (hasSavedHtml(block)) return ctx.renderSaved(block, inner);
  const wrapper = wrapperAttributes(block, {
    className: layoutClasses(block, ctx.layout).join(' '),
  });
  return element('div', wrapper, await ctx.renderInner(block, inner));
};

const postTemplate: BlockRenderer = async (block, ctx) => {
  if (!ctx.query) return placeholder(block.blockName);
  const posts = await ctx.query.posts;
  if (posts.length === 0) return '';
  const items = await Promise.all(
    posts.map(async (post) => {
      const type = safeClassName(post.type);
      const content = await ctx.renderInner(block, { ...ctx, post });
      const itemClass = classNames('wp-block-post', `post-${post.id}`, type, `type-${type}`);
      return element('li', { class: itemClass }, content);
    }),
  );
  const attrs = block.attrs;
  const layout = (attrs.layout ?? {}) as Record<string, unknown>;
  const columns = Number(layout.columnCount);
  const wrapper = wrapperAttributes(block, {
    className: classNames(
      ...layoutClasses(block, ctx.layout),
      layout.type === 'grid' && Number.isInteger(columns) && columns > 0 && `columns-${columns}`,
    ),
  });
  return element('ul', wrapper, items.join(''));
};

const queryNoResults: BlockRenderer = async (block, ctx) => {
  const posts = await ctx.query?.posts.catch(() => undefined);
  if (!posts || posts.length > 0) return '';
  return element('div', wrapperAttributes(block), await ctx.renderInner(block, ctx));
};

export const queryBlocks: Record<string, BlockRenderer> = {
  'core/query': query,
  'core/post-template': postTemplate,
  'core/query-no-results': queryNoResults,
};
