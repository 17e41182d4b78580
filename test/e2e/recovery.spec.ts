// Recovery (issue 30, item 4): a save that failed while the host was away lands once the host
// answers again, with the user idle (no mouse, no keys: nothing else asks the host anything); a
// session that ended says so and offers to log in, and after logging in through the offered
// window the save goes with the edits intact; a create whose answer was lost is not made twice
// when the user tries again. Outages are page.route faults lifted with unroute; the session ends
// as the browser's cookies are cleared; a lost answer is the host's real answer fetched and then
// thrown away. Every check reads the host back through REST as another client.
import type { Route } from '@playwright/test';
import { type RestClient, restAs } from '../fixtures/host';
import { expect, logIn, test } from './fixtures';
import {
  editor,
  openPageList,
  openQuickEdit,
  type PageRecord,
  quickEditPanel,
  unique,
} from './kept-edits-helpers';
import { editorOf, openAddMenu } from './patterns-helpers';

/** Generous: the host is asked again after 1 s, 2 s, 4 s… up to 15 s between two asks. */
const RECOVERY = { timeout: 45_000 };

let admin: RestClient;
const created: string[] = [];

test.beforeEach(async ({ request }) => {
  admin = await restAs(request, 'admin');
});

test.afterEach(async () => {
  for (const path of created.splice(0)) await admin.delete(path, { query: { force: true } });
});

async function createPage(title: string): Promise<PageRecord> {
  const response = await admin.post('wp/v2/pages', { title, status: 'draft' });
  expect(response.status()).toBe(201);
  const record = (await response.json()) as PageRecord;
  created.push(`wp/v2/pages/${record.id}`);
  return record;
}

async function savedTitle(id: number): Promise<string> {
  const response = await admin.get(`wp/v2/pages/${id}`, { query: { context: 'edit' } });
  return ((await response.json()) as PageRecord).title.raw;
}

/** Every record of a collection titled `title` (any status), removed after the test. */
async function titled(collection: string, title: string): Promise<PageRecord[]> {
  const response = await admin.get(`wp/v2/${collection}`, {
    query: { search: title, status: 'any', context: 'edit', per_page: 100 },
  });
  const found = ((await response.json()) as PageRecord[]).filter((r) => r.title.raw === title);
  for (const record of found) {
    const path = `wp/v2/${collection}/${record.id}`;
    if (!created.includes(path)) created.push(path);
  }
  return found;
}

const isRest = (url: URL) => url.pathname.startsWith('/wp-json/');

/** The host gets the create and makes the record; its answer never reaches the browser. */
function loseFirstAnswer(collection: string) {
  let lost = false;
  const matches = (url: URL) => url.pathname === `/wp-json/wp/v2/${collection}`;
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST' || lost) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  };
  return { matches, handler };
}

test.describe('recovery', () => {
  test.setTimeout(120_000);

  test('a save that failed while the host was away lands once it is back, the user idle', async ({
    page,
  }) => {
    const word = unique('Idle');
    const record = await createPage(`${word} page`);
    await logIn(page, 'admin');
    const panel = await openQuickEdit(page, word, record.title.raw);

    await page.route(isRest, (route) => route.abort('connectionrefused'));
    await panel.getByLabel('Title').fill(`${word} saved while idle`);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('alert')).toBeVisible();
    expect(await savedTitle(record.id)).toBe(`${word} page`);

    // The host is back. The user does nothing at all.
    await page.unroute(isRest);
    await expect.poll(() => savedTitle(record.id), RECOVERY).toBe(`${word} saved while idle`);
    // The panel is named by the saved title now; its failure message is gone.
    const saved = quickEditPanel(page, `${word} saved while idle`);
    await expect(saved.getByLabel('Title')).toHaveValue(`${word} saved while idle`);
    await expect(saved.getByRole('alert')).toHaveCount(0);
  });

  test('a session that ended: the user is told, logs in through the offer, and the save lands', async ({
    page,
    context,
  }) => {
    const word = unique('Session');
    const record = await createPage(`${word} page`);
    await logIn(page, 'admin');
    const panel = await openQuickEdit(page, word, record.title.raw);

    // The session ends (its cookie is gone, as after logging out elsewhere or an expiry).
    await context.clearCookies();
    await panel.getByLabel('Title').fill(`${word} saved after logging in`);
    await panel.getByLabel('Status').selectOption({ label: 'Pending' });
    await panel.getByRole('button', { name: 'Save' }).click();

    const notice = editor(page)
      .locator('.se-notice')
      .filter({ hasText: 'You have been logged out.' });
    await expect(notice).toBeVisible();
    await expect(panel.getByRole('alert')).toContainText('You have been logged out.');
    await expect(editor(page).getByText('Sorry, you are not allowed')).toHaveCount(0);
    await expect(panel.getByLabel('Title')).toHaveValue(`${word} saved after logging in`);
    expect(await savedTitle(record.id)).toBe(`${word} page`);

    // 'Log in' opens the host's login page in a window of its own; the user logs in there.
    const opened = page.waitForEvent('popup');
    await notice.getByRole('button', { name: 'Log in' }).click();
    const login = await opened;
    await login.getByLabel('Username').fill('admin');
    await login.getByLabel('Password').fill('admin');
    await login.getByRole('button', { name: 'Log in' }).click();

    await expect.poll(() => savedTitle(record.id), RECOVERY).toBe(`${word} saved after logging in`);
    const saved = (await (
      await admin.get(`wp/v2/pages/${record.id}`, { query: { context: 'edit' } })
    ).json()) as PageRecord;
    expect(saved.status).toBe('pending');
    await expect(notice).toHaveCount(0);
    const savedPanel = quickEditPanel(page, `${word} saved after logging in`);
    await expect(savedPanel.getByLabel('Title')).toHaveValue(`${word} saved after logging in`);
    await expect(savedPanel.getByRole('alert')).toHaveCount(0);
    // The login window has done its work and is gone.
    await expect.poll(() => login.isClosed(), RECOVERY).toBe(true);
  });

  test('a new draft whose answer was lost is made once when the user tries again', async ({
    page,
  }) => {
    const title = `${unique('Once')} draft`;
    await logIn(page, 'admin');
    await openPageList(page);
    const fault = loseFirstAnswer('pages');
    await page.route(fault.matches, fault.handler);

    await editor(page).getByRole('button', { name: 'Add New Page' }).click();
    const dialog = editor(page).getByRole('dialog', { name: 'Draft new: Page' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect(dialog.getByText('You are probably offline.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create draft' })).toBeEnabled();

    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/canvas=edit/);
    const pages = await titled('pages', title);
    expect(pages).toHaveLength(1);
    expect(new URL(page.url()).searchParams.get('p')).toBe(`/page/${pages[0]!.id}`);
  });

  test('a new pattern whose answer was lost is made once when the user tries again', async ({
    page,
  }) => {
    const name = `${unique('Once')} pattern`;
    await logIn(page, 'admin');
    const patterns = editorOf(page);
    await page.goto('/editor?p=/pattern');
    const fault = loseFirstAnswer('blocks');
    await page.route(fault.matches, fault.handler);

    await openAddMenu(patterns);
    await patterns.getByRole('menuitem', { name: 'Add New Pattern' }).click();
    const dialog = patterns.getByRole('dialog', { name: 'Add New Pattern' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('You are probably offline.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeEnabled();

    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(/canvas=edit/);
    const found = await titled('blocks', name);
    expect(found).toHaveLength(1);
    expect(new URL(page.url()).searchParams.get('p')).toBe(`/wp_block/${found[0]!.id}`);
  });
});
