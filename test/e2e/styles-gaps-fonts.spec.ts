// Gaps the audit of issue 33 found in the font library and the style tiles (items 16, 18, 20):
// `<font-library>` alone keeps Update in view whatever its banners; a user without
// edit_theme_options sees the theme's fonts read-only; a font of the Typography screen opens the
// Fonts modal on its details; fonts are previewed at 400 or their nearest weight, variable fonts
// too (spec 9); the font reader is tried every 250 ms up to 10 times (spec 9); variation tiles
// carry their descriptions and are WordPress's 248 × 152 picture with 2 highlighted colours.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, logIn, sessionNonce, skipStylesWelcomeGuide, test, userGlobalStyles } from './fixtures';

const fontLibrary = (page: Page) => page.locator('font-library');
const editor = (page: Page) => page.locator('site-editor');
const stylesPanel = (page: Page) => editor(page).getByRole('region', { name: 'Styles' });

const lora = readFileSync(resolve('node_modules/@fontsource/lora/files/lora-latin-400-normal.woff2'));
const interVariable = readFileSync(
  resolve('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
);

async function headers(page: Page) {
  return { 'X-WP-Nonce': await sessionNonce(page) };
}

/** Deletes every installed font family (the host's records). */
async function removeInstalledFonts(page: Page): Promise<void> {
  const auth = await headers(page);
  const families = await (
    await page.request.get('/wp-json/wp/v2/font-families?per_page=100', { headers: auth })
  ).json();
  for (const family of families as Array<{ id: number }>) {
    await page.request.delete(`/wp-json/wp/v2/font-families/${family.id}?force=true`, {
      headers: auth,
    });
  }
}

/** Installs Inter's variable face (weights 100 to 900) through the REST API. */
async function installInterVariable(page: Page): Promise<void> {
  const auth = await headers(page);
  const created = await page.request.post('/wp-json/wp/v2/font-families', {
    headers: auth,
    multipart: {
      font_family_settings: JSON.stringify({ name: 'Inter', slug: 'inter', fontFamily: 'Inter' }),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const face = await page.request.post(`/wp-json/wp/v2/font-families/${id}/font-faces`, {
    headers: auth,
    multipart: {
      font_face_settings: JSON.stringify({
        fontFamily: 'Inter',
        fontWeight: '100 900',
        fontStyle: 'normal',
        src: 'file-0-0',
      }),
      'file-0-0': {
        name: 'inter-variable.woff2',
        mimeType: 'application/octet-stream',
        buffer: interVariable,
      },
    },
  });
  expect(face.status()).toBe(201);
}

function wpError(message: string, status = 500) {
  return {
    status,
    contentType: 'application/json; charset=UTF-8',
    body: JSON.stringify({ code: 'rest_test_failure', message, data: { status } }),
  };
}

test.describe('<font-library> alone', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin', '/element/font-library');
    await removeInstalledFonts(page);
    await page.reload();
  });

  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await removeInstalledFonts(page);
    await (await userGlobalStyles(page)).save({ styles: {}, settings: {} });
  });

  test('an error banner leaves the footer and its Update inside the element', async ({ page }) => {
    await page.route('**/wp-json/wp/v2/global-styles/**', (route) =>
      // Reading it and asking what the user may do (OPTIONS) still reach the host.
      ['GET', 'OPTIONS'].includes(route.request().method())
        ? route.fallback()
        : route.fulfill(wpError('The settings are locked.')),
    );
    const library = fontLibrary(page);
    await library
      .getByRole('region', { name: 'Theme' })
      .getByRole('button', { name: /^Monospace/ })
      .click();
    await library.getByRole('checkbox', { name: 'Monospace' }).uncheck();
    const update = library.getByRole('button', { name: 'Update' });
    await update.click();
    await expect(library.getByRole('alert')).toContainText(
      'There was an error updating the font family.',
    );
    const host = await library.boundingBox();
    const button = await update.boundingBox();
    expect(host && button).toBeTruthy();
    if (!host || !button) return;
    expect(button.y + button.height).toBeLessThanOrEqual(host.y + host.height);
    expect(button.y).toBeGreaterThanOrEqual(host.y);
    // Still the user's to use: a second try reaches the host again.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await update.click();
    await expect(library.getByText('Font family updated successfully.')).toBeVisible();
  });

  test('a variable font is previewed at weight 400, its range holding it (spec 9)', async ({
    page,
  }) => {
    await installInterVariable(page);
    await page.reload();
    const library = fontLibrary(page);
    const row = library.getByRole('region', { name: 'Custom' }).getByRole('button', {
      name: /^Inter/,
    });
    const name = row.getByText('Inter', { exact: true });
    // Once its face has loaded, the name shows in it, at 400 and not at the range's 100.
    await expect(name).toHaveCSS('font-family', /Inter/);
    await expect(name).toHaveCSS('font-weight', '400');
    await row.click();
    await expect(library.getByRole('heading', { name: 'Inter' })).toBeVisible();
    const sample = library.locator('label').filter({ has: page.getByRole('checkbox') }).last();
    const face = sample.getByText('Inter', { exact: true });
    await expect(face).toHaveCSS('font-family', /Inter/);
    await expect(face).toHaveCSS('font-weight', '400');
  });

  test('the font reader that failed to arrive is asked for again and the upload goes on', async ({
    page,
  }) => {
    let asked = 0;
    await page.route('**/chunks/fontkit-*.js', (route) => {
      asked += 1;
      return asked <= 3 ? route.fulfill({ status: 503, body: 'busy' }) : route.fallback();
    });
    const library = fontLibrary(page);
    await library.getByRole('tab', { name: 'Upload', exact: true }).click();
    await library.locator('input[type="file"]').setInputFiles([
      { name: 'Lora-Regular.woff2', mimeType: 'font/woff2', buffer: lora },
    ]);
    await expect(library.getByText('Fonts were installed successfully.')).toBeVisible();
    expect(asked).toBe(4);
    await expect(library.getByText('Sorry, you are not allowed to upload this file type.')).toHaveCount(0);
  });

  test('the font reader is given up after 10 retries, with a message saying so', async ({
    page,
  }) => {
    let asked = 0;
    await page.route('**/chunks/fontkit-*.js', (route) => {
      asked += 1;
      return route.fulfill({ status: 503, body: 'busy' });
    });
    const library = fontLibrary(page);
    await library.getByRole('tab', { name: 'Upload', exact: true }).click();
    await library.locator('input[type="file"]').setInputFiles([
      { name: 'Lora-Regular.woff2', mimeType: 'font/woff2', buffer: lora },
    ]);
    await expect(library.getByRole('alert')).toHaveText(
      'The font files could not be read: the font reader did not load.',
    );
    // The first request and 10 retries.
    expect(asked).toBe(11);
  });
});

test.describe('<font-library> for an editor without edit_theme_options', () => {
  test("shows the theme's fonts read-only: no failure, Retry or Update", async ({ page }) => {
    await logIn(page, 'editor', '/element/font-library');
    const library = fontLibrary(page);
    await expect(
      library.getByText('Only users who may change the site’s appearance can change its fonts.'),
    ).toBeVisible();
    const theme = library.getByRole('region', { name: 'Theme' });
    await expect(theme.getByRole('button', { name: /^System Sans/ })).toContainText('1 variant');
    await expect(library.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(library.getByRole('button', { name: 'Update' })).toHaveCount(0);
    await expect(library.getByText('Sorry, you are not allowed to access font families.')).toHaveCount(0);
    await expect(library.getByRole('tab')).toHaveText(['Library']);

    await theme.getByRole('button', { name: /^Book Serif/ }).click();
    await expect(library.getByRole('heading', { name: 'Book Serif' })).toBeFocused();
    await expect(library.getByText('1 variant')).toBeVisible();
    await expect(library.getByRole('checkbox')).toHaveCount(0);
    await library.getByRole('button', { name: 'Back' }).click();
    await expect(theme.getByRole('button', { name: /^Monospace/ })).toBeVisible();
  });
});

test.describe('the Typography screen and the style tiles', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=/wp-admin');
    await skipStylesWelcomeGuide(page);
    await (await userGlobalStyles(page)).save({ styles: {}, settings: {} });
  });

  test("a font of the Typography screen's list opens the Fonts modal on that font", async ({
    page,
  }) => {
    await page.goto('/editor?p=/styles&section=/typography');
    const panel = stylesPanel(page);
    await panel.getByRole('button', { name: /^Book Serif/ }).click();
    const fonts = editor(page).getByRole('dialog', { name: 'Fonts' });
    await expect(fonts.getByRole('heading', { name: 'Book Serif' })).toBeFocused();
    await expect(fonts.getByText('1/1 variants active')).toBeVisible();
    await fonts.getByRole('button', { name: 'Back' }).click();
    await expect(fonts.getByRole('region', { name: 'Theme' })).toBeVisible();
    await fonts.getByRole('button', { name: 'Close' }).click();
    await expect(fonts).toBeHidden();

    // Manage fonts opens the library's list, not the font chosen before.
    await panel.getByRole('button', { name: 'Manage fonts' }).click();
    await expect(fonts.getByRole('region', { name: 'Theme' })).toBeVisible();
    await expect(fonts.getByRole('heading', { name: 'Book Serif' })).toHaveCount(0);
  });

  test('variation tiles carry their descriptions, in their name and as their tooltip', async ({
    page,
  }) => {
    await page.goto('/editor?p=/styles&section=/variations');
    const description = 'Warm and bold: terracotta headings on sand, with square-cornered buttons.';
    const ember = stylesPanel(page).getByRole('button', {
      name: `Ember (${description})`,
      exact: true,
    });
    await expect(ember).toBeVisible();
    await expect(ember).toHaveAttribute('title', description);
    await expect(ember).toContainText('Ember');
    // Default has no description: its name is its title.
    await expect(
      stylesPanel(page).getByRole('button', { name: 'Default', exact: true }),
    ).toBeVisible();
  });

  test("a variation's tile is WordPress's 248 × 152 picture, scaled, with 2 highlighted colours", async ({
    page,
  }) => {
    await page.goto('/editor?p=/styles&section=/variations');
    const ember = stylesPanel(page).getByRole('button', { name: /^Ember/ });
    const picture = ember.locator('.st-tile__swatch');
    await expect(picture).toBeVisible();
    const box = await picture.boundingBox();
    expect(box).toBeTruthy();
    if (!box) return;
    expect(box.width / box.height).toBeCloseTo(248 / 152, 1);
    const ratio = box.width / 248;
    const aa = picture.getByText('Aa', { exact: true });
    const size = Number.parseFloat(await aa.evaluate((node) => getComputedStyle(node).fontSize));
    expect(size).toBeCloseTo(65 * ratio, 0);
    // Ember's background is its base (sand) and its headings its primary (terracotta): the
    // highlighted colours are the first two others of its palette, base-2 and contrast.
    const swatches = picture.locator('.st-tile__color');
    await expect(swatches).toHaveCount(2);
    await expect(swatches.nth(0)).toHaveCSS('background-color', 'rgb(243, 223, 203)');
    await expect(swatches.nth(1)).toHaveCSS('background-color', 'rgb(42, 26, 20)');
    const dot = await swatches.nth(0).boundingBox();
    expect(dot?.width ?? 0).toBeCloseTo(32 * ratio, 0);
  });

  test('Escape closes the Style Book, focus going back to its toggle (item 17)', async ({
    page,
  }) => {
    await page.goto('/editor?p=/styles&preview=stylebook');
    const book = editor(page).getByRole('region', { name: 'Style Book' });
    const text = book.getByRole('tab', { name: 'Text', exact: true });
    await text.click();
    await expect(text).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(book).toBeHidden();
    await expect(stylesPanel(page).getByRole('button', { name: 'Style Book' })).toBeFocused();
    await expect(stylesPanel(page).getByRole('button', { name: 'Style Book' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(new URL(page.url()).searchParams.get('preview')).toBeNull();
  });
});
