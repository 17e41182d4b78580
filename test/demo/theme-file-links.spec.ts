// Theme file links (`_links['wp:theme-file']`, WordPress 6.6+): as WordPress does, the host
// links a theme's `file:./` background images with its global styles, never its font files;
// the engine finds the fonts in the theme's folder (`stylesheet_uri` of /wp/v2/themes), as
// WordPress's front end does. The fixture theme ships no font binary: what is checked is the
// links and the CSS, not that a font loads (test/e2e/preview-theme-files.spec.ts loads one).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  test('the theme base styles link its background image, not its fonts, as WordPress does', async () => {
    const response = await client.get('wp/v2/global-styles/themes/font-fixture');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as WithLinks;
    expect(body._links?.['wp:theme-file']).toEqual([
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

  test('the active theme names its folder, where its files are served', async () => {
    const response = await client.get('wp/v2/themes', {
      query: { status: 'active', context: 'edit' },
    });
    const [theme] = (await response.json()) as { stylesheet_uri: string; template_uri: string }[];
    expect(theme).toMatchObject({ stylesheet_uri: themeFiles, template_uri: themeFiles });
    const file = await request.get(`${themeFiles}/style.css`);
    expect(file.status()).toBe(200);
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

  test("the engine prints the theme fonts from the theme's folder and images from the links", async () => {
    const theme = await (await client.get('wp/v2/global-styles/themes/font-fixture')).json();
    const [active] = (await (
      await client.get('wp/v2/themes', { query: { status: 'active', context: 'edit' } })
    ).json()) as { stylesheet_uri: string; template_uri: string }[];
    const css = siteStylesheet({
      theme,
      themeFileUris: themeFileLinks(theme),
      themeFolders: { stylesheetUri: active!.stylesheet_uri, templateUri: active!.template_uri },
    });
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

test("a child theme's template_uri is its parent's folder, its stylesheet_uri its own", async ({
  playwright,
}) => {
  const root = mkdtempSync(join(tmpdir(), 'child-theme-'));
  const dir = join(root, 'lane-child');
  const dataDir = join(root, 'data');
  mkdirSync(dir);
  writeFileSync(join(dir, 'style.css'), '/*\nTheme Name: Lane Child\nTemplate: meridian\n*/\n');
  const host = await startDemoHost({ DATA_DIR: dataDir, THEME_DIR: dir });
  const context = await playwright.request.newContext({ baseURL: host.url });
  try {
    const admin = await restAs(context, 'admin');
    const response = await admin.get('wp/v2/themes', { query: { status: 'active' } });
    const [theme] = (await response.json()) as Record<string, string>[];
    expect(theme).toMatchObject({
      stylesheet: 'lane-child',
      template: 'meridian',
      stylesheet_uri: `${host.url}/wp-content/themes/lane-child`,
      template_uri: `${host.url}/wp-content/themes/meridian`,
    });
  } finally {
    await context.dispose();
    host.stop();
    rmSync(root, { recursive: true, force: true });
  }
});
