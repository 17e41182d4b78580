// The site editor's welcome guide (spec 1, 3, 9) and the Tools menu that opens it again (spec 2.3).
// The test host's users start with the guide closed (--welcome-guide-seen): each test opens it for
// itself and leaves it closed.
import {
  accessibilityViolations,
  expect,
  logIn,
  savedEditSitePreference,
  setWelcomeGuides,
  test,
} from './fixtures';

test('the welcome guide shows the first time, closes with Get started, and stays closed', async ({
  page,
}) => {
  await logIn(page, 'admin', '/editor');
  const editor = page.locator('site-editor');
  await setWelcomeGuides(page, { welcomeGuide: true }); // as a user who never saw it
  try {
    await page.reload();
    const guide = editor.getByRole('dialog', { name: 'Welcome to the site editor' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('button', { name: 'Get started' })).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
    await guide.getByRole('button', { name: 'Get started' }).click();
    await expect(guide).toHaveCount(0);
    await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
    await expect.poll(() => savedEditSitePreference(page, 'welcomeGuide')).toBe(false);

    // Not again: once the page has the user's preferences (users/me), no guide.
    const me = page.waitForResponse((r) => r.url().includes('/wp/v2/users/me'));
    await page.reload();
    await me;
    await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(editor.getByRole('dialog')).toHaveCount(0);
  } finally {
    await setWelcomeGuides(page, { welcomeGuide: false });
  }
});

test('Tools > Welcome Guide opens the guide again; Escape closes it for good', async ({ page }) => {
  await logIn(page, 'admin', '/editor');
  const editor = page.locator('site-editor');
  try {
    const tools = editor.getByRole('button', { name: 'Tools' });
    await tools.focus();
    await page.keyboard.press('Enter');
    const items = editor.getByRole('menuitem');
    await expect(items).toHaveText(['Export', 'Welcome Guide']);
    await editor.getByRole('menuitem', { name: 'Welcome Guide' }).click();
    const guide = editor.getByRole('dialog', { name: 'Welcome to the site editor' });
    await expect(guide).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(guide).toHaveCount(0);
    await expect(tools).toBeFocused();
    await expect.poll(() => savedEditSitePreference(page, 'welcomeGuide')).toBe(false);
    await page.reload();
    await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(editor.getByRole('dialog')).toHaveCount(0);
  } finally {
    await setWelcomeGuides(page, { welcomeGuide: false });
  }
});

test('a user who may not export has Tools with the Welcome Guide alone', async ({ page }) => {
  await logIn(page, 'editor', '/editor');
  const editor = page.locator('site-editor');
  await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
  await editor.getByRole('button', { name: 'Tools' }).click();
  await expect(editor.getByRole('menuitem')).toHaveText(['Welcome Guide']);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the posts-only app shows no site editor guide', async ({ page }) => {
  await logIn(page, 'admin', '/editor');
  await setWelcomeGuides(page, { welcomeGuide: true });
  try {
    const me = page.waitForResponse((r) => r.url().includes('/wp/v2/users/me'));
    await page.goto('/posts');
    await me;
    const editor = page.locator('site-editor');
    await expect(editor.getByRole('row').nth(1)).toBeVisible();
    await page.waitForTimeout(1000); // the guide's code would have arrived by now
    await expect(editor.getByRole('dialog')).toHaveCount(0);
  } finally {
    await setWelcomeGuides(page, { welcomeGuide: false });
  }
});
