// The named items the command palette finds through the host: pages, posts, templates, template
// parts, patterns and navigation menus. Per kind: where it lives on the host, how it is searched
// (the host's `search=` for posts-style types; templates and parts, whose endpoints do not search,
// read once and filtered here), the route that opens it, and what a screen reader calls it.
import { textFromHtml } from '../block-preview/escape';
import { __ } from '../i18n/translate';
import { DEFAULT_STATUSES } from '../posts/views';
import type { QueryObject } from '../api/query';
import type { AppMode, RouteName } from '../routing/routes';
import {
  isScreenSupported,
  mayOpen,
  type ThemeTraits,
  type UserCapabilities,
} from '../routing/screens';
import { matchScore } from './match';

export type ResultKind =
  | 'page'
  | 'post'
  | 'wp_template'
  | 'wp_template_part'
  | 'wp_block'
  | 'wp_navigation';

/** How long typing must pause before the host is asked (spec 9's debounce for collections). */
export const SEARCH_DEBOUNCE_MS = 300;
/** How many items of each kind the host is asked for. */
export const SEARCH_PER_PAGE = 10;

interface KindRule {
  /** REST path from the root. */
  path: string;
  /** The item route that opens it (and whose rules say who may open it). */
  route: RouteName;
  /** The host searches it (`search=`); otherwise its whole list is read once and filtered here. */
  hostSearch: boolean;
  /** One item, as the option names it ('About, Page'). */
  label: () => string;
  /** The group of items, above them in the list. */
  groupLabel: () => string;
}

const rules: Record<ResultKind, KindRule> = {
  page: {
    path: 'wp/v2/pages',
    route: 'pageItem',
    hostSearch: true,
    label: () => __('Page'),
    groupLabel: () => __('Pages'),
  },
  post: {
    path: 'wp/v2/posts',
    route: 'postItem',
    hostSearch: true,
    label: () => __('Post'),
    groupLabel: () => __('Posts'),
  },
  wp_template: {
    path: 'wp/v2/templates',
    route: 'templateItem',
    hostSearch: false,
    label: () => __('Template'),
    groupLabel: () => __('Templates'),
  },
  wp_template_part: {
    path: 'wp/v2/template-parts',
    route: 'templatePartItem',
    hostSearch: false,
    label: () => __('Template Part'),
    groupLabel: () => __('Template Parts'),
  },
  wp_block: {
    path: 'wp/v2/blocks',
    route: 'patternItem',
    hostSearch: true,
    label: () => __('Pattern'),
    groupLabel: () => __('Patterns'),
  },
  wp_navigation: {
    path: 'wp/v2/navigation',
    route: 'navigationItem',
    hostSearch: true,
    label: () => __('Navigation Menu'),
    groupLabel: () => __('Navigation Menus'),
  },
};

/** The kinds in the order the palette lists their groups. */
export const RESULT_KINDS = Object.keys(rules) as ResultKind[];

/** What the palette may search (spec 6): the kinds whose screens the theme has and the user may use. */
export function searchableKinds(
  theme: ThemeTraits,
  capabilities: UserCapabilities,
  mode: AppMode = 'site',
): ResultKind[] {
  return RESULT_KINDS.filter((kind) => {
    // The posts-only app opens posts, and nothing else.
    if (mode === 'posts' && rules[kind].route !== 'postItem') return false;
    const route = { name: rules[kind].route, params: {} };
    return isScreenSupported(route, theme) && mayOpen(route.name, capabilities) === true;
  });
}

export function isHostSearched(kind: ResultKind): boolean {
  return rules[kind].hostSearch;
}

export function kindPath(kind: ResultKind): string {
  return rules[kind].path;
}

export function kindLabel(kind: ResultKind): string {
  return rules[kind].label();
}

export function kindGroupLabel(kind: ResultKind): string {
  return rules[kind].groupLabel();
}

const FIELDS = 'id,title,slug,type';

/**
 * The host's search for `term`: ten items by relevance, found by their title only (WordPress 6.5's
 * `search_columns`: not a pattern that mentions the word in its markup), with only what the
 * palette shows.
 */
export function hostSearchQuery(term: string): QueryObject {
  return {
    search: term.trim(),
    search_columns: ['post_title'],
    per_page: SEARCH_PER_PAGE,
    orderby: 'relevance',
    status: [...DEFAULT_STATUSES],
    context: 'view',
    _fields: FIELDS,
  };
}

/** Every template (or part), once, with only what the palette filters and shows. */
export function itemListQuery(): QueryObject {
  return { per_page: -1, context: 'view', _fields: FIELDS };
}

/** A record as the host answers it (title rendered as HTML with entities, or raw). */
export interface FoundRecord {
  id: number | string;
  title?: { rendered?: string; raw?: string } | string;
  slug?: string;
}

/** One named item the palette found. */
export interface CommandResult {
  kind: ResultKind;
  id: string;
  /** Plain text: shown as text, never as markup. */
  title: string;
  score: number;
}

/**
 * An item's title as text: the host's rendered HTML read as text (tags dropped, entities
 * decoded; never put in the page as markup); a template
 * or part without one, its slug (as the lists name it); anything else '(no title)' (spec 8).
 */
export function resultTitle(kind: ResultKind, record: FoundRecord): string {
  const { title } = record;
  const text =
    typeof title === 'string' ? title : (title?.raw ?? textFromHtml(title?.rendered ?? ''));
  const bySlug = kind === 'wp_template' || kind === 'wp_template_part';
  return text.trim() || (bySlug && record.slug) || __('(no title)');
}

/**
 * The host's answer (or a whole template list) as results for `term`, best first. Items the host
 * found by their content, not their title, stay, after those found by title; a list read whole
 * keeps only the items whose title matches.
 */
export function toResults(kind: ResultKind, records: FoundRecord[], term: string): CommandResult[] {
  const results = records.map((record) => {
    const title = resultTitle(kind, record);
    return { kind, id: String(record.id), title, score: matchScore(title, term) };
  });
  const kept = isHostSearched(kind) ? results : results.filter((result) => result.score > 0);
  return kept
    .map((result, index) => ({ result, index }))
    .sort((a, b) => b.result.score - a.result.score || a.index - b.index)
    .slice(0, SEARCH_PER_PAGE)
    .map(({ result }) => result);
}

/** Where a result opens: its item route (spec 2.1), the id escaped as the lists do. */
export function resultRoute(result: Pick<CommandResult, 'kind' | 'id'>): string {
  return `/${result.kind}/${encodeURIComponent(result.id)}`;
}
