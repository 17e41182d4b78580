// The Patterns page's management (spec 2.9, 4, 5, 6, 7, 8): the category sidebar and header, the
// add menu (new pattern, new template part, import from JSON) and who sees it, each item action
// and the category Rename and Delete, each checked against what the host saved. Every test
// removes what it made (one demo database per run).
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { canvasOf } from './canvas-helpers';
import {
  accessibilityViolations,
  expect,
  logIn,
  sessionNonce,
  setWelcomeGuides,
  test,
} from './fixtures';

interface Pattern {
  id: number;
  title: { raw: string };
  content: { raw: string };
  wp_pattern_sync_status: string;
  wp_pattern_category: number[];
}
interface Term {
  id: number;
  name: string;
  slug: string;
}
interface Part {
  id: string;
  slug: string;
  title: { raw: string };
  content: { raw: string };
  area: string;
  source: string;
}

const token = () => Math.random().toString(36).slice(2, 7);

async function rest<T>(page: Page, method: string, path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/wp-json/wp/v2/${path}`, {
    method,
    headers: { 'X-WP-Nonce': await sessionNonce(page) },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const patterns = (page: Page) =>
  rest<Pattern[]>(page, 'GET', 'blocks?per_page=100&context=edit&status=any');
const terms = (page: Page) => rest<Term[]>(page, 'GET', 'wp_pattern_category?per_page=100');
const removePattern = (page: Page, id: number) =>
  rest(page, 'DELETE', `blocks/${id}?force=true`).catch(() => {});
const removeTerm = (page: Page, id: number) =>
  rest(page, 'DELETE', `wp_pattern_category/${id}?force=true`).catch(() => {});

function editorOf(page: Page): Locator {
  return page.locator('site-editor');
}

function card(editor: Locator, title: string): Locator {
  return editor.getByRole('article', { name: title, exact: true });
}

async function chooseAction(editor: Locator, item: Locator, action: string) {
  await item.getByRole('button', { name: 'Actions', exact: true }).click();
  await editor.getByRole('menuitem', { name: action, exact: true }).click();
}

function snackbar(editor: Locator, message: string): Locator {
  return editor.locator('.se-snackbar').filter({ hasText: message });
}

async function openAddMenu(editor: Locator) {
  await editor.getByRole('button', { name: 'Add New Pattern', exact: true }).click();
}

async function importFile(page: Page, editor: Locator, name: string, text: string) {
  await openAddMenu(editor);
  const chooser = page.waitForEvent('filechooser');
  await editor.getByRole('menuitem', { name: 'Import pattern from JSON' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

test.describe('the Patterns page', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin');
  });

  test('the sidebar lists the categories with counts and the header names the chosen one', async ({
    page,
  }) => {
    const editor = editorOf(page);
    await page.goto('/editor?p=/pattern');
    const nav = editor.getByRole('navigation', { name: 'Pattern categories' });
    // The published ones (other tests leave drafts and trash about).
    const mine = (await rest<Pattern[]>(page, 'GET', 'blocks?per_page=100')).length;
    await expect(nav.getByRole('link', { name: `My patterns ${mine}` })).toBeVisible();
    for (const name of ['All patterns', 'Uncategorized', 'Forms', 'Marketing']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${name} \\d+$`) })).toBeVisible();
    }
    await expect(nav.getByRole('heading', { name: 'Template parts' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^All template parts \d+$/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Header \d+$/ })).toBeVisible();

    await nav.getByRole('link', { name: /^Forms / }).click();
    await expect(editor.getByRole('heading', { name: 'Forms', level: 2 })).toBeVisible();
    await expect(editor.getByText('Sign-up and contact patterns.')).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Forms / })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Only the category's patterns: the seeded 'Newsletter signup' (Not synced).
    const signup = card(editor, 'Newsletter signup');
    await expect(signup).toBeVisible();
    await expect(signup.locator('.dv-badge')).toHaveText('Not synced');
    await expect(card(editor, 'Call to action banner')).toHaveCount(0);

    await nav.getByRole('link', { name: /^Marketing / }).click();
    await expect(card(editor, 'Call to action banner').locator('.dv-badge')).toHaveText('Synced');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a user pattern opens in the canvas; a theme pattern does not open and offers no Edit, Rename or Delete', async ({
    page,
  }) => {
    const editor = editorOf(page);
    await setWelcomeGuides(page, { welcomeGuidePage: false, welcomeGuideTemplate: false });
    await page.goto('/editor?p=/pattern&categoryId=marketing');
    await editor.getByRole('button', { name: 'Call to action banner', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('canvas')).toBe('edit');
    expect(new URL(page.url()).searchParams.get('p')).toMatch(/^\/wp_block\/\d+$/);
    await expect(
      canvasOf(page).blocks.getByRole('document').filter({ hasText: 'Ready to start?' }).first(),
    ).toBeVisible();

    await page.goto('/editor?p=/pattern&categoryId=all-patterns');
    const theme = editor.locator('.dv-card').filter({ hasText: 'Newsletter call to action' });
    await expect(theme.getByRole('button', { name: 'Newsletter call to action' })).toHaveCount(0);
    await theme.getByRole('button', { name: 'Actions' }).click();
    await expect(editor.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
    for (const name of ['Edit', 'Rename', 'Delete', 'Export as JSON']) {
      await expect(editor.getByRole('menuitem', { name, exact: true })).toHaveCount(0);
    }
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

  test('a user pattern is duplicated, renamed, exported and deleted; two deleted at once', async ({
    page,
  }) => {
    const editor = editorOf(page);
    const name = `Quokka actions ${token()}`;
    const made = await rest<Pattern>(page, 'POST', 'blocks', {
      title: name,
      content: '<!-- wp:paragraph --><p>Quokka</p><!-- /wp:paragraph -->',
      status: 'publish',
    });
    await page.goto('/editor?p=/pattern&categoryId=my-patterns');
    await chooseAction(editor, card(editor, name), 'Duplicate');
    await expect(snackbar(editor, `"${name} (Copy)" duplicated.`)).toBeVisible();
    const copy = (await patterns(page)).find((pattern) => pattern.title.raw === `${name} (Copy)`)!;
    expect(copy.content.raw).toBe(made.content.raw);

    await chooseAction(editor, card(editor, name), 'Rename');
    const rename = editor.getByRole('dialog', { name: 'Rename' });
    await rename.getByLabel('Name').fill(`${name} renamed`);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(card(editor, `${name} renamed`)).toBeVisible();
    expect((await rest<Pattern>(page, 'GET', `blocks/${made.id}?context=edit`)).title.raw).toBe(
      `${name} renamed`,
    );

    const download = page.waitForEvent('download');
    await chooseAction(editor, card(editor, `${name} renamed`), 'Export as JSON');
    const file = await download;
    expect(file.suggestedFilename()).toBe(
      `${name.toLowerCase().replaceAll(' ', '-')}-renamed.json`,
    );
    expect(JSON.parse(readFileSync((await file.path())!, 'utf8'))).toEqual({
      __file: 'wp_block',
      title: `${name} renamed`,
      content: made.content.raw,
      syncStatus: '',
    });

    await chooseAction(editor, card(editor, `${name} renamed`), 'Delete');
    const confirm = editor.getByRole('dialog', { name: 'Delete' });
    await expect(confirm).toContainText(`Are you sure you want to delete "${name} renamed"?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card(editor, `${name} renamed`)).toHaveCount(0);
    const left = await patterns(page);
    expect(left.some((pattern) => pattern.id === made.id)).toBe(false);

    // Bulk: the copy and one more, selected and deleted together.
    const other = await rest<Pattern>(page, 'POST', 'blocks', {
      title: `${name} other`,
      content: '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->',
      status: 'publish',
    });
    await page.reload();
    await editor.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(editor.locator('.dv-card')).toHaveCount(2);
    await editor.getByRole('checkbox', { name: `Select item: ${name} (Copy)` }).check();
    await editor.getByRole('checkbox', { name: `Select item: ${name} other` }).check();
    await editor.getByRole('button', { name: 'Delete', exact: true }).click();
    const bulk = editor.getByRole('dialog', { name: 'Delete' });
    await expect(bulk).toContainText('Are you sure you want to delete 2 items?');
    await bulk.getByRole('button', { name: 'Delete' }).click();
    await expect(editor.locator('.dv-card')).toHaveCount(0);
    const ids = (await patterns(page)).map((pattern) => pattern.id);
    expect(ids).not.toContain(copy.id);
    expect(ids).not.toContain(other.id);
  });

  test('a customised theme part is reset to the theme’s file', async ({ page }) => {
    const editor = editorOf(page);
    const parts = await rest<Part[]>(page, 'GET', 'template-parts?context=edit');
    const footer = parts.find((part) => part.slug === 'footer')!;
    const original = footer.content.raw;
    await rest(page, 'POST', `template-parts/${footer.id}`, {
      content: '<!-- wp:paragraph --><p>Customised quokka footer</p><!-- /wp:paragraph -->',
    });
    await page.goto('/editor?p=/pattern&postType=wp_template_part&categoryId=footer');
    await expect(editor.getByRole('heading', { name: 'Footer', level: 2 })).toBeVisible();
    const item = card(editor, footer.title.raw);
    await item.getByRole('button', { name: 'Actions', exact: true }).click();
    await expect(editor.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0);
    await editor.getByRole('menuitem', { name: 'Reset', exact: true }).click();
    const dialog = editor.getByRole('dialog', { name: 'Reset' });
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(snackbar(editor, `"${footer.title.raw}" reset.`)).toBeVisible();
    const after = await rest<Part>(page, 'GET', `template-parts/${footer.id}?context=edit`);
    expect(after.source).toBe('theme');
    expect(after.content.raw).toBe(original);
  });

  test('a user category is renamed, then deleted with the spec’s confirmation', async ({
    page,
  }) => {
    const editor = editorOf(page);
    const label = `Quokka category ${token()}`;
    const term = await rest<Term>(page, 'POST', 'wp_pattern_category', { name: label });
    const pattern = await rest<Pattern>(page, 'POST', 'blocks', {
      title: `${label} pattern`,
      content: '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->',
      status: 'publish',
      wp_pattern_category: [term.id],
    });
    await page.goto(`/editor?p=/pattern&categoryId=${term.slug}`);
    await expect(editor.getByRole('heading', { name: label, level: 2 })).toBeVisible();
    await editor.getByRole('button', { name: 'Actions', exact: true }).first().click();
    await editor.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = editor.getByRole('dialog', { name: 'Rename' });
    await rename.getByLabel('Name').fill(`${label} renamed`);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('heading', { name: `${label} renamed`, level: 2 })).toBeVisible();
    expect((await terms(page)).find((other) => other.id === term.id)?.name).toBe(
      `${label} renamed`,
    );

    await editor.getByRole('button', { name: 'Actions', exact: true }).first().click();
    await editor.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = editor.getByRole('dialog', { name: `Delete "${label} renamed"?` });
    await expect(confirm).toContainText(
      `Are you sure you want to delete the category "${label} renamed"? The patterns will not be deleted.`,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(snackbar(editor, `"${label} renamed" deleted.`)).toBeVisible();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('categoryId'))
      .toBe('all-patterns');
    expect((await terms(page)).some((other) => other.id === term.id)).toBe(false);
    expect((await patterns(page)).some((other) => other.id === pattern.id)).toBe(true);
    await removePattern(page, pattern.id);
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
