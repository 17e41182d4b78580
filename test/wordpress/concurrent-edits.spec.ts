// Two people (or two windows) edit one record in WordPress 7.1 (issue 30, item 2): A saves, then
// B saves in our editor. B's save stops and says who changed the record and when (WordPress's
// latest revision names them), and nothing of A's is lost unless B chooses. WordPress itself
// warns only for posts, through post locks: here a page, a template and the global styles.
// A is a second browser context (the editor user, or the administrator in another window)
// saving through WordPress's REST API, as WordPress's own editor would.
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { canvasOf, typeAtEnd } from '../e2e/canvas-helpers';
import { quickEdit, quickEditPanel, unique } from '../e2e/kept-edits-helpers';
import { closeEditingGuides, editorAt, expect, test, type WordPressUser, wpRest } from './fixtures';

const editor = (page: Page) => page.locator('site-editor');
const conflictNotice = (page: Page) =>
  editor(page).locator('.se-notice').filter({ hasText: 'after you opened it' });
const keptOffer = (page: Page) =>
  editor(page).locator('.se-notice').filter({ hasText: 'unsaved changes to' });
const ME_ELSEWHERE = 'you (in another window)';

/** A second window, signed in as `user` (the lane's saved sessions). */
async function otherWindow(browser: Browser, user: WordPressUser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: join(process.env.WORDPRESS_BASE ?? '', `${user}.json`),
  });
  const page = await context.newPage();
  return page;
}

async function expectToldAbout(page: Page, who: string): Promise<void> {
  const notice = conflictNotice(page);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`was changed by ${who} on `);
  await expect(notice).toContainText(/\d{4}/);
  await expect(notice).toContainText('Your changes are not saved.');
  await expect(editor(page).getByText('Site updated.')).toHaveCount(0);
}

/** The editing guides closed for the lane's administrator (they would cover the screens). */
test.beforeEach(async ({ page }) => {
  test.slow();
  await closeEditingGuides(page, { welcomeGuideStyles: false });
});
// The Styles guide back as the lane's users have it (styles.spec.ts expects it on first open).
test.afterEach(async ({ page }) => {
  await closeEditingGuides(page, { welcomeGuideStyles: true });
});

test('a page changed by the editor: the admin is told who, compares, and keeps mine', async ({
  page,
  browser,
}) => {
  const word = unique('Shared');
  const created = await wpRest<{ id: number }>(page, 'POST', '/wp/v2/pages', {
    title: `${word} page`,
    status: 'publish',
  });
  const id = created.body.id;
  const other = await otherWindow(browser, 'editor');
  try {
    await page.goto(editorAt('/page', { layout: 'table' }));
    const panel = await quickEdit(page, word, `${word} page`);
    // The editor saves first, in WordPress.
    const theirs = await wpRest(other, 'POST', `/wp/v2/pages/${id}`, { title: `${word} by A` });
    expect(theirs.status).toBe(200);

    await panel.getByLabel('Title').fill(`${word} by B`);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expectToldAbout(page, 'Editor Person');
    const saved = async () =>
      (await wpRest<{ title: { raw: string } }>(page, 'GET', `/wp/v2/pages/${id}?context=edit`))
        .body.title.raw;
    expect(await saved()).toBe(`${word} by A`);

    await conflictNotice(page).getByRole('button', { name: 'Compare versions' }).click();
    const dialog = editor(page).getByRole('dialog', { name: 'Compare versions' });
    await expect(
      dialog.getByRole('region', { name: 'Title: Their version' }).locator('pre'),
    ).toHaveText(`${word} by A`);
    await expect(
      dialog.getByRole('region', { name: 'Title: Your version' }).locator('pre'),
    ).toHaveText(`${word} by B`);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(editor(page).getByText(`"${word} by B" saved with your changes.`)).toBeVisible();
    expect(await saved()).toBe(`${word} by B`);
    await expect(quickEditPanel(page, `${word} by B`).getByLabel('Title')).toHaveValue(
      `${word} by B`,
    );
  } finally {
    await other.context().close();
    await wpRest(page, 'DELETE', `/wp/v2/pages/${id}?force=true`);
  }
});

test('a theme template first saved in another window: take theirs, then restore mine', async ({
  page,
  browser,
}) => {
  const id = 'twentytwentyfive//404';
  const other = await otherWindow(browser, 'admin');
  try {
    await page.goto(editorAt(`/wp_template/${id}`, { canvas: 'edit' }));
    const paragraph = canvasOf(page)
      .blocks.getByRole('document', { name: 'Block: Paragraph' })
      .first();
    await expect(paragraph).toBeVisible();
    // The other window saves the theme's template: it becomes the user's own.
    const word = unique('Lane');
    const current = await wpRest<{ content: { raw: string } }>(
      other,
      'GET',
      `/wp/v2/templates/${id}?context=edit`,
    );
    const theirsContent = current.body.content.raw.replace(/<\/p>/, ` ${word}-A</p>`);
    const theirs = await wpRest(other, 'POST', `/wp/v2/templates/${id}`, {
      content: theirsContent,
    });
    expect(theirs.status).toBe(200);

    await typeAtEnd(page, paragraph, ` ${word}-B`);
    await editor(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expectToldAbout(page, ME_ELSEWHERE);

    await conflictNotice(page).getByRole('button', { name: 'Take theirs' }).click();
    await expect(
      canvasOf(page).blocks.getByText(`${word}-A`, { exact: false }).first(),
    ).toBeVisible();
    await expect(canvasOf(page).blocks.getByText(`${word}-B`, { exact: false })).toHaveCount(0);
    await keptOffer(page).getByRole('button', { name: 'Restore unsaved changes' }).click();
    await expect(paragraph).toContainText(`${word}-B`);
    // Restored over theirs: this save goes through.
    await editor(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(conflictNotice(page)).toHaveCount(0);
    const saved = await wpRest<{ content: { raw: string } }>(
      page,
      'GET',
      `/wp/v2/templates/${id}?context=edit`,
    );
    expect(saved.body.content.raw).toContain(`${word}-B`);
  } finally {
    await other.context().close();
    await wpRest(page, 'DELETE', `/wp/v2/templates/${id}?force=true`);
  }
});

test('the global styles saved in another window: keep mine saves over theirs', async ({
  page,
  browser,
}) => {
  const themes = await wpRest<Array<{ _links: Record<string, Array<{ href: string }>> }>>(
    page,
    'GET',
    '/wp/v2/themes?status=active',
  );
  const href = themes.body[0]?._links['wp:user-global-styles']?.[0]?.href ?? '';
  const path = new URL(href).pathname.replace(/^\/wp-json/, '');
  const other = await otherWindow(browser, 'admin');
  try {
    await page.goto(editorAt('/styles', { section: '/variations' }));
    const panel = editor(page).getByRole('region', { name: 'Styles' });
    await expect(panel.getByRole('button', { name: 'Default' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const theirs = await wpRest(other, 'POST', path, {
      styles: { color: { background: '#123456' } },
      settings: {},
    });
    expect(theirs.status).toBe(200);

    const tiles = panel.locator('.st-tile');
    await tiles.nth(1).click();
    const save = editor(page).locator('.se-save-hub__button');
    await save.click();
    await expectToldAbout(page, ME_ELSEWHERE);
    await expect(save).toHaveText('Save');
    const read = async () =>
      (
        await wpRest<{ styles: { color?: { background?: string } } }>(
          page,
          'GET',
          `${path}?context=edit`,
        )
      ).body.styles;
    expect((await read()).color?.background).toBe('#123456');

    await conflictNotice(page).getByRole('button', { name: 'Keep mine' }).click();
    await expect(save).toHaveText('Saved');
    expect((await read()).color?.background).not.toBe('#123456');
  } finally {
    await other.context().close();
    await wpRest(page, 'POST', path, { styles: {}, settings: {} });
  }
});
