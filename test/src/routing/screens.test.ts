import { expect } from '@esm-bundle/chai';
import { matchRoute } from '../../../src/routing/routes';
import {
  designItems,
  isScreenSupported,
  mayOpen,
  mobileArea,
  mobileHubTarget,
  parentOf,
} from '../../../src/routing/screens';

const block = { isBlockTheme: true, supportsStyles: true };
const classicWithStyles = { isBlockTheme: false, supportsStyles: true };
const classicPlain = { isBlockTheme: false, supportsStyles: false };

describe('Design sidebar items', () => {
  it('lists Navigation, Styles, Pages, Templates, Patterns for block themes', () => {
    expect(designItems(block, null).map((i) => i.path)).to.deep.equal([
      '/navigation',
      '/styles',
      '/page',
      '/template',
      '/pattern',
    ]);
  });

  it('lists only Styles (to the Style Book) and Patterns for classic themes', () => {
    expect(designItems(classicWithStyles, null).map((i) => i.path)).to.deep.equal([
      '/stylebook',
      '/pattern',
    ]);
    expect(designItems(classicPlain, null).map((i) => i.path)).to.deep.equal(['/pattern']);
  });
});

describe('screens by capability (spec 6)', () => {
  const admin = { edit_theme_options: true, edit_pages: true, edit_posts: true };
  const editor = { edit_pages: true, edit_posts: true };
  const author = { edit_posts: true };
  const paths = (capabilities: Record<string, boolean> | undefined) =>
    designItems(block, capabilities).map((i) => i.path);

  it('offers the design screens only with edit_theme_options', () => {
    expect(paths(admin)).to.have.length(5);
    expect(paths(editor)).to.deep.equal(['/page', '/pattern']);
    expect(paths(author)).to.deep.equal(['/pattern']);
  });

  it('offers nothing until the capabilities are known', () => {
    expect(paths(undefined)).to.deep.equal([]);
  });

  it('lets a screen open by URL only for a user who may use it', () => {
    expect(mayOpen('styles', editor)).to.equal(false);
    expect(mayOpen('templateItem', author)).to.equal(false);
    expect(mayOpen('pages', editor)).to.equal(true);
    expect(mayOpen('styles', undefined)).to.equal(undefined);
    expect(mayOpen('styles', null), 'the host would not say: it decides').to.equal(true);
    expect(mayOpen('home', author)).to.equal(true);
  });
});

describe('screens a classic theme may open', () => {
  it('allows patterns and the style book, not templates or navigation', () => {
    const at = (path: string) => matchRoute(path)!;
    expect(isScreenSupported(at('/pattern'), classicPlain)).to.equal(true);
    expect(isScreenSupported(at('/stylebook'), classicWithStyles)).to.equal(true);
    expect(isScreenSupported(at('/stylebook'), classicPlain)).to.equal(false);
    expect(isScreenSupported(at('/template'), classicWithStyles)).to.equal(false);
    expect(isScreenSupported(at('/navigation'), classicWithStyles)).to.equal(false);
    expect(isScreenSupported(at('/template'), block)).to.equal(true);
  });
});

describe('back button target', () => {
  it('goes to the parent screen of an item', () => {
    expect(parentOf(matchRoute('/wp_navigation/4')!, {}, 'site')).to.deep.equal({
      path: '/navigation',
    });
    expect(parentOf(matchRoute('/wp_template_part/t//header')!, {}, 'site')).to.deep.equal({
      path: '/pattern',
      query: { postType: 'wp_template_part' },
    });
    expect(parentOf(matchRoute('/styles')!, {}, 'site')).to.deep.equal({ path: '/' });
  });

  it("is each item's back route of spec 2.2, query included", () => {
    const items: Array<[string, { path: string; query?: Record<string, string> }]> = [
      ['/wp_navigation/4', { path: '/navigation' }],
      ['/wp_block/7', { path: '/pattern', query: { postType: 'wp_block' } }],
      [
        '/wp_template_part/t//header',
        { path: '/pattern', query: { postType: 'wp_template_part' } },
      ],
      ['/wp_template/t//index', { path: '/template' }],
      ['/page/12', { path: '/page' }],
      ['/post/1', { path: '/' }],
    ];
    for (const [path, parent] of items)
      expect(parentOf(matchRoute(path)!, {}, 'site'), path).to.deep.equal(parent);
  });
});

describe('mobile hub button', () => {
  it("reads 'Go to Site Editor' away from the root with a block theme or a classic theme with styles", () => {
    expect(mobileHubTarget('/styles', block)).to.equal('site-editor');
    expect(mobileHubTarget('/pattern', classicWithStyles)).to.equal('site-editor');
  });

  it("reads 'Go to the Dashboard' at the root or for a classic theme without style support", () => {
    expect(mobileHubTarget('/', block)).to.equal('dashboard');
    expect(mobileHubTarget('/pattern', classicPlain)).to.equal('dashboard');
  });
});

describe('the area a small screen shows', () => {
  const built = { content: true, sidebar: true };
  it('shows the Design sidebar at the root', () => {
    expect(mobileArea(matchRoute('/')!, {}, { content: false, sidebar: false })).to.equal(
      'sidebar',
    );
  });

  it('shows the Design sidebar at the root, and the canvas when the root is in edit mode', () => {
    expect(mobileArea(matchRoute('/')!, {}, built)).to.equal('sidebar');
    expect(mobileArea(matchRoute('/')!, { canvas: 'view' }, built)).to.equal('sidebar');
    expect(mobileArea(matchRoute('/')!, { canvas: 'edit' }, built)).to.equal('content');
  });

  it("shows a list's rows, not its views, on the list's route", () => {
    expect(mobileArea(matchRoute('/page')!, {}, built)).to.equal('content');
    expect(mobileArea(matchRoute('/post')!, { activeView: 'drafts' }, built)).to.equal('content');
    expect(mobileArea(matchRoute('/page/12')!, {}, { content: true, sidebar: false })).to.equal(
      'content',
    );
  });

  it('shows the sidebar where the content is not built yet', () => {
    expect(mobileArea(matchRoute('/styles')!, {}, { content: false, sidebar: false })).to.equal(
      'sidebar',
    );
  });

  it('shows the patterns only once a category is chosen from category navigation', () => {
    expect(mobileArea(matchRoute('/pattern')!, {}, built)).to.equal('sidebar');
    expect(mobileArea(matchRoute('/pattern')!, { categoryId: 'header' }, built)).to.equal(
      'content',
    );
    expect(mobileArea(matchRoute('/pattern')!, {}, { content: true, sidebar: false })).to.equal(
      'content',
    );
  });
});
