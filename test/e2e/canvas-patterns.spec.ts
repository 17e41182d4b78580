// The canvas inserter's patterns and Create pattern on the demo host (issue 31, item 5): the
// site's patterns found by name and under My patterns and their categories, the category opened
// beside the list, previews in the site's styles, synced patterns inserted as references and
// unsynced ones as blocks, and Create pattern in the block menu saving a wp_block the inserter
// and the Patterns page then list. The tests themselves: canvas-patterns-tests.ts.
import { canvasOf, logInToEdit, rest } from './canvas-helpers';
import { canvasPatternsTests } from './canvas-patterns-tests';
import { expect, test } from './fixtures';

canvasPatternsTests({
  test,
  rest: (page) => (method, path, data) => rest(page, method, path, data as object | undefined),
  logIn: logInToEdit,
  async openRecord(page) {
    await page.goto(`/editor?p=${encodeURIComponent('/wp_template/meridian//404')}&canvas=edit`);
    await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible();
  },
  editorUrl: (path) => `/editor?p=${encodeURIComponent(path)}`,
});
