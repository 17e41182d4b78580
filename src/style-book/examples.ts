// Which blocks the Style Book shows, from which markup, and in which section.
//
// WordPress's own editor defines most core blocks' examples in JavaScript, so the host's
// `/wp/v2/block-types` gives an `example` only for the blocks whose block.json has one (mostly
// dynamic theme blocks). We ship our own example markup for the core blocks the Style Book
// should always show (examples-text.ts, examples-design.ts, examples-media.ts); for the rest we
// serialise the host's example, but only for blocks our preview renderer draws from attributes
// (a static block's example has attributes and no saved HTML, so it would render nothing).
import { RENDERED_BLOCK_NAMES } from '../block-preview/blocks/names';
import { blockCloser, blockOpener } from '../navigation/block-markup';
import { DESIGN_EXAMPLES } from './examples-design';
import { MEDIA_EXAMPLES } from './examples-media';
import { TEXT_EXAMPLES } from './examples-text';
import type { ExampleMarkup } from './markup';

/** A block in a host example: what `getBlockFromExample` would build in WordPress's editor. */
export interface ExampleBlock {
  name: string;
  attributes?: Record<string, unknown>;
  innerBlocks?: ExampleBlock[];
}

/** What a block's `example` in block.json (and `/wp/v2/block-types`) holds. */
export interface BlockTypeExample {
  attributes?: Record<string, unknown>;
  innerBlocks?: ExampleBlock[];
  viewportWidth?: number;
}

/** The fields of a `/wp/v2/block-types` item the Style Book reads: pass the items as they are. */
export interface StyleBookBlockType {
  name: string;
  title?: string;
  category?: string | null;
  example?: BlockTypeExample | null;
  /** Blocks this one may only be placed directly in (`core/column` in `core/columns`). */
  parent?: string[] | null;
  /** Blocks this one may only be placed somewhere inside (`core/comment-content`). */
  ancestor?: string[] | null;
  /** `inserter: false` marks a block users cannot add. */
  supports?: Record<string, unknown>;
}

/** One example the Style Book shows. */
export interface StyleBookExample {
  /** The block's name (`core/paragraph`), or a pseudo-example's (`typography`). */
  name: string;
  title: string;
  /** A Theme subcategory's slug (`site-identity`, `design`…) or a tab's (`text`, `overview`). */
  section: string;
  /** Block markup for `renderBlockPreview`. */
  markup: string;
  /** The width the example is laid out at before it is scaled down, when the block asks. */
  viewportWidth?: number;
}

const BUILT_IN_EXAMPLES: Readonly<Record<string, ExampleMarkup>> = {
  ...TEXT_EXAMPLES,
  ...DESIGN_EXAMPLES,
  ...MEDIA_EXAMPLES,
};

/** The core blocks we ship an example for, in no particular order. */
export const BUILT_IN_EXAMPLE_BLOCKS: readonly string[] = Object.keys(BUILT_IN_EXAMPLES);

/** Our example markup of a core block, or undefined when we ship none for it. */
export function builtInExample(name: string): string | undefined {
  return Object.hasOwn(BUILT_IN_EXAMPLES, name) ? BUILT_IN_EXAMPLES[name]!() : undefined;
}

/**
 * A host example as block markup: each block's comment delimiters with its attributes written
 * as WordPress's serializer writes them, inner blocks nested in order, a block without inner
 * blocks self-closing (examples carry no saved HTML).
 */
export function serializeExample(
  name: string,
  example: { attributes?: Record<string, unknown>; innerBlocks?: ExampleBlock[] },
): string {
  const attrs = example.attributes ?? {};
  const inner = example.innerBlocks ?? [];
  if (inner.length === 0) return blockOpener(name, attrs, true);
  const children = inner.map((child) => serializeExample(child.name, child));
  return `${blockOpener(name, attrs, false)}${children.join('')}${blockCloser(name)}`;
}

// Dynamic blocks the preview always renders empty (a preview reads no comments): an example of
// one would be a blank box.
const RENDERS_NOTHING = new Set([
  'core/comments-title',
  'core/comment-template',
  'core/comments-pagination',
]);

function rendersFromAttributes(name: string): boolean {
  return RENDERED_BLOCK_NAMES.has(name) && !RENDERS_NOTHING.has(name);
}

/** Blocks that only make sense inside another block, or that users cannot insert at all. */
function isStandalone(type: StyleBookBlockType): boolean {
  return !type.parent?.length && !type.ancestor?.length && type.supports?.inserter !== false;
}

const SITE_IDENTITY = new Set(['core/site-logo', 'core/site-title', 'core/site-tagline']);
const POSTS = new Set([
  'core/avatar',
  'core/query',
  'core/query-title',
  'core/query-no-results',
  'core/query-pagination',
  'core/query-total',
  'core/read-more',
  'core/term-description',
]);

/** A `theme` block's subcategory: by name, since block.json has no finer category. */
function themeSection(name: string): string {
  if (SITE_IDENTITY.has(name)) return 'site-identity';
  if (/^core\/(comments|comment-|post-comments-)/.test(name)) return 'comments';
  if (name.startsWith('core/post-') || POSTS.has(name)) return 'posts';
  return 'design';
}

const SECTION_BY_CATEGORY: Readonly<Record<string, string>> = {
  text: 'text',
  design: 'design',
  media: 'media',
  widgets: 'widgets',
  embed: 'embeds',
};

/**
 * Where a block's example goes, from its block.json category:
 * - `text` → the Text tab;
 * - `theme` → a Theme subcategory by name: Site Identity (site logo, title, tagline); Comments
 *   (`core/comments…`, `core/comment-…`, `core/post-comments-…`); Posts (the other
 *   `core/post-…` blocks, the query blocks, read more, avatar, term description); Design for
 *   every other theme block (navigation, template part, log in/out…);
 * - `design`, `media`, `widgets`, `embed` → the Theme tab's Design, Media, Widgets, Embeds;
 * - any other category (a plugin's own, or none) → undefined: no tab shows the block.
 */
export function exampleSection(
  type: Pick<StyleBookBlockType, 'name' | 'category'>,
): string | undefined {
  if (type.category === 'theme') return themeSection(type.name);
  return type.category ? SECTION_BY_CATEGORY[type.category] : undefined;
}

// Block styles from a host example would outrank the site's global styles, which the Style Book
// is there to show; its other attributes (level, content, sizes) are kept.
function withoutStyle(attributes: Record<string, unknown> | undefined): Record<string, unknown> {
  const { style: _style, ...rest } = attributes ?? {};
  return rest;
}

function markupFor(type: StyleBookBlockType): string | undefined {
  const builtIn = builtInExample(type.name);
  if (builtIn !== undefined) return builtIn;
  if (!type.example || !rendersFromAttributes(type.name)) return undefined;
  return serializeExample(type.name, {
    attributes: withoutStyle(type.example.attributes),
    innerBlocks: type.example.innerBlocks ?? [],
  });
}

/**
 * The Style Book's examples, one per block type that has one, in the order given. A block gets
 * our built-in markup when we ship one for it, else the host's example serialised when our
 * renderer draws that block from its attributes, else it is left out. Blocks that only make
 * sense inside a parent (column, list item, button…), that cannot be inserted, or whose
 * category has no section are left out too.
 */
export function styleBookExamples(blockTypes: StyleBookBlockType[]): StyleBookExample[] {
  const examples: StyleBookExample[] = [];
  const seen = new Set<string>();
  for (const type of blockTypes) {
    if (seen.has(type.name) || !isStandalone(type)) continue;
    const section = exampleSection(type);
    const markup = section === undefined ? undefined : markupFor(type);
    if (section === undefined || markup === undefined) continue;
    seen.add(type.name);
    const viewportWidth = type.example?.viewportWidth;
    examples.push({
      name: type.name,
      title: type.title || type.name,
      section,
      markup,
      ...(typeof viewportWidth === 'number' ? { viewportWidth } : {}),
    });
  }
  return examples;
}
