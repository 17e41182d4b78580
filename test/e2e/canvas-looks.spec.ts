// The canvas drawn as WordPress's site editor draws it (issue 31, items 3 and 4): the block
// editor's components styled inside the block canvas (placeholders, their buttons), and a part
// or a pattern opened on its own at full strength in a frame as tall as its blocks.
import { expect, test } from './fixtures';
import { logInToEdit, openInCanvas, rest } from './canvas-helpers';
import { expectFramedAtFullStrength, expectStyledPlaceholder } from './canvas-looks-helpers';

test.describe('the canvas looks as WordPress draws it', () => {
  test('the site logo placeholder of a part is drawn, and the part is framed at full strength', async ({
    page,
  }) => {
    const { realm, blocks } = await openInCanvas(page, '/wp_template_part/meridian//header');
    await expectStyledPlaceholder(blocks.locator('.wp-block-site-logo .components-placeholder'));
    await expectFramedAtFullStrength(realm, blocks);
  });

  test('the featured image placeholder of a template is drawn, not a blank gap', async ({
    page,
  }) => {
    const { blocks } = await openInCanvas(page, '/wp_template/meridian//single');
    await expectStyledPlaceholder(
      blocks.locator('.wp-block-post-featured-image .components-placeholder').first(),
    );
  });

  test('an image block’s placeholder has the block editor’s buttons, and a pattern is framed', async ({
    page,
  }) => {
    await logInToEdit(page);
    const created = await rest(page, 'POST', '/wp/v2/blocks', {
      title: 'A pattern with an empty image',
      status: 'publish',
      content:
        '<!-- wp:image -->\n<figure class="wp-block-image"><img alt=""/></figure>\n<!-- /wp:image -->\n\n<!-- wp:paragraph -->\n<p>Below the image.</p>\n<!-- /wp:paragraph -->',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    try {
      const { realm, blocks } = await openInCanvas(page, `/wp_block/${id}`);
      const placeholder = blocks.locator('.wp-block-image .components-placeholder');
      await expectStyledPlaceholder(placeholder);
      const button = placeholder.getByRole('button').first();
      await expect(button).toBeVisible();
      const look = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { radius: style.borderRadius, height: element.getBoundingClientRect().height };
      });
      // The components' button (2 px corners, 32 to 40 px tall), not the browser's own.
      expect(look.radius).toBe('2px');
      expect(look.height).toBeGreaterThanOrEqual(32);
      await expectFramedAtFullStrength(realm, blocks);
    } finally {
      await rest(page, 'DELETE', `/wp/v2/blocks/${id}?force=true`);
    }
  });

  test('a template is not framed: it fills the canvas', async ({ page }) => {
    const { realm } = await openInCanvas(page, '/wp_template/meridian//single');
    await expect(realm.locator('.canvas-editor__frame')).toHaveCount(0);
    const frame = realm.locator('iframe[name="editor-canvas"]');
    const canvasBox = await realm.locator('.canvas-editor__canvas').boundingBox();
    const frameBox = await frame.boundingBox();
    expect(frameBox?.height).toBeCloseTo(canvasBox?.height ?? 0, -1);
  });

  test('a block at the very top keeps its toolbar inside the canvas, clear of the tool bar', async ({
    page,
  }) => {
    await logInToEdit(page);
    const created = await rest(page, 'POST', '/wp/v2/blocks', {
      title: 'A pattern whose paragraph is at the top',
      status: 'publish',
      content: '<!-- wp:paragraph -->\n<p>At the very top.</p>\n<!-- /wp:paragraph -->',
    });
    expect(created.status).toBe(201);
    try {
      const { realm, blocks } = await openInCanvas(page, `/wp_block/${created.body.id}`);
      await blocks.getByRole('document', { name: 'Block: Paragraph' }).click();
      const toolbar = realm.getByRole('toolbar', { name: 'Block tools' });
      await expect(toolbar).toBeVisible();
      const canvasTop = (await realm.locator('.canvas-editor__canvas').boundingBox())?.y ?? 0;
      expect((await toolbar.boundingBox())?.y).toBeGreaterThanOrEqual(canvasTop);
      // The tool bar's first button takes a click (the toolbar covered it).
      await realm
        .getByRole('button', { name: 'Block Inserter', exact: true })
        .click({ timeout: 5000 });
      await expect(realm.getByRole('region', { name: 'Block Library' })).toBeVisible();
    } finally {
      await rest(page, 'DELETE', `/wp/v2/blocks/${created.body.id}?force=true`);
    }
  });
});
