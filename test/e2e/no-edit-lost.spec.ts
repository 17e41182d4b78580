// No edit lost (issue 16): unsaved entity edits survive reloads, crashes and host outages. Edits
// are kept in the browser as they are made and offered back per record after a reload or a crash
// ('Restore unsaved changes' / 'Discard'); leaving the page with unsaved edits asks first; moving
// between views keeps quick edit's edits; a save the host could not take (5xx, dropped
// connection, offline) keeps the edits on screen and is sent again once the host answers.
// A crash is the page closed without its beforeunload handlers, then a new page in the same
// browser profile. no-edit-lost-restart.spec.ts stops and restarts a real host mid-save.
import { type RestClient, restAs } from '../fixtures/host';
import { expect, logIn, test } from './fixtures';
import {
  crash,
  editor,
  keptInBrowser,
  offer,
  openPageList,
  openQuickEdit,
  type PageRecord,
  quickEdit,
  unique,
  untilKept,
} from './kept-edits-helpers';

let admin: RestClient;
const createdPages: number[] = [];
const createdMenus: number[] = [];

test.beforeEach(async ({ request }) => {
  admin = await restAs(request, 'admin');
});

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
  for (const id of createdPages.splice(0))
    await admin.delete(`wp/v2/pages/${id}`, { query: { force: true } });
  for (const id of createdMenus.splice(0))
    await admin.delete(`wp/v2/navigation/${id}`, { query: { force: true } });
});

async function createPage(title: string): Promise<PageRecord> {
  const response = await admin.post('wp/v2/pages', { title, status: 'draft' });
  expect(response.status()).toBe(201);
  const record = (await response.json()) as PageRecord;
  createdPages.push(record.id);
  return record;
}

async function savedPage(id: number): Promise<PageRecord> {
  return (await (
    await admin.get(`wp/v2/pages/${id}`, { query: { context: 'edit' } })
  ).json()) as PageRecord;
}

test.describe('quick edit', () => {
  test('edits kept through a crash are offered by title, restored and saved', async ({ page }) => {
    const word = unique('Kept');
    const created = await createPage(`${word} crash page`);
    await logIn(page, 'admin');
    let panel = await openQuickEdit(page, word, created.title.raw);
    await panel.getByLabel('Title').fill(`${word} typed before the crash`);
    await panel.getByLabel('Status').selectOption({ label: 'Pending' });
    await untilKept(page, `${word} typed before the crash`);

    const reopened = await crash(page);
    await openPageList(reopened);
    const kept = offer(editor(reopened), `${word} typed before the crash`);
    await expect(kept).toBeVisible();
    await expect(kept.getByRole('button', { name: 'Discard' })).toBeVisible();
    await kept.getByRole('button', { name: 'Restore unsaved changes' }).click();
    await expect(kept).toHaveCount(0);

    panel = await quickEdit(reopened, word, created.title.raw);
    await expect(panel.getByLabel('Title')).toHaveValue(`${word} typed before the crash`);
    await expect(panel.getByLabel('Status')).toHaveValue('pending');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(editor(reopened).getByText('Item updated.')).toBeVisible();
    const saved = await savedPage(created.id);
    expect(saved.title.raw).toBe(`${word} typed before the crash`);
    expect(saved.status).toBe('pending');

    // Saved edits leave the browser's store: nothing is offered after another reload.
    await expect.poll(() => keptInBrowser(reopened)).not.toContain(word);
    await reopened.reload();
    await expect(editor(reopened).locator('.dv-title').first()).toBeVisible();
    await expect(offer(editor(reopened), `${word} typed before the crash`)).toHaveCount(0);
  });

  test('edits kept through a reload can be discarded for good', async ({ page }) => {
    const word = unique('Dropped');
    const created = await createPage(`${word} reload page`);
    await logIn(page, 'admin');
    const panel = await openQuickEdit(page, word, created.title.raw);
    await panel.getByLabel('Title').fill(`${word} not wanted`);
    await untilKept(page, `${word} not wanted`);

    page.on('dialog', (dialog) => dialog.accept());
    await page.reload();
    const kept = offer(editor(page), `${word} not wanted`);
    await kept.getByRole('button', { name: 'Discard' }).click();
    await expect(kept).toHaveCount(0);
    await expect.poll(() => keptInBrowser(page)).not.toContain(word);
    await page.reload();
    await expect(editor(page).locator('.dv-title').first()).toBeVisible();
    await expect(offer(editor(page), `${word} not wanted`)).toHaveCount(0);
    expect((await savedPage(created.id)).title.raw).toBe(`${word} reload page`);
  });

  test("another user of the same browser is not offered someone else's edits", async ({ page }) => {
    const word = unique('Private');
    const created = await createPage(`${word} page`);
    await logIn(page, 'admin');
    const panel = await openQuickEdit(page, word, created.title.raw);
    await panel.getByLabel('Title').fill(`${word} by the admin`);
    await untilKept(page, `${word} by the admin`);

    const next = await crash(page);
    await next.goto('/logout');
    await logIn(next, 'editor', '/editor?p=/page&layout=table');
    await expect(editor(next).locator('.dv-title').first()).toBeVisible();
    // The admin's edits are still kept, for the admin.
    await expect.poll(() => keptInBrowser(next)).toContain(`${word} by the admin`);
    await expect(offer(editor(next), `${word} by the admin`)).toHaveCount(0);

    await next.goto('/logout');
    await logIn(next, 'admin', '/editor?p=/page&layout=table');
    await expect(offer(editor(next), `${word} by the admin`)).toBeVisible();
  });

  test('moving to another view and back keeps the edits', async ({ page }) => {
    const word = unique('Moving');
    const created = await createPage(`${word} page`);
    await logIn(page, 'admin');
    const panel = await openQuickEdit(page, word, created.title.raw);
    await panel.getByLabel('Title').fill(`${word} still here`);

    // Without reloading: another view of the list, another layout, another screen, and back.
    const root = editor(page);
    await root.getByRole('link', { name: 'Published', exact: true }).click();
    await expect(panel).toHaveCount(0);
    await root.getByRole('button', { name: 'Layout' }).click();
    await root.getByRole('menuitemradio', { name: 'Grid' }).click();
    // Another screen, through the runtime the host page sees (no reload), then the list again.
    const go = (path: string) =>
      page.evaluate((to) => window.siteEditorElements?.navigate(to), path);
    await go('/navigation');
    await expect(root.getByRole('link', { name: 'All items', exact: true })).toHaveCount(0);
    await go('/page');
    await root.getByRole('link', { name: 'All items', exact: true }).click();
    await root.getByRole('button', { name: 'Layout' }).click();
    await root.getByRole('menuitemradio', { name: 'Table' }).click();
    const again = await quickEdit(page, word, created.title.raw);
    await expect(again.getByLabel('Title')).toHaveValue(`${word} still here`);
  });
});

test.describe('leaving the page', () => {
  test('asks before leaving with unsaved edits, and not without', async ({ page }) => {
    const word = unique('Leaving');
    const created = await createPage(`${word} page`);
    await logIn(page, 'admin');
    const panel = await openQuickEdit(page, word, created.title.raw);

    // Nothing unsaved: the page closes without asking.
    const clean = await panel.page().context().newPage();
    await clean.goto('/editor?p=/page&layout=table');
    await expect(editor(clean).locator('.dv-title').first()).toBeVisible();
    await clean.locator('body').click();
    let asked = false;
    clean.on('dialog', (dialog) => {
      asked = true;
      void dialog.accept();
    });
    await clean.close({ runBeforeUnload: true });
    expect(asked).toBe(false);

    await panel.getByLabel('Title').fill(`${word} unsaved`);
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const shown = await dialog;
    expect(shown.type()).toBe('beforeunload');
    await shown.dismiss();
    await expect(panel.getByLabel('Title')).toHaveValue(`${word} unsaved`);
  });
});

test.describe('host outages', () => {
  test('a save answered with a 500: the edits stay, and go once the host answers again', async ({
    page,
  }) => {
    const word = unique('Outage');
    const created = await createPage(`${word} page`);
    await logIn(page, 'admin');
    const isThisPage = (url: URL) => url.pathname === `/wp-json/wp/v2/pages/${created.id}`;
    await page.route(isThisPage, (route) =>
      route.request().method() === 'GET'
        ? route.continue()
        : route.fulfill({
            status: 503,
            contentType: 'text/html',
            body: '<h1>Service Unavailable</h1>',
          }),
    );
    const panel = await openQuickEdit(page, word, created.title.raw);
    await panel.getByLabel('Title').fill(`${word} saved later`);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('alert')).toBeVisible();
    await expect(panel.getByLabel('Title')).toHaveValue(`${word} saved later`);
    expect((await savedPage(created.id)).title.raw).toBe(`${word} page`);

    // The host is back: the next request that succeeds (another view's list) sends the save again.
    await page.unroute(isThisPage);
    await editor(page).getByRole('link', { name: 'Drafts' }).click();
    await expect
      .poll(async () => (await savedPage(created.id)).title.raw)
      .toBe(`${word} saved later`);
    await expect.poll(() => keptInBrowser(page)).not.toContain(word);
  });

  test('a save whose connection dropped is sent again when the browser is back online', async ({
    page,
    context,
  }) => {
    const word = unique('Offline');
    const created = await createPage(`${word} page`);
    await logIn(page, 'admin');
    const panel = await openQuickEdit(page, word, created.title.raw);
    await panel.getByLabel('Title').fill(`${word} sent when online`);
    await context.setOffline(true);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('alert')).toBeVisible();
    await expect(panel.getByLabel('Title')).toHaveValue(`${word} sent when online`);

    await context.setOffline(false);
    await expect
      .poll(async () => (await savedPage(created.id)).title.raw)
      .toBe(`${word} sent when online`);
    await expect(panel.getByRole('alert')).toHaveCount(0);
  });

  test('a connection dropped mid-save, then a reload: the edits are offered again', async ({
    page,
  }) => {
    const word = unique('Dropped');
    const created = await createPage(`${word} page`);
    await logIn(page, 'admin');
    const isThisPage = (url: URL) => url.pathname === `/wp-json/wp/v2/pages/${created.id}`;
    await page.route(isThisPage, (route) =>
      route.request().method() === 'GET' ? route.continue() : route.abort('connectionreset'),
    );
    const panel = await openQuickEdit(page, word, created.title.raw);
    await panel.getByLabel('Title').fill(`${word} never dropped`);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('alert')).toBeVisible();
    await expect(panel.getByLabel('Title')).toHaveValue(`${word} never dropped`);
    await untilKept(page, `${word} never dropped`);

    const reopened = await crash(page);
    await openPageList(reopened);
    await offer(editor(reopened), `${word} never dropped`)
      .getByRole('button', { name: 'Restore unsaved changes' })
      .click();
    const again = await quickEdit(reopened, word, created.title.raw);
    await expect(again.getByLabel('Title')).toHaveValue(`${word} never dropped`);
  });
});

test.describe('other editors', () => {
  const link = (label: string, url: string) =>
    `<!-- wp:navigation-link {"label":"${label}","url":"${url}","kind":"custom"} /-->`;

  test("a menu's unsaved items survive a crash", async ({ page }) => {
    const title = unique('Kept menu ');
    const response = await admin.post('wp/v2/navigation', {
      title,
      content: link('One', '/one'),
      status: 'publish',
    });
    const menu = (await response.json()) as { id: number };
    createdMenus.push(menu.id);
    await logIn(page, 'admin', `/editor?p=/wp_navigation/${menu.id}`);
    const screen = editor(page).locator('.nv-menu');
    await screen.getByLabel(`Add a link to ${title}`).fill('example.com/kept');
    await screen.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(screen.getByRole('treeitem', { name: /^example\.com\/kept, / })).toBeVisible();
    await untilKept(page, 'https://example.com/kept');

    const reopened = await crash(page);
    await reopened.goto(`/editor?p=/wp_navigation/${menu.id}`);
    await offer(editor(reopened), title)
      .getByRole('button', { name: 'Restore unsaved changes' })
      .click();
    const restored = editor(reopened).locator('.nv-menu');
    await expect(restored.getByRole('treeitem', { name: /^example\.com\/kept, / })).toBeVisible();
    await restored.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => {
        const saved = await admin.get(`wp/v2/navigation/${menu.id}`, {
          query: { context: 'edit' },
        });
        return ((await saved.json()) as { content: { raw: string } }).content.raw;
      })
      .toContain('https://example.com/kept');
  });

  test('font activation survives a reload', async ({ page }) => {
    await logIn(page, 'admin', '/element/font-library');
    const library = page.locator('font-library');
    await library
      .getByRole('region', { name: 'Theme' })
      .getByRole('button', { name: /^Monospace/ })
      .click();
    await library.getByRole('checkbox', { name: 'Monospace' }).uncheck();
    await expect(library.getByRole('button', { name: 'Update' })).toBeEnabled();
    await untilKept(page, 'fontFamilies');

    const reopened = await crash(page);
    await reopened.goto('/element/font-library');
    const again = reopened.locator('font-library');
    await again
      .locator('.se-notice')
      .filter({ hasText: 'has unsaved changes' })
      .getByRole('button', { name: 'Restore unsaved changes' })
      .click();
    await expect(again.getByRole('button', { name: 'Update' })).toBeEnabled();
    await again
      .getByRole('region', { name: 'Theme' })
      .getByRole('button', { name: /^Monospace/ })
      .click();
    await expect(again.getByRole('checkbox', { name: 'Monospace' })).not.toBeChecked();
  });
});
