// Distraction free (a user preference, turned on in the canvas's Options menu) hides the canvas
// header too, as WordPress's editor hides its own: Back, the title and Save slide out above the
// canvas and come back while the pointer is at the canvas's top edge or focus is inside the
// header, so a keyboard still reaches Save and Back. These tests run as the editor, as the canvas
// tools' do, and put the preference back.
import type { Page } from '@playwright/test';
import { canvasOf, chooseCanvasOption, rest, setUserPreferences } from './canvas-helpers';
import { expect, logIn, setWelcomeGuides, test } from './fixtures';
import { unique } from './kept-edits-helpers';

const editor = (page: Page) => page.locator('site-editor');
const header = (page: Page) => editor(page).locator('.se-canvas-header');
/** The save button, whatever it says ('Saved' with nothing to save). */
const save = (page: Page) => header(page).getByRole('button', { name: /^Save/ });
const back = (page: Page) => editor(page).getByRole('button', { name: 'Back', exact: true });
const opacity = (page: Page) =>
  header(page).evaluate((element) => getComputedStyle(element).opacity);

const PARAGRAPH = '<!-- wp:paragraph -->\n<p>Quiet words.</p>\n<!-- /wp:paragraph -->';

/** The pointer over the middle of the canvas, away from the header's edge. */
async function pointAtCanvas(page: Page) {
  const frame = await editor(page).locator('.se-canvas-frame').boundingBox();
  if (!frame) throw new Error('The canvas is not shown');
  await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
  return frame;
}

test.describe('distraction free and the canvas header', () => {
  let id = 0;

  test.beforeEach(async ({ page }) => {
    await logIn(page, 'editor', '/');
    await setWelcomeGuides(page, { welcomeGuidePage: false, welcomeGuideTemplate: false });
    await setUserPreferences(page, 'core', { distractionFree: false });
    const created = await rest(page, 'POST', '/wp/v2/pages', {
      title: unique('Quiet page '),
      status: 'draft',
      content: PARAGRAPH,
    });
    expect(created.status).toBe(201);
    id = created.body.id;
    await page.goto(`/editor?p=${encodeURIComponent(`/page/${id}`)}&canvas=edit`);
    await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible();
  });

  test.afterEach(async ({ page }) => {
    await setUserPreferences(page, 'core', { distractionFree: false });
    await rest(page, 'DELETE', `/wp/v2/pages/${id}?force=true`);
  });

  test('the header slides out, and shows again at the canvas’s top edge or with focus', async ({
    page,
  }) => {
    await expect(save(page)).toBeInViewport();
    await chooseCanvasOption(page, 'Distraction free');

    // Out of sight, the canvas in its place.
    await pointAtCanvas(page);
    await expect(save(page)).not.toBeInViewport();
    await expect(back(page)).not.toBeInViewport();
    await expect.poll(() => opacity(page)).toBe('0');
    const top = (await editor(page).locator('.se-content').boundingBox())?.y ?? -1;
    await expect
      .poll(async () => (await pointAtCanvas(page)).y, { message: 'the canvas reaches the top' })
      .toBeCloseTo(top, 0);
    const frame = await pointAtCanvas(page);

    // The pointer at the canvas's top edge brings it back; away, it goes again.
    await page.mouse.move(frame.x + frame.width / 2, frame.y + 2);
    await expect(save(page)).toBeInViewport();
    await expect.poll(() => opacity(page)).toBe('1');
    await pointAtCanvas(page);
    await expect(save(page)).not.toBeInViewport();

    // A keyboard reaches it: Escape that nothing in the canvas takes goes to Back, shown.
    await canvasOf(page)
      .realm.getByRole('toolbar', { name: 'Document tools' })
      .getByRole('button', { name: 'Options' })
      .last()
      .focus();
    await page.keyboard.press('Escape');
    await expect(back(page)).toBeFocused();
    await expect(back(page)).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(save(page)).toBeInViewport();
    await expect.poll(() => opacity(page)).toBe('1');
    // Back to writing: focus in the canvas, the header goes.
    await canvasOf(page)
      .blocks.locator('.wp-block-post-content')
      .getByRole('document', { name: 'Block: Paragraph' })
      .click();
    await pointAtCanvas(page);
    await expect(save(page)).not.toBeInViewport();

    // Turned off, the header is back in its place.
    await chooseCanvasOption(page, 'Distraction free');
    await pointAtCanvas(page);
    await expect(save(page)).toBeInViewport();
    await expect.poll(() => opacity(page)).toBe('1');
  });

  test('with reduced motion, the header does not slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await chooseCanvasOption(page, 'Distraction free');
    await pointAtCanvas(page);
    await expect(save(page)).not.toBeInViewport();
    await expect
      .poll(() => header(page).evaluate((element) => getComputedStyle(element).transitionDuration))
      .toBe('0s');
  });
});
