// The demo theme's front page, rendered from its real files with a fake host behind them.
import { expect } from '@esm-bundle/chai';
import { renderBlockPreview } from '../../../src/block-preview';
import { FakeDataSource, fragment, post, textOf } from './fake-data-source';

const THEME = '/demo/themes/meridian';

async function themeFile(path: string): Promise<string> {
  const response = await fetch(`${THEME}/${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

/** A fake host whose template parts are the theme's own files. */
class MeridianSource extends FakeDataSource {
  override async getTemplatePart(theme: string, slug: string) {
    await super.getTemplatePart(theme, slug);
    return { content: await themeFile(`parts/${slug}.html`) };
  }
}

describe('the meridian front page', () => {
  it('renders its template, parts, site identity, menu and latest posts', async () => {
    const source = new MeridianSource();
    source.site = { title: 'Meridian Journal', description: 'Notes from the slow web', url: '/' };
    source.pages = [
      { id: 10, parent: 0, title: 'About', link: '/?page_id=10', menuOrder: 1 },
      { id: 11, parent: 0, title: 'Archive', link: '/?page_id=11', menuOrder: 2 },
    ];
    source.posts = [
      post(1, { title: 'On patience' }),
      post(2, { title: 'Tools that last', featuredImage: { url: '/tools.jpg', alt: '' } }),
      post(3, { title: 'A field guide to margins' }),
      post(4, { title: 'Slow mornings' }),
    ];
    const template = await themeFile('templates/front-page.html');
    const { html, css } = await renderBlockPreview(template, { dataSource: source });
    const root = fragment(html);

    const header = root.querySelector('header.wp-block-template-part')!;
    expect(textOf(header, '.wp-block-site-title')).to.deep.equal(['Meridian Journal']);
    expect(textOf(header, '.wp-block-site-tagline')).to.deep.equal(['Notes from the slow web']);
    expect(textOf(header, 'nav.wp-block-navigation .wp-block-pages-list__item a')).to.deep.equal([
      'About',
      'Archive',
    ]);

    const main = root.querySelector('main.wp-block-group')!;
    expect(main.querySelector('h1')!.textContent).to.equal('Ideas worth slowing down for');
    expect(main.querySelector('.wp-block-site-tagline')!.textContent).to.equal(
      'Notes from the slow web',
    );
    const latest = main.querySelector('#latest .wp-block-query ul.wp-block-post-template')!;
    expect(textOf(latest, '.wp-block-post-title a')).to.deep.equal([
      'Slow mornings',
      'A field guide to margins',
      'Tools that last',
    ]);
    expect(latest.querySelectorAll('figure.wp-block-post-featured-image img')).to.have.length(1);
    expect(main.textContent).not.to.contain('Posts will appear here');

    const footer = root.querySelector('footer.wp-block-template-part')!;
    expect(footer.textContent).to.contain('Built with blocks');
    expect(textOf(footer, '.wp-block-site-title')).to.deep.equal(['Meridian Journal']);

    expect(html).not.to.contain('<!--');
    expect(root.querySelector('.block-preview-placeholder')).to.equal(null);
    expect(css).to.contain('wp-container-core-group-is-layout-');
    expect(source.count('getTemplatePart')).to.equal(2);
    expect(source.count('getSite')).to.equal(1);
  });

  it('renders every template of the theme without rejecting', async () => {
    const source = new MeridianSource();
    source.posts = [post(1, { title: 'On patience', type: 'page' })];
    for (const name of ['index', 'home', 'single', 'page', 'archive', 'search', '404']) {
      const template = await themeFile(`templates/${name}.html`);
      const { html } = await renderBlockPreview(template, {
        dataSource: source,
        post: { postType: 'page', postId: 1 },
      });
      expect(fragment(html).querySelector('footer')!.textContent, name).to.contain(
        'Built with blocks',
      );
    }
  });
});
