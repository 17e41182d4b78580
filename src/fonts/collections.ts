// Font collections (spec 4, 5, 9): search and category filters, the page size that fits the
// window, and the sources of a collection's faces.
import { uriEncoded } from '../global-styles/css';
import type { FontCollection, FontFace, FontFamily } from './types';

/** Spec 9: collection searches wait this long after the last keystroke. */
export const COLLECTION_SEARCH_DEBOUNCE_MS = 300;

/** The collection WordPress offers for Google Fonts (spec 2.7: its tab title and permission). */
export const GOOGLE_FONTS_SLUG = 'google-fonts';

/** Spec 3: the browser-storage key of the permission to connect to Google Fonts. */
export const GOOGLE_FONTS_PERMISSION_KEY = 'wp-font-library-google-fonts-permission';

/** Spec 9: floor((max(window height, 500) - 417) / 61), at least one. */
export function collectionPageSize(windowHeight: number): number {
  return Math.max(1, Math.floor((Math.max(windowHeight, 500) - 417) / 61));
}

export interface CollectionFilters {
  search: string;
  /** A category slug; '' or 'all' is no filter. */
  category: string;
}

type CollectionEntry = FontCollection['font_families'][number];

/** Spec 5: search is case-insensitive on the name; category 'All' is no filter. */
export function filterCollectionFamilies(
  families: readonly CollectionEntry[],
  { search, category }: CollectionFilters,
): CollectionEntry[] {
  const term = search.trim().toLowerCase();
  return families.filter(
    (entry) =>
      (!category || category === 'all' || (entry.categories ?? []).includes(category)) &&
      (!term || entry.font_family_settings.name.toLowerCase().includes(term)),
  );
}

export interface Page<T> {
  items: T[];
  page: number;
  totalPages: number;
}

/** One page of items (page clamped into range). */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), totalPages);
  return {
    items: items.slice((current - 1) * perPage, current * perPage),
    page: current,
    totalPages,
  };
}

/**
 * Spec 5: a face's sources as the browser may fetch them: `file:.` sources (theme files) are
 * left out, and URLs that are not encoded yet are URI-encoded.
 */
export function faceSources(face: FontFace): string[] {
  const list = Array.isArray(face.src) ? face.src : face.src ? [face.src] : [];
  return list.filter((src) => !src.startsWith('file:.')).map(uriEncoded);
}

/** The faces chosen in a collection's family, grouped as families to install. */
export function selectedFamilies(
  family: FontFamily,
  selected: readonly FontFace[],
): FontFamily | undefined {
  return selected.length > 0 ? { ...family, fontFace: [...selected] } : undefined;
}
