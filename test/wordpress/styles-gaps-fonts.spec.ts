// `<font-library>` for WordPress users who may not manage fonts (issue 33, item 16). WordPress
// gives an editor or an author no font library (its Fonts page needs edit_theme_options, and so
// does `GET /wp/v2/font-families`: 'Sorry, you are not allowed to access font families.'), but
// lets anyone who edits posts read the theme's global styles. A host page such a user can open
// (here the posts app's, where the element is added as the README tells a host to) shows the
// theme's fonts read-only: no failure with a Retry that cannot help, no Update they cannot use.
import type { Page } from '@playwright/test';
import { adminPages, expect, test, type WordPressUser, wpRest } from './fixtures';

/** Adds `<font-library>` to the current wp-admin page, loaded from our plugin's build. */
async function mountFontLibrary(page: Page): Promise<void> {
  const nonce = (
    await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()
  ).trim();
  await page.evaluate(async (restNonce) => {
    const app = document.querySelector('site-editor');
    const script = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].find(
      (node) => node.src.includes('/build/esm/site-editor.js'),
    );
    if (!app || !script) throw new Error('the posts app is not on this page');
    await import(script.src.replace('/site-editor.js', '/font-library.js'));
    const library = document.createElement('font-library');
    library.setAttribute('api-root', app.getAttribute('api-root') ?? '/wp-json/');
    library.setAttribute('rest-nonce', restNonce);
    library.style.height = '600px';
    app.replaceWith(library);
  }, nonce);
}

for (const user of ['editor', 'author'] as WordPressUser[]) {
  test.describe(`an ${user}`, () => {
    test.use({ user });

    test("sees the theme's fonts read-only in <font-library>: no failure, Retry or Update", async ({
      page,
    }) => {
      // What WordPress itself says to this user.
      const families = await wpRest(page, 'GET', '/wp/v2/font-families');
      expect(families.status).toBe(403);
      await page.goto(adminPages.posts);
      await mountFontLibrary(page);
      const library = page.locator('font-library');
      await expect(
        library.getByText('Only users who may change the site’s appearance can change its fonts.'),
      ).toBeVisible();
      // Twenty Twenty-Five's own fonts.
      const theme = library.getByRole('region', { name: 'Theme' });
      await expect(theme.getByRole('button', { name: /^Manrope/ })).toBeVisible();
      await expect(library.getByRole('tab')).toHaveText(['Library']);
      await expect(library.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expect(library.getByRole('button', { name: 'Update' })).toHaveCount(0);
      await expect(
        library.getByText('Sorry, you are not allowed to access font families.'),
      ).toHaveCount(0);

      await theme.getByRole('button', { name: /^Manrope/ }).click();
      await expect(library.getByRole('heading', { name: 'Manrope' })).toBeFocused();
      await expect(library.getByRole('checkbox')).toHaveCount(0);
    });
  });
}
