// What theme.json knows, for checking the user's global styles on save: the top-level keys of
// `styles` and `settings`, the elements, and the blocks a WordPress 7.1 without plugins registers.
// The lists are WordPress 7.1's (WP_Theme_JSON::VALID_STYLES, VALID_SETTINGS, ELEMENTS and the
// blocks under wp-includes/blocks/). WordPress drops whatever is not in them when it reads a
// record (WP_Theme_JSON::sanitize); the host refuses an unknown top-level key instead, so a typo
// is reported rather than lost, and drops unknown blocks and elements silently as WordPress does.
import { coreBlockTypes } from './block-types';

type JsonObject = Record<string, unknown>;

export type GlobalStylesPart = 'styles' | 'settings';

/**
 * VALID_STYLES plus the nodes WordPress's schema adds (`blocks`, `elements`) and the shared block
 * style variations (`variations`), which WordPress unwraps into the blocks that register them.
 */
const styleKeys = new Set([
  'background',
  'border',
  'color',
  'css',
  'dimensions',
  'filter',
  'outline',
  'shadow',
  'spacing',
  'typography',
  'blocks',
  'elements',
  'variations',
]);

/** VALID_SETTINGS (`viewport` and `blockVisibility` are new in 7.1) plus per-block `blocks`. */
const settingKeys = new Set([
  'appearanceTools',
  'useRootPaddingAwareAlignments',
  'background',
  'blockVisibility',
  'border',
  'color',
  'custom',
  'dimensions',
  'layout',
  'lightbox',
  'position',
  'shadow',
  'spacing',
  'typography',
  'viewport',
  'blocks',
]);

const knownKeys: Record<GlobalStylesPart, ReadonlySet<string>> = {
  styles: styleKeys,
  settings: settingKeys,
};

const elementNames = new Set([
  'link',
  'heading',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'button',
  'caption',
  'cite',
  'textInput',
  'select',
]);

/** The core blocks of WordPress 7.1 (names without `core/`); the host describes a subset. */
const wordPressCoreBlocks = `accordion accordion-heading accordion-item accordion-panel archives
  audio avatar block breadcrumbs button buttons calendar categories code column columns
  comment-author-name comment-content comment-date comment-edit-link comment-reply-link
  comment-template comments comments-pagination comments-pagination-next
  comments-pagination-numbers comments-pagination-previous comments-title cover details embed
  file footnotes freeform gallery group heading home-link html icon image latest-comments
  latest-posts legacy-widget list list-item loginout math media-text missing more navigation
  navigation-link navigation-overlay-close navigation-submenu nextpage page-list page-list-item
  paragraph pattern playlist playlist-track post-author post-author-biography post-author-name
  post-comments-count post-comments-form post-comments-link post-content post-date post-excerpt
  post-featured-image post-navigation-link post-template post-terms post-time-to-read post-title
  preformatted pullquote query query-no-results query-pagination query-pagination-next
  query-pagination-numbers query-pagination-previous query-title query-total quote read-more rss
  search separator shortcode site-logo site-tagline site-title social-link social-links spacer
  tab-list tab-panel tab-panels table tabs tag-cloud template-part term-count term-description
  term-name term-template terms-query text-columns verse video widget-group`;

const registeredBlocks = new Set([
  ...wordPressCoreBlocks.split(/\s+/).map((name) => `core/${name}`),
  ...coreBlockTypes.map((block) => block.name),
]);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The top-level keys of a record's `styles` or `settings` that theme.json does not know. */
export function unknownTopLevelKeys(part: GlobalStylesPart, value: JsonObject): string[] {
  return Object.keys(value).filter((key) => !knownKeys[part].has(key));
}

/** `node` keeping only the object entries whose names `keep` accepts. */
function filterNames(node: unknown, keep: (name: string) => boolean): JsonObject | undefined {
  if (!isObject(node)) return undefined;
  // fromEntries defines each key, so a `__proto__` key stays data.
  return Object.fromEntries(
    Object.entries(node).filter(([name, entry]) => keep(name) && isObject(entry)),
  );
}

function withKnownElements(node: JsonObject): JsonObject {
  if (!('elements' in node)) return node;
  const { elements, ...rest } = node;
  const kept = filterNames(elements, (name) => elementNames.has(name));
  return kept ? { ...rest, elements: kept } : rest;
}

/**
 * `value` without what WordPress drops when it reads global styles: blocks it has not registered
 * (in `styles.blocks` and `settings.blocks`) and elements it does not know (in `styles.elements`
 * and each block's `elements`), and such a node when it is not an object.
 */
export function withoutUnknownNodes(part: GlobalStylesPart, value: JsonObject): JsonObject {
  const { blocks, ...rest } = part === 'styles' ? withKnownElements(value) : value;
  if (blocks === undefined) return rest;
  const kept = filterNames(blocks, (name) => registeredBlocks.has(name));
  if (!kept) return rest;
  if (part === 'settings') return { ...rest, blocks: kept };
  const styled = Object.entries(kept).map(([name, block]) => [
    name,
    withKnownElements(block as JsonObject),
  ]);
  return { ...rest, blocks: Object.fromEntries(styled) };
}
