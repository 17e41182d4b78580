import { expect } from '@esm-bundle/chai';
import { normaliseFields } from '../../../src/data-view/fields';
import type { Field, View } from '../../../src/data-view/types';
import {
  changeLayout,
  DEFAULT_PER_PAGE,
  DEFAULT_SORT_DIRECTION,
  hidableFields,
  hideField,
  isPerPageEnabled,
  moveField,
  PER_PAGE_OPTIONS,
  resetPage,
  setDensity,
  setFieldWidth,
  setPage,
  setPerPage,
  setPreviewSize,
  setSearch,
  setSort,
  showField,
  shownFields,
  sortableFields,
  visibleFieldIds,
} from '../../../src/data-view/view-rules';
import { frozen } from './frozen';

const fields: Field[] = [
  { id: 'title', label: 'Title' },
  { id: 'preview', label: 'Preview', type: 'media', enableSorting: false },
  { id: 'author', label: 'Author' },
  { id: 'date', label: 'Date', type: 'datetime' },
  { id: 'sync-status', label: 'Sync status', enableHiding: false, enableSorting: false },
];

const patternsView: View = frozen({
  type: 'grid',
  search: '',
  page: 3,
  perPage: 20,
  titleField: 'title',
  mediaField: 'preview',
  fields: ['sync-status'],
  filters: [],
  layout: { badgeFields: ['sync-status'], previewSize: 4 },
});

describe('view rules: search and pages', () => {
  it('goes back to page 1 when the search changes', () => {
    expect(setSearch(patternsView, 'footer')).to.include({ search: 'footer', page: 1 });
  });

  it('moves to the chosen page, never below 1', () => {
    expect(setPage(patternsView, 5).page).to.equal(5);
    expect(setPage(patternsView, 0).page).to.equal(1);
    expect(setPage(patternsView, 2.7).page).to.equal(2);
  });

  it('goes back to page 1 when the number of items per page changes', () => {
    expect(setPerPage(patternsView, 50)).to.include({ perPage: 50, page: 1 });
  });

  it('offers 10, 20, 50 and 100 items per page, 10 by default', () => {
    expect(PER_PAGE_OPTIONS).to.deep.equal([10, 20, 50, 100]);
    expect(DEFAULT_PER_PAGE).to.equal(10);
  });

  it('resets the page on request', () => {
    expect(resetPage(patternsView).page).to.equal(1);
  });

  it('never changes the view it is given', () => {
    const next = setSearch(patternsView, 'x');
    expect(next).to.not.equal(patternsView);
    expect(patternsView.search).to.equal('');
  });
});

describe('view rules: sorting', () => {
  it('sorts descending when no direction is given', () => {
    expect(DEFAULT_SORT_DIRECTION).to.equal('desc');
    expect(setSort(patternsView, 'date').sort).to.deep.equal({ field: 'date', direction: 'desc' });
    expect(setSort(patternsView, 'date', 'asc').sort).to.deep.equal({
      field: 'date',
      direction: 'asc',
    });
  });

  it('turns hierarchical levels off when a sort is chosen', () => {
    const hierarchical = frozen({ ...patternsView, showLevels: true });
    expect(setSort(hierarchical, 'title', 'asc').showLevels).to.equal(false);
  });

  it('offers sorting only on fields that do not disable it', () => {
    expect(sortableFields(fields).map((field) => field.id)).to.deep.equal([
      'title',
      'author',
      'date',
    ]);
  });

  it('keeps items per page disabled until the view sorts by a sortable field', () => {
    expect(isPerPageEnabled(patternsView, fields)).to.equal(false);
    expect(isPerPageEnabled(setSort(patternsView, 'date'), fields)).to.equal(true);
    expect(isPerPageEnabled(setSort(patternsView, 'sync-status'), fields)).to.equal(false);
    expect(isPerPageEnabled(setSort(patternsView, 'gone'), fields)).to.equal(false);
  });
});

describe('view rules: field visibility and order', () => {
  it('removes a hidden column from fields', () => {
    const view = frozen({ ...patternsView, fields: ['author', 'date', 'sync-status'] });
    expect(hideField(view, 'date').fields).to.deep.equal(['author', 'sync-status']);
  });

  it('appends a shown field to the columns, once', () => {
    expect(showField(patternsView, 'author').fields).to.deep.equal(['sync-status', 'author']);
    expect(showField(patternsView, 'sync-status').fields).to.deep.equal(['sync-status']);
  });

  it('switches the title, media or description off and on instead of a column', () => {
    const hidden = hideField(patternsView, 'preview');
    expect(hidden.showMedia).to.equal(false);
    expect(hidden.fields).to.deep.equal(['sync-status']);
    expect(showField(hidden, 'preview').showMedia).to.equal(true);
    expect(hideField(patternsView, 'title').showTitle).to.equal(false);
  });

  it('starts from every column when the view lists none and fields are given', () => {
    const view: View = frozen({ type: 'table', titleField: 'title' });
    expect(hideField(view, 'author', fields).fields).to.deep.equal([
      'preview',
      'date',
      'sync-status',
    ]);
  });

  it('moves a column left or right by swapping it with its neighbour', () => {
    const view = frozen({ ...patternsView, fields: ['author', 'date', 'sync-status'] });
    expect(moveField(view, 'date', 'left').fields).to.deep.equal(['date', 'author', 'sync-status']);
    expect(moveField(view, 'date', 'right').fields).to.deep.equal([
      'author',
      'sync-status',
      'date',
    ]);
  });

  it('does not move a column past either end', () => {
    const view = frozen({ ...patternsView, fields: ['author', 'date'] });
    expect(moveField(view, 'author', 'left').fields).to.deep.equal(['author', 'date']);
    expect(moveField(view, 'date', 'right').fields).to.deep.equal(['author', 'date']);
    expect(moveField(view, 'gone', 'right').fields).to.deep.equal(['author', 'date']);
  });

  it('lists visible columns in order, without the title, media and description fields', () => {
    const view = frozen({ ...patternsView, fields: ['date', 'title', 'gone', 'author'] });
    expect(visibleFieldIds(view, fields)).to.deep.equal(['date', 'author']);
  });

  it('shows every field as a column when the view lists none', () => {
    const view: View = frozen({ type: 'table', titleField: 'title', mediaField: 'preview' });
    expect(visibleFieldIds(view, fields)).to.deep.equal(['author', 'date', 'sync-status']);
  });

  it('offers hiding only for fields that do not disable it', () => {
    const normalised = normaliseFields(fields);
    expect(hidableFields(normalised).map((field) => field.id)).to.deep.equal([
      'title',
      'preview',
      'author',
      'date',
    ]);
  });
});

describe('view rules: what a layout shows', () => {
  it('gives the title, media and description fields apart from the other visible fields', () => {
    const shown = shownFields(
      { ...patternsView, descriptionField: 'author', fields: ['date', 'sync-status'] },
      fields,
    );
    expect(shown.title?.id).to.equal('title');
    expect(shown.media?.id).to.equal('preview');
    expect(shown.description?.id).to.equal('author');
    expect(shown.others.map((field) => field.id)).to.deep.equal(['date', 'sync-status']);
  });

  it('leaves out what the view switches off or does not know', () => {
    const shown = shownFields(
      {
        ...patternsView,
        showTitle: false,
        showMedia: false,
        descriptionField: 'gone',
        fields: ['gone', 'date'],
      },
      fields,
    );
    expect(shown.title).to.equal(undefined);
    expect(shown.media).to.equal(undefined);
    expect(shown.description).to.equal(undefined);
    expect(shown.others.map((field) => field.id)).to.deep.equal(['date']);
  });
});

describe('view rules: layouts', () => {
  const defaultLayouts = {
    table: { layout: { styles: { author: { width: '1%' } } } },
    grid: { layout: { badgeFields: ['sync-status'] }, showMedia: true },
    list: { perPage: 100, search: 'ignored' },
  };
  const filtered: View = frozen({
    ...patternsView,
    search: 'foot',
    sort: { field: 'date', direction: 'asc' },
    filters: [{ field: 'author', operator: 'isAny', value: ['1'] }],
  });

  it("drops the old layout's settings and applies the new layout's defaults", () => {
    const table = changeLayout(filtered, 'table', defaultLayouts);
    expect(table.type).to.equal('table');
    expect(table.layout).to.deep.equal({ styles: { author: { width: '1%' } } });
  });

  it("applies the new layout's other defaults too (columns, flags)", () => {
    const grid = changeLayout(
      frozen({ ...filtered, type: 'table' as const, showMedia: false, fields: ['author'] }),
      'grid',
      { grid: { showMedia: true, fields: ['sync-status'] } },
    );
    expect(grid).to.include({ type: 'grid', showMedia: true });
    expect(grid.fields).to.deep.equal(['sync-status']);
  });

  it('drops the layout settings when the new layout has no defaults', () => {
    expect(changeLayout(filtered, 'list').layout).to.equal(undefined);
  });

  it('keeps search, filters, sort, items per page and page across layouts', () => {
    const list = changeLayout(filtered, 'list', defaultLayouts);
    expect(list).to.include({ search: 'foot', perPage: 20, page: 3 });
    expect(list.sort).to.deep.equal({ field: 'date', direction: 'asc' });
    expect(list.filters).to.deep.equal(filtered.filters);
  });

  it('changes nothing when the current layout is chosen again', () => {
    expect(changeLayout(filtered, 'grid', defaultLayouts)).to.deep.equal(filtered);
  });
});

describe('view rules: appearance', () => {
  it('sets the density and keeps the other layout settings', () => {
    expect(setDensity(patternsView, 'compact').layout).to.deep.equal({
      badgeFields: ['sync-status'],
      previewSize: 4,
      density: 'compact',
    });
  });

  it("sets a column's width and keeps its other styles", () => {
    const styled = frozen({
      ...patternsView,
      layout: { styles: { author: { minWidth: 100 }, date: { width: 50 } } },
    });
    expect(setFieldWidth(styled, 'author', '1%').layout?.styles).to.deep.equal({
      author: { minWidth: 100, width: '1%' },
      date: { width: 50 },
    });
  });

  it('clamps the preview size to the width bucket', () => {
    expect(setPreviewSize(patternsView, 6, 'xhuge').layout?.previewSize).to.equal(6);
    expect(setPreviewSize(patternsView, 6, 'xlarge').layout?.previewSize).to.equal(3);
    expect(setPreviewSize(patternsView, 1, 'huge').layout?.previewSize).to.equal(2);
  });
});
