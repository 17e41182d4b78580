import { expect } from '@esm-bundle/chai';
import { renderBlockPreview } from '../../../src/block-preview';
import { FakeDataSource, fragment, post, textOf } from './fake-data-source';

const loop = (query: string, template: string, extra = '') =>
  `<!-- wp:query {"queryId":1,"query":${query}} -->
<div class="wp-block-query"><!-- wp:post-template {"layout":{"type":"grid","columnCount":3}} -->
${template}
<!-- /wp:post-template -->
<!-- wp:query-no-results -->
<!-- wp:paragraph --><p>Nothing yet.</p><!-- /wp:paragraph -->
<!-- /wp:query-no-results -->${extra}</div>
<!-- /wp:query -->`;

function blogSource(count = 5) {
  const source = new FakeDataSource();
  source.posts = Array.from({ length: count }, (_, i) => post(i + 1));
  return source;
}

describe('query loop', () => {
  it('renders the posts the query asks for through the post template', async () => {
    const source = blogSource();
    const { html } = await renderBlockPreview(
      loop(
        '{"perPage":3,"postType":"post","order":"desc"}',
        '<!-- wp:post-title {"isLink":true} /-->\n<!-- wp:post-date /-->',
      ),
      { dataSource: source },
    );
    const root = fragment(html);
    const list = root.querySelector('.wp-block-query > ul.wp-block-post-template')!;
    expect(list.classList.contains('is-layout-grid')).to.equal(true);
    expect(list.classList.contains('columns-3')).to.equal(true);
    const items = list.querySelectorAll(':scope > li.wp-block-post');
    expect(Array.from(items, (li) => li.className)).to.deep.equal([
      'wp-block-post post-5 post type-post',
      'wp-block-post post-4 post type-post',
      'wp-block-post post-3 post type-post',
    ]);
    expect(textOf(list, '.wp-block-post-title a')).to.deep.equal(['Post 5', 'Post 4', 'Post 3']);
    expect(textOf(list, '.wp-block-post-date')).to.deep.equal([
      'May 5, 2024',
      'May 4, 2024',
      'May 3, 2024',
    ]);
    expect(root.textContent).not.to.contain('Nothing yet.');
    expect(source.queries).to.deep.equal([{ perPage: 3, postType: 'post', order: 'desc' }]);
  });

  it('shows the no-results content when the query finds nothing', async () => {
    const { html } = await renderBlockPreview(loop('{"perPage":3}', '<!-- wp:post-title /-->'), {
      dataSource: blogSource(0),
    });
    const root = fragment(html);
    expect(root.querySelector('.wp-block-post-template')).to.equal(null);
    expect(root.querySelector('.wp-block-query-no-results')!.textContent).to.equal('Nothing yet.');
  });

  it('renders post blocks nested in groups and parts inside each iteration', async () => {
    const source = blogSource(2);
    source.parts['post-meta'] = { content: '<!-- wp:post-date {"format":"j M"} /-->' };
    const template = `<!-- wp:group -->
<div class="wp-block-group"><!-- wp:post-title /-->
<!-- wp:template-part {"slug":"post-meta"} /-->
<!-- wp:post-excerpt {"excerptLength":3} /--></div>
<!-- /wp:group -->`;
    const { html } = await renderBlockPreview(loop('{"perPage":10}', template), {
      dataSource: source,
    });
    const root = fragment(html);
    expect(textOf(root, 'li .wp-block-group .wp-block-post-title')).to.deep.equal([
      'Post 2',
      'Post 1',
    ]);
    expect(textOf(root, 'li .wp-block-template-part')).to.deep.equal(['2 May', '1 May']);
    expect(textOf(root, 'li .wp-block-post-excerpt__excerpt')).to.deep.equal([
      'Body of post…',
      'Body of post…',
    ]);
    expect(source.count('getTemplatePart')).to.equal(1);
  });

  it('renders a post template outside a query as a placeholder', async () => {
    const { html } = await renderBlockPreview(
      '<!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template -->',
      { dataSource: blogSource() },
    );
    expect(fragment(html).querySelector('[data-block="core/post-template"]')).to.exist;
  });

  it('shows placeholders, not the no-results text, when the query fails', async () => {
    const source = blogSource();
    source.failing.add('queryPosts');
    const { html } = await renderBlockPreview(
      loop(
        '{"perPage":3}',
        '<!-- wp:post-title /-->',
        '<!-- wp:paragraph --><p>After</p><!-- /wp:paragraph -->',
      ),
      { dataSource: source },
    );
    const root = fragment(html);
    expect(root.querySelector('.wp-block-query [data-block="core/post-template"]')).to.exist;
    expect(root.textContent).not.to.contain('Nothing yet.');
    expect(root.textContent).to.contain('After');
  });

  it('stops nested query loops that would never end', async () => {
    const source = blogSource(1);
    // Each post's content holds a query loop that shows that post's content again.
    source.posts[0]!.content = loop('{"perPage":1}', '<!-- wp:post-content /-->');
    const { html } = await renderBlockPreview(loop('{"perPage":1}', '<!-- wp:post-content /-->'), {
      dataSource: source,
    });
    const root = fragment(html);
    expect(root.querySelectorAll('.wp-block-post-content')).to.have.length(1);
    expect(root.querySelector('.block-preview-placeholder')).to.exist;
  });

  it('limits how deeply query loops nest', async () => {
    const source = blogSource(1);
    let markup = '<!-- wp:post-title /-->';
    for (let i = 0; i < 5; i++) markup = loop('{"perPage":1}', markup);
    const { html } = await renderBlockPreview(markup, { dataSource: source });
    const root = fragment(html);
    expect(root.querySelectorAll('ul.wp-block-post-template')).to.have.length(3);
    expect(root.querySelector('[data-block="core/query"]')).to.exist;
  });

  it('renders pagination as on the first page', async () => {
    const pagination = `<!-- wp:query-pagination {"paginationArrow":"arrow","layout":{"type":"flex","justifyContent":"space-between"}} -->
<!-- wp:query-pagination-previous /-->
<!-- wp:query-pagination-numbers /-->
<!-- wp:query-pagination-next /-->
<!-- /wp:query-pagination -->`;
    const { html } = await renderBlockPreview(
      loop('{"perPage":2}', '<!-- wp:post-title /-->', pagination),
      {
        dataSource: blogSource(5),
      },
    );
    const nav = fragment(html).querySelector('nav.wp-block-query-pagination')!;
    expect(nav.getAttribute('aria-label')).to.equal('Pagination');
    expect(nav.querySelector('.wp-block-query-pagination-previous')).to.equal(null);
    expect(nav.querySelector('.page-numbers.current')!.textContent).to.equal('1');
    expect(nav.querySelector('a.wp-block-query-pagination-next')!.textContent).to.equal(
      'Next Page→',
    );
  });
});
