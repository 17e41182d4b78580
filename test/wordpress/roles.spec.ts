// What an editor and an author see in wp-admin: the design screens only with edit_theme_options,
// the posts app with what their capabilities allow, its counts agreeing with its rows.
import { adminPages, expect, seeded, test } from './fixtures';

test.describe('an editor', () => {
  test.use({ user: 'editor' });

  test('has no design screens: WordPress refuses their pages and lists none of them', async ({
    page,
  }) => {
    await page.goto('/wp-admin/');
    await expect(page.locator('#adminmenu a[href*="page=site-editor-elements"]')).toHaveCount(0);
    await expect(page.locator('#adminmenu a[href*="page=site-editor-fonts"]')).toHaveCount(0);
    await expect(page.locator('#adminmenu a[href*="page=site-editor-menus"]')).toHaveCount(0);
    for (const path of [adminPages.siteEditor, adminPages.fonts, adminPages.menus]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.locator('site-editor, font-library, navigation-manager')).toHaveCount(0);
    }
  });

  test("edits everyone's posts in the posts app", async ({ page }) => {
    await page.goto(adminPages.posts);
    const app = page.locator('site-editor[mode="posts"]');
    await expect(app.getByRole('button', { name: 'Add Post' })).toBeVisible();
    await app.getByRole('searchbox', { name: 'Search' }).fill('Author note 1');
    // The row is on the first page already: wait for the search's results, which replace it.
    await expect(app.locator('.dv-title').filter({ hasNotText: 'Author note 1' })).toHaveCount(0);
    const row = app.getByRole('row', { name: 'Author note 1' });
    await expect(row).toBeVisible();
    // Once, under load, the menu was not open after the click (the list still settling): the
    // click is tried again until the menu shows.
    await expect(async () => {
      await row.getByRole('button', { name: 'Actions' }).click();
      await expect(app.getByRole('menuitem', { name: 'Quick edit', exact: true })).toBeVisible({
        timeout: 3_000,
      });
    }).toPass();
  });
});

test.describe('an author', () => {
  test.use({ user: 'author' });

  test('sees their own posts, the count agreeing with the rows', async ({ page }) => {
    await page.goto(`${adminPages.posts}&layout=table`);
    const app = page.locator('site-editor[mode="posts"]');
    await expect(app.getByRole('button', { name: 'Add Post' })).toBeVisible();
    const mine = seeded().posts.author.length;
    await expect(app.locator('tbody tr')).toHaveCount(mine);
    await expect(app.locator('.dv-footer__count')).toHaveText(`${mine} items`);
    for (let n = 1; n <= mine; n++)
      await expect(app.getByRole('row', { name: `Author note ${n}` })).toBeVisible();
    // Every row is one the author may edit.
    await expect(app.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(mine);
  });

  test('has no Site Editor page', async ({ page }) => {
    const response = await page.goto(adminPages.siteEditor);
    expect(response?.status()).toBe(403);
  });
});
