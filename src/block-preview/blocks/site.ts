// Site identity blocks: site title, tagline and logo, from the host's site record. Like
// WordPress on the front end, a missing title, tagline or logo renders nothing.
import { wrapperAttributes } from '../block-supports';
import type { BlockRenderer } from '../context';
import { escapeHtml, safeUrl } from '../escape';
import { classNames, element, headingTag, voidElement } from '../html';

const siteTitle: BlockRenderer = async (block, ctx) => {
  const site = await ctx.source.getSite();
  if (!site.title) return '';
  const attrs = block.attrs;
  const text = escapeHtml(site.title);
  const link =
    attrs.isLink === false
      ? text
      : element(
          'a',
          {
            href: safeUrl(site.url),
            target: attrs.linkTarget === '_blank' ? '_blank' : '_self',
            rel: 'home',
          },
          text,
        );
  return element(headingTag(attrs.level ?? 1, 'h1'), wrapperAttributes(block), link);
};

const siteTagline: BlockRenderer = async (block, ctx) => {
  const site = await ctx.source.getSite();
  if (!site.description) return '';
  const tag = headingTag(block.attrs.level ?? 0, 'p');
  return element(tag, wrapperAttributes(block), escapeHtml(site.description));
};

const siteLogo: BlockRenderer = async (block, ctx) => {
  const site = await ctx.source.getSite();
  const src = safeUrl(site.logo?.url);
  if (!src) return '';
  const attrs = block.attrs;
  const width = typeof attrs.width === 'number' && attrs.width > 0 ? attrs.width : undefined;
  const image = voidElement('img', {
    class: 'custom-logo',
    src,
    alt: site.logo?.alt ?? site.title,
    width,
  });
  const linked =
    attrs.isLink === false
      ? image
      : element(
          'a',
          {
            href: safeUrl(site.url),
            class: 'custom-logo-link',
            rel: 'home',
            target: attrs.linkTarget === '_blank' ? '_blank' : undefined,
          },
          image,
        );
  const wrapper = wrapperAttributes(block, { className: classNames(!width && 'is-default-size') });
  return element('div', wrapper, linked);
};

export const siteBlocks: Record<string, BlockRenderer> = {
  'core/site-title': siteTitle,
  'core/site-tagline': siteTagline,
  'core/site-logo': siteLogo,
};
