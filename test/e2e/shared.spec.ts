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

test('the classic script alone defines every element, and loads fontkit only on upload', async ({
  page,
  pageErrors,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The demo index defines no element of its own.
  await logIn(page, 'admin', '/');
  await page.addScriptTag({ url: '/dist/site-editor.iife.js' });
  await page.waitForFunction(() =>
    ['site-editor', 'font-library', 'data-view', 'style-book', 'navigation-manager'].every(
      (tag) => customElements.get(tag) !== undefined,
    ),
  );
  const nonce = await page.evaluate(async () =>
    (await (await fetch('/wp-admin/admin-ajax.php?action=rest-nonce')).text()).trim(),
  );
  await page.evaluate((value) => {
    const element = document.createElement('font-library');
    element.setAttribute('nonce', value);
    document.body.append(element);
  }, nonce);
  await expect(
    page.locator('font-library').getByRole('tab', { name: 'Library', selected: true }),
  ).toBeVisible();
  expect(scripts.some((path) => /\/fontkit-|upload-tab/.test(path))).toBe(false);
  expect(pageErrors).toEqual([]);
});
