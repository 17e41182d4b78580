// The canvas's tools (issue 32, items 2 and 4): the code editor (the page's whole markup, edited
// and back), device preview, top toolbar, spotlight, distraction free, the preferences dialog
// and the block breadcrumbs. The view options are the user's preferences: these tests run as the
// editor (no other canvas test does), and put every option back.
import type { Page } from '@playwright/test';
import { canvasOf, chooseCanvasOption, rest, setUserPreferences } from './canvas-helpers';
import { expect, logIn, setWelcomeGuides, test } from './fixtures';
import { unique } from './kept-edits-helpers';

const editor = (page: Page) => page.locator('site-editor');

const CONTENT =
  '<!-- wp:heading -->\n<h2 class="wp-block-heading">Tools heading</h2>\n<!-- /wp:heading -->\n\n' +
  '<!-- wp:paragraph -->\n<p>Tools paragraph.</p>\n<!-- /wp:paragraph -->';

async function openPage(page: Page) {
  await logIn(page, 'editor', '/');
  await setWelcomeGuides(page, { welcomeGuidePage: false, welcomeGuideTemplate: false });
  const created = await rest(page, 'POST', '/wp/v2/pages', {
    title: unique('Tools page '),
    status: 'draft',
    content: CONTENT,
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  await page.goto(`/editor?p=${encodeURIComponent(`/page/${id}`)}&canvas=edit`);
  const canvas = canvasOf(page);
  // The page's own blocks (it opens inside its template, whose blocks are locked).
  const content = canvas.blocks.locator('.wp-block-post-content');
  const heading = content.getByRole('document', { name: 'Block: Heading 2' });
  const paragraph = content.getByRole('document', { name: 'Block: Paragraph' });
  await expect(heading).toBeVisible();
  return { id, ...canvas, heading, paragraph };
}

test.describe('the canvas tools', () => {
  // The view options back as they were, for the editor's next canvas.
  test.afterEach(async ({ page }) => {
    await setUserPreferences(page, 'core', {
      editorMode: 'visual',
      fixedToolbar: false,
      focusMode: false,
      distractionFree: false,
      showBlockBreadcrumbs: true,
    });
  });

  test('the code editor shows the page’s markup; what is typed there is the page’s content', async ({
    page,
  }) => {
    const { id, realm, heading } = await openPage(page);
    await chooseCanvasOption(page, 'Code editor');
    const code = realm.getByRole('textbox', { name: 'Type text or HTML' });
    await expect(code).toHaveValue(/<!-- wp:heading -->[\s\S]*Tools heading/);
    const markup = await code.inputValue();
    await code.fill(markup.replace('Tools heading', 'Heading typed as code'));
    await realm.getByRole('button', { name: 'Exit code editor' }).click();
    await expect(heading).toHaveText('Heading typed as code');
    await editor(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await rest(page, 'GET', `/wp/v2/pages/${id}?context=edit`)).body.content.raw)
      .toContain('Heading typed as code');
    await rest(page, 'DELETE', `/wp/v2/pages/${id}?force=true`);
  });

  test('device preview, top toolbar, spotlight and distraction free', async ({ page }) => {
    const { id, realm, blocks, paragraph } = await openPage(page);
    const frame = realm.locator('iframe[name="editor-canvas"]');
    const width = async () => (await frame.boundingBox())?.width ?? 0;
    const full = await width();

    const view = realm.getByRole('toolbar', { name: 'Document tools' }).getByRole('button', { name: 'View', exact: true });
    await view.click();
    await realm.getByRole('menuitemradio', { name: 'Tablet' }).click();
    await expect.poll(width).toBe(780);
    await view.click();
    await realm.getByRole('menuitemradio', { name: 'Mobile' }).click();
    await expect.poll(width).toBe(360);
    await view.click();
    await realm.getByRole('menuitemradio', { name: 'Desktop' }).click();
    await expect.poll(width).toBe(full);

    await chooseCanvasOption(page, 'Spotlight mode');
    await paragraph.click();
    await expect(blocks.locator('.is-focus-mode')).toHaveCount(1);

    await chooseCanvasOption(page, 'Top toolbar');
    // The paragraph's toolbar sits in the tool bar, above the canvas.
    await paragraph.click();
    await expect(
      realm.locator('.canvas-editor__block-toolbar').getByRole('button', { name: 'Bold' }),
    ).toBeVisible();

    await chooseCanvasOption(page, 'Distraction free');
    await expect(realm.getByRole('region', { name: 'Settings' })).toHaveCount(0);
    await chooseCanvasOption(page, 'Distraction free');
    await expect(realm.getByRole('region', { name: 'Settings' })).toBeVisible();
    await rest(page, 'DELETE', `/wp/v2/pages/${id}?force=true`);
  });

  test('the preferences dialog turns the block breadcrumbs off and on', async ({ page }) => {
    const { id, realm, paragraph } = await openPage(page);
    await paragraph.click();
    const breadcrumbs = realm.getByRole('list', { name: 'Block breadcrumb' });
    await expect(breadcrumbs).toContainText('Page');
    await expect(breadcrumbs).toContainText('Paragraph');

    await chooseCanvasOption(page, 'Preferences');
    const dialog = realm.getByRole('dialog', { name: 'Preferences' });
    const toggle = dialog.getByRole('checkbox', { name: 'Display block breadcrumbs' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(breadcrumbs).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await paragraph.click();
    await expect(breadcrumbs).toContainText('Paragraph');

    await chooseCanvasOption(page, 'Keyboard shortcuts');
    await expect(realm.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await rest(page, 'DELETE', `/wp/v2/pages/${id}?force=true`);
  });
});
