// The font library in WordPress's Settings: a font uploaded, deactivated and activated again, then
// deleted, each checked through WordPress's REST API (its font families, and the fonts the user's
// global styles list).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { adminPages, expect, test, wpRest } from './fixtures';

const loraBold = readFileSync(
  resolve('node_modules/@fontsource/lora/files/lora-latin-700-normal.woff2'),
);

interface FamilyRecord {
  id: number;
  font_family_settings: { slug: string };
  _embedded?: { font_faces?: Array<{ font_face_settings: { src: string; fontWeight: string } }> };
}

async function families(page: Page): Promise<FamilyRecord[]> {
  return (await wpRest<FamilyRecord[]>(page, 'GET', '/wp/v2/font-families?_embed=true')).body;
}

/** The slugs of the custom fonts the user's global styles list (the active ones). */
async function activeCustomFonts(page: Page): Promise<string[]> {
  const themes = await wpRest<Array<{ _links: Record<string, Array<{ href: string }>> }>>(
    page,
    'GET',
    '/wp/v2/themes?status=active',
  );
  const href = themes.body[0]?._links['wp:user-global-styles']?.[0]?.href ?? '';
  const path = new URL(href).pathname.replace(/^\/wp-json/, '');
  const record = await wpRest<{
    settings: { typography?: { fontFamilies?: { custom?: Array<{ slug: string }> } } };
  }>(page, 'GET', `${path}?context=edit`);
  return (record.body.settings.typography?.fontFamilies?.custom ?? []).map((family) => family.slug);
}

test('a font uploaded, deactivated, activated and deleted changes WordPress', async ({ page }) => {
  await page.goto(adminPages.fonts);
  const library = page.locator('font-library');
  await library.getByRole('tab', { name: 'Upload', exact: true }).click();
  await library
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'Lora-Bold.woff2', mimeType: 'font/woff2', buffer: loraBold }]);
  await expect(library.getByText('Fonts were installed successfully.')).toBeVisible();

  const installed = (await families(page)).find((f) => f.font_family_settings.slug === 'lora');
  expect(installed, 'Lora is a font family in WordPress').toBeTruthy();
  const face = installed?._embedded?.font_faces?.[0]?.font_face_settings;
  expect(face?.fontWeight).toBe('700');
  expect((await page.request.get(face?.src ?? '')).status(), 'the uploaded file is served').toBe(
    200,
  );
  expect(await activeCustomFonts(page)).toContain('lora');

  await library.getByRole('tab', { name: 'Library', exact: true }).click();
  await library
    .getByRole('region', { name: 'Custom' })
    .getByRole('button', { name: /^Lora/ })
    .click();
  const bold = library.getByRole('checkbox', { name: 'Lora Bold', exact: true });
  await bold.uncheck();
  await library.getByRole('button', { name: 'Update' }).click();
  await expect(library.getByText('Font family updated successfully.')).toBeVisible();
  expect(await activeCustomFonts(page)).not.toContain('lora');

  await bold.check();
  await library.getByRole('button', { name: 'Update' }).click();
  await expect(library.getByText('Font family updated successfully.').first()).toBeVisible();
  await expect.poll(() => activeCustomFonts(page)).toContain('lora');

  await library.getByRole('button', { name: 'Delete' }).click();
  await library.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(library.getByText('Font family uninstalled successfully.')).toBeVisible();
  expect((await families(page)).map((f) => f.font_family_settings.slug)).not.toContain('lora');
  expect(await activeCustomFonts(page)).not.toContain('lora');
});
