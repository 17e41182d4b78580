// A page or post edited inside its template in WordPress 7.1 (issue 31, item 1): Twenty
// Twenty-Five's page About inside the Page template and a post inside Single, the template's
// parts shown and locked, the title and content editable and laid out in the theme's content
// width; 'Show template' off; 'Edit template' and back. What is saved is the page's alone.
import type { FrameLocator, Locator } from '@playwright/test';
import { canvasOf, saveTheOneChange, typeAtEnd } from '../e2e/canvas-helpers';
import { closeEditingGuides, editorAt, expect, seeded, test, wpRest } from './fixtures';

/** The template's parts in the block canvas (locked: out of the accessibility tree). */
const parts = (blocks: FrameLocator) => blocks.locator('[data-type="core/template-part"]');
/** The page's own paragraph (the template's patterns and footer have paragraphs too). */
const paragraphOf = (blocks: FrameLocator) =>
  blocks
    .locator('.wp-block-post-content')
    .getByRole('document', { name: 'Block: Paragraph' })
    .first();

async function placeOf(block: Locator) {
  return block.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x, width: box.width, canvas: element.ownerDocument.body.clientWidth };
  });
}

type Saved = { content: { raw: string }; title: { raw: string } };

/** See canvas.spec.ts: the lane's block editor comes cold from PHP's own server. */
test.beforeEach(async ({ page }) => {
  test.slow();
  await closeEditingGuides(page);
});

test('the page About is edited inside the Page template, its title and content saved alone', async ({
  page,
}) => {
  const { about } = seeded().pages;
  const before = await wpRest<Saved>(page, 'GET', `/wp/v2/pages/${about}?context=edit`);
  await page.goto(editorAt(`/page/${about}`, { canvas: 'edit' }));
  const editor = page.locator('site-editor');
  const { blocks } = canvasOf(page);
  try {
    await expect(parts(blocks)).toHaveCount(2);
    await expect(parts(blocks).first()).toHaveAttribute('inert', 'true');
    const title = blocks.getByRole('document', { name: 'Block: Title' });
    await expect(title).toHaveText('About');
    const place = await placeOf(paragraphOf(blocks));
    // Twenty Twenty-Five's content width (645px), centred: never flush at x = 0.
    expect(place.width).toBeLessThanOrEqual(646);
    expect(place.x).toBeGreaterThan(50);

    await typeAtEnd(page, title, ' us');
    await typeAtEnd(page, paragraphOf(blocks), ' and more');
    await saveTheOneChange(editor);
    const saved = await wpRest<Saved>(page, 'GET', `/wp/v2/pages/${about}?context=edit`);
    expect(saved.body.title.raw).toBe('About us');
    expect(saved.body.content.raw).toContain('<p>About and more</p>');
    const template = await wpRest<{ source: string }>(
      page,
      'GET',
      '/wp/v2/templates/twentytwentyfive//page?context=edit',
    );
    expect(template.body.source).toBe('theme');
  } finally {
    await wpRest(page, 'POST', `/wp/v2/pages/${about}`, {
      title: before.body.title.raw,
      content: before.body.content.raw,
    });
  }
});

test("'Show template' off shows About's title and content alone, laid out; 'Edit template' opens Page and returns", async ({
  page,
}) => {
  const { about } = seeded().pages;
  await page.goto(editorAt(`/page/${about}`, { canvas: 'edit' }));
  const editor = page.locator('site-editor');
  const header = editor.locator('header.se-canvas-header');
  const { blocks } = canvasOf(page);
  await expect(parts(blocks)).toHaveCount(2);
  const toggle = header.getByRole('button', { name: 'Show template' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(parts(blocks)).toHaveCount(0);
  await expect(blocks.getByRole('document', { name: 'Block: Title' })).toHaveText('About');
  const place = await placeOf(paragraphOf(blocks));
  expect(place.width).toBeLessThanOrEqual(646);
  expect(place.x).toBeGreaterThan(50);
  await toggle.click();
  await expect(parts(blocks)).toHaveCount(2);

  await header.getByRole('button', { name: 'Edit template' }).click();
  await expect(page).toHaveURL(/p=%2Fwp_template%2Ftwentytwentyfive%2F%2Fpage/);
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('Pages');
  await header.getByRole('button', { name: 'Back to page' }).click();
  await expect(page).toHaveURL(new RegExp(`p=%2Fpage%2F${about}`));
  await expect(blocks.getByRole('document', { name: 'Block: Title' })).toHaveText('About');
});

test('a post is edited inside the Single template', async ({ page }) => {
  const id = seeded().posts.admin[0];
  const before = await wpRest<Saved>(page, 'GET', `/wp/v2/posts/${id}?context=edit`);
  await page.goto(editorAt(`/post/${id}`, { canvas: 'edit' }));
  const editor = page.locator('site-editor');
  const { blocks } = canvasOf(page);
  try {
    await expect(parts(blocks)).toHaveCount(2);
    // The post's own title; the 'more posts' list below shows other posts' titles, locked.
    await expect(blocks.locator('[data-type="core/post-title"]:not([inert])').first()).toHaveText(
      before.body.title.raw,
    );
    await typeAtEnd(page, paragraphOf(blocks), ' Posted.');
    await saveTheOneChange(editor);
    const saved = await wpRest<Saved>(page, 'GET', `/wp/v2/posts/${id}?context=edit`);
    expect(saved.body.content.raw).toContain('Story 1. Posted.');
  } finally {
    await wpRest(page, 'POST', `/wp/v2/posts/${id}`, { content: before.body.content.raw });
  }
});
