// The pagination footer's rules (spec 4): Previous disabled on page 1, Next on the last page, and
// no footer at all for a single page unless bulk actions need it, nor with nothing listed (no
// '0 items', no Select all: the items area says 'No results' or shows its spinner).
import type { PaginationInfo, View } from './types';

export function currentPage(view: View): number {
  return Math.max(1, Math.floor(view.page ?? 1) || 1);
}

export function showPagination(paginationInfo: PaginationInfo, hasBulkActions: boolean): boolean {
  if (paginationInfo.totalItems <= 0) return false;
  return hasBulkActions || paginationInfo.totalPages > 1;
}

export function canGoPrevious(view: View): boolean {
  return currentPage(view) > 1;
}

export function canGoNext(view: View, paginationInfo: PaginationInfo): boolean {
  return currentPage(view) < paginationInfo.totalPages;
}
