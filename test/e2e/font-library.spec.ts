// The font library as a user meets it in <font-library> alone: its tabs, the installed fonts and
// their activation, uploads of real and broken font files, uninstall, and the Google Fonts
// collection (served by the demo host from @fontsource packages). Each test starts with no
// installed families and the global styles' font families as the seed left them.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, logIn, sessionNonce, test } from './fixtures';

const pagePath = '/element/font-library';
const loraFiles = resolve('node_modules/@fontsource/lora/files');
const interFiles = resolve('node_modules/@fontsource-variable/inter/files');
const dejaVu = '/usr/share/fonts/truetype/dejavu';

interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const fontFile = (name: string, buffer: Buffer): UploadFile => ({
  name,
  mimeType: 'application/octet-stream',
  buffer,
});
const lora = (weight: number, style: 'normal' | 'italic') =>
  readFileSync(`${loraFiles}/lora-latin-${weight}-${style}.woff2`);
const interVariable = () => readFileSync(`${interFiles}/inter-latin-wght-normal.woff2`);

interface FaceSettings {
  fontFamily: string;
  fontStyle?: string;
  fontWeight?: string | number;
  src: string | string[];
}
interface FamilyRecord {
  id: number;
  font_family_settings: { name: string; slug: string; fontFamily: string };
  _embedded?: { font_faces?: Array<{ id: number; font_face_settings: FaceSettings }> };
}
interface ListedFamily {
  slug: string;
  fontFace?: FaceSettings[];
}

async function headers(page: Page) {
  return { 'X-WP-Nonce': await sessionNonce(page) };
}

/** The installed font families on the host, with their faces. */
async function hostFamilies(page: Page): Promise<FamilyRecord[]> {
  const response = await page.request.get('/wp-json/wp/v2/font-families?_embed=true', {
    headers: await headers(page),
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

const facesOf = (family: FamilyRecord | undefined) =>
  (family?._embedded?.font_faces ?? []).map((face) => face.font_face_settings);

/** The user's global styles record of the active theme (its REST path). */
async function globalStylesPath(page: Page): Promise<string> {
  const themes = await (
    await page.request.get('/wp-json/wp/v2/themes?status=active', { headers: await headers(page) })
  ).json();
  const href: string = themes[0]._links['wp:user-global-styles'][0].href;
  return new URL(href).pathname;
}

async function globalSettings(page: Page): Promise<Record<string, unknown>> {
  const record = await (
    await page.request.get(`${await globalStylesPath(page)}?context=edit`, {
      headers: await headers(page),
    })
  ).json();
  return record.settings ?? {};
}

async function customFonts(page: Page): Promise<ListedFamily[]> {
  const settings = (await globalSettings(page)) as {
    typography?: { fontFamilies?: { custom?: ListedFamily[] } };
  };
  return settings.typography?.fontFamilies?.custom ?? [];
}

/** Installs a family through the REST API: `faces` are [weight, style] of Lora's files. */
async function installLora(
  page: Page,
  faces: Array<[number, 'normal' | 'italic']>,
): Promise<number> {
  const auth = await headers(page);
  const created = await page.request.post('/wp-json/wp/v2/font-families', {
    headers: auth,
    multipart: {
      font_family_settings: JSON.stringify({ name: 'Lora', slug: 'lora', fontFamily: 'Lora' }),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  for (const [weight, style] of faces) {
    const face = await page.request.post(`/wp-json/wp/v2/font-families/${id}/font-faces`, {
      headers: auth,
      multipart: {
        font_face_settings: JSON.stringify({
          fontFamily: 'Lora',
          fontWeight: String(weight),
          fontStyle: style,
          src: 'file-0-0',
        }),
        'file-0-0': fontFile(`lora-${weight}-${style}.woff2`, lora(weight, style)),
      },
    });
    expect(face.status()).toBe(201);
  }
  return id;
}

/** Deletes every installed family and puts the global styles settings back as they were. */
async function resetFonts(page: Page, settings: Record<string, unknown>): Promise<void> {
  const auth = await headers(page);
  for (const family of await hostFamilies(page)) {
    await page.request.delete(`/wp-json/wp/v2/font-families/${family.id}?force=true`, {
      headers: auth,
    });
  }
  const saved = await page.request.post(await globalStylesPath(page), {
    headers: auth,
    data: { settings },
  });
  expect(saved.ok()).toBe(true);
}

function wpError(message: string, code = 'rest_test_failure', status = 500) {
  return {
    status,
    contentType: 'application/json; charset=UTF-8',
    body: JSON.stringify({ code, message, data: { status } }),
  };
}

const fontLibrary = (page: Page) => page.locator('font-library');

/**
 * Serious and critical accessibility violations inside <font-library> only: the demo's admin
 * page around it is deliberately hostile (its own links fail contrast on purpose).
 */
const elementViolations = (page: Page) => accessibilityViolations(page, 'font-library');

async function openTab(page: Page, name: string) {
  const tab = fontLibrary(page).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

async function upload(page: Page, files: UploadFile[]) {
  await fontLibrary(page).locator('input[type="file"]').setInputFiles(files);
}

/** Families named in `document.fonts` whose faces have loaded. */
function loadedFontFamilies(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/^["']|["']$/g, '')),
  );
}

test.describe('as an administrator', () => {
  let savedSettings: Record<string, unknown> = {};

  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin', pagePath);
    savedSettings = await globalSettings(page);
    await resetFonts(page, savedSettings);
    await page.reload();
  });

  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await resetFonts(page, savedSettings);
  });

  test.describe('tabs', () => {
    test('offers Library, Upload and the Google collection as Install Fonts; arrows move between them', async ({
      page,
    }) => {
      const library = fontLibrary(page);
      const tabs = library.getByRole('tab');
      await expect(tabs).toHaveText(['Library', 'Upload', 'Install Fonts']);
      await expect(library.getByRole('tablist', { name: 'Fonts' })).toBeVisible();
      const tab = (name: string) => library.getByRole('tab', { name, exact: true });
      await expect(tab('Library')).toHaveAttribute('aria-selected', 'true');

      await tab('Library').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab('Upload')).toBeFocused();
      await expect(tab('Upload')).toHaveAttribute('aria-selected', 'true');
      await expect(library.getByText('Upload font')).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(tab('Install Fonts')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tab('Library')).toHaveAttribute('aria-selected', 'true');
      await expect(tab('Library')).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tab('Install Fonts')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tab('Library')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(tab('Install Fonts')).toHaveAttribute('aria-selected', 'true');
      await expect(library.getByRole('tabpanel')).toHaveAccessibleName('Install Fonts');
    });
  });

  test.describe('library', () => {
    test("lists the theme's fonts with their variant counts", async ({ page }) => {
      const library = fontLibrary(page);
      const theme = library.getByRole('region', { name: 'Theme' });
      for (const name of ['Book Serif', 'Monospace', 'System Sans']) {
        await expect(theme.getByRole('button', { name: new RegExp(`^${name}`) })).toContainText(
          '1 variant',
        );
      }
      await expect(library.getByRole('button', { name: 'Update' })).toBeDisabled();
    });

    test('activates faces, with a tri-state Select all, and Update saves them to the global styles', async ({
      page,
    }) => {
      await installLora(page, [
        [400, 'normal'],
        [400, 'italic'],
        [700, 'normal'],
      ]);
      await page.reload();
      const library = fontLibrary(page);
      const custom = library.getByRole('region', { name: 'Custom' });
      await expect(custom.getByRole('button', { name: /^Lora/ })).toContainText('3 variants');
      await custom.getByRole('button', { name: /^Lora/ }).click();

      await expect(library.getByRole('heading', { name: 'Lora' })).toBeVisible();
      await expect(library.getByText('0/3 variants active')).toBeVisible();
      const selectAll = library.getByRole('checkbox', { name: 'Select all' });
      const normal = library.getByRole('checkbox', { name: 'Lora Normal', exact: true });
      const italic = library.getByRole('checkbox', { name: 'Lora Normal Italic', exact: true });
      const bold = library.getByRole('checkbox', { name: 'Lora Bold', exact: true });
      for (const box of [selectAll, normal, italic, bold]) await expect(box).not.toBeChecked();
      const update = library.getByRole('button', { name: 'Update' });
      await expect(update).toBeDisabled();

      await normal.check();
      await expect(library.getByText('1/3 variants active')).toBeVisible();
      await expect(selectAll).toHaveJSProperty('indeterminate', true);
      await expect(update).toBeEnabled();
      await selectAll.click();
      for (const box of [selectAll, normal, italic, bold]) await expect(box).toBeChecked();
      await expect(selectAll).toHaveJSProperty('indeterminate', false);
      await selectAll.click();
      for (const box of [selectAll, normal, italic, bold]) await expect(box).not.toBeChecked();
      await bold.check();
      await italic.check();
      await expect(selectAll).toHaveJSProperty('indeterminate', true);

      await update.click();
      await expect(library.getByText('Font family updated successfully.')).toBeVisible();
      await expect(update).toBeDisabled();
      const listed = (await customFonts(page)).find((family) => family.slug === 'lora');
      expect(
        listed?.fontFace?.map((face) => `${face.fontWeight} ${face.fontStyle}`).sort(),
      ).toEqual(['400 italic', '700 normal']);

      // Each face is shown in its own font, loaded into the page.
      await expect.poll(() => loadedFontFamilies(page)).toContain('Lora');
    });

    test('a theme family without faces toggles as a whole and has no Delete', async ({ page }) => {
      const library = fontLibrary(page);
      await library
        .getByRole('region', { name: 'Theme' })
        .getByRole('button', { name: /^System Sans/ })
        .click();
      await expect(library.getByRole('heading', { name: 'System Sans' })).toBeVisible();
      await expect(library.getByText('1/1 variants active')).toBeVisible();
      await expect(library.getByRole('button', { name: 'Delete' })).toHaveCount(0);
      const box = library.getByRole('checkbox', { name: 'System Sans' });
      await expect(box).toBeChecked();
      await box.uncheck();
      await expect(library.getByText('0/1 variants active')).toBeVisible();
      await expect(library.getByRole('button', { name: 'Update' })).toBeEnabled();
    });
    test("a failed Update shows the host's message and keeps the edits", async ({ page }) => {
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
      await library.getByRole('button', { name: 'Update' }).click();
      await expect(library.getByRole('alert')).toHaveText(
        'There was an error updating the font family. The settings are locked.',
      );
      await expect(library.getByRole('button', { name: 'Update' })).toBeEnabled();
    });
  });

  test.describe('upload', () => {
    test('installs a static and a variable font, read from the files', async ({ page }) => {
      await openTab(page, 'Upload');
      const library = fontLibrary(page);
      // Slow the uploads down so the progress can be seen.
      await page.route('**/font-faces', async (route) => {
        await new Promise((done) => setTimeout(done, 400));
        await route.fallback();
      });
      await upload(page, [
        fontFile('Lora-BoldItalic.woff2', lora(700, 'italic')),
        fontFile('Inter-Variable.woff2', interVariable()),
      ]);
      await expect(library.getByText(/0 of 2 variants uploaded/)).toBeVisible();
      await expect(library.getByText('Fonts were installed successfully.')).toBeVisible();
      await expect(library.getByText(/variants uploaded/)).toHaveCount(0);

      const families = await hostFamilies(page);
      const bySlug = (slug: string) => families.find((f) => f.font_family_settings.slug === slug);
      expect(families).toHaveLength(2);
      expect(facesOf(bySlug('lora'))).toMatchObject([
        { fontFamily: 'Lora', fontWeight: '700', fontStyle: 'italic' },
      ]);
      expect(facesOf(bySlug('inter'))).toMatchObject([
        { fontFamily: 'Inter', fontWeight: '100 900', fontStyle: 'normal' },
      ]);
      // The uploaded file is served by the host.
      const src = facesOf(bySlug('inter'))[0]?.src as string;
      expect(src).toMatch(/\/wp-content\/uploads\/fonts\/.+\.woff2$/);
      expect((await page.request.get(src)).status()).toBe(200);
      // Both are active: listed in the custom fonts of the global styles.
      const custom = await customFonts(page);
      expect(custom.map((family) => family.slug).sort()).toEqual(['inter', 'lora']);
      expect(custom.find((family) => family.slug === 'inter')?.fontFace).toMatchObject([
        { fontWeight: '100 900', fontStyle: 'normal' },
      ]);

      await openTab(page, 'Library');
      await expect(library.getByRole('button', { name: 'Update' })).toBeDisabled();
      const customRegion = library.getByRole('region', { name: 'Custom' });
      await expect(customRegion.getByRole('button')).toHaveCount(2);
      await customRegion.getByRole('button', { name: /^Inter/ }).click();
      await expect(library.getByText('1/1 variants active')).toBeVisible();
      await expect(library.getByRole('checkbox', { name: 'Inter 100 900' })).toBeChecked();
    });

    test('reads weight and style from TrueType files', async ({ page }) => {
      const bold = `${dejaVu}/DejaVuSans-Bold.ttf`;
      const italic = `${dejaVu}/DejaVuSerif-Italic.ttf`;
      test.skip(!existsSync(bold) || !existsSync(italic), 'DejaVu fonts are not installed');
      await openTab(page, 'Upload');
      await upload(page, [
        fontFile('DejaVuSans-Bold.ttf', readFileSync(bold)),
        fontFile('DejaVuSerif-Italic.ttf', readFileSync(italic)),
      ]);
      await expect(fontLibrary(page).getByText('Fonts were installed successfully.')).toBeVisible();
      const families = await hostFamilies(page);
      const bySlug = (slug: string) => families.find((f) => f.font_family_settings.slug === slug);
      // Slugs are kebab-case as WordPress makes them: 'DejaVu Sans' → 'deja-vu-sans'.
      expect(facesOf(bySlug('deja-vu-sans'))).toMatchObject([
        { fontWeight: '700', fontStyle: 'normal' },
      ]);
      expect(facesOf(bySlug('deja-vu-serif'))).toMatchObject([
        { fontWeight: '400', fontStyle: 'italic' },
      ]);
    });
  });

  test.describe('family names in other scripts', () => {
    /** A DejaVu Sans file whose family is named in CJK letters (the same number of bytes). */
    function renamedDejaVu(file: string): Buffer {
      const bytes = readFileSync(`${dejaVu}/${file}`);
      const utf16 = (text: string) => Buffer.from(text, 'utf16le').swap16();
      const from = utf16('DejaVu Sans');
      const to = utf16(cjkName);
      for (let at = bytes.indexOf(from); at >= 0; at = bytes.indexOf(from, at + 1))
        to.copy(bytes, at);
      return bytes;
    }
    const cjkName = '字体字体字体字体字体字';

    test('the host keeps the slug, percent-encoded, and finds the family by the slug sent', async ({
      page,
    }) => {
      const auth = await headers(page);
      const created = await page.request.post('/wp-json/wp/v2/font-families', {
        headers: auth,
        multipart: {
          font_family_settings: JSON.stringify({ name: '字体', slug: '字体', fontFamily: '字体' }),
        },
      });
      expect(created.status()).toBe(201);
      expect((await created.json()).font_family_settings.slug).toBe('%e5%ad%97%e4%bd%93');
      const found = await page.request.get(
        `/wp-json/wp/v2/font-families?slug=${encodeURIComponent('字体')}`,
        { headers: auth },
      );
      expect((await found.json()).map((family: FamilyRecord) => family.id)).toEqual([
        (await created.json()).id,
      ]);
    });

    test('installs two uploads into one family and shows it active', async ({ page }) => {
      test.skip(!existsSync(`${dejaVu}/DejaVuSans-Bold.ttf`), 'DejaVu fonts are not installed');
      await openTab(page, 'Upload');
      const library = fontLibrary(page);
      await upload(page, [fontFile('Regular.ttf', renamedDejaVu('DejaVuSans.ttf'))]);
      await expect(library.getByText('Fonts were installed successfully.')).toBeVisible();
      const settingsSaved = page.waitForResponse(
        (response) =>
          response.url().includes('/global-styles/') && response.request().method() !== 'GET',
      );
      await upload(page, [fontFile('Bold.ttf', renamedDejaVu('DejaVuSans-Bold.ttf'))]);
      await settingsSaved;
      await expect(library.getByRole('alert')).toHaveCount(0);
      const families = await hostFamilies(page);
      expect(families).toHaveLength(1);
      expect(
        facesOf(families[0])
          .map((face) => face.fontWeight)
          .sort(),
      ).toEqual(['400', '700']);

      await openTab(page, 'Library');
      await library.getByRole('region', { name: 'Custom' }).getByRole('button').click();
      await expect(library.getByText('2/2 variants active')).toBeVisible();
      await expect(library.getByRole('button', { name: 'Update' })).toBeDisabled();
    });
  });

  test.describe('bad input', () => {
    const notAllowed = 'Sorry, you are not allowed to upload this file type.';

    test('refuses random bytes and a text file named .ttf, and installs nothing', async ({
      page,
    }) => {
      await openTab(page, 'Upload');
      const random = Buffer.alloc(4096);
      for (let i = 0; i < random.length; i++) random[i] = (i * 7919 + 13) % 251;
      await upload(page, [
        fontFile('random.ttf', random),
        fontFile('notes.ttf', Buffer.from('These are my notes, not a font.\n'.repeat(20))),
      ]);
      await expect(fontLibrary(page).getByRole('alert')).toHaveText(notAllowed);
      expect(await hostFamilies(page)).toEqual([]);
    });

    test('a font of another extension is skipped: no fonts found to install', async ({ page }) => {
      await openTab(page, 'Upload');
      await upload(page, [fontFile('Lora.txt', lora(400, 'normal'))]);
      await expect(fontLibrary(page).getByRole('alert')).toHaveText('No fonts found to install.');
      expect(await hostFamilies(page)).toEqual([]);
    });

    test('refuses a truncated font', async ({ page }) => {
      await openTab(page, 'Upload');
      await upload(page, [fontFile('Lora-Truncated.woff2', lora(400, 'normal').subarray(0, 3000))]);
      await expect(fontLibrary(page).getByRole('alert')).toHaveText(notAllowed);
      expect(await hostFamilies(page)).toEqual([]);
    });

    test('installs a file once when two of the batch share its name', async ({ page }) => {
      await openTab(page, 'Upload');
      await upload(page, [
        fontFile('Lora.woff2', lora(400, 'normal')),
        fontFile('Lora.woff2', lora(700, 'normal')),
      ]);
      await expect(fontLibrary(page).getByText('Fonts were installed successfully.')).toBeVisible();
      const families = await hostFamilies(page);
      expect(families).toHaveLength(1);
      expect(facesOf(families[0])).toMatchObject([{ fontWeight: '400', fontStyle: 'normal' }]);

      // The same face again, in a later batch, is skipped: still one face on the host.
      const settingsSaved = page.waitForResponse(
        (response) =>
          response.url().includes('/global-styles/') && response.request().method() !== 'GET',
      );
      await upload(page, [fontFile('Lora-Again.woff2', lora(400, 'normal'))]);
      await settingsSaved;
      expect(facesOf((await hostFamilies(page))[0])).toHaveLength(1);
    });

    test('installs a file whose name has spaces and non-ASCII letters', async ({ page }) => {
      await openTab(page, 'Upload');
      await upload(page, [fontFile('Lóra Itálica ñ 字体.woff2', lora(400, 'italic'))]);
      await expect(fontLibrary(page).getByText('Fonts were installed successfully.')).toBeVisible();
      const families = await hostFamilies(page);
      expect(families).toHaveLength(1);
      const [face] = facesOf(families[0]);
      expect(face).toMatchObject({ fontWeight: '400', fontStyle: 'italic' });
      expect((await page.request.get(face?.src as string)).status()).toBe(200);
    });

    test("a font over the host's size limit fails with the host's message and leaves nothing behind", async ({
      page,
    }) => {
      await openTab(page, 'Upload');
      const real = lora(400, 'normal');
      const padded = Buffer.concat([real, Buffer.alloc(11 * 1024 * 1024 - real.length)]);
      await upload(page, [fontFile('Lora-Huge.woff2', padded)]);
      const alert = fontLibrary(page).getByRole('alert').filter({ hasText: 'error' });
      await expect(alert).toContainText('There was an error installing fonts.', {
        timeout: 15_000,
      });
      await expect(alert).toContainText('too large');
      expect(await hostFamilies(page)).toEqual([]);
      expect(await customFonts(page)).toEqual([]);
    });

    test('a host failing on the third face: its message, the other faces installed, no empty family', async ({
      page,
    }) => {
      await openTab(page, 'Upload');
      let posts = 0;
      await page.route('**/font-faces', async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        posts += 1;
        if (posts === 3) return route.fulfill(wpError('The font storage is full.'));
        return route.fallback();
      });
      // Lora's two faces first, then Inter's only face, which fails.
      await upload(page, [
        fontFile('Lora-Regular.woff2', lora(400, 'normal')),
        fontFile('Lora-Bold.woff2', lora(700, 'normal')),
        fontFile('Inter.woff2', interVariable()),
      ]);
      const alert = fontLibrary(page).getByRole('alert');
      await expect(alert).toContainText('There was an error installing fonts.');
      await expect(alert).toContainText('The font storage is full.');
      const families = await hostFamilies(page);
      expect(families.map((family) => family.font_family_settings.slug)).toEqual(['lora']);
      expect(
        facesOf(families[0])
          .map((face) => face.fontWeight)
          .sort(),
      ).toEqual(['400', '700']);
      expect((await customFonts(page)).map((family) => family.slug)).toEqual(['lora']);
    });
  });

  test.describe('uninstall', () => {
    test('deletes a custom family after confirming', async ({ page }) => {
      await installLora(page, [[400, 'normal']]);
      await page.reload();
      const library = fontLibrary(page);
      await library
        .getByRole('region', { name: 'Custom' })
        .getByRole('button', { name: /^Lora/ })
        .click();
      await library.getByRole('button', { name: 'Delete' }).click();
      const dialog = library.getByRole('dialog');
      await expect(dialog).toContainText(
        'Are you sure you want to delete "Lora" font and all its variants and assets?',
      );
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      expect(await hostFamilies(page)).toHaveLength(1);

      await library.getByRole('button', { name: 'Delete' }).click();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(library.getByText('Font family uninstalled successfully.')).toBeVisible();
      await expect(library.getByRole('region', { name: 'Custom' })).toHaveCount(0);
      await expect(library.getByRole('region', { name: 'Theme' })).toBeVisible();
      expect(await hostFamilies(page)).toEqual([]);
      expect(await customFonts(page)).toEqual([]);
    });
    test("a failed uninstall shows the host's message and keeps the family", async ({ page }) => {
      await installLora(page, [[400, 'normal']]);
      await page.route('**/wp-json/wp/v2/font-families/*', (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill(wpError('The font is in use.'))
          : route.fallback(),
      );
      await page.reload();
      const library = fontLibrary(page);
      await library
        .getByRole('region', { name: 'Custom' })
        .getByRole('button', { name: /^Lora/ })
        .click();
      await library.getByRole('button', { name: 'Delete' }).click();
      await library.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(library.getByRole('alert')).toHaveText(
        'There was an error uninstalling the font family. The font is in use.',
      );
      await expect(library.getByRole('dialog')).toHaveCount(0);
      await expect(library.getByRole('heading', { name: 'Lora' })).toBeVisible();
      expect(await hostFamilies(page)).toHaveLength(1);
    });
  });

  test.describe('collections', () => {
    test('asks for permission, searches, filters, pages, installs a face and revokes access', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1000, height: 600 });
      await openTab(page, 'Install Fonts');
      const library = fontLibrary(page);
      await expect(library.getByRole('heading', { name: 'Connect to Google Fonts' })).toBeVisible();
      await library.getByRole('button', { name: 'Allow access to Google Fonts' }).click();
      const permission = () =>
        page.evaluate(() =>
          Object.entries(localStorage).find(([key]) =>
            key.includes('font-library-google-fonts-permission'),
          ),
        );
      expect((await permission())?.[1]).toBe('true');

      // Height 600: floor((600 - 417) / 61) = 3 families a page; 7 families, 3 pages.
      const families = library.locator('.fl-families > li');
      await expect(families).toHaveCount(3);
      await expect(library.getByText('Page 1 of 3')).toBeVisible();
      const previous = library.getByRole('button', { name: 'Previous page' });
      const next = library.getByRole('button', { name: 'Next page' });
      await expect(previous).toBeDisabled();
      await next.click();
      await next.click();
      await expect(library.getByText('Page 3 of 3')).toBeVisible();
      await expect(families).toHaveCount(1);
      await expect(next).toBeDisabled();

      // Search, case-insensitive and debounced, starts again at page 1.
      await previous.click();
      await expect(library.getByText('Page 2 of 3')).toBeVisible();
      const search = library.getByRole('searchbox', { name: 'Search fonts' });
      await search.fill('LORA');
      await expect(families).toHaveCount(1);
      await expect(families).toContainText('Lora');
      await expect(library.getByText('Page 1 of 1')).toBeVisible();
      await search.fill('no such font');
      await expect(
        library.getByText('No fonts found. Try with a different search term'),
      ).toBeVisible();
      await search.fill('');
      await expect(families).toHaveCount(3);

      // A category starts again at page 1; All is no filter.
      await next.click();
      await expect(library.getByText('Page 2 of 3')).toBeVisible();
      const category = library.getByRole('combobox', { name: 'Category' });
      await category.selectOption({ label: 'Serif' });
      await expect(library.getByText('Page 1 of 1')).toBeVisible();
      await expect(families).toHaveCount(2);
      await expect(families.nth(0)).toContainText('Lora');
      await expect(families.nth(1)).toContainText('Playfair Display');
      await category.selectOption({ label: 'All' });
      await expect(library.getByText('Page 1 of 3')).toBeVisible();

      // A family's screen: the hint, the variants, Install only with a selection.
      await category.selectOption({ label: 'Serif' });
      await families.filter({ hasText: 'Lora' }).getByRole('button').click();
      await expect(library.getByRole('heading', { name: 'Lora' })).toBeVisible();
      await expect(
        library.getByText(
          'Choose font variants. Keep in mind that too many variants could make your site slower.',
        ),
      ).toBeVisible();
      const install = library.getByRole('button', { name: 'Install', exact: true });
      const selectAll = library.getByRole('checkbox', { name: 'Select all' });
      const normal = library.getByRole('checkbox', { name: 'Lora Normal', exact: true });
      await expect(install).toBeDisabled();
      await expect(selectAll).not.toBeChecked();
      await normal.check();
      await expect(selectAll).toHaveJSProperty('indeterminate', true);
      await expect(install).toBeEnabled();
      await selectAll.click();
      await expect(selectAll).toBeChecked();
      await expect(library.getByRole('checkbox', { checked: false })).toHaveCount(0);
      await selectAll.click();
      await expect(install).toBeDisabled();
      await normal.check();

      // The browser downloads the face from the host and uploads it.
      const download = page.waitForRequest(
        /\/wp-content\/font-collections\/.+lora-latin-400-normal/,
      );
      await install.click();
      await download;
      await expect(library.getByText('Fonts were installed successfully.')).toBeVisible();
      const [installed] = await hostFamilies(page);
      expect(installed?.font_family_settings.slug).toBe('lora');
      const faces = facesOf(installed);
      expect(faces).toMatchObject([{ fontWeight: '400', fontStyle: 'normal' }]);
      expect(faces[0]?.src).toMatch(/\/wp-content\/uploads\/fonts\/.+\.woff2$/);
      expect((await customFonts(page)).map((family) => family.slug)).toEqual(['lora']);
      // The selection is cleared and the face says it is installed.
      await expect(
        library.getByRole('checkbox', { name: 'Lora Normal (Installed)', exact: true }),
      ).not.toBeChecked();
      await expect(install).toBeDisabled();

      // Revoking brings the permission screen back.
      await library.getByRole('button', { name: 'Back' }).click();
      await library.getByRole('button', { name: 'Actions' }).click();
      await library.getByRole('menuitem', { name: 'Revoke access to Google Fonts' }).click();
      await expect(library.getByRole('heading', { name: 'Connect to Google Fonts' })).toBeVisible();
      expect((await permission())?.[1]).toBe('false');
    });

    test('a face that cannot be downloaded: the message of the failed download, nothing installed', async ({
      page,
    }) => {
      await page.route('**/wp-content/font-collections/**/lora-latin-400-normal.woff2', (route) =>
        route.fulfill({ status: 404, body: 'Not found' }),
      );
      await page.evaluate(() =>
        localStorage.setItem('wp-font-library-google-fonts-permission', 'true'),
      );
      await page.reload();
      await openTab(page, 'Install Fonts');
      const library = fontLibrary(page);
      await library.getByRole('searchbox', { name: 'Search fonts' }).fill('lora');
      await library.locator('.fl-families > li', { hasText: 'Lora' }).getByRole('button').click();
      await library.getByRole('checkbox', { name: 'Lora Normal', exact: true }).check();
      await library.getByRole('button', { name: 'Install', exact: true }).click();
      const alert = library.getByRole('alert');
      await expect(alert).toContainText('There was an error installing fonts.');
      await expect(alert).toContainText(
        /Error downloading font face asset from http:\/\/[^ ]+\/lora-latin-400-normal\.woff2\. Server responded with status: 404/,
      );
      expect(await hostFamilies(page)).toEqual([]);
    });

    test("a collection that fails to load shows the host's message", async ({ page }) => {
      await page.route('**/wp-json/wp/v2/font-collections/google-fonts**', (route) =>
        route.fulfill(wpError('The font collection is resting, try again later.')),
      );
      await page.evaluate(() =>
        localStorage.setItem('wp-font-library-google-fonts-permission', 'true'),
      );
      await page.reload();
      await openTab(page, 'Install Fonts');
      await expect(fontLibrary(page).getByRole('alert')).toHaveText(
        'The font collection is resting, try again later.',
      );
    });
  });

  test.describe('accessibility', () => {
    test('the library, a family, upload and a collection have no serious violations', async ({
      page,
    }) => {
      await installLora(page, [
        [400, 'normal'],
        [700, 'italic'],
      ]);
      await page.reload();
      const library = fontLibrary(page);
      await expect(library.getByRole('region', { name: 'Custom' })).toBeVisible();
      expect(await elementViolations(page)).toEqual([]);

      await library.getByRole('button', { name: /^Lora/ }).click();
      await expect(library.getByRole('checkbox', { name: 'Select all' })).toBeVisible();
      expect(await elementViolations(page)).toEqual([]);

      await openTab(page, 'Upload');
      await expect(library.getByText('Upload font')).toBeVisible();
      expect(await elementViolations(page)).toEqual([]);

      await openTab(page, 'Install Fonts');
      await expect(library.getByRole('heading', { name: 'Connect to Google Fonts' })).toBeVisible();
      expect(await elementViolations(page)).toEqual([]);
      await library.getByRole('button', { name: 'Allow access to Google Fonts' }).click();
      await expect(library.getByRole('searchbox', { name: 'Search fonts' })).toBeVisible();
      await expect(library.locator('.fl-families > li').first()).toBeVisible();
      expect(await elementViolations(page)).toEqual([]);
    });
  });
});

test.describe('as an editor without edit_theme_options', () => {
  test('sees only the Library tab', async ({ page }) => {
    await logIn(page, 'editor', pagePath);
    const library = fontLibrary(page);
    await expect(library.getByRole('tab', { name: 'Library' })).toBeVisible();
    await expect(library.getByRole('tab')).toHaveCount(1);
    await expect(library.getByRole('button', { name: /^System Sans/ })).toBeVisible();
  });
});
