// Query pagination as it looks on the first page: no "previous" link, page 1 current, and a
// "next" link when the loop is full (more posts may follow). Links lead nowhere in a preview.
import { __ } from '../../i18n/translate';
import { wrapperAttributes } from '../block-supports';
import type { BlockRenderer } from '../context';
import { safeClassName } from '../escape';
import { classNames, element } from '../html';
import { layoutClasses } from '../layout';

const ARROWS: Record<string, string> = { arrow: '→', chevron: '»' };

const pagination: BlockRenderer = async (block, ctx) => {
  const posts = await ctx.query?.posts.catch(() => undefined);
  if (!ctx.query || !posts || posts.length === 0) return '';
  const arrow = safeClassName(block.attrs.paginationArrow) || 'none';
  const inner = { ...ctx, query: { ...ctx.query, paginationArrow: arrow } };
  const wrapper = wrapperAttributes(block, {
    className: layoutClasses(block, ctx.layout).join(' '),
  });
  const children = await ctx.renderInner(block, inner);
  return element('nav', { ...wrapper, 'aria-label': __('Pagination') }, children);
};

const previous: BlockRenderer = async () => '';

const numbers: BlockRenderer = async (block) =>
  element(
    'div',
    wrapperAttributes(block),
    element('span', { 'aria-current': 'page', class: 'page-numbers current' }, '1'),
  );

const next: BlockRenderer = async (block, ctx) => {
  const posts = await ctx.query?.posts.catch(() => undefined);
  if (!ctx.query || !posts || posts.length < ctx.query.perPage) return '';
  const attrs = block.attrs;
  // The label is rich text in the markup: kept as HTML, sanitised with the rest.
  const label = typeof attrs.label === 'string' && attrs.label ? attrs.label : __('Next Page');
  const arrowName = ctx.query.paginationArrow ?? 'none';
  const arrow = ARROWS[arrowName]
    ? element(
        'span',
        {
          class: classNames('wp-block-query-pagination-next-arrow', `is-arrow-${arrowName}`),
          'aria-hidden': 'true',
        },
        ARROWS[arrowName],
      )
    : '';
  return element('a', { ...wrapperAttributes(block), href: '#' }, label + arrow);
};

export const queryPaginationBlocks: Record<string, BlockRenderer> = {
  'core/query-pagination': pagination,
  'core/query-pagination-previous': previous,
  'core/query-pagination-numbers': numbers,
  'core/query-pagination-next': next,
};
