// The full editor when the site runs the classic demo theme (spec 1, 2.3).
import { accessibilityViolations, expect, logIn, sessionNonce, test } from './fixtures';
import { activateTheme as activate } from './theme-helpers';

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

  test('the home shows the reduced sidebar beside a preview of the site’s front page', async ({
    page,
  }) => {
    // The front page is the posts index (the demo's reading settings): the latest post leads it.
    const [latest] = await (
      await page.request.get('/wp-json/wp/v2/posts?per_page=1&orderby=date&order=desc', {
        headers: { 'X-WP-Nonce': await sessionNonce(page) },
      })
    ).json();
    await page.goto('/editor');
    const editor = page.locator('site-editor');
    await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
    await expect(editor.locator('.se-nav-item')).toHaveText(['Styles', 'Patterns']);
    const preview = editor.locator('iframe[title="Site preview: Meridian Demo"]');
    await expect(preview).toBeVisible();
    await expect(
      page
        .frameLocator('site-editor iframe[title="Site preview: Meridian Demo"]')
        .getByRole('heading', { name: latest.title.rendered }),
    ).toBeVisible();
    await expect(editor.getByText('No template found for this item.')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('warns on every screen the theme does not support, and not on those it does', async ({
    page,
  }) => {
    const warning = page
      .locator('site-editor')
      .getByText('The theme you are currently using does not support this screen.');
    for (const path of ['/template', '/navigation', '/styles', '/page', '/post']) {
      await page.goto(`/editor?p=${encodeURIComponent(path)}`);
      await expect(warning, path).toBeVisible();
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    for (const path of ['/pattern', '/stylebook']) {
      await page.goto(`/editor?p=${encodeURIComponent(path)}`);
      await expect(page.locator('site-editor .se-sidebar h2')).toBeVisible();
      await expect(warning, path).toHaveCount(0);
    }
  });
});
