// What a single template shows around a post: its author (avatar, name, biography), its terms
// (categories, tags) and the links to the posts before and after it. As WordPress's front end:
// a post without terms, a bio or a neighbour renders nothing there, not a placeholder.
import { __ } from '../../i18n';
import { wrapperAttributes } from '../block-supports';
import { type BlockRenderer, currentPost, type RenderContext } from '../context';
import { escapeHtml, safeUrl } from '../escape';
import { classNames, element, placeholder, voidElement } from '../html';
import type { PreviewAuthor, PreviewPost, PreviewTerm } from '../types';

const DEFAULT_AVATAR_SIZE = 48;
const ARROWS: Record<string, { previous: string; next: string }> = {
  arrow: { previous: '←', next: '→' },
  chevron: { previous: '«', next: '»' },
};

const richText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The post's author: embedded with the post, else read by id. */
async function authorOf(post: PreviewPost, ctx: RenderContext) {
  if (post.author) return post.author;
  return post.authorId ? ctx.source.getUser(post.authorId) : undefined;
}

/** The avatar address closest above the size asked for (the largest when none is). */
export function avatarFor(author: PreviewAuthor, size: number): string | undefined {
  const sizes = Object.keys(author.avatarUrls)
    .map(Number)
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
  const chosen = sizes.find((n) => n >= size) ?? sizes.at(-1);
  return chosen === undefined ? undefined : author.avatarUrls[String(chosen)];
}

function authorLink(
  attrs: Record<string, unknown>,
  author: PreviewAuthor,
  inner: string,
  className: string,
) {
  return element(
    'a',
    {
      href: safeUrl(author.link) || undefined,
      target: attrs.linkTarget === '_blank' ? '_blank' : undefined,
      class: className,
    },
    inner,
  );
}

const postAuthor: BlockRenderer = async (block, ctx) => {
  const post = await currentPost(ctx);
  if (!post) return placeholder(block.blockName);
  const author = await authorOf(post, ctx);
  if (!author) return '';
  const attrs = block.attrs;
  const size = Number(attrs.avatarSize) || DEFAULT_AVATAR_SIZE;
  const src = attrs.showAvatar === false ? undefined : safeUrl(avatarFor(author, size));
  const avatar = src
    ? element(
        'div',
        { class: 'wp-block-post-author__avatar' },
        voidElement('img', {
          alt: '',
          src,
          class: `avatar avatar-${size} photo`,
          width: size,
          height: size,
        }),
      )
    : '';
  const name = escapeHtml(author.name);
  const byline = richText(attrs.byline)
    ? element('p', { class: 'wp-block-post-author__byline' }, richText(attrs.byline))
    : '';
  const bio =
    attrs.showBio === true && author.description
      ? element('p', { class: 'wp-block-post-author__bio' }, escapeHtml(author.description))
      : '';
  const content = element(
    'div',
    { class: 'wp-block-post-author__content' },
    byline +
      element(
        'p',
        { class: 'wp-block-post-author__name' },
        attrs.isLink === true
          ? authorLink(attrs, author, name, 'wp-block-post-author__link')
          : name,
      ) +
      bio,
  );
  return element('div', wrapperAttributes(block), avatar + content);
};

const postAuthorName: BlockRenderer = async (block, ctx) => {
  const post = await currentPost(ctx);
  if (!post) return placeholder(block.blockName);
  const author = await authorOf(post, ctx);
  if (!author?.name) return '';
  const name = escapeHtml(author.name);
  const inner =
    block.attrs.isLink === true
      ? authorLink(block.attrs, author, name, 'wp-block-post-author-name__link')
      : name;
  return element('div', wrapperAttributes(block), inner);
};

const postAuthorBiography: BlockRenderer = async (block, ctx) => {
  const post = await currentPost(ctx);
  if (!post) return placeholder(block.blockName);
  const author = await authorOf(post, ctx);
  if (!author?.description) return '';
  return element('div', wrapperAttributes(block), escapeHtml(author.description));
};

/** The post's terms of one taxonomy: embedded with the post, else read from the host. */
async function termsOf(post: PreviewPost, taxonomy: string, ctx: RenderContext) {
  return post.terms?.[taxonomy] ?? ctx.source.getPostTerms(taxonomy, post);
}

const postTerms: BlockRenderer = async (block, ctx) => {
  const attrs = block.attrs;
  const taxonomy = typeof attrs.term === 'string' ? attrs.term : '';
  const post = await currentPost(ctx);
  if (!post || !/^[a-z0-9_-]+$/i.test(taxonomy)) return placeholder(block.blockName);
  const terms: PreviewTerm[] = await termsOf(post, taxonomy, ctx);
  if (terms.length === 0) return '';
  const separator = typeof attrs.separator === 'string' ? attrs.separator : ', ';
  const links = terms
    .map((term) =>
      element('a', { href: safeUrl(term.link) || undefined, rel: 'tag' }, escapeHtml(term.name)),
    )
    .join(element('span', { class: 'wp-block-post-terms__separator' }, escapeHtml(separator)));
  // Prefix and suffix are rich text in the markup: kept as HTML, sanitised with the rest.
  const prefix = richText(attrs.prefix)
    ? element('span', { class: 'wp-block-post-terms__prefix' }, richText(attrs.prefix))
    : '';
  const suffix = richText(attrs.suffix)
    ? element('span', { class: 'wp-block-post-terms__suffix' }, richText(attrs.suffix))
    : '';
  const wrapper = wrapperAttributes(block, { className: `taxonomy-${taxonomy}` });
  return element('div', wrapper, prefix + links + suffix);
};

const postNavigationLink: BlockRenderer = async (block, ctx) => {
  const attrs = block.attrs;
  const direction = attrs.type === 'previous' ? 'previous' : 'next';
  const post = await currentPost(ctx);
  if (!post) return placeholder(block.blockName);
  const adjacent = await ctx.source.getAdjacentPost(post, direction);
  if (!adjacent) return '';
  const label = richText(attrs.label);
  const title = escapeHtml(adjacent.title);
  let before = '';
  let text: string;
  if (attrs.showTitle !== true)
    text = label || escapeHtml(direction === 'next' ? __('Next') : __('Previous'));
  else if (!label) text = title;
  else if (attrs.linkLabel === true)
    text = `${element('span', { class: 'post-navigation-link__label' }, label)} ${element('span', { class: 'post-navigation-link__title' }, title)}`;
  else {
    before = `${element('span', { class: 'post-navigation-link__label' }, label)} `;
    text = title;
  }
  const link = element(
    'a',
    { href: safeUrl(adjacent.link) || undefined, rel: direction === 'next' ? 'next' : 'prev' },
    text,
  );
  const arrowKind = typeof attrs.arrow === 'string' ? attrs.arrow : 'none';
  const arrow = ARROWS[arrowKind]
    ? element(
        'span',
        {
          class: `wp-block-post-navigation-link__arrow-${direction} is-arrow-${arrowKind}`,
          'aria-hidden': 'true',
        },
        ARROWS[arrowKind][direction],
      )
    : '';
  const wrapper = wrapperAttributes(block, {
    className: classNames(`post-navigation-link-${direction}`),
  });
  const inner = direction === 'next' ? before + link + arrow : arrow + before + link;
  return element('div', wrapper, inner);
};

export const postMetaBlocks: Record<string, BlockRenderer> = {
  'core/post-author': postAuthor,
  'core/post-author-name': postAuthorName,
  'core/post-author-biography': postAuthorBiography,
  'core/post-terms': postTerms,
  'core/post-navigation-link': postNavigationLink,
};
