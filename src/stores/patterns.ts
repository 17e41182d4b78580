// The patterns a theme registers (`/wp/v2/block-patterns/patterns`): read once, on first use
// (again while watched after a failure).
// And the theme's pattern categories (`/wp/v2/block-patterns/categories`), the same way.
// User patterns (wp_block) and template parts are entity records: see entities/.
import { atom } from 'nanostores';
import { type ApiError, apiFetch, toApiError } from '../api';
import { __ } from '../i18n';
import { loadWhileWatched } from './load-while-watched';
import type { ThemePatternCategory, ThemePatternRecord } from '../patterns';

/** A registered pattern, as the REST API gives it. */
export type ThemePattern = ThemePatternRecord;

export interface ThemePatternsValue {
  patterns: ThemePattern[];
  isLoading: boolean;
  error?: ApiError;
}

export const $themePatterns = atom<ThemePatternsValue>({ patterns: [], isLoading: true });

let loaded = false;
loadWhileWatched(
  $themePatterns,
  async () => {
    $themePatterns.set({ ...$themePatterns.get(), isLoading: true, error: undefined });
    try {
      const patterns = await apiFetch<ThemePattern[]>('wp/v2/block-patterns/patterns');
      loaded = true;
      $themePatterns.set({ patterns, isLoading: false });
    } catch (error) {
      const failure = toApiError(error, __('The patterns could not be loaded.'));
      $themePatterns.set({ ...$themePatterns.get(), isLoading: false, error: failure });
      throw failure;
    }
  },
  () => loaded,
);

interface ThemeCategoriesValue {
  categories: ThemePatternCategory[];
  isLoading: boolean;
  error?: ApiError;
}

/** The theme's registered pattern categories (`/wp/v2/block-patterns/categories`). */
export const $themePatternCategories = atom<ThemeCategoriesValue>({
  categories: [],
  isLoading: true,
});

let categoriesLoaded = false;
loadWhileWatched(
  $themePatternCategories,
  async () => {
    $themePatternCategories.set({ ...$themePatternCategories.get(), isLoading: true });
    try {
      const categories = await apiFetch<ThemePatternCategory[]>('wp/v2/block-patterns/categories');
      categoriesLoaded = true;
      $themePatternCategories.set({ categories, isLoading: false });
    } catch (error) {
      const failure = toApiError(error, __('The pattern categories could not be loaded.'));
      $themePatternCategories.set({
        ...$themePatternCategories.get(),
        isLoading: false,
        error: failure,
      });
      throw failure;
    }
  },
  () => categoriesLoaded,
);
