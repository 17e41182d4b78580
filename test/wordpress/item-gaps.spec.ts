// Issue 33's items 5, 6 and 12 in WordPress 7.1 (Twenty Twenty-Five): a page's screen shows its
// details and actions from WordPress's records; the Template choice offers WordPress's custom
// templates for the type by title; a pattern's Duplicate asks first, then WordPress has the copy.
import { editorAt, expect, seeded, test, wpRest } from './fixtures';

interface WpRecord {
  id: number;
  template?: string;
  title: { raw: string };
  content?: { raw: string };
  wp_pattern_sync_status?: string;
}

const unique = (word: string) =>
  `${word} ${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'q')}`;

test("Quick edit offers Twenty Twenty-Five's page template by title, and no post template", async ({
  page,
}) => {
  const title = unique('Numbat');
  const made = await wpRest<WpRecord>(page, 'POST', '/wp/v2/pages', { title, status: 'draft' });
  const post = await wpRest<WpRecord>(page, 'POST', '/wp/v2/posts', { title, status: 'draft' });
  try {
    const editor = page.locator('site-editor');
    const query = { layout: 'table', quickEdit: 'true' };
    await page.goto(editorAt('/page', { ...query, postId: String(made.body.id) }));
    const panel = editor.getByRole('region', { name: title });
    const template = panel.getByLabel('Template');
    await expect(template.locator('option')).toHaveText(['Default template', 'Page No Title']);
    await template.selectOption({ label: 'Page No Title' });
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Item updated.')).toBeVisible();
    const saved = await wpRest<WpRecord>(page, 'GET', `/wp/v2/pages/${made.body.id}?context=edit`);
    expect(saved.body.template).toBe('page-no-title');

    await page.goto(editorAt('/post', { ...query, postId: String(post.body.id) }));
    await expect(
      editor.getByRole('region', { name: title }).getByLabel('Template').locator('option'),
    ).toHaveText(['Default template']);
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/pages/${made.body.id}?force=true`);
    await wpRest(page, 'DELETE', `/wp/v2/posts/${post.body.id}?force=true`);
  }
});

test("the page About's screen shows its details and the list's actions", async ({ page }) => {
  const editor = page.locator('site-editor');
  await page.goto(editorAt(`/page/${seeded().pages.about}`));
  const sidebar = editor.getByRole('navigation', { name: 'Pages' });
  await expect(sidebar.getByRole('heading', { name: 'About' })).toBeVisible();
  const details = sidebar.getByRole('region', { name: 'Details' });
  const row = (label: string) => details.locator('dt', { hasText: label }).locator('+ dd');
  await expect(row('Status')).toHaveText('Published');
  await expect(row('Template')).toHaveText('Pages');
  await expect(row('Slug')).toHaveText('about');
  await expect(row('Parent')).toHaveText('None');
  await sidebar.getByRole('button', { name: 'Actions' }).click();
  await expect(editor.getByRole('menuitem')).toHaveText([
    'Edit',
    'View',
    'Duplicate',
    'Move to trash',
  ]);
  await page.keyboard.press('Escape');
});

test("a pattern's Duplicate asks for the name and sync status, and WordPress has the copy", async ({
  page,
}) => {
  const title = unique('Bilby');
  const made = await wpRest<WpRecord>(page, 'POST', '/wp/v2/blocks', {
    title,
    status: 'publish',
    content: '<!-- wp:paragraph --><p>Bilby</p><!-- /wp:paragraph -->',
  });
  let copy: WpRecord | undefined;
  try {
    const editor = page.locator('site-editor');
    await page.goto(editorAt(`/wp_block/${made.body.id}`));
    const sidebar = editor.getByRole('navigation', { name: 'Patterns' });
    await expect(sidebar.getByRole('heading', { name: title })).toBeVisible();
    await expect(sidebar.locator('dt', { hasText: 'Sync status' }).locator('+ dd')).toHaveText(
      'Synced',
    );
    await sidebar.getByRole('button', { name: 'Actions' }).click();
    await editor.getByRole('menuitem', { name: 'Duplicate' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Duplicate pattern' });
    await expect(dialog.getByLabel('Name')).toHaveValue(`${title} (Copy)`);
    await dialog.getByRole('switch', { name: 'Synced' }).uncheck();
    await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await expect(editor.getByText(`"${title} (Copy)" duplicated.`)).toBeVisible();
    const found = await wpRest<WpRecord[]>(
      page,
      'GET',
      `/wp/v2/blocks?context=edit&search=${encodeURIComponent(title)}`,
    );
    copy = found.body.find((record) => record.title.raw === `${title} (Copy)`);
    expect(copy?.content?.raw).toBe('<!-- wp:paragraph --><p>Bilby</p><!-- /wp:paragraph -->');
    expect(copy?.wp_pattern_sync_status).toBe('unsynced');
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/blocks/${made.body.id}?force=true`);
    if (copy) await wpRest(page, 'DELETE', `/wp/v2/blocks/${copy.id}?force=true`);
  }
});
