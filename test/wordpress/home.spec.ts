// The full editor's home in WordPress's admin (issue 21): the site preview in the resizable
// canvas, whose handle let go past the full width edits, in place, the template WordPress renders
// the front page with (Twenty Twenty-Five's); and the address a classic theme's preview frames,
// which WordPress serves without its admin bar.
import { canvasOf, dragHandleWider } from '../e2e/canvas-helpers';
import { accessibilityViolations } from '../e2e/fixtures';
import { adminPages, expect, setPreferences, test, wpRest } from './fixtures';

test('the home’s preview resizes, and past full width edits the front page’s template', async ({
  page,
}) => {
  test.slow();
  // The template's editing guide closed (it would cover the canvas), the user's other preferences kept.
  await setPreferences(page, 'core/edit-site', { welcomeGuideTemplate: false });
  // The template WordPress itself renders the front page with (the posts index here).
  const lookup = await wpRest<{ id: string; title: { rendered: string } }>(
    page,
    'GET',
    '/wp/v2/templates/lookup?slug=front-page&is_custom=false&template_prefix=front-page',
  );
  const expected = lookup.body;
  await page.goto(adminPages.siteEditor);
  const editor = page.locator('site-editor');
  const handle = editor.getByRole('separator', { name: 'Drag to resize' });
  await expect(handle).toBeVisible();
  await expect(editor.locator('.se-resizable__frame iframe[title^="Site preview"]')).toBeVisible();
  const full = Number(await handle.getAttribute('aria-valuenow'));
  await handle.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(full - 100));
  await page.keyboard.press('End');
  expect(await accessibilityViolations(page, 'site-editor')).toEqual([]);

  await dragHandleWider(page, 150);
  await expect(page).toHaveURL(/canvas=edit/);
  await expect(editor.getByRole('heading', { name: expected.title.rendered })).toBeVisible();
  await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible();
  await editor.getByRole('button', { name: 'Back' }).click();
  await expect(page).not.toHaveURL(/canvas=edit/);
  await expect(handle).toBeVisible();
});

test('WordPress serves the front page at the classic preview’s address without its admin bar', async ({
  page,
}) => {
  const index = await wpRest<{ home: string }>(page, 'GET', '/');
  const home = new URL(index.body.home);
  const framed = await page.request.get(`${home.pathname}?wp_site_preview=1`);
  expect(framed.status()).toBe(200);
  const body = await framed.text();
  expect(body).not.toContain('id="wpadminbar"');
  // Logged in, the same page without the parameter has it.
  expect(await (await page.request.get(home.pathname)).text()).toContain('id="wpadminbar"');
});
