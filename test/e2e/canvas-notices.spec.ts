// Issue 30, item 3: no notice covers or displaces a control of the canvas. In edit mode a
// notice (a failed save, the offer of kept edits, '"X" successfully created.') once pushed the
// canvas header (Back, Save) under the canvas realm's frame: none of them could be
// clicked until the notice was dismissed. Each notice is brought about as a user would, at three
// window sizes, and the header's Save and Back (and the canvas's own tool bar) must take a click
// while it shows.
import type { Page } from '@playwright/test';
import { canvasOf, logInToEdit } from './canvas-helpers';
import { expect, sessionNonce, test } from './fixtures';
import { unique } from './kept-edits-helpers';
import {
  NOTICE_SIZES,
  draftNewPage,
  headerWorksBeside,
  keptOfferLeavesHeaderUsable,
  refusedSave,
  retitle,
} from './notice-helpers';

async function createPage(page: Page, title: string): Promise<number> {
  const response = await page.request.post('/wp-json/wp/v2/pages', {
    headers: { 'X-WP-Nonce': await sessionNonce(page) },
    data: {
      title,
      status: 'draft',
      content: '<!-- wp:paragraph -->\n<p>Words of the page.</p>\n<!-- /wp:paragraph -->',
    },
  });
  expect(response.status()).toBe(201);
  const { id } = await response.json();
  made.push(id);
  return id;
}

/** The pages a test made go when it ends: later specs count and order the seeded pages. */
const made: number[] = [];
test.afterEach(async ({ page }) => {
  const ids = made.splice(0);
  // Once more if the host dropped a kept-alive connection (the crash test closed its page).
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const headers = { 'X-WP-Nonce': await sessionNonce(page) };
      while (ids.length > 0) {
        await page.request.delete(`/wp-json/wp/v2/pages/${ids[0]}?force=true`, { headers });
        ids.shift();
      }
      return;
    } catch (error) {
      if (attempt === 1) throw error;
    }
  }
});

async function openPage(page: Page, id: number) {
  await page.goto(`/editor?p=${encodeURIComponent(`/page/${id}`)}&canvas=edit`);
  await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible();
}

for (const size of NOTICE_SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('a failed save leaves the header usable', async ({ page }) => {
      await logInToEdit(page);
      const title = unique('Failing save');
      const id = await createPage(page, title);
      await openPage(page, id);
      await retitle(page, `${title} edited`);
      const notice = await refusedSave(page, `**/wp-json/wp/v2/pages/${id}*`);
      await headerWorksBeside(page, notice);
    });

    test('the offer of kept edits leaves the header usable', async ({ page }) => {
      await logInToEdit(page);
      const title = unique('Kept offer');
      const id = await createPage(page, title);
      await keptOfferLeavesHeaderUsable(page, title, (shown) => openPage(shown, id));
    });

    test('"successfully created." leaves the header usable', async ({ page }) => {
      await logInToEdit(page);
      await page.goto('/editor?p=/page');
      const title = unique('Fresh draft');
      const notice = await draftNewPage(page, title);
      made.push(Number(new URL(page.url()).searchParams.get('p')?.split('/').pop()));
      await retitle(page, `${title} named`);
      await headerWorksBeside(page, notice);
    });
  });
}
