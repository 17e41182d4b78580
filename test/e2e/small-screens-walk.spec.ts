// Every screen of the site editor at 375 x 740 (issue 21; spec 2.3, 9's 782px breakpoint): each
// shows its heading and a first item a user can reach without scrolling sideways, and Back or the
// hub's 'Go to Site Editor' leads back to the Design sidebar.
import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations, expect, logIn, setWelcomeGuides, test } from './fixtures';
import { expectNoSidewaysScroll, expectOnScreen } from './small-screen-helpers';

test.use({ viewport: { width: 375, height: 740 } });

/** The sidebar's Back (above the screen on a small screen), not a panel's own. */
const sidebarBack = (editor: Locator) =>
  editor.locator('.se-sidebar').getByRole('button', { name: 'Back' });

/** The Back on screen: the sidebar's, or the canvas header's in edit mode. */
const back = (editor: Locator) =>
  editor.getByRole('button', { name: 'Back' }).filter({ visible: true });

/** The item's preview (as tall as the item) or canvas editor (the screen's height) shows. */
async function expectPreview(editor: Locator, minHeight = 16): Promise<void> {
  const frame = editor.locator('iframe').filter({ visible: true }).first();
  await expect(frame).toBeInViewport();
  expect((await frame.boundingBox())?.height ?? 0, 'the frame’s height').toBeGreaterThan(minHeight);
}

/** From an item in the canvas: its Back to the list it was opened from (spec 2.2), then the hub to Design. */
async function leaveCanvas(page: Page, editor: Locator, list: RegExp): Promise<void> {
  await back(editor).click();
  await expect(page).toHaveURL(list);
  await expect(page).not.toHaveURL(/canvas=edit/);
  await expectOnScreen(page, sidebarBack(editor));
  await expectNoSidewaysScroll(page);
  await toDesign(page, editor);
}

async function toDesign(page: Page, editor: Locator): Promise<void> {
  await editor.getByRole('button', { name: 'Go to Site Editor' }).click();
  await expectOnScreen(page, editor.getByRole('heading', { name: 'Design' }));
  await expectNoSidewaysScroll(page);
}

test.describe('at 375 px wide', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin', '/editor');
    // The guides of Styles and of editing a template would open over the screens.
    await setWelcomeGuides(page, {
      welcomeGuideStyles: false,
      welcomeGuidePage: false,
      welcomeGuideTemplate: false,
    });
    await page.reload();
  });

  test('Design, Styles and a section, the Style Book, Navigation and a menu', async ({ page }) => {
    const editor = page.locator('site-editor');
    await expectOnScreen(page, editor.getByRole('heading', { name: 'Design' }));
    for (const item of ['Navigation', 'Styles', 'Pages', 'Templates', 'Patterns'])
      await expectOnScreen(page, editor.getByRole('link', { name: item }));
    await expectOnScreen(page, editor.getByRole('button', { name: 'Tools' }));
    await expectOnScreen(page, editor.getByRole('link', { name: 'Meridian Demo' }));
    await expectOnScreen(page, editor.getByRole('button', { name: 'Open command palette' }));
    await expectOnScreen(page, editor.getByRole('link', { name: 'Go to the Dashboard' }));
    await expectNoSidewaysScroll(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Styles, and a section of it.
    await editor.getByRole('link', { name: 'Styles' }).click();
    const typography = editor.getByRole('link', { name: 'Typography' });
    await expectOnScreen(page, typography);
    await expectNoSidewaysScroll(page);
    await typography.click();
    await expectOnScreen(page, editor.getByRole('heading', { name: 'Typography' }));
    await expectOnScreen(page, editor.getByRole('button', { name: 'Manage fonts' }));
    await expectNoSidewaysScroll(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    // Back: the Styles panel's root, then Design.
    await sidebarBack(editor).click();
    await expectOnScreen(page, typography);
    await sidebarBack(editor).click();
    await expectOnScreen(page, editor.getByRole('heading', { name: 'Design' }));

    // The Style Book.
    await page.goto('/editor?p=/stylebook');
    await expectOnScreen(page, editor.getByRole('tab', { name: 'Overview' }));
    await expectOnScreen(page, editor.getByRole('tab', { name: 'Colors' }));
    await expectNoSidewaysScroll(page);
    await toDesign(page, editor);

    // Navigation, its one menu, and an item of it.
    await editor.getByRole('link', { name: 'Navigation' }).click();
    await expectOnScreen(page, editor.getByRole('heading', { name: 'Primary' }));
    const home = editor.getByRole('treeitem', { name: /^Home/ });
    await expectOnScreen(page, home);
    await home.click();
    await expect(home).toBeFocused();
    await expectNoSidewaysScroll(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await sidebarBack(editor).click();
    await expectOnScreen(page, editor.getByRole('heading', { name: 'Design' }));
  });

  test('Patterns: the categories, a category’s patterns and a pattern', async ({ page }) => {
    const editor = page.locator('site-editor');
    await editor.getByRole('link', { name: 'Patterns' }).click();
    // No category yet: the category navigation, not the list (spec 2.3).
    await expectOnScreen(page, editor.getByRole('link', { name: /^All patterns/ }));
    await expectOnScreen(page, editor.getByRole('link', { name: /^My patterns/ }));
    await expect(editor.getByRole('searchbox', { name: 'Search' })).toBeHidden();
    await expectNoSidewaysScroll(page);

    await editor.getByRole('link', { name: /^My patterns/ }).click();
    await expect(page).toHaveURL(/categoryId=my-patterns/);
    await expectOnScreen(page, editor.getByRole('heading', { name: 'My patterns' }));
    await expectOnScreen(page, editor.getByRole('searchbox', { name: 'Search' }));
    const first = editor.getByRole('main').getByRole('article').first().getByRole('button').first();
    await expectOnScreen(page, first);
    await expectNoSidewaysScroll(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The list's Back leads to the categories.
    await sidebarBack(editor).click();
    await expectOnScreen(page, editor.getByRole('link', { name: /^All patterns/ }));
    await editor.getByRole('link', { name: /^All patterns/ }).click();
    await expectOnScreen(page, editor.getByRole('heading', { name: 'All patterns' }));
    await expectNoSidewaysScroll(page);

    // A pattern of the user's opens in the canvas.
    await page.goto('/editor?p=/pattern&categoryId=my-patterns');
    await first.click();
    await expect(page).toHaveURL(/p=%2Fwp_block%2F\d+/);
    await expectOnScreen(page, back(editor));
    await expectPreview(editor, 400);
    await expectNoSidewaysScroll(page);
    await leaveCanvas(page, editor, /p=(%2F|\/)pattern.*categoryId=my-patterns/);
  });

  test('Templates and a template, Pages and a page, Posts and a post', async ({ page }) => {
    const editor = page.locator('site-editor');
    await editor.getByRole('link', { name: 'Templates' }).click();
    await expectOnScreen(page, editor.getByRole('heading', { name: 'All templates' }));
    await expectOnScreen(page, editor.getByRole('button', { name: 'Add New Template' }));
    const template = editor
      .getByRole('article', { name: 'Front Page' })
      .getByRole('button')
      .first();
    await expectOnScreen(page, template);
    await expectNoSidewaysScroll(page);
    await template.click();
    await expect(page).toHaveURL(/p=%2Fwp_template%2F/);
    await expectOnScreen(page, back(editor));
    await expectPreview(editor, 400);
    await expectNoSidewaysScroll(page);
    await leaveCanvas(page, editor, /p=(%2F|\/)template(&|$)/);

    for (const [link, item, back] of [
      ['Pages', 'About', /p=(%2F|\/)page(&|$)/],
      ['Posts', 'conference recap', /p=(%2F|\/)post(&|$)/],
    ] as const) {
      if (link === 'Posts') await page.goto('/editor?p=/post');
      else await editor.getByRole('link', { name: link }).click();
      const row = editor.getByRole('button', { name: item, exact: true });
      await expectOnScreen(page, row);
      await expectNoSidewaysScroll(page);
      await row.click();
      await expect(page).toHaveURL(/p=%2F(page|post)%2F\d+/);
      await expectPreview(editor);
      // The canvas fills a phone's screen: no resize handle over it.
      await expect(editor.getByRole('separator', { name: 'Drag to resize' })).toHaveCount(0);
      await expectOnScreen(page, sidebarBack(editor));
      await expectNoSidewaysScroll(page);
      await sidebarBack(editor).click();
      await expect(page).toHaveURL(back);
      await expectOnScreen(page, editor.getByRole('button', { name: item, exact: true }));
      await toDesign(page, editor);
    }
  });

  test('the posts-only app', async ({ page }) => {
    await page.goto('/posts');
    const editor = page.locator('site-editor');
    await expectOnScreen(page, editor.getByRole('button', { name: 'Add New Post' }));
    await expectOnScreen(
      page,
      editor.getByRole('button', { name: 'conference recap', exact: true }),
    );
    await expectNoSidewaysScroll(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
