// The Add template wizard (spec 2.10, 4, 5, 7, 8, 9): its three steps, each kind of template
// created and checked against what the demo host saved, a taken name refused, closing and
// failures. Every template a test makes is deleted when it ends (other spec files share the host).
import { accessibilityViolations, expect, logIn, test } from './fixtures';
import {
  THEME,
  editor,
  made,
  openWizard,
  query,
  removeMade,
  rest,
  savedTemplate,
  savedTemplates,
  snackbar,
  unique,
} from './templates-helpers';

test.afterEach(({ page }) => removeMade(page));

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
