// The canvas's Page and Post tabs (issue 32, item 1): a page's status, slug, author and template,
// a post's category made on the fly, a tag, its excerpt and Sticky, changed in the realm's
// inspector, saved with the editor's Save and read back through REST; Undo undoes a field; Move
// to trash leaves the page for the Pages list, where it shows in Trash.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { canvasOf, logInToEdit, openInCanvas, rest, saveTheOneChange } from './canvas-helpers';
import { expect, test } from './fixtures';
import { unique } from './kept-edits-helpers';

const editor = (page: Page) => page.locator('site-editor');
const PARAGRAPH = '<!-- wp:paragraph -->\n<p>Three small words.</p>\n<!-- /wp:paragraph -->';

async function withRecord(
  page: Page,
  type: 'pages' | 'posts',
  using: (id: number, title: string) => Promise<void>,
  extra: object = {},
) {
  await logInToEdit(page);
  await page.goto('/editor');
  const created = await rest(page, 'POST', `/wp/v2/${type}`, {
    title: unique('Panels '),
    status: 'draft',
    content: PARAGRAPH,
    ...extra,
  });
  expect(created.status).toBe(201);
  try {
    await using(created.body.id, created.body.title.raw);
  } finally {
    await rest(page, 'DELETE', `/wp/v2/${type}/${created.body.id}?force=true`);
  }
}

/** The realm's settings, on the record's own tab (nothing selected). */
async function documentTab(page: Page, type: 'pages' | 'posts', id: number, tab: string) {
  const { realm } = await openInCanvas(page, `/${type === 'pages' ? 'page' : 'post'}/${id}`);
  const settings = realm.getByRole('region', { name: 'Settings' });
  await settings.getByRole('tab', { name: tab }).click();
  return { realm, settings };
}

/** A summary row's value: a button ('Change status: Draft') opening its control in a popover. */
const rowButton = (settings: Locator, change: string) =>
  settings.getByRole('button', { name: new RegExp(`^Change ${change}:`) });

/** A summary row's control, opened from its value. */
async function rowControl(realm: FrameLocator, settings: Locator, name: string) {
  await rowButton(settings, name.toLowerCase()).click();
  return realm.getByRole('combobox', { name, exact: true });
}

test.describe('the canvas’s Page and Post tabs', () => {
  test('a page’s status, slug, author and template are saved with the editor’s Save', async ({
    page,
  }) => {
    await withRecord(page, 'pages', async (id, title) => {
      const users = await rest(page, 'GET', '/wp/v2/users?who=authors&per_page=100');
      const author = users.body.find((user: { slug: string }) => user.slug !== 'admin');
      expect(author).toBeTruthy();
      const { realm, settings } = await documentTab(page, 'pages', id, 'Page');
      // WordPress's card: the page's title, its Actions; then what it reads.
      await expect(settings.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(settings.getByRole('button', { name: 'Actions' })).toBeVisible();
      await expect(settings.getByText('3 words, 1 minute read time.')).toBeVisible();
      await expect(settings.getByText(/^Last edited .+\.$/)).toBeVisible();
      // Pages have no excerpt (WordPress's pages do not support one).
      await expect(settings.getByRole('button', { name: /excerpt/i })).toHaveCount(0);
      // The template row names the template in use: the theme's, none assigned.
      await expect(rowButton(settings, 'template')).not.toHaveText('Default template');
      await expect(settings.getByRole('button', { name: /Immediately/ })).toBeVisible();
      // WordPress's rows: a label, and the value a button that opens the control.
      await expect(settings.getByRole('button', { name: 'Change status: Draft' })).toHaveText(
        'Draft',
      );
      await (await rowControl(realm, settings, 'Status')).selectOption('pending');
      await expect(settings.getByRole('button', { name: /^Change status:/ })).toHaveText('Pending');
      await rowButton(settings, 'slug').click();
      await realm.getByRole('textbox', { name: 'Slug', exact: true }).fill('panels-slug');
      await expect(rowButton(settings, 'slug')).toHaveText('panels-slug');
      await (await rowControl(realm, settings, 'Author')).selectOption(String(author.id));
      await expect(settings.getByRole('button', { name: /^Change author:/ })).toHaveText(
        author.name,
      );
      const template = await rowControl(realm, settings, 'Template');
      // Only the templates a page may have: its custom ones, no post's or archive's.
      await expect(template.locator('option')).toHaveText([
        'Default template',
        'Page without title',
        'Wide page',
      ]);
      await template.selectOption({ label: 'Wide page' });
      await expect(settings.getByRole('button', { name: /^Change template:/ })).toHaveText(
        'Wide page',
      );
      await saveTheOneChange(editor(page));

      const saved = await rest(page, 'GET', `/wp/v2/pages/${id}?context=edit`);
      expect(saved.body.status).toBe('pending');
      expect(saved.body.slug).toBe('panels-slug');
      expect(saved.body.author).toBe(author.id);
      expect(saved.body.template).toBe('page-wide');
    });
  });

  test('a page’s publish date, parent, order and comments are saved', async ({ page }) => {
    await withRecord(page, 'pages', async (id) => {
      const others = await rest(
        page,
        'GET',
        `/wp/v2/pages?per_page=5&exclude=${id}&orderby=menu_order&order=asc`,
      );
      const parent = others.body[0];
      const { realm, settings } = await documentTab(page, 'pages', id, 'Page');
      await settings.getByRole('button', { name: /Change date/ }).click();
      const year = realm.getByLabel('Year');
      await year.fill('2031');
      await year.press('Tab');
      await (await rowControl(realm, settings, 'Status')).selectOption({ label: 'Scheduled' });
      await rowButton(settings, 'discussion options').click();
      await realm.getByRole('combobox', { name: 'Comments' }).selectOption('closed');
      await expect(rowButton(settings, 'discussion options')).toHaveText('Closed');
      // Parent and Order: the Parent row's value ('None') opens them.
      await expect(rowButton(settings, 'parent')).toHaveText('None');
      await rowButton(settings, 'parent').click();
      const parentBox = realm.getByRole('combobox', { name: 'Parent' });
      await parentBox.fill(parent.title.rendered.slice(0, 4));
      await realm.getByRole('option', { name: parent.title.rendered }).first().click();
      await realm.getByRole('spinbutton', { name: 'Order' }).fill('7');
      await expect(rowButton(settings, 'parent')).toHaveText(parent.title.rendered);
      await saveTheOneChange(editor(page));

      const saved = await rest(page, 'GET', `/wp/v2/pages/${id}?context=edit`);
      expect(saved.body.status).toBe('future');
      expect(saved.body.date.slice(0, 4)).toBe('2031');
      expect(saved.body.comment_status).toBe('closed');
      expect(saved.body.parent).toBe(parent.id);
      expect(saved.body.menu_order).toBe(7);
    });
  });

  test('a slug typed key by key undoes as one step', async ({ page }) => {
    await withRecord(page, 'pages', async (id) => {
      const { realm, settings } = await documentTab(page, 'pages', id, 'Page');
      const row = rowButton(settings, 'slug');
      const before = (await row.textContent()) ?? '';
      await row.click();
      const slug = realm.getByRole('textbox', { name: 'Slug', exact: true });
      await slug.fill('');
      await slug.pressSequentially('typed-slug');
      await slug.press('Tab');
      await expect(row).toHaveText('typed-slug');
      await realm.getByRole('button', { name: 'Undo' }).click();
      await expect(row).toHaveText(before);
    });
  });

  test('Undo undoes a field’s change', async ({ page }) => {
    await withRecord(page, 'pages', async (id) => {
      const { realm, settings } = await documentTab(page, 'pages', id, 'Page');
      const status = await rowControl(realm, settings, 'Status');
      await status.selectOption('pending');
      await expect(status).toHaveValue('pending');
      await page.keyboard.press('ControlOrMeta+z');
      await expect(status).toHaveValue('draft');
      const row = settings.getByRole('button', { name: /^Change status:/ });
      await realm.getByRole('button', { name: 'Redo' }).click();
      await expect(row).toHaveText('Pending');
      await realm.getByRole('button', { name: 'Undo' }).click();
      await expect(row).toHaveText('Draft');
    });
  });

  test('a post’s new category, a tag, its excerpt and Sticky are saved', async ({ page }) => {
    const category = unique('Cat ');
    const tag = unique('tag-');
    await withRecord(page, 'posts', async (id) => {
      const { realm, settings } = await documentTab(page, 'posts', id, 'Post');
      await expect(settings.getByRole('button', { name: /^Change format:/ })).toHaveText('Standard');
      await settings.getByRole('button', { name: 'Add an excerpt…' }).click();
      await realm.getByRole('textbox', { name: 'Excerpt' }).fill('A short summary.');
      await expect(settings.getByRole('button', { name: /^Edit excerpt:/ })).toHaveText(
        'A short summary.',
      );
      await settings.getByLabel('Sticky').check();
      await settings.getByRole('button', { name: 'Add Category' }).click();
      await settings.getByLabel('New Category Name').fill(category);
      await settings.getByRole('button', { name: 'Add Category' }).click();
      await expect(settings.getByRole('checkbox', { name: category })).toBeChecked();
      const tags = settings.getByLabel('Add Tag');
      await tags.fill(tag);
      await tags.press('Enter');
      await expect(settings.getByText(tag, { exact: true })).toBeVisible();
      await saveTheOneChange(editor(page));

      const saved = await rest(page, 'GET', `/wp/v2/posts/${id}?context=edit`);
      const terms = await rest(
        page,
        'GET',
        `/wp/v2/categories?search=${encodeURIComponent(category)}`,
      );
      const tagTerms = await rest(page, 'GET', `/wp/v2/tags?search=${encodeURIComponent(tag)}`);
      try {
        expect(saved.body.excerpt.raw).toBe('A short summary.');
        expect(saved.body.sticky).toBe(true);
        expect(saved.body.categories).toContain(terms.body[0].id);
        expect(saved.body.tags).toEqual([tagTerms.body[0].id]);
      } finally {
        await rest(page, 'DELETE', `/wp/v2/categories/${terms.body[0]?.id}?force=true`);
        await rest(page, 'DELETE', `/wp/v2/tags/${tagTerms.body[0]?.id}?force=true`);
      }
    });
  });

  test('a featured image chosen in the media library is saved, then removed', async ({ page }) => {
    await withRecord(page, 'pages', async (id) => {
      const { settings } = await documentTab(page, 'pages', id, 'Page');
      const choose = async (name: string) => {
        const dialog = editor(page).getByRole('dialog');
        await expect(dialog).toBeVisible();
        await dialog
          .getByRole('listbox', { name: 'Media items' })
          .getByRole('option', { name })
          .click();
        await dialog.getByRole('button', { name: 'Select', exact: true }).click();
        await expect(dialog).toHaveCount(0);
      };
      await settings.getByRole('button', { name: 'Set featured image' }).click();
      await choose('Slate');
      await expect(settings.locator('img')).toHaveAttribute('src', /slate/);
      await saveTheOneChange(editor(page));
      const slate = (await rest(page, 'GET', '/wp/v2/media?search=Slate')).body[0];
      let saved = await rest(page, 'GET', `/wp/v2/pages/${id}?context=edit`);
      expect(saved.body.featured_media).toBe(slate.id);

      await settings.getByRole('button', { name: 'Remove' }).click();
      await expect(settings.getByRole('button', { name: 'Set featured image' })).toBeVisible();
      await saveTheOneChange(editor(page));
      saved = await rest(page, 'GET', `/wp/v2/pages/${id}?context=edit`);
      expect(saved.body.featured_media).toBe(0);
    });
  });

  test('Move to trash trashes the page after a confirm and goes back to the Pages list', async ({
    page,
  }) => {
    await withRecord(page, 'pages', async (id, title) => {
      // From the list (the editor's stores then hold it in a list), into the page's canvas.
      await page.goto('/editor?p=/page');
      const shell = editor(page);
      const search = shell.getByRole('searchbox', { name: 'Search' });
      await search.fill(title);
      const row = shell.getByRole('row', { name: title });
      await row.getByRole('button', { name: 'Edit', exact: true }).click();
      const { realm, blocks } = canvasOf(page);
      await expect(blocks.getByRole('document').first()).toBeVisible();
      const settings = realm.getByRole('region', { name: 'Settings' });
      await settings.getByRole('tab', { name: 'Page' }).click();

      await settings.getByRole('button', { name: 'Move to trash' }).click();
      await realm.getByRole('dialog').getByRole('button', { name: 'Move to trash' }).click();
      await expect(shell.getByText('Page moved to the trash.')).toBeVisible();
      // The editor left the page for the Pages list, where All no longer has it and Trash does.
      await expect(realm.getByRole('region', { name: 'Settings' })).toBeHidden();
      await expect.poll(() => new URL(page.url()).searchParams.get('p')).toBe('/page');
      await search.fill(title);
      await expect(shell.getByText('No results')).toBeVisible();
      await expect(row).toHaveCount(0);
      await shell.getByRole('link', { name: 'Trash', exact: true }).click();
      await expect(shell.getByRole('heading', { name: 'Trash' })).toBeVisible();
      await search.fill(title);
      await expect(shell.locator('tbody tr', { hasText: title })).toBeVisible();
      const saved = await rest(page, 'GET', `/wp/v2/pages/${id}?context=edit`);
      expect(saved.body.status).toBe('trash');
    });
  });
});
