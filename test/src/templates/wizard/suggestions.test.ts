import { expect } from '@esm-bundle/chai';
import { buildQueryString } from '../../../../src/api/query';
import {
  type ItemsRequest,
  itemsWithTemplatesRequest,
  remainingItemsRequest,
  type SpecificItemsSource,
  showsSearchBox,
  slugsWithTemplates,
  specificItemsSources,
  specificTemplate,
  suggestionsRequest,
  toSuggestions,
} from '../../../../src/templates/wizard';
import { postTypes, slugs, taxonomies } from './fixtures';

const sources = specificItemsSources(postTypes, taxonomies);
const source = (name: string) =>
  sources.find((entry) => entry.name === name) as SpecificItemsSource;
const url = (request: ItemsRequest | undefined) =>
  request && decodeURIComponent(`${request.path}?${buildQueryString(request.query)}`);

describe('Add template wizard, step 2: specific items', () => {
  it('asks for 10 posts by last change, leaving out those with a template', () => {
    expect(url(suggestionsRequest(source('page'), { exclude: [4, 9] }))).to.equal(
      'wp/v2/pages?order=asc&context=view&per_page=10&_fields=id,title,slug,link&orderby=modified&exclude[]=4&exclude[]=9',
    );
  });

  it('asks for 20 posts by relevance while searching', () => {
    expect(url(suggestionsRequest(source('book'), { search: ' dune ' }))).to.equal(
      'wp/v2/books?order=asc&context=view&search=dune&per_page=20&_fields=id,title,slug,link&orderby=relevance',
    );
  });

  it('asks for terms by use, or by name while searching', () => {
    expect(url(suggestionsRequest(source('category')))).to.equal(
      'wp/v2/categories?order=asc&context=view&per_page=10&_fields=id,name,slug,link&orderby=count',
    );
    expect(url(suggestionsRequest(source('post_tag'), { search: 'piz' }))).to.equal(
      'wp/v2/tags?order=asc&context=view&search=piz&per_page=20&_fields=id,name,slug,link&orderby=name',
    );
  });

  it('asks for authors only, by registration or by name while searching', () => {
    expect(url(suggestionsRequest(source('user'), { exclude: [1] }))).to.equal(
      'wp/v2/users?order=asc&context=view&per_page=10&_fields=id,name,slug,link&orderby=registered_date&exclude[]=1&who=authors',
    );
    expect(url(suggestionsRequest(source('user'), { search: 'ad' }))).to.equal(
      'wp/v2/users?order=asc&context=view&search=ad&per_page=20&_fields=id,name,slug,link&orderby=name&who=authors',
    );
  });

  it('shows the search box only above 9 suggestions, and keeps it once shown', () => {
    expect(showsSearchBox(0)).to.equal(false);
    expect(showsSearchBox(9)).to.equal(false);
    expect(showsSearchBox(10)).to.equal(true);
    expect(showsSearchBox(2, true)).to.equal(true);
  });

  it('reads suggestions from posts by title and from terms and users by name', () => {
    expect(
      toSuggestions([
        {
          id: 3,
          slug: 'about',
          link: 'https://example.org/about/',
          title: { rendered: 'About &amp; us' },
        },
        { id: 5, slug: 'news', name: 'News &#8211; daily' },
      ]),
    ).to.deep.equal([
      { id: 3, name: 'About & us', slug: 'about', link: 'https://example.org/about/' },
      { id: 5, name: 'News – daily', slug: 'news' },
    ]);
  });

  it('makes the template for one item with the spec prefixes', () => {
    const item = (slug: string, name: string) => ({ id: 1, slug, name });
    expect(specificTemplate(source('page'), item('about', 'About'))).to.deep.equal({
      slug: 'page-about',
      title: 'Page: About',
      description: 'Template for About',
    });
    expect(specificTemplate(source('book'), item('dune', 'Dune')).slug).to.equal(
      'single-book-dune',
    );
    expect(specificTemplate(source('post'), item('hello', 'Hello')).slug).to.equal(
      'single-post-hello',
    );
    expect(specificTemplate(source('category'), item('news', 'News'))).to.deep.equal({
      slug: 'category-news',
      title: 'Category: News',
      description: 'Template for News',
    });
    expect(specificTemplate(source('post_tag'), item('pizza', 'Pizza')).slug).to.equal('tag-pizza');
    expect(specificTemplate(source('genre'), item('sf', 'SF')).slug).to.equal('taxonomy-genre-sf');
    expect(specificTemplate(source('user'), item('admin', 'Admin'))).to.deep.equal({
      slug: 'author-admin',
      title: 'Author: Admin',
      description: 'Template for Admin',
    });
  });

  it('decodes an encoded item slug, as the template hierarchy looks it up', () => {
    expect(
      specificTemplate(source('page'), { id: 2, slug: '%c3%a9t%c3%a9', name: 'Été' }).slug,
    ).to.equal('page-été');
  });

  it('finds the items that already have a template, by the longest prefix', () => {
    const templates = slugs('page', 'page-about', 'page-contact', 'single-post-hello', 'tag-pizza');
    expect(slugsWithTemplates(source('page'), templates, sources)).to.deep.equal([
      'about',
      'contact',
    ]);
    expect(slugsWithTemplates(source('post'), templates, sources)).to.deep.equal(['hello']);
    const withReviews = [
      ...sources,
      { ...source('book'), name: 'book-review', prefix: 'single-book-review' },
    ];
    expect(
      slugsWithTemplates(
        source('book'),
        slugs('single-book-dune', 'single-book-review-x'),
        withReviews,
      ),
    ).to.deep.equal(['dune']);
  });

  it('reads the ids of items with a template, then whether any other item remains', () => {
    expect(itemsWithTemplatesRequest(source('page'), [])).to.equal(undefined);
    expect(url(itemsWithTemplatesRequest(source('page'), ['about', 'contact']))).to.equal(
      'wp/v2/pages?_fields=id&context=view&slug[]=about&slug[]=contact&per_page=2',
    );
    expect(url(itemsWithTemplatesRequest(source('user'), ['admin']))).to.equal(
      'wp/v2/users?_fields=id&context=view&slug[]=admin&per_page=1&who=authors',
    );
    expect(url(remainingItemsRequest(source('category'), [7, 8]))).to.equal(
      'wp/v2/categories?per_page=1&_fields=id&context=view&exclude[]=7&exclude[]=8',
    );
    expect(url(remainingItemsRequest(source('page')))).to.equal(
      'wp/v2/pages?per_page=1&_fields=id&context=view',
    );
  });

  it('names the step by the labels of the type', () => {
    expect(source('page').labels).to.deep.equal({
      singular_name: 'Page',
      search_items: 'Search Pages',
      not_found: 'No pages found.',
      all_items: 'All Pages',
    });
    expect(source('user').labels).to.deep.equal({
      singular_name: 'Author',
      search_items: 'Search Authors',
      not_found: 'No authors found.',
      all_items: 'All Authors',
    });
  });
});
