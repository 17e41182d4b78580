import { expect } from '@esm-bundle/chai';
import { buildQueryString } from '../../../src/api/query';
import type { View } from '../../../src/data-view/types';
import { postListQuery, statusesForView } from '../../../src/posts/rest-query';
import { viewForSlug } from '../../../src/posts/views';

const DEFAULTS = ['draft', 'future', 'pending', 'private', 'publish'];

function postView(overrides: Partial<View> = {}): View {
  return { ...viewForSlug('post', 'all').view, ...overrides };
}

describe('the page and post list request', () => {
  it('asks for the first page of 20 posts, newest first, with authors and featured images embedded', () => {
    expect(postListQuery(postView(), 'post')).to.deep.equal({
      per_page: 20,
      page: 1,
      _embed: 'author,wp:featuredmedia',
      order: 'desc',
      orderby: 'date',
      status: DEFAULTS,
    });
  });

  it('asks for pages by title in levels', () => {
    const query = postListQuery(viewForSlug('page', 'all').view, 'page');
    expect(query['orderby']).to.equal('title');
    expect(query['order']).to.equal('asc');
    expect(query['orderby_hierarchy']).to.equal(true);
  });

  it('orders levels by menu order when no sort is chosen, and by date without levels', () => {
    const { sort: _sort, ...unsorted } = viewForSlug('page', 'all').view;
    expect(postListQuery(unsorted, 'page')).to.include({ orderby: 'menu_order', order: 'asc' });
    const flat = postListQuery({ ...unsorted, showLevels: false }, 'page');
    expect(flat).to.include({ orderby: 'date', order: 'desc' });
    expect(flat).not.to.have.property('orderby_hierarchy');
  });

  it('never asks for levels of a type without parents', () => {
    const query = postListQuery(postView({ showLevels: true }), 'post');
    expect(query).not.to.have.property('orderby_hierarchy');
    const book = postListQuery(postView({ showLevels: true }), 'book', { hierarchical: true });
    expect(book['orderby_hierarchy']).to.equal(true);
  });

  it('maps the chosen sort to the host order', () => {
    const query = postListQuery(postView({ sort: { field: 'author', direction: 'asc' } }), 'post');
    expect(query).to.include({ orderby: 'author', order: 'asc' });
    const status = postListQuery(postView({ sort: { field: 'status', direction: 'asc' } }), 'post');
    expect(status).to.include({ orderby: 'date', order: 'desc' });
  });

  it('sends the page, page size and a trimmed search', () => {
    const query = postListQuery(
      postView({ page: 3, perPage: 50, search: '  summer sale ' }),
      'post',
    );
    expect(query).to.include({ page: 3, per_page: 50, search: 'summer sale' });
    expect(postListQuery(postView({ search: '   ' }), 'post')).not.to.have.property('search');
  });

  it('lists only the statuses of the status view', () => {
    expect(postListQuery(viewForSlug('post', 'drafts').view, 'post')['status']).to.deep.equal([
      'draft',
    ]);
    expect(postListQuery(viewForSlug('page', 'trash').view, 'page')['status']).to.deep.equal([
      'trash',
    ]);
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
      'post',
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
    const query = postListQuery(view, 'post');
    expect(query['status']).to.deep.equal(DEFAULTS);
    expect(query).not.to.have.property('author');
  });

  it('filters by author, or excludes authors', () => {
    const include = postListQuery(
      postView({ filters: [{ field: 'author', operator: 'isAny', value: [1, 4] }] }),
      'post',
    );
    expect(include['author']).to.deep.equal(['1', '4']);
    const exclude = postListQuery(
      postView({ filters: [{ field: 'author', operator: 'isNone', value: ['2'] }] }),
      'post',
    );
    expect(exclude['author_exclude']).to.deep.equal(['2']);
    expect(exclude).not.to.have.property('author');
  });

  it('reads a single value restored from the URL as a list', () => {
    const view = postView({ filters: [{ field: 'status', operator: 'isAny', value: 'pending' }] });
    expect(statusesForView(view)).to.deep.equal(['pending']);
  });

  it('builds the query string WordPress reads', () => {
    const query = postListQuery(viewForSlug('post', 'published').view, 'post');
    expect(buildQueryString(query)).to.equal(
      'per_page=20&page=1&_embed=author%2Cwp%3Afeaturedmedia&order=desc&orderby=date&status[]=publish',
    );
  });
});
