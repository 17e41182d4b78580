import { expect } from '@esm-bundle/chai';
import {
  hostSearchQuery,
  isHostSearched,
  itemListQuery,
  resultRoute,
  resultTitle,
  SEARCH_DEBOUNCE_MS,
  searchableKinds,
  toResults,
} from '../../../src/commands';

const BLOCK = { isBlockTheme: true, supportsStyles: true };
const CLASSIC = { isBlockTheme: false, supportsStyles: true };

describe('what the command palette finds through the host', () => {
  it('asks the host for ten items by relevance, by title, with only the fields it shows', () => {
    expect(hostSearchQuery('  about us ')).to.deep.equal({
      search: 'about us',
      search_columns: ['post_title'],
      per_page: 10,
      orderby: 'relevance',
      status: ['draft', 'future', 'pending', 'private', 'publish'],
      context: 'view',
      _fields: 'id,title,slug,type',
    });
    expect(itemListQuery()).to.deep.equal({
      per_page: -1,
      context: 'view',
      _fields: 'id,title,slug,type',
    });
    expect(SEARCH_DEBOUNCE_MS).to.equal(300);
  });

  it('searches posts-style types on the host, templates and parts here', () => {
    expect(
      ['page', 'post', 'wp_block', 'wp_navigation'].every((kind) => isHostSearched(kind as 'page')),
    ).to.be.true;
    expect(isHostSearched('wp_template')).to.be.false;
    expect(isHostSearched('wp_template_part')).to.be.false;
  });

  it('opens each item at its route', () => {
    expect(resultRoute({ kind: 'page', id: '12' })).to.equal('/page/12');
    expect(resultRoute({ kind: 'post', id: '7' })).to.equal('/post/7');
    expect(resultRoute({ kind: 'wp_block', id: '3' })).to.equal('/wp_block/3');
    expect(resultRoute({ kind: 'wp_navigation', id: '4' })).to.equal('/wp_navigation/4');
    expect(resultRoute({ kind: 'wp_template', id: 'meridian//page' })).to.equal(
      '/wp_template/meridian%2F%2Fpage',
    );
    expect(resultRoute({ kind: 'wp_template_part', id: 'meridian//header' })).to.equal(
      '/wp_template_part/meridian%2F%2Fheader',
    );
  });

  it('offers only what the theme has and the user may use (spec 6)', () => {
    const admin = { edit_theme_options: true, edit_pages: true, edit_posts: true };
    expect(searchableKinds(BLOCK, admin)).to.deep.equal([
      'page',
      'post',
      'wp_template',
      'wp_template_part',
      'wp_block',
      'wp_navigation',
    ]);
    // An editor without edit_theme_options: no templates, parts or menus.
    expect(searchableKinds(BLOCK, { edit_pages: true, edit_posts: true })).to.deep.equal([
      'page',
      'post',
      'wp_block',
    ]);
    // A classic theme: only patterns (spec 1).
    expect(searchableKinds(CLASSIC, admin)).to.deep.equal(['wp_block']);
    // Capabilities not known yet: nothing.
    expect(searchableKinds(BLOCK, undefined)).to.deep.equal([]);
  });

  it('shows titles as text: markup dropped, entities decoded; a template without one by its slug', () => {
    expect(
      resultTitle('page', { id: 1, title: { rendered: 'Tom &amp; <b>Jerry</b> &#8216;T&#8217;' } }),
    ).to.equal('Tom & Jerry ‘T’');
    expect(
      resultTitle('page', { id: 1, title: { rendered: '&lt;img src=x onerror=alert(1)&gt;' } }),
    ).to.equal('<img src=x onerror=alert(1)>');
    expect(
      resultTitle('wp_template', { id: 'a//404', slug: '404', title: { rendered: '' } }),
    ).to.equal('404');
    expect(resultTitle('page', { id: 2, slug: 'x', title: { rendered: ' ' } })).to.equal(
      '(no title)',
    );
  });

  it('filters a whole template list by title, best first, ten at most', () => {
    const templates = [
      { id: 't//single', slug: 'single', title: { rendered: 'Single Posts' } },
      { id: 't//page', slug: 'page', title: { rendered: 'Pages' } },
      { id: 't//404', slug: '404', title: { rendered: 'Page: 404' } },
      { id: 't//index', slug: 'index', title: { rendered: 'Index' } },
    ];
    expect(toResults('wp_template', templates, 'page').map((result) => result.id)).to.deep.equal([
      't//page',
      't//404',
    ]);
    const many = Array.from({ length: 30 }, (_, n) => ({
      id: n,
      title: { rendered: `Part ${n}` },
    }));
    expect(toResults('wp_template_part', many, 'part')).to.have.length(10);
  });

  it('keeps what the host found, those whose title matches best first', () => {
    const pages = [
      { id: 1, title: { rendered: 'Our history' } },
      { id: 2, title: { rendered: 'History' } },
    ];
    expect(toResults('page', pages, 'history').map((result) => result.id)).to.deep.equal([
      '2',
      '1',
    ]);
    expect(
      toResults('page', [{ id: 3, title: { rendered: 'Elsewhere' } }], 'history'),
    ).to.have.length(1);
  });
});
