// The canvas's Page and Post tabs on a real WordPress 7.1 (issue 32, item 1): a page's status,
// slug, author and template, a post's new category, a tag, its excerpt and Sticky, saved with the
// editor's Save and read back through WordPress's REST API; Undo undoes a field.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { canvasOf, saveTheOneChange } from '../e2e/canvas-helpers';
import { closeEditingGuides, editorAt, expect, seeded, test, wpRest } from './fixtures';

const PARAGRAPH = '<!-- wp:paragraph -->\n<p>Three small words.</p>\n<!-- /wp:paragraph -->';
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Created = { id: number };

async function withRecord(
  page: Page,
  type: 'pages' | 'posts',
  using: (id: number) => Promise<void>,
) {
  const created = await wpRest<Created>(page, 'POST', `/wp/v2/${type}`, {
    title: `Panels ${stamp()}`,
    status: 'draft',
    content: PARAGRAPH,
  });
  expect(created.status).toBe(201);
  try {
    await using(created.body.id);
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/${type}/${created.body.id}?force=true`);
  }
}

async function documentTab(page: Page, path: string, tab: string) {
  await page.goto(editorAt(path, { canvas: 'edit' }));
  const { realm, blocks } = canvasOf(page);
  await expect(blocks.getByRole('document').first()).toBeVisible();
  const settings = realm.getByRole('region', { name: 'Settings' });
  await settings.getByRole('tab', { name: tab }).click();
  return { realm, settings };
}

/** A summary row's control: its value, a button ('Change status: Draft'), opens it in a popover. */
const rowButton = (settings: Locator, change: string) =>
  settings.getByRole('button', { name: new RegExp(`^Change ${change}:`) });

async function rowControl(realm: FrameLocator, settings: Locator, name: string) {
  await rowButton(settings, name.toLowerCase()).click();
  return realm.getByRole('combobox', { name, exact: true });
}

test.beforeEach(async ({ page }) => {
  test.slow();
  await closeEditingGuides(page);
});

test('a page’s status, slug, author and template are saved with the editor’s Save', async ({
  page,
}) => {
  await withRecord(page, 'pages', async (id) => {
    const { realm, settings } = await documentTab(page, `/page/${id}`, 'Page');
    const editor = page.locator('site-editor');
    // WordPress's card, what the page reads, and its rows as WordPress shows them.
    await expect(settings.getByRole('button', { name: 'Actions' })).toBeVisible();
    await expect(settings.getByText('3 words, 1 minute read time.')).toBeVisible();
    await expect(settings.getByText(/^Last edited .+\.$/)).toBeVisible();
    // Twenty Twenty-Five's page template, named as WordPress names it: none is assigned.
    await expect(rowButton(settings, 'template')).toHaveText('Pages');
    await expect(rowButton(settings, 'parent')).toHaveText('None');
    await expect(rowButton(settings, 'discussion options')).toHaveText(/^(Open|Closed)$/);
    await expect(settings.getByRole('button', { name: 'Change status: Draft' })).toHaveText('Draft');
    await (await rowControl(realm, settings, 'Status')).selectOption('pending');
    await expect(settings.getByRole('button', { name: /^Change status:/ })).toHaveText('Pending');
    await rowButton(settings, 'slug').click();
    await realm.getByRole('textbox', { name: 'Slug', exact: true }).fill(`panels-${id}`);
    await expect(rowButton(settings, 'slug')).toHaveText(`panels-${id}`);
    await (await rowControl(realm, settings, 'Author')).selectOption(
      String(seeded().users.editor),
    );
    const template = await rowControl(realm, settings, 'Template');
    await expect(template.locator('option').first()).toHaveText('Default template');
    const custom = template.locator('option').nth(1);
    const slug = await custom.getAttribute('value');
    expect(slug).toBeTruthy();
    await template.selectOption(slug as string);
    await saveTheOneChange(editor);

    const saved = await wpRest<Record<string, unknown>>(
      page,
      'GET',
      `/wp/v2/pages/${id}?context=edit`,
    );
    expect(saved.body.status).toBe('pending');
    expect(saved.body.slug).toBe(`panels-${id}`);
    expect(saved.body.author).toBe(seeded().users.editor);
    expect(saved.body.template).toBe(slug);
  });
});

test('Undo undoes a field’s change', async ({ page }) => {
  await withRecord(page, 'pages', async (id) => {
    const { realm, settings } = await documentTab(page, `/page/${id}`, 'Page');
    const status = await rowControl(realm, settings, 'Status');
    await status.selectOption('pending');
    await expect(status).toHaveValue('pending');
    await page.keyboard.press('ControlOrMeta+z');
    await expect(status).toHaveValue('draft');
    await realm.getByRole('button', { name: 'Redo' }).click();
    await expect(settings.getByRole('button', { name: /^Change status:/ })).toHaveText('Pending');
  });
});

test('a post’s new category, a tag, its excerpt and Sticky are saved', async ({ page }) => {
  const category = `Cat ${stamp()}`;
  const tag = `tag-${stamp()}`;
  await withRecord(page, 'posts', async (id) => {
    const { realm, settings } = await documentTab(page, `/post/${id}`, 'Post');
    await expect(rowButton(settings, 'template')).toHaveText('Single Posts');
    await settings.getByRole('button', { name: 'Add an excerpt…' }).click();
    await realm.getByRole('textbox', { name: 'Excerpt' }).fill('A short summary.');
    await settings.getByLabel('Sticky').check();
    await settings.getByRole('button', { name: 'Add Category' }).click();
    await settings.getByLabel('New Category Name').fill(category);
    await settings.getByRole('button', { name: 'Add Category' }).click();
    await expect(settings.getByRole('checkbox', { name: category })).toBeChecked();
    const tags = settings.getByLabel('Add Tag');
    await tags.fill(tag);
    await tags.press('Enter');
    await expect(settings.getByText(tag, { exact: true })).toBeVisible();
    await saveTheOneChange(page.locator('site-editor'));

    type Term = { id: number };
    const saved = await wpRest<Record<string, unknown> & { excerpt: { raw: string } }>(
      page,
      'GET',
      `/wp/v2/posts/${id}?context=edit`,
    );
    const cats = await wpRest<Term[]>(
      page,
      'GET',
      `/wp/v2/categories?search=${encodeURIComponent(category)}`,
    );
    const tagTerms = await wpRest<Term[]>(
      page,
      'GET',
      `/wp/v2/tags?search=${encodeURIComponent(tag)}`,
    );
    try {
      expect(saved.body.excerpt.raw).toBe('A short summary.');
      expect(saved.body.sticky).toBe(true);
      expect(saved.body.categories).toContain(cats.body[0]?.id);
      expect(saved.body.tags).toEqual([tagTerms.body[0]?.id]);
    } finally {
      await wpRest(page, 'POST', `/wp/v2/posts/${id}`, { sticky: false });
      if (cats.body[0])
        await wpRest(page, 'DELETE', `/wp/v2/categories/${cats.body[0].id}?force=true`);
      if (tagTerms.body[0])
        await wpRest(page, 'DELETE', `/wp/v2/tags/${tagTerms.body[0].id}?force=true`);
    }
  });
});
