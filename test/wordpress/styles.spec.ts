// The Styles screen in WordPress's admin (issue 17): a style variation of Twenty Twenty-Five applied
// in the panel, saved, and read back through WordPress's REST API; then the styles reset and saved.
import type { Page } from '@playwright/test';
import { editorAt, expect, setPreferences, test, wpRest } from './fixtures';

/** The user's global styles record of the active theme, as WordPress has it saved. */
async function savedStyles(page: Page): Promise<{ styles: object; settings: object }> {
  const themes = await wpRest<Array<{ _links: Record<string, Array<{ href: string }>> }>>(
    page,
    'GET',
    '/wp/v2/themes?status=active',
  );
  const href = themes.body[0]?._links['wp:user-global-styles']?.[0]?.href ?? '';
  const path = new URL(href).pathname.replace(/^\/wp-json/, '');
  return (await wpRest<{ styles: object; settings: object }>(page, 'GET', `${path}?context=edit`))
    .body;
}

test('a style variation applied in Styles is saved in WordPress, and reset', async ({ page }) => {
  // As a user who never opened Styles (other tests close its guide for good).
  await setPreferences(page, 'core/edit-site', { welcomeGuideStyles: true });
  await page.goto(editorAt('/styles', { section: '/variations' }));
  const editor = page.locator('site-editor');
  const guide = editor.getByRole('dialog', { name: 'Welcome to Styles' });
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: 'Close' }).click();
  // Kept for the user in WordPress (sent a second after the change), so it stays closed.
  await expect
    .poll(async () => {
      const me = await wpRest<{ meta: { persisted_preferences?: Record<string, unknown> } }>(
        page,
        'GET',
        '/wp/v2/users/me?context=edit',
      );
      return JSON.stringify(me.body.meta?.persisted_preferences ?? {});
    })
    .toContain('"welcomeGuideStyles":false');

  const panel = editor.getByRole('region', { name: 'Styles' });
  await expect(panel.getByRole('button', { name: 'Default' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Twenty Twenty-Five's site, as the site renders its front page.
  const preview = editor.locator('iframe[title^="Site preview"]').contentFrame();
  await expect(preview.locator('.wp-site-blocks')).toBeVisible();
  const before = await preview
    .locator('body')
    .evaluate((body) => getComputedStyle(body).backgroundColor);

  const tiles = panel.locator('.st-tile');
  expect(await tiles.count()).toBeGreaterThan(1);
  const label = (await tiles.nth(1).locator('.st-tile__label').textContent()) ?? '';
  await tiles.nth(1).click();
  await expect(panel.getByRole('button', { name: label, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const save = editor.locator('.se-save-hub__button');
  await expect(save).toHaveText('Save');
  await save.click();
  await expect(save).toHaveText('Saved');
  const saved = await savedStyles(page);
  expect(Object.keys(saved.styles).length + Object.keys(saved.settings).length).toBeGreaterThan(0);

  await page.reload();
  await expect(panel.getByRole('button', { name: label, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await panel.getByRole('button', { name: 'More' }).click();
  await editor.getByRole('menuitem', { name: 'Reset styles' }).click();
  await expect(panel.getByRole('button', { name: 'Default' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(() => preview.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor))
    .toBe(before);
  await editor.locator('.se-save-hub__button').click();
  await expect(editor.locator('.se-save-hub__button')).toHaveText('Saved');
  expect((await savedStyles(page)).styles).toEqual({});
});
