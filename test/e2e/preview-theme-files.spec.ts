// Previews on a host that answers as WordPress 7.1 does: a theme's `file:./` fonts are linked
// nowhere in its global styles (only background images are), so the previews find them in the
// theme's folder (`stylesheet_uri`); a navigation block without a menu of its own shows the most
// recently published menu. The theme is made here, with a real font file, on a host of its own.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { type DemoHost, startDemoHost } from '../fixtures/demo-host';
import { expect, logIn, sessionNonce, test } from './fixtures';

const FAMILY = 'Lane Serif';
const MENU = ['Menu About', 'Menu Contact', 'Menu Elsewhere'];

/** A block theme whose body text is in a theme font under a folder with a space in its name. */
function writeTheme(dir: string): void {
  mkdirSync(join(dir, 'templates'), { recursive: true });
  mkdirSync(join(dir, 'parts'));
  mkdirSync(join(dir, 'assets', 'fonts', 'lane serif'), { recursive: true });
  copyFileSync(
    resolve('node_modules/@fontsource/lora/files/lora-latin-400-normal.woff2'),
    join(dir, 'assets', 'fonts', 'lane serif', 'LaneSerif-Regular.woff2'),
  );
  writeFileSync(join(dir, 'style.css'), '/*\nTheme Name: Preview Lane\nVersion: 1.0\n*/\n');
  const themeJson = {
    version: 3,
    settings: {
      typography: {
        fontFamilies: [
          {
            name: FAMILY,
            slug: 'lane-serif',
            fontFamily: `"${FAMILY}", serif`,
            fontFace: [
              {
                fontFamily: FAMILY,
                fontStyle: 'normal',
                fontWeight: '400',
                src: ['file:./assets/fonts/lane serif/LaneSerif-Regular.woff2'],
              },
            ],
          },
        ],
      },
    },
    styles: { typography: { fontFamily: 'var:preset|font-family|lane-serif' } },
    templateParts: [{ name: 'header', title: 'Header', area: 'header' }],
  };
  writeFileSync(join(dir, 'theme.json'), JSON.stringify(themeJson, null, 2));
  writeFileSync(
    join(dir, 'parts', 'header.html'),
    '<!-- wp:site-title {"level":0} /-->\n\n<!-- wp:navigation {"layout":{"type":"flex"}} /-->\n',
  );
  writeFileSync(
    join(dir, 'templates', 'index.html'),
    '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->\n',
  );
}

test.describe('previews with a theme as WordPress serves it', () => {
  let host: DemoHost;
  let root: string;
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    root = mkdtempSync(join(tmpdir(), 'preview-theme-files-'));
    writeTheme(join(root, 'preview-lane'));
    host = await startDemoHost({
      DATA_DIR: join(root, 'data'),
      THEME_DIR: join(root, 'preview-lane'),
    });
    context = await browser.newContext({ baseURL: host.url });
    page = await context.newPage();
    await logIn(page, 'admin');
    // Newer than the seeded menus: the one a navigation block without a menu shows.
    const links = MENU.map(
      (label) =>
        `<!-- wp:navigation-link {"label":"${label}","url":"/${label.split(' ')[1]!.toLowerCase()}/","kind":"custom"} /-->`,
    ).join('');
    const created = await page.request.post('/wp-json/wp/v2/navigation', {
      headers: { 'X-WP-Nonce': await sessionNonce(page) },
      data: { title: 'Lane menu', status: 'publish', content: links },
    });
    expect(created.status()).toBe(201);
  });

  test.afterAll(async () => {
    await context?.close();
    host?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  /** The header part's preview, once its menu is in. */
  async function headerPreview() {
    await page.goto('/editor?p=/pattern&postType=wp_template_part');
    const frame = page.locator('site-editor').locator('iframe[title="Header"]');
    await expect(frame).toBeVisible();
    const content = frame.contentFrame();
    const labels = content.locator('nav.wp-block-navigation .wp-block-navigation-item__label');
    await expect(labels.first()).toBeVisible();
    return { content, labels };
  }

  test('the header shows the most recently published menu, not the page list', async () => {
    const { content, labels } = await headerPreview();
    await expect(labels).toHaveText(MENU);
    await expect(content.locator('nav .wp-block-pages-list__item')).toHaveCount(0);
  });

  test("the header's text is in the theme font, loaded from the theme's folder", async () => {
    const styles = await (
      await page.request.get('/wp-json/wp/v2/global-styles/themes/preview-lane', {
        headers: { 'X-WP-Nonce': await sessionNonce(page) },
      })
    ).json();
    expect(styles._links['wp:theme-file']).toBeUndefined();

    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fontRequests.push(request.url());
    });
    const { content, labels } = await headerPreview();
    // The face is the theme's file, and it loaded (a face whose file failed says 'error'; with
    // no `@font-face` at all there is no face).
    await expect
      .poll(() =>
        content.locator('body').evaluate((body, family) => {
          const faces = [...body.ownerDocument.fonts].filter(
            (face) => face.family.replace(/["']/g, '') === family,
          );
          return faces.map((face) => face.status);
        }, FAMILY),
      )
      .toEqual(['loaded']);
    expect(await labels.first().evaluate((el) => getComputedStyle(el).fontFamily)).toContain(
      FAMILY,
    );
    expect(fontRequests).toContain(
      `${host.url}/wp-content/themes/preview-lane/assets/fonts/lane%20serif/LaneSerif-Regular.woff2`,
    );
  });
});
