// No edit lost (issue 16): unsaved entity edits survive reloads, crashes and host outages. Edits
// are kept in the browser as they are made and offered back per record after a reload or a crash
// ('Restore unsaved changes' / 'Discard'); leaving the page with unsaved edits asks first; moving
// between views keeps quick edit's edits; a save the host could not take (5xx, dropped
// connection, offline) keeps the edits on screen and is sent again once the host answers.
// A crash is the page closed without its beforeunload handlers, then a new page in the same
// browser profile.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { type RestClient, restAs } from '../fixtures/host';
import { expect, logIn, test } from './fixtures';

interface PageRecord {
  id: number;
  title: { raw: string };
  status: string;
}

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

/** A title no other run on the same host used. */
const unique = (word: string) =>
  `${word}${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'x')}`;

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

const editor = (page: Page) => page.locator('site-editor');
const quickEditPanel = (page: Page, title: string) =>
  editor(page).getByRole('region', { name: title });

/** Opens the page list (a page load). */
async function openPageList(page: Page) {
  await page.goto('/editor?p=/page&layout=table');
  await expect(editor(page).getByRole('searchbox', { name: 'Search' })).toBeVisible();
}

/** In the open list: searches for `word` and opens quick edit on the row of the page `title`. */
async function quickEdit(page: Page, word: string, title: string): Promise<Locator> {
  await editor(page).getByRole('searchbox', { name: 'Search' }).fill(word);
  // The search is debounced: wait until only matching rows show, or the click may hit a row
  // that the results replace.
  const titles = editor(page).locator('.dv-title');
  await expect(titles.first()).toBeVisible();
  await expect(titles.filter({ hasNotText: new RegExp(word, 'i') })).toHaveCount(0);
  const row = editor(page).locator('tbody tr', { hasText: title });
  await row.getByRole('button', { name: 'Actions' }).click();
  await editor(page).getByRole('menuitem', { name: 'Quick edit', exact: true }).click();
  const panel = quickEditPanel(page, title);
  await expect(panel.getByLabel('Title')).toBeVisible();
  return panel;
}

/** The page list (a page load), with quick edit open on the page `title`. */
async function openQuickEdit(page: Page, word: string, title: string): Promise<Locator> {
  await openPageList(page);
  const panel = await quickEdit(page, word, title);
  await expect(panel.getByLabel('Title')).toHaveValue(title);
  return panel;
}

/** Every value the page keeps in the browser for unsaved edits, as JSON text. */
function keptInBrowser(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    const texts: string[] = [];
    for (const { name } of databases) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of db.objectStoreNames) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        texts.push(JSON.stringify(values));
      }
      db.close();
    }
    return texts.join('\n');
  });
}

/** Waits until the browser keeps `text` (the edits are written as they are made). */
async function untilKept(page: Page, text: string) {
  await expect.poll(() => keptInBrowser(page)).toContain(text);
}

/** Closes the page as a crash would (no beforeunload), and opens a new one in the same browser. */
async function crash(page: Page): Promise<Page> {
  const context = page.context();
  await page.close({ runBeforeUnload: false });
  return context.newPage();
}

/** The offer of one record's kept edits. */
const offer = (root: Locator, title: string) =>
  root.locator('.se-notice').filter({ hasText: `"${title}" has unsaved changes` });

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

test.describe('a host stopped mid-save and started again', () => {
  // A second demo host of our own, on its own port and data directory, really stopped and
  // started again (the first one, playwright.config.ts's, is shared by every spec).
  const port = Number(process.env.E2E_SECOND_PORT ?? 8832);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'site-editor-outage-'));
  let server: ChildProcess | undefined;

  async function startHost() {
    server = spawn(process.execPath, ['dist/demo-server.mjs'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${origin}/wp-json/`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 20_000 },
      )
      .toBe(200);
  }

  async function stopHost() {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  test.afterAll(stopHost);

  test('the edits stay on screen, and are saved once the host answers again', async ({ page }) => {
    test.setTimeout(60_000);
    await startHost();
    await page.goto(`${origin}/login?redirect_to=%2F`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const nonce = (
      await (await page.request.get(`${origin}/wp-admin/admin-ajax.php?action=rest-nonce`)).text()
    ).trim();
    const headers = { 'X-WP-Nonce': nonce };
    const word = unique('Restarted');
    const created = (await (
      await page.request.post(`${origin}/wp-json/wp/v2/pages`, {
        headers,
        data: { title: `${word} page`, status: 'draft' },
      })
    ).json()) as PageRecord;
    const hostTitle = async () =>
      (
        (await (
          await page.request.get(`${origin}/wp-json/wp/v2/pages/${created.id}?context=edit`, {
            headers,
          })
        ).json()) as PageRecord
      ).title.raw;

    await page.goto(`${origin}/editor?p=/page&layout=table`);
    const panel = await quickEdit(page, word, created.title.raw);
    await panel.getByLabel('Title').fill(`${word} survived the restart`);

    await stopHost();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('alert')).toBeVisible();
    await expect(panel.getByLabel('Title')).toHaveValue(`${word} survived the restart`);

    await startHost();
    // The next request that gets an answer (another view's list) sends the save again.
    await editor(page).getByRole('link', { name: 'Drafts', exact: true }).click();
    await expect.poll(hostTitle).toBe(`${word} survived the restart`);
    await expect(
      editor(page).getByText(`Unsaved changes to "${word} survived the restart" were saved.`),
    ).toBeVisible();
  });
});
