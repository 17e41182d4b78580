// The canvas drawn as WordPress's own site editor draws it, in WordPress 7.1 with Twenty
// Twenty-Five (issue 31, items 3 and 4): the Blog Home template's featured image placeholders
// drawn (unstyled, each was a 645 px blank gap), an image block's placeholder with the block
// editor's buttons, and the header part and a pattern framed at full strength.
import { canvasOf } from '../e2e/canvas-helpers';
import { expectFramedAtFullStrength, expectStyledPlaceholder } from '../e2e/canvas-looks-helpers';
import { closeEditingGuides, editorAt, expect, test, wpRest } from './fixtures';

test.beforeEach(async ({ page }) => {
  // Twenty Twenty-Five's templates wait for its patterns (see canvas.spec.ts).
  test.slow();
  await closeEditingGuides(page);
});

async function openInCanvas(page: import('@playwright/test').Page, path: string) {
  await page.goto(editorAt(path, { canvas: 'edit' }));
  const canvas = canvasOf(page);
  await expect(canvas.blocks.getByRole('document').first()).toBeVisible({ timeout: 60_000 });
  return canvas;
}

test('the Blog Home template’s featured image placeholders are drawn', async ({ page }) => {
  const { blocks } = await openInCanvas(page, '/wp_template/twentytwentyfive//home');
  const placeholders = blocks.locator('.wp-block-post-featured-image .components-placeholder');
  await expect(placeholders.first()).toBeVisible();
  await expectStyledPlaceholder(placeholders.first());
});

test('the header part is framed at full strength', async ({ page }) => {
  const { realm, blocks } = await openInCanvas(page, '/wp_template_part/twentytwentyfive//header');
  await expectFramedAtFullStrength(realm, blocks);
});

test('an image block in a pattern has the block editor’s placeholder and buttons', async ({
  page,
}) => {
  const created = await wpRest<{ id: number }>(page, 'POST', '/wp/v2/blocks', {
    title: 'A lane pattern with an empty image',
    status: 'publish',
    content:
      '<!-- wp:image -->\n<figure class="wp-block-image"><img alt=""/></figure>\n<!-- /wp:image -->',
  });
  expect(created.status).toBe(201);
  try {
    const { realm, blocks } = await openInCanvas(page, `/wp_block/${created.body.id}`);
    const placeholder = blocks.locator('.wp-block-image .components-placeholder');
    await expectStyledPlaceholder(placeholder);
    const radius = await placeholder
      .getByRole('button')
      .first()
      .evaluate((element) => getComputedStyle(element).borderRadius);
    expect(radius).toBe('2px');
    await expectFramedAtFullStrength(realm, blocks);
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/blocks/${created.body.id}?force=true`);
  }
});
