import { expect } from '@esm-bundle/chai';
import { canvasBackRoute } from '../../../src/routing/back-route';
import { routeItem } from '../../../src/routing/items';
import { matchRoute } from '../../../src/routing/routes';

const itemAt = (path: string) => routeItem(matchRoute(path)!);

describe('the item a route names', () => {
  it('is not found when its id cannot name one', () => {
    for (const path of [
      '/page/undefined',
      '/post/abc',
      '/page/0',
      '/page/1.5',
      '/wp_navigation/abc',
    ])
      expect(itemAt(path), path).to.equal('not-found');
  });

  it('is asked of the host when the id may name one', () => {
    expect(itemAt('/page/12')).to.deep.equal({ postType: 'page', id: '12', askHost: true });
    expect(itemAt('/wp_template/nonexistent')).to.deep.equal({
      postType: 'wp_template',
      id: 'nonexistent',
      askHost: true,
    });
    expect(itemAt('/wp_template_part/meridian//header')).to.include({
      postType: 'wp_template_part',
      id: 'meridian//header',
    });
    expect(itemAt('/wp_block/7')).to.include({ postType: 'wp_block', askHost: true });
  });

  it('leaves to their screens a menu (it has its own missing state) and a theme pattern', () => {
    expect(itemAt('/wp_navigation/4')).to.include({ askHost: false });
    expect(itemAt('/wp_block/meridian-hero')).to.equal(undefined);
    expect(itemAt('/page')).to.equal(undefined);
  });

  it('is not found on the generic route: every type we show has its own route', () => {
    for (const path of ['/attachment/63', '/product/3', '/no_such_type/5'])
      expect(itemAt(path), path).to.equal('not-found');
  });
});

describe("the canvas's Back", () => {
  it('leads from an item to its list (spec 2.2), and elsewhere stays on the screen', () => {
    expect(canvasBackRoute(matchRoute('/page/12'))).to.deep.equal({ path: '/page' });
    expect(canvasBackRoute(matchRoute('/post/1'))).to.deep.equal({ path: '/' });
    expect(canvasBackRoute(matchRoute('/wp_template/t//404'))).to.deep.equal({ path: '/template' });
    expect(canvasBackRoute(matchRoute('/wp_block/7'))).to.deep.equal({
      path: '/pattern',
      query: { postType: 'wp_block' },
    });
    expect(canvasBackRoute(matchRoute('/'))).to.equal(undefined);
    expect(canvasBackRoute(matchRoute('/styles'))).to.equal(undefined);
  });
});
