// The Templates screen in WordPress's admin (spec 2.10, 4, 5), against Twenty Twenty-Five: the
// Add template wizard makes a custom template and a specific page's template, each read back
// through WordPress's REST API and deleted after; Reset puts a customised theme template back
// to the theme's file.
import type { Locator, Page } from '@playwright/test';
import { editorAt, expect, test, wpRest } from './fixtures';

interface WpTemplate {
  id: string;
  slug: string;
  source: string;
  status: string;
  title: { raw: string; rendered: string };
  content: { raw: string };
}

const editor = (page: Page) => page.locator('site-editor');
const unique = (word: string) =>
  `${word}${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'q')}`;
const ADD_TEMPLATE = /^Add (New )?Template$/i;

/** Template ids a test made, deleted after it; theme templates it customised, reset after it. */
const made: string[] = [];
test.afterEach(async ({ page }) => {
  await page.goto('about:blank');
  for (const id of made.splice(0))
    await wpRest(page, 'DELETE', `/wp/v2/templates/${id}?force=true`).catch(() => undefined);
});

async function activeTheme(page: Page): Promise<string> {
  const themes = await wpRest<{ stylesheet: string }[]>(page, 'GET', '/wp/v2/themes?status=active');
  return themes.body[0]!.stylesheet;
}

async function openWizard(page: Page): Promise<Locator> {
  await page.goto(editorAt('/template'));
  const list = editor(page);
  await list.getByRole('button', { name: ADD_TEMPLATE }).click();
  const dialog = list.getByRole('dialog', { name: 'Add template' });
  await expect(dialog.getByRole('list', { name: 'Template types' })).toBeVisible();
  return dialog;
}

const editorQuery = (page: Page) => new URL(page.url()).searchParams;

test('the wizard creates a custom template, saved in WordPress and opened in the canvas', async ({
  page,
}) => {
  const theme = await activeTheme(page);
  const name = unique('Lane');
  const slug = `wp-custom-template-${name.toLowerCase()}`;
  const dialog = await openWizard(page);
  await dialog.getByRole('button', { name: /^Custom template/ }).click();
  const form = editor(page).getByRole('dialog', { name: 'Create custom template' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  made.push(`${theme}//${slug}`);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => editorQuery(page).get('p')).toBe(`/wp_template/${theme}//${slug}`);
  expect(editorQuery(page).get('canvas')).toBe('edit');
  const saved = await wpRest<WpTemplate>(
    page,
    'GET',
    `/wp/v2/templates/${theme}//${slug}?context=edit`,
  );
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ slug, status: 'publish', title: { raw: name } });
});

test('the wizard creates a specific page’s template, page-{slug}', async ({ page }) => {
  const theme = await activeTheme(page);
  const word = unique('Egret');
  const created = await wpRest<{ id: number; slug: string }>(page, 'POST', '/wp/v2/pages', {
    title: word,
    status: 'publish',
  });
  expect(created.status).toBe(201);
  const { id, slug } = created.body;
  try {
    const dialog = await openWizard(page);
    await dialog.getByRole('button', { name: /^Pages/ }).click();
    const step2 = editor(page).getByRole('dialog', { name: 'Add template: Page' });
    // Twenty Twenty-Five has a page template: the pages are offered at once (with a search box
    // when more than 9).
    const searchBox = step2.getByRole('searchbox', { name: 'Search Pages' });
    await expect(step2.getByRole('list', { name: 'All Pages' })).toBeVisible();
    if (await searchBox.isVisible()) await searchBox.fill(word);
    made.push(`${theme}//page-${slug}`);
    await step2.getByRole('button', { name: new RegExp(`^${word}`) }).click();
    await expect.poll(() => editorQuery(page).get('p')).toBe(`/wp_template/${theme}//page-${slug}`);
    const saved = await wpRest<WpTemplate>(
      page,
      'GET',
      `/wp/v2/templates/${theme}//page-${slug}?context=edit`,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'publish', title: { raw: `Page: ${word}` } });
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/pages/${id}?force=true`);
  }
});

test('Reset puts a customised template back to the theme’s file', async ({ page }) => {
  const theme = await activeTheme(page);
  const id = `${theme}//404`;
  made.push(id);
  const customised = await wpRest<WpTemplate>(page, 'POST', `/wp/v2/templates/${id}`, {
    content: '<!-- wp:paragraph --><p>Lane customised 404</p><!-- /wp:paragraph -->',
  });
  expect(customised.status).toBe(200);
  expect(customised.body.source).toBe('custom');
  const title = customised.body.title.rendered;

  await page.goto(editorAt('/template'));
  const list = editor(page);
  await list.getByRole('searchbox', { name: 'Search' }).fill('404');
  const card = list.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Actions' }).click();
  await list.getByRole('menuitem', { name: 'Reset', exact: true }).click();
  await expect(list.locator('.se-snackbar').filter({ hasText: `"${title}" reset.` })).toBeVisible();
  const after = await wpRest<WpTemplate>(page, 'GET', `/wp/v2/templates/${id}?context=edit`);
  expect(after.body.source).toBe('theme');
  expect(after.body.content.raw).not.toContain('Lane customised 404');
});
