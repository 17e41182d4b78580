// The canvas (issue 18): WordPress's block editor in its own realm inside the element. A template
// opens in view mode, a click enters edit mode; what the user types is saved through the editor's
// save button, exactly as the block editor serialises it, into the user's copy of the template
// (the theme's file untouched); a template opened and not touched stays clean; a trashed page does
// not enter edit mode.
import { readFileSync } from 'node:fs';
import {
  canvasOf,
  dragHandleWider,
  logInToEdit,
  revertThemeItems,
  savedItem,
  typeAtEnd,
} from './canvas-helpers';
import { expect, savedEditSitePreference, sessionNonce, setWelcomeGuides, test } from './fixtures';

const TEMPLATE = 'meridian//404';
const THEME_FILE = 'demo/themes/meridian/templates/404.html';

test.describe('the canvas', () => {
  test.beforeEach(async ({ page }) => {
    await logInToEdit(page);
  });

  test.afterEach(async ({ page }) => {
    await revertThemeItems(page, TEMPLATE);
  });

  test('a template opens in view mode, and a click enters edit mode with its blocks', async ({
    page,
  }) => {
    await page.goto(`/editor?p=${encodeURIComponent(`/wp_template/${TEMPLATE}`)}`);
    const editor = page.locator('site-editor');
    const view = editor.getByRole('button', { name: 'Edit', exact: true });
    await expect(view).toBeVisible();
    await view.click();
    await expect(page).toHaveURL(/canvas=edit/);
    const { blocks } = canvasOf(page);
    await expect(
      blocks
        .getByRole('document', { name: 'Block: Heading' })
        .filter({ hasText: 'Page not found' }),
    ).toBeVisible();
    await expect(editor.getByRole('heading', { name: '404' })).toBeVisible();
    // Back leaves the canvas for the templates list (spec 2.2, as WordPress 7.1).
    await editor.getByRole('button', { name: 'Back' }).click();
    await expect(page).not.toHaveURL(/canvas=edit/);
    await expect(editor.getByRole('heading', { name: 'All templates' })).toBeVisible();
  });

  test('a template opened in edit mode and left untouched is not dirty', async ({ page }) => {
    await page.goto(`/editor?p=${encodeURIComponent(`/wp_template/${TEMPLATE}`)}&canvas=edit`);
    const { blocks } = canvasOf(page);
    await expect(blocks.getByRole('document', { name: 'Block: Paragraph' }).first()).toBeVisible();
    // The block editor rewrites parts of what it opens as it settles: none of it is an edit.
    await page.waitForTimeout(2_000);
    await expect(page.locator('site-editor').getByRole('button', { name: 'Saved' })).toBeDisabled();
  });

  test('typing in a paragraph is saved into the user’s template, the theme’s file untouched', async ({
    page,
  }) => {
    const themeFile = readFileSync(THEME_FILE, 'utf8');
    await page.goto(`/editor?p=${encodeURIComponent(`/wp_template/${TEMPLATE}`)}&canvas=edit`);
    const editor = page.locator('site-editor');
    const { blocks } = canvasOf(page);
    const paragraph = blocks
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'The page you were looking for' });
    await typeAtEnd(page, paragraph, ' Try the menu above.');
    await expect(paragraph).toContainText('A search might find it. Try the menu above.');

    const save = editor.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(editor.getByRole('button', { name: 'Saved' })).toBeDisabled();

    const saved = await savedItem(page, TEMPLATE);
    expect(saved.source).toBe('custom');
    expect(saved.raw).toContain(
      'A search might find it. Try the menu above.</p>\n<!-- /wp:paragraph -->',
    );
    expect(saved.raw).toContain('<!-- wp:template-part {"slug":"header"');
    expect(readFileSync(THEME_FILE, 'utf8')).toBe(themeFile);

    // After a reload the canvas shows the saved template, clean.
    await page.reload();
    await expect(
      canvasOf(page).blocks.getByText('A search might find it. Try the menu above.'),
    ).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Saved' })).toBeDisabled();
  });

  test('a trashed page does not enter edit mode', async ({ page }) => {
    await page.goto('/editor');
    const headers = { 'X-WP-Nonce': await sessionNonce(page) };
    const created = await page.request.post('/wp-json/wp/v2/pages', {
      headers,
      data: {
        title: 'Soon in the trash',
        status: 'draft',
        content: '<!-- wp:paragraph --><p>Bye</p><!-- /wp:paragraph -->',
      },
    });
    const { id } = await created.json();
    expect((await page.request.delete(`/wp-json/wp/v2/pages/${id}`, { headers })).status()).toBe(
      200,
    );
    await page.goto(`/editor?p=${encodeURIComponent(`/page/${id}`)}&canvas=edit`);
    const editor = page.locator('site-editor');
    const view = editor.getByRole('region', { name: 'In the trash: restore it to edit it' });
    await expect(view).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await view.click();
    await expect(page).toHaveURL(/canvas=edit/);
    await expect(editor.locator('iframe[title="Editor"]')).toBeHidden();
    // Still the view: the Pages sidebar beside it, no canvas header.
    await expect(editor.getByRole('heading', { name: 'Pages', level: 2 })).toBeVisible();
    await expect(editor.locator('header.se-canvas-header')).toHaveCount(0);
    await page.request.delete(`/wp-json/wp/v2/pages/${id}?force=true`, { headers });
  });

  test('the host page’s CSS does not reach the canvas, and the canvas leaves nothing on the host', async ({
    page,
  }) => {
    // The mock admin page whose stylesheet restyles everything (demo/server/pages/hostile-admin.ts).
    await page.goto(`/element/site-editor?p=${encodeURIComponent(`/wp_template/${TEMPLATE}`)}`);
    const editor = page.locator('site-editor');
    const view = editor.getByRole('button', { name: 'Edit', exact: true });
    await expect(view).toBeVisible();
    const hostState = () =>
      page.evaluate(() => ({
        globals: Object.getOwnPropertyNames(window).sort(),
        head: [...document.head.children].map((node) => node.outerHTML.slice(0, 120)),
        body: [...document.body.children].map(
          (node) => node.tagName + (node.id ? `#${node.id}` : ''),
        ),
      }));
    const before = await hostState();

    await view.click();
    const { realm, blocks } = canvasOf(page);
    const paragraph = blocks
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'The page you were looking for' });
    await paragraph.click();
    await expect(realm.getByRole('toolbar', { name: 'Block tools' })).toBeVisible();

    const inside = await paragraph.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        font: style.fontFamily.toLowerCase(),
        color: style.color,
        spacing: style.letterSpacing,
      };
    });
    expect(inside.font).not.toContain('comic');
    expect(inside.color).not.toBe('rgb(255, 0, 0)');
    const toolbarFont = await realm
      .getByRole('toolbar', { name: 'Block tools' })
      .evaluate((element) => getComputedStyle(element).fontFamily.toLowerCase());
    expect(toolbarFont).not.toContain('comic');

    // The block editor ran in its own realm: no global, style or node of it on the host page.
    const after = await hostState();
    expect(after.globals.filter((name) => !before.globals.includes(name))).toEqual([]);
    expect(after.head).toEqual(before.head);
    expect(after.body).toEqual(before.body);
  });

  test('the view canvas resizes from its handle, and let go past full width it enters edit mode', async ({
    page,
  }) => {
    await page.goto(`/editor?p=${encodeURIComponent(`/wp_template/${TEMPLATE}`)}`);
    const editor = page.locator('site-editor');
    const handle = editor.getByRole('separator', { name: 'Drag to resize' });
    await expect(handle).toBeVisible();
    const full = Number(await handle.getAttribute('aria-valuenow'));
    expect(full).toBeGreaterThan(600);
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(full - 40));
    await page.keyboard.press('Shift+ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(full - 140));
    await page.keyboard.press('Home');
    await expect(handle).toHaveAttribute('aria-valuenow', '320');
    await page.keyboard.press('End');
    await expect(handle).toHaveAttribute('aria-valuenow', String(full));

    // Dragged wider than the content area and let go: edit mode.
    await dragHandleWider(page, 150);
    await expect(page).toHaveURL(/canvas=edit/);
  });

  test('editing a template shows its welcome guide once, closed with Continue', async ({
    page,
  }) => {
    await setWelcomeGuides(page, { welcomeGuideTemplate: true });
    try {
      await page.goto(`/editor?p=${encodeURIComponent(`/wp_template/${TEMPLATE}`)}&canvas=edit`);
      const editor = page.locator('site-editor');
      const guide = editor.getByRole('dialog', { name: 'Editing a template' });
      await expect(guide).toBeVisible();
      await guide.getByRole('button', { name: 'Continue' }).click();
      await expect(guide).toHaveCount(0);
      // Kept in the user's preferences: not shown again after a reload.
      await expect.poll(() => savedEditSitePreference(page, 'welcomeGuideTemplate')).toBe(false);
      await page.reload();
      await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible();
      await expect(editor.getByRole('dialog', { name: 'Editing a template' })).toHaveCount(0);
    } finally {
      await setWelcomeGuides(page, { welcomeGuideTemplate: false });
    }
  });
});
