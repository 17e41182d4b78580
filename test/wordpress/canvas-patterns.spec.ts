// The canvas inserter's patterns and Create pattern in WordPress 7.1 (issue 31, item 5), with
// Twenty Twenty-Five (a page opened in the canvas): the same tests as on the demo host (test/e2e/canvas-patterns-tests.ts),
// against WordPress's own /wp/v2/blocks, /wp/v2/wp_pattern_category and block-patterns answers.
import { canvasOf } from '../e2e/canvas-helpers';
import { canvasPatternsTests } from '../e2e/canvas-patterns-tests';
import { closeEditingGuides, editorAt, expect, seeded, test, wpRest } from './fixtures';

// The block editor comes cold from PHP's own server: these tests get three times as long (as
// canvas.spec.ts).
test.beforeEach(() => {
  test.slow();
});

canvasPatternsTests({
  test,
  rest: (page) => (method, path, data) => wpRest(page, method, path, data),
  logIn: (page) => closeEditingGuides(page),
  async openRecord(page) {
    // A page: Twenty Twenty-Five's templates hold their text in patterns, whose blocks are not
    // made into patterns again (as in WordPress's editor).
    await page.goto(editorAt(`/page/${seeded().pages.about}`, { canvas: 'edit' }));
    await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible({
      timeout: 60_000,
    });
  },
  editorUrl: (path) => editorAt(path),
});
