// Gaps the site editor audit found in the previews (issue 33, items 2, 13 and 15), as a user sees
// them on the demo host (Meridian: root padding aware alignments, a root padding of the Medium
// spacing preset, 1.75rem to 2.75rem, left and right):
// - the site preview, cards and the Styles preview keep the theme's root padding, a Layout ›
//   padding edit shows in the Styles preview, and the narrowed home canvas sits centred with its
//   content clear of the resize handle;
// - a background image chosen in Styles › Background shows the size the preview gives it, and
//   saves it, as WordPress does;
// - a block's Styles screen previews every block the Style Book has an example of.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { resizeHandleOf } from './canvas-helpers';
import {
  accessibilityViolations,
  expect,
  logIn,
  skipStylesWelcomeGuide,
  test,
  userGlobalStyles,
} from './fixtures';

const editor = (page: Page) => page.locator('site-editor');
const stylesPanel = (page: Page) => editor(page).getByRole('region', { name: 'Styles' });

/** 1.75rem: the least root padding Meridian's Medium spacing preset gives, at any width. */
const LEAST_ROOT_PADDING = 28;

/** A preview frame by its title, once the site's stylesheet applies (the theme's Paper). */
async function previewFrame(page: Page, title: string): Promise<FrameLocator> {
  const frame = editor(page).locator(`iframe[title="${title}"]`);
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toBeVisible();
  const content = frame.contentFrame();
  await expect
    .poll(() => content.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor))
    .toBe('rgb(250, 247, 242)');
  return content;
}

/** How far from the frame's left edge an element starts, in the frame's own CSS px. */
const leftInFrame = (element: Locator) =>
  element.evaluate((node) => Math.round(node.getBoundingClientRect().left));

const siteTitle = (content: FrameLocator) =>
  content.getByRole('link', { name: 'Meridian Demo', exact: true }).first();

test.describe('previews keep the theme’s root padding', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin');
    await skipStylesWelcomeGuide(page);
    await (await userGlobalStyles(page)).save({ styles: {}, settings: {} });
  });

  test.afterEach(async ({ page }) => {
    await (await userGlobalStyles(page)).save({ styles: {}, settings: {} });
  });

  test('the home’s site preview and the template part cards keep the header off the frame’s edge', async ({
    page,
  }) => {
    await page.goto('/editor');
    const home = await previewFrame(page, 'Site preview: Meridian Demo');
    await expect(siteTitle(home)).toBeVisible();
    expect(await leftInFrame(siteTitle(home))).toBeGreaterThanOrEqual(LEAST_ROOT_PADDING);

    await page.goto('/editor?p=/pattern&postType=wp_template_part');
    const header = await previewFrame(page, 'Header');
    await expect(siteTitle(header)).toBeVisible();
    expect(await leftInFrame(siteTitle(header))).toBeGreaterThanOrEqual(LEAST_ROOT_PADDING);
  });

  test('a Layout › padding edit moves the content in the Styles preview before saving', async ({
    page,
  }) => {
    await page.goto(`/editor?p=/styles&section=${encodeURIComponent('/layout')}`);
    const panel = stylesPanel(page);
    await expect(panel.getByRole('heading', { name: 'Layout', level: 2 })).toBeVisible();
    const preview = await previewFrame(page, 'Site preview: Meridian Demo');
    await expect(siteTitle(preview)).toBeVisible();
    const before = await leftInFrame(siteTitle(preview));
    expect(before).toBeGreaterThanOrEqual(LEAST_ROOT_PADDING);

    // Huge is 5rem at least (80 px).
    // Meridian's padding differs by side: the sides show apart (the first Left is padding's).
    await panel
      .getByRole('region', { name: 'Spacing' })
      .getByRole('combobox', { name: 'Left', exact: true })
      .first()
      .selectOption({ label: 'Huge' });
    await expect.poll(() => leftInFrame(siteTitle(preview))).toBeGreaterThanOrEqual(80);
    await expect(editor(page).getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  });

  test('narrowed, the home canvas sits centred, its content whole and clear of the handle', async ({
    page,
  }) => {
    await page.goto('/editor');
    const home = await previewFrame(page, 'Site preview: Meridian Demo');
    const handle = resizeHandleOf(page);
    await handle.focus();
    const full = Number(await handle.getAttribute('aria-valuenow'));
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(full - 300));

    const area = (await editor(page).locator('.se-resizable').boundingBox())!;
    const frame = editor(page).locator('.se-resizable__frame');
    await expect.poll(async () => Math.round((await frame.boundingBox())!.width)).toBe(full - 300);
    const box = (await frame.boundingBox())!;
    const leftGap = box.x - area.x;
    const rightGap = area.x + area.width - (box.x + box.width);
    expect(Math.abs(leftGap - rightGap)).toBeLessThanOrEqual(1);
    // The handle sits beside the frame, over none of its content.
    const grip = (await handle.boundingBox())!;
    expect(grip.x + grip.width).toBeLessThanOrEqual(box.x + 1);
    // The content is laid out at the frame's width: nothing cut off on either side.
    await expect
      .poll(() => home.locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth + 1))
      .toBe(true);
    await expect
      .poll(() => leftInFrame(siteTitle(home)))
      .toBeGreaterThanOrEqual(LEAST_ROOT_PADDING);
    await expect(handle).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('the background image’s size', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin');
    await skipStylesWelcomeGuide(page);
    await (await userGlobalStyles(page)).save({ styles: {}, settings: {} });
  });

  test.afterEach(async ({ page }) => {
    await (await userGlobalStyles(page)).save({ styles: {}, settings: {} });
  });

  test('reads what the preview shows, and is saved with the image', async ({ page }) => {
    await page.goto(`/editor?p=/styles&section=${encodeURIComponent('/background')}`);
    const panel = stylesPanel(page);
    await expect(panel.getByRole('heading', { name: 'Background', level: 2 })).toBeVisible();
    const preview = await previewFrame(page, 'Site preview: Meridian Demo');
    const bodyBackground = () =>
      preview.locator('body').evaluate((body) => {
        const style = getComputedStyle(body);
        return { image: style.backgroundImage !== 'none', size: style.backgroundSize };
      });

    await panel.getByRole('button', { name: 'Add background image' }).click();
    const picker = editor(page).getByRole('dialog', { name: 'Background image' });
    await picker
      .getByRole('listbox', { name: 'Media items' })
      .getByRole('option', { name: 'Open sea' })
      .click();
    await picker.getByRole('button', { name: 'Set background image' }).click();
    await expect(picker).toBeHidden();

    // The site's background tiles at the image's own size, as WordPress gives it: so it reads.
    await expect(panel.getByRole('radio', { name: 'Tile' })).toBeChecked();
    await expect.poll(bodyBackground).toEqual({ image: true, size: 'auto' });
    await panel.getByRole('radio', { name: 'Cover' }).check();
    await expect.poll(bodyBackground).toEqual({ image: true, size: 'cover' });
    await panel.getByRole('radio', { name: 'Tile' }).check();
    await expect.poll(bodyBackground).toEqual({ image: true, size: 'auto' });
    expect(await accessibilityViolations(page)).toEqual([]);

    await editor(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
    const saved = await (await userGlobalStyles(page)).read();
    expect(saved.styles.background).toMatchObject({
      backgroundImage: { source: 'file', id: expect.any(Number) },
      backgroundSize: 'auto',
      backgroundPosition: '50% 0',
    });
  });
});

test.describe('block previews on the Styles block screens', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin');
    await skipStylesWelcomeGuide(page);
  });

  const blockScreen = (page: Page, block: string, rest = '') =>
    page.goto(
      `/editor?p=/styles&section=${encodeURIComponent(`/blocks/${encodeURIComponent(block)}${rest}`)}`,
    );

  test('every block with a Style Book example has a preview of it', async ({ page }) => {
    await blockScreen(page, 'core/image');
    await expect(stylesPanel(page).getByRole('heading', { name: 'Image', level: 2 })).toBeVisible();
    const image = await previewFrame(page, 'Image preview');
    await expect(
      image.getByRole('img', { name: 'Green hills under an orange morning sky' }),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await blockScreen(page, 'core/cover');
    const cover = await previewFrame(page, 'Cover preview');
    await expect(cover.getByText('Into the hills')).toBeVisible();

    await blockScreen(page, 'core/gallery');
    const gallery = await previewFrame(page, 'Gallery preview');
    await expect(gallery.getByRole('img')).toHaveCount(3);

    // Content shows the newest post's content, as the Style Book does.
    await blockScreen(page, 'core/post-content');
    const content = await previewFrame(page, 'Content preview');
    await expect(content.locator('.wp-block-post-content')).not.toBeEmpty();
  });

  test('a block style variation’s preview shows the block in that style', async ({ page }) => {
    await blockScreen(page, 'core/image', '/variations/rounded');
    await expect(
      stylesPanel(page).getByRole('heading', { name: 'Rounded', level: 2 }),
    ).toBeVisible();
    const rounded = await previewFrame(page, 'Image preview');
    const picture = rounded.getByRole('img', { name: 'Green hills under an orange morning sky' });
    await expect(picture).toBeVisible();
    // Rounded (the block library's `is-style-rounded`): a fully rounded picture.
    await expect
      .poll(() =>
        picture.evaluate((img) => Number.parseFloat(getComputedStyle(img).borderTopLeftRadius)),
      )
      .toBeGreaterThan(100);
  });
});
