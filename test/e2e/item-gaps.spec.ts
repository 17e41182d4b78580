// Issue 33's items 5, 6 and 12 on the demo host: an item's screen shows its details and actions
// in the sidebar; the Template choice names templates by title and offers only those that apply
// to the type; Duplicate on a pattern asks for the copy's name, categories and sync status first;
// every command of the palette has an icon, and the palette opens the Style Book and resets the
// styles. Every test makes what it changes with a title no other test uses.
import { expect, logIn, sessionNonce, test, userGlobalStyles } from './fixtures';
import {
  card,
  chooseAction,
  editorOf,
  type Pattern,
  patterns,
  removePattern,
  rest,
  snackbar,
  token,
} from './patterns-helpers';

interface PostRecord {
  id: number;
  title: { raw: string };
  template: string;
}

/** Records a test made, deleted for good after it: later specs count the seeded lists' rows. */
const created: string[] = [];

async function createPost(page: import('@playwright/test').Page, base: string, data: object) {
  const response = await page.request.post(`/wp-json/wp/v2/${base}`, {
    headers: { 'X-WP-Nonce': await sessionNonce(page) },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  const record = (await response.json()) as PostRecord;
  created.push(`${base}/${record.id}`);
  return record;
}

test.beforeEach(async ({ page }) => {
  await logIn(page, 'admin');
});

test.afterEach(async ({ page }) => {
  const headers = { 'X-WP-Nonce': await sessionNonce(page) };
  for (const path of created.splice(0).reverse()) {
    await page.request.delete(`/wp-json/wp/v2/${path}?force=true`, { headers });
  }
});

test.describe('item 6: the Template choice', () => {
  test("Quick edit names templates by title and offers only those of the item's type", async ({
    page,
  }) => {
    const editor = editorOf(page);
    const word = `Numbat ${token()}`;
    const made = await createPost(page, 'pages', { title: `${word} page`, status: 'draft' });
    await page.goto(`/editor?p=/page&layout=table&postId=${made.id}&quickEdit=true`);
    const panel = editor.getByRole('region', { name: `${word} page` });
    const template = panel.getByLabel('Template');
    // The demo theme's custom templates: 'Page without title' (pages), 'Wide page' (pages, posts).
    await expect(template.locator('option')).toHaveText([
      'Default template',
      'Page without title',
      'Wide page',
    ]);
    await template.selectOption({ label: 'Wide page' });
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Item updated.')).toBeVisible();
    const saved = await rest<PostRecord>(page, 'GET', `pages/${made.id}?context=edit`);
    expect(saved.template).toBe('page-wide');

    const post = await createPost(page, 'posts', { title: `${word} post`, status: 'draft' });
    await page.goto(`/editor?p=/post&layout=table&postId=${post.id}&quickEdit=true`);
    const postPanel = editor.getByRole('region', { name: `${word} post` });
    await expect(postPanel.getByLabel('Template').locator('option')).toHaveText([
      'Default template',
      'Wide page',
    ]);
  });
});

test.describe('item 12: Duplicate a pattern', () => {
  test('asks for the name, categories and sync status, then makes the copy', async ({ page }) => {
    const editor = editorOf(page);
    const name = `Bilby ${token()}`;
    const made = await rest<Pattern>(page, 'POST', 'blocks', {
      title: name,
      content: '<!-- wp:paragraph --><p>Bilby</p><!-- /wp:paragraph -->',
      status: 'publish',
      meta: { wp_pattern_sync_status: 'unsynced' },
    });
    try {
      await page.goto('/editor?p=/pattern&categoryId=my-patterns');
      await chooseAction(editor, card(editor, name), 'Duplicate');
      const dialog = editor.getByRole('dialog', { name: 'Duplicate pattern' });
      await expect(dialog.getByLabel('Name')).toHaveValue(`${name} (Copy)`);
      await expect(dialog.getByLabel('Categories')).toBeVisible();
      const synced = dialog.getByRole('switch', { name: 'Synced' });
      await expect(synced).not.toBeChecked();
      // Cancel makes nothing.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      expect((await patterns(page)).some((p) => p.title.raw === `${name} (Copy)`)).toBe(false);

      await chooseAction(editor, card(editor, name), 'Duplicate');
      await dialog.getByLabel('Name').fill(`${name} twin`);
      await synced.check();
      await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
      await expect(snackbar(editor, `"${name} twin" duplicated.`)).toBeVisible();
      await expect(dialog).toBeHidden();
      const copy = (await patterns(page)).find((p) => p.title.raw === `${name} twin`);
      expect(copy?.content.raw).toBe(made.content.raw);
      expect(copy?.wp_pattern_sync_status ?? '').not.toBe('unsynced');
      if (copy) await removePattern(page, copy.id);
    } finally {
      await removePattern(page, made.id);
    }
  });
});

test.describe('item 12: the command palette', () => {
  async function openPalette(page: import('@playwright/test').Page) {
    const editor = editorOf(page);
    await editor.getByRole('link', { name: 'Patterns' }).focus();
    await page.keyboard.press('Control+k');
    const search = editor.getByRole('combobox', { name: 'Search commands' });
    await expect(search).toBeFocused();
    return search;
  }

  test('every command shows an icon; Open Style Book opens it beside the Styles panel', async ({
    page,
  }) => {
    const editor = editorOf(page);
    await page.goto('/editor?p=/');
    await openPalette(page);
    const options = editor.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(editor.getByRole('option', { name: 'Open Style Book' })).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      await expect(options.nth(index).locator('svg')).toHaveCount(1);
    }
    await editor.getByRole('option', { name: 'Open Style Book' }).click();
    await expect(editor.getByRole('region', { name: 'Style Book' })).toBeVisible();
    const url = new URL(page.url());
    expect(url.searchParams.get('p')).toBe('/styles');
    expect(url.searchParams.get('preview')).toBe('stylebook');
  });

  test('Reset styles is offered once the styles changed, and asks before it resets', async ({
    page,
  }) => {
    const editor = editorOf(page);
    const globalStyles = await userGlobalStyles(page);
    const before = await globalStyles.read();
    try {
      await globalStyles.save({ styles: {} });
      await page.goto('/editor?p=/');
      const search = await openPalette(page);
      await search.fill('Reset styles');
      // Once the host's search has answered, no such command is listed.
      await expect(editor.locator('.se-commands__status')).not.toHaveText(/Searching/);
      await expect(editor.getByRole('option', { name: 'Reset styles' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await globalStyles.save({ styles: { color: { background: '#123456' } } });
      await page.reload();
      await openPalette(page);
      await search.fill('Reset styles');
      await editor.getByRole('option', { name: 'Reset styles' }).click();
      const confirm = editor.getByRole('dialog', { name: 'Reset styles' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      const save = editor.locator('.se-save-hub__button');
      await expect(save).toBeDisabled();

      await openPalette(page);
      await search.fill('Reset styles');
      await page.keyboard.press('Enter');
      await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
      await expect(confirm).toBeHidden();
      // The reset is an edit, to save (or undo): nothing is saved yet.
      await expect(save).toBeEnabled();
      expect((await globalStyles.read()).styles).toEqual({ color: { background: '#123456' } });
    } finally {
      await globalStyles.save({ styles: before.styles ?? {}, settings: before.settings ?? {} });
    }
  });
});

test.describe("item 5: an item's sidebar", () => {
  test("a page's screen shows its title, its actions and its details", async ({ page }) => {
    const editor = editorOf(page);
    const word = `Quoll ${token()}`;
    const parent = await createPost(page, 'pages', { title: `${word} parent`, status: 'publish' });
    const made = await createPost(page, 'pages', {
      title: `${word} child`,
      status: 'publish',
      parent: parent.id,
      template: 'page-wide',
    });
    await page.goto(`/editor?p=/page/${made.id}`);
    const sidebar = editor.getByRole('navigation', { name: 'Pages' });
    await expect(sidebar.getByRole('heading', { name: `${word} child` })).toBeVisible();
    const details = sidebar.getByRole('region', { name: 'Details' });
    const row = (label: string) => details.locator('dt', { hasText: label }).locator('+ dd');
    await expect(row('Status')).toHaveText('Published');
    await expect(row('Template')).toHaveText('Wide page');
    await expect(row('Parent')).toHaveText(`${word} parent`);
    await expect(row('Slug')).toHaveText(/quoll-.*-child/);
    await expect(row('Last modified')).not.toBeEmpty();
    await expect(row('Link').getByRole('link')).toHaveAttribute('target', '_blank');
    await page.screenshot({ path: 'test-results/item-details-page.png' });

    await sidebar.getByRole('button', { name: 'Actions' }).click();
    const items = editor.getByRole('menuitem');
    await expect(items).toHaveText(['Edit', 'View', 'Duplicate', 'Move to trash']);
    await editor.getByRole('menuitem', { name: 'Move to trash' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('p')).toBe('/page');
    const trashed = await rest<{ status: string }>(page, 'GET', `pages/${made.id}?context=edit`);
    expect(trashed.status).toBe('trash');
  });

  test("a pattern's screen shows its sync status and its actions", async ({ page }) => {
    const editor = editorOf(page);
    const name = `Dunnart ${token()}`;
    const made = await rest<Pattern>(page, 'POST', 'blocks', {
      title: name,
      content: '<!-- wp:paragraph --><p>Dunnart</p><!-- /wp:paragraph -->',
      status: 'publish',
      meta: { wp_pattern_sync_status: 'unsynced' },
    });
    try {
      await page.goto(`/editor?p=/wp_block/${made.id}`);
      const sidebar = editor.getByRole('navigation', { name: 'Patterns' });
      await expect(sidebar.getByRole('heading', { name })).toBeVisible();
      const details = sidebar.getByRole('region', { name: 'Details' });
      await expect(details.locator('dt', { hasText: 'Sync status' }).locator('+ dd')).toHaveText(
        'Not synced',
      );
      await sidebar.getByRole('button', { name: 'Actions' }).click();
      await expect(editor.getByRole('menuitem')).toHaveText([
        'Edit',
        'Duplicate',
        'Rename',
        'Export as JSON',
        'Delete',
      ]);
      await editor.getByRole('menuitem', { name: 'Rename' }).click();
      const rename = editor.getByRole('dialog', { name: 'Rename' });
      await rename.getByLabel('Name').fill(`${name} renamed`);
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect(sidebar.getByRole('heading', { name: `${name} renamed` })).toBeVisible();
    } finally {
      await removePattern(page, made.id);
    }
  });

  test("a template's screen shows its description and its areas", async ({ page }) => {
    const editor = editorOf(page);
    const templates = await rest<Array<{ id: string; slug: string; description: string }>>(
      page,
      'GET',
      'templates?context=edit&per_page=100',
    );
    const template = templates.find((candidate) => candidate.slug === 'page')!;
    await page.goto(`/editor?p=/wp_template/${template.id}`);
    const sidebar = editor.getByRole('navigation', { name: 'Templates' });
    await expect(sidebar.getByRole('heading', { name: 'Pages' })).toBeVisible();
    if (template.description) await expect(sidebar.getByText(template.description)).toBeVisible();
    const areas = sidebar.getByRole('region', { name: 'Areas' });
    await expect(areas.getByRole('button', { name: /Header/ })).toBeVisible();
    await expect(areas.getByRole('button', { name: /Footer/ })).toBeVisible();
    await areas.getByRole('button', { name: /Header/ }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('p'))
      .toMatch(/^\/wp_template_part\/.+header$/);
    const part = editor.getByRole('navigation', { name: 'Patterns' });
    await expect(part.getByRole('heading', { name: 'Header' })).toBeVisible();
  });
});
