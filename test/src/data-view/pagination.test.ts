import { expect } from '@esm-bundle/chai';
import {
  canGoNext,
  canGoPrevious,
  currentPage,
  showPagination,
} from '../../../src/data-view/pagination';

describe('pagination footer', () => {
  it('hides the footer for a single page without bulk actions', () => {
    expect(showPagination({ totalItems: 5, totalPages: 1 }, false)).to.equal(false);
    expect(showPagination({ totalItems: 0, totalPages: 0 }, false)).to.equal(false);
  });

  it('shows the footer for several pages', () => {
    expect(showPagination({ totalItems: 25, totalPages: 3 }, false)).to.equal(true);
  });

  it('shows the footer for a single page when bulk actions exist', () => {
    expect(showPagination({ totalItems: 5, totalPages: 1 }, true)).to.equal(true);
  });

  it('hides the footer when nothing is listed, bulk actions or not (no Select all, no 0 items)', () => {
    expect(showPagination({ totalItems: 0, totalPages: 0 }, true)).to.equal(false);
  });

  it('disables Previous on page 1 only', () => {
    expect(canGoPrevious({ type: 'table', page: 1 })).to.equal(false);
    expect(canGoPrevious({ type: 'table' })).to.equal(false);
    expect(canGoPrevious({ type: 'table', page: 2 })).to.equal(true);
  });

  it('disables Next on the last page only', () => {
    const info = { totalItems: 30, totalPages: 3 };
    expect(canGoNext({ type: 'table', page: 2 }, info)).to.equal(true);
    expect(canGoNext({ type: 'table', page: 3 }, info)).to.equal(false);
    expect(canGoNext({ type: 'table' }, { totalItems: 0, totalPages: 0 })).to.equal(false);
  });

  it('reads a missing or invalid page as page 1', () => {
    expect(currentPage({ type: 'grid' })).to.equal(1);
    expect(currentPage({ type: 'grid', page: 0 })).to.equal(1);
    expect(currentPage({ type: 'grid', page: Number.NaN })).to.equal(1);
    expect(currentPage({ type: 'grid', page: 4 })).to.equal(4);
  });
});
