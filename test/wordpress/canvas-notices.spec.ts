// Issue 30, item 3, in WordPress 7.1's admin: while a notice shows in edit mode (a failed save,
// '"X" successfully created.', the offer of kept edits), the canvas header's Save and Back and
// the canvas's tool bar take a click, at three window sizes (test/e2e/canvas-notices.spec.ts
// does the same on the demo host).
import { canvasOf } from '../e2e/canvas-helpers';
import { unique } from '../e2e/kept-edits-helpers';
import {
  NOTICE_SIZES,
  draftNewPage,
  headerWorksBeside,
  keptOfferLeavesHeaderUsable,
  refusedSave,
  retitle,
} from '../e2e/notice-helpers';
import { closeEditingGuides, editorAt, expect, test, wpRest } from './fixtures';

test.beforeEach(async ({ page }) => {
  test.slow();
  await closeEditingGuides(page);
});

async function newPage(page: Parameters<typeof wpRest>[0], title: string): Promise<number> {
  const created = await wpRest<{ id: number }>(page, 'POST', '/wp/v2/pages', {
    title,
    status: 'draft',
    content: '<!-- wp:paragraph -->\n<p>Words of the page.</p>\n<!-- /wp:paragraph -->',
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function openPage(page: Parameters<typeof wpRest>[0], id: number): Promise<void> {
  await page.goto(editorAt(`/page/${id}`, { canvas: 'edit' }));
  await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible();
}

for (const size of NOTICE_SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('a failed save and a new draft leave the header usable', async ({ page }) => {
      const title = unique('Lane failing save');
      const id = await newPage(page, title);
      try {
        await openPage(page, id);
        await retitle(page, `${title} edited`);
        await headerWorksBeside(page, await refusedSave(page, `**/wp/v2/pages/${id}*`));
        await page.unrouteAll();
      } finally {
        await wpRest(page, 'DELETE', `/wp/v2/pages/${id}?force=true`);
      }
      await page.goto(editorAt('/page'));
      const draft = unique('Lane draft');
      const notice = await draftNewPage(page, draft);
      const created = new URL(page.url()).searchParams.get('p')?.split('/').pop();
      try {
        await retitle(page, `${draft} named`);
        await headerWorksBeside(page, notice);
      } finally {
        await wpRest(page, 'DELETE', `/wp/v2/pages/${created}?force=true`);
      }
    });
  });
}

test('the offer of kept edits leaves the header usable', async ({ page }) => {
  const title = unique('Lane kept offer');
  const id = await newPage(page, title);
  try {
    await keptOfferLeavesHeaderUsable(page, title, (shown) => openPage(shown, id));
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/pages/${id}?force=true`);
  }
});
