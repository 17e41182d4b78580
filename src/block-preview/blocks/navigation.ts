// Navigation: the menu (its own inner blocks, a wp_navigation menu by `ref`, or with neither
// WordPress's fallback: the newest published menu, else the page list), its links, submenus,
// home link and page list. The preview always shows the items expanded: there is no
// script to open a mobile overlay, so the overlay button is left out. Submenus open on hover
// through the theme's CSS, as on the site.
import { sprintf } from '../../i18n/sprintf';
import { __ } from '../../i18n/translate';
import { wrapperAttributes } from '../block-supports';
import { type BlockRenderer, enter, type RenderContext } from '../context';
import { escapeHtml, safeClassName, safeUrl, textFromHtml } from '../escape';
import { classNames, element, placeholder } from '../html';
import { layoutClasses } from '../layout';
import { parseBlocks } from '../parse';
import type { ParsedBlock, PreviewPage } from '../types';

const SUBMENU_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true" focusable="false"><path d="M1.5 4l4.5 4 4.5-4" stroke-width="1.5"></path></svg>';

const PAGE_LIST: ParsedBlock = {
  blockName: 'core/page-list',
  attrs: {},
  innerBlocks: [],
  innerHTML: '',
  innerContent: [],
};

/** The menu's items: its referenced menu, its inner blocks, or (with neither) the fallback. */
async function menuItems(block: ParsedBlock, ctx: RenderContext): Promise<string | undefined> {
  const ref = Number(block.attrs.ref);
  if (Number.isInteger(ref) && ref > 0) {
    const nested = enter(ctx, `wp_navigation:${ref}`);
    const menu = nested ? await ctx.source.getNavigation(ref) : undefined;
    return menu && nested ? ctx.renderMarkup(menu.content, nested) : undefined;
  }
  if (block.innerBlocks.length > 0) return ctx.renderInner(block, ctx);
  return fallbackItems(ctx);
}

/**
 * What WordPress's front end shows for a navigation block without a menu of its own
 * (`block_core_navigation_get_fallback_blocks`): the blocks of the most recently published
 * menu, or the page list when there is no such menu or it holds no blocks. (WordPress may also
 * create a menu there, from a classic menu or with a page list; a preview only reads.)
 */
async function fallbackItems(ctx: RenderContext): Promise<string | undefined> {
  const menu = await ctx.source.getLatestNavigation();
  // WordPress drops what is not a block (the whitespace between them) from the menu.
  const blocks = menu ? parseBlocks(menu.content).filter((block) => block.blockName !== null) : [];
  if (!menu || blocks.length === 0) return pageList(PAGE_LIST, ctx);
  const nested = enter(ctx, `wp_navigation:${menu.id}`);
  return nested ? ctx.renderBlocks(blocks, nested) : undefined;
}

const navigation: BlockRenderer = async (block, ctx) => {
  const inner = { ...ctx, inNavigation: true };
  const items = await menuItems(block, inner);
  if (items === undefined) return placeholder(block.blockName);
  const layout = block.attrs.layout as Record<string, unknown> | undefined;
  const justified = safeClassName(layout?.justifyContent);
  const wrapper = wrapperAttributes(block, {
    className: classNames(
      justified && `items-justified-${justified}`,
      ...layoutClasses(block, ctx.layout),
    ),
  });
  const list = element(
    'ul',
    { class: 'wp-block-navigation__container wp-block-navigation' },
    items,
  );
  return element('nav', { ...wrapper, 'aria-label': __('Navigation') }, list);
};

function itemLink(attrs: Record<string, unknown>, label: string, extraClass = ''): string {
  const description =
    typeof attrs.description === 'string' && attrs.description
      ? element(
          'span',
          { class: 'wp-block-navigation-item__description' },
          escapeHtml(attrs.description),
        )
      : '';
  return element(
    'a',
    {
      class: classNames('wp-block-navigation-item__content', extraClass),
      href: safeUrl(typeof attrs.url === 'string' ? attrs.url : '') || undefined,
      target: attrs.opensInNewTab === true ? '_blank' : undefined,
      rel: typeof attrs.rel === 'string' ? attrs.rel : undefined,
    },
    element('span', { class: 'wp-block-navigation-item__label' }, label) + description,
  );
}

/** A link's label is rich text in the markup (it may hold `<em>`): kept as HTML, sanitised later. */
const labelOf = (attrs: Record<string, unknown>) =>
  typeof attrs.label === 'string' ? attrs.label : '';

const navigationLink: BlockRenderer = async (block) => {
  const attrs = block.attrs;
  const label = labelOf(attrs);
  if (!label) return '';
  const wrapper = wrapperAttributes(block, { className: 'wp-block-navigation-item' });
  return element('li', wrapper, itemLink(attrs, label));
};

const navigationSubmenu: BlockRenderer = async (block, ctx) => {
  const attrs = block.attrs;
  const label = labelOf(attrs);
  const children = await ctx.renderInner(block, ctx);
  const wrapper = wrapperAttributes(block, {
    className: 'wp-block-navigation-item has-child open-on-hover-click',
  });
  const toggle = element(
    'button',
    {
      class: 'wp-block-navigation__submenu-icon wp-block-navigation-submenu__toggle',
      'aria-label': sprintf(__('%s submenu'), textFromHtml(label)),
      'aria-expanded': 'false',
    },
    SUBMENU_ICON,
  );
  const submenu = element(
    'ul',
    { class: 'wp-block-navigation__submenu-container wp-block-navigation-submenu' },
    children,
  );
  return element('li', wrapper, itemLink(attrs, label) + toggle + submenu);
};

const homeLink: BlockRenderer = async (block, ctx) => {
  const site = await ctx.source.getSite();
  const attrs = block.attrs;
  const label = labelOf(attrs) || escapeHtml(__('Home'));
  const wrapper = wrapperAttributes(block, { className: 'wp-block-navigation-item' });
  const link = element(
    'a',
    {
      class: 'wp-block-home-link__content wp-block-navigation-item__content',
      href: safeUrl(site.url) || undefined,
      rel: 'home',
    },
    label,
  );
  return element('li', wrapper, link);
};

function byMenuOrder(a: PreviewPage, b: PreviewPage): number {
  return (a.menuOrder ?? 0) - (b.menuOrder ?? 0) || a.title.localeCompare(b.title);
}

const pageList: BlockRenderer = async (block, ctx) => {
  const pages = await ctx.source.getPages();
  const children = new Map<number, PreviewPage[]>();
  for (const page of pages) children.set(page.parent, [...(children.get(page.parent) ?? []), page]);
  const seen = new Set<number>();
  const nav = ctx.inNavigation;
  const items = (parent: number): string =>
    (children.get(parent) ?? [])
      .filter((page) => !seen.has(page.id) && seen.add(page.id))
      .sort(byMenuOrder)
      .map((page) => {
        const sub = items(page.id);
        const link = element(
          'a',
          {
            class: classNames(
              'wp-block-pages-list__item__link',
              nav && 'wp-block-navigation-item__content',
            ),
            href: safeUrl(page.link) || undefined,
          },
          escapeHtml(page.title),
        );
        const submenu = sub
          ? element('ul', { class: 'wp-block-navigation__submenu-container' }, sub)
          : '';
        const itemClass = classNames(
          'wp-block-pages-list__item',
          nav && 'wp-block-navigation-item',
          sub && 'has-child',
          nav && sub && 'open-on-hover-click',
        );
        return element('li', { class: itemClass }, link + submenu);
      })
      .join('');
  const parentId = Number(block.attrs.parentPageID) || 0;
  return element('ul', wrapperAttributes(block), items(parentId));
};

export const navigationBlocks: Record<string, BlockRenderer> = {
  'core/navigation': navigation,
  'core/navigation-link': navigationLink,
  'core/navigation-submenu': navigationSubmenu,
  'core/home-link': homeLink,
  'core/page-list': pageList,
};
