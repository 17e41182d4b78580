// The page and post lists in wp-admin change WordPress itself: quick edit, trash and restore, and
// a new draft, each checked afterwards through WordPress's own REST API.
import type { Locator } from '@playwright/test';
import { adminPages, editorAt, expect, test, wpRest } from './fixtures';

interface WpPost {
  id: number;
  status: string;
  slug: string;
  title: { raw: string };
  content: { raw: string };
}

/** A title no other test uses, so a test finds its own items with the search box. */
function uniqueTitle(word: string): string {
  return `${word}${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'q')}`;
}

async function search(list: Locator, text: string): Promise<void> {
  await list.getByRole('searchbox', { name: 'Search' }).fill(text);
  const titles = list.locator('.dv-title');
  await expect(titles.first()).toBeVisible();
  await expect(titles.filter({ hasNotText: new RegExp(text, 'i') })).toHaveCount(0);
}

async function chooseAction(list: Locator, item: Locator, action: string): Promise<void> {
  await item.getByRole('button', { name: 'Actions' }).click();
  await list.getByRole('menuitem', { name: action, exact: true }).click();
}

test('the page list shows child pages under their parent, a dash per level', async ({ page }) => {
  await page.goto(editorAt('/page'));
  const editor = page.locator('site-editor');
  const titles = editor.locator('.dv-row .dv-title, tbody tr .dv-title');
  await expect(titles.first()).toBeVisible();
  await expect(editor.locator('.dv-items[aria-busy]')).toHaveCount(0);
  const shown = (await titles.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
  // Seeded: About > Team > Founders and About > History; siblings by title, as the view sorts.
  const about = shown.indexOf('About');
  expect(about, `titles: ${shown.join(' | ')}`).toBeGreaterThanOrEqual(0);
  expect(shown.slice(about, about + 4)).toEqual(['About', '— History', '— Team', '— — Founders']);
  expect(shown).toContain('Contact');
  // The dashes are for the eye: the row is named by the title alone.
  await expect(editor.getByRole('row', { name: 'Team', exact: true })).toBeVisible();
});

test('quick edit saves a page title and status to WordPress', async ({ page }) => {
  const word = uniqueTitle('Heron');
  const created = await wpRest<WpPost>(page, 'POST', '/wp/v2/pages', {
    title: `${word} page`,
    status: 'publish',
  });
  expect(created.status).toBe(201);
  await page.goto(editorAt('/page', { layout: 'table' }));
  const editor = page.locator('site-editor');
  await search(editor, word);
  await chooseAction(editor, editor.locator('tbody tr', { hasText: `${word} page` }), 'Quick edit');
  const panel = editor.getByRole('region', { name: `${word} page` });
  await panel.getByLabel('Title').fill(`${word} renamed`);
  await panel.getByLabel('Status').selectOption({ label: 'Pending' });
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Item updated.')).toBeVisible();
  const saved = await wpRest<WpPost>(page, 'GET', `/wp/v2/pages/${created.body.id}?context=edit`);
  expect(saved.body.title.raw).toBe(`${word} renamed`);
  expect(saved.body.status).toBe('pending');
});

test('a post moved to the trash and restored is trashed, then a draft again, in WordPress', async ({
  page,
}) => {
  const word = uniqueTitle('Egret');
  const created = await wpRest<WpPost>(page, 'POST', '/wp/v2/posts', {
    title: `${word} post`,
    status: 'draft',
  });
  await page.goto(adminPages.posts);
  const app = page.locator('site-editor[mode="posts"]');
  await search(app, word);
  await chooseAction(app, app.getByRole('row', { name: `${word} post` }), 'Move to trash');
  await expect(app.getByText('1 item moved to the trash.')).toBeVisible();
  const trashed = await wpRest<WpPost>(page, 'GET', `/wp/v2/posts/${created.body.id}?context=edit`);
  expect(trashed.body.status).toBe('trash');

  await app.getByRole('link', { name: 'Trash', exact: true }).click();
  await expect(app.getByRole('heading', { name: 'Trash' })).toBeVisible();
  await search(app, word);
  await app
    .locator('tbody tr', { hasText: `${word} post` })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(app.getByText('1 item restored.')).toBeVisible();
  const restored = await wpRest<WpPost>(
    page,
    'GET',
    `/wp/v2/posts/${created.body.id}?context=edit`,
  );
  // WordPress restores a trashed post as a draft (wp_untrash_post_status).
  expect(restored.body.status).toBe('draft');
});

test('Add Page drafts a page in WordPress and opens it', async ({ page }) => {
  const word = uniqueTitle('Plover');
  await page.goto(editorAt('/page'));
  const editor = page.locator('site-editor');
  await editor.getByRole('button', { name: 'Add Page' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Draft new: Page' });
  await dialog.getByLabel('Title').fill(`${word} Notes`);
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(editor.getByText(`"${word} Notes" successfully created.`)).toBeVisible();
  await expect(page).toHaveURL(/canvas=edit/);
  const id = new URL(page.url()).searchParams.get('p')?.split('/').pop();
  const saved = await wpRest<WpPost>(page, 'GET', `/wp/v2/pages/${id}?context=edit`);
  expect(saved.status).toBe(200);
  expect(saved.body.status).toBe('draft');
  expect(saved.body.title.raw).toBe(`${word} Notes`);
  expect(saved.body.slug).toBe(`${word.toLowerCase()}-notes`);
});
