// A screen that throws while rendering shows an error in its place (issue 21): the rest of the
// editor keeps working, never a blank editor. The host's pattern categories with a label of an
// unexpected shape make the Patterns sidebar and list throw as they render (React drops the whole
// tree on an error no boundary catches).
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, logIn, test } from './fixtures';

/** The host's theme pattern categories, the first one's label an object instead of a string. */
async function corruptPatternCategories(page: Page): Promise<() => Promise<void>> {
  const url = '**/wp-json/wp/v2/block-patterns/categories*';
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const categories = await response.json();
    categories[0].label = { text: categories[0].label };
    await route.fulfill({ response, json: categories });
  });
  return () => page.unroute(url);
}

test('a screen that throws shows why and Try again, and the rest of the editor works', async ({
  page,
}) => {
  // React reports the caught errors on the console; they are expected here.
  await logIn(page, 'admin', '/editor');
  const editor = page.locator('site-editor');
  await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
  await corruptPatternCategories(page);
  await editor.getByRole('link', { name: 'Patterns' }).click();

  const failures = editor.getByRole('alert').filter({ hasText: 'This screen could not be shown.' });
  await expect(failures.first()).toBeVisible();
  // The sidebar's frame (title, Back) and the hub stay.
  await expect(editor.getByRole('heading', { name: 'Patterns' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Open command palette' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  // The error's own words, smaller, under the message.
  await expect(failures.first().locator('small')).not.toBeEmpty();

  // Try again renders it afresh: still failing with the same answer, still not blank.
  await editor.getByRole('button', { name: 'Try again' }).first().click();
  await expect(failures.first()).toBeVisible();

  // Going elsewhere works, and the screen is tried again on the way back.
  await editor.getByRole('button', { name: 'Back' }).click();
  await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
  await editor.getByRole('link', { name: 'Pages' }).click();
  await expect(editor.getByRole('link', { name: 'Drafts' })).toBeVisible();
  await expect(editor.getByRole('row').nth(1)).toBeVisible();
});
