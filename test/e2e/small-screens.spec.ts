// Small screens (issue 16, defect 5; spec 9's 782px breakpoint): from 320 to 600 px wide the
// editor shows its sidebar or its content, never both squeezed together, as WordPress's site
// editor does on a phone. At 400 px the page list used to show no row at all: the sidebar above
// it left the list a 136 px box.
import { expect, logIn, test } from './fixtures';
import { expectNoSidewaysScroll, expectOnScreen } from './small-screen-helpers';

for (const width of [320, 400, 600]) {
  test.describe(`at ${width} px wide`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
    });

    test('the page list shows its rows, and Back leads to its views, then to Design', async ({
      page,
    }) => {
      await logIn(page, 'admin', '/editor?p=%2Fpage');
      const editor = page.locator('site-editor');
      await expectOnScreen(page, editor.getByRole('row').first());
      await expectOnScreen(page, editor.getByRole('button', { name: 'Add New Page' }));
      await expectOnScreen(page, editor.getByRole('searchbox', { name: 'Search' }));
      await expectNoSidewaysScroll(page);

      // The content's Back shows the list's views; choosing one shows its rows.
      await editor.getByRole('button', { name: 'Back' }).click();
      await expectOnScreen(page, editor.getByRole('link', { name: 'Drafts' }));
      await editor.getByRole('link', { name: 'Published' }).click();
      await expect(page).toHaveURL(/activeView=publish/);
      await expectOnScreen(page, editor.getByRole('heading', { name: 'Published' }));
      await expectOnScreen(page, editor.getByRole('row').first());

      // The hub button leads to the Design sidebar (spec 2.3).
      await editor.getByRole('button', { name: 'Go to Site Editor' }).click();
      await expectOnScreen(page, editor.getByRole('heading', { name: 'Design' }));
      await expectNoSidewaysScroll(page);
    });

    test('the Design sidebar opens the post list, templates and navigation', async ({ page }) => {
      await logIn(page, 'admin', '/editor');
      const editor = page.locator('site-editor');
      await expectOnScreen(page, editor.getByRole('heading', { name: 'Design' }));
      for (const item of ['Navigation', 'Styles', 'Pages', 'Templates', 'Patterns'])
        await expectOnScreen(page, editor.getByRole('link', { name: item }));
      await expectNoSidewaysScroll(page);

      await editor.getByRole('link', { name: 'Templates' }).click();
      // The sidebar's title above the list's own heading.
      await expectOnScreen(page, editor.getByRole('heading', { name: 'Templates' }).last());
      await expect(editor.locator('iframe').first()).toBeInViewport();
      await expectNoSidewaysScroll(page);
      await editor.getByRole('button', { name: 'Go to Site Editor' }).click();

      await editor.getByRole('link', { name: 'Navigation' }).click();
      await expectOnScreen(page, editor.getByRole('treeitem', { name: /^Home/ }));
      await expectNoSidewaysScroll(page);

      await page.goto('/editor?p=%2Fpost');
      await expectOnScreen(page, editor.getByRole('row').first());
      await expectNoSidewaysScroll(page);
    });

    test('quick edit takes the list’s place and fits the screen', async ({ page }) => {
      await logIn(page, 'admin', '/editor?p=%2Fpage&layout=table&postId=12&quickEdit=true');
      const editor = page.locator('site-editor');
      const panel = editor.locator('.se-quick-edit');
      await expectOnScreen(page, panel.getByRole('heading', { name: 'Contact' }));
      await expectOnScreen(page, panel.getByLabel('Title'));
      const overflowing = await panel.evaluate(
        (section) => section.scrollWidth > section.clientWidth,
      );
      expect(overflowing, 'the panel scrolls sideways').toBe(false);
      await expectNoSidewaysScroll(page);
      await panel.getByRole('button', { name: 'Cancel' }).click();
      await expect(panel).toHaveCount(0);
      // A table wider than the screen scrolls sideways in its own box.
      await expect(editor.getByRole('row', { name: 'About' })).toBeInViewport();
      await expectOnScreen(page, editor.getByRole('button', { name: 'Quick edit' }));
      await expectNoSidewaysScroll(page);
    });
  });
}
