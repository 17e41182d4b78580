import { expect } from '@esm-bundle/chai';
import { renderBlockPreview } from '../../../src/block-preview';
import { FakeDataSource, fragment, post } from './fake-data-source';

function pageSource() {
  const source = new FakeDataSource();
  source.posts = [
    post(5, {
      type: 'page',
      title: 'About us',
      content:
        '<!-- wp:paragraph -->\n<p>We write slowly about many things that matter to careful people.</p>\n<!-- /wp:paragraph -->\n<!-- wp:site-title /-->',
      featuredImage: { url: '/wp-content/uploads/cover.jpg', alt: 'Cover' },
    }),
  ];
  return source;
}

const renderForPage = (markup: string, source = pageSource()) =>
  renderBlockPreview(markup, { dataSource: source, post: { postType: 'page', postId: 5 } });

describe('post blocks within a template', () => {
  it('render the post title at the level asked, linked when isLink', async () => {
    const { html } = await renderForPage(
      '<!-- wp:post-title {"level":1,"fontSize":"xx-large"} /--><!-- wp:post-title {"isLink":true} /-->',
    );
    const root = fragment(html);
    expect(
      root.querySelector('h1.wp-block-post-title.has-xx-large-font-size')!.textContent,
    ).to.equal('About us');
    const link = root.querySelector('h2.wp-block-post-title a')!;
    expect(link.getAttribute('href')).to.equal('https://example.test/?p=5');
  });

  it('render the post content through the renderer, dynamic blocks included', async () => {
    const { html } = await renderForPage(
      '<!-- wp:post-content {"layout":{"type":"constrained"}} /-->',
    );
    const content = fragment(html).querySelector('div.entry-content.wp-block-post-content')!;
    expect(content.classList.contains('is-layout-constrained')).to.equal(true);
    expect(content.querySelector('p')!.textContent).to.contain('We write slowly');
    expect(content.querySelector('.wp-block-site-title')!.textContent).to.equal('Meridian');
  });

  it('show a placeholder where post content would include itself', async () => {
    const source = pageSource();
    source.posts[0]!.content = '<p>Outer</p><!-- wp:post-content /-->';
    const { html } = await renderForPage('<!-- wp:post-content /-->', source);
    const root = fragment(html);
    expect(root.querySelectorAll('.wp-block-post-content')).to.have.length(1);
    expect(root.querySelector('.wp-block-post-content [data-block="core/post-content"]')).to.exist;
  });

  it('render the excerpt from the content, trimmed to the length asked, with a more link', async () => {
    const { html } = await renderForPage(
      '<!-- wp:post-excerpt {"excerptLength":4,"moreText":"Continue reading"} /-->',
    );
    const root = fragment(html);
    expect(root.querySelector('.wp-block-post-excerpt__excerpt')!.textContent).to.equal(
      'We write slowly about…',
    );
    const more = root.querySelector('.wp-block-post-excerpt__more-link')!;
    expect(more.textContent).to.equal('Continue reading');
  });

  it("prefer the post's own excerpt", async () => {
    const source = pageSource();
    source.posts[0]!.excerpt = 'Hand written <b>summary</b>';
    const { html } = await renderForPage('<!-- wp:post-excerpt /-->', source);
    expect(fragment(html).querySelector('p')!.textContent).to.equal('Hand written <b>summary</b>');
  });

  it("render the date in the site's format, or the block's own", async () => {
    const source = pageSource();
    source.site = { ...source.site, dateFormat: 'j F Y' };
    const { html } = await renderForPage(
      '<!-- wp:post-date /--><!-- wp:post-date {"format":"Y-m-d","isLink":true} /-->',
      source,
    );
    const times = fragment(html).querySelectorAll('.wp-block-post-date time');
    expect(times[0]!.textContent).to.equal('5 May 2024');
    expect(times[0]!.getAttribute('datetime')).to.equal('2024-05-05T09:30:00');
    expect(times[1]!.querySelector('a')!.textContent).to.equal('2024-05-05');
  });

  it('render the featured image with its aspect ratio, or nothing without one', async () => {
    const { html } = await renderForPage(
      '<!-- wp:post-featured-image {"aspectRatio":"16/9","align":"wide","style":{"border":{"radius":"12px"}}} /-->',
    );
    const figure = fragment(html).querySelector('figure.wp-block-post-featured-image.alignwide')!;
    const image = figure.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).to.equal('/wp-content/uploads/cover.jpg');
    expect(image.alt).to.equal('Cover');
    expect(image.style.aspectRatio).to.equal('16 / 9');
    expect(image.style.objectFit).to.equal('cover');
    expect(image.style.borderRadius).to.equal('12px');
    const source = pageSource();
    delete source.posts[0]!.featuredImage;
    expect((await renderForPage('<!-- wp:post-featured-image /-->', source)).html).to.equal('');
  });

  it('escape a hostile title and excerpt', async () => {
    const source = pageSource();
    source.posts[0]!.title = '<script>alert(1)</script><b onmouseover=x>Bold</b>';
    source.posts[0]!.excerpt = '<img src=x onerror=alert(2)>';
    const { html } = await renderForPage(
      '<!-- wp:post-title /--><!-- wp:post-excerpt /-->',
      source,
    );
    const root = fragment(html);
    expect(root.querySelector('script, b, img')).to.equal(null);
    expect(root.querySelector('.wp-block-post-title')!.textContent).to.equal(
      '<script>alert(1)</script><b onmouseover=x>Bold</b>',
    );
  });

  it('show placeholders when there is no post to show', async () => {
    const { html } = await renderBlockPreview(
      '<!-- wp:post-title /--><!-- wp:post-content /--><!-- wp:post-date /-->',
      { dataSource: pageSource() },
    );
    expect(fragment(html).querySelectorAll('.block-preview-placeholder')).to.have.length(3);
  });

  it('load the post once for all its blocks', async () => {
    const source = pageSource();
    await renderForPage(
      '<!-- wp:post-title /--><!-- wp:post-date /--><!-- wp:post-content /--><!-- wp:post-featured-image /-->',
      source,
    );
    expect(source.count('getPost')).to.equal(1);
  });
});
