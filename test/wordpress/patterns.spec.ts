// The Patterns page in wp-admin against WordPress 7.1 and Twenty Twenty-Five (spec 2.9, 6, 7, 8):
// the category sidebar with counts and the part areas, a new pattern and a new part, the JSON
// import, a user pattern's Duplicate, Rename and Delete, a customised footer's Reset, and a user
// category's Rename and Delete, each read back from WordPress's REST API. Every test removes what
// it made, and the seeded site is as it was after each.
import type { Locator, Page } from '@playwright/test';
import { editorAt, expect, test, wpRest } from './fixtures';

interface Pattern {
  id: number;
  title: { raw: string };
  content: { raw: string };
  meta: Record<string, unknown>;
  /** WordPress 7.1 answers the sync status here and drops it from `meta` (it takes either). */
  wp_pattern_sync_status?: string;
  wp_pattern_category: number[];
}
interface Term {
  id: number;
  name: string;
  slug: string;
  count: number;
}
interface Part {
  id: string;
  slug: string;
  title: { raw: string };
  content: { raw: string };
  area: string;
  source: string;
}
interface ThemePattern {
  name: string;
  inserter?: boolean;
  source?: string;
  categories?: string[];
}

const token = () => Math.random().toString(36).slice(2, 7);

/** A REST call that must succeed; its body. */
async function rest<T>(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const answer = await wpRest<T>(page, method, `/wp/v2/${path}`, data);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

const userPatterns = (page: Page) =>
  rest<Pattern[]>(page, 'GET', 'blocks?per_page=100&context=edit&status=any');
const patternTitled = async (page: Page, title: string) =>
  (await userPatterns(page)).find((pattern) => pattern.title.raw === title);
const terms = (page: Page) => rest<Term[]>(page, 'GET', 'wp_pattern_category?per_page=100');
/** Cleanup: gone already is fine. */
const removePattern = (page: Page, id: number) =>
  wpRest(page, 'DELETE', `/wp/v2/blocks/${id}?force=true`);
const removeTerm = (page: Page, id: number) =>
  wpRest(page, 'DELETE', `/wp/v2/wp_pattern_category/${id}?force=true`);

const editorOf = (page: Page) => page.locator('site-editor');
const card = (editor: Locator, title: string) =>
  editor.getByRole('article', { name: title, exact: true });
const snackbar = (editor: Locator, message: string) =>
  editor.locator('.se-snackbar').filter({ hasText: message });
const sidebar = (editor: Locator) => editor.getByRole('navigation', { name: 'Pattern categories' });

async function chooseAction(editor: Locator, item: Locator, action: string) {
  await item.getByRole('button', { name: 'Actions', exact: true }).click();
  await editor.getByRole('menuitem', { name: action, exact: true }).click();
}

async function addMenu(editor: Locator, entry: string) {
  await editor.getByRole('button', { name: 'Add New Pattern', exact: true }).click();
  await editor.getByRole('menuitem', { name: entry, exact: true }).click();
}

async function importFile(page: Page, editor: Locator, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await addMenu(editor, 'Import pattern from JSON');
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** The post type's add_new_item label, which names its add menu entry and dialog (spec 2.9). */
async function addLabel(page: Page, type: 'wp_block' | 'wp_template_part'): Promise<string> {
  const answer = await rest<{ labels: { add_new_item: string } }>(
    page,
    'GET',
    `types/${type}?context=edit`,
  );
  return answer.labels.add_new_item;
}

const query = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test('the sidebar shows All, My, Uncategorized, the theme’s categories and the part areas, with WordPress’s counts', async ({
  page,
}) => {
  const [categories, registered, mine, parts] = await Promise.all([
    rest<Array<{ name: string; label: string }>>(page, 'GET', 'block-patterns/categories'),
    rest<ThemePattern[]>(page, 'GET', 'block-patterns/patterns'),
    userPatterns(page),
    rest<Part[]>(page, 'GET', 'template-parts?context=edit&per_page=100'),
  ]);
  // What WordPress's Patterns page lists: not hidden from the inserter, not core's own.
  const listed = registered.filter(
    (pattern) => pattern.inserter !== false && pattern.source !== 'core',
  );
  const labelOf = new Map(categories.map((category) => [category.name, category.label]));
  // Per label ('query' and 'posts' are both 'Posts'): the patterns in any of its categories.
  const byLabel = new Map<string, Set<string>>();
  let uncategorized = mine.filter((pattern) => pattern.wp_pattern_category.length === 0).length;
  for (const pattern of listed) {
    const labels = new Set((pattern.categories ?? []).flatMap((name) => labelOf.get(name) ?? []));
    if (labels.size === 0) uncategorized += 1;
    for (const label of labels)
      byLabel.set(label, (byLabel.get(label) ?? new Set()).add(pattern.name));
  }
  // Twenty Twenty-Five fills several of WordPress's categories and two of its own.
  expect([...byLabel.keys()]).toEqual(
    expect.arrayContaining(['Banners', 'Call to action', 'Pages', 'Post formats', 'Headers']),
  );

  await page.goto(editorAt('/pattern'));
  const editor = editorOf(page);
  const nav = sidebar(editor);
  const link = (label: string, count: number) =>
    nav.getByRole('link', { name: `${label} ${count}`, exact: true });
  await expect(link('All patterns', listed.length + mine.length)).toBeVisible();
  await expect(link('My patterns', mine.length)).toBeVisible();
  await expect(link('Uncategorized', uncategorized)).toBeVisible();
  for (const [label, names] of byLabel) await expect(link(label, names.size)).toBeVisible();

  // The part areas, labelled as the theme declares them (uncategorized is 'General'); none in
  // Navigation Overlay, WordPress 7.1's new area, so it is not listed.
  await expect(nav.getByRole('heading', { name: 'Template parts' })).toBeVisible();
  const inArea = (area: string) => parts.filter((part) => part.area === area).length;
  await expect(link('All template parts', parts.length)).toBeVisible();
  await expect(link('Header', inArea('header'))).toBeVisible();
  await expect(link('Footer', inArea('footer'))).toBeVisible();
  await expect(link('General', inArea('uncategorized'))).toBeVisible();
  // Sidebar always shows, though Twenty Twenty-Five puts its sidebar part in General.
  await expect(link('Sidebar', inArea('sidebar'))).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Navigation Overlay/ })).toHaveCount(0);

  // A category chosen: its title in the header, its link current, its patterns only.
  await nav.getByRole('link', { name: /^Call to action \d+$/ }).click();
  await expect(editor.getByRole('heading', { name: 'Call to action', level: 2 })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Call to action \d+$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(() => query(page, 'categoryId')).toBe('call-to-action');
  await nav.getByRole('link', { name: /^Header \d+$/ }).click();
  await expect(editor.getByRole('heading', { name: 'Header', level: 2 })).toBeVisible();
  await expect.poll(() => query(page, 'postType')).toBe('wp_template_part');
  await expect(card(editor, 'Vertical site header')).toBeVisible();
  await expect(card(editor, 'Footer')).toHaveCount(0);
});

test('Add New Pattern with a typed new category, not synced, opens it in the canvas', async ({
  page,
}) => {
  const name = `Heron pattern ${token()}`;
  const category = `Herons ${token()}`;
  // WordPress 7.1 labels it 'Add Pattern' (the demo host: 'Add New Pattern').
  const label = await addLabel(page, 'wp_block');
  await page.goto(editorAt('/pattern'));
  const editor = editorOf(page);
  await addMenu(editor, label);
  const dialog = editor.getByRole('dialog', { name: label });
  await dialog.getByLabel('Name').fill(name);
  const categories = dialog.getByRole('textbox', { name: 'Categories' });
  await categories.fill(category);
  await categories.press('Enter');
  await expect(dialog.getByRole('button', { name: `Remove ${category}` })).toBeVisible();
  await dialog.getByRole('switch', { name: 'Synced' }).uncheck();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();

  await expect.poll(() => query(page, 'p')).toMatch(/^\/wp_block\/\d+$/);
  const saved = await patternTitled(page, name);
  const term = (await terms(page)).find((other) => other.name === category);
  try {
    expect(saved, 'the new pattern').toBeTruthy();
    expect(term, 'the new category').toBeTruthy();
    expect(query(page, 'p')).toBe(`/wp_block/${saved!.id}`);
    expect(query(page, 'canvas')).toBe('edit');
    expect(saved!.wp_pattern_sync_status).toBe('unsynced');
    expect(saved!.wp_pattern_category).toEqual([term!.id]);
  } finally {
    if (saved) await removePattern(page, saved.id);
    if (term) await removeTerm(page, term.id);
  }
});

test('a new template part in the Header area is saved with area header', async ({ page }) => {
  const name = `Heron part ${token()}`;
  await page.goto(editorAt('/pattern', { postType: 'wp_template_part', categoryId: 'header' }));
  const editor = editorOf(page);
  const label = await addLabel(page, 'wp_template_part');
  await addMenu(editor, label);
  const dialog = editor.getByRole('dialog', { name: label });
  await dialog.getByLabel('Name').fill(name);
  // The area chosen in the sidebar is the default.
  await expect(dialog.getByRole('radio', { name: /^Header/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();

  await expect.poll(() => query(page, 'p')).toMatch(/^\/wp_template_part\/.+/);
  const id = query(page, 'p')!.replace('/wp_template_part/', '');
  try {
    expect(query(page, 'canvas')).toBe('edit');
    const part = await rest<Part>(page, 'GET', `template-parts/${id}?context=edit`);
    expect(part.title.raw).toBe(name);
    expect(part.area).toBe('header');
    expect(part.source).toBe('custom');
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/template-parts/${id}?force=true`);
  }
});

test('Import pattern from JSON: WordPress’s file shape is imported; a non-JSON file creates nothing', async ({
  page,
}) => {
  const title = `Imported heron ${token()}`;
  const before = (await userPatterns(page)).length;
  await page.goto(editorAt('/pattern', { categoryId: 'all-patterns' }));
  const editor = editorOf(page);

  await importFile(page, editor, 'notes.json', 'this is not JSON');
  await expect(snackbar(editor, 'Invalid JSON file')).toBeVisible();
  expect((await userPatterns(page)).length).toBe(before);

  // As WordPress's own Export as JSON writes it.
  const file = {
    __file: 'wp_block',
    title,
    content: '<!-- wp:paragraph -->\n<p>Imported heron</p>\n<!-- /wp:paragraph -->',
    syncStatus: 'unsynced',
  };
  await importFile(page, editor, 'heron.json', JSON.stringify(file, null, 2));
  await expect(snackbar(editor, `Imported "${title}" from JSON.`)).toBeVisible();
  const saved = await patternTitled(page, title);
  try {
    expect(saved, 'the imported pattern').toBeTruthy();
    expect(saved!.content.raw).toBe(file.content);
    expect(saved!.wp_pattern_sync_status).toBe('unsynced');
    expect(saved!.wp_pattern_category).toEqual([]);
    expect((await userPatterns(page)).length).toBe(before + 1);
    await editor.getByRole('searchbox', { name: 'Search' }).fill(title);
    await expect(card(editor, title)).toBeVisible();
  } finally {
    if (saved) await removePattern(page, saved.id);
  }
});

test('a user pattern is duplicated, renamed and deleted', async ({ page }) => {
  const name = `Heron actions ${token()}`;
  const made = await rest<Pattern>(page, 'POST', 'blocks', {
    title: name,
    content: '<!-- wp:paragraph -->\n<p>Heron</p>\n<!-- /wp:paragraph -->',
    status: 'publish',
  });
  let copy: Pattern | undefined;
  try {
    await page.goto(editorAt('/pattern', { categoryId: 'my-patterns' }));
    const editor = editorOf(page);
    const search = editor.getByRole('searchbox', { name: 'Search' });
    await search.fill(name);

    await chooseAction(editor, card(editor, name), 'Duplicate');
    await editor
      .getByRole('dialog', { name: 'Duplicate pattern' })
      .getByRole('button', { name: 'Duplicate', exact: true })
      .click();
    await expect(snackbar(editor, `"${name} (Copy)" duplicated.`)).toBeVisible();
    copy = await patternTitled(page, `${name} (Copy)`);
    expect(copy, 'the copy').toBeTruthy();
    expect(copy!.content.raw).toBe(made.content.raw);
    await expect(card(editor, `${name} (Copy)`)).toBeVisible();

    await chooseAction(editor, card(editor, name), 'Rename');
    const rename = editor.getByRole('dialog', { name: 'Rename' });
    await rename.getByLabel('Name').fill(`${name} renamed`);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(card(editor, `${name} renamed`)).toBeVisible();
    const renamed = await rest<Pattern>(page, 'GET', `blocks/${made.id}?context=edit`);
    expect(renamed.title.raw).toBe(`${name} renamed`);

    await chooseAction(editor, card(editor, `${name} renamed`), 'Delete');
    const confirm = editor.getByRole('dialog', { name: 'Delete' });
    await expect(confirm).toContainText(`Are you sure you want to delete "${name} renamed"?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card(editor, `${name} renamed`)).toHaveCount(0);
    const gone = await wpRest(page, 'GET', `/wp/v2/blocks/${made.id}?context=edit`);
    expect(gone.status).toBe(404);
  } finally {
    await removePattern(page, made.id);
    if (copy) await removePattern(page, copy.id);
  }
});

test('a footer customised through REST is reset to Twenty Twenty-Five’s in the UI', async ({
  page,
}) => {
  const id = 'twentytwentyfive//footer';
  const theme = await rest<Part>(page, 'GET', `template-parts/${id}?context=edit`);
  expect(theme.source).toBe('theme');
  try {
    const customised = await rest<Part>(page, 'POST', `template-parts/${id}`, {
      content: '<!-- wp:paragraph -->\n<p>Customised heron footer</p>\n<!-- /wp:paragraph -->',
    });
    expect(customised.source).toBe('custom');

    await page.goto(editorAt('/pattern', { postType: 'wp_template_part', categoryId: 'footer' }));
    const editor = editorOf(page);
    await expect(editor.getByRole('heading', { name: 'Footer', level: 2 })).toBeVisible();
    const item = card(editor, theme.title.raw);
    await item.getByRole('button', { name: 'Actions', exact: true }).click();
    // A theme's part is reset, never deleted.
    await expect(editor.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0);
    await editor.getByRole('menuitem', { name: 'Reset', exact: true }).click();
    await editor
      .getByRole('dialog', { name: 'Reset' })
      .getByRole('button', { name: 'Reset' })
      .click();
    await expect(snackbar(editor, `"${theme.title.raw}" reset.`)).toBeVisible();

    const after = await rest<Part>(page, 'GET', `template-parts/${id}?context=edit`);
    expect(after.source).toBe('theme');
    expect(after.content.raw).toBe(theme.content.raw);
  } finally {
    // Whatever happened above, the theme's footer again.
    const now = await wpRest<Part>(page, 'GET', `/wp/v2/template-parts/${id}?context=edit`);
    if (now.body.source === 'custom')
      await wpRest(page, 'DELETE', `/wp/v2/template-parts/${id}?force=true`);
  }
});

test('a user category is renamed, then deleted with the spec’s confirmation; its pattern stays', async ({
  page,
}) => {
  const label = `Heron category ${token()}`;
  const term = await rest<Term>(page, 'POST', 'wp_pattern_category', { name: label });
  const pattern = await rest<Pattern>(page, 'POST', 'blocks', {
    title: `${label} pattern`,
    content: '<!-- wp:paragraph -->\n<p>Heron</p>\n<!-- /wp:paragraph -->',
    status: 'publish',
    wp_pattern_category: [term.id],
  });
  try {
    await page.goto(editorAt('/pattern'));
    const editor = editorOf(page);
    const nav = sidebar(editor);
    await nav.getByRole('link', { name: `${label} 1`, exact: true }).click();
    await expect.poll(() => query(page, 'categoryId')).toBe(term.slug);
    await expect(editor.getByRole('heading', { name: label, level: 2 })).toBeVisible();
    await expect(card(editor, `${label} pattern`)).toBeVisible();

    await editor.getByRole('button', { name: 'Actions', exact: true }).first().click();
    await editor.getByRole('menuitem', { name: 'Rename', exact: true }).click();
    const rename = editor.getByRole('dialog', { name: 'Rename' });
    await rename.getByLabel('Name').fill(`${label} renamed`);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('heading', { name: `${label} renamed`, level: 2 })).toBeVisible();
    await expect(nav.getByRole('link', { name: `${label} renamed 1`, exact: true })).toBeVisible();
    const renamed = await rest<Term>(page, 'GET', `wp_pattern_category/${term.id}`);
    expect(renamed.name).toBe(`${label} renamed`);

    await editor.getByRole('button', { name: 'Actions', exact: true }).first().click();
    await editor.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    const confirm = editor.getByRole('dialog', { name: `Delete "${label} renamed"?` });
    await expect(confirm).toContainText(
      `Are you sure you want to delete the category "${label} renamed"? The patterns will not be deleted.`,
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(snackbar(editor, `"${label} renamed" deleted.`)).toBeVisible();
    await expect.poll(() => query(page, 'categoryId')).toBe('all-patterns');
    await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveCount(0);

    const gone = await wpRest(page, 'GET', `/wp/v2/wp_pattern_category/${term.id}`);
    expect(gone.status).toBe(404);
    const kept = await rest<Pattern>(page, 'GET', `blocks/${pattern.id}?context=edit`);
    expect(kept.wp_pattern_category).toEqual([]);
  } finally {
    await removePattern(page, pattern.id);
    await removeTerm(page, term.id);
  }
});
