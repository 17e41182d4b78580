// A session that ended, in WordPress (issue 30): the browser's login cookies go, the user saves a
// quick edit; WordPress answers as to a visitor (401, its nonce endpoint `0`), and the editor says
// the user was logged out, not "Sorry, you are not allowed to edit this post", and offers to log
// in: wp-login.php?interim-login=1 in a window of its own. Once logged in there, the editor takes
// a fresh nonce and the save that waited reaches WordPress with its edits.
import { editorAt, expect, test as laneTest, wpRest } from './fixtures';

interface WpPost {
  id: number;
  status: string;
  title: { raw: string };
}

// The lane fails a test on any 401; here WordPress is meant to answer so while logged out.
const test = laneTest.extend<{ loggedOutAnswers: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's parameters.
  loggedOutAnswers: async ({}, use) => {
    await use([]);
  },
});

test('logged out: the editor offers WordPress’s login, and the save lands after it', async ({
  page,
  context,
}) => {
  const word = `Plover${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'q')}`;
  const created = await wpRest<WpPost>(page, 'POST', '/wp/v2/pages', {
    title: `${word} page`,
    status: 'draft',
  });
  expect(created.status).toBe(201);
  await page.goto(editorAt('/page', { layout: 'table' }));
  const editor = page.locator('site-editor');
  await editor.getByRole('searchbox', { name: 'Search' }).fill(word);
  const row = editor.locator('tbody tr', { hasText: `${word} page` });
  // The search's answer in: the list no longer changes under the Actions menu (a new list
  // closed the menu as it opened).
  await expect(editor.locator('tbody tr')).toHaveCount(1);
  await row.getByRole('button', { name: 'Actions' }).click();
  await editor.getByRole('menuitem', { name: 'Quick edit', exact: true }).click();
  const panel = editor.getByRole('region', { name: `${word} page` });
  await expect(panel.getByLabel('Title')).toHaveValue(`${word} page`);

  await context.clearCookies();
  await panel.getByLabel('Title').fill(`${word} saved after logging in`);
  await panel.getByRole('button', { name: 'Save' }).click();
  const notice = editor.locator('.se-notice').filter({ hasText: 'You have been logged out.' });
  await expect(notice).toBeVisible();
  await expect(editor.getByText('Sorry, you are not allowed')).toHaveCount(0);

  const opened = page.waitForEvent('popup');
  await notice.getByRole('button', { name: 'Log in' }).click();
  const login = await opened;
  expect(new URL(login.url()).pathname).toBe('/wp-login.php');
  expect(new URL(login.url()).searchParams.get('interim-login')).toBe('1');
  await login.getByLabel('Username or Email Address').fill('admin');
  await login.getByLabel('Password', { exact: true }).fill('admin');
  await login.getByRole('button', { name: 'Log In' }).click();

  await expect(notice).toHaveCount(0, { timeout: 45_000 });
  await expect
    .poll(
      async () =>
        (await wpRest<WpPost>(page, 'GET', `/wp/v2/pages/${created.body.id}?context=edit`)).body
          .title.raw,
      { timeout: 45_000 },
    )
    .toBe(`${word} saved after logging in`);
  await wpRest(page, 'DELETE', `/wp/v2/pages/${created.body.id}?force=true`);
});
