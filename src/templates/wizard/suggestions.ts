// Step 2 of the Add template wizard (spec 2.10, 5, 7, 9): a template for one specific item. The
// items come from the host (posts of a type, terms of a taxonomy, authors); those that already
// have their own template are left out, and choosing one makes a template whose slug is the
// type's prefix plus the item's slug (`single-book-dune`, `page-about`, `category-news`).
import type { QueryObject } from '../../api/query';
import { decodeEntities } from '../../block-preview/escape';
import { sprintf } from '../../i18n/sprintf';
import { __ } from '../../i18n/translate';

/** Spec 9: suggestions per request, and the count above which a search box shows. */
export const SUGGESTIONS_PER_PAGE = 10;
export const SEARCH_SUGGESTIONS_PER_PAGE = 20;
export const SEARCH_BOX_THRESHOLD = 9;

/** The names step 2 shows for the kind of item: from the post type's or taxonomy's labels. */
export interface SpecificItemsLabels {
  singular_name: string;
  search_items: string;
  not_found: string;
  all_items: string;
}

/** Where the specific items of a template choice come from. */
export interface SpecificItemsSource {
  /** Like the entity kinds: posts of a type, terms of a taxonomy, or users. */
  kind: 'postType' | 'taxonomy' | 'root';
  /** The post type or taxonomy slug, or 'user'. */
  name: string;
  /** The REST collection, from the root: `wp/v2/pages`, `wp/v2/categories`, `wp/v2/users`. */
  path: string;
  /** The general template's slug, and what specific templates start with (plus `-`). */
  prefix: string;
  labels: SpecificItemsLabels;
}

/** A new template, before it is sent: what the wizard decided. */
export interface NewTemplate {
  slug: string;
  title: string;
  description: string;
}

/** One item offered in step 2. */
export interface Suggestion {
  id: number;
  name: string;
  slug: string;
  link?: string;
}

/** A REST read: the collection path from the root and its query (see api/query.ts). */
export interface ItemsRequest {
  path: string;
  query: QueryObject;
}

/** The key of a source in `remaining` maps: 'postType:page', 'taxonomy:category', 'root:user'. */
export const sourceKey = (source: Pick<SpecificItemsSource, 'kind' | 'name'>): string =>
  `${source.kind}:${source.name}`;

const isPostSource = (source: SpecificItemsSource) => source.kind === 'postType';

// Users are limited to authors (spec 6): the host answers who=authors to editors too.
const extraQuery = (source: SpecificItemsSource): QueryObject =>
  source.kind === 'root' ? { who: 'authors' } : {};

/** The authors' source: WordPress's author archive, with the wizard's own labels. */
export function authorSource(): SpecificItemsSource {
  return {
    kind: 'root',
    name: 'user',
    path: 'wp/v2/users',
    prefix: 'author',
    labels: {
      singular_name: __('Author'),
      search_items: __('Search Authors'),
      not_found: __('No authors found.'),
      all_items: __('All Authors'),
    },
  };
}

// The host's `orderby` (WordPress's wizard writes `orderBy`, which the REST API ignores):
// the best match when searching, else the most recently edited posts, the most used terms and
// the longest-registered authors first.
function orderBy(source: SpecificItemsSource, searching: boolean): string {
  if (isPostSource(source)) return searching ? 'relevance' : 'modified';
  if (source.kind === 'taxonomy') return searching ? 'name' : 'count';
  return searching ? 'name' : 'registered_date';
}

/**
 * Spec 7: the suggestions read. `exclude` are the ids of items that already have their own
 * template; 10 per page, 20 while searching.
 */
export function suggestionsRequest(
  source: SpecificItemsSource,
  options: { search?: string; exclude?: readonly number[] } = {},
): ItemsRequest {
  const search = options.search?.trim() ?? '';
  const query: QueryObject = {
    order: 'asc',
    context: 'view',
    ...(search ? { search } : {}),
    per_page: search ? SEARCH_SUGGESTIONS_PER_PAGE : SUGGESTIONS_PER_PAGE,
    _fields: isPostSource(source) ? 'id,title,slug,link' : 'id,name,slug,link',
    orderby: orderBy(source, !!search),
    ...(options.exclude?.length ? { exclude: [...options.exclude] } : {}),
    ...extraQuery(source),
  };
  return { path: source.path, query };
}

/**
 * Spec 9: the search box shows once there are more than 9 suggestions, and stays once shown
 * (a search that narrows the list must not take the box away from under the cursor).
 */
export function showsSearchBox(suggestionCount: number, shownBefore = false): boolean {
  return shownBefore || suggestionCount > SEARCH_BOX_THRESHOLD;
}

interface ItemRecord {
  id: number;
  slug: string;
  link?: string;
  name?: string;
  title?: { rendered?: string; raw?: string } | string;
}

function recordName(record: ItemRecord): string {
  const title = typeof record.title === 'string' ? record.title : record.title?.rendered;
  return decodeEntities(record.name ?? title ?? '');
}

/** The host's records as suggestions: posts are named by their title, terms and users by name. */
export function toSuggestions(records: readonly ItemRecord[]): Suggestion[] {
  return records.map((record) => ({
    id: record.id,
    name: recordName(record),
    slug: record.slug,
    ...(record.link ? { link: record.link } : {}),
  }));
}

function decodedSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/**
 * The template for one item, named as WordPress names it: 'Author: {name}' for an author, else
 * '{singular name}: {item}' ('Page: About', 'Category: News'); described 'Template for {item}'.
 * The item's slug is decoded, as the template hierarchy (../hierarchy.ts) looks it up.
 */
export function specificTemplate(source: SpecificItemsSource, suggestion: Suggestion): NewTemplate {
  const name = suggestion.name || suggestion.slug;
  const title =
    source.kind === 'root'
      ? sprintf(__('Author: %s'), name)
      : sprintf(__('%1$s: %2$s'), source.labels.singular_name, name);
  return {
    slug: `${source.prefix}-${decodedSlug(suggestion.slug)}`,
    title,
    description: sprintf(__('Template for %s'), name),
  };
}

/**
 * The item slugs of `source` that already have their own template. A template counts for the
 * source with the longest matching prefix, so `single-book-review-x` belongs to the post type
 * `book-review`, not to `book` with an item `review-x`.
 */
export function slugsWithTemplates(
  source: SpecificItemsSource,
  templates: readonly { slug: string }[],
  allSources: readonly SpecificItemsSource[] = [source],
): string[] {
  const own = `${source.prefix}-`;
  const longer = allSources
    .map((other) => `${other.prefix}-`)
    .filter((prefix) => prefix.length > own.length && prefix.startsWith(own));
  return templates
    .map((template) => template.slug)
    .filter((slug) => slug.startsWith(own) && slug.length > own.length)
    .filter((slug) => !longer.some((prefix) => slug.startsWith(prefix)))
    .map((slug) => slug.slice(own.length));
}

// The host's largest page: enough for every item with a template on any real site.
const MAX_PER_PAGE = 100;

/**
 * Spec 7: the ids of the items that have their own template, read by their slugs (none to read
 * when no template names an item). Their ids are then excluded from the suggestions.
 */
export function itemsWithTemplatesRequest(
  source: SpecificItemsSource,
  slugs: readonly string[],
): ItemsRequest | undefined {
  if (!slugs.length) return undefined;
  return {
    path: source.path,
    query: {
      _fields: 'id',
      context: 'view',
      slug: [...slugs],
      per_page: Math.min(slugs.length, MAX_PER_PAGE),
      ...extraQuery(source),
    },
  };
}

/**
 * Spec 7: whether any item is left without its own template: one id is enough. What it answers
 * is the `remaining` entry for the source (a non-empty answer: items remain).
 */
export function remainingItemsRequest(
  source: SpecificItemsSource,
  exclude: readonly number[] = [],
): ItemsRequest {
  return {
    path: source.path,
    query: {
      per_page: 1,
      _fields: 'id',
      context: 'view',
      ...(exclude.length ? { exclude: [...exclude] } : {}),
      ...extraQuery(source),
    },
  };
}
