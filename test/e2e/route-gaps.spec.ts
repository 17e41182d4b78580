// Routes of the audit of issue 33 (spec 2.1, 2.2, 2.10): the Templates list layout with its
// preview, `layout` in the URL of /template and /pattern, the not-found notice for an item route
// that names nothing we can show, a theme pattern opened by its name, /styles?canvas=edit and
// the style commands that go through it, and where Back goes from an item and from the canvas.
import type { Page } from '@playwright/test';
import { canvasOf, logInToEdit } from './canvas-helpers';
import { expect, logIn, sessionNonce, setWelcomeGuides, test } from './fixtures';

const NOT_FOUND = 'The requested page could not be found. Please check the URL.';
const editorOf = (page: Page) => page.locator('site-editor');
const queryOf = (page: Page) => new URL(page.url()).searchParams;
const editorAt = (path: string, query = '') => `/editor?p=${encodeURIComponent(path)}${query}`;

test.describe('the Templates and Patterns layouts', () => {
  test('the Templates list layout is a 380 px list with the selected template beside it', async ({
    page,
  }) => {
    await logIn(page, 'admin', editorAt('/template', '&layout=list'));
    const editor = editorOf(page);
    const list = editor.getByRole('grid', { name: 'Items' });
    await expect(list).toBeVisible();
    const row = editor.getByRole('row', { name: 'Page: 404' });
    await row.locator('.dv-row__fields').click();
    await expect(row).toHaveAttribute('aria-selected', 'true');
    expect(queryOf(page).get('postId')).toBe('meridian//404');
    const preview = editor.getByRole('region', { name: 'Preview' });
    const frame = preview.locator('iframe[title="Preview of Page: 404"]');
    await expect(frame).toBeVisible();
    await expect(frame.contentFrame().getByText('Page not found').first()).toBeVisible();
    const column = await list.evaluate(
      (node) => (node.closest('.se-list-preview__list') as HTMLElement | null)?.offsetWidth,
    );
    expect(column).toBe(380);
    // Another template: the preview follows the selection.
    await editor.getByRole('row', { name: 'Search Results' }).locator('.dv-row__fields').click();
    await expect(preview.locator('iframe[title="Preview of Search Results"]')).toBeVisible();
  });

  for (const path of ['/template', '/pattern']) {
    test(`${path} takes its layout from the URL and writes a new one into it`, async ({ page }) => {
      await logIn(page, 'admin', editorAt(path, '&layout=table'));
      const editor = editorOf(page);
      await expect(editor.getByRole('table')).toBeVisible();
      await editor.getByRole('button', { name: 'Layout' }).click();
      await editor.getByRole('menuitemradio', { name: 'List' }).click();
      await expect(editor.getByRole('grid', { name: 'Items' })).toBeVisible();
      expect(queryOf(page).get('layout')).toBe('list');
      await page.goBack();
      await expect(editor.getByRole('table')).toBeVisible();
      await page.goto(editorAt(path, '&layout=grid'));
      await expect(editor.getByRole('article').first()).toBeVisible();
      await expect(editor.getByRole('table')).toHaveCount(0);
    });
  }
});

test.describe('an item route that names nothing we can show', () => {
  for (const item of ['/attachment/63', '/no_such_type/5', '/wp_block/999999']) {
    test(`shows the not-found notice, without a spinner or an error (${item})`, async ({
      page,
    }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Unknown entity type/.test(message.text()))
          consoleErrors.push(message.text());
      });
      await logIn(page, 'admin', editorAt(item));
      const editor = editorOf(page);
      await expect(editor.getByRole('alert')).toHaveText(NOT_FOUND);
      await expect(editor.getByRole('progressbar')).toHaveCount(0);
      await expect(editor.getByText('No route was found', { exact: false })).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a theme pattern opened by its name shows the pattern', async ({ page }) => {
    await logIn(page, 'admin', editorAt(`/wp_block/${encodeURIComponent('meridian/hero')}`));
    const editor = editorOf(page);
    const frame = editor.locator('iframe[title="Hero with heading and buttons"]');
    await expect(frame).toBeVisible();
    await expect(frame.contentFrame().getByText('Ideas worth slowing down for')).toBeVisible();
    await expect(editor.getByText('No route was found', { exact: false })).toHaveCount(0);
    await expect(editor.getByRole('alert')).toHaveCount(0);
    // A name no theme registers finds nothing.
    await page.goto(editorAt(`/wp_block/${encodeURIComponent('meridian/no-such-pattern')}`));
    await expect(editor.getByRole('alert')).toHaveText(NOT_FOUND);
  });
});

test.describe('the canvas in the Styles and Back', () => {
  test('/styles?canvas=edit opens the Styles beside the edit canvas; Back leaves the canvas', async ({
    page,
  }) => {
    await logInToEdit(page);
    await setWelcomeGuides(page, { welcomeGuideStyles: false });
    await page.goto(editorAt('/styles', '&canvas=edit'));
    const editor = editorOf(page);
    await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible();
    const panel = editor.getByRole('region', { name: 'Styles' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Typography', { exact: true })).toBeVisible();
    await editor.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).not.toHaveURL(/canvas=edit/);
    expect(queryOf(page).get('p')).toBe('/styles');
    await expect(panel).toBeVisible();
  });

  test('Style revisions from the palette in the edit canvas goes through /styles?canvas=edit', async ({
    page,
  }) => {
    await logInToEdit(page);
    // Two saves of the user's styles as they are: the record then has revisions.
    const nonce = await sessionNonce(page);
    const themes = await (
      await page.request.get('/wp-json/wp/v2/themes?status=active', {
        headers: { 'X-WP-Nonce': nonce },
      })
    ).json();
    const href: string = themes[0]._links['wp:user-global-styles'][0].href;
    const id = href.split('/').pop();
    const current = await (
      await page.request.get(`/wp-json/wp/v2/global-styles/${id}?context=edit`, {
        headers: { 'X-WP-Nonce': nonce },
      })
    ).json();
    // The second puts them back as they were (a background of their own only if they had one):
    // the specs after this one see the theme's colours.
    const changed = {
      ...current.styles,
      color: { ...current.styles?.color, background: '#fffffe' },
    };
    for (const styles of [changed, current.styles ?? {}]) {
      const saved = await page.request.post(`/wp-json/wp/v2/global-styles/${id}`, {
        headers: { 'X-WP-Nonce': nonce },
        data: { styles },
      });
      expect(saved.status()).toBe(200);
    }
    await page.goto(editorAt('/wp_template/meridian//404', '&canvas=edit'));
    const editor = editorOf(page);
    await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible();
    await editor.getByRole('button', { name: 'Back', exact: true }).focus();
    await page.keyboard.press('Control+k');
    await editor.getByRole('combobox', { name: 'Search commands' }).fill('Style revisions');
    await editor.getByRole('option', { name: 'Style revisions' }).click();
    await expect(page).toHaveURL(/canvas=edit/);
    expect(queryOf(page).get('p')).toBe('/styles');
    expect(queryOf(page).get('section')).toBe('/revisions');
    // The revisions' preview takes the canvas's place (item 17), the Styles beside it.
    await expect(editor.locator('iframe[title^="Site preview"]')).toBeVisible();
    await expect(editor.getByRole('region', { name: 'Styles' })).toBeVisible();
  });

  test('a post opened by URL goes Back to the root (spec 2.2)', async ({ page }) => {
    await logIn(page, 'admin', editorAt('/post/42'));
    const editor = editorOf(page);
    await expect(editor.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await editor.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
    expect(queryOf(page).get('p') ?? '/').toBe('/');
  });

  test('the canvas’s Back leads to the item’s list (spec 2.2, as WordPress 7.1)', async ({
    page,
  }) => {
    await logInToEdit(page);
    const editor = editorOf(page);
    await page.goto(editorAt('/page', '&layout=table'));
    await editor.getByRole('button', { name: 'Contact', exact: true }).first().click();
    await editor.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible();
    await editor.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(editor.getByRole('heading', { name: 'All items' })).toBeVisible();
    expect(queryOf(page).get('p')).toBe('/page');
    // A template opened from its list, straight into the canvas: Back returns to the list.
    await page.goto(editorAt('/wp_template/meridian//404', '&canvas=edit'));
    await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible();
    await editor.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(editor.getByRole('heading', { name: 'All templates' })).toBeVisible();
    expect(queryOf(page).get('p')).toBe('/template');
  });
});
