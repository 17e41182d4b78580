// The Patterns page's management (spec 2.9, 4, 5, 6, 7, 8): the category sidebar and header, a
// user pattern opened in the canvas, each item action and the category Rename and Delete, each
// checked against what the host saved. Adding (new pattern, new part, import, who may add):
// patterns-create.spec.ts. Every test removes what it made (one demo database per run).
import { readFileSync } from 'node:fs';
import { canvasOf } from './canvas-helpers';
import { accessibilityViolations, expect, logIn, setWelcomeGuides, test } from './fixtures';
import {
  type Pattern,
  type Term,
  type Part,
  token,
  rest,
  patterns,
  terms,
  removePattern,
  editorOf,
  card,
  chooseAction,
  snackbar,
} from './patterns-helpers';

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
    await editor
      .getByRole('dialog', { name: 'Duplicate pattern' })
      .getByRole('button', { name: 'Duplicate', exact: true })
      .click();
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
