// Theme file links (`_links['wp:theme-file']`, WordPress 6.6+): a theme whose theme.json refers
// to its own files with `file:./` gets their URLs with its global styles, and the global styles
// engine prints the theme's fonts from them. The fixture theme ships no font binary: what is
// checked is the links and the CSS, not that a font loads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { siteStylesheet, themeFileLinks } from '../../src/global-styles/site-stylesheet';
import { type DemoHost, startDemoHost } from '../fixtures/demo-host';
import { globalStylesId, type RestClient, restAs } from '../fixtures/host';

const themeDir = resolve('test/fixtures/themes/font-fixture');

type Link = { href: string; name: string; target: string; type?: string };
type WithLinks = { _links?: Record<string, unknown> };

test.describe('theme file links', () => {
  let host: DemoHost;
  let dataDir: string;
  let request: APIRequestContext;
  let client: RestClient;
  let themeFiles: string;

  test.beforeAll(async ({ playwright }) => {
    dataDir = mkdtempSync(join(tmpdir(), 'theme-file-links-'));
    host = await startDemoHost({ DATA_DIR: dataDir, THEME_DIR: themeDir });
    themeFiles = `${host.url}/wp-content/themes/font-fixture`;
    request = await playwright.request.newContext({ baseURL: host.url });
    client = await restAs(request, 'admin');
  });

  test.afterAll(async () => {
    await request.dispose();
    host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the theme base styles link every file:./ font and image to its URL', async () => {
    const response = await client.get('wp/v2/global-styles/themes/font-fixture');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as WithLinks;
    expect(body._links?.['wp:theme-file']).toEqual([
      {
        href: `${themeFiles}/assets/fonts/test.woff2`,
        name: 'file:./assets/fonts/test.woff2',
        target: 'settings.typography.fontFamilies.theme.0.fontFace.0.src.0',
        type: 'font/woff2',
      },
      {
        href: `${themeFiles}/assets/fonts/fixture%20sans/Italic%2Cwght.woff2`,
        name: 'file:./assets/fonts/fixture sans/Italic,wght.woff2',
        target: 'settings.typography.fontFamilies.theme.0.fontFace.1.src.0',
        type: 'font/woff2',
      },
      {
        href: `${themeFiles}/assets/images/paper.webp`,
        name: 'file:./assets/images/paper.webp',
        target: 'styles.background.backgroundImage.url',
        type: 'image/webp',
      },
    ] satisfies Link[]);
    expect(body._links?.['curies']).toEqual([
      { name: 'wp', href: 'https://api.w.org/{rel}', templated: true },
    ]);
  });

  test('a style variation has its own links, and one without theme files has none', async () => {
    const response = await client.get('wp/v2/global-styles/themes/font-fixture/variations');
    const variations = (await response.json()) as ({ title: string } & WithLinks)[];
    const night = variations.find((variation) => variation.title === 'Night');
    const plain = variations.find((variation) => variation.title === 'Plain');
    expect(night?._links?.['wp:theme-file']).toEqual([
      {
        href: `${themeFiles}/assets/images/stars.png`,
        name: 'file:./assets/images/stars.png',
        target: 'styles.blocks.core/group.background.backgroundImage.url',
        type: 'image/png',
      },
    ]);
    expect(plain).toBeDefined();
    expect(plain?._links).toBeUndefined();
  });

  test('the user record links the theme files it refers to', async () => {
    const id = await globalStylesId(client);
    const before = (await (await client.get(`wp/v2/global-styles/${id}`)).json()) as WithLinks;
    expect(before._links?.['wp:theme-file']).toBeUndefined();
    const styles = { background: { backgroundImage: { url: 'file:./assets/images/paper.webp' } } };
    const saved = await client.post(`wp/v2/global-styles/${id}`, { styles });
    expect(saved.status()).toBe(200);
    const record = (await (await client.get(`wp/v2/global-styles/${id}`)).json()) as WithLinks;
    expect(record._links?.['wp:theme-file']).toEqual([
      {
        href: `${themeFiles}/assets/images/paper.webp`,
        name: 'file:./assets/images/paper.webp',
        target: 'styles.background.backgroundImage.url',
        type: 'image/webp',
      },
    ]);
  });

  test('a reference that would leave the theme folder gets no link', async () => {
    const id = await globalStylesId(client);
    const styles = { background: { backgroundImage: { url: 'file:./../meridian/style.css' } } };
    await client.post(`wp/v2/global-styles/${id}`, { styles });
    const record = (await (await client.get(`wp/v2/global-styles/${id}`)).json()) as WithLinks;
    expect(record._links?.['wp:theme-file']).toBeUndefined();
  });

  test('the engine prints the theme fonts from the links the host sends', async () => {
    const theme = await (await client.get('wp/v2/global-styles/themes/font-fixture')).json();
    const css = siteStylesheet({ theme, themeFileUris: themeFileLinks(theme) });
    expect(css).toContain(
      '@font-face{font-family:"Fixture Sans";font-style:normal;font-weight:100 900;' +
        `font-display:fallback;src:url('${themeFiles}/assets/fonts/test.woff2') format('woff2');}`,
    );
    expect(css).toContain(
      `src:url('${themeFiles}/assets/fonts/fixture%20sans/Italic%2Cwght.woff2') format('woff2');}`,
    );
    expect(css).toContain(`body{background-image: url('${themeFiles}/assets/images/paper.webp');`);
    expect(css).not.toContain('file:');
  });
});
