// The command palette (primary+K, spec 2.3): named items found through the host and opened at
// their route, its own commands for whom they are meant (spec 6), the preference toggles,
// keyboard only, and accessible with results shown.
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, logIn, sessionNonce, test } from './fixtures';

const editorOf = (page: Page) => page.locator('site-editor');
const NOT_FOUND = 'The requested page could not be found. Please check the URL.';
const pathOf = (page: Page) => new URL(page.url()).searchParams.get('p');

/** Opens the palette with the keyboard from the Design sidebar's Patterns link. */
async function openPalette(page: Page) {
  const editor = editorOf(page);
  await editor.getByRole('link', { name: 'Patterns' }).focus();
  await page.keyboard.press('Control+k');
  const search = editor.getByRole('combobox', { name: 'Search commands' });
  await expect(search).toBeFocused();
  return search;
}

async function createPage(page: Page, title: string): Promise<number> {
  const created = await page.request.post('/wp-json/wp/v2/pages', {
    headers: { 'X-WP-Nonce': await sessionNonce(page) },
    data: {
      title,
      status: 'publish',
      content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id;
}

async function deletePage(page: Page, id: number): Promise<void> {
  await page.request.delete(`/wp-json/wp/v2/pages/${id}?force=true`, {
    headers: { 'X-WP-Nonce': await sessionNonce(page) },
  });
}

test.describe('the command palette as an administrator', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin', '/editor');
    await expect(editorOf(page).getByRole('heading', { name: 'Design' })).toBeVisible();
  });

  test('finds a page by a word of its title and opens it with Enter, keyboard only', async ({
    page,
  }) => {
    const title = `Palette quokka ${Date.now()}`;
    const id = await createPage(page, title);
    try {
      const editor = editorOf(page);
      await openPalette(page);
      await page.keyboard.type('quokka');
      // Searching is said until the host answers; then the page, named with its kind.
      const option = editor.getByRole('option', { name: `${title}, Page` });
      await expect(option).toBeVisible();
      await expect(editor.getByRole('group', { name: 'Pages' })).toContainText(title);
      await expect(editor.getByRole('status')).toHaveText('1 result found.');
      await expect(option).toHaveAttribute('aria-selected', 'true');
      const search = editor.getByRole('combobox', { name: 'Search commands' });
      await expect(search).toHaveAttribute(
        'aria-activedescendant',
        (await option.getAttribute('id'))!,
      );
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await expect(editor.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
      await expect.poll(() => pathOf(page)).toBe(`/page/${id}`);
    } finally {
      await deletePage(page, id);
    }
  });

  test('moves with the arrows, closes with Escape and gives focus back', async ({ page }) => {
    const editor = editorOf(page);
    await openPalette(page);
    await page.keyboard.type('s');
    const options = editor.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(editor.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
    await expect(editor.getByRole('link', { name: 'Patterns' })).toBeFocused();
    // Opened again, it starts afresh.
    await page.keyboard.press('Control+k');
    await expect(editor.getByRole('combobox', { name: 'Search commands' })).toHaveValue('');
  });

  test('primary+K right after Escape opens it again', async ({ page }) => {
    const editor = editorOf(page);
    const search = await openPalette(page);
    // Both keys in one task: the dialog's own close event comes after the second.
    await search.evaluate((input) => {
      const key = (init: KeyboardEventInit) =>
        new KeyboardEvent('keydown', { bubbles: true, composed: true, cancelable: true, ...init });
      input.dispatchEvent(key({ key: 'Escape' }));
      const root = input.getRootNode();
      if (root instanceof ShadowRoot) root.host.dispatchEvent(key({ key: 'k', ctrlKey: true }));
    });
    await expect(editor.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
    await expect(search).toHaveValue('');
  });

  test('finds a template and a template part by name and opens them', async ({ page }) => {
    const editor = editorOf(page);
    await openPalette(page);
    await page.keyboard.type('wide');
    const template = editor.getByRole('option', { name: 'Wide page, Template' });
    await expect(template).toBeVisible();
    await template.click();
    // The id escaped as the lists write it; the route decodes it (not the not-found notice).
    await expect.poll(() => pathOf(page)).toBe('/wp_template/meridian%2F%2Fpage-wide');
    await expect(editor.getByRole('heading', { name: 'Templates', level: 2 })).toBeVisible();
    await expect(editor.getByText(NOT_FOUND)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('header');
    await expect(editor.getByRole('option', { name: 'Header, Template Part' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/wp_template_part/meridian%2F%2Fheader');
    await expect(editor.getByText(NOT_FOUND)).toHaveCount(0);
  });

  test('toggles a preference, and its label says what it will do next', async ({ page }) => {
    const editor = editorOf(page);
    const saved = async () => {
      const me = await (
        await page.request.get('/wp-json/wp/v2/users/me?context=edit', {
          headers: { 'X-WP-Nonce': await sessionNonce(page) },
        })
      ).json();
      return me.meta?.persisted_preferences?.core?.showIconLabels ?? false;
    };
    expect(await saved()).toBe(false);
    await openPalette(page);
    await page.keyboard.type('icon labels');
    await expect(editor.getByRole('option')).toHaveText(['Show icon labels']);
    await page.keyboard.press('Enter');
    await expect.poll(saved).toBe(true);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('icon labels');
    await expect(editor.getByRole('option')).toHaveText(['Hide icon labels']);
    await page.keyboard.press('Enter');
    await expect.poll(saved).toBe(false);
  });

  test('offers Export to the administrator', async ({ page }) => {
    const editor = editorOf(page);
    await openPalette(page);
    await page.keyboard.type('export');
    await expect(editor.getByRole('option').first()).toHaveText('Export');
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe('meridian.zip');
  });
});

test('an editor gets no Export and finds no templates (spec 6)', async ({ page }) => {
  await logIn(page, 'editor', '/editor');
  const editor = editorOf(page);
  await expect(editor.getByRole('link', { name: 'Pages' })).toBeVisible();
  await openPalette(page);
  await page.keyboard.type('export');
  await expect(editor.getByRole('status')).toHaveText('No results found.');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('wide');
  await expect(editor.getByRole('status')).toHaveText('No results found.');
  await expect(editor.getByRole('option', { name: 'Wide page, Template' })).toHaveCount(0);
  // What the editor may open is still found: the demo's pages.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('about');
  await expect(
    editor.getByRole('group', { name: 'Pages' }).getByRole('option').first(),
  ).toBeVisible();
});
