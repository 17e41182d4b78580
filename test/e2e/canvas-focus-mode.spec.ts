// A template part opened from its template's canvas (issue 33, item 11; spec 2.2's `focusMode`),
// on the demo host: the part block's 'Edit original' (its block toolbar's, as WordPress 7.1 has
// it, and its settings panel's) opens the part alone in the canvas at
// `/wp_template_part/{id}?canvas=edit&focusMode=true`; Back returns to the template's canvas, its
// unsaved edits kept and the part selected again. Opened by URL, with no canvas before it, Back
// leads to the part's list. A synced pattern in a page opens the same way from its settings.
import type { Page } from '@playwright/test';
import { canvasOf, logInToEdit, openInCanvas, renameRecord, rest } from './canvas-helpers';
import { expect, test } from './fixtures';
import { editOriginal, expectPartAlone, selectPart, settingsOf } from './focus-mode-helpers';

const editorOf = (page: Page) => page.locator('site-editor');
const queryOf = (page: Page) => new URL(page.url()).searchParams;

test.describe('a record opened from another’s canvas (focus mode)', () => {
  test('the block toolbar’s Edit original opens the part alone; Back returns to the template, its edit kept', async ({
    page,
  }) => {
    const { realm, blocks } = await openInCanvas(page, '/wp_template/meridian//404');
    const editor = editorOf(page);
    const title = await editor.locator('.se-canvas-header__title').textContent();
    // An unsaved edit of the template, which must outlive the trip to its part.
    const panel = settingsOf(realm).getByRole('tabpanel');
    await renameRecord(realm, panel, { description: 'Kept while its header is edited.' });
    await expect(editor.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();

    await selectPart(realm, 'Header');
    await editOriginal(realm, 'toolbar');
    await expectPartAlone(page, realm, 'meridian//header', 'Header');

    await editor.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).not.toHaveURL(/focusMode/);
    expect(queryOf(page).get('p')).toBe('/wp_template/meridian//404');
    expect(queryOf(page).get('canvas')).toBe('edit');
    await expect(editor.locator('.se-canvas-header__title')).toHaveText(title ?? '');
    // The part it was opened from is selected again, as in WordPress's site editor.
    await expect(blocks.locator('header.wp-block-template-part')).toHaveClass(/is-selected/);
    await settingsOf(realm).getByRole('tab', { name: 'Template', exact: true }).click();
    const template = settingsOf(realm).getByRole('tabpanel');
    await expect(template.getByText('Kept while its header is edited.')).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  });

  test('the part’s settings panel offers Edit original too', async ({ page }) => {
    const { realm } = await openInCanvas(page, '/wp_template/meridian//404');
    await selectPart(realm, 'Header');
    await editOriginal(realm, 'settings');
    await expectPartAlone(page, realm, 'meridian//header', 'Header');
  });

  test('opened by its address in focus mode, Back leads to the parts’ list', async ({ page }) => {
    await logInToEdit(page);
    await page.goto(
      `/editor?p=${encodeURIComponent('/wp_template_part/meridian//header')}&canvas=edit&focusMode=true`,
    );
    const editor = editorOf(page);
    await expect(editor.locator('.se-canvas-header__title')).toHaveText('Header');
    await editor.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).not.toHaveURL(/canvas=edit/);
    expect(queryOf(page).get('p')).toBe('/pattern');
    expect(queryOf(page).get('postType')).toBe('wp_template_part');
  });

  test('a synced pattern in a page opens alone from its Edit original, and Back returns to the page', async ({
    page,
  }) => {
    await logInToEdit(page);
    const word = Math.random().toString(36).slice(2, 7);
    const pattern = await rest(page, 'POST', '/wp/v2/blocks', {
      title: `Sign-off ${word}`,
      status: 'publish',
      content: `<!-- wp:paragraph --><p>Yours, ${word}</p><!-- /wp:paragraph -->`,
    });
    const made = await rest(page, 'POST', '/wp/v2/pages', {
      title: `Letter ${word}`,
      status: 'draft',
      content: `<!-- wp:block {"ref":${pattern.body.id}} /-->`,
    });
    try {
      await page.goto(`/editor?p=${encodeURIComponent(`/page/${made.body.id}`)}&canvas=edit`);
      const { realm, blocks } = canvasOf(page);
      await blocks.getByRole('document', { name: 'Block: Pattern' }).click();
      await settingsOf(realm)
        .getByRole('tabpanel', { name: 'Block' })
        .getByRole('button', { name: 'Edit original' })
        .click();
      await expect(page).toHaveURL(/focusMode=true/);
      expect(queryOf(page).get('p')).toBe(`/wp_block/${pattern.body.id}`);
      const editor = editorOf(page);
      await expect(editor.locator('.se-canvas-header__title')).toHaveText(`Sign-off ${word}`);
      await expect(blocks.getByText(`Yours, ${word}`)).toBeVisible();
      await editor.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(page).not.toHaveURL(/focusMode/);
      expect(queryOf(page).get('p')).toBe(`/page/${made.body.id}`);
      await expect(editor.locator('.se-canvas-header__title')).toHaveText(`Letter ${word}`);
    } finally {
      await rest(page, 'DELETE', `/wp/v2/pages/${made.body.id}?force=true`);
      await rest(page, 'DELETE', `/wp/v2/blocks/${pattern.body.id}?force=true`);
    }
  });

  test('a part’s Edit navigation selects its Navigation block and shows its settings', async ({
    page,
  }) => {
    const { realm, blocks } = await openInCanvas(page, '/wp_template/meridian//404');
    await selectPart(realm, 'Header');
    // The settings closed first: the button shows them again.
    await realm.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(settingsOf(realm)).toHaveCount(0);
    await realm
      .getByRole('toolbar', { name: 'Block tools' })
      .getByRole('button', { name: 'Edit navigation' })
      .click();
    await expect(blocks.locator('[data-type="core/navigation"]').first()).toHaveClass(
      /is-selected/,
    );
    await expect(settingsOf(realm)).toBeVisible();
    // The breadcrumbs end with it (the settings show the part's content, the menu among it).
    await expect(realm.locator('.block-editor-block-breadcrumb [aria-current="true"]')).toHaveText(
      'Navigation',
    );
  });
});
