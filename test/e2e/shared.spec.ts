// Several elements on one page share one runtime: one API client, one set of stores.
import { expect, logIn, test } from './fixtures';

test('an edit made through the runtime shows in both elements at once', async ({ page }) => {
  await logIn(page, 'admin', '/shared');
  const full = page.locator('site-editor').first();
  const posts = page.locator('site-editor[mode="posts"]');
  await expect(full.locator('.se-hub__title')).toContainText('Meridian Demo');
  await expect(posts.locator('.se-hub__title')).toContainText('Meridian Demo');
  await page.evaluate(() =>
    window.siteEditorElements?.editEntityRecord('root', 'site', undefined, {
      title: 'Shared title',
    }),
  );
  await expect(full.locator('.se-hub__title')).toContainText('Shared title');
  await expect(posts.locator('.se-hub__title')).toContainText('Shared title');
});

test('the page loads the runtime once, and a second copy of the bundle throws nothing', async ({
  page,
  pageErrors,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await logIn(page, 'admin', '/shared');
  await expect(
    page.locator('site-editor').first().getByRole('heading', { name: 'Design' }),
  ).toBeVisible();
  const moduleScripts = scripts.filter((path) => path.startsWith('/dist/esm/'));
  expect(new Set(moduleScripts).size).toBe(moduleScripts.length);
  const before = await page.evaluate(() => window.siteEditorElements?.version);
  await page.addScriptTag({ url: '/dist/site-editor.iife.js' });
  await page.addScriptTag({ url: '/dist/esm/site-editor.js', type: 'module' });
  expect(await page.evaluate(() => window.siteEditorElements?.version)).toBe(before);
  expect(pageErrors).toEqual([]);
});
