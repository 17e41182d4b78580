// The patterns a theme registers (`/wp/v2/block-patterns/patterns`): read once, on first use
// (again while watched after a failure).
// User patterns (wp_block) and template parts are entity records: see entities/.
import { atom } from 'nanostores';
import { type ApiError, apiFetch, toApiError } from '../api';
import { __ } from '../i18n';
import { loadWhileWatched } from './load-while-watched';
import type { ThemePatternRecord } from '../patterns';

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
