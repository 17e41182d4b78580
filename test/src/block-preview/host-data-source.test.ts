import { expect } from '@esm-bundle/chai';
import { configureApiClient } from '../../../src/api';
import { createHostDataSource, renderBlockPreview, restQueryFor } from '../../../src/block-preview';
import { type FakeHost, json, useFakeHost, wpError } from '../api/fake-host';

describe('the host data source', () => {
  let host: FakeHost;
  const currentHost = useFakeHost();
  beforeEach(() => {
    host = currentHost();
  });
  afterEach(() => configureApiClient({ themePreview: '' }));

  it('loads template parts once from the theme list, and by id for another theme', async () => {
    host.on('GET', '/wp/v2/template-parts', () =>
      json([
        { theme: 'meridian', slug: 'header', area: 'header', content: { raw: '<p>H</p>' } },
        { theme: 'meridian', slug: 'footer', area: 'footer', content: { raw: '<p>F</p>' } },
      ]),
    );
    host.on('GET', '/wp/v2/template-parts/*id', ({ params }) =>
      params.id === 'other//header'
        ? json({ theme: 'other', slug: 'header', content: { raw: '<p>Other</p>' } })
        : wpError('rest_template_not_found', 'No templates exist with that id.', 404),
    );
    // The theme previewed: the API client sends it with every call (its parts are the ones read).
    configureApiClient({ themePreview: 'meridian' });
    const source = createHostDataSource();
    expect(await source.getTemplatePart('', 'header')).to.deep.equal({
      content: '<p>H</p>',
      title: '',
      area: 'header',
    });
    expect((await source.getTemplatePart('meridian', 'footer'))!.content).to.equal('<p>F</p>');
    expect(await source.getTemplatePart('', 'missing')).to.equal(undefined);
    expect((await source.getTemplatePart('other', 'header'))!.content).to.equal('<p>Other</p>');
    const lists = host.calls('GET', '/wp/v2/template-parts');
    expect(lists).to.have.length(1);
    expect(lists[0]!.query.get('context')).to.equal('edit');
    expect(lists[0]!.query.get('wp_theme_preview')).to.equal('meridian');
  });

  it('reads patterns, user patterns and menus', async () => {
    host.on('GET', '/wp/v2/block-patterns/patterns', () =>
      json([{ name: 'meridian/hero', title: 'Hero', content: '<p>Hero</p>' }]),
    );
    host.on('GET', '/wp/v2/blocks/:id', () => json({ id: 4, content: { raw: '<p>Mine</p>' } }));
    host.on('GET', '/wp/v2/navigation/:id', () =>
      json({ id: 3, title: { rendered: 'Main' }, content: { raw: '<!-- wp:page-list /-->' } }),
    );
    const source = createHostDataSource();
    expect((await source.getPattern('meridian/hero'))!.content).to.equal('<p>Hero</p>');
    expect(await source.getPattern('nope')).to.equal(undefined);
    expect((await source.getUserPattern(4))!.content).to.equal('<p>Mine</p>');
    expect(await source.getNavigation(3)).to.deep.equal({
      content: '<!-- wp:page-list /-->',
      title: 'Main',
    });
  });

  it('asks for the newest published menu, as WordPress picks a navigation fallback', async () => {
    host.on('GET', '/wp/v2/navigation', () =>
      json([{ id: 41, title: { raw: 'Lane menu' }, content: { raw: '<!-- wp:page-list /-->' } }]),
    );
    const source = createHostDataSource();
    expect(await source.getLatestNavigation()).to.deep.equal({
      id: 41,
      content: '<!-- wp:page-list /-->',
      title: 'Lane menu',
    });
    await source.getLatestNavigation();
    const calls = host.calls('GET', '/wp/v2/navigation');
    expect(calls).to.have.length(1);
    expect(Object.fromEntries(calls[0]!.query)).to.deep.equal({
      per_page: '1',
      status: 'publish',
      orderby: 'date',
      order: 'desc',
      context: 'edit',
    });
  });

  it('answers no newest menu when the site has none', async () => {
    host.on('GET', '/wp/v2/navigation', () => json([]));
    expect(await createHostDataSource().getLatestNavigation()).to.equal(undefined);
  });

  it('reads the site identity, its logo and date format when it may', async () => {
    host.on('GET', '/', () =>
      json({
        name: 'Fish &amp; Chips',
        description: 'Fresh',
        url: 'http://x.test',
        home: 'http://x.test/',
        site_logo: 9,
      }),
    );
    host.on('GET', '/wp/v2/media/:id', () => json({ source_url: '/logo.png', alt_text: 'Fish' }));
    host.on('GET', '/wp/v2/settings', () => wpError('rest_forbidden', 'Sorry.', 403));
    const site = await createHostDataSource().getSite();
    expect(site).to.deep.equal({
      title: 'Fish & Chips',
      description: 'Fresh',
      url: 'http://x.test/',
      logo: { url: '/logo.png', alt: 'Fish' },
    });
  });

  it('shows no logo when the media route is missing or fails', async () => {
    host.on('GET', '/', () => json({ name: 'Site', description: '', home: '/', site_logo: 9 }));
    host.on('GET', '/wp/v2/settings', () => json({ date_format: 'j F Y' }));
    const site = await createHostDataSource().getSite();
    expect(site.logo).to.equal(undefined);
    expect(site.dateFormat).to.equal('j F Y');
  });

  it('turns a query block into REST arguments', () => {
    expect(
      restQueryFor(
        {
          perPage: 300,
          offset: 2,
          order: 'asc',
          orderBy: 'title',
          author: '3,4',
          search: 'tea',
          exclude: [7],
          sticky: 'only',
          taxQuery: { category: [5], post_tag: [] },
        },
        'post',
      ),
    ).to.deep.equal({
      per_page: 100,
      order: 'asc',
      orderby: 'title',
      offset: 2,
      search: 'tea',
      author: [3, 4],
      exclude: [7],
      parent: undefined,
      sticky: true,
      categories: [5],
    });
    expect(
      restQueryFor({ orderBy: 'rand', taxQuery: { exclude: { category: [2] } } }, 'page'),
    ).to.include({
      per_page: 10,
      orderby: 'date',
      order: 'desc',
      sticky: undefined,
    });
  });

  it('queries posts with their featured images, falling back to view context', async () => {
    host.on('GET', '/wp/v2/pages', ({ query }) =>
      query.get('context') === 'edit'
        ? wpError(
            'rest_forbidden_context',
            'Sorry, you are not allowed to edit posts in this post type.',
            403,
          )
        : json([
            {
              id: 2,
              type: 'page',
              title: { rendered: 'Tea &amp; Cake' },
              content: { rendered: '<p>Cake</p>' },
              date: '2024-01-01T10:00:00',
              link: '/?page_id=2',
              _embedded: { 'wp:featuredmedia': [{ source_url: '/cake.jpg', alt_text: 'Cake' }] },
            },
          ]),
    );
    const posts = await createHostDataSource().queryPosts({ postType: 'page', perPage: 3 });
    expect(posts).to.deep.equal([
      {
        id: 2,
        type: 'page',
        title: 'Tea & Cake',
        content: '<p>Cake</p>',
        excerpt: '',
        date: '2024-01-01T10:00:00',
        link: '/?page_id=2',
        featuredImage: { url: '/cake.jpg', alt: 'Cake' },
      },
    ]);
    const view = host.calls('GET', '/wp/v2/pages').at(-1)!;
    expect(view.query.get('per_page')).to.equal('3');
    expect(view.query.get('_embed')).to.equal('wp:featuredmedia,author,wp:term');
  });

  it('reads a featured image the host did not embed by its id, once', async () => {
    host.on('GET', '/wp/v2/posts', () =>
      json([
        { id: 1, title: { raw: 'One' }, featured_media: 5 },
        { id: 2, title: { raw: 'Two' }, featured_media: 5 },
        { id: 3, title: { raw: 'Three' }, featured_media: 6 },
        { id: 4, title: { raw: 'Four' }, featured_media: 0 },
      ]),
    );
    host.on('GET', '/wp/v2/media/:id', ({ params }) =>
      params.id === '5'
        ? json({ id: 5, source_url: '/wp-content/uploads/sea.png', alt_text: 'Sea' })
        : wpError('rest_post_invalid_id', 'Invalid post ID.', 404),
    );
    const posts = await createHostDataSource().queryPosts({ postType: 'post', perPage: 4 });
    expect(posts.map((post) => post.featuredImage)).to.deep.equal([
      { url: '/wp-content/uploads/sea.png', alt: 'Sea' },
      { url: '/wp-content/uploads/sea.png', alt: 'Sea' },
      undefined,
      undefined,
    ]);
    expect(host.calls('GET', '/wp/v2/media/5')).to.have.length(1);
  });

  it('finds the REST base of other post types', async () => {
    host.on('GET', '/wp/v2/types/:type', () => json({ rest_base: 'books' }));
    host.on('GET', '/wp/v2/books/:id', () =>
      json({ id: 8, title: { raw: 'Dune' }, content: { raw: '<p>Spice</p>' }, date: '', link: '' }),
    );
    const book = await createHostDataSource().getPost('book', 8);
    expect(book).to.include({ id: 8, type: 'book', title: 'Dune', content: '<p>Spice</p>' });
  });

  it('lists pages for the page list the way the menus screen asks', async () => {
    host.collection('/wp/v2/pages', [
      { id: 1, parent: 0, menu_order: 0, title: { rendered: 'About' }, link: '/about' },
    ]);
    expect(await createHostDataSource().getPages()).to.deep.equal([
      { id: 1, parent: 0, title: 'About', link: '/about', menuOrder: 0 },
    ]);
    const call = host.calls('GET', '/wp/v2/pages')[0]!;
    expect(call.query.get('_fields')).to.equal('id,link,menu_order,parent,title');
    expect(call.query.get('orderby')).to.equal('menu_order');
  });

  it('renders a template part over the host', async () => {
    host.on('GET', '/wp/v2/template-parts', () =>
      json([
        { theme: 't', slug: 'header', area: 'header', content: { raw: '<!-- wp:site-title /-->' } },
      ]),
    );
    host.on('GET', '/', () => json({ name: 'Over REST', description: '', home: '/' }));
    const { html } = await renderBlockPreview('<!-- wp:template-part {"slug":"header"} /-->', {
      dataSource: createHostDataSource(),
    });
    expect(html).to.contain(
      '<header class="wp-block-template-part"><h1 class="wp-block-site-title">',
    );
    expect(html).to.contain('Over REST');
  });
});
