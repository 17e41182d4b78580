// The inserter's patterns: the theme's (block-patterns/patterns and their categories) and the
// site's own, its `wp_block` records ('My patterns', synced and not) with their
// `wp_pattern_category` terms, all read through core-data (so through the host, api.ts).
//
// Block editor 16.2 reads user patterns from two public settings: `__experimentalReusableBlocks`
// (the wp_block records as the REST API answers them in context=edit: `id`, `title.raw`,
// `content.raw`, `wp_pattern_sync_status`, `wp_pattern_category`) and
// `__experimentalUserPatternCategories` (terms as `{ id, slug, name: slug, label }`); it makes
// them patterns named `core/block/{id}` of type 'user', lists them under My patterns, and
// inserts a synced one as a `core/block` ref, an unsynced one as its blocks. WordPress's own
// editor hands the same data in through private symbol keys (selectors the block editor runs);
// we give the values instead, and give them again whenever core-data's change (a pattern made
// from blocks, a category added), so the inserter follows.
import { store as coreStore } from '@wordpress/core-data';
import { select, subscribe } from '@wordpress/data';
import { decodeEntities } from '../../block-preview/escape';
import type { PatternCategoryTerm } from '../../patterns/categories';

export interface InserterPatterns {
  patterns: unknown[];
  categories: unknown[];
  userPatterns: unknown[];
  userCategories: unknown[];
}

/** Every wp_block record, as WordPress's editor asks for them. */
export const USER_PATTERNS_QUERY = { per_page: -1 };

interface PatternSelectors {
  getBlockPatterns(): unknown[] | undefined;
  getBlockPatternCategories(): unknown[] | undefined;
  getEntityRecords(kind: string, name: string, query: object): unknown[] | null | undefined;
}

/**
 * The site's pattern categories, as a list core-data refreshes when a term is made (its own
 * getUserPatternCategories is read once and never again).
 */
const CATEGORY_TERMS_QUERY = { per_page: -1, context: 'view' };

export function userCategoryTerms(
  selectFrom: (store: typeof coreStore) => unknown,
): PatternCategoryTerm[] | undefined {
  const core = selectFrom(coreStore) as PatternSelectors;
  return (core.getEntityRecords('taxonomy', 'wp_pattern_category', CATEGORY_TERMS_QUERY) ??
    undefined) as PatternCategoryTerm[] | undefined;
}

/** The terms as the block editor takes them: named by their slug, labelled by their name. */
function inserterCategories(terms: readonly PatternCategoryTerm[]): unknown[] {
  return terms.map((term) => ({
    id: term.id,
    slug: term.slug,
    name: term.slug,
    label: decodeEntities(term.name),
    description: term.description ?? '',
  }));
}

const EMPTY: unknown[] = [];

/**
 * Calls `onChange` with the inserter's patterns whenever one of the lists changes (each asked
 * for on the first call, shown as it arrives). Returns the unsubscribe.
 */
export function watchInserterPatterns(onChange: (patterns: InserterPatterns) => void): () => void {
  let last: InserterPatterns | undefined;
  let lastTerms: PatternCategoryTerm[] | undefined;
  let userCategories: unknown[] = EMPTY;
  const read = () => {
    const core = select(coreStore) as unknown as PatternSelectors;
    const terms = userCategoryTerms(select as never);
    if (terms !== lastTerms) {
      lastTerms = terms;
      userCategories = terms ? inserterCategories(terms) : EMPTY;
    }
    const next: InserterPatterns = {
      patterns: core.getBlockPatterns() ?? EMPTY,
      categories: core.getBlockPatternCategories() ?? EMPTY,
      userPatterns: core.getEntityRecords('postType', 'wp_block', USER_PATTERNS_QUERY) ?? EMPTY,
      userCategories,
    };
    // core-data keeps each list's identity until it changes: compare by reference.
    if (
      last &&
      last.patterns === next.patterns &&
      last.categories === next.categories &&
      last.userPatterns === next.userPatterns &&
      last.userCategories === next.userCategories
    ) {
      return;
    }
    last = next;
    onChange(next);
  };
  const unsubscribe = subscribe(read, coreStore);
  read();
  return unsubscribe;
}

/** The block editor's settings for them (see the top of this file). */
export function patternSettings(patterns: InserterPatterns): Record<string, unknown> {
  return {
    __experimentalBlockPatterns: patterns.patterns,
    __experimentalBlockPatternCategories: patterns.categories,
    __experimentalReusableBlocks: patterns.userPatterns,
    __experimentalUserPatternCategories: patterns.userCategories,
  };
}
