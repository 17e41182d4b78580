// Custom views of the page and post lists, behind the customViews experiment (the demo turns it
// on with `experiments=customViews` in the page URL): create, open, shape and restore, rename,
// delete, and a host failure shown with the host's message.
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, logIn, sessionNonce, test } from './fixtures';

const PAGES = '/editor?experiments=customViews&p=/page';

/** Creates a custom view through the sidebar and returns its id (the URL's activeView). */
async function addView(page: Page, name: string): Promise<string> {
  const editor = page.locator('site-editor');
  await editor.getByRole('button', { name: 'Add new view' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Add new view' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/activeView=\d+/);
  return new URL(page.url()).searchParams.get('activeView') ?? '';
}

async function viewRecord(page: Page, id: string) {
  return page.request.get(`/wp-json/wp/v2/dataviews/${id}?context=edit`, {
    headers: { 'X-WP-Nonce': await sessionNonce(page) },
  });
}

test('with the experiment off, nothing of custom views shows or is asked for', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('dataviews')) asked.push(request.url());
  });
  await logIn(page, 'admin', '/editor?p=/page');
  const editor = page.locator('site-editor');
  await expect(editor.getByRole('link', { name: 'All items', exact: true })).toBeVisible();
  await expect(editor.getByRole('grid', { name: 'Items' })).toBeVisible();
  await expect(editor.getByRole('heading', { name: 'Custom Views' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Add new view' })).toHaveCount(0);
  // A custom view id in the URL is not one while the experiment is off: All items shows.
  await page.goto('/editor?p=/page&activeView=12345');
  await expect(editor.getByRole('heading', { name: 'All items' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('creates a view (a name is required) and opens it', async ({ page }) => {
  await logIn(page, 'admin', PAGES);
  const editor = page.locator('site-editor');
  await expect(editor.getByRole('heading', { name: 'Custom Views' })).toBeVisible();
  await editor.getByRole('button', { name: 'Add new view' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Add new view' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Name').fill('   ');
  await expect(create).toBeDisabled();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByLabel('Name').fill('Reading list');
  await expect(create).toBeEnabled();
  await create.click();

  await expect(page).toHaveURL(/activeView=\d+/);
  await expect(editor.getByRole('heading', { name: 'Reading list' })).toBeVisible();
  const link = editor.getByRole('link', { name: 'Reading list' });
  await expect(link).toHaveAttribute('aria-current', 'page');
  const id = new URL(page.url()).searchParams.get('activeView') ?? '';
  const saved = await (await viewRecord(page, id)).json();
  expect(saved.status).toBe('publish');
  expect(saved.title.raw).toBe('Reading list');
  expect(JSON.parse(saved.content.raw)).toMatchObject({ type: 'list' });
  const [term] = await (
    await page.request.get(`/wp-json/wp/v2/wp_dataviews_type?slug=page`, {
      headers: { 'X-WP-Nonce': await sessionNonce(page) },
    })
  ).json();
  expect(term).toMatchObject({ name: 'page', slug: 'page' });
  expect(saved.wp_dataviews_type).toEqual([term.id]);

  // Another view of the same type joins the same term; the first stays in the sidebar.
  await addView(page, 'Second look');
  await expect(editor.getByRole('link', { name: 'Reading list' })).toBeVisible();
  // Off the rows: a hovered row is not what this checks.
  await page.mouse.move(0, 0);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('keeps the changes made to a view, so reopening it restores them', async ({ page }) => {
  await logIn(page, 'admin', PAGES);
  const editor = page.locator('site-editor');
  const id = await addView(page, 'Tables by date');

  await editor.getByRole('button', { name: 'Layout' }).click();
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes(`/dataviews/${id}`) && response.request().method() === 'PUT',
  );
  await editor.getByRole('menuitemradio', { name: 'Table' }).click();
  await expect(editor.locator('table')).toBeVisible();
  expect((await saved).ok()).toBe(true);

  const sorted = page.waitForResponse(
    (response) =>
      response.url().includes(`/dataviews/${id}`) && response.request().method() === 'PUT',
  );
  await editor.getByRole('button', { name: 'View options' }).click();
  await editor.getByLabel('Sort by').selectOption({ label: 'Date' });
  await editor.getByLabel('Ascending').check();
  await page.keyboard.press('Escape');
  const content = JSON.parse((await sorted).request().postDataJSON().content);
  expect(content).toMatchObject({ type: 'table', sort: { field: 'date', direction: 'asc' } });

  // Reopened without the layout in the URL: the stored view decides.
  await page.goto(`${PAGES}&activeView=${id}`);
  await expect(editor.getByRole('heading', { name: 'Tables by date' })).toBeVisible();
  await expect(editor.locator('table')).toBeVisible();
  await editor.getByRole('button', { name: 'View options' }).click();
  await expect(editor.getByLabel('Sort by')).toHaveValue('date');
  await expect(editor.getByLabel('Ascending')).toBeChecked();
  await page.keyboard.press('Escape');

  // Another view starts from its own settings; coming back through the sidebar restores these.
  await editor.getByRole('link', { name: 'All items', exact: true }).click();
  await expect(editor.getByRole('heading', { name: 'All items' })).toBeVisible();
  await editor.getByRole('link', { name: 'Tables by date' }).click();
  await expect(editor.locator('table')).toBeVisible();
});

test('falls back to the default view when the stored content is broken', async ({ page }) => {
  await logIn(page, 'admin', PAGES);
  const editor = page.locator('site-editor');
  const id = await addView(page, 'Broken content');
  const broken = await page.request.put(`/wp-json/wp/v2/dataviews/${id}`, {
    headers: { 'X-WP-Nonce': await sessionNonce(page) },
    data: { content: '{"type": "table", "sort": ' },
  });
  expect(broken.ok()).toBe(true);
  await page.reload();
  await expect(editor.getByRole('heading', { name: 'Broken content' })).toBeVisible();
  await expect(editor.getByRole('grid', { name: 'Items' })).toBeVisible();
  await expect(editor.locator('.dv-footer__count')).toHaveText(/\d+ items/);
});

test('renames a view', async ({ page }) => {
  await logIn(page, 'admin', PAGES);
  const editor = page.locator('site-editor');
  const id = await addView(page, 'Old name');
  // By keyboard: the actions button opens its menu on Enter, with Rename first.
  await editor.getByRole('button', { name: 'Actions for Old name' }).focus();
  await page.keyboard.press('Enter');
  await expect(editor.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = editor.getByRole('dialog', { name: 'Rename' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Old name');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Name').fill('  ');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Name').fill('New name');
  await dialog.getByLabel('Name').press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(editor.getByRole('link', { name: 'New name' })).toBeVisible();
  await expect(editor.getByRole('heading', { name: 'New name' })).toBeVisible();
  expect((await (await viewRecord(page, id)).json()).title.raw).toBe('New name');
});

test('deletes a view after a confirmation, back to All items', async ({ page }) => {
  await logIn(page, 'admin', PAGES);
  const editor = page.locator('site-editor');
  const id = await addView(page, 'Short-lived view');
  await editor.getByRole('button', { name: 'Actions for Short-lived view' }).click();
  await editor.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Delete "Short-lived view"?' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete the view "Short-lived view"?',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  // Cancel keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor.getByRole('link', { name: 'Short-lived view' })).toBeVisible();

  await editor.getByRole('button', { name: 'Actions for Short-lived view' }).click();
  await editor.getByRole('menuitem', { name: 'Delete' }).click();
  await editor.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(editor.getByRole('link', { name: 'Short-lived view' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/activeView=/);
  await expect(editor.getByRole('heading', { name: 'All items' })).toBeVisible();
  expect((await viewRecord(page, id)).status()).toBe(404);
});

test('shows the host message when a call fails, and the list stays usable', async ({ page }) => {
  await logIn(page, 'admin', PAGES);
  const editor = page.locator('site-editor');
  await addView(page, 'Guarded view');
  const failure = { code: 'demo_failure', message: 'The views store is read-only today.' };
  await page.route(
    (url) => url.pathname.startsWith('/wp-json/wp/v2/dataviews'),
    (route) =>
      route.request().method() === 'GET'
        ? route.continue()
        : route.fulfill({ status: 500, json: failure }),
  );

  // A failed create keeps the dialog and the name.
  await editor.getByRole('button', { name: 'Add new view' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Add new view' });
  await dialog.getByLabel('Name').fill('Never saved');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(editor.getByRole('alert').filter({ hasText: failure.message })).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Never saved');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A failed save of the view's changes says so; the list keeps working.
  await editor.getByRole('button', { name: 'Dismiss this notice' }).first().click();
  await editor.getByRole('button', { name: 'Layout' }).click();
  await editor.getByRole('menuitemradio', { name: 'Grid' }).click();
  await expect(editor.getByRole('alert').filter({ hasText: failure.message })).toBeVisible();
  await expect(editor.locator('.dv-card').first()).toBeVisible();
  await editor.getByRole('link', { name: 'Drafts', exact: true }).click();
  await expect(editor.getByRole('heading', { name: 'Drafts' })).toBeVisible();
});

test('the posts-only app lists the custom views of posts at its root', async ({ page }) => {
  await logIn(page, 'admin', '/posts?experiments=customViews');
  const editor = page.locator('site-editor');
  await expect(editor.getByRole('heading', { name: 'Custom Views' })).toBeVisible();
  const id = await addView(page, 'Post picks');
  const saved = await (await viewRecord(page, id)).json();
  const [term] = await (
    await page.request.get(`/wp-json/wp/v2/wp_dataviews_type?slug=post`, {
      headers: { 'X-WP-Nonce': await sessionNonce(page) },
    })
  ).json();
  expect(saved.wp_dataviews_type).toEqual([term.id]);
  // The page list does not show the views of posts.
  await page.goto(PAGES);
  await expect(editor.getByRole('heading', { name: 'Custom Views' })).toBeVisible();
  await expect(editor.getByRole('link', { name: 'Post picks' })).toHaveCount(0);
});

test('Add new view shows once the views are known, so it never moves under the pointer', async ({
  page,
}) => {
  await logIn(page, 'admin', '/editor');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/wp-json/wp/v2/dataviews'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto(PAGES);
  const editor = page.locator('site-editor');
  const section = editor.getByRole('region', { name: 'Custom Views' });
  await expect(section).toHaveAttribute('aria-busy', 'true');
  await expect(editor.getByRole('button', { name: 'Add new view' })).toHaveCount(0);
  release();
  await expect(section).toHaveAttribute('aria-busy', 'false');
  await expect(editor.getByRole('button', { name: 'Add new view' })).toBeVisible();
});
