// The Templates screen (spec 2.10, 3, 6, 8): the sidebar's author views and the template actions
// (Reset, Delete, Rename), each checked against what the demo host saved. Every template a test
// makes is deleted when it ends, and a customised theme template is reset: other spec files share
// the host. The Add template wizard: templates-wizard.spec.ts.
import { accessibilityViolations, expect, logIn, test } from './fixtures';
import {
  THEME,
  chooseAction,
  editor,
  made,
  makeCustomTemplate,
  openTemplates,
  query,
  removeMade,
  rest,
  savedTemplate,
  search,
  snackbar,
  unique,
} from './templates-helpers';

test.afterEach(({ page }) => removeMade(page));

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
