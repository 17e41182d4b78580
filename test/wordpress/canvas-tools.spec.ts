// The canvas's sidebar, keys and tools in wp-admin, WordPress 7.1 with Twenty Twenty-Five (issue
// 32): the Template tab beside Block; Shift+Alt+O and the shortcuts' help; primary+K from inside
// the canvas opens our command palette, never wp-admin's; a page's markup in the code editor; Zoom
// Out on a page in its template (its own blocks the sections).
// The code editor is the user's preference: left as it was (the visual editor) at the end.
import { canvasOf } from '../e2e/canvas-helpers';
import {
  closeEditingGuides,
  editorAt,
  expect,
  seeded,
  setPreferences,
  test,
  wpRest,
} from './fixtures';

test.beforeEach(async ({ page }) => {
  test.slow();
  await closeEditingGuides(page);
});

test('the Page tab and Block tab, the keys, and primary+K opening our palette', async ({ page }) => {
  // On another admin page, primary+K is wp-admin's own palette (what must not open in ours).
  await page.goto('/wp-admin/index.php');
  await page.locator('body').press('Control+k');
  await expect(page.locator('.commands-command-menu')).toBeVisible();

  await page.goto(editorAt(`/page/${seeded().pages.about}`, { canvas: 'edit' }));
  const { realm, blocks } = canvasOf(page);
  const settings = realm.getByRole('region', { name: 'Settings' });
  await expect(settings.getByRole('tab', { name: 'Page' })).toHaveAttribute('aria-selected', 'true');
  // The page's own paragraph (the template's blocks around it are locked).
  const paragraph = blocks
    .locator('.wp-block-post-content')
    .getByRole('document', { name: 'Block: Paragraph' })
    .first();
  await paragraph.click();
  await expect(settings.getByRole('tab', { name: 'Block' })).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Shift+Alt+O');
  await expect(realm.getByRole('region', { name: 'Document Overview' })).toBeVisible();
  await paragraph.click();
  await page.keyboard.press('Shift+Alt+H');
  await expect(realm.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');

  // With the caret in no text (the canvas's body), primary+K is the editor's palette.
  await blocks.locator('body').press('Control+k');
  await expect(
    page.locator('site-editor').getByRole('combobox', { name: 'Search commands' }),
  ).toBeFocused();
  // wp-admin's own palette (printed on every admin page) did not open.
  await expect(page.locator('.commands-command-menu')).toHaveCount(0);
});

test('a page’s markup in the code editor, and back', async ({ page }) => {
  const created = await wpRest<{ id: number }>(page, 'POST', '/wp/v2/pages', {
    title: 'Code editor page',
    status: 'draft',
    content: '<!-- wp:paragraph -->\n<p>Written as blocks.</p>\n<!-- /wp:paragraph -->',
  });
  try {
    await page.goto(editorAt(`/page/${created.body.id}`, { canvas: 'edit' }));
    const { realm, blocks } = canvasOf(page);
    await expect(blocks.getByText('Written as blocks.')).toBeVisible();
    await realm
      .getByRole('toolbar', { name: 'Document tools' })
      .getByRole('button', { name: 'Options', exact: true })
      .click();
    await realm.getByRole('menuitemradio', { name: 'Code editor' }).click();
    const code = realm.getByRole('textbox', { name: 'Type text or HTML' });
    await expect(code).toHaveValue(/<!-- wp:paragraph -->\s*<p>Written as blocks.<\/p>/);
    await code.fill((await code.inputValue()).replace('Written as blocks.', 'Written as code.'));
    await realm.getByRole('button', { name: 'Exit code editor' }).click();
    await expect(blocks.getByText('Written as code.')).toBeVisible();
  } finally {
    await setPreferences(page, 'core', { editorMode: 'visual' });
    await wpRest(page, 'DELETE', `/wp/v2/pages/${created.body.id}?force=true`);
  }
});

test('Zoom Out shows a page in its template scaled to fit, its blocks the sections, and back', async ({
  page,
}) => {
  const created = await wpRest<{ id: number }>(page, 'POST', '/wp/v2/pages', {
    title: 'Zoom out page',
    status: 'draft',
    content:
      '<!-- wp:group {"layout":{"type":"constrained"}} -->\n<div class="wp-block-group">' +
      '<!-- wp:paragraph -->\n<p>First section.</p>\n<!-- /wp:paragraph --></div>\n' +
      '<!-- /wp:group -->\n\n' +
      '<!-- wp:paragraph -->\n<p>Second section.</p>\n<!-- /wp:paragraph -->',
  });
  try {
    await page.goto(editorAt(`/page/${created.body.id}`, { canvas: 'edit' }));
    const { realm, blocks } = canvasOf(page);
    const content = blocks.locator('.wp-block-post-content');
    const second = content
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'Second section.' });
    await expect(second).toBeVisible();
    // How wide the template shows against the block canvas's frame (1: full size).
    const shownWidth = async () => {
      const frame = await realm.locator('iframe[name="editor-canvas"]').boundingBox();
      const root = await blocks.locator('.is-root-container').first().boundingBox();
      return (root?.width ?? 0) / (frame?.width ?? 1);
    };
    const tools = realm.getByRole('toolbar', { name: 'Document tools' });
    const zoomOut = tools.getByRole('button', { name: 'Zoom Out' });
    await expect(zoomOut).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(shownWidth).toBeGreaterThan(0.95);

    await zoomOut.click();
    await expect(zoomOut).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(shownWidth).toBeLessThan(0.9);
    // The page's own blocks are the sections: a click inside one selects it whole.
    const first = content
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'First section.' });
    // (Clicked where it shows: zoomed out, it takes no events of its own.)
    await first.click({ force: true });
    await expect(content.getByRole('document', { name: 'Block: Group' })).toHaveClass(
      /is-selected/,
    );
    await expect(first).not.toHaveClass(/is-selected/);
    // A section is moved whole.
    await second.click();
    await expect(second).toHaveClass(/is-selected/);
    await realm
      .getByRole('toolbar', { name: 'Block tools' })
      .getByRole('button', { name: 'Move up' })
      .click();
    await expect(content.getByRole('document', { name: 'Block: Paragraph' }).first()).toHaveText(
      'Second section.',
    );

    // Ctrl+Shift+Alt+0 (WordPress's shortcut off Apple's systems) zooms back in.
    await page.keyboard.press('Control+Shift+Alt+0');
    await expect(zoomOut).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(shownWidth).toBeGreaterThan(0.95);
    // At 100 %, a block inside a section is selected itself again.
    await first.click();
    await expect(first).toHaveClass(/is-selected/);
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/pages/${created.body.id}?force=true`);
  }
});
