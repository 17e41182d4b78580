// The full editor when the site runs the classic demo theme (spec 1, 2.3).
import { expect, logIn, sessionNonce, test } from './fixtures';

async function activate(page: import('@playwright/test').Page, stylesheet: string) {
  const nonce = await sessionNonce(page);
  const response = await page.request.get(
    `/wp-admin/themes.php?action=activate&stylesheet=${stylesheet}&_wpnonce=${encodeURIComponent(nonce)}`,
    { maxRedirects: 0 },
  );
  expect(response.status()).toBeLessThan(400);
  const active = await (
    await page.request.get('/wp-json/wp/v2/themes?status=active', {
      headers: { 'X-WP-Nonce': nonce },
    })
  ).json();
  expect(active[0].stylesheet).toBe(stylesheet);
}

test.describe('site editor with a classic theme', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin');
    await activate(page, 'plainsong');
  });
  test.afterEach(async ({ page }) => {
    await activate(page, 'meridian');
  });

  test('lists only Styles and Patterns, Styles leading to the Style Book', async ({ page }) => {
    await page.goto('/editor');
    const editor = page.locator('site-editor');
    await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
    await expect(editor.locator('.se-nav-item')).toHaveText(['Styles', 'Patterns']);
    await editor.getByRole('link', { name: 'Styles' }).click();
    await expect(page).toHaveURL(/p=%2Fstylebook/);
    // There, the Style Book shows the theme's blocks; with no Styles panel, examples are only shown.
    const book = editor.getByRole('region', { name: 'Style Book' });
    await expect(book.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    await expect(book.locator('.sb-example__title', { hasText: 'Paragraph' })).toBeVisible();
    await expect(book.getByRole('button', { name: 'Paragraph', exact: true })).toHaveCount(0);
  });

  test('warns on a screen the theme does not support', async ({ page }) => {
    await page.goto('/editor?p=/template');
    await expect(
      page
        .locator('site-editor')
        .getByText('The theme you are currently using does not support this screen.'),
    ).toBeVisible();
  });
});
