import { expect } from '@esm-bundle/chai';
import { backRouteFor } from '../../../src/routing/back-route';
import { matchRoute, pathFor } from '../../../src/routing/routes';

describe('route table', () => {
  it('matches every route of the full editor', () => {
    const cases: [string, string, Record<string, string>][] = [
      ['/', 'home', {}],
      ['/styles', 'styles', {}],
      ['/stylebook', 'stylebook', {}],
      ['/navigation', 'navigation', {}],
      ['/wp_navigation/12', 'navigationItem', { postId: '12' }],
      ['/pattern', 'patterns', {}],
      ['/wp_block/7', 'patternItem', { postId: '7' }],
      ['/wp_template_part/meridian//header', 'templatePartItem', { postId: 'meridian//header' }],
      ['/template', 'templates', {}],
      ['/wp_template/meridian//single', 'templateItem', { postId: 'meridian//single' }],
      ['/page', 'pages', {}],
      ['/page/42', 'pageItem', { postId: '42' }],
      ['/post', 'posts', {}],
      ['/post/9', 'postItem', { postId: '9' }],
      ['/product/3', 'postTypeItem', { postType: 'product', postId: '3' }],
    ];
    for (const [path, name, params] of cases) {
      expect(matchRoute(path), path).to.deep.equal({ name, params });
    }
  });

  it('tolerates a trailing slash and a missing leading slash', () => {
    expect(matchRoute('styles/')?.name).to.equal('styles');
  });

  it('finds no route for an unknown path', () => {
    expect(matchRoute('/nothing-here')).to.equal(undefined);
    expect(matchRoute('/a/b/c')).to.equal(undefined);
  });

  it('makes the post list the root of the posts-only app', () => {
    expect(matchRoute('/', 'posts')?.name).to.equal('posts');
    expect(matchRoute('/post/5', 'posts')).to.deep.equal({
      name: 'postItem',
      params: { postId: '5' },
    });
    expect(matchRoute('/styles', 'posts')).to.equal(undefined);
  });

  it('builds paths for named routes', () => {
    expect(pathFor('navigationItem', { postId: 3 })).to.equal('/wp_navigation/3');
    expect(pathFor('styles')).to.equal('/styles');
  });
});

describe('back route after leaving the canvas', () => {
  it('goes back by post type', () => {
    expect(backRouteFor('wp_navigation')).to.deep.equal({ path: '/navigation' });
    expect(backRouteFor('wp_block')).to.deep.equal({
      path: '/pattern',
      query: { postType: 'wp_block' },
    });
    expect(backRouteFor('wp_template_part')).to.deep.equal({
      path: '/pattern',
      query: { postType: 'wp_template_part' },
    });
    expect(backRouteFor('wp_template')).to.deep.equal({ path: '/template' });
    expect(backRouteFor('page')).to.deep.equal({ path: '/page' });
    expect(backRouteFor('post')).to.deep.equal({ path: '/' });
  });

  it('treats an unknown post type as an error', () => {
    expect(() => backRouteFor('product')).to.throw('product');
  });
});
