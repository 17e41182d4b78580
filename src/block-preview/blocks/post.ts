// Post blocks: title, content, excerpt, date and featured image of the current post (the query
// loop's post, or the post the preview is for). Without a post (a template shown on its own)
// they render a placeholder; a post without an image or a title renders nothing, as WordPress.
import { styleDeclarations, wrapperAttributes, cssValue } from '../block-supports';
import { type BlockRenderer, currentPost, enter } from '../context';
import { DEFAULT_DATE_FORMAT, formatPhpDate, parseRestDate } from '../dates';
import { escapeHtml, safeUrl, textFromHtml } from '../escape';
import { classNames, element, headingTag, placeholder, voidElement } from '../html';
import { layoutClasses } from '../layout';

const DEFAULT_EXCERPT_WORDS = 55;

function linkAttributes(attrs: Record<string, unknown>, href: string) {
  return {
    href: safeUrl(href) || undefined,
    target: attrs.linkTarget === '_blank' ? '_blank' : '_self',
    rel: typeof attrs.rel === 'string' ? attrs.rel : undefined,
  };
}

const postTitle: BlockRenderer = async (block, ctx) => {
  const post = await currentPost(ctx);
  if (!post) return placeholder(block.blockName);
  if (!post.title) return '';
  const attrs = block.attrs;
  const text = escapeHtml(post.title);
  const inner = attrs.isLink === true ? element('a', linkAttributes(attrs, post.link), text) : text;
  return element(headingTag(attrs.level ?? 2, 'h2'), wrapperAttributes(block), inner);
};

const postContent: BlockRenderer = async (block, ctx) => {
  const post = await currentPost(ctx);
  const nested = post ? enter(ctx, `post:${post.type}:${post.id}`) : undefined;
  if (!post || !nested) return placeholder(block.blockName);
  // Post blocks inside the content read this post, even inside a query loop's iteration.
  const inner = await ctx.renderMarkup(post.content, { ...nested, post });
  const wrapper = wrapperAttributes(block, {
    className: classNames('entry-content', ...layoutClasses(block, ctx.layout)),
  });
  return element('div', wrapper, inner);
};

/** The first `words` words of a text, with `…` when it was longer (WordPress's wp_trim_words). */
export function trimWords(text: string, words: number): string {
  const all = text.split(/\s+/).filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : all.join(' ');
}

const postExcerpt: BlockRenderer = async (block, ctx) => {
  const post = await currentPost(ctx);
  if (!post) return placeholder(block.blockName);
  const attrs = block.attrs;
  const length = Number(attrs.excerptLength);
  const words = Number.isInteger(length) && length > 0 ? length : DEFAULT_EXCERPT_WORDS;
  const source = post.excerpt.trim() || textFromHtml(post.content);
  const excerpt = element(
    'p',
    { class: 'wp-block-post-excerpt__excerpt' },
    escapeHtml(trimWords(source, words)),
  );
  // `moreText` is rich text in the markup: kept as HTML, sanitised with the rest.
  const more =
    typeof attrs.moreText === 'string' && attrs.moreText
      ? element(
          'p',
          { class: 'wp-block-post-excerpt__more-text' },
          element(
            'a',
            { class: 'wp-block-post-excerpt__more-link', href: safeUrl(post.link) || undefined },
            attrs.moreText,
          ),
        )
      : '';
  return element('div', wrapperAttributes(block), excerpt + more);
};

const postDate: BlockRenderer = async (block, ctx) => {
  const post = await currentPost(ctx);
  if (!post) return placeholder(block.blockName);
  if (!parseRestDate(post.date)) return '';
  const attrs = block.attrs;
  const site =
    typeof attrs.format === 'string' && attrs.format ? undefined : await ctx.source.getSite();
  const format = (attrs.format as string | undefined) || site?.dateFormat || DEFAULT_DATE_FORMAT;
  const text = escapeHtml(formatPhpDate(post.date, format, ctx.locale));
  const time = element(
    'time',
    { datetime: post.date },
    attrs.isLink === true ? element('a', { href: safeUrl(post.link) || undefined }, text) : text,
  );
  return element('div', wrapperAttributes(block), time);
};

const postFeaturedImage: BlockRenderer = async (block, ctx) => {
  const post = await currentPost(ctx);
  if (!post) return placeholder(block.blockName);
  const src = safeUrl(post.featuredImage?.url);
  if (!src) return '';
  const attrs = block.attrs;
  const imageStyle = [
    ...styleDeclarations(attrs.style, ['color', 'typography', 'spacing', 'dimensions']),
  ];
  const ratio = cssValue(attrs.aspectRatio);
  if (ratio) imageStyle.push(`aspect-ratio:${ratio}`);
  const fit = cssValue(attrs.scale) ?? (ratio ? 'cover' : undefined);
  if (fit) imageStyle.push(`object-fit:${fit}`);
  for (const side of ['width', 'height'] as const) {
    const value = cssValue(attrs[side]);
    if (value) imageStyle.push(`${side}:${value}`);
  }
  const image = voidElement('img', {
    class: 'wp-post-image',
    src,
    alt: post.featuredImage?.alt ?? '',
    style: imageStyle.length > 0 ? `${imageStyle.join(';')};` : undefined,
  });
  const inner =
    attrs.isLink === true ? element('a', linkAttributes(attrs, post.link), image) : image;
  return element('figure', wrapperAttributes(block, { skipStyle: ['border'] }), inner);
};

export const postBlocks: Record<string, BlockRenderer> = {
  'core/post-title': postTitle,
  'core/post-content': postContent,
  'core/post-excerpt': postExcerpt,
  'core/post-date': postDate,
  'core/post-featured-image': postFeaturedImage,
};
