// The Patterns page's data (spec 2.9, 3, 6, 7): theme patterns and their categories, the user's
// patterns and wp_pattern_category terms, the template parts and the theme's part areas, as one
// value the sidebar and the list both read. What the user does with them is pattern-actions.ts.
import { computed, type ReadableAtom } from 'nanostores';
import type { ApiError } from '../api';
import {
  listedThemePatterns,
  type PatternCategorySources,
  type PatternCategoryTerm,
  type PatternItem,
  type TemplatePartArea,
  templatePartItem,
  themePatternItem,
  userPatternItem,
} from '../patterns';
import { type EntityRecord, entityRecords } from './entities';
import { $themePatternCategories, $themePatterns } from './patterns';
import { $activeTheme } from './site';

/** Every list the page reads is the whole list (spec 7: per_page -1). */
export const USER_PATTERNS_QUERY = { per_page: -1 };
export const TEMPLATE_PARTS_QUERY = { per_page: -1 };
export const PATTERN_CATEGORY_TERMS_QUERY = { per_page: -1 };

export interface PatternLibrary {
  sources: PatternCategorySources;
  /** Theme patterns (those the page lists) and user patterns. */
  patterns: PatternItem[];
  parts: PatternItem[];
  /** The theme's template part areas (its `default_template_part_areas`). */
  areas: TemplatePartArea[];
  isBlockTheme: boolean | undefined;
  patternsLoading: boolean;
  partsLoading: boolean;
  /** A source that failed: the lists are incomplete and say so. */
  patternsError?: ApiError | undefined;
  partsError?: ApiError | undefined;
}

const $userPatterns = entityRecords('postType', 'wp_block', USER_PATTERNS_QUERY);
const $parts = entityRecords('postType', 'wp_template_part', TEMPLATE_PARTS_QUERY);
const $categoryTerms = entityRecords<PatternCategoryTerm & EntityRecord>(
  'taxonomy',
  'wp_pattern_category',
  PATTERN_CATEGORY_TERMS_QUERY,
);

export const $patternLibrary: ReadableAtom<PatternLibrary> = computed(
  [$themePatterns, $themePatternCategories, $userPatterns, $categoryTerms, $parts, $activeTheme],
  (theme, themeCategories, user, terms, parts, activeTheme): PatternLibrary => ({
    sources: { themeCategories: themeCategories.categories, userCategories: terms.items },
    patterns: [
      ...listedThemePatterns(theme.patterns).map(themePatternItem),
      ...user.items.map(userPatternItem),
    ],
    parts: parts.items.map(templatePartItem),
    areas: activeTheme.templatePartAreas ?? [],
    isBlockTheme: activeTheme.traits?.isBlockTheme,
    patternsLoading:
      theme.isLoading || themeCategories.isLoading || user.isLoading || terms.isLoading,
    partsLoading: parts.isLoading,
    patternsError: theme.error ?? themeCategories.error ?? user.error ?? terms.error,
    partsError: parts.error,
  }),
);
