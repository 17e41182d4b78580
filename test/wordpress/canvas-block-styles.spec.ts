// Block style variations and server variations in the canvas, in WordPress 7.1 with Twenty
// Twenty-Five (issue 31, item 6): the theme's paragraph styles (styles/blocks/*.json) and core's
// button styles in the Styles panel, one chosen and saved as `is-style-…` and shown in the canvas;
// WordPress's Post Terms variations (Categories, Tags) in the inserter.
import { canvasOf, saveTheOneChange } from '../e2e/canvas-helpers';
import { closeEditingGuides, editorAt, expect, test, wpRest } from './fixtures';

const TEMPLATE = 'twentytwentyfive//404';

test.beforeEach(async ({ page }) => {
  // The canvas comes cold from PHP's own server, and Twenty Twenty-Five's templates wait for
  // their patterns: three times the lane's time, as canvas.spec.ts gives.
  test.slow();
  await closeEditingGuides(page);
});

test("a paragraph offers Twenty Twenty-Five's styles; Display is saved and shown", async ({
  page,
}) => {
  await page.goto(editorAt(`/wp_template/${TEMPLATE}`, { canvas: 'edit' }));
  const { realm, blocks } = canvasOf(page);
  // The template's own paragraphs sit in pattern sections (only their content editable, as in
  // WordPress's editor): a paragraph of its own is added at the template's end.
  await expect(blocks.getByRole('document', { name: 'Block: Paragraph' }).first()).toBeVisible();
  const paragraph = blocks
    .getByRole('document', { name: 'Block: Paragraph' })
    .filter({ hasText: 'Shown in Display' });
  try {
    await realm.getByRole('button', { name: 'Block Inserter' }).click();
    const library = realm.getByRole('region', { name: 'Block Library' });
    await library.getByRole('searchbox').fill('paragraph');
    await library.getByRole('option', { name: 'Paragraph', exact: true }).click();
    await page.keyboard.type('Shown in Display');
    await expect(paragraph).toBeVisible();
    await library.getByRole('button', { name: 'Close Block Inserter' }).click();
    const styles = realm
      .getByRole('region', { name: 'Settings' })
      .locator('.block-editor-block-styles__variants');
    await expect(styles.getByRole('button')).toHaveText([
      'Default',
      'Display',
      'Subtitle',
      'Annotation',
    ]);
    const size = () =>
      paragraph.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
    const before = await size();
    await styles.getByRole('button', { name: 'Display' }).click();
    await expect(paragraph).toHaveClass(/\bis-style-text-display\b/);
    await expect.poll(size).toBeGreaterThan(before * 1.5);
    await saveTheOneChange(page.locator('site-editor'));
    const saved = await wpRest<{ content: { raw: string } }>(
      page,
      'GET',
      `/wp/v2/templates/${TEMPLATE}?context=edit`,
    );
    expect(saved.body.content.raw).toContain('is-style-text-display');
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/templates/${TEMPLATE}?force=true`);
  }
});

test('the inserter offers Post Terms per taxonomy, and a button its Fill and Outline', async ({
  page,
}) => {
  await page.goto(editorAt(`/wp_template/${TEMPLATE}`, { canvas: 'edit' }));
  const { realm, blocks } = canvasOf(page);
  await expect(blocks.getByRole('document', { name: 'Block: Paragraph' }).first()).toBeVisible();
  await realm.getByRole('button', { name: 'Block Inserter' }).click();
  const library = realm.getByRole('region', { name: 'Block Library' });
  await library.getByRole('searchbox').fill('tags');
  await expect(library.getByRole('option', { name: 'Tags', exact: true })).toBeVisible();
  await library.getByRole('searchbox').fill('categories');
  await expect(library.getByRole('option', { name: 'Categories', exact: true })).toBeVisible();
  await library.getByRole('searchbox').fill('button');
  await library.getByRole('option', { name: 'Buttons', exact: true }).click();
  const button = blocks.getByRole('document', { name: 'Block: Button', exact: true }).first();
  await expect(button).toBeVisible();
  await button.click();
  const styles = realm
    .getByRole('region', { name: 'Settings' })
    .locator('.block-editor-block-styles__variants');
  await expect(styles.getByRole('button')).toHaveText(['Fill', 'Outline']);
});
