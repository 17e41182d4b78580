// Dynamic blocks show the site's data in the canvas (issue 31, item 7): a query loop's Date
// blocks give each post's own date in the site's format (not today's), the Comments blocks
// thread replies as the site's discussion settings say, and Comments Pagination shows no warning
// while the site's options let it page (WordPress's editor reads them as it does).
import { canvasOf, logInToEdit, rest } from './canvas-helpers';
import { expect, test } from './fixtures';
import { siteDate } from './site-date';

test.describe('dynamic blocks in the canvas', () => {
  test.beforeEach(async ({ page }) => {
    await logInToEdit(page);
  });

  test("a query loop's dates are the posts' own, in the site's format", async ({ page }) => {
    const posts = await rest(page, 'GET', '/wp/v2/posts?per_page=100&_fields=date,title');
    expect((await rest(page, 'GET', '/wp/v2/settings')).body.date_format).toBe('F j, Y');
    const dateOf = new Map(
      (posts.body as { date: string; title: { rendered: string } }[]).map((post) => [
        post.title.rendered,
        siteDate(post.date),
      ]),
    );
    await page.goto(`/editor?p=${encodeURIComponent('/wp_template/meridian//home')}&canvas=edit`);
    const { blocks } = canvasOf(page);
    const items = blocks.locator('.wp-block-post-template > li');
    await expect(items.first().locator('.wp-block-post-date time')).toBeVisible();
    const shown: string[] = [];
    for (const item of (await items.all()).slice(0, 4)) {
      const title = (await item.locator('.wp-block-post-title').innerText()).trim();
      const date = item.locator('.wp-block-post-date time');
      await expect(date).toHaveText(dateOf.get(title)!);
      shown.push((await date.innerText()).trim());
    }
    // Seeded posts are days apart: the dates shown are not all one day (today).
    expect(new Set(shown).size).toBeGreaterThan(1);
  });

  test('a reply shows nested under its comment, and Comments Pagination has no warning', async ({
    page,
  }) => {
    const site = (await rest(page, 'GET', '/wp/v2/settings')).body;
    expect(site.thread_comments).toBe('1');
    await page.goto(`/editor?p=${encodeURIComponent('/wp_template/meridian//single')}&canvas=edit`);
    const { blocks } = canvasOf(page);
    const list = blocks.locator('ol.wp-block-comment-template');
    await expect(list.first()).toBeVisible();
    // A comment (li) holding its replies in a list of their own.
    await expect(list.first().locator(':scope > li > ol > li').first()).toBeVisible();
    await expect(blocks.locator('.wp-block-comments-pagination')).toBeVisible();
    await expect(blocks.getByText('paging comments is disabled')).toHaveCount(0);
  });

  test('the comments the host serves are threaded: a reply names its parent', async ({ page }) => {
    const top = await rest(
      page,
      'GET',
      '/wp/v2/comments?parent=0&order=asc&_embed=children&context=embed',
    );
    expect(top.status).toBe(200);
    const first = (
      top.body as { id: number; _embedded?: { children: { parent: number }[][] } }[]
    )[0]!;
    expect(first._embedded?.children[0]?.[0]?.parent).toBe(first.id);
  });
});
