// The page and post lists as a user meets them: views in the sidebar, the host paging the list,
// the layout and the selection in the URL, and trash and restore with their notices.
import {
  accessibilityViolations,
  expect,
  logIn,
  sessionNonce,
  test,
  LIST_VIEW_NAMES,
} from './fixtures';

test.describe('page list', () => {
  test('shows the views and moves between them through the URL', async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=/page');
    const editor = page.locator('site-editor');
    for (const name of LIST_VIEW_NAMES)
      await expect(editor.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(editor.getByRole('heading', { name: 'All items' })).toBeVisible();
    await expect(editor.locator('.dv-footer__count')).toHaveText(/\d+ items/);
    await editor.getByRole('link', { name: 'Drafts', exact: true }).click();
    await expect(page).toHaveURL(/activeView=drafts/);
    await expect(editor.getByRole('heading', { name: 'Drafts' })).toBeVisible();
    // Every item of the Drafts view is a draft.
    await expect(editor.locator('.dv-row').first()).toContainText('Draft');
    await expect(editor.locator('.dv-row', { hasText: 'Published' })).toHaveCount(0);
    await page.goBack();
    await expect(editor.getByRole('heading', { name: 'All items' })).toBeVisible();
  });

  test('shows the selected page beside the list in the list layout', async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=/page');
    const editor = page.locator('site-editor');
    const row = editor.getByRole('row', { name: 'Contact' });
    await row.locator('.dv-row__fields').click();
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/postId=\d+/);
    const preview = editor.getByRole('region', { name: 'Preview' });
    const frame = preview.locator('iframe[title="Preview of Contact"]');
    await expect(frame).toBeVisible();
    await expect(frame.contentFrame().getByText('Meridian Demo').first()).toBeVisible();
  });

  test('each status view lists only items of its status', async ({ page }) => {
    await logIn(page, 'admin');
    const editor = page.locator('site-editor');
    const views: Array<[string, string]> = [
      ['publish', 'Published'],
      ['future', 'Scheduled'],
      ['drafts', 'Draft'],
      ['pending', 'Pending'],
      ['private', 'Private'],
    ];
    for (const [slug, label] of views) {
      const activeView = slug === 'publish' ? 'published' : slug;
      await page.goto(`/editor?p=/page&activeView=${activeView}&layout=table`);
      // Settled: the items of this view, not a list still loading.
      await expect(editor.locator('.dv-items:not([aria-busy]), .dv-empty').first()).toBeVisible();
      // Read once the table has settled (once, under load in a full run, the cells were read
      // before the Status column had its text).
      const statuses = () =>
        editor.locator('table').evaluateAll(([table]) => {
          if (!table) return []; // An empty view: 'No results'.
          const column = [...table.querySelectorAll('thead th')].findIndex(
            (cell) => cell.textContent?.trim() === 'Status',
          );
          if (column < 0) return ['no Status column'];
          return [...table.querySelectorAll('tbody tr')].map(
            (row) => row.children[column]?.textContent?.trim() ?? '',
          );
        });
      await expect
        .poll(async () => (await statuses()).filter((status) => status !== label), {
          message: `${activeView}: rows of another status`,
        })
        .toEqual([]);
    }
  });

  test('keeps the layout in the URL', async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=/page&layout=table');
    const editor = page.locator('site-editor');
    await expect(editor.getByRole('columnheader', { name: 'Author' })).toBeVisible();
    await expect(editor.locator('table')).toBeVisible();
  });

  test('moves a page to the trash and restores it', async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=/page&activeView=drafts&layout=table');
    const editor = page.locator('site-editor');
    const row = editor.locator('tbody tr').first();
    const title = (await row.locator('.dv-title').textContent()) ?? '';
    await row.getByRole('button', { name: 'Actions' }).click();
    await editor.getByRole('menuitem', { name: 'Move to trash' }).click();
    await expect(editor.getByText('1 item moved to the trash.')).toBeVisible();
    await expect(editor.locator('tbody tr', { hasText: title })).toHaveCount(0);

    await editor.getByRole('link', { name: 'Trash', exact: true }).click();
    const trashed = editor.locator('tbody tr', { hasText: title });
    await expect(trashed).toBeVisible();
    // Trash items are not clickable and cannot be edited.
    await expect(trashed.getByRole('button', { name: title })).toHaveCount(0);
    await trashed.getByRole('button', { name: 'Restore' }).click();
    await expect(editor.getByText('1 item restored.')).toBeVisible();
    await expect(editor.locator('tbody tr', { hasText: title })).toHaveCount(0);
  });
});

test.describe('add new', () => {
  test('drafts a new page with a slug from its title and opens it', async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=/page');
    const editor = page.locator('site-editor');
    await editor.getByRole('button', { name: 'Add New Page' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Draft new: Page' });
    await expect(dialog.getByLabel('Title')).toHaveAttribute('placeholder', 'No title');
    await dialog.getByLabel('Title').fill('Spring Notes');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect(editor.getByText('"Spring Notes" successfully created.')).toBeVisible();
    await expect(page).toHaveURL(/canvas=edit/);
    const id = new URL(page.url()).searchParams.get('p')?.split('/').pop();
    const saved = await (
      await page.request.get(`/wp-json/wp/v2/pages/${id}?context=edit`, {
        headers: { 'X-WP-Nonce': await sessionNonce(page) },
      })
    ).json();
    expect(saved.status).toBe('draft');
    expect(saved.slug).toBe('spring-notes');
    // Pages have no block template in the demo: the draft starts empty.
    expect(saved.content.raw).toBe('');
  });

  test('drafts a new post from the block template the host gives for posts', async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=/post');
    const editor = page.locator('site-editor');
    await editor.getByRole('button', { name: 'Add New Post' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Draft new: Post' });
    await dialog.getByLabel('Title').fill('Field Notes');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect(page).toHaveURL(/canvas=edit/);
    const id = new URL(page.url()).searchParams.get('p')?.split('/').pop();
    const saved = await (
      await page.request.get(`/wp-json/wp/v2/posts/${id}?context=edit`, {
        headers: { 'X-WP-Nonce': await sessionNonce(page) },
      })
    ).json();
    expect(saved.content.raw).toContain('<!-- wp:paragraph {"placeholder":');
  });

  test('is not offered to a user who may not create pages', async ({ page }) => {
    // An author may not edit pages: the page list itself is not theirs (spec 6).
    await logIn(page, 'author', '/editor?p=/page');
    const editor = page.locator('site-editor');
    await expect(editor.getByRole('alert')).toHaveText(
      'The requested page could not be found. Please check the URL.',
    );
    await expect(editor.getByRole('button', { name: /Add New/ })).toHaveCount(0);
  });
});

test.describe('quick edit', () => {
  test('edits a page in the side panel beside the table, and the change shows in the row', async ({
    page,
  }) => {
    await logIn(page, 'admin', '/editor?p=/page&activeView=drafts&layout=table');
    const editor = page.locator('site-editor');
    const row = editor.locator('tbody tr').first();
    const title = (await row.locator('.dv-title').textContent()) ?? '';
    await row.getByRole('button', { name: 'Actions' }).click();
    await editor.getByRole('menuitem', { name: 'Quick edit' }).click();
    await expect(page).toHaveURL(/quickEdit=true/);
    const panel = editor.getByRole('region', { name: title });
    await expect(panel).toBeVisible();
    const status = panel.getByLabel('Status');
    await expect(status.locator('option')).not.toContainText(['Trash']);
    await status.selectOption({ label: 'Pending' });
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Item updated.')).toBeVisible();
    await expect(editor.locator('tbody tr', { hasText: title })).toContainText('Pending');
    // Back as it was, for the other tests on this host.
    await status.selectOption({ label: 'Draft' });
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(editor.locator('tbody tr', { hasText: title })).toContainText('Draft');
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toHaveCount(0);
  });
});

test.describe('bulk actions', () => {
  test('trashes two pages at once and restores them together', async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=/page&activeView=drafts&layout=table');
    const editor = page.locator('site-editor');
    const rows = editor.locator('tbody tr');
    await expect(rows.nth(1)).toBeVisible();
    const titles = [
      (await rows.nth(0).locator('.dv-title').textContent()) ?? '',
      (await rows.nth(1).locator('.dv-title').textContent()) ?? '',
    ];
    for (const title of titles)
      await editor.getByRole('checkbox', { name: `Select item: ${title}` }).check();
    await expect(editor.getByText('2 Items selected')).toBeVisible();
    await expect(page).toHaveURL(/postId=\d+%2C\d+|postId=\d+,\d+/);
    await editor.locator('.dv-bulk').getByRole('button', { name: 'Move to trash' }).click();
    await expect(editor.getByText('2 items moved to the trash.')).toBeVisible();
    for (const title of titles)
      await expect(editor.locator('tbody tr', { hasText: title })).toHaveCount(0);

    await editor.getByRole('link', { name: 'Trash', exact: true }).click();
    for (const title of titles)
      await editor.getByRole('checkbox', { name: `Select item: ${title}` }).check();
    await editor.locator('.dv-bulk').getByRole('button', { name: 'Restore' }).click();
    await expect(editor.getByText('2 items restored.')).toBeVisible();
  });
});

test('the page list has no serious accessibility violations, with quick edit open too', async ({
  page,
}) => {
  await logIn(page, 'admin', '/editor?p=/page');
  const editor = page.locator('site-editor');
  await expect(editor.getByRole('grid', { name: 'Items' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.goto('/editor?p=/page&layout=table');
  const row = editor.locator('tbody tr').first();
  await row.getByRole('button', { name: 'Actions' }).click();
  await editor.getByRole('menuitem', { name: 'Quick edit' }).click();
  await expect(editor.locator('.se-quick-edit').getByLabel('Status')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('permanently deletes a trashed page after a confirmation', async ({ page }) => {
  await logIn(page, 'admin');
  const created = await page.request.post('/wp-json/wp/v2/pages', {
    headers: { 'X-WP-Nonce': await sessionNonce(page) },
    data: { title: 'Short-lived page', status: 'trash' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/editor?p=/page&activeView=trash');
  const editor = page.locator('site-editor');
  const row = editor.locator('tbody tr', { hasText: 'Short-lived page' });
  await row.getByRole('button', { name: 'Actions' }).click();
  await editor.getByRole('menuitem', { name: 'Permanently delete' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Permanently delete' });
  await expect(dialog).toContainText(
    'Are you sure you want to permanently delete "Short-lived page"?',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(editor.getByText('1 item deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  const gone = await page.request.get(`/wp-json/wp/v2/pages/${(await created.json()).id}`, {
    headers: { 'X-WP-Nonce': await sessionNonce(page) },
  });
  expect(gone.status()).toBe(404);
});
