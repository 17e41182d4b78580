// Dynamic blocks show the site's data in the canvas, in WordPress 7.1 with Twenty Twenty-Five
// (issue 31, item 7): the Single template's "More posts" query loop dates each post as WordPress
// has it, its comments placeholder threads a reply under its comment, and Comments Pagination
// shows no warning, as WordPress's own site editor shows them with the site's options.
import { canvasOf } from '../e2e/canvas-helpers';
import { siteDate } from '../e2e/site-date';
import { closeEditingGuides, editorAt, expect, test, wpRest } from './fixtures';

test.beforeEach(async ({ page }) => {
  test.slow();
  await closeEditingGuides(page);
});

test("the Single template's query loop dates each post as WordPress has it", async ({ page }) => {
  const posts = await wpRest<{ date: string; title: { rendered: string } }[]>(
    page,
    'GET',
    '/wp/v2/posts?per_page=100&_fields=date,title',
  );
  const dateOf = new Map(posts.body.map((post) => [post.title.rendered, siteDate(post.date)]));
  await page.goto(editorAt('/wp_template/twentytwentyfive//single', { canvas: 'edit' }));
  const { blocks } = canvasOf(page);
  const items = blocks.locator('.wp-block-post-template > li');
  await expect(items.first().locator('.wp-block-post-date time')).toBeVisible();
  for (const item of (await items.all()).slice(0, 3)) {
    const title = (await item.locator('.wp-block-post-title').innerText()).trim();
    await expect(item.locator('.wp-block-post-date time')).toHaveText(dateOf.get(title)!);
  }
});

test('comments thread a reply under its comment, and Comments Pagination has no warning', async ({
  page,
}) => {
  await page.goto(editorAt('/wp_template/twentytwentyfive//single', { canvas: 'edit' }));
  const { blocks } = canvasOf(page);
  const list = blocks.locator('ol.wp-block-comment-template').first();
  await expect(list).toBeVisible();
  await expect(list.locator(':scope > li > ol > li').first()).toBeVisible();
  await expect(blocks.locator('.wp-block-comments-pagination')).toBeVisible();
  await expect(blocks.getByText('paging comments is disabled')).toHaveCount(0);
});
