// Two people (or two tabs) edit one record (issue 30, item 2): A saves, then B saves. B's save
// stops and says who changed the record and when; nothing of A's is lost unless B chooses: B may
// compare the two versions, keep mine (the host then has B's) or take theirs (A's version in B's
// editor, B's edits offered back as kept edits). For a page, a template, a template part, a
// pattern, a menu and the global styles, each in two browser contexts on the demo host.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { type RestClient, restAs } from '../fixtures/host';
import { canvasOf, revertThemeItems, savedItem, typeAtEnd } from './canvas-helpers';
import {
  accessibilityViolations,
  expect,
  logIn,
  setWelcomeGuides,
  skipStylesWelcomeGuide,
  test,
  userGlobalStyles,
} from './fixtures';
import { quickEdit, quickEditPanel, unique } from './kept-edits-helpers';

const editor = (page: Page) => page.locator('site-editor');
/** The notice of a save that stopped because someone else changed the record. */
const conflictNotice = (page: Page) =>
  editor(page).locator('.se-notice').filter({ hasText: 'after you opened it' });
/** The offer of edits set aside by 'Take theirs'. */
const keptOffer = (page: Page) =>
  editor(page).locator('.se-notice').filter({ hasText: 'unsaved changes to' });
const compareDialog = (page: Page) =>
  editor(page).getByRole('dialog', { name: 'Compare versions' });
/** One side of the compare view: a field's text, theirs or mine. */
const side = (page: Page, field: string, whose: 'Their version' | 'Your version') =>
  compareDialog(page)
    .getByRole('region', { name: `${field}: ${whose}` })
    .locator('pre');
const siteUpdated = (page: Page) => editor(page).getByText('Site updated.');

let admin: RestClient;
const contexts: BrowserContext[] = [];
const cleanups: (() => Promise<unknown>)[] = [];

test.beforeEach(async ({ request }) => {
  admin = await restAs(request, 'admin');
});

test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  for (const context of contexts.splice(0)) await context.close();
});

/** A browser context of its own, signed in as `user`, with every welcome guide closed. */
async function person(browser: Browser, user: 'admin' | 'editor'): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  cleanups.push(async () => expect(errors, `uncaught errors in ${user}'s page`).toEqual([]));
  await logIn(page, user, '/');
  await setWelcomeGuides(page, { welcomeGuidePage: false, welcomeGuideTemplate: false });
  return page;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** B is told who changed the record and when, and that nothing of B's was saved. */
async function expectToldAbout(page: Page, who: string): Promise<Locator> {
  const notice = conflictNotice(page);
  await expect(notice).toBeVisible();
  // 'on Dec 2, 2026, 1:05 AM' in the site's time zone: a date with its year.
  await expect(notice).toContainText(new RegExp(`was changed by ${escapeRegExp(who)} on .*\\d{4}`));
  await expect(notice).toContainText('Your changes are not saved.');
  for (const choice of ['Compare versions', 'Keep mine', 'Take theirs']) {
    await expect(notice.getByRole('button', { name: choice })).toBeVisible();
  }
  await expect(siteUpdated(page)).toHaveCount(0);
  return notice;
}

const ME_ELSEWHERE = 'you (in another window)';

test.describe('two people edit one record', () => {
  test('a page: B sees who and when, compares, takes theirs, restores and saves', async ({
    browser,
  }) => {
    const word = unique('Shared');
    const created = await admin.post('wp/v2/pages', { title: `${word} page`, status: 'draft' });
    const { id } = (await created.json()) as { id: number };
    cleanups.push(() => admin.delete(`wp/v2/pages/${id}`, { query: { force: true } }));
    const a = await person(browser, 'editor');
    const b = await person(browser, 'admin');
    for (const page of [a, b]) await page.goto('/editor?p=/page&layout=table');
    const panelA = await quickEdit(a, word, `${word} page`);
    const panelB = await quickEdit(b, word, `${word} page`);

    await panelA.getByLabel('Title').fill(`${word} by A`);
    await panelA.getByRole('button', { name: 'Save' }).click();
    await expect(editor(a).getByText('Item updated.')).toBeVisible();

    await panelB.getByLabel('Title').fill(`${word} by B`);
    await panelB.getByRole('button', { name: 'Save' }).click();
    const notice = await expectToldAbout(b, 'Eden Editor');
    await expect(editor(b).getByText('Item updated.')).toHaveCount(0);
    const saved = async () =>
      (
        (await (await admin.get(`wp/v2/pages/${id}`, { query: { context: 'edit' } })).json()) as {
          title: { raw: string };
        }
      ).title.raw;
    expect(await saved()).toBe(`${word} by A`);

    // Their version beside mine.
    await notice.getByRole('button', { name: 'Compare versions' }).click();
    const dialog = compareDialog(b);
    await expect(side(b, 'Title', 'Their version')).toHaveText(`${word} by A`);
    await expect(side(b, 'Title', 'Your version')).toHaveText(`${word} by B`);
    expect(await accessibilityViolations(b)).toEqual([]);

    // Theirs in my editor; mine kept, offered back.
    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await expect(dialog).toHaveCount(0);
    // The panel is named by the saved title: theirs now.
    const theirsPanel = quickEditPanel(b, `${word} by A`);
    await expect(theirsPanel.getByLabel('Title')).toHaveValue(`${word} by A`);
    const offer = keptOffer(b);
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Restore unsaved changes' }).click();
    await expect(theirsPanel.getByLabel('Title')).toHaveValue(`${word} by B`);

    // Restored over theirs: this save is not stopped again.
    await theirsPanel.getByRole('button', { name: 'Save' }).click();
    await expect(editor(b).getByText('Item updated.')).toBeVisible();
    await expect(conflictNotice(b)).toHaveCount(0);
    expect(await saved()).toBe(`${word} by B`);
  });

  test('the global styles: B compares, keeps mine, and the host has B’s styles', async ({
    browser,
  }) => {
    const a = await person(browser, 'admin');
    const b = await person(browser, 'admin');
    await skipStylesWelcomeGuide(a);
    const styles = await userGlobalStyles(a);
    await styles.save({ styles: {}, settings: {} });
    cleanups.push(() => styles.save({ styles: {}, settings: {} }));
    const variation = (page: Page, name: string) =>
      editor(page).getByRole('region', { name: 'Styles' }).getByRole('button', { name });
    for (const page of [a, b]) {
      await page.goto('/editor?p=/styles&section=/variations');
      await expect(variation(page, 'Default')).toHaveAttribute('aria-pressed', 'true');
    }
    const save = (page: Page) => editor(page).locator('.se-save-hub__button');

    await variation(a, 'Ember').click();
    await save(a).click();
    await expect(save(a)).toHaveText('Saved');
    const ember = JSON.stringify((await styles.read()).styles);

    await variation(b, 'Sage').click();
    await save(b).click();
    const notice = await expectToldAbout(b, ME_ELSEWHERE);
    await expect(save(b)).toHaveText('Save');
    expect(JSON.stringify((await styles.read()).styles)).toBe(ember);

    await notice.getByRole('button', { name: 'Compare versions' }).click();
    const dialog = compareDialog(b);
    await expect(side(b, 'Styles', 'Their version')).toBeVisible();
    await expect(side(b, 'Styles', 'Your version')).toBeVisible();
    const theirs = await side(b, 'Styles', 'Their version').innerText();
    const mine = await side(b, 'Styles', 'Your version').innerText();
    expect(theirs).not.toBe(mine);

    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(save(b)).toHaveText('Saved');
    expect(JSON.stringify((await styles.read()).styles)).not.toBe(ember);
    await a.reload();
    await expect(variation(a, 'Sage')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a menu: B takes theirs and sees A’s link, then restores and saves B’s', async ({
    browser,
  }) => {
    const word = unique('Menu');
    const created = await admin.post('wp/v2/navigation', {
      title: word,
      content: '<!-- wp:navigation-link {"label":"Home","url":"/","kind":"custom"} /-->',
      status: 'publish',
    });
    const { id } = (await created.json()) as { id: number };
    cleanups.push(() => admin.delete(`wp/v2/navigation/${id}`, { query: { force: true } }));
    const a = await person(browser, 'admin');
    const b = await person(browser, 'admin');
    const screen = (page: Page) => editor(page).locator('.nv-menu');
    const tree = (page: Page) => screen(page).getByRole('tree');
    for (const page of [a, b]) {
      await page.goto(`/editor?p=/wp_navigation/${id}`);
      await expect(tree(page)).toBeVisible();
    }
    const addLink = async (page: Page, address: string) => {
      await screen(page).getByLabel(`Add a link to ${word}`).fill(address);
      await screen(page).getByRole('button', { name: 'Add', exact: true }).click();
      await expect(tree(page)).toContainText(address);
      await screen(page).getByRole('button', { name: 'Save', exact: true }).click();
    };

    await addLink(a, 'example.com/from-a');
    await expect(editor(a).getByText('Navigation Menu saved.')).toBeVisible();
    await addLink(b, 'example.com/from-b');
    const notice = await expectToldAbout(b, ME_ELSEWHERE);
    await expect(editor(b).getByText('Navigation Menu saved.')).toHaveCount(0);
    await expect(editor(b).getByText(/Unable to save Navigation Menu/)).toHaveCount(0);

    await notice.getByRole('button', { name: 'Take theirs' }).click();
    await expect(tree(b)).toContainText('example.com/from-a');
    await expect(tree(b)).not.toContainText('example.com/from-b');
    await keptOffer(b).getByRole('button', { name: 'Restore unsaved changes' }).click();
    await expect(tree(b)).toContainText('example.com/from-b');
    await screen(b).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor(b).getByText('Navigation Menu saved.')).toBeVisible();
    const saved = (await (
      await admin.get(`wp/v2/navigation/${id}`, { query: { context: 'edit' } })
    ).json()) as { content: { raw: string } };
    expect(saved.content.raw).toContain('from-b');
  });
});

test.describe('two people edit one record in the canvas', () => {
  /** Both open `path` in edit mode; A types and saves; B types and saves: B's save stops. */
  async function bothType(browser: Browser, path: string, block: string) {
    const a = await person(browser, 'admin');
    const b = await person(browser, 'admin');
    const paragraphs = (page: Page) => canvasOf(page).blocks.getByRole('document', { name: block });
    for (const page of [a, b]) {
      await page.goto(`/editor?p=${encodeURIComponent(path)}&canvas=edit`);
      await expect(paragraphs(page).first()).toBeVisible();
    }
    const save = (page: Page) => editor(page).getByRole('button', { name: 'Save', exact: true });
    const word = unique('Typed');
    await typeAtEnd(a, paragraphs(a).first(), ` ${word}-A`);
    await save(a).click();
    await expect(editor(a).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await typeAtEnd(b, paragraphs(b).first(), ` ${word}-B`);
    await save(b).click();
    const notice = await expectToldAbout(b, ME_ELSEWHERE);
    await expect(save(b)).toBeEnabled();
    return { a, b, word, notice, paragraphs, save };
  }

  test('a template: B keeps mine, and the host has B’s text', async ({ browser, page }) => {
    await logIn(page, 'admin', '/');
    cleanups.push(() => revertThemeItems(page, 'meridian//404'));
    const { b, word, notice } = await bothType(
      browser,
      '/wp_template/meridian//404',
      'Block: Paragraph',
    );
    expect((await savedItem(page, 'meridian//404')).raw).toContain(`${word}-A`);
    await notice.getByRole('button', { name: 'Keep mine' }).click();
    await expect(editor(b).getByText('saved with your changes')).toBeVisible();
    await expect(editor(b).getByRole('button', { name: 'Saved' })).toBeDisabled();
    const saved = (await savedItem(page, 'meridian//404')).raw;
    expect(saved).toContain(`${word}-B`);
  });

  test('a template part: B takes theirs, A’s text shows, and B’s can be restored', async ({
    browser,
    page,
  }) => {
    await logIn(page, 'admin', '/');
    cleanups.push(() => revertThemeItems(page, 'meridian//footer'));
    const { b, word, notice, paragraphs } = await bothType(
      browser,
      '/wp_template_part/meridian//footer',
      'Block: Paragraph',
    );
    await notice.getByRole('button', { name: 'Take theirs' }).click();
    await expect(paragraphs(b).first()).toContainText(`${word}-A`);
    await expect(paragraphs(b).first()).not.toContainText(`${word}-B`);
    await keptOffer(b).getByRole('button', { name: 'Restore unsaved changes' }).click();
    await expect(paragraphs(b).first()).toContainText(`${word}-B`);
    expect((await savedItem(page, 'meridian//footer')).raw).toContain(`${word}-A`);
  });

  test('a pattern: B compares the markup of both, then keeps mine', async ({ browser }) => {
    const title = unique('Pattern');
    const created = await admin.post('wp/v2/blocks', {
      title,
      status: 'publish',
      content: '<!-- wp:paragraph -->\n<p>Pattern text</p>\n<!-- /wp:paragraph -->',
    });
    const { id } = (await created.json()) as { id: number };
    cleanups.push(() => admin.delete(`wp/v2/blocks/${id}`, { query: { force: true } }));
    const { b, word, notice } = await bothType(browser, `/wp_block/${id}`, 'Block: Paragraph');
    await notice.getByRole('button', { name: 'Compare versions' }).click();
    const dialog = compareDialog(b);
    await expect(side(b, 'Content', 'Their version')).toContainText(`${word}-A`);
    await expect(side(b, 'Content', 'Your version')).toContainText(`${word}-B`);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(editor(b).getByRole('button', { name: 'Saved' })).toBeDisabled();
    const saved = (await (
      await admin.get(`wp/v2/blocks/${id}`, { query: { context: 'edit' } })
    ).json()) as { content: { raw: string } };
    expect(saved.content.raw).toContain(`${word}-B`);
  });
});
