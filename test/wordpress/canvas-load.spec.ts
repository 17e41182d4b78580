// The canvas while its record loads, in WordPress's admin (issue 30): with WordPress's answers
// held back, clicks and keys at every frame into the canvas find nothing to type into until the
// record's blocks are in, and neither Twenty Twenty-Five's Pages template nor a page is changed
// (never saved empty: the site's pages would show blank).
import { canvasOf } from '../e2e/canvas-helpers';
import {
  delayRecordReads,
  editWhileLoading,
  expectRecordKept,
  MARKER,
} from '../e2e/canvas-load-helpers';
import { closeEditingGuides, editorAt, expect, seeded, test, wpRest } from './fixtures';

const DELAY_MS = 3_000;

/** The editing guides closed (they would cover the canvas); slow, as canvas.spec.ts says. */
test.beforeEach(async ({ page }) => {
  test.slow();
  await closeEditingGuides(page);
});

type Item = { content: { raw: string }; source?: string };

test('clicks and keys while the Pages template loads change nothing in WordPress', async ({
  page,
}) => {
  const id = 'twentytwentyfive//page';
  const before = await wpRest<Item>(page, 'GET', `/wp/v2/templates/${id}?context=edit`);
  expect(before.body.content.raw).toContain('wp:post-content');
  const delayed = await delayRecordReads(page, 'templates', id, DELAY_MS);
  try {
    await page.goto(editorAt(`/wp_template/${id}`, { canvas: 'edit' }));
    const frames = await editWhileLoading(page, {
      loadedSelector: '[data-type="core/post-content"]',
      marker: MARKER,
      done: delayed.released,
    });
    const { blocks } = canvasOf(page);
    await expect(blocks.locator('[data-type="core/post-content"]')).toBeVisible();
    await expect(blocks.locator('[data-type="core/template-part"]')).toHaveCount(2);
    await expectRecordKept(page, frames);
    const after = await wpRest<Item>(page, 'GET', `/wp/v2/templates/${id}?context=edit`);
    expect(after.body.content.raw).toBe(before.body.content.raw);
    expect(after.body.source).toBe(before.body.source);
  } finally {
    const now = await wpRest<Item>(page, 'GET', `/wp/v2/templates/${id}?context=edit`);
    if (now.body.source === 'custom' && before.body.source !== 'custom') {
      await wpRest(page, 'DELETE', `/wp/v2/templates/${id}?force=true`);
    }
  }
});

test('clicks and keys while a page loads change nothing in WordPress', async ({ page }) => {
  const { about } = seeded().pages;
  const before = await wpRest<Item>(page, 'GET', `/wp/v2/pages/${about}?context=edit`);
  expect(before.body.content.raw.trim()).not.toBe('');
  const delayed = await delayRecordReads(page, 'pages', about, DELAY_MS);
  try {
    await page.goto(editorAt(`/page/${about}`, { canvas: 'edit' }));
    const frames = await editWhileLoading(page, {
      loadedSelector: '[data-type="core/paragraph"]',
      marker: MARKER,
      done: delayed.released,
    });
    await expect(
      canvasOf(page).blocks.getByRole('document', { name: 'Block: Paragraph' }).first(),
    ).toHaveText('About');
    await expectRecordKept(page, frames);
    const after = await wpRest<Item>(page, 'GET', `/wp/v2/pages/${about}?context=edit`);
    expect(after.body.content.raw).toBe(before.body.content.raw);
  } finally {
    const now = await wpRest<Item>(page, 'GET', `/wp/v2/pages/${about}?context=edit`);
    if (now.body.content.raw !== before.body.content.raw) {
      await wpRest(page, 'POST', `/wp/v2/pages/${about}`, { content: before.body.content.raw });
    }
  }
});
