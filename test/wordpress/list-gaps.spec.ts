// Issue 33, item 11, on WordPress 7.1: an editor and an author go through the screens they have
// (the posts app: its lists, a view, one of their posts in the canvas) and WordPress answers none
// of the editor's requests 403: the settings and the global styles are asked for only as the
// user's capabilities allow (stores/site.ts, the canvas's site settings, the reads of
// WordPress's own blocks the canvas knows WordPress refuses: canvas/known-refusals.ts), and the
// screens work.
import type { Page } from '@playwright/test';
import { canvasOf } from '../e2e/canvas-helpers';
import { adminPages, closeEditingGuides, expect, test, wpRest } from './fixtures';

/** Every answer 403 of WordPress's REST API, recorded as they come. */
function forbiddenAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.includes('/wp-json/') && response.status() === 403)
      answers.push(`${response.request().method()} ${response.url()}`);
  });
  return answers;
}

for (const user of ['editor', 'author'] as const) {
  test.describe(`as an ${user}`, () => {
    test.use({ user });

    test('no screen asks for what the user may not read, and each works', async ({ page }) => {
      await closeEditingGuides(page);
      const answers = forbiddenAnswers(page);
      const app = page.locator('site-editor[mode="posts"]');
      await page.goto(adminPages.posts);
      await expect(app.getByRole('heading', { name: 'All items' })).toBeVisible();
      await expect(app.getByRole('row').first()).toBeVisible();
      await app.getByRole('link', { name: 'Drafts', exact: true }).click();
      await expect(app.getByRole('heading', { name: 'Drafts' })).toBeVisible();
      await expect(app.getByRole('row').first().or(app.getByText('No results'))).toBeVisible();

      // A post of their own in the canvas: its blocks show. (Their own: core's Post Author
      // blocks ask for the author with context=edit, which WordPress refuses for another's.)
      const post = await wpRest<{ id: number }>(page, 'POST', '/wp/v2/posts', {
        title: `Own words of the ${user}`,
        content: '<!-- wp:paragraph --><p>Written here.</p><!-- /wp:paragraph -->',
        status: 'draft',
      });
      expect(post.status).toBe(201);
      try {
        // The canvas asks WordPress once what the user may do with menus before it answers the
        // Navigation block's reads (known-refusals.ts).
        const asked = page.waitForResponse(
          (response) =>
            response.request().method() === 'OPTIONS' &&
            new URL(response.url()).pathname.endsWith('/wp-json/wp/v2/navigation'),
        );
        await page.goto(
          `${adminPages.posts}&p=${encodeURIComponent(`/post/${post.body.id}`)}&canvas=edit`,
        );
        const { blocks } = canvasOf(page);
        await expect(blocks.getByText('Written here.')).toBeVisible();
        // WordPress's own blocks of the template around it (the Navigation block asks for the
        // menus and the fallback menu, which need edit_theme_options) have drawn: the canvas
        // answers what WordPress refuses this user without asking it, as its preloading does.
        // (Drawn empty for them: WordPress gives them no fallback menu.)
        await expect(blocks.locator('[data-type="core/navigation"]').first()).toBeAttached();
        await asked;
        expect(answers).toEqual([]);
      } finally {
        await wpRest(page, 'DELETE', `/wp/v2/posts/${post.body.id}?force=true`);
      }
    });
  });
}
