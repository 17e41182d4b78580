// The canvas's settings sidebar and keys (issue 32, items 1 and 3): the record's own tab beside
// Block, each shown as the selection says; Shift+Alt+O opens List View, primary+Shift+, hides and
// shows the sidebar, Shift+Alt+H the shortcuts' help, primary+A twice selects all blocks; the block menu's Edit as HTML (item 4);
// primary+K opens the editor's command palette from inside the canvas.
import type { Page } from '@playwright/test';
import { openInCanvas, revertThemeItems } from './canvas-helpers';
import { expect, test } from './fixtures';

const editor = (page: Page) => page.locator('site-editor');
const TEMPLATE = '/wp_template/meridian//404';

test.describe('the canvas sidebar and its keys', () => {
  test.afterEach(async ({ page }) => {
    await revertThemeItems(page, 'meridian//404');
  });

  test('the Template tab shows with nothing selected, the Block tab with a block', async ({
    page,
  }) => {
    const { realm, blocks } = await openInCanvas(page, TEMPLATE);
    const settings = realm.getByRole('region', { name: 'Settings' });
    const templateTab = settings.getByRole('tab', { name: 'Template' });
    await expect(templateTab).toHaveAttribute('aria-selected', 'true');
    await expect(settings.getByRole('tabpanel')).toContainText('Shown when the requested address');

    await blocks
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'The page you were looking for' })
      .click();
    const blockTab = settings.getByRole('tab', { name: 'Block' });
    await expect(blockTab).toHaveAttribute('aria-selected', 'true');
    await expect(settings.getByRole('tabpanel')).toContainText('Paragraph');

    // The record's tab again, by click, then by the arrow keys.
    await templateTab.click();
    await expect(settings.getByRole('tabpanel')).toContainText('Shown when the requested address');
    await page.keyboard.press('ArrowRight');
    await expect(blockTab).toBeFocused();
    await expect(blockTab).toHaveAttribute('aria-selected', 'true');
  });

  test('Shift+Alt+O, primary+Shift+comma and Shift+Alt+H do what they say', async ({ page }) => {
    const { realm, blocks } = await openInCanvas(page, TEMPLATE);
    const paragraph = blocks
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'The page you were looking for' });
    await paragraph.click();

    await page.keyboard.press('Shift+Alt+O');
    await expect(realm.getByRole('region', { name: 'Document Overview' })).toBeVisible();
    await expect(realm.getByRole('button', { name: 'Document Overview' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await paragraph.click();
    await page.keyboard.press('Control+Shift+Comma');
    await expect(realm.getByRole('region', { name: 'Settings' })).toHaveCount(0);
    await page.keyboard.press('Control+Shift+Comma');
    await expect(realm.getByRole('region', { name: 'Settings' })).toBeVisible();

    await paragraph.click();
    await page.keyboard.press('Shift+Alt+H');
    const help = realm.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help).toContainText('Open the List View.');
    await expect(help).toContainText('Show or hide the Settings panel.');
    // The block editor's own are listed too.
    await expect(help).toContainText(
      'Select all text when typing. Press again to select all blocks.',
    );
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
  });

  test('primary+A twice selects the blocks beside the caret’s, even when the first is text', async ({
    page,
  }) => {
    const { realm, blocks } = await openInCanvas(page, TEMPLATE);
    // The template's group: its heading (the canvas's first text), paragraph and search.
    const paragraph = blocks
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'The page you were looking for' });
    await paragraph.click();
    await page.keyboard.press('Control+a');
    await expect(blocks.locator('.is-multi-selected')).toHaveCount(0);
    await page.keyboard.press('Control+a');
    const selected = blocks.locator('.is-multi-selected');
    await expect(selected).toHaveCount(3);
    await expect(selected.first()).toContainText('Page not found');
    const settings = realm.getByRole('region', { name: 'Settings' });
    await expect(settings.getByRole('tab', { name: 'Block' })).toHaveAttribute('aria-selected', 'true');
    await expect(settings.getByRole('tabpanel')).toContainText('3 Blocks');
    // The key after it acts on all three (on the heading alone, it would delete a letter).
    await page.keyboard.press('Delete');
    await expect(
      blocks.getByRole('document', { name: 'Block: Heading' }).filter({ hasText: 'Page not found' }),
    ).toHaveCount(0);
    await expect(paragraph).toHaveCount(0);
    await realm.getByRole('button', { name: 'Undo' }).click();
    await expect(paragraph).toBeVisible();
    // A click afterwards selects just the block clicked.
    await paragraph.click();
    await expect(blocks.locator('.is-multi-selected')).toHaveCount(0);
    await expect(settings.getByRole('tabpanel')).toContainText('Paragraph');
  });

  test('the block menu’s Edit as HTML edits one block’s markup, and Edit visually shows it', async ({
    page,
  }) => {
    const { realm, blocks } = await openInCanvas(page, TEMPLATE);
    const paragraph = blocks
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'The page you were looking for' });
    await paragraph.click();
    const options = () =>
      realm
        .getByRole('toolbar', { name: 'Block tools' })
        .getByRole('button', { name: 'Options' })
        .click();
    await options();
    await realm.getByRole('menuitem', { name: 'Edit as HTML' }).click();
    const code = blocks.locator('textarea.block-editor-block-list__block-html-textarea');
    await expect(code).toHaveValue(/<p class="[^"]*">The page you were looking for/);
    await code.fill(
      '<p class="has-contrast-2-color has-text-color has-large-font-size">Typed as HTML.</p>',
    );
    await code.blur();
    await blocks.getByRole('document', { name: 'Block: Paragraph' }).filter({ has: code }).click();
    await options();
    await realm.getByRole('menuitem', { name: 'Edit visually' }).click();
    await expect(
      blocks
        .getByRole('document', { name: 'Block: Paragraph' })
        .filter({ hasText: 'Typed as HTML.' }),
    ).toBeVisible();
    await expect(editor(page).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  test('Document Overview’s Outline counts the words and lists the headings, each selecting its block', async ({
    page,
  }) => {
    const { realm } = await openInCanvas(page, TEMPLATE);
    await realm.getByRole('button', { name: 'Document Overview' }).click();
    const overview = realm.getByRole('region', { name: 'Document Overview' });
    await overview.getByRole('tab', { name: 'Outline' }).click();
    const panel = overview.getByRole('tabpanel');
    // The template's own words: its heading, paragraph and the search's label among them.
    await expect(panel).toContainText(/Words:\s*\d+/);
    const headings = panel.getByRole('list', { name: 'Headings' });
    await expect(headings).toContainText('H1Page not found');
    await headings.getByRole('button', { name: /Page not found/ }).click();
    const settings = realm.getByRole('region', { name: 'Settings' });
    await expect(settings.getByRole('tab', { name: 'Block' })).toHaveAttribute('aria-selected', 'true');
    await expect(settings.getByRole('tabpanel')).toContainText('Heading');
    await overview.getByRole('tab', { name: 'List View' }).click();
    await expect(overview.getByRole('treegrid')).toBeVisible();
  });

  test('primary+K in the canvas opens the editor’s command palette', async ({ page }) => {
    const { blocks } = await openInCanvas(page, TEMPLATE);
    // Nothing selected in the canvas: the key is not a link's.
    await blocks.locator('body').press('Control+k');
    await expect(editor(page).getByRole('combobox', { name: 'Search commands' })).toBeFocused();
  });
});
