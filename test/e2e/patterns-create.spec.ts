// Adding to the Patterns page (spec 2.9, 5, 6, 7, 8): a new pattern and a new template part
// opened in the canvas, a pattern file imported (bad files create nothing), and who sees the add
// menu, each checked against what the host saved. Every test removes what it made.
import { accessibilityViolations, expect, logIn, test } from './fixtures';
import {
  type Part,
  token,
  rest,
  patterns,
  terms,
  removePattern,
  removeTerm,
  editorOf,
  card,
  snackbar,
  openAddMenu,
  importFile,
} from './patterns-helpers';

test.describe('adding to the Patterns page', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin');
  });

  test('a new pattern is saved with its categories and sync status and opens in the canvas', async ({
    page,
  }) => {
    const editor = editorOf(page);
    const name = `Quokka pattern ${token()}`;
    const newCategory = `Quokkas ${token()}`;
    await page.goto('/editor?p=/pattern');
    await openAddMenu(editor);
    await editor.getByRole('menuitem', { name: 'Add New Pattern' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Add New Pattern' });
    await dialog.getByLabel('Name').fill(name);
    const categories = dialog.getByRole('textbox', { name: 'Categories' });
    await categories.fill('For');
    await dialog.getByRole('button', { name: 'Forms', exact: true }).click();
    await categories.fill(newCategory);
    await categories.press('Enter');
    await expect(dialog.getByRole('button', { name: `Remove ${newCategory}` })).toBeVisible();
    await dialog.getByRole('switch', { name: 'Synced' }).uncheck();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await page.waitForURL(/wp_block%2F\d+|wp_block\/\d+/);
    const url = new URL(page.url());
    expect(url.searchParams.get('canvas')).toBe('edit');
    const saved = (await patterns(page)).find((pattern) => pattern.title.raw === name)!;
    expect(url.searchParams.get('p')).toBe(`/wp_block/${saved.id}`);
    expect(saved.wp_pattern_sync_status).toBe('unsynced');
    const all = await terms(page);
    const forms = all.find((term) => term.name === 'Forms')!;
    const created = all.find((term) => term.name === newCategory)!;
    expect(created).toBeTruthy();
    expect([...saved.wp_pattern_category].sort()).toEqual([forms.id, created.id].sort());
    // Listed with its categories; no blocks yet, which its card says (spec 8).
    await page.goto(`/editor?p=/pattern&categoryId=${created.slug}`);
    await expect(card(editor, name)).toContainText('Empty pattern');
    await removePattern(page, saved.id);
    await removeTerm(page, created.id);
  });

  test('a new template part is saved in its area and opens in the canvas', async ({ page }) => {
    const editor = editorOf(page);
    const name = `Quokka part ${token()}`;
    await page.goto('/editor?p=/pattern&postType=wp_template_part&categoryId=footer');
    await openAddMenu(editor);
    await editor.getByRole('menuitem', { name: 'Add New Template Part' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Add New Template Part' });
    await dialog.getByLabel('Name').fill(name);
    // The area chosen in the sidebar is the default.
    await expect(dialog.getByRole('radio', { name: /^Footer/ })).toBeChecked();
    await dialog.getByRole('radio', { name: /^Header/ }).check();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const route = () => new URL(page.url()).searchParams.get('p') ?? '';
    await expect.poll(route).toMatch(/^\/wp_template_part\//);
    const id = decodeURIComponent(route().replace('/wp_template_part/', ''));
    const part = await rest<Part>(page, 'GET', `template-parts/${id}?context=edit`);
    expect(part.title.raw).toBe(name);
    expect(part.area).toBe('header');
    expect(new URL(page.url()).searchParams.get('canvas')).toBe('edit');
    await rest(page, 'DELETE', `template-parts/${id}?force=true`);
  });

  test('a pattern file is imported into the chosen category; bad files create nothing', async ({
    page,
  }) => {
    const editor = editorOf(page);
    const title = `Imported quokka ${token()}`;
    const before = (await patterns(page)).length;
    await page.goto('/editor?p=/pattern&categoryId=forms');
    await importFile(page, editor, 'notes.txt', 'hello');
    await expect(snackbar(editor, 'Invalid JSON file')).toBeVisible();
    await importFile(page, editor, 'broken.json', '{ not json');
    await expect(snackbar(editor, 'Invalid JSON file')).toBeVisible();
    await importFile(
      page,
      editor,
      'other.json',
      JSON.stringify({ __file: 'wp_template', title: 'x', content: 'y' }),
    );
    await expect(snackbar(editor, 'Invalid pattern JSON file')).toBeVisible();
    expect((await patterns(page)).length).toBe(before);

    const file = {
      __file: 'wp_block',
      title,
      content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
      syncStatus: 'unsynced',
    };
    await importFile(page, editor, 'quokka.json', JSON.stringify(file));
    await expect(snackbar(editor, `Imported "${title}" from JSON.`)).toBeVisible();
    const saved = (await patterns(page)).find((pattern) => pattern.title.raw === title)!;
    const forms = (await terms(page)).find((term) => term.name === 'Forms')!;
    expect(saved.wp_pattern_category).toEqual([forms.id]);
    expect(saved.wp_pattern_sync_status).toBe('unsynced');
    expect(saved.content.raw).toBe(file.content);
    await expect(card(editor, title)).toBeVisible();
    await removePattern(page, saved.id);

    // With no category chosen: into none, then the default category.
    await page.goto('/editor?p=/pattern&categoryId=uncategorized');
    await importFile(page, editor, 'quokka.json', JSON.stringify(file));
    await expect(snackbar(editor, `Imported "${title}" from JSON.`)).toBeVisible();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('categoryId'))
      .toBe('all-patterns');
    const again = (await patterns(page)).find((pattern) => pattern.title.raw === title)!;
    expect(again.wp_pattern_category).toEqual([]);
    await removePattern(page, again.id);
  });
});

test.describe('who may add', () => {
  test('an author may add patterns but not template parts', async ({ page }) => {
    await logIn(page, 'author', '/editor?p=/pattern');
    const editor = editorOf(page);
    await openAddMenu(editor);
    await expect(editor.getByRole('menuitem')).toHaveText([
      'Add New Pattern',
      'Import pattern from JSON',
    ]);
  });

  test('a user the host refuses creating anything sees no add menu', async ({ page }) => {
    await logIn(page, 'admin');
    // The host says what the user may do in each collection's Allow header: here, only read.
    await page.route(/\/wp-json\/wp\/v2\/(blocks|template-parts)(\?|$)/, async (route) => {
      if (route.request().method() !== 'OPTIONS') return route.fallback();
      await route.fulfill({ status: 200, headers: { Allow: 'GET' }, body: '{}' });
    });
    await page.goto('/editor?p=/pattern');
    const editor = editorOf(page);
    await expect(editor.locator('.dv-card').first()).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Add New Pattern' })).toHaveCount(0);
  });
});
