// The Styles screen against the demo host (issue 17): its panel beside the live site preview,
// style variations, undo and redo, the save button and review panel, reset, a failed save, and
// who may use it. Every test puts the theme's own styles back for the tests after it.
import type { Page } from '@playwright/test';
import {
  accessibilityViolations,
  expect,
  logIn,
  savedEditSitePreference,
  sessionNonce,
  skipStylesWelcomeGuide,
  test,
  userGlobalStyles,
} from './fixtures';

const editor = (page: Page) => page.locator('site-editor');
const panel = (page: Page) => editor(page).getByRole('region', { name: 'Styles' });

/** The site preview's page background, as the site would paint it. */
async function previewBackground(page: Page): Promise<string> {
  const frame = editor(page).locator('iframe[title^="Site preview"]').contentFrame();
  return frame.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
}

const THEME_BACKGROUND = 'rgb(250, 247, 242)';

test.describe('Styles', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=/wp-admin');
    await skipStylesWelcomeGuide(page);
    await (await userGlobalStyles(page)).save({ styles: {}, settings: {} });
  });

  test.afterEach(async ({ page }) => {
    await (await userGlobalStyles(page)).save({ styles: {}, settings: {} });
  });

  test('opens its panel beside the site preview, with the exact labels', async ({ page }) => {
    await page.goto('/editor?p=/styles');
    const styles = panel(page);
    await expect(
      styles.getByRole('heading', { name: 'Styles', exact: true }).first(),
    ).toBeVisible();
    for (const name of ['Undo', 'Redo', 'Style Book', 'Revisions', 'More']) {
      await expect(styles.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(styles.locator('.st-nav__item')).toHaveText([
      'Browse styles',
      'Blocks',
      'Typography',
      'Colors',
      'Background',
      'Shadows',
      'Layout',
    ]);
    await expect.poll(() => previewBackground(page)).toBe(THEME_BACKGROUND);
    expect(await accessibilityViolations(page)).toEqual([]);

    await styles.getByRole('button', { name: 'More' }).click();
    const menu = editor(page).getByRole('menu', { name: 'More' });
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Additional CSS',
      'Welcome Guide',
      'Reset styles',
      'Export design tokens',
      'Import design tokens',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Reset styles' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('the Design root shows the site preview', async ({ page }) => {
    await page.goto('/editor');
    await expect.poll(() => previewBackground(page)).toBe(THEME_BACKGROUND);
  });

  test('a style variation shows at once, saves, stays after a reload, and resets', async ({
    page,
  }) => {
    await page.goto('/editor?p=/styles&section=/variations');
    const styles = panel(page);
    await expect(styles.getByRole('heading', { name: 'Browse styles' })).toBeVisible();
    await expect(styles.getByRole('button', { name: 'Default' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await styles.getByRole('button', { name: 'Ember' }).click();
    await expect(styles.getByRole('button', { name: 'Ember' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Repainted before anything is saved.
    await expect.poll(() => previewBackground(page)).not.toBe(THEME_BACKGROUND);
    const ember = await previewBackground(page);

    const save = editor(page).locator('.se-save-hub__button');
    await expect(save).toHaveText('Save');
    await save.click();
    await expect(save).toHaveText('Saved');
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(panel(page).getByRole('button', { name: 'Ember' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => previewBackground(page)).toBe(ember);

    await panel(page).getByRole('button', { name: 'More' }).click();
    await editor(page).getByRole('menuitem', { name: 'Reset styles' }).click();
    await expect.poll(() => previewBackground(page)).toBe(THEME_BACKGROUND);
    await expect(panel(page).getByRole('button', { name: 'Default' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await editor(page).locator('.se-save-hub__button').click();
    await expect(editor(page).locator('.se-save-hub__button')).toHaveText('Saved');
    const saved = await (await userGlobalStyles(page)).read();
    expect(saved.styles).toEqual({});
  });

  test('undo and redo, with the buttons and the keyboard', async ({ page }) => {
    await page.goto('/editor?p=/styles&section=/variations');
    const styles = panel(page);
    await styles.getByRole('button', { name: 'Ember' }).click();
    await styles.getByRole('button', { name: 'Sage' }).click();
    const pressed = styles.locator('.st-tile[aria-pressed="true"] .st-tile__label');
    await expect(pressed).toHaveText('Sage');

    await styles.getByRole('button', { name: 'Undo' }).click();
    await expect(pressed).toHaveText('Ember');
    await page.keyboard.press('ControlOrMeta+z');
    await expect(pressed).toHaveText('Default');
    await expect(editor(page).locator('.se-save-hub__button')).toHaveText('Saved');
    await expect(styles.getByRole('button', { name: 'Undo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(pressed).toHaveText('Ember');
    await styles.getByRole('button', { name: 'Redo' }).click();
    await expect(pressed).toHaveText('Sage');
    await expect(styles.getByRole('button', { name: 'Redo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('primary+S saves the styles directly', async ({ page }) => {
    await page.goto('/editor?p=/styles&section=/variations');
    await panel(page).getByRole('button', { name: 'Ledger' }).click();
    await expect(editor(page).locator('.se-save-hub__button')).toHaveText('Save');
    await panel(page).getByRole('button', { name: 'Ledger' }).focus();
    await page.keyboard.press('ControlOrMeta+s');
    await expect(editor(page).locator('.se-save-hub__button')).toHaveText('Saved');
    const saved = await (await userGlobalStyles(page)).read();
    expect(saved.settings.color).toBeTruthy();
  });

  test('a failed save keeps the edits and says why', async ({ page }) => {
    await page.goto('/editor?p=/styles&section=/variations');
    await panel(page).getByRole('button', { name: 'Ember' }).click();
    await page.route('**/wp-json/wp/v2/global-styles/**', (route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'db_error', message: 'The database is away.' }),
          }),
    );
    const save = editor(page).locator('.se-save-hub__button');
    await save.click();
    await expect(
      editor(page).getByText(/could not be saved: The database is away\./),
    ).toBeVisible();
    await expect(save).toHaveText('Save');
    await expect(panel(page).getByRole('button', { name: 'Ember' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.unroute('**/wp-json/wp/v2/global-styles/**');
    await save.click();
    await expect(save).toHaveText('Saved');
  });

  test('the review panel lists every unsaved record and saves the chosen ones', async ({
    page,
  }) => {
    await page.goto('/editor?p=/styles&section=/variations');
    await panel(page).getByRole('button', { name: 'Ember' }).click();
    const pages = await (
      await page.request.get('/wp-json/wp/v2/pages?per_page=1&_fields=id,title&context=edit', {
        headers: { 'X-WP-Nonce': await sessionNonce(page) },
      })
    ).json();
    const { id, title } = pages[0];
    await page.evaluate(
      ([pageId]) =>
        window.siteEditorElements!.editEntityRecord('postType', 'page', pageId, {
          title: 'Renamed from a host script',
        }),
      [id],
    );
    const save = editor(page).locator('.se-save-hub__button');
    await expect(save).toHaveText('Review 2 changes…');
    await save.click();
    const review = editor(page).getByRole('dialog', { name: 'Review changes' });
    await expect(review.getByRole('checkbox')).toHaveCount(2);
    await review.getByRole('checkbox', { name: 'Renamed from a host script' }).uncheck();
    await review.getByRole('button', { name: 'Save' }).click();
    await expect(review).toHaveCount(0);
    await expect(save).toHaveText('Review 1 change…');
    const saved = await (await userGlobalStyles(page)).read();
    expect(saved.settings.color).toBeTruthy();
    const stillSaved = await (
      await page.request.get(`/wp-json/wp/v2/pages/${id}?context=edit`, {
        headers: { 'X-WP-Nonce': await sessionNonce(page) },
      })
    ).json();
    expect(stillSaved.title.raw).toBe(title.raw);
    expect(await accessibilityViolations(page)).toEqual([]);
    // Saved for good: still applied after a reload (the page's kept edit is offered back, not saved).
    await page.reload();
    await expect(panel(page).getByRole('button', { name: 'Ember' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.evaluate(
      ([pageId]) => window.siteEditorElements!.discardEntityEdits('postType', 'page', pageId),
      [id],
    );
  });
});

test.describe('design tokens', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin', '/editor');
    await skipStylesWelcomeGuide(page);
    await (await userGlobalStyles(page)).save({ styles: {}, settings: {} });
  });
  test.afterEach(async ({ page }) => {
    await (await userGlobalStyles(page)).save({ styles: {}, settings: {} });
  });

  async function exportTokens(page: Page): Promise<Record<string, Record<string, unknown>>> {
    await panel(page).getByRole('button', { name: 'More' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      editor(page).getByRole('menuitem', { name: 'Export design tokens' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('design-tokens.json');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    return JSON.parse(await readFile(path, 'utf8'));
  }

  test('export then import round-trips, with a preview of the changes', async ({ page }) => {
    await page.goto('/editor?p=/styles');
    const exported = await exportTokens(page);
    expect(Object.keys(exported.color ?? {})).toContain('base');
    expect(exported.color?.base).toMatchObject({ $type: 'color' });

    await panel(page).getByRole('button', { name: 'More' }).click();
    await editor(page).getByRole('menuitem', { name: 'Import design tokens' }).click();
    const dialog = editor(page).getByRole('dialog', { name: 'Import design tokens' });
    await dialog.getByLabel('Design tokens file').setInputFiles({
      name: 'tokens.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    const colors = dialog.getByRole('row', { name: /^Colors/ });
    await expect(colors.getByRole('cell').first()).toHaveText(
      String(Object.keys(exported.color ?? {}).length),
    );
    await dialog.getByRole('button', { name: /^Import \d+ presets?$/ }).click();
    await expect(dialog).toHaveCount(0);
    await editor(page).locator('.se-save-hub__button').click();
    await expect(editor(page).locator('.se-save-hub__button')).toHaveText('Saved');
    const saved = await (await userGlobalStyles(page)).read();
    expect(saved.settings.color.palette.custom.map((p: { slug: string }) => p.slug)).toContain(
      'base',
    );

    const again = await exportTokens(page);
    expect(again).toEqual(exported);
  });

  test('an invalid file gets a clear error and changes nothing', async ({ page }) => {
    await page.goto('/editor?p=/styles');
    await panel(page).getByRole('button', { name: 'More' }).click();
    await editor(page).getByRole('menuitem', { name: 'Import design tokens' }).click();
    const dialog = editor(page).getByRole('dialog', { name: 'Import design tokens' });
    await dialog.getByLabel('Design tokens file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{ "color": { "x": { "$type": "color", "$value": 42 } } }'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'The token “color.x” does not have a value that can be imported.',
    );
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test('the Styles welcome guide shows once, with its four pages', async ({ page }) => {
  await logIn(page, 'admin', '/editor');
  await skipStylesWelcomeGuide(page, true);
  await page.goto('/editor?p=/styles');
  const guide = editor(page).getByRole('dialog', { name: 'Welcome to Styles' });
  await expect(guide).toBeVisible();
  for (const title of ['Welcome to Styles', 'Set the design', 'Personalize blocks', 'Learn more']) {
    await expect(guide.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    if (title !== 'Learn more') await guide.getByRole('button', { name: 'Next' }).click();
  }
  await guide.getByRole('button', { name: 'Get started' }).click();
  await expect(guide).toHaveCount(0);
  // Kept for the user on the host (sent a second after the change).
  await expect.poll(() => savedEditSitePreference(page, 'welcomeGuideStyles')).toBe(false);
  await page.reload();
  await expect(panel(page).getByRole('link', { name: 'Blocks' })).toBeVisible();
  await expect(editor(page).getByRole('dialog', { name: 'Welcome to Styles' })).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'More' }).click();
  await editor(page).getByRole('menuitem', { name: 'Welcome Guide' }).click();
  await expect(guide).toBeVisible();
});

test('an editor can neither open Styles nor save global styles', async ({ page }) => {
  await logIn(page, 'editor', '/editor?p=/styles');
  await expect(editor(page).getByRole('alert')).toHaveText(
    'The requested page could not be found. Please check the URL.',
  );
  await expect(editor(page).getByRole('region', { name: 'Styles' })).toHaveCount(0);
  const nonce = await sessionNonce(page);
  const themes = await (
    await page.request.get('/wp-json/wp/v2/themes?status=active', {
      headers: { 'X-WP-Nonce': nonce },
    })
  ).json();
  const id = themes[0]._links['wp:user-global-styles'][0].href.split('/').pop();
  const refused = await page.request.post(`/wp-json/wp/v2/global-styles/${id}`, {
    headers: { 'X-WP-Nonce': nonce },
    data: { styles: { color: { background: '#000000' } } },
  });
  expect(refused.status()).toBe(403);
});
