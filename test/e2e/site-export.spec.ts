// The Tools menu's Export (spec 2.3, 7, 8): the site downloaded as a theme zip from the host,
// named by its content-disposition, unzipped and checked; a failure's snackbar; only for users
// who may export.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { accessibilityViolations, expect, logIn, test } from './fixtures';

test('Export in the Tools menu downloads the site as a theme zip', async ({ page }) => {
  await logIn(page, 'admin', '/editor');
  const editor = page.locator('site-editor');
  await editor.getByRole('button', { name: 'Tools' }).click();
  const item = editor.getByRole('menuitem', { name: 'Export' });
  await expect(item).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await item.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('meridian.zip');
  const zip = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
  expect(Object.keys(zip)).toEqual(
    expect.arrayContaining([
      'style.css',
      'theme.json',
      'templates/index.html',
      'parts/header.html',
    ]),
  );
  expect(JSON.parse(strFromU8(zip['theme.json']!)).$schema).toBe(
    'https://schemas.wp.org/wp/7.1/theme.json',
  );
});

test('a failed export says why, or the spec’s message when the host gives none', async ({
  page,
}) => {
  await logIn(page, 'admin', '/editor');
  const editor = page.locator('site-editor');
  const answers = [
    { code: 'unable_to_create_zip', message: 'Unable to open export file (archive) for writing.' },
    { code: 'unknown_error', message: 'Something odd.' },
  ];
  let next = 0;
  await page.route('**/wp-json/wp-block-editor/v1/export*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ ...answers[next++], data: { status: 500 } }),
    }),
  );
  for (const message of [
    'Unable to open export file (archive) for writing.',
    'An error occurred while creating the site export.',
  ]) {
    await editor.getByRole('button', { name: 'Tools' }).click();
    await editor.getByRole('menuitem', { name: 'Export' }).click();
    await expect(editor.locator('.se-snackbar').filter({ hasText: message })).toBeVisible();
  }
});

// A user who may not export: Tools holds the Welcome Guide alone (welcome-guide.spec.ts).
