import { expect } from '@esm-bundle/chai';
import { renderBlockPreview } from '../../../src/block-preview';
import { FakeDataSource, fragment, textOf } from './fake-data-source';

const menu = `<!-- wp:navigation-link {"label":"Home","url":"/","kind":"custom"} /-->
<!-- wp:navigation-submenu {"label":"Topics","url":"/topics"} -->
<!-- wp:navigation-link {"label":"Design","url":"/design","description":"Notes on design"} /-->
<!-- wp:navigation-link {"label":"Craft","url":"javascript:alert(1)","opensInNewTab":true} /-->
<!-- /wp:navigation-submenu -->`;

describe('navigation', () => {
  it("renders a referenced menu's links and submenus", async () => {
    const source = new FakeDataSource();
    source.menus[3] = menu;
    const { html } = await renderBlockPreview(
      '<!-- wp:navigation {"ref":3,"layout":{"type":"flex","justifyContent":"right"}} /-->',
      { dataSource: source },
    );
    const nav = fragment(html).querySelector('nav.wp-block-navigation')!;
    expect(nav.getAttribute('aria-label')).to.equal('Navigation');
    expect(nav.classList.contains('items-justified-right')).to.equal(true);
    expect(nav.classList.contains('is-layout-flex')).to.equal(true);
    const top = nav.querySelectorAll('ul.wp-block-navigation__container > li');
    expect(
      Array.from(top, (li) => li.querySelector('.wp-block-navigation-item__label')!.textContent),
    ).to.deep.equal(['Home', 'Topics']);
    const submenu = top[1]!;
    expect(submenu.classList.contains('has-child')).to.equal(true);
    expect(submenu.querySelector('button')!.getAttribute('aria-label')).to.equal('Topics submenu');
    const inner = submenu.querySelectorAll('ul.wp-block-navigation__submenu-container > li a');
    expect(Array.from(inner, (a) => a.getAttribute('href'))).to.deep.equal(['/design', null]);
    expect(inner[1]!.getAttribute('target')).to.equal('_blank');
    expect(textOf(nav, '.wp-block-navigation-item__description')).to.deep.equal([
      'Notes on design',
    ]);
  });

  it('renders its own inner blocks when it has no ref', async () => {
    const { html } = await renderBlockPreview(
      `<!-- wp:navigation {"overlayMenu":"never"} -->${menu}<!-- /wp:navigation -->`,
      { dataSource: new FakeDataSource() },
    );
    expect(textOf(fragment(html), '.wp-block-navigation-item__label')).to.deep.equal([
      'Home',
      'Topics',
      'Design',
      'Craft',
    ]);
  });

  it('renders the page list as nested navigation items', async () => {
    const source = new FakeDataSource();
    source.pages = [
      { id: 3, parent: 0, title: 'Contact', link: '/contact', menuOrder: 2 },
      { id: 1, parent: 0, title: 'About', link: '/about', menuOrder: 1 },
      { id: 2, parent: 1, title: 'Team & <Friends>', link: '/about/team' },
      { id: 4, parent: 4, title: 'Own parent', link: '/loop' },
    ];
    const { html } = await renderBlockPreview(
      '<!-- wp:navigation -->\n<!-- wp:page-list /-->\n<!-- /wp:navigation -->',
      { dataSource: source },
    );
    const list = fragment(html).querySelector('nav ul.wp-block-page-list')!;
    const top = Array.from(list.children);
    expect(top.map((li) => li.querySelector('a')!.textContent)).to.deep.equal(['About', 'Contact']);
    expect(top[0]!.classList.contains('wp-block-navigation-item')).to.equal(true);
    expect(top[0]!.classList.contains('has-child')).to.equal(true);
    expect(textOf(top[0]!, '.wp-block-navigation__submenu-container a')).to.deep.equal([
      'Team & <Friends>',
    ]);
  });

  it('shows the most recently published menu when it has neither ref nor inner blocks', async () => {
    const source = new FakeDataSource();
    source.pages = [{ id: 1, parent: 0, title: 'About', link: '/about' }];
    source.menus[7] = menu;
    source.latestMenu = 7;
    const { html } = await renderBlockPreview(
      '<!-- wp:navigation {"layout":{"type":"flex","justifyContent":"right"}} /-->',
      { dataSource: source },
    );
    const nav = fragment(html).querySelector('nav.wp-block-navigation')!;
    expect(nav.classList.contains('items-justified-right')).to.equal(true);
    const top = nav.querySelectorAll('ul.wp-block-navigation__container > li');
    expect(
      Array.from(top, (li) => li.querySelector('.wp-block-navigation-item__label')!.textContent),
    ).to.deep.equal(['Home', 'Topics']);
    expect(
      textOf(nav, '.wp-block-navigation__submenu-container .wp-block-navigation-item__label'),
    ).to.deep.equal(['Design', 'Craft']);
    expect(nav.textContent).not.to.contain('About');
    expect(source.count('getPages')).to.equal(0);
  });

  it('asks for the newest menu only when it has neither ref nor inner blocks', async () => {
    const source = new FakeDataSource();
    source.menus[3] = menu;
    source.latestMenu = 3;
    await renderBlockPreview(
      `<!-- wp:navigation {"ref":3} /--><!-- wp:navigation -->${menu}<!-- /wp:navigation -->`,
      { dataSource: source },
    );
    expect(source.count('getLatestNavigation')).to.equal(0);
  });

  it('falls back to the page list when there is no published menu', async () => {
    const source = new FakeDataSource();
    source.pages = [{ id: 1, parent: 0, title: 'About', link: '/about' }];
    const { html } = await renderBlockPreview('<!-- wp:navigation /-->', { dataSource: source });
    expect(textOf(fragment(html), 'nav a')).to.deep.equal(['About']);
    expect(source.count('getLatestNavigation')).to.equal(1);
  });

  it('falls back to the page list when the newest menu holds no blocks', async () => {
    const source = new FakeDataSource();
    source.pages = [{ id: 1, parent: 0, title: 'About', link: '/about' }];
    source.menus[4] = '\n\n<p>Not a block</p>\n';
    source.latestMenu = 4;
    const { html } = await renderBlockPreview('<!-- wp:navigation /-->', { dataSource: source });
    expect(textOf(fragment(html), 'nav a')).to.deep.equal(['About']);
    expect(html).not.to.contain('Not a block');
  });

  it('shows the newest menu once when that menu holds a navigation without a menu', async () => {
    const source = new FakeDataSource();
    source.menus[6] =
      '<!-- wp:navigation-link {"label":"Shop","url":"/shop"} /-->\n<!-- wp:navigation /-->';
    source.latestMenu = 6;
    const { html } = await renderBlockPreview('<!-- wp:navigation /-->', { dataSource: source });
    const root = fragment(html);
    expect(textOf(root, '.wp-block-navigation-item__label')).to.deep.equal(['Shop']);
    expect(root.querySelector('nav [data-block="core/navigation"]')).to.exist;
  });

  it('shows a placeholder when the newest menu cannot be loaded', async () => {
    const source = new FakeDataSource();
    source.failing.add('getLatestNavigation');
    const { html } = await renderBlockPreview(
      '<!-- wp:paragraph --><p>Before</p><!-- /wp:paragraph --><!-- wp:navigation /-->',
      { dataSource: source },
    );
    expect(fragment(html).querySelector('[data-block="core/navigation"]')).to.exist;
    expect(html).to.contain('<p>Before</p>');
  });

  it('renders a page list outside navigation with plain page list classes', async () => {
    const source = new FakeDataSource();
    source.pages = [{ id: 1, parent: 0, title: 'About', link: '/about' }];
    const { html } = await renderBlockPreview('<!-- wp:page-list /-->', { dataSource: source });
    expect(html).to.equal(
      '<ul class="wp-block-page-list"><li class="wp-block-pages-list__item"><a class="wp-block-pages-list__item__link" href="/about">About</a></li></ul>',
    );
  });

  it('shows a placeholder for a missing menu and for a menu that includes itself', async () => {
    const source = new FakeDataSource();
    source.menus[5] = '<!-- wp:navigation {"ref":5} /-->';
    const missing = await renderBlockPreview('<!-- wp:navigation {"ref":9} /-->', {
      dataSource: source,
    });
    expect(fragment(missing.html).querySelector('[data-block="core/navigation"]')).to.exist;
    const looping = await renderBlockPreview('<!-- wp:navigation {"ref":5} /-->', {
      dataSource: source,
    });
    expect(fragment(looping.html).querySelectorAll('nav')).to.have.length(1);
    expect(fragment(looping.html).querySelector('nav [data-block="core/navigation"]')).to.exist;
  });

  it('renders the home link to the site address', async () => {
    const { html } = await renderBlockPreview(
      '<!-- wp:navigation --><!-- wp:home-link {"label":"Start"} /--><!-- /wp:navigation -->',
      { dataSource: new FakeDataSource() },
    );
    const link = fragment(html).querySelector('li.wp-block-home-link a')!;
    expect(link.textContent).to.equal('Start');
    expect(link.getAttribute('href')).to.equal('https://example.test/');
  });
});
