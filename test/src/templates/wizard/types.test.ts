import { expect } from '@esm-bundle/chai';
import { resetLocaleData, setLocaleData } from '../../../../src/i18n/translate';
import {
  choiceGridColumns,
  choiceHint,
  generalTemplate,
  specificItemsSources,
  type TemplateChoicesInput,
  templateChoices,
} from '../../../../src/templates/wizard';
import { postTypes, slugs, taxonomies } from './fixtures';

const choices = (input: Partial<TemplateChoicesInput> = {}) =>
  templateChoices({ templates: [], postTypes, taxonomies, ...input });
const offered = (input: Partial<TemplateChoicesInput> = {}) =>
  choices(input).map((choice) => choice.slug || choice.title);
const find = (slug: string, input: Partial<TemplateChoicesInput> = {}) =>
  choices(input).find((choice) => choice.slug === slug);

describe('Add template wizard, step 1: template types', () => {
  afterEach(() => resetLocaleData());

  it('lists the standard types in order, then archives, post types, taxonomies, custom', () => {
    expect(offered()).to.deep.equal([
      'front-page',
      'home',
      'single',
      'page',
      'index',
      'archive',
      'author',
      'category',
      'date',
      'tag',
      'search',
      '404',
      'archive-book',
      'single-post',
      'single-book',
      'taxonomy-genre',
      'Custom template',
    ]);
  });

  it('leaves out attachment, types without public pages and private taxonomies', () => {
    const list = offered();
    expect(list).not.to.include('single-attachment');
    expect(list).not.to.include('single-wp_template');
    expect(list).not.to.include('taxonomy-wp_pattern_category');
    expect(list).not.to.include('taxonomy-category');
    expect(list).not.to.include('taxonomy-post_tag');
  });

  it('names post types and taxonomies as WordPress does', () => {
    expect(find('single-post')).to.include({
      title: 'Single item: Post',
      description: 'Displays a single item: Post.',
      icon: 'admin-post',
    });
    expect(find('single-book')).to.include({
      title: 'Single item: Book',
      description: 'Displays a single item: Book.',
      icon: 'book',
    });
    expect(find('archive-book')).to.include({
      title: 'Archive: Book',
      description: 'Displays an archive with the latest posts of type: Book.',
    });
    expect(find('taxonomy-genre')).to.include({
      title: 'Genre',
      description: 'Displays taxonomy: Genre.',
    });
    expect(choices().at(-1)).to.include({
      title: 'Custom template',
      description: 'A custom template can be manually applied to any post or page.',
      isCustom: true,
      allowsSpecificItems: false,
    });
  });

  it('takes the standard types names from the theme when it gives them', () => {
    const defaultTemplateTypes = [
      { slug: 'front-page', title: 'Front Page', description: 'The site address.' },
      { slug: 'page', title: 'Pages', description: 'One static page.' },
    ];
    expect(find('front-page', { defaultTemplateTypes })).to.include({
      title: 'Front Page',
      description: 'The site address.',
    });
    expect(find('page', { defaultTemplateTypes })).to.include({ description: 'One static page.' });
    expect(find('search')?.title).to.equal('Search Results');
  });

  it('appends the slug when two post types or taxonomies share a name (spec 5)', () => {
    const twin = {
      ...postTypes.book!,
      slug: 'novel',
      rest_base: 'novels',
      name: 'Novels',
    };
    const genre2 = { ...taxonomies.genre!, slug: 'book_genre', rest_base: 'book-genres' };
    const list = choices({
      postTypes: { ...postTypes, novel: twin },
      taxonomies: { ...taxonomies, book_genre: genre2 },
    });
    const title = (slug: string) => list.find((choice) => choice.slug === slug)?.title;
    expect(title('single-novel')).to.equal('Single item: Book (novel)');
    expect(title('archive-novel')).to.equal('Archive: Book (novel)');
    expect(title('taxonomy-book_genre')).to.equal('Genre (book_genre)');
    // The type whose name is its own slug keeps the plain name.
    expect(title('single-book')).to.equal('Single item: Book');
    expect(title('archive-book')).to.equal('Archive: Book');
    expect(title('taxonomy-genre')).to.equal('Genre');
    expect(title('single-post')).to.equal('Single item: Post');
  });

  it('offers specific items for page, author, category, tag, post types and taxonomies', () => {
    const withItems = choices()
      .filter((choice) => choice.allowsSpecificItems)
      .map((choice) => choice.slug);
    expect(withItems).to.deep.equal([
      'page',
      'author',
      'category',
      'tag',
      'single-post',
      'single-book',
      'taxonomy-genre',
    ]);
    expect(find('single')?.allowsSpecificItems).to.equal(false);
    expect(find('archive-book')?.allowsSpecificItems).to.equal(false);
  });

  it('hides a type whose template exists when it has no specific items', () => {
    const list = offered({ templates: slugs('front-page', 'index', '404', 'archive-book') });
    expect(list).not.to.include('front-page');
    expect(list).not.to.include('index');
    expect(list).not.to.include('404');
    expect(list).not.to.include('archive-book');
    expect(list).to.include('home');
  });

  it('keeps Page offered for specific items when single and page exist but pages remain', () => {
    const templates = slugs('single', 'page');
    const page = find('page', { templates, remaining: { 'postType:page': true } });
    expect(offered({ templates })).not.to.include('single');
    expect(page).to.include({ allowsSpecificItems: true, hasGeneralTemplate: true });
    expect(page?.specificItems?.path).to.equal('wp/v2/pages');
  });

  it('hides a type whose template exists once every item has its own template', () => {
    const templates = slugs('page', 'category');
    const remaining = { 'postType:page': false, 'taxonomy:category': false };
    expect(offered({ templates, remaining })).not.to.include('page');
    expect(offered({ templates, remaining })).not.to.include('category');
    // Without the general template, the type is still offered, just without a step 2.
    expect(find('tag', { remaining: { 'taxonomy:post_tag': false } })).to.include({
      allowsSpecificItems: false,
      hasGeneralTemplate: false,
    });
  });

  it('leaves out the types whose items the host would not list, and only those', () => {
    const list = offered({ unreadable: new Set(['taxonomy:post_tag', 'postType:book']) });
    expect(list).not.to.include('tag');
    expect(list).not.to.include('single-book');
    // The book archive lists no specific items: it stays, as every other type does.
    expect(list).to.include.members(['archive-book', 'category', 'page', 'single-post']);
  });

  it('counts items as remaining until the host has said otherwise', () => {
    expect(find('author', { templates: slugs('author') })).to.include({
      allowsSpecificItems: true,
      hasGeneralTemplate: true,
    });
  });

  it('makes the general template of a choice', () => {
    expect(generalTemplate(find('single-book')!)).to.deep.equal({
      slug: 'single-book',
      title: 'Single item: Book',
      description: 'Displays a single item: Book.',
    });
  });

  it('lists the sources of specific items with their REST collections and prefixes', () => {
    expect(
      specificItemsSources(postTypes, taxonomies).map((source) => [
        source.kind,
        source.name,
        source.path,
        source.prefix,
      ]),
    ).to.deep.equal([
      ['postType', 'post', 'wp/v2/posts', 'single-post'],
      ['postType', 'book', 'wp/v2/books', 'single-book'],
      ['postType', 'page', 'wp/v2/pages', 'page'],
      ['taxonomy', 'category', 'wp/v2/categories', 'category'],
      ['taxonomy', 'post_tag', 'wp/v2/tags', 'tag'],
      ['taxonomy', 'genre', 'wp/v2/genres', 'taxonomy-genre'],
      ['root', 'user', 'wp/v2/users', 'author'],
    ]);
  });

  it('lays the grid out in 2 columns on small screens and 3 otherwise', () => {
    expect(choiceGridColumns(375)).to.equal(2);
    expect(choiceGridColumns(781)).to.equal(2);
    expect(choiceGridColumns(782)).to.equal(3);
    expect(choiceGridColumns(1440)).to.equal(3);
  });

  it('hints the front page address and an example date archive', () => {
    expect(choiceHint('front-page', 'https://example.org', 2025)).to.equal('https://example.org');
    expect(choiceHint('date', 'https://example.org/', 2025)).to.equal(
      'E.g. https://example.org/2025',
    );
    expect(choiceHint('search', 'https://example.org', 2025)).to.equal(undefined);
  });

  it('translates the texts it writes', () => {
    setLocaleData({
      'Single item: %s': ['Élément unique : %s'],
      'Custom template': ['Modèle personnalisé'],
    });
    expect(find('single-book')?.title).to.equal('Élément unique : Book');
    expect(choices().at(-1)?.title).to.equal('Modèle personnalisé');
  });
});
