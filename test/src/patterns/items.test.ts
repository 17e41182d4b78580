import { expect } from '@esm-bundle/chai';
import { filterSortAndPaginate } from '../../../src/data-view';
import { changeLayout } from '../../../src/data-view/view-rules';
import type { View } from '../../../src/data-view/types';
import { resetLocaleData, setLocaleData } from '../../../src/i18n';
import {
  allowedMethods,
  authorElements,
  DEFAULT_PATTERNS_VIEW,
  isPatternClickable,
  listedThemePatterns,
  patternItemPath,
  patternListFields,
  PATTERNS_DEFAULT_LAYOUTS,
  syncStatusFilter,
  syncStatusLabel,
  syncStatusOf,
  templatePartItem,
  userPatternItem,
  viewForLocation,
  viewForPaging,
  withSyncStatus,
} from '../../../src/patterns';
import {
  heroPattern,
  looseUserPattern,
  parts,
  patterns,
  recipePattern,
  themeHeader,
  userPart,
} from './fixtures';

describe('sync status', () => {
  it('reads a user pattern without the field, or with an empty one, as Synced', () => {
    expect(syncStatusOf({}, 'wp_block')).to.equal('fully');
    expect(syncStatusOf({ wp_pattern_sync_status: '' }, 'wp_block')).to.equal('fully');
    expect(syncStatusOf({ meta: { wp_pattern_sync_status: '' } }, 'wp_block')).to.equal('fully');
    expect(recipePattern.syncStatus).to.equal('fully');
  });

  it("reads 'unsynced' as Not synced, at the top level or in meta", () => {
    expect(syncStatusOf({ wp_pattern_sync_status: 'unsynced' }, 'wp_block')).to.equal('unsynced');
    expect(looseUserPattern.syncStatus).to.equal('unsynced');
  });

  it('counts theme patterns and template parts as Not synced', () => {
    expect(heroPattern.syncStatus).to.equal('unsynced');
    expect(themeHeader.syncStatus).to.equal('unsynced');
    expect(syncStatusOf({ wp_pattern_sync_status: '' }, 'wp_template_part')).to.equal('unsynced');
  });

  it('shows the badge text of spec 3, translated', () => {
    expect(syncStatusLabel('fully')).to.equal('Synced');
    expect(syncStatusLabel('unsynced')).to.equal('Not synced');
    setLocaleData({
      '': { domain: 'default', lang: 'fr' },
      'pattern (singular)\u0004Synced': ['Synchronisé'],
    });
    try {
      expect(syncStatusLabel('fully')).to.equal('Synchronisé');
    } finally {
      resetLocaleData();
    }
  });
});

describe('items from the host', () => {
  it('reads user patterns by id and theme patterns by name', () => {
    expect(recipePattern).to.include({ id: '41', type: 'wp_block', title: 'Recipe card' });
    expect(recipePattern.termIds).to.deep.equal([11]);
    expect(heroPattern).to.include({
      id: 'theme/hero',
      type: 'pattern',
      key: 'pattern:theme/hero',
    });
  });

  it('reads the part fields actions and filters need', () => {
    expect(userPart).to.include({
      area: 'not-an-area',
      source: 'custom',
      hasThemeFile: false,
      originalSource: 'user',
      authorText: 'Ada',
    });
  });

  it('lists theme patterns shown in the inserter, not core ones, each name once', () => {
    const listed = listedThemePatterns([
      { name: 'a', title: 'A', content: '' },
      { name: 'b', title: 'B', content: '', inserter: false },
      { name: 'c', title: 'C', content: '', source: 'core' },
      { name: 'd', title: 'D', content: '', source: 'pattern-directory/featured' },
      { name: 'a', title: 'A again', content: '' },
      { name: 'e', title: 'E', content: '', source: 'theme' },
    ]);
    expect(listed.map((pattern) => pattern.title)).to.deep.equal(['A', 'E']);
  });
});

describe('per-item permissions from the host', () => {
  const hinted = (allow: unknown) => ({
    id: 7,
    title: { raw: 'Hero' },
    _links: { self: [{ href: 'x', targetHints: { allow } }] },
  });

  it('reads the self link targetHints, as WordPress 6.7+ gives them', () => {
    expect(userPatternItem(hinted(['GET', 'put', 'DELETE'])).allow).to.deep.equal([
      'GET',
      'PUT',
      'DELETE',
    ]);
    expect(templatePartItem(hinted(['GET'])).allow).to.deep.equal(['GET']);
  });

  it('is unknown (to be asked) when the host gives no hint', () => {
    expect(allowedMethods({ id: 7 })).to.equal(undefined);
    expect(allowedMethods({ _links: { self: [{ href: 'x' }] } })).to.equal(undefined);
    expect(allowedMethods(hinted('GET'))).to.equal(undefined);
  });
});

describe('clicking an item', () => {
  it('opens user patterns and parts, not theme patterns', () => {
    expect(isPatternClickable(heroPattern)).to.equal(false);
    expect(isPatternClickable(recipePattern)).to.equal(true);
    expect(isPatternClickable(themeHeader)).to.equal(true);
    expect(isPatternClickable({ ...recipePattern, status: 'trash' })).to.equal(false);
  });

  it('goes to the item in the editing canvas, by id or name', () => {
    expect(patternItemPath(recipePattern)).to.equal('/wp_block/41?canvas=edit');
    expect(patternItemPath(themeHeader)).to.equal(
      '/wp_template_part/theme%2F%2Fheader?canvas=edit',
    );
    expect(patternItemPath(heroPattern)).to.equal('/pattern/theme%2Fhero?canvas=edit');
  });
});

describe('the patterns view', () => {
  it('starts as spec 4 says', () => {
    expect(DEFAULT_PATTERNS_VIEW).to.deep.equal({
      type: 'grid',
      search: '',
      page: 1,
      perPage: 20,
      titleField: 'title',
      mediaField: 'preview',
      fields: ['sync-status'],
      filters: [],
      layout: { badgeFields: ['sync-status'] },
    });
  });

  it('gives the author column 1% in a table', () => {
    const table = changeLayout({ ...DEFAULT_PATTERNS_VIEW }, 'table', PATTERNS_DEFAULT_LAYOUTS);
    expect(table.layout).to.deep.equal({ styles: { author: { width: '1%' } } });
    expect(table.perPage).to.equal(20);
  });

  it('goes back to page 1 when the category or the post type changes', () => {
    const onPage3: View = { ...DEFAULT_PATTERNS_VIEW, page: 3 };
    const here = { postType: 'wp_block', categoryId: 'banner' };
    expect(viewForLocation(onPage3, here, { ...here, categoryId: 'footer' }).page).to.equal(1);
    expect(viewForLocation(onPage3, here, { postType: 'wp_template_part' }).page).to.equal(1);
    expect(viewForLocation(onPage3, here, { ...here })).to.equal(onPage3);
    expect(
      viewForLocation(onPage3, {}, { postType: 'wp_block' }),
      'wp_block is the default',
    ).to.equal(onPage3);
  });

  it("drops the old post type's filters when the post type changes", () => {
    const byAuthor: View = {
      ...DEFAULT_PATTERNS_VIEW,
      filters: [{ field: 'author', operator: 'isAny', value: ['Ada'] }],
    };
    const parts = { postType: 'wp_template_part', categoryId: 'header' };
    expect(viewForLocation(byAuthor, parts, { postType: 'wp_block' }).filters).to.deep.equal([]);
    expect(
      viewForLocation(byAuthor, parts, { ...parts, categoryId: 'footer' }).filters,
    ).to.have.length(1);
  });

  it('clears filters for non-template-part types, after narrowing by sync status', () => {
    const notSynced: View = {
      ...DEFAULT_PATTERNS_VIEW,
      filters: [{ field: 'sync-status', operator: 'is', value: 'unsynced' }],
    };
    expect(syncStatusFilter(notSynced)).to.equal('unsynced');
    expect(syncStatusFilter(DEFAULT_PATTERNS_VIEW)).to.equal(undefined);
    expect(viewForPaging(notSynced, 'wp_block').filters).to.deep.equal([]);
    expect(viewForPaging(notSynced, 'wp_template_part')).to.equal(notSynced);

    const fields = patternListFields('wp_block', patterns);
    const shown = filterSortAndPaginate(
      withSyncStatus(patterns, syncStatusFilter(notSynced)),
      viewForPaging(notSynced, 'wp_block'),
      fields,
    );
    expect(shown.data.map((item) => item.title)).to.deep.equal([
      'Hero',
      'Latest posts',
      'Plain',
      'Loose',
    ]);
    const synced = withSyncStatus(patterns, 'fully').map((item) => item.title);
    expect(synced).to.deep.equal(['Recipe card']);
  });
});

describe('filters', () => {
  it('filters patterns by sync status with one value', () => {
    const sync = patternListFields('wp_block', patterns).find((f) => f.id === 'sync-status');
    expect(sync?.filterBy).to.deep.equal({ operators: ['is'], isPrimary: true });
    expect(sync?.elements).to.deep.equal([
      { value: 'fully', label: 'Synced' },
      { value: 'unsynced', label: 'Not synced' },
    ]);
  });

  it('filters template parts by author, each author once', () => {
    const fields = patternListFields('wp_template_part', parts);
    expect(fields.map((field) => field.id)).to.deep.equal(['title', 'author']);
    expect(authorElements(parts)).to.deep.equal([
      { value: 'Demo Theme', label: 'Demo Theme' },
      { value: 'Ada', label: 'Ada' },
    ]);
    const view: View = {
      ...DEFAULT_PATTERNS_VIEW,
      fields: [],
      filters: [{ field: 'author', operator: 'isAny', value: ['Ada'] }],
    };
    const shown = filterSortAndPaginate(parts, viewForPaging(view, 'wp_template_part'), fields);
    expect(shown.data.map((item) => item.title)).to.deep.equal(['Promo']);
  });

  it("shows '(no title)' for an untitled item", () => {
    const untitled = userPatternItem({ id: 9, title: { raw: '' }, content: { raw: '' } });
    const title = patternListFields('wp_block', [untitled])[0]!;
    expect(title.getValue?.({ item: untitled })).to.equal('(no title)');
  });
});
