// Every element, mounted in wp-admin by our plugin as the README says, shows WordPress's own data:
// no call answered as if logged out (wp-admin's CSP header hides the `nonce` attribute), and the
// full editor fills the space below the admin bar.
import { adminPages, editorAt, expect, test } from './fixtures';

test('wp-admin sends a CSP header, and the full editor shows the Design sidebar filling the window below the admin bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const response = await page.goto(adminPages.siteEditor);
  expect(response?.headers()['content-security-policy']).toContain('frame-ancestors');
  const editor = page.locator('site-editor');
  await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
  for (const name of ['Navigation', 'Styles', 'Pages', 'Templates', 'Patterns'])
    await expect(editor.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(editor.getByText('Site Editor Lane').first()).toBeVisible();
  const box = await editor.boundingBox();
  expect(box?.y).toBe(32);
  expect(box?.height).toBe(800 - 32);
  // Beside the admin menu, to the window's right edge.
  const menu = await page.locator('#adminmenuwrap').boundingBox();
  expect(box?.x).toBe(menu?.width);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(1280);
});

test('the posts app lists WordPress posts', async ({ page }) => {
  await page.goto(adminPages.posts);
  const app = page.locator('site-editor[mode="posts"]');
  await expect(app.getByRole('heading', { name: 'All items' })).toBeVisible();
  await expect(app.getByText('Admin story 25').first()).toBeVisible();
  await expect(app.locator('.dv-footer__count')).toHaveText(/\d+ items/);
});

test('the patterns screen lists the user pattern and the theme patterns', async ({ page }) => {
  await page.goto(editorAt('/pattern'));
  const editor = page.locator('site-editor');
  // Twenty Twenty-Five's patterns (WordPress's own, such as 'Large title', are not listed, as in
  // WordPress's Patterns page) fill the first pages: the user's is found by its title.
  await expect(
    editor.getByRole('article', { name: 'Banner with book description', exact: true }),
  ).toBeVisible();
  await editor.getByRole('searchbox', { name: 'Search' }).fill('Lane call');
  await expect(editor.getByText('Lane call to action', { exact: true })).toBeVisible();
});

test('the templates screen lists the theme templates', async ({ page }) => {
  await page.goto(editorAt('/template'));
  const editor = page.locator('site-editor');
  await expect(editor.getByText('Pages', { exact: true }).first()).toBeVisible();
  await expect(editor.getByText('Single Posts', { exact: true }).first()).toBeVisible();
});

test('the menus screen lists the navigation menu', async ({ page }) => {
  await page.goto(adminPages.menus);
  const manager = page.locator('navigation-manager');
  await expect(manager.getByText('Lane menu').first()).toBeVisible();
});

test('the font library lists the theme fonts, each in its own font', async ({ page }) => {
  await page.goto(adminPages.fonts);
  const library = page.locator('font-library');
  const theme = library.getByRole('region', { name: 'Theme' });
  await expect(theme.getByRole('button', { name: /^Manrope/ })).toBeVisible();
  await expect(theme.getByRole('button', { name: /^Fira Code/ })).toBeVisible();
  // Each in its own font, from the theme's folder (WordPress links no theme font files).
  await expect(
    theme.getByRole('button', { name: /^Manrope/ }).locator('.fl-family-name'),
  ).toHaveCSS('font-family', /Manrope/);
});
