// The canvas's view tools in wp-admin, WordPress 7.1 with Twenty Twenty-Five (issue 32, items 2
// to 4): the View menu's device widths, Spotlight mode, Top toolbar, Distraction free (the
// realm's panels and our canvas header out of sight), primary+Shift+comma hiding the sidebar, the
// Preferences dialog's block breadcrumbs, and the block menu's Edit as HTML. The view options are
// the user's preferences: put back at the end.
import { canvasOf, chooseCanvasOption } from '../e2e/canvas-helpers';
import { closeEditingGuides, editorAt, expect, setPreferences, test, wpRest } from './fixtures';

test.beforeEach(async ({ page }) => {
  test.slow();
  await closeEditingGuides(page);
});

test.afterEach(async ({ page }) => {
  await setPreferences(page, 'core', {
    fixedToolbar: false,
    focusMode: false,
    distractionFree: false,
    showBlockBreadcrumbs: true,
  });
});

test('device widths, spotlight, top toolbar, distraction free, the sidebar key, breadcrumbs and Edit as HTML', async ({
  page,
}) => {
  const created = await wpRest<{ id: number }>(page, 'POST', '/wp/v2/pages', {
    title: 'View tools page',
    status: 'draft',
    content: '<!-- wp:paragraph -->\n<p>Viewed in every way.</p>\n<!-- /wp:paragraph -->',
  });
  try {
    await page.goto(editorAt(`/page/${created.body.id}`, { canvas: 'edit' }));
    const { realm, blocks } = canvasOf(page);
    const paragraph = blocks
      .locator('.wp-block-post-content')
      .getByRole('document', { name: 'Block: Paragraph' });
    await expect(paragraph).toBeVisible({ timeout: 60_000 });

    // The View menu: the block canvas at 780 and 360 px, then full width again.
    const frame = realm.locator('iframe[name="editor-canvas"]');
    const width = async () => (await frame.boundingBox())?.width ?? 0;
    const full = await width();
    const view = realm
      .getByRole('toolbar', { name: 'Document tools' })
      .getByRole('button', { name: 'View', exact: true });
    await view.click();
    await realm.getByRole('menuitemradio', { name: 'Tablet' }).click();
    await expect.poll(width).toBe(780);
    await view.click();
    await realm.getByRole('menuitemradio', { name: 'Mobile' }).click();
    await expect.poll(width).toBe(360);
    await view.click();
    await realm.getByRole('menuitemradio', { name: 'Desktop' }).click();
    await expect.poll(width).toBe(full);

    await chooseCanvasOption(page, 'Spotlight mode');
    await paragraph.click();
    await expect(blocks.locator('.is-focus-mode')).toHaveCount(1);

    await chooseCanvasOption(page, 'Top toolbar');
    await paragraph.click();
    await expect(
      realm.locator('.canvas-editor__block-toolbar').getByRole('button', { name: 'Bold' }),
    ).toBeVisible();
    await chooseCanvasOption(page, 'Top toolbar');

    // Distraction free: no side panels, and our canvas header (its Save) out of sight.
    const save = page.locator('site-editor').getByRole('button', { name: /^(Save|Saved)$/ });
    await expect(save).toBeInViewport();
    await chooseCanvasOption(page, 'Distraction free');
    await expect(realm.getByRole('region', { name: 'Settings' })).toHaveCount(0);
    await paragraph.click();
    await expect(save).not.toBeInViewport();
    await chooseCanvasOption(page, 'Distraction free');
    await expect(realm.getByRole('region', { name: 'Settings' })).toBeVisible();
    await expect(save).toBeInViewport();

    // Primary+Shift+comma hides the settings sidebar and shows it again.
    await paragraph.click();
    await page.keyboard.press('Control+Shift+Comma');
    await expect(realm.getByRole('region', { name: 'Settings' })).toHaveCount(0);
    await page.keyboard.press('Control+Shift+Comma');
    await expect(realm.getByRole('region', { name: 'Settings' })).toBeVisible();

    // The breadcrumb bar, turned off and on in Preferences.
    await paragraph.click();
    const breadcrumbs = realm.getByRole('list', { name: 'Block breadcrumb' });
    await expect(breadcrumbs).toContainText('Paragraph');
    await chooseCanvasOption(page, 'Preferences');
    const dialog = realm.getByRole('dialog', { name: 'Preferences' });
    const toggle = dialog.getByRole('checkbox', { name: 'Display block breadcrumbs' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(breadcrumbs).toHaveCount(0);
    await toggle.click();
    await page.keyboard.press('Escape');
    await paragraph.click();
    await expect(breadcrumbs).toContainText('Paragraph');

    // The block menu's Edit as HTML, and back.
    await realm
      .getByRole('toolbar', { name: 'Block tools' })
      .getByRole('button', { name: 'Options' })
      .click();
    await realm.getByRole('menuitem', { name: 'Edit as HTML' }).click();
    const code = blocks.locator('textarea.block-editor-block-list__block-html-textarea');
    await expect(code).toHaveValue('<p>Viewed in every way.</p>');
    await code.fill('<p>Written as HTML.</p>');
    await code.blur();
    await blocks.getByRole('document', { name: 'Block: Paragraph' }).filter({ has: code }).click();
    await realm
      .getByRole('toolbar', { name: 'Block tools' })
      .getByRole('button', { name: 'Options' })
      .click();
    await realm.getByRole('menuitem', { name: 'Edit visually' }).click();
    await expect(blocks.getByText('Written as HTML.')).toBeVisible();
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/pages/${created.body.id}?force=true`);
  }
});
