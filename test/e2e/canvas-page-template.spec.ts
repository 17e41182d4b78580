// A page or post edited inside its template (issue 31, item 1), on the demo host: the template's
// header and footer drawn around it and locked, the page's title and content editable in place and
// laid out in the theme's content width; 'Show template' off gives the title and content alone,
// still laid out; 'Edit template' opens the template and 'Back to page' returns. Edits of the page
// are the page's only: the template is never counted as changed.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { logInToEdit, openInCanvas, rest, saveTheOneChange, typeAtEnd } from './canvas-helpers';
import { expect, test } from './fixtures';
import { unique } from './kept-edits-helpers';

const editor = (page: Page) => page.locator('site-editor');
const header = (page: Page) => editor(page).locator('header.se-canvas-header');

const PARAGRAPH = '<!-- wp:paragraph -->\n<p>First words.</p>\n<!-- /wp:paragraph -->';

/** A draft of `type` made on the host; deleted when `using` is done. */
async function withDraft(
  page: Page,
  type: 'pages' | 'posts',
  using: (draft: { id: number; title: string }) => Promise<void>,
) {
  await page.goto('/editor');
  const title = unique('Templated ');
  const created = await rest(page, 'POST', `/wp/v2/${type}`, {
    title,
    status: 'draft',
    content: PARAGRAPH,
  });
  expect(created.status).toBe(201);
  try {
    await using({ id: created.body.id, title });
  } finally {
    await rest(page, 'DELETE', `/wp/v2/${type}/${created.body.id}?force=true`);
  }
}

/** The template's parts in the block canvas (locked: out of the accessibility tree). */
const parts = (blocks: FrameLocator) => blocks.locator('[data-type="core/template-part"]');

/** The page's paragraph (the template's footer has paragraphs too). */
const paragraphOf = (blocks: FrameLocator) =>
  blocks.locator('.wp-block-post-content').getByRole('document', { name: 'Block: Paragraph' });

/** The left edge and width of a block in the block canvas, and the canvas's width. */
async function placeOf(block: Locator) {
  return block.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x, width: box.width, canvas: element.ownerDocument.body.clientWidth };
  });
}

test.describe('a page edited inside its template', () => {
  test.beforeEach(async ({ page }) => {
    await logInToEdit(page);
  });

  test('shows the template around the page, locked, with the title and content editable and laid out', async ({
    page,
  }) => {
    await withDraft(page, 'pages', async ({ id, title }) => {
      const { blocks } = await openInCanvas(page, `/page/${id}`);
      // The template's header and footer parts, the site's title inside the header.
      await expect(parts(blocks)).toHaveCount(2);
      await expect(blocks.getByText('Meridian Demo').first()).toBeVisible();
      const titleBlock = blocks.getByRole('document', { name: 'Block: Title' });
      await expect(titleBlock).toHaveText(title);
      // The template is shown, not editable: its blocks cannot be focused, selected or typed in.
      await expect(parts(blocks).first()).toHaveAttribute('inert', 'true');
      await expect(blocks.locator('[data-type="core/group"][inert]').first()).toBeAttached();
      // The content within the theme's content width (680px), centred, not flush at x = 0.
      const paragraph = await placeOf(paragraphOf(blocks));
      expect(paragraph.width).toBeLessThanOrEqual(681);
      expect(paragraph.x).toBeGreaterThan(100);

      // Title and content both typed into, saved as the page's only change.
      await typeAtEnd(page, titleBlock, ' renamed');
      await typeAtEnd(page, paragraphOf(blocks), ' More.');
      await expect(header(page).getByRole('heading', { level: 1 })).toHaveText(`${title} renamed`);
      await saveTheOneChange(editor(page));
      const saved = await rest(page, 'GET', `/wp/v2/pages/${id}?context=edit`);
      expect(saved.body.title.raw).toBe(`${title} renamed`);
      expect(saved.body.content.raw).toBe(
        '<!-- wp:paragraph -->\n<p>First words. More.</p>\n<!-- /wp:paragraph -->',
      );
      const template = await rest(page, 'GET', '/wp/v2/templates/meridian//page?context=edit');
      expect(template.body.source).toBe('theme');
    });
  });

  test('the page edits undo in the canvas, one step for the typing', async ({ page }) => {
    await withDraft(page, 'pages', async ({ id }) => {
      const { realm, blocks } = await openInCanvas(page, `/page/${id}`);
      const paragraph = paragraphOf(blocks);
      await typeAtEnd(page, paragraph, ' Typed');
      await expect(paragraph).toHaveText('First words. Typed');
      // The typing reached the editor (its Save counts it) before Undo is pressed.
      await expect(editor(page).getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
      await realm.getByRole('button', { name: 'Undo' }).click();
      await expect(paragraph).toHaveText('First words.');
      await expect(editor(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
    });
  });

  test('a block chosen in the inserter with nothing selected goes into the page', async ({
    page,
  }) => {
    await withDraft(page, 'pages', async ({ id }) => {
      const { realm, blocks } = await openInCanvas(page, `/page/${id}`);
      await realm.getByRole('button', { name: 'Block Inserter' }).click();
      await realm.getByRole('option', { name: 'Heading', exact: true }).click();
      const content = blocks.locator('.wp-block-post-content');
      await expect(content.locator('[data-type="core/heading"]')).toHaveCount(1);
      await page.keyboard.type('Added');
      await saveTheOneChange(editor(page));
      const saved = await rest(page, 'GET', `/wp/v2/pages/${id}?context=edit`);
      expect(saved.body.content.raw).toMatch(/First words\.<\/p>[\s\S]*Added<\/h2>/);
    });
  });

  test("'Show template' off gives the title and the content alone, still laid out", async ({
    page,
  }) => {
    await withDraft(page, 'pages', async ({ id, title }) => {
      const { blocks } = await openInCanvas(page, `/page/${id}`);
      const toggle = header(page).getByRole('button', { name: 'Show template' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(parts(blocks)).toHaveCount(0);
      await expect(blocks.getByRole('document', { name: 'Block: Title' })).toHaveText(title);
      const paragraph = await placeOf(paragraphOf(blocks));
      expect(paragraph.width).toBeLessThanOrEqual(681);
      expect(paragraph.x).toBeGreaterThan(100);
      // Still the page's content, editable.
      await typeAtEnd(page, paragraphOf(blocks), ' Alone.');
      await expect(paragraphOf(blocks)).toHaveText('First words. Alone.');
      await toggle.click();
      await expect(parts(blocks)).toHaveCount(2);
      await expect(paragraphOf(blocks)).toHaveText('First words. Alone.');
    });
  });

  test("'Edit template' opens the page's template, and 'Back to page' returns to the page", async ({
    page,
  }) => {
    await withDraft(page, 'pages', async ({ id, title }) => {
      await openInCanvas(page, `/page/${id}`);
      await header(page).getByRole('button', { name: 'Edit template' }).click();
      await expect(page).toHaveURL(/p=%2Fwp_template%2Fmeridian%2F%2Fpage/);
      await expect(header(page).getByRole('heading', { level: 1 })).toHaveText('Pages');
      await header(page).getByRole('button', { name: 'Back to page' }).click();
      await expect(page).toHaveURL(new RegExp(`p=%2Fpage%2F${id}`));
      await expect(header(page).getByRole('heading', { level: 1 })).toHaveText(title);
    });
  });

  test('a post is edited inside the Single template', async ({ page }) => {
    await withDraft(page, 'posts', async ({ id, title }) => {
      const { blocks } = await openInCanvas(page, `/post/${id}`);
      // Single's header, post meta and footer.
      await expect(parts(blocks)).toHaveCount(3);
      await expect(blocks.getByRole('document', { name: 'Block: Title' }).first()).toHaveText(
        title,
      );
      const paragraph = paragraphOf(blocks).first();
      await typeAtEnd(page, paragraph, ' Posted.');
      await saveTheOneChange(editor(page));
      const saved = await rest(page, 'GET', `/wp/v2/posts/${id}?context=edit`);
      expect(saved.body.content.raw).toContain('First words. Posted.');
    });
  });
});
