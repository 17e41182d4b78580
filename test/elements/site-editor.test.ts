import { expect } from '@esm-bundle/chai';
import '../../elements/site-editor';
import { configureApiClient } from '../../src/api';
import { resetLocaleData } from '../../src/i18n';
import { clearEntityCache, editEntityRecord, removeAllNotices } from '../../src/stores';
import { navigate } from '../../src/stores/router';
import { FakeHost, json } from '../src/api/fake-host';
import { texts, waitFor } from '../helpers';

function themeRecord(isBlockTheme: boolean, supports: Record<string, unknown> = {}) {
  return {
    stylesheet: isBlockTheme ? 'meridian' : 'plainsong',
    name: { raw: 'Theme', rendered: 'Theme' },
    is_block_theme: isBlockTheme,
    theme_supports: supports,
    _links: { 'wp:user-global-styles': [{ href: '/wp-json/wp/v2/global-styles/7' }] },
  };
}

function demoHost({ isBlockTheme = true, supports = {}, revisions = 3 } = {}) {
  const host = new FakeHost()
    .on('GET', '/wp/v2/themes', () => json([themeRecord(isBlockTheme, supports)]))
    .on('GET', '/wp/v2/settings', () => json({ title: 'Test Site', url: 'http://site.test' }))
    .on('GET', '/', () =>
      json({ name: 'Test Site', home: 'http://site.test', url: 'http://site.test' }),
    )
    .on('GET', '/wp/v2/global-styles/:id', () =>
      json({
        id: 7,
        styles: {},
        settings: {},
        _links: { 'version-history': [{ href: '/x', count: revisions }] },
      }),
    );
  configureApiClient({ fetch: host.fetch });
  return host;
}

async function mount(attributes: Record<string, string> = {}) {
  const element = document.createElement('site-editor');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = element.shadowRoot!;
  await waitFor(() => root.querySelector('.se-sidebar-screen__title'));
  return { element, root };
}

describe('<site-editor>', () => {
  beforeEach(() => {
    clearEntityCache();
    removeAllNotices();
    navigate('/', {}, { replace: true });
  });
  afterEach(() => {
    for (const element of document.querySelectorAll('site-editor')) element.remove();
  });

  it('shows the Design sidebar with every item for a block theme', async () => {
    demoHost();
    const { root } = await mount({
      settings: JSON.stringify({ dashboardLink: '/dash', dashboardLinkText: 'Dashboard' }),
    });
    await waitFor(() => texts(root, '.se-nav-item').length === 5);
    expect(texts(root, '.se-sidebar-screen__title')).to.deep.equal(['Design']);
    expect(root.textContent).to.contain(
      'Customize the appearance of your website using the block editor.',
    );
    expect(texts(root, '.se-nav-item')).to.deep.equal([
      'Navigation',
      'Styles',
      'Pages',
      'Templates',
      'Patterns',
    ]);
    const dashboard = root.querySelector<HTMLAnchorElement>('a[aria-label="Dashboard"]');
    expect(dashboard?.getAttribute('href')).to.equal('/dash');
    expect(root.querySelector('button[aria-label="Back"]')).to.equal(null);
  });

  it('counts the style revisions in the Design footer', async () => {
    demoHost({ revisions: 3 });
    const { root } = await mount();
    const link = await waitFor(() => root.querySelector<HTMLAnchorElement>('.se-revisions-link'));
    expect(link.textContent).to.equal('3 Revisions');
    link.click();
    await waitFor(() => new URLSearchParams(location.search).get('section') === '/revisions');
    expect(new URLSearchParams(location.search).get('p')).to.equal('/styles');
  });

  it('lists only Styles (the Style Book) and Patterns for a classic theme', async () => {
    demoHost({ isBlockTheme: false, supports: { 'editor-styles': true } });
    const { root } = await mount();
    await waitFor(() => texts(root, '.se-nav-item').length === 2);
    expect(texts(root, '.se-nav-item')).to.deep.equal(['Styles', 'Patterns']);
    const styles = root.querySelector<HTMLAnchorElement>('.se-nav-item');
    expect(new URL(styles!.href).searchParams.get('p')).to.equal('/stylebook');
  });

  it('warns on a screen a classic theme does not support', async () => {
    demoHost({ isBlockTheme: false });
    navigate('/template');
    const { root } = await mount();
    await waitFor(() => root.querySelector('.se-unsupported'));
    expect(root.querySelector('.se-unsupported')?.textContent).to.contain(
      'The theme you are currently using does not support this screen.',
    );
  });

  it('opens a screen from the sidebar and comes back with the back button', async () => {
    demoHost();
    const { root } = await mount();
    const styles = await waitFor(() =>
      Array.from(root.querySelectorAll<HTMLAnchorElement>('.se-nav-item')).find(
        (a) => a.textContent === 'Styles',
      ),
    );
    styles.click();
    await waitFor(() => texts(root, '.se-sidebar-screen__title')[0] === 'Styles');
    expect(new URLSearchParams(location.search).get('p')).to.equal('/styles');
    // The Styles screen is a lazy chunk of many modules (served one by one here).
    await waitFor(() => root.querySelector('section.st-panel[aria-label="Styles"]'), 15_000);
    root.querySelector<HTMLButtonElement>('button[aria-label="Back"]')!.click();
    await waitFor(() => texts(root, '.se-sidebar-screen__title')[0] === 'Design');
  });

  it('says so when the route is unknown', async () => {
    demoHost();
    navigate('/no-such-screen');
    const { root } = await mount();
    const alert = await waitFor(() => root.querySelector('[role="alert"]'));
    expect(alert.textContent).to.contain(
      'The requested page could not be found. Please check the URL.',
    );
  });

  it('links the site title to the home page in a new tab', async () => {
    demoHost();
    const { root } = await mount();
    const title = await waitFor(() => {
      const link = root.querySelector<HTMLAnchorElement>('.se-hub__title');
      return link?.textContent?.includes('Test Site') ? link : undefined;
    });
    expect(title.getAttribute('href')).to.equal('http://site.test');
    expect(title.target).to.equal('_blank');
  });

  it('shares one runtime between elements: an edit shows in both at once', async () => {
    demoHost();
    const first = await mount();
    const second = await mount({ mode: 'posts' });
    const hubTitle = (root: ShadowRoot) => root.querySelector('.se-hub__title-text')?.textContent;
    await waitFor(
      () => hubTitle(first.root) === 'Test Site' && hubTitle(second.root) === 'Test Site',
    );
    editEntityRecord('root', 'site', undefined, { title: 'Renamed in one place' });
    await waitFor(
      () =>
        hubTitle(first.root) === 'Renamed in one place' &&
        hubTitle(second.root) === 'Renamed in one place',
    );
  });

  it('keeps its state when moved in the page', async () => {
    demoHost();
    const { element, root } = await mount();
    const sidebar = root.querySelector('.se-sidebar');
    const box = document.createElement('div');
    document.body.append(box);
    box.append(element);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(root.querySelector('.se-sidebar')).to.equal(sidebar);
    box.remove();
  });

  it('opens the command palette with Primary+K and runs a command', async () => {
    demoHost();
    const { root } = await mount();
    const first = await waitFor(() => root.querySelector<HTMLAnchorElement>('.se-nav-item'));
    first.focus();
    first.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, composed: true }),
    );
    const search = await waitFor(() =>
      root.querySelector<HTMLInputElement>('dialog[open] input[type="search"]'),
    );
    expect(root.activeElement).to.equal(search);
    // Set the value the way typing does, so React sees the change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, 'pag');
    search.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => texts(root, '[role="option"]').join() === 'Pages');
    search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => texts(root, '.se-sidebar-screen__title')[0] === 'Pages');
    expect(root.querySelector('dialog.se-commands[open]')).to.equal(null);
  });

  it('lays out right-to-left languages mirrored', async () => {
    demoHost();
    resetLocaleData({
      '': { domain: 'default', lang: 'ar' },
      'text direction\u0004ltr': ['rtl'],
    } as never);
    try {
      const { root } = await mount();
      await waitFor(() => root.querySelector('.se-root')?.getAttribute('dir') === 'rtl');
    } finally {
      resetLocaleData();
    }
  });

  it('takes a settings object set as a property, functions and all', async () => {
    demoHost();
    const element = document.createElement('site-editor') as HTMLElement & { settings?: unknown };
    const settings = {
      dashboardLink: '/custom-dashboard',
      dashboardLinkText: 'Back to the dashboard',
    };
    element.settings = settings;
    document.body.append(element);
    const root = element.shadowRoot!;
    const link = await waitFor(() =>
      root.querySelector<HTMLAnchorElement>('a[aria-label="Back to the dashboard"]'),
    );
    expect(link.getAttribute('href')).to.equal('/custom-dashboard');
    expect(element.settings).to.equal(settings);
    element.settings = { ...settings, dashboardLinkText: 'Home' };
    await waitFor(() => root.querySelector('a[aria-label="Home"]'));
  });
});
