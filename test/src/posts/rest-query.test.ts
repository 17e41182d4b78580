import { expect } from '@esm-bundle/chai';
import { buildQueryString } from '../../../src/api/query';
import type { View } from '../../../src/data-view/types';
import {
  pageRowsQuery,
  pageTreeChildrenQuery,
  pageTreeIndexQuery,
  pageTreeTopQuery,
  postListQuery,
  showsLevels,
  siblingOrder,
  statusesForView,
  walksTreeFromTop,
} from '../../../src/posts/rest-query';
import { viewForSlug } from '../../../src/posts/views';

const DEFAULTS = ['draft', 'future', 'pending', 'private', 'publish'];

function postView(overrides: Partial<View> = {}): View {
  return { ...viewForSlug('post', 'all').view, ...overrides };
}

describe('the page and post list request', () => {
  it('asks for the first page of 20 posts, newest first, with authors and featured images embedded', () => {
    expect(postListQuery(postView())).to.deep.equal({
      per_page: 20,
      page: 1,
      _embed: 'author,wp:featuredmedia',
      order: 'desc',
      orderby: 'date',
      status: DEFAULTS,
    });
  });

  it('shows pages in levels by title, never asking the host for a hierarchy it lacks', () => {
    const { view } = viewForSlug('page', 'all');
    expect(showsLevels(view, 'page')).to.equal(true);
    expect(siblingOrder(view)).to.deep.equal({ field: 'title', direction: 'asc' });
    // WordPress core has no orderby_hierarchy: no request of a list may carry it.
    for (const query of [
      postListQuery(view),
      pageTreeIndexQuery(view),
      pageRowsQuery([5, 7], view),
    ]) {
      expect(query).not.to.have.property('orderby_hierarchy');
    }
  });

  it('orders levels by menu order when no sort is chosen, and a flat list by date', () => {
    const { sort: _sort, ...unsorted } = viewForSlug('page', 'all').view;
    expect(siblingOrder(unsorted)).to.deep.equal({ field: 'menu_order', direction: 'asc' });
    expect(postListQuery({ ...unsorted, showLevels: false })).to.include({
      orderby: 'date',
      order: 'desc',
    });
  });

  it('shows levels only for a type with parents', () => {
    expect(showsLevels(postView({ showLevels: true }), 'post')).to.equal(false);
    expect(showsLevels(postView({ showLevels: true }), 'book', { hierarchical: true })).to.equal(
      true,
    );
    expect(showsLevels(postView({ showLevels: false }), 'page')).to.equal(false);
  });

  it('reads the matching tree by id in pages of 100, with only what ordering needs', () => {
    const view = { ...viewForSlug('page', 'drafts').view, search: ' team ', page: 3 };
    expect(pageTreeIndexQuery(view, {}, 2)).to.deep.equal({
      per_page: 100,
      page: 2,
      orderby: 'id',
      order: 'asc',
      _fields: 'id,parent,menu_order,title.raw',
      search: 'team',
      status: ['draft'],
    });
    const byDate = pageTreeIndexQuery({ ...view, sort: { field: 'date', direction: 'desc' } });
    expect(byDate['_fields']).to.equal('id,parent,menu_order,title.raw,date');
  });

  it('reads a long tree from the top only when no filter can leave a parent out', () => {
    const all = viewForSlug('page', 'all').view;
    expect(walksTreeFromTop(all)).to.equal(true);
    expect(pageTreeTopQuery(all, {}, 2)).to.include({
      page: 2,
      orderby: 'title',
      order: 'asc',
    });
    expect(pageTreeTopQuery(all)['parent']).to.deep.equal([0]);
    expect(pageTreeChildrenQuery(all, {}, [5, 7])['parent']).to.deep.equal([5, 7]);
    expect(walksTreeFromTop({ ...all, search: 'team' })).to.equal(false);
    expect(walksTreeFromTop(viewForSlug('page', 'drafts').view)).to.equal(false);
    const { sort: _sort, ...unsorted } = all;
    expect(walksTreeFromTop(unsorted), 'menu order ties too often').to.equal(false);
    const author = postView({ filters: [{ field: 'author', operator: 'isAny', value: [1] }] });
    expect(walksTreeFromTop({ ...author, sort: all.sort })).to.equal(false);
    expect(walksTreeFromTop(all, { scope: { author: 3, excludedStatuses: [] } })).to.equal(false);
  });

  it('asks for one page of the tree by id, in the tree’s order, with the list’s statuses', () => {
    const query = pageRowsQuery([9, 5, 7], viewForSlug('page', 'all').view);
    expect(query).to.deep.equal({
      include: [9, 5, 7],
      orderby: 'include',
      per_page: 3,
      page: 1,
      _embed: 'author,wp:featuredmedia',
      status: DEFAULTS,
    });
  });

  it('maps the chosen sort to the host order', () => {
    const query = postListQuery(postView({ sort: { field: 'author', direction: 'asc' } }));
    expect(query).to.include({ orderby: 'author', order: 'asc' });
    const status = postListQuery(postView({ sort: { field: 'status', direction: 'asc' } }));
    expect(status).to.include({ orderby: 'date', order: 'desc' });
  });

  it('sends the page, page size and a trimmed search', () => {
    const query = postListQuery(postView({ page: 3, perPage: 50, search: '  summer sale ' }));
    expect(query).to.include({ page: 3, per_page: 50, search: 'summer sale' });
    expect(postListQuery(postView({ search: '   ' }))).not.to.have.property('search');
  });

  it('lists only the statuses of the status view', () => {
    expect(postListQuery(viewForSlug('post', 'drafts').view)['status']).to.deep.equal(['draft']);
    expect(postListQuery(viewForSlug('page', 'trash').view)['status']).to.deep.equal(['trash']);
  });

  it('excludes statuses from the default ones for an is-none filter', () => {
    const view = postView({
      filters: [{ field: 'status', operator: 'isNone', value: ['draft', 'private'] }],
    });
    expect(statusesForView(view)).to.deep.equal(['future', 'pending', 'publish']);
  });

  it('asks for nothing when every default status is excluded', () => {
    const query = postListQuery(
      postView({ filters: [{ field: 'status', operator: 'isNone', value: DEFAULTS }] }),
    );
    expect(query['include']).to.deep.equal([0]);
  });

  it('ignores filters that have no value yet', () => {
    const view = postView({
      filters: [
        { field: 'status', operator: 'isAny' },
        { field: 'author', operator: 'isAny', value: [] },
      ],
    });
    const query = postListQuery(view);
    expect(query['status']).to.deep.equal(DEFAULTS);
    expect(query).not.to.have.property('author');
  });

  it('filters by author, or excludes authors', () => {
    const include = postListQuery(
      postView({ filters: [{ field: 'author', operator: 'isAny', value: [1, 4] }] }),
    );
    expect(include['author']).to.deep.equal(['1', '4']);
    const exclude = postListQuery(
      postView({ filters: [{ field: 'author', operator: 'isNone', value: ['2'] }] }),
    );
    expect(exclude['author_exclude']).to.deep.equal(['2']);
    expect(exclude).not.to.have.property('author');
  });

  it('reads a single value restored from the URL as a list', () => {
    const view = postView({ filters: [{ field: 'status', operator: 'isAny', value: 'pending' }] });
    expect(statusesForView(view)).to.deep.equal(['pending']);
  });

  it('asks an author only for their own items, so the count and the rows agree', () => {
    const scope = { author: 3, excludedStatuses: [] };
    const query = postListQuery(postView(), { scope });
    expect(query['author']).to.deep.equal(['3']);
    const index = pageTreeIndexQuery(viewForSlug('page', 'all').view, { scope });
    expect(index['author']).to.deep.equal(['3']);
  });

  it('keeps an author filter that includes the user, and lists nothing for one that leaves them out', () => {
    const scope = { author: 3, excludedStatuses: [] };
    const mine = postView({ filters: [{ field: 'author', operator: 'isAny', value: [1, 3] }] });
    expect(postListQuery(mine, { scope })['author']).to.deep.equal(['3']);
    const others = postView({ filters: [{ field: 'author', operator: 'isAny', value: [1] }] });
    expect(postListQuery(others, { scope })['include']).to.deep.equal([0]);
    const notMe = postView({ filters: [{ field: 'author', operator: 'isNone', value: [3] }] });
    expect(postListQuery(notMe, { scope })['include']).to.deep.equal([0]);
  });

  it('leaves out the statuses the scope excludes, and lists nothing when none is left', () => {
    const scope = { author: 4, excludedStatuses: ['publish', 'future'] };
    expect(postListQuery(postView(), { scope })['status']).to.deep.equal([
      'draft',
      'pending',
      'private',
    ]);
    const published = postListQuery(viewForSlug('post', 'published').view, { scope });
    expect(published['include']).to.deep.equal([0]);
  });

  it('builds the query string WordPress reads', () => {
    const query = postListQuery(viewForSlug('post', 'published').view);
    expect(buildQueryString(query)).to.equal(
      'per_page=20&page=1&_embed=author%2Cwp%3Afeaturedmedia&order=desc&orderby=date&status[]=publish',
    );
  });
});
