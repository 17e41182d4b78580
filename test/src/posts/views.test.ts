import { expect } from '@esm-bundle/chai';
import { changeLayout } from '../../../src/data-view/view-rules';
import { resetLocaleData, setLocaleData } from '../../../src/i18n/translate';
import {
  DEFAULT_STATUSES,
  defaultLayouts,
  postListViews,
  statusOfView,
  viewForSlug,
} from '../../../src/posts/views';

describe('page and post list views', () => {
  afterEach(() => resetLocaleData());

  it('offers All items and one view per status, in the sidebar order', () => {
    const views = postListViews('page');
    expect(views.map((entry) => entry.title)).to.deep.equal([
      'All items',
      'Published',
      'Scheduled',
      'Drafts',
      'Pending',
      'Private',
      'Trash',
    ]);
    expect(views.map((entry) => entry.slug)).to.deep.equal([
      'all',
      'published',
      'future',
      'drafts',
      'pending',
      'private',
      'trash',
    ]);
  });

  it('filters each status view by its status and leaves All items unfiltered', () => {
    const byslug = Object.fromEntries(postListViews('post').map((e) => [e.slug, e.view]));
    expect(byslug['all']?.filters).to.deep.equal([]);
    expect(byslug['published']?.filters).to.deep.equal([
      { field: 'status', operator: 'isAny', value: ['publish'] },
    ]);
    expect(byslug['future']?.filters?.[0]?.value).to.deep.equal(['future']);
    expect(byslug['drafts']?.filters?.[0]?.value).to.deep.equal(['draft']);
    expect(byslug['trash']?.filters?.[0]?.value).to.deep.equal(['trash']);
    expect(statusOfView('pending')).to.equal('pending');
    expect(statusOfView('all')).to.equal(undefined);
  });

  it('shows the trash as a table and the other views as a list', () => {
    const views = postListViews('page');
    expect(views.map((entry) => entry.view.type)).to.deep.equal([
      'list',
      'list',
      'list',
      'list',
      'list',
      'list',
      'table',
    ]);
    expect(views[6]?.view.layout).to.deep.equal(defaultLayouts('page').table.layout);
  });

  it('lists pages by title with levels and posts newest first, 20 a page', () => {
    const page = viewForSlug('page', 'all').view;
    expect(page.sort).to.deep.equal({ field: 'title', direction: 'asc' });
    expect(page.showLevels).to.equal(true);
    expect(page.perPage).to.equal(20);
    expect(page.page).to.equal(1);
    const post = viewForSlug('post', 'all').view;
    expect(post.sort).to.deep.equal({ field: 'date', direction: 'desc' });
    expect(post.showLevels).to.equal(undefined);
    expect(post.perPage).to.equal(20);
  });

  it('shows the title, featured image, author, status and date', () => {
    const { view } = viewForSlug('post', 'drafts');
    expect(view.titleField).to.equal('title');
    expect(view.mediaField).to.equal('featured_media');
    expect(view.fields).to.deep.equal(['author', 'status', 'date']);
  });

  it('falls back to All items for a missing or unknown activeView', () => {
    expect(viewForSlug('page', undefined).slug).to.equal('all');
    expect(viewForSlug('page', 'nonsense').slug).to.equal('all');
    expect(viewForSlug('page', 'private').title).to.equal('Private');
  });

  it('hands out fresh views, so editing one leaves the defaults alone', () => {
    const first = viewForSlug('post', 'trash');
    first.view.filters?.push({ field: 'author', operator: 'isAny', value: [1] });
    const styles = first.view.layout?.styles;
    if (styles) styles['author'] = { width: '50%' };
    const second = viewForSlug('post', 'trash');
    expect(second.view.filters).to.have.length(1);
    expect(second.view.layout?.styles?.['author']).to.deep.equal({ width: '1%' });
  });

  it('keeps the default statuses to everything but the trash', () => {
    expect([...DEFAULT_STATUSES]).to.deep.equal([
      'draft',
      'future',
      'pending',
      'private',
      'publish',
    ]);
  });

  it('applies the new layout defaults when the layout changes', () => {
    const list = viewForSlug('page', 'all').view;
    const table = changeLayout(list, 'table', defaultLayouts('page'));
    expect(table.layout?.styles?.['author']).to.deep.equal({ width: '1%' });
    const grid = changeLayout(table, 'grid', defaultLayouts('page'));
    expect(grid.layout).to.equal(undefined);
    expect(grid.showMedia).to.equal(true);
    expect(grid.sort).to.deep.equal({ field: 'title', direction: 'asc' });
  });

  it('translates the view titles', () => {
    setLocaleData({ 'All items': ['Tous les éléments'], Trash: ['Corbeille'] });
    const titles = postListViews('page').map((entry) => entry.title);
    expect(titles[0]).to.equal('Tous les éléments');
    expect(titles[6]).to.equal('Corbeille');
  });
});
