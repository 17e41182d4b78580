// The Tools menu's Export in WordPress's admin (spec 2.3, 7): WordPress 7.1 builds the zip of
// Twenty Twenty-Five with the site's templates and styles; we download it under the name its
// content-disposition gives and check what is inside.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { adminPages, expect, test } from './fixtures';

test('Export downloads WordPress’s theme zip of the site', async ({ page }) => {
  await page.goto(adminPages.siteEditor);
  const editor = page.locator('site-editor');
  await editor.getByRole('button', { name: 'Tools' }).click();
  const download = page.waitForEvent('download');
  await editor.getByRole('menuitem', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('twentytwentyfive.zip');
  const zip = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
  const names = Object.keys(zip);
  expect(names).toEqual(
    expect.arrayContaining([
      'style.css',
      'theme.json',
      'templates/index.html',
      'parts/header.html',
    ]),
  );
  const themeJson = JSON.parse(strFromU8(zip['theme.json']!));
  expect(themeJson.$schema).toBe('https://schemas.wp.org/wp/7.1/theme.json');
  expect(themeJson.settings.color.palette.length).toBeGreaterThan(0);
});
