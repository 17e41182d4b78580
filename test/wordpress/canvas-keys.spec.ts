// Primary+A twice in the canvas in WordPress 7.1 (issue 32, item 3): the first press selects the
// block's text, the second every block beside it, and the key after acts on them all. A pattern
// whose first block is a heading: the canvas's first text is one of the blocks selected (where
// Chromium puts a caret back after the block editor took the document's selection out).
import { canvasOf } from '../e2e/canvas-helpers';
import { closeEditingGuides, editorAt, expect, test, wpRest } from './fixtures';

test.beforeEach(() => {
  test.slow();
});

const block = (name: string, tag: string, text: string) =>
  `<!-- wp:${name} -->\n<${tag}${name === 'heading' ? ' class="wp-block-heading"' : ''}>${text}</${tag}>\n<!-- /wp:${name} -->`;

test('primary+A twice selects the pattern’s blocks, and Delete removes them all', async ({
  page,
}) => {
  await closeEditingGuides(page);
  const made = await wpRest<{ id: number }>(page, 'POST', '/wp/v2/blocks', {
    title: `Select all ${Date.now()}`,
    status: 'publish',
    content: [
      block('heading', 'h2', 'Opening words'),
      block('paragraph', 'p', 'The first paragraph.'),
      block('paragraph', 'p', 'The second paragraph.'),
    ].join('\n\n'),
  });
  try {
    await page.goto(editorAt(`/wp_block/${made.body.id}`, { canvas: 'edit' }));
    const { realm, blocks } = canvasOf(page);
    const second = blocks
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'The second paragraph.' });
    await second.click({ timeout: 60_000 });
    await page.keyboard.press('Control+a');
    await expect(blocks.locator('.is-multi-selected')).toHaveCount(0);
    await page.keyboard.press('Control+a');
    await expect(blocks.locator('.is-multi-selected')).toHaveCount(3);
    const settings = realm.getByRole('region', { name: 'Settings' });
    await expect(settings.getByRole('tabpanel')).toContainText('3 Blocks');
    await page.keyboard.press('Delete');
    await expect(blocks.getByText('Opening words')).toHaveCount(0);
    await expect(second).toHaveCount(0);
    await realm.getByRole('button', { name: 'Undo' }).click();
    await expect(blocks.getByText('Opening words')).toBeVisible();
    await expect(second).toBeVisible();
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/blocks/${made.body.id}?force=true`);
  }
});
