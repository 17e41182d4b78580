// The Templates screen (spec 2.10, 3, 4, 5, 6, 7, 8, 9): the sidebar's author views, the
// template actions (Reset, Delete, Rename) and the Add template wizard's three steps, each
// checked against what the demo host saved. Every template a test makes (through the wizard or
// the REST API) is deleted when it ends, and a customised theme template is reset: other spec
// files share the host.
import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations, expect, logIn, sessionNonce, test } from './fixtures';

interface RestTemplate {
  id: string;
  slug: string;
  source: string;
  status: string;
  author_text: string;
  is_custom?: boolean;
  title: { raw: string; rendered: string };
  description: string;
}

const THEME = 'meridian';
const editor = (page: Page) => page.locator('site-editor');

async function rest(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: object) {
  const response = await page.request.fetch(`/wp-json/wp/v2/${path}`, {
    method,
    headers: { 'X-WP-Nonce': await sessionNonce(page) },
    ...(data ? { data } : {}),
  });
  return { status: response.status(), body: await response.json().catch(() => null) };
}

/** Every saved template (wp_template) on the host, by slug. */
async function savedTemplates(page: Page): Promise<Map<string, RestTemplate>> {
  const { body } = await rest(page, 'GET', 'templates?context=edit&per_page=100');
  return new Map((body as RestTemplate[]).map((template) => [template.slug, template]));
}

async function savedTemplate(page: Page, slug: string) {
  return rest(page, 'GET', `templates/${THEME}//${slug}?context=edit`);
}

/** Template slugs made by a test (deleted after it) and theme templates it customised (reset). */
const made: string[] = [];

test.afterEach(async ({ page }) => {
  const slugs = made.splice(0);
  if (!slugs.length) return;
  // The editor gone first: nothing of it writes after these.
  await page.goto('about:blank');
  for (const slug of slugs)
    await rest(page, 'DELETE', `templates/${THEME}//${slug}?force=true`).catch(() => undefined);
});

const unique = (word: string) =>
  `${word}${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'q')}`;

/** A custom template made through the REST API (as the admin: its author text is theirs). */
async function makeCustomTemplate(page: Page, title: string): Promise<RestTemplate> {
  const slug = `wp-custom-template-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const created = await rest(page, 'POST', 'templates', { slug, title, status: 'publish' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  made.push((created.body as RestTemplate).slug);
  return created.body as RestTemplate;
}

async function openTemplates(page: Page, query = ''): Promise<Locator> {
  await page.goto(`/editor?p=/template${query}`);
  const list = editor(page);
  await expect(list.locator('.dv-card').first()).toBeVisible();
  return list;
}

/** Searches the list and waits until only matching cards show. */
async function search(list: Locator, text: string): Promise<void> {
  await list.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(list.locator('.dv-card').filter({ hasNotText: text })).toHaveCount(0);
}

async function chooseAction(list: Locator, card: Locator, action: string): Promise<void> {
  await card.getByRole('button', { name: 'Actions' }).click();
  await list.getByRole('menuitem', { name: action, exact: true }).click();
}

function snackbar(list: Locator, message: string): Locator {
  return list.locator('.se-snackbar, .se-notice').filter({ hasText: message });
}

const query = (page: Page) => new URL(page.url()).searchParams;

/** Opens the wizard from the list's Add template button: step 1's grid painted. */
async function openWizard(page: Page): Promise<Locator> {
  const list = await openTemplates(page);
  await list.getByRole('button', { name: 'Add New Template' }).click();
  const dialog = list.getByRole('dialog', { name: 'Add template' });
  await expect(dialog.getByRole('list', { name: 'Template types' })).toBeVisible();
  return dialog;
}

test.describe('templates list', () => {
  test('the sidebar lists All templates and one view per author; a view filters the list', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    const title = unique('Sidebar');
    await makeCustomTemplate(page, title);
    const list = await openTemplates(page);
    const sidebar = list
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'All templates' }) });
    const links = sidebar.getByRole('link');
    await expect(links).toHaveText(['All templates', 'Meridian', 'Alex Admin']);
    await expect(sidebar.getByRole('link', { name: 'All templates' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(list.getByRole('heading', { name: 'All templates' })).toBeVisible();
    await expect(list.getByRole('article', { name: title })).toBeVisible();

    await sidebar.getByRole('link', { name: 'Alex Admin' }).click();
    await expect.poll(() => query(page).get('activeView')).toBe('Alex Admin');
    await expect(sidebar.getByRole('link', { name: 'Alex Admin' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('link', { name: 'All templates' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(list.getByRole('heading', { name: 'Alex Admin' })).toBeVisible();
    await expect(list.getByRole('article', { name: title })).toBeVisible();
    await expect(list.locator('.dv-card')).toHaveCount(1);

    await sidebar.getByRole('link', { name: 'Meridian' }).click();
    await expect.poll(() => query(page).get('activeView')).toBe('Meridian');
    await expect(list.getByRole('article', { name: 'Page: 404' })).toBeVisible();
    await expect(list.getByRole('article', { name: title })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('Reset puts a customised theme template back to the theme’s file', async ({ page }) => {
    await logIn(page, 'admin');
    made.push('404');
    const customised = await rest(page, 'POST', `templates/${THEME}//404`, {
      content: '<!-- wp:paragraph --><p>Customised 404</p><!-- /wp:paragraph -->',
    });
    expect(customised.status).toBe(200);
    expect((await savedTemplate(page, '404')).body.source).toBe('custom');

    const list = await openTemplates(page);
    await search(list, '404');
    const card = list.getByRole('article', { name: 'Page: 404' });
    // Not the user's own: no Delete, no Rename.
    await card.getByRole('button', { name: 'Actions' }).click();
    await expect(list.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await expect(list.getByRole('menuitem', { name: 'Rename' })).toHaveCount(0);
    await list.getByRole('menuitem', { name: 'Reset', exact: true }).click();
    await expect(snackbar(list, '"Page: 404" reset.')).toBeVisible();

    const after = await savedTemplate(page, '404');
    expect(after.status).toBe(200);
    expect(after.body.source).toBe('theme');
    expect(after.body.content.raw).not.toContain('Customised 404');
    // The theme's file again: nothing more to reset.
    await expect(card).toBeVisible();
    await search(list, '404');
    const actions = card.getByRole('button', { name: 'Actions' });
    await expect(actions).toHaveCount(0);
  });

  test('a theme template never customised offers no action; a user template Delete and Rename, no Reset', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    const title = unique('Own');
    await makeCustomTemplate(page, title);
    const list = await openTemplates(page);
    await search(list, 'Index');
    await expect(list.getByRole('article', { name: 'Index' })).toBeVisible();
    await expect(
      list.getByRole('article').first().getByRole('button', { name: 'Actions' }),
    ).toHaveCount(0);
    await search(list, title);
    await list
      .getByRole('article', { name: title })
      .getByRole('button', { name: 'Actions' })
      .click();
    await expect(list.getByRole('menuitem')).toHaveText(['Rename', 'Delete']);
  });

  test('Delete removes a user template after a confirmation', async ({ page }) => {
    await logIn(page, 'admin');
    const title = unique('Delete');
    const template = await makeCustomTemplate(page, title);
    const list = await openTemplates(page);
    await search(list, title);
    await chooseAction(list, list.getByRole('article', { name: title }), 'Delete');
    const dialog = list.getByRole('dialog', { name: 'Delete template' });
    await expect(dialog).toContainText(`Are you sure you want to delete "${title}"?`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(snackbar(list, `"${title}" deleted.`)).toBeVisible();
    await expect(list.getByRole('article', { name: title })).toHaveCount(0);
    expect((await savedTemplate(page, template.slug)).status).toBe(404);
  });

  test('Delete failing on the host shows its message and keeps the list', async ({ page }) => {
    await logIn(page, 'admin');
    const title = unique('Kept');
    await makeCustomTemplate(page, title);
    const list = await openTemplates(page);
    await search(list, title);
    await page.route('**/wp-json/wp/v2/templates/**', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'x', message: 'The host said no.', data: {} }),
          })
        : route.fallback(),
    );
    await chooseAction(list, list.getByRole('article', { name: title }), 'Delete');
    await list
      .getByRole('dialog', { name: 'Delete template' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(
      list.locator('.se-notice, .se-snackbar').filter({ hasText: 'The host said no.' }),
    ).toBeVisible();
    await expect(list.getByRole('article', { name: title })).toBeVisible();
  });

  test('Rename saves the new name of a custom template', async ({ page }) => {
    await logIn(page, 'admin');
    const title = unique('Rename');
    const template = await makeCustomTemplate(page, title);
    const list = await openTemplates(page);
    await search(list, title);
    await chooseAction(list, list.getByRole('article', { name: title }), 'Rename');
    const dialog = list.getByRole('dialog', { name: 'Rename' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(title);
    await name.fill(`${title} renamed`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(list, 'Template renamed.')).toBeVisible();
    await expect(list.getByRole('article', { name: `${title} renamed` })).toBeVisible();
    const saved = await savedTemplate(page, template.slug);
    expect(saved.body.title.raw).toBe(`${title} renamed`);
  });

  test('a user who may not create templates sees no Add template button', async ({ page }) => {
    // The host's Allow header says who may create templates (edit_theme_options): an admin
    // told GET only is such a user, on a list they may still read.
    await logIn(page, 'admin');
    // As the host answers: an admin may.
    await expect(
      (await openTemplates(page)).getByRole('button', { name: 'Add New Template' }),
    ).toBeVisible();
    await page.route('**/wp-json/wp/v2/templates', (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fulfill({ status: 200, headers: { Allow: 'GET' }, body: '' })
        : route.fallback(),
    );
    const list = await openTemplates(page);
    await expect(list.getByRole('heading', { name: 'All templates' })).toBeVisible();
    await expect(list.getByRole('article', { name: 'Page: 404' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Add New Template' })).toHaveCount(0);
    // Nor any action that would change a template.
    await expect(list.getByRole('button', { name: 'Actions' })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The demo's editor and author have no templates screen at all: no button either.
    await logIn(page, 'editor', '/editor?p=/template');
    await expect(
      editor(page).getByText('The requested page could not be found. Please check the URL.'),
    ).toBeVisible();
    await expect(editor(page).getByRole('button', { name: 'Add New Template' })).toHaveCount(0);
  });
});

test.describe('Add template wizard', () => {
  test('step 1 offers the template types not made yet, then Custom template', async ({ page }) => {
    await logIn(page, 'admin');
    const dialog = await openWizard(page);
    const grid = dialog.getByRole('list', { name: 'Template types' });
    const titles = await grid.locator('.se-template-choice__title').allTextContents();
    // 404, index, search… exist as theme files: hidden. Front page, home: also theme files.
    expect(titles).not.toContain('Page: 404');
    expect(titles).toEqual(expect.arrayContaining(['Date Archives', 'Tag Archives', 'Pages']));
    expect(titles.indexOf('Pages')).toBeLessThan(titles.indexOf('Date Archives'));
    await expect(dialog.getByRole('button', { name: /^Custom template/ })).toBeVisible();
    // 3 columns on a desktop screen.
    const columns = await grid.evaluate(
      (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length,
    );
    expect(columns).toBe(3);
    expect(await accessibilityViolations(page)).toEqual([]);
    // Keyboard: the first choice has focus (shown), Tab moves on, Enter on Custom template
    // opens step 3 with its Name field focused, Escape closes.
    const first = grid.getByRole('button').first();
    await expect(first).toBeFocused();
    await page.keyboard.press('Tab');
    const second = grid.getByRole('button').nth(1);
    await expect(second).toBeFocused();
    // Focus from the keyboard shows.
    expect(await second.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
      'solid',
    );
    await dialog.getByRole('button', { name: /^Custom template/ }).focus();
    await page.keyboard.press('Enter');
    const form = editor(page).getByRole('dialog', { name: 'Create custom template' });
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('step 1 has 2 columns below 782 px', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await logIn(page, 'admin');
    const dialog = await openWizard(page);
    const grid = dialog.getByRole('list', { name: 'Template types' });
    const columns = await grid.evaluate(
      (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length,
    );
    expect(columns).toBe(2);
  });

  test('a general template is created and opened in the canvas', async ({ page }) => {
    await logIn(page, 'admin');
    expect((await savedTemplate(page, 'date')).status).toBe(404);
    const dialog = await openWizard(page);
    made.push('date');
    await dialog.getByRole('button', { name: /^Date Archives/ }).click();
    await expect.poll(() => query(page).get('p')).toBe(`/wp_template/${THEME}//date`);
    expect(query(page).get('canvas')).toBe('edit');
    const saved = await savedTemplate(page, 'date');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ slug: 'date', status: 'publish', source: 'custom' });
    await expect(
      snackbar(editor(page), `"${saved.body.title.rendered}" successfully created.`),
    ).toBeVisible();
  });

  test('a specific page’s template is created as page-{slug}', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, 'admin');
    const word = unique('Wombat');
    const created = await rest(page, 'POST', 'pages', { title: word, status: 'publish' });
    expect(created.status).toBe(201);
    const slug = created.body.slug as string;
    try {
      const dialog = await openWizard(page);
      await dialog.getByRole('button', { name: /^Pages/ }).click();
      await expect(
        page.locator('site-editor').getByRole('dialog', { name: 'Add template: Page' }),
      ).toBeVisible();
      // The theme has a page template: only specific pages are left to choose, and there are
      // more than 9 of them: a search box.
      const searchBox = dialog.getByRole('searchbox', { name: 'Search Pages' });
      await expect(searchBox).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await searchBox.fill(word);
      const item = dialog.getByRole('button', { name: new RegExp(`^${word}`) });
      await expect(item).toBeVisible();
      made.push(`page-${slug}`);
      await item.click();
      await expect.poll(() => query(page).get('p')).toBe(`/wp_template/${THEME}//page-${slug}`);
      expect(query(page).get('canvas')).toBe('edit');
      const saved = await savedTemplate(page, `page-${slug}`);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        status: 'publish',
        title: { raw: `Page: ${word}` },
        description: `Template for ${word}`,
      });
    } finally {
      await rest(page, 'DELETE', `pages/${created.body.id}?force=true`);
    }
  });

  test('a custom template is created from its name; a taken name is refused', async ({ page }) => {
    await logIn(page, 'admin');
    const name = unique('Custom');
    const slug = `wp-custom-template-${name.toLowerCase()}`;
    let dialog = await openWizard(page);
    await dialog.getByRole('button', { name: /^Custom template/ }).click();
    const form = page
      .locator('site-editor')
      .getByRole('dialog', { name: 'Create custom template' });
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'placeholder',
      'Custom Template',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    made.push(slug);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => query(page).get('p')).toBe(`/wp_template/${THEME}//${slug}`);
    expect(query(page).get('canvas')).toBe('edit');
    const saved = await savedTemplate(page, slug);
    expect(saved.body).toMatchObject({ slug, status: 'publish', title: { raw: name } });
    await expect(snackbar(editor(page), `"${name}" successfully created.`)).toBeVisible();

    // The same name again: refused, nothing sent.
    const before = (await savedTemplates(page)).size;
    dialog = await openWizard(page);
    await dialog.getByRole('button', { name: /^Custom template/ }).click();
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByRole('alert')).toHaveText('A template with this slug already exists.');
    await expect(form).toBeVisible();
    expect((await savedTemplates(page)).size).toBe(before);
    expect(query(page).get('p')).toBe('/template');
  });

  test('closing resets the wizard to step 1', async ({ page }) => {
    await logIn(page, 'admin');
    const dialog = await openWizard(page);
    await dialog.getByRole('button', { name: /^Custom template/ }).click();
    const list = editor(page);
    await expect(list.getByRole('dialog', { name: 'Create custom template' })).toBeVisible();
    await list.getByRole('button', { name: 'Close' }).click();
    await expect(list.getByRole('dialog')).toHaveCount(0);
    await list.getByRole('button', { name: 'Add New Template' }).click();
    await expect(list.getByRole('dialog', { name: 'Add template' })).toBeVisible();
    await expect(list.getByRole('list', { name: 'Template types' })).toBeVisible();
    // Back from step 2 leads to step 1 too; Escape closes, and it opens on step 1 again.
    // Author Archives has no template yet: all authors, or one of them.
    await list.getByRole('button', { name: /^Author Archives/ }).click();
    const step2 = list.getByRole('dialog', { name: 'Add template: Author' });
    await expect(step2.getByRole('button', { name: /^For all items/ })).toBeVisible();
    await step2.getByRole('button', { name: /^For a specific item/ }).click();
    await expect(step2.getByRole('button', { name: /^Alex Admin/ })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await step2.getByRole('button', { name: 'Back' }).click();
    await expect(step2.getByRole('button', { name: /^For all items/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list.getByRole('dialog')).toHaveCount(0);
    await list.getByRole('button', { name: 'Add New Template' }).click();
    await expect(list.getByRole('dialog', { name: 'Add template' })).toBeVisible();
  });

  test('a creation failing on the host says why and keeps the wizard open; one submit at a time', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    const dialog = await openWizard(page);
    let posts = 0;
    await page.route('**/wp-json/wp/v2/templates*', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'unknown_error', message: 'Internal', data: {} }),
      });
    });
    await dialog.getByRole('button', { name: /^Custom template/ }).click();
    const form = editor(page).getByRole('dialog', { name: 'Create custom template' });
    await form.getByRole('textbox', { name: 'Name' }).fill(unique('Failing'));
    // Twice at once: the busy flag lets one creation through.
    await form.getByRole('button', { name: 'Create' }).dblclick();
    await expect(snackbar(form, 'An error occurred while creating the template.')).toBeVisible();
    await expect(form).toBeVisible();
    expect(posts).toBe(1);
    expect(query(page).get('p')).toBe('/template');
  });
});
