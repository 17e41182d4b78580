// Previews of Twenty Twenty-Five's parts and templates as WordPress's front end shows them: the
// header's navigation block (no ref) shows the newest published menu, not the page list, and
// text is set in the theme's own font (Manrope), loaded from the theme's folder (WordPress gives
// no links to theme font files).
import type { FrameLocator } from '@playwright/test';
import { editorAt, expect, test } from './fixtures';

/** The font families loaded in a preview frame. */
function loadedFonts(frame: FrameLocator): Promise<string[]> {
  return frame.locator('body').evaluate(async (body) => {
    await body.ownerDocument.fonts.ready;
    return [...body.ownerDocument.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/^["']|["']$/g, ''));
  });
}

test('the header part shows the site menu in Manrope', async ({ page }) => {
  const fontFile = page.waitForResponse((response) =>
    response
      .url()
      .endsWith(
        '/wp-content/themes/twentytwentyfive/assets/fonts/manrope/Manrope-VariableFont_wght.woff2',
      ),
  );
  await page.goto(editorAt('/pattern', { postType: 'wp_template_part' }));
  const header = page
    .locator('site-editor')
    .locator('iframe[title="Header"]')
    .first()
    .contentFrame();
  await expect(header.locator('nav .wp-block-navigation-item__label')).toHaveText([
    'Menu About',
    'Menu Contact',
    'Menu Elsewhere',
  ]);
  await expect(header.locator('.wp-block-pages-list__item')).toHaveCount(0);
  await expect(header.getByText('Site Editor Lane').first()).toBeVisible();
  expect((await fontFile).status()).toBe(200);
  expect(await loadedFonts(header)).toContain('Manrope');
  const family = await header
    .locator('nav .wp-block-navigation-item__label')
    .first()
    .evaluate((label) => getComputedStyle(label).fontFamily);
  expect(family).toContain('Manrope');
});

test("a template's preview shows the site menu and the theme font", async ({ page }) => {
  await page.goto(editorAt('/template'));
  const blog = page
    .locator('site-editor')
    .locator('iframe[title="Blog Home"]')
    .first()
    .contentFrame();
  await expect(blog.locator('nav .wp-block-navigation-item__label').first()).toHaveText(
    'Menu About',
  );
  await expect(blog.locator('.wp-block-pages-list__item')).toHaveCount(0);
  // Read until the font is in: on a busy machine PHP's server is slow to serve it (and the
  // stylesheet that asks for it may come after the content).
  await expect.poll(() => loadedFonts(blog), { timeout: 30_000 }).toContain('Manrope');
});
