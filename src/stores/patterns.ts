// The patterns a theme registers (`/wp/v2/block-patterns/patterns`): read once, on first use.
// User patterns (wp_block) and template parts are entity records: see entities/.
import { atom, onMount, task } from 'nanostores';
import { type ApiError, apiFetch, toApiError } from '../api';
import { __ } from '../i18n';

/** A registered pattern, as the REST API gives it. */
export interface ThemePattern {
  name: string;
  title: string;
  content: string;
  description?: string;
  viewport_width?: number | null;
  inserter?: boolean;
  categories?: string[];
  keywords?: string[];
  source?: string;
}

export interface ThemePatternsValue {
  patterns: ThemePattern[];
  isLoading: boolean;
  error?: ApiError;
}

export const $themePatterns = atom<ThemePatternsValue>({ patterns: [], isLoading: true });

onMount($themePatterns, () => {
  void task(async () => {
    try {
      const patterns = await apiFetch<ThemePattern[]>('wp/v2/block-patterns/patterns');
      $themePatterns.set({ patterns, isLoading: false });
    } catch (error) {
      $themePatterns.set({
        patterns: [],
        isLoading: false,
        error: toApiError(error, __('The patterns could not be loaded.')),
      });
    }
  });
});
