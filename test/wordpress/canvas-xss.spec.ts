// Stored XSS through the canvas in WordPress's admin (issue 30, item 5): a page and a template
// holding every script vector, stored unfiltered through WordPress's REST API as the lane's
// administrator (who has unfiltered_html), are opened in edit mode with each block selected, and
// in view mode. wp-admin sends no script policy of its own: the canvas realm's policy and its
// sandboxed frames are all that stand between the markup and the administrator's rights.
import { canvasOf } from '../e2e/canvas-helpers';
import {
  frameShowing,
  isolation,
  marksInFrames,
  payloadLogs,
  selectEveryBlock,
  settle,
  writeIntoRealmAndCanvas,
} from '../e2e/xss-helpers';
import { allVectorsMarkup } from '../fixtures/xss-vectors';
import { closeEditingGuides, editorAt, expect, test, wpRest } from './fixtures';

/** The guides closed (they would cover the canvas); WordPress's editor comes cold: slow. */
test.beforeEach(async ({ page }) => {
  test.slow();
  await closeEditingGuides(page);
});

const siteTitle = async (page: Parameters<typeof wpRest>[0]) =>
  (await wpRest<{ title: string }>(page, 'GET', '/wp/v2/settings')).body.title;

const records = [
  {
    name: 'page',
    async seed(page: Parameters<typeof wpRest>[0]) {
      const created = await wpRest<{ id: number }>(page, 'POST', '/wp/v2/pages', {
        title: 'XSS page',
        status: 'draft',
        content: allVectorsMarkup(),
      });
      expect(created.status).toBe(201);
      return {
        path: `/page/${created.body.id}`,
        remove: () => wpRest(page, 'DELETE', `/wp/v2/pages/${created.body.id}?force=true`),
      };
    },
  },
  {
    name: 'template',
    async seed(page: Parameters<typeof wpRest>[0]) {
      const id = 'twentytwentyfive//404';
      const saved = await wpRest(page, 'POST', `/wp/v2/templates/${id}`, {
        content: allVectorsMarkup(),
      });
      expect(saved.status).toBe(200);
      return {
        path: `/wp_template/${id}`,
        remove: () => wpRest(page, 'DELETE', `/wp/v2/templates/${id}?force=true`),
      };
    },
  },
];

for (const record of records) {
  test(`nothing in a ${record.name} runs when an administrator opens it in WordPress`, async ({
    page,
  }) => {
    const logged = payloadLogs(page);
    const title = await siteTitle(page);
    const seeded = await record.seed(page);
    try {
      await page.goto(editorAt(seeded.path, { canvas: 'edit' }));
      const { blocks } = canvasOf(page);
      await expect(blocks.getByText('Canary paragraph')).toBeVisible({ timeout: 60_000 });
      expect(await selectEveryBlock(blocks)).toBeGreaterThan(10);
      await settle(page);
      expect({ marks: await marksInFrames(page), logged }).toEqual({ marks: [], logged: [] });
      expect(await siteTitle(page)).toBe(title);
      if (record.name === 'page') {
        for (const text of ['Custom HTML shown', 'Unknown block', 'Classic content']) {
          expect(await isolation(await frameShowing(page, text)), text).toEqual({
            reachable: false,
            sameOrigin: false,
          });
        }
      }

      await page.goto(editorAt(seeded.path));
      await expect(
        page.locator('site-editor').getByRole('button', { name: 'Edit', exact: true }),
      ).toBeVisible({ timeout: 60_000 });
      await settle(page);
      expect({ marks: await marksInFrames(page), logged }).toEqual({ marks: [], logged: [] });
      expect(await siteTitle(page)).toBe(title);
    } finally {
      await seeded.remove();
      if ((await siteTitle(page)) !== title)
        await wpRest(page, 'POST', '/wp/v2/settings', { title });
    }
  });
}

test('in WordPress, the realm and the block canvas refuse inline scripts, handlers and javascript: URLs', async ({
  page,
}) => {
  const logged = payloadLogs(page);
  await page.goto(editorAt('/wp_template/twentytwentyfive//404', { canvas: 'edit' }));
  await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible({
    timeout: 60_000,
  });
  await writeIntoRealmAndCanvas(page);
  await settle(page);
  expect({ marks: await marksInFrames(page), logged }).toEqual({ marks: [], logged: [] });
});
