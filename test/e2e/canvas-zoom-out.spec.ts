// Zoom out in the canvas (issue 32, item 2), as WordPress's site editor has it: the tool bar's
// 'Zoom Out' toggle and its shortcut (Ctrl+Shift+Alt+0 here) show the whole template scaled down
// to fit, a click then selects a section (a block of the template's `<main>`) whole, and the
// inserter opens on patterns; pressed again, the template is back at full size. Choosing a
// device leaves zoom out.
import type { FrameLocator } from '@playwright/test';
import { openInCanvas, revertThemeItems } from './canvas-helpers';
import { expect, test } from './fixtures';

const TEMPLATE = '/wp_template/meridian//404';

/** How wide the template's blocks show, against the block canvas's frame (1: full size). */
async function shownWidth(realm: FrameLocator, blocks: FrameLocator): Promise<number> {
  const frame = await realm.locator('iframe[name="editor-canvas"]').boundingBox();
  const root = await blocks.locator('.is-root-container').boundingBox();
  if (!frame || !root) throw new Error('the block canvas is not shown');
  return root.width / frame.width;
}

test.describe('zoom out in the canvas', () => {
  test.afterEach(async ({ page }) => {
    await revertThemeItems(page, 'meridian//404');
  });

  test('Zoom Out shows the template scaled to fit, sections selected whole, and back', async ({
    page,
  }) => {
    const { realm, blocks } = await openInCanvas(page, TEMPLATE);
    const zoomOut = realm.getByRole('button', { name: 'Zoom Out' });
    await expect(zoomOut).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => shownWidth(realm, blocks)).toBeGreaterThan(0.95);

    await zoomOut.click();
    await expect(zoomOut).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => shownWidth(realm, blocks)).toBeLessThan(0.9);

    // The template around the sections takes no clicks: its header's site title is not selected.
    // (Clicked where it shows: it takes no events of its own.)
    const siteTitle = blocks.getByRole('document', { name: 'Block: Site Title' }).first();
    await siteTitle.click({ force: true });
    await expect(siteTitle).not.toHaveClass(/is-selected/);
    await expect(realm.getByRole('toolbar', { name: 'Block tools' })).toHaveCount(0);

    // The blocks of the template's main are its sections: a click selects one whole, its tool bar
    // moves it.
    const paragraph = blocks
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'The page you were looking for' });
    await paragraph.click();
    await expect(paragraph).toHaveClass(/is-selected/);
    await realm
      .getByRole('toolbar', { name: 'Block tools' })
      .getByRole('button', { name: 'Move up' })
      .click();
    await expect(blocks.locator('main.wp-block-group > *').first()).toContainText(
      'The page you were looking for',
    );

    // The inserter opens on the patterns.
    const tools = realm.getByRole('toolbar', { name: 'Document tools' });
    await tools.getByRole('button', { name: 'Block Inserter' }).click();
    const library = realm.getByRole('region', { name: 'Block Library' });
    await expect(library.getByRole('tab', { name: 'Patterns', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await tools.getByRole('button', { name: 'Close Block Inserter' }).click();

    await zoomOut.click();
    await expect(zoomOut).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => shownWidth(realm, blocks)).toBeGreaterThan(0.95);
  });

  test('Ctrl+Shift+Alt+0 zooms out and back in, and the shortcuts’ help lists it', async ({
    page,
  }) => {
    const { realm, blocks } = await openInCanvas(page, TEMPLATE);
    const zoomOut = realm.getByRole('button', { name: 'Zoom Out' });
    const heading = blocks.getByRole('document', { name: 'Block: Heading 1' });
    await heading.click();

    await page.keyboard.press('Control+Shift+Alt+0');
    await expect(zoomOut).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => shownWidth(realm, blocks)).toBeLessThan(0.9);

    await page.keyboard.press('Control+Shift+Alt+0');
    await expect(zoomOut).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => shownWidth(realm, blocks)).toBeGreaterThan(0.95);

    await heading.click();
    await page.keyboard.press('Shift+Alt+H');
    const help = realm.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toContainText('Enter or exit zoom out.');
    await page.keyboard.press('Escape');
  });

  test('choosing a device leaves zoom out', async ({ page }) => {
    const { realm, blocks } = await openInCanvas(page, TEMPLATE);
    const zoomOut = realm.getByRole('button', { name: 'Zoom Out' });
    await zoomOut.click();
    await expect(zoomOut).toHaveAttribute('aria-pressed', 'true');

    await realm
      .getByRole('toolbar', { name: 'Document tools' })
      .getByRole('button', { name: 'View', exact: true })
      .click();
    await realm.getByRole('menuitemradio', { name: 'Tablet' }).click();
    await expect(zoomOut).toHaveAttribute('aria-pressed', 'false');
    // The tablet's width, at full size.
    const frame = realm.locator('iframe[name="editor-canvas"]');
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(780);
    await expect.poll(() => shownWidth(realm, blocks)).toBeGreaterThan(0.95);
  });
});
