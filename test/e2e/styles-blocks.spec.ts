// The Styles panel's Blocks and Shadows screens against the demo host: a block found by search,
// its border radius changed and seen on the front page's buttons in the site preview before
// saving; a custom shadow added, then deleted after its confirmation; no serious accessibility
// violations on the way.
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, logIn, sessionNonce, test } from './fixtures';

/** The theme's own styles, and the Styles welcome guide already seen. */
async function startClean(page: Page): Promise<void> {
  const headers = { 'X-WP-Nonce': await sessionNonce(page) };
  const themes = await (
    await page.request.get('/wp-json/wp/v2/themes?status=active&_fields=_links', { headers })
  ).json();
  const id = String(themes[0]._links['wp:user-global-styles'][0].href).split('/').pop();
  const saved = await page.request.post(`/wp-json/wp/v2/global-styles/${id}`, {
    headers,
    data: { styles: {}, settings: {} },
  });
  expect(saved.status()).toBe(200);
  const preferences = await page.request.post('/wp-json/wp/v2/users/me', {
    headers,
    data: {
      meta: {
        persisted_preferences: {
          'core/edit-site': { welcomeGuide: false, welcomeGuideStyles: false },
          _modified: new Date().toISOString(),
        },
      },
    },
  });
  expect(preferences.status()).toBe(200);
}

const editor = (page: Page) => page.locator('site-editor');

test.describe('styles: blocks and shadows', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin');
    await startClean(page);
  });

  test('a block found by search restyles the site preview before saving', async ({ page }) => {
    await page.goto('/editor?p=/styles&section=/blocks');
    const panel = editor(page).getByRole('region', { name: 'Styles' });
    await expect(panel.getByRole('heading', { name: 'Blocks', level: 2 })).toBeVisible();
    await panel.getByRole('searchbox', { name: 'Search' }).fill('Button');
    await expect(panel.getByRole('status')).toHaveText(/\d+ results? found\./);
    await expect(panel.getByRole('link', { name: 'Paragraph' })).toHaveCount(0);
    await panel.getByRole('link', { name: 'Button', exact: true }).click();
    await expect(panel.getByRole('heading', { name: 'Button', level: 2 })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Outline' })).toBeVisible();

    const preview = editor(page).locator('iframe[title^="Site preview"]').contentFrame();
    const button = preview.locator('.wp-block-button__link').first();
    await expect(button).toBeVisible();
    const radius = () => button.evaluate((link) => getComputedStyle(link).borderTopLeftRadius);
    expect(await radius()).not.toBe('3px');

    const field = panel.getByRole('textbox', { name: 'Radius' });
    await field.fill('3px');
    await field.press('Enter');
    await expect.poll(radius).toBe('3px');
    await expect(editor(page).getByRole('button', { name: /Save|Review/ })).toBeEnabled();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("a block's background colour shows in the site preview before saving", async ({ page }) => {
    await page.goto('/editor?p=/styles&section=/blocks/core%2Fbutton');
    const panel = editor(page).getByRole('region', { name: 'Styles' });
    await expect(panel.getByRole('heading', { name: 'Button', level: 2 })).toBeVisible();
    const preview = editor(page).locator('iframe[title^="Site preview"]').contentFrame();
    const button = preview.locator('.wp-block-button__link').first();
    await expect(button).toBeVisible();
    const background = () => button.evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(await background()).not.toBe('rgb(196, 85, 59)');

    await panel
      .getByRole('button', { name: /^Background: / })
      .first()
      .click();
    await editor(page).getByRole('button', { name: 'Terracotta', exact: true }).first().click();
    await expect.poll(background).toBe('rgb(196, 85, 59)');
    await expect(editor(page).locator('.se-save-hub__button')).toHaveText('Save');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a custom shadow is added, then deleted after its confirmation', async ({ page }) => {
    await page.goto('/editor?p=/styles&section=/shadows');
    const panel = editor(page).getByRole('region', { name: 'Styles' });
    await expect(panel.getByRole('heading', { name: 'Shadows', level: 2 })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Lifted' })).toBeVisible();
    await panel.getByRole('button', { name: 'Add shadow' }).click();

    await expect(panel.getByRole('heading', { name: 'Shadow 1', level: 2 })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Remove Drop shadow 1' })).toBeDisabled();
    expect(await accessibilityViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Delete shadow' }).click();
    const dialog = editor(page).getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete "Shadow 1" shadow preset?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByRole('heading', { name: 'Shadows', level: 2 })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Shadow 1' })).toHaveCount(0);
    await expect(panel.getByText('No custom shadows yet.')).toBeVisible();
  });
});
