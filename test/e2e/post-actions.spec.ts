// What the page and post lists do beyond listing (spec 2.1, 2.2, 2.11, 4, 5, 8): the grid and
// trash layouts, each item action (Edit, View, Duplicate, trash, restore, delete), the selection
// in the URL, the posts list and the posts-only app, host errors, bulk actions and the quick
// edit rules, checked against what the host saved. Every test makes the items it changes through
// the REST API first, with a title no other test uses, and finds them with the search box.
import type { APIResponse, Locator, Page } from '@playwright/test';
import {
  accessibilityViolations,
  expect,
  logIn,
  sessionNonce,
  test,
  LIST_VIEW_NAMES,
} from './fixtures';

type PostType = 'page' | 'post';

interface RestRecord {
  id: number;
  type: string;
  status: string;
  link: string;
  date: string;
  date_gmt: string;
  password?: string;
  title: { raw: string; rendered: string };
  content: { raw: string };
}

const REST_BASE: Record<PostType, string> = { page: 'pages', post: 'posts' };

/** A WordPress-style error answer, as the host would send it. */
function wpError(message: string, code = 'rest_test_failure', status = 500) {
  return {
    status,
    contentType: 'application/json',
    body: JSON.stringify({ code, message, data: { status } }),
  };
}

async function restHeaders(page: Page) {
  return { 'X-WP-Nonce': await sessionNonce(page) };
}

/** Creates a page or post on the host and answers its record (edit context). */
async function createItem(
  page: Page,
  type: PostType,
  data: Record<string, unknown>,
): Promise<RestRecord> {
  const response = await page.request.post(`/wp-json/wp/v2/${REST_BASE[type]}`, {
    headers: await restHeaders(page),
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as RestRecord;
}

async function fetchItem(page: Page, type: PostType, id: number): Promise<APIResponse> {
  return page.request.get(`/wp-json/wp/v2/${REST_BASE[type]}/${id}?context=edit`, {
    headers: await restHeaders(page),
  });
}

async function savedItem(page: Page, type: PostType, id: number): Promise<RestRecord> {
  const response = await fetchItem(page, type, id);
  expect(response.status()).toBe(200);
  return (await response.json()) as RestRecord;
}

/** The words this test titled its items with: its items (and their copies) go after it. */
const usedWords: string[] = [];

/** A word no earlier run on the same host used, to title and then search for a test's items. */
function uniqueWord(word: string): string {
  const unique = `${word}${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'x')}`;
  usedWords.push(unique);
  return unique;
}

// Later specs share the host (the header's page list is in a screenshot): every item a test
// made, copies included, is deleted for good when it ends.
test.afterEach(async ({ page }) => {
  const words = usedWords.splice(0);
  if (words.length === 0) return;
  const headers = await restHeaders(page).catch(() => undefined);
  if (!headers) return;
  for (const word of words)
    for (const base of Object.values(REST_BASE)) {
      const found = await page.request.get(
        `/wp-json/wp/v2/${base}?search=${word}&status=publish,future,draft,pending,private,trash&per_page=100&context=edit&_fields=id`,
        { headers },
      );
      if (!found.ok()) continue;
      for (const { id } of (await found.json()) as { id: number }[])
        await page.request.delete(`/wp-json/wp/v2/${base}/${id}?force=true`, { headers });
    }
});

/** The editor's own query parameters, read from the host page's URL. */
function editorQuery(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** The ids in `postId`, in any order. */
function selectedIds(page: Page): string[] {
  return (editorQuery(page).get('postId') ?? '').split(',').filter(Boolean).sort();
}

/** Searches the list and waits until only matching items show (the search is debounced). */
async function search(editor: Locator, text: string): Promise<void> {
  await editor.getByRole('searchbox', { name: 'Search' }).fill(text);
  const titles = editor.locator('.dv-title');
  await expect(titles.first()).toBeVisible();
  await expect(titles.filter({ hasNotText: new RegExp(text, 'i') })).toHaveCount(0);
}

/** Opens an item's 'Actions' menu and chooses one of its entries. */
async function chooseAction(editor: Locator, item: Locator, action: string): Promise<void> {
  await item.getByRole('button', { name: 'Actions' }).click();
  await editor.getByRole('menuitem', { name: action, exact: true }).click();
}

/** The notice or snackbar showing a message. */
function notice(editor: Locator, message: string): Locator {
  return editor.locator('.se-snackbar, .se-notice').filter({ hasText: message });
}

test.describe('grid layout', () => {
  test('shows cards with the title and status; a title opens the page and the layout stays in the URL', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    const quokka = uniqueWord('Quokka');
    const created = await createItem(page, 'page', {
      title: `${quokka} grid page`,
      status: 'publish',
    });
    await page.goto('/editor?p=/page&layout=grid');
    const editor = page.locator('site-editor');
    await search(editor, quokka);
    const card = editor.getByRole('article', { name: `${quokka} grid page` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Published');
    await expect(editor.locator('table')).toHaveCount(0);
    expect(editorQuery(page).get('layout')).toBe('grid');

    await card.getByRole('button', { name: `${quokka} grid page`, exact: true }).click();
    await expect.poll(() => editorQuery(page).get('p')).toBe(`/page/${created.id}`);

    // Back to the list: still the grid, as the URL says.
    await page.goBack();
    await expect.poll(() => editorQuery(page).get('p')).toBe('/page');
    expect(editorQuery(page).get('layout')).toBe('grid');
    await expect(editor.locator('.dv-card').first()).toBeVisible();
    await expect(editor.locator('table')).toHaveCount(0);
  });

  test('the Trash view shows a table whose titles cannot be clicked', async ({ page }) => {
    await logIn(page, 'admin');
    const quokka = uniqueWord('Quokka');
    await createItem(page, 'page', { title: `${quokka} trashed page`, status: 'trash' });
    await page.goto('/editor?p=/page&layout=grid');
    const editor = page.locator('site-editor');
    await expect(editor.locator('.dv-card').first()).toBeVisible();
    await editor.getByRole('link', { name: 'Trash', exact: true }).click();
    await expect.poll(() => editorQuery(page).get('activeView')).toBe('trash');
    await expect(editor.getByRole('heading', { name: 'Trash' })).toBeVisible();
    await expect(editor.locator('table')).toBeVisible();
    await expect(editor.locator('.dv-card')).toHaveCount(0);
    await search(editor, quokka);
    const row = editor.locator('tbody tr', { hasText: `${quokka} trashed page` });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: `${quokka} trashed page` })).toHaveCount(0);
    await expect(row.getByRole('link', { name: `${quokka} trashed page` })).toHaveCount(0);
    // Clicking the title text does not open the item either.
    await row.getByText(`${quokka} trashed page`, { exact: true }).click();
    expect(editorQuery(page).get('p')).toBe('/page');
  });

  test('the grid has no serious accessibility violations', async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=/page&layout=grid');
    const editor = page.locator('site-editor');
    await expect(editor.locator('.dv-card').first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('item actions', () => {
  test('Edit opens the page in the full canvas', async ({ page }) => {
    await logIn(page, 'admin');
    const wallaby = uniqueWord('Wallaby');
    const created = await createItem(page, 'page', { title: `${wallaby} edit page` });
    await page.goto('/editor?p=/page');
    const editor = page.locator('site-editor');
    await search(editor, wallaby);
    const row = editor.getByRole('row', { name: `${wallaby} edit page` });
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect.poll(() => editorQuery(page).get('p')).toBe(`/page/${created.id}`);
    expect(editorQuery(page).get('canvas')).toBe('edit');
  });

  test('a trashed page offers neither Edit nor the actions of a live page', async ({ page }) => {
    await logIn(page, 'admin');
    const wallaby = uniqueWord('Wallaby');
    await createItem(page, 'page', { title: `${wallaby} trashed page`, status: 'trash' });
    await page.goto('/editor?p=/page&activeView=trash');
    const editor = page.locator('site-editor');
    await search(editor, wallaby);
    const row = editor.locator('tbody tr', { hasText: `${wallaby} trashed page` });
    await expect(row.getByRole('button', { name: 'Restore' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await row.getByRole('button', { name: 'Actions' }).click();
    const menu = editor.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Permanently delete' })).toBeVisible();
    for (const name of ['Edit', 'View', 'Quick edit', 'Duplicate', 'Move to trash'])
      await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveCount(0);
  });

  test("View opens the page's link in a new tab", async ({ page, context }) => {
    await logIn(page, 'admin');
    const koala = uniqueWord('Koala');
    const created = await createItem(page, 'page', {
      title: `${koala} view page`,
      status: 'publish',
    });
    expect(created.link).toBeTruthy();
    await page.goto('/editor?p=/page');
    const editor = page.locator('site-editor');
    await search(editor, koala);
    const row = editor.getByRole('row', { name: `${koala} view page` });
    const opened = context.waitForEvent('page');
    await chooseAction(editor, row, 'View');
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(created.link);
    // The editor stays where it was.
    expect(editorQuery(page).get('p')).toBe('/page');
    await tab.close();
  });

  test('Duplicate creates a draft copy and its notice opens the copy', async ({ page }) => {
    await logIn(page, 'admin');
    const kiwi = uniqueWord('Kiwi');
    const content = '<!-- wp:paragraph --><p>Kiwi body text</p><!-- /wp:paragraph -->';
    const original = await createItem(page, 'page', {
      title: `${kiwi} duplicate page`,
      status: 'publish',
      content,
    });
    await page.goto('/editor?p=/page');
    const editor = page.locator('site-editor');
    await search(editor, kiwi);
    await chooseAction(
      editor,
      editor.getByRole('row', { name: `${kiwi} duplicate page` }),
      'Duplicate',
    );
    const created = notice(editor, `"${kiwi} duplicate page (Copy)" successfully created.`);
    await expect(created).toBeVisible();
    // The copy shows in the list beside the original.
    await expect(editor.getByRole('row', { name: `${kiwi} duplicate page (Copy)` })).toBeVisible();
    await expect(
      editor.getByRole('row', { name: `${kiwi} duplicate page`, exact: true }),
    ).toBeVisible();

    const found = await page.request.get(
      `/wp-json/wp/v2/pages?context=edit&search=${kiwi}&status=draft,publish&per_page=100`,
      { headers: await restHeaders(page) },
    );
    const copies = ((await found.json()) as RestRecord[]).filter(
      (record) => record.title.raw === `${kiwi} duplicate page (Copy)`,
    );
    expect(copies).toHaveLength(1);
    const copy = copies[0] as RestRecord;
    expect(copy.id).not.toBe(original.id);
    // A duplicate is a new draft (as the peer's Duplicate does), with the original's content.
    expect(copy.status).toBe('draft');
    expect(copy.content.raw).toBe(content);
    expect((await savedItem(page, 'page', original.id)).title.raw).toBe(`${kiwi} duplicate page`);

    await created.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect.poll(() => editorQuery(page).get('p')).toBe(`/page/${copy.id}`);
    expect(editorQuery(page).get('canvas')).toBe('edit');
  });
});

test.describe('posts', () => {
  test('the post list has the same views and lists posts newest first', async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=/post&layout=table');
    const editor = page.locator('site-editor');
    for (const name of LIST_VIEW_NAMES)
      await expect(editor.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(editor.getByRole('heading', { name: 'All items' })).toBeVisible();
    await expect(editor.locator('tbody tr').first()).toBeVisible();
    const shown = await editor.locator('tbody tr .dv-title').allTextContents();

    // Every post but the trashed ones, from the host, with their dates.
    const response = await page.request.get(
      '/wp-json/wp/v2/posts?context=edit&per_page=100&status=publish,future,draft,pending,private',
      { headers: await restHeaders(page) },
    );
    const posts = (await response.json()) as RestRecord[];
    const dateOf = new Map<string, string>();
    const repeated = new Set<string>();
    for (const post of posts) {
      if (dateOf.has(post.title.raw)) repeated.add(post.title.raw);
      dateOf.set(post.title.raw, post.date_gmt);
    }
    const newest = [...posts].sort((a, b) => b.date_gmt.localeCompare(a.date_gmt))[0];
    expect(shown[0]).toBe(newest?.title.raw);
    const dates = shown.filter((title) => !repeated.has(title)).map((title) => dateOf.get(title));
    expect(dates.every(Boolean), `titles not on the host: ${shown}`).toBe(true);
    const sorted = [...dates].sort((a, b) => String(b).localeCompare(String(a)));
    expect(dates).toEqual(sorted);

    await editor.getByRole('link', { name: 'Scheduled', exact: true }).click();
    await expect(editor.getByRole('heading', { name: 'Scheduled' })).toBeVisible();
    await expect(editor.getByRole('row').first()).toContainText('Scheduled');
    await expect(editor.getByRole('row').filter({ hasText: 'Published' })).toHaveCount(0);
  });

  test('the posts-only app lists posts at its root, without the Design sidebar, and its actions work', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    const echidna = uniqueWord('Echidna');
    const created = await createItem(page, 'post', { title: `${echidna} posts-only post` });
    await page.goto('/posts');
    const editor = page.locator('site-editor');
    await expect(editor.getByRole('heading', { name: 'All items' })).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Add New Post' })).toBeVisible();
    await expect(editor.getByRole('heading', { name: 'Design' })).toHaveCount(0);
    for (const name of ['Styles', 'Navigation', 'Templates', 'Pages', 'Patterns'])
      await expect(editor.getByRole('link', { name, exact: true })).toHaveCount(0);

    await search(editor, echidna);
    const row = editor.getByRole('row', { name: `${echidna} posts-only post` });
    await expect(row).toBeVisible();
    await chooseAction(editor, row, 'Move to trash');
    await expect(notice(editor, '1 item moved to the trash.')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await savedItem(page, 'post', created.id)).status).toBe('trash');

    await editor.getByRole('link', { name: 'Trash', exact: true }).click();
    await expect(editor.getByRole('heading', { name: 'Trash' })).toBeVisible();
    await search(editor, echidna);
    const trashed = editor.locator('tbody tr', { hasText: `${echidna} posts-only post` });
    await trashed.getByRole('button', { name: 'Restore' }).click();
    await expect(notice(editor, '1 item restored.')).toBeVisible();
    await expect(trashed).toHaveCount(0);
    expect((await savedItem(page, 'post', created.id)).status).toBe('draft');

    // Edit opens the post in the posts-only app's own canvas, still on its page.
    await editor.getByRole('link', { name: 'All items', exact: true }).click();
    // A new view starts over, its search too: search once it shows, or the search is dropped.
    await expect(editor.getByRole('heading', { name: 'All items' })).toBeVisible();
    await search(editor, echidna);
    await editor
      .getByRole('row', { name: `${echidna} posts-only post` })
      .getByRole('button', { name: 'Edit', exact: true })
      .click();
    await expect.poll(() => editorQuery(page).get('p')).toBe(`/post/${created.id}`);
    expect(editorQuery(page).get('canvas')).toBe('edit');
    expect(new URL(page.url()).pathname).toBe('/posts');
    await expect(
      editor.getByText('The requested page could not be found. Please check the URL.'),
    ).toHaveCount(0);
    // The posts-only app edits in the canvas too.
    await expect(editor.locator('iframe[title="Editor"]')).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
  });
});

test.describe('selection in the URL', () => {
  test('two selected cards are both in postId, and a trashed one drops out of it', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    const numbat = uniqueWord('Numbat');
    const first = await createItem(page, 'page', { title: `${numbat} select one` });
    const second = await createItem(page, 'page', { title: `${numbat} select two` });
    await page.goto('/editor?p=/page&layout=grid');
    const editor = page.locator('site-editor');
    await search(editor, numbat);
    await editor.getByRole('checkbox', { name: `Select item: ${numbat} select one` }).check();
    await editor.getByRole('checkbox', { name: `Select item: ${numbat} select two` }).check();
    await expect(editor.getByText('2 Items selected')).toBeVisible();
    await expect
      .poll(() => selectedIds(page))
      .toEqual([String(first.id), String(second.id)].sort());
    expect(editorQuery(page).get('layout')).toBe('grid');

    await chooseAction(
      editor,
      editor.getByRole('article', { name: `${numbat} select two` }),
      'Move to trash',
    );
    await expect(notice(editor, '1 item moved to the trash.')).toBeVisible();
    await expect(editor.getByRole('article', { name: `${numbat} select two` })).toHaveCount(0);
    await expect.poll(() => selectedIds(page)).toEqual([String(first.id)]);
    await expect(
      editor.getByRole('checkbox', { name: `Select item: ${numbat} select one` }),
    ).toBeChecked();
  });
});

test.describe('host errors', () => {
  test("a failed list shows the host's message, and the list works again afterwards", async ({
    page,
  }) => {
    await logIn(page, 'admin');
    const isPageList = (url: URL) => url.pathname === '/wp-json/wp/v2/pages';
    await page.route(isPageList, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill(wpError('The page list is resting, try again later.'))
        : route.continue(),
    );
    await page.goto('/editor?p=/page&layout=table');
    const editor = page.locator('site-editor');
    await expect(editor.getByRole('alert')).toContainText(
      'The page list is resting, try again later.',
    );
    await expect(editor.locator('tbody tr')).toHaveCount(0);

    await page.unroute(isPageList);
    await editor.getByRole('link', { name: 'Drafts', exact: true }).click();
    await expect(editor.getByRole('heading', { name: 'Drafts' })).toBeVisible();
    await expect(editor.getByRole('row').first()).toContainText('Draft');
    await expect(editor.getByText('The page list is resting, try again later.')).toHaveCount(0);
    // The view that failed loads too when the user comes back to it.
    await editor.getByRole('link', { name: 'All items', exact: true }).click();
    await expect(editor.getByRole('heading', { name: 'All items' })).toBeVisible();
    await expect(editor.getByRole('row').first()).toBeVisible();
    await expect(editor.getByRole('alert')).toHaveCount(0);
  });

  test('a failed quick edit save keeps the edits and shows the message; a retry saves', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    const wombat = uniqueWord('Wombat');
    const created = await createItem(page, 'page', { title: `${wombat} quick edit page` });
    const isThisPage = (url: URL) => url.pathname === `/wp-json/wp/v2/pages/${created.id}`;
    await page.route(isThisPage, (route) =>
      route.request().method() === 'GET'
        ? route.continue()
        : route.fulfill(wpError('The page could not be saved just now.', 'rest_db_error')),
    );
    await page.goto('/editor?p=/page&layout=table');
    const editor = page.locator('site-editor');
    await search(editor, wombat);
    const row = editor.locator('tbody tr', { hasText: `${wombat} quick edit page` });
    await chooseAction(editor, row, 'Quick edit');
    const panel = editor.getByRole('region', { name: `${wombat} quick edit page` });
    await panel.getByLabel('Title').fill(`${wombat} renamed page`);
    await panel.getByLabel('Status').selectOption({ label: 'Pending' });
    await panel.getByRole('button', { name: 'Save' }).click();

    await expect(panel.getByRole('alert')).toHaveText('The page could not be saved just now.');
    await expect(panel.getByLabel('Title')).toHaveValue(`${wombat} renamed page`);
    await expect(panel.getByLabel('Status')).toHaveValue('pending');
    expect((await savedItem(page, 'page', created.id)).title.raw).toBe(`${wombat} quick edit page`);

    await page.unroute(isThisPage);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(notice(editor, 'Item updated.')).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    const saved = await savedItem(page, 'page', created.id);
    expect(saved.title.raw).toBe(`${wombat} renamed page`);
    expect(saved.status).toBe('pending');
  });
});

test.describe('bulk actions', () => {
  test('moves posts to the trash together, restores them together, and deletes them for good', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    const platypus = uniqueWord('Platypus');
    const titles = [`${platypus} bulk one`, `${platypus} bulk two`, `${platypus} bulk three`];
    const ids: number[] = [];
    for (const title of titles) ids.push((await createItem(page, 'post', { title })).id);
    await page.goto('/editor?p=/post&layout=table');
    const editor = page.locator('site-editor');
    const rows = editor.locator('tbody tr');
    const bulk = editor.locator('.dv-bulk');

    const selectAll = async () => {
      await search(editor, platypus);
      await expect(rows).toHaveCount(titles.length);
      for (const title of titles)
        await editor.getByRole('checkbox', { name: `Select item: ${title}` }).check();
      await expect(editor.getByText('3 Items selected')).toBeVisible();
    };

    await selectAll();
    await bulk.getByRole('button', { name: 'Move to trash' }).click();
    await expect(notice(editor, '3 items moved to the trash.')).toBeVisible();
    await expect(rows).toHaveCount(0);
    for (const id of ids) expect((await savedItem(page, 'post', id)).status).toBe('trash');

    await editor.getByRole('link', { name: 'Trash', exact: true }).click();
    await expect(editor.getByRole('heading', { name: 'Trash' })).toBeVisible();
    await selectAll();
    await bulk.getByRole('button', { name: 'Restore' }).click();
    await expect(notice(editor, '3 items restored.')).toBeVisible();
    await expect(rows).toHaveCount(0);
    for (const id of ids) expect((await savedItem(page, 'post', id)).status).toBe('draft');

    // In the trash again (through the host), then gone for good.
    const headers = await restHeaders(page);
    for (const id of ids)
      expect((await page.request.delete(`/wp-json/wp/v2/posts/${id}`, { headers })).ok()).toBe(
        true,
      );
    await page.reload();
    await expect(editor.getByRole('heading', { name: 'Trash' })).toBeVisible();
    await selectAll();
    await bulk.getByRole('button', { name: 'Permanently delete' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Permanently delete' });
    await expect(dialog).toContainText('Are you sure you want to permanently delete 3 items?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(notice(editor, '3 items deleted.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(rows).toHaveCount(0);
    for (const id of ids) expect((await fetchItem(page, 'post', id)).status()).toBe(404);
  });
});

test.describe('quick edit rules', () => {
  test('a scheduled page made a draft loses its future date on the host', async ({ page }) => {
    await logIn(page, 'admin');
    const bilby = uniqueWord('Bilby');
    const created = await createItem(page, 'page', {
      title: `${bilby} scheduled page`,
      status: 'future',
      date: '2099-06-01T10:00:00',
    });
    expect(created.status).toBe('future');
    await page.goto('/editor?p=/page&activeView=future&layout=table');
    const editor = page.locator('site-editor');
    await search(editor, bilby);
    await chooseAction(
      editor,
      editor.locator('tbody tr', { hasText: `${bilby} scheduled page` }),
      'Quick edit',
    );
    const panel = editor.getByRole('region', { name: `${bilby} scheduled page` });
    await panel.getByLabel('Status').selectOption({ label: 'Draft' });
    const sent = page.waitForRequest(
      (request) =>
        request.method() !== 'GET' &&
        new URL(request.url()).pathname === `/wp-json/wp/v2/pages/${created.id}`,
    );
    await panel.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ status: 'draft', date: null });
    await expect(notice(editor, 'Item updated.')).toBeVisible();

    const saved = await savedItem(page, 'page', created.id);
    expect(saved.status).toBe('draft');
    expect(saved.date.startsWith('2099')).toBe(false);
  });

  test('a page made private loses its password on the host', async ({ page }) => {
    await logIn(page, 'admin');
    const bilby = uniqueWord('Bilby');
    const created = await createItem(page, 'page', {
      title: `${bilby} protected page`,
      status: 'publish',
      password: 'open sesame',
    });
    expect(created.password).toBe('open sesame');
    await page.goto('/editor?p=/page&layout=table');
    const editor = page.locator('site-editor');
    await search(editor, bilby);
    await chooseAction(
      editor,
      editor.locator('tbody tr', { hasText: `${bilby} protected page` }),
      'Quick edit',
    );
    const panel = editor.getByRole('region', { name: `${bilby} protected page` });
    await expect(panel.getByLabel('Password')).toHaveValue('open sesame');
    await panel.getByLabel('Status').selectOption({ label: 'Private' });
    // The panel shows the rule at once: no password, and none can be typed.
    await expect(panel.getByLabel('Password')).toHaveValue('');
    await expect(panel.getByLabel('Password')).toBeDisabled();
    const sent = page.waitForRequest(
      (request) =>
        request.method() !== 'GET' &&
        new URL(request.url()).pathname === `/wp-json/wp/v2/pages/${created.id}`,
    );
    await panel.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ status: 'private', password: '' });
    await expect(notice(editor, 'Item updated.')).toBeVisible();

    const saved = await savedItem(page, 'page', created.id);
    expect(saved.status).toBe('private');
    expect(saved.password).toBe('');
  });
});
