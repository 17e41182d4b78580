// The page list in levels and an author's lists, against a demo host that answers as WordPress
// 7.1 core does: it has no `orderby_hierarchy` (so a list that needs levels orders them itself),
// and in the edit context it leaves out the rows the user may not edit while still counting them.
import type { Locator, Page } from '@playwright/test';
import { expect, logIn, sessionNonce, test } from './fixtures';

/** The rows' titles as the list shows them: one dash per level before a child's title. */
async function shownTitles(editor: Locator): Promise<string[]> {
  const titles = editor.locator('.dv-row .dv-title, tbody tr .dv-title');
  await expect(titles.first()).toBeVisible();
  await expect(editor.locator('.dv-items[aria-busy]')).toHaveCount(0);
  return (await titles.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The footer's count, e.g. 24 for "24 items". */
async function footerCount(editor: Locator): Promise<number> {
  const text = (await editor.locator('.dv-footer__count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

async function createPage(page: Page, title: string, parent = 0, menuOrder = 0) {
  const created = await page.request.post('/wp-json/wp/v2/pages', {
    headers: { 'X-WP-Nonce': await sessionNonce(page) },
    data: { title, status: 'publish', parent, menu_order: menuOrder },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function deletePages(page: Page, ids: number[]) {
  const nonce = await sessionNonce(page);
  for (const id of ids.reverse()) {
    await page.request.delete(`/wp-json/wp/v2/pages/${id}?force=true`, {
      headers: { 'X-WP-Nonce': nonce },
    });
  }
}

test.describe('the page list in levels', () => {
  test('shows each child page right after its parent, a dash per level', async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=/page');
    const titles = await shownTitles(page.locator('site-editor'));
    // The seeded About has Team, History and a draft Careers; Services has Design, Development
    // (with Web Apps under it) and a pending Consulting. Siblings by title, as the view sorts.
    const about = titles.indexOf('About');
    expect(titles.slice(about, about + 4)).toEqual(['About', '— Careers', '— History', '— Team']);
    const services = titles.indexOf('Services');
    expect(titles.slice(services, services + 5)).toEqual([
      'Services',
      '— Consulting',
      '— Design',
      '— Development',
      '— — Web Apps',
    ]);
    // The dashes are for the eye: the row is named by the title alone.
    await expect(
      page.locator('site-editor').getByRole('row', { name: 'Team', exact: true }),
    ).toBeVisible();
  });

  test('keeps the tree right across pages, and a page whose parent is not listed at the top level', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    // A parent whose children sort before it by title, 22 of them: page 1 cannot hold them all.
    const made: number[] = [];
    const mango = await createPage(page, 'Zebra Mango');
    made.push(mango);
    for (let n = 1; n <= 22; n++) {
      made.push(await createPage(page, `Zebra Apple ${String(n).padStart(2, '0')}`, mango, n));
    }
    // A match whose parent does not match the search.
    const nest = await createPage(page, 'Quokka Nest');
    made.push(nest, await createPage(page, 'Zebra Kiwi', nest));
    try {
      await page.goto('/editor?p=/page');
      const editor = page.locator('site-editor');
      await shownTitles(editor);
      await editor.getByRole('searchbox').fill('Zebra');
      await expect(editor.locator('.dv-row').first()).toContainText('Zebra Kiwi');
      const apples = (from: number, to: number) =>
        Array.from(
          { length: to - from + 1 },
          (_, i) => `— Zebra Apple ${String(from + i).padStart(2, '0')}`,
        );
      expect(await shownTitles(editor)).toEqual(['Zebra Kiwi', 'Zebra Mango', ...apples(1, 18)]);
      expect(await footerCount(editor)).toBe(24);
      await editor.getByRole('button', { name: 'Next page' }).click();
      await expect(editor.locator('.dv-row').first()).toContainText('Zebra Apple 19');
      expect(await shownTitles(editor)).toEqual(apples(19, 22));
      expect(await footerCount(editor)).toBe(24);
    } finally {
      await deletePages(page, made);
    }
  });
});

test.describe("an author's lists", () => {
  test('count only the posts the author is shown, and offer only the author as author', async ({
    page,
  }) => {
    await logIn(page, 'author', '/editor?p=/post&layout=table');
    const editor = page.locator('site-editor');
    const titles = await shownTitles(editor);
    // Every row is the author's own, and the count is the rows' (one page of them).
    const authors = await editor
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('.se-post-author')?.textContent));
    expect(new Set(authors)).toEqual(new Set(['Arlo Author']));
    expect(await footerCount(editor)).toBe(titles.length);
    await expect(editor.getByRole('button', { name: 'Next page' })).toHaveCount(0);

    await editor.getByRole('button', { name: 'Add filter' }).click();
    await editor.getByRole('menuitem', { name: 'Author' }).click();
    const offered = editor.getByRole('listbox', { name: 'Author' }).getByRole('option');
    await expect(offered).toHaveText(['Arlo Author']);
  });

  test('an editor, who may edit everyone’s posts, still sees every author', async ({ page }) => {
    await logIn(page, 'editor', '/editor?p=/post');
    const editor = page.locator('site-editor');
    await shownTitles(editor);
    expect(await footerCount(editor)).toBeGreaterThan(20);
    await editor.getByRole('button', { name: 'Add filter' }).click();
    await editor.getByRole('menuitem', { name: 'Author' }).click();
    const offered = editor.getByRole('listbox', { name: 'Author' }).getByRole('option');
    for (const name of ['Alex Admin', 'Eden Editor', 'Arlo Author'])
      await expect(offered.filter({ hasText: name })).toHaveCount(1);
  });
});
