// The small writer the built-in examples use: block comment delimiters as WordPress's
// serializer writes them (src/navigation/block-markup.ts), with a newline between a comment and
// its HTML and a blank line between sibling blocks, so an example reads like saved post content.
import { escapeHtml } from '../block-preview/escape';
import { blockCloser, blockOpener } from '../navigation/block-markup';

type Attributes = Record<string, unknown>;

/** A block with saved HTML: `<!-- wp:name {attrs} -->\n<html>\n<!-- /wp:name -->`. */
export function block(name: string, attrs: Attributes, html: string): string {
  return `${blockOpener(name, attrs, false)}\n${html}\n${blockCloser(name)}`;
}

/** A block without HTML of its own (a dynamic block): `<!-- wp:name {attrs} /-->`. */
export function voidBlock(name: string, attrs: Attributes = {}): string {
  return blockOpener(name, attrs, true);
}

/** Inner blocks as WordPress joins them inside their parent's HTML. */
export function innerBlocks(...blocks: string[]): string {
  return blocks.join('\n\n');
}

/** Translated example text as HTML that shows exactly that text. */
export function text(translated: string): string {
  return escapeHtml(translated);
}

/** A paragraph block holding `html` (already escaped). */
export function paragraph(html: string, attrs: Attributes = {}, className?: string): string {
  const classes = className ? ` class="${className}"` : '';
  return block('core/paragraph', attrs, `<p${classes}>${html}</p>`);
}

/** A heading block of `level` (1 to 6); level 2 is the block's default and is not written. */
export function heading(level: number, html: string): string {
  const attrs = level === 2 ? {} : { level };
  return block('core/heading', attrs, `<h${level} class="wp-block-heading">${html}</h${level}>`);
}

/** Built-in example markup, made when shown so the example texts follow the language. */
export type ExampleMarkup = () => string;
