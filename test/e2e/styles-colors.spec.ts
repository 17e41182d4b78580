// Colors in the full editor on the demo host (Meridian): a palette colour changed in
// `/colors/palette` repaints the site preview before anything is saved, and a text colour that
// fails WCAG AA on the background says so beside its control; the screens pass axe.
import type { FrameLocator, Page } from '@playwright/test';
import { accessibilityViolations, expect, logIn, test } from './fixtures';

const editor = (page: Page) => page.locator('site-editor');

/** The site preview, once the site's stylesheet applies (the theme's Paper background). */
async function sitePreview(page: Page): Promise<FrameLocator> {
  const frame = editor(page).locator('iframe[title^="Site preview"]');
  await expect(frame).toBeVisible();
  const content = frame.contentFrame();
  await expect.poll(() => bodyBackground(content)).toBe('rgb(250, 247, 242)');
  return content;
}

function bodyBackground(content: FrameLocator): Promise<string> {
  return content.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
}

async function closeWelcomeGuide(page: Page) {
  const guide = editor(page).getByRole('dialog', { name: /Welcome to Styles/ });
  await guide.waitFor({ timeout: 10_000 }).catch(() => undefined);
  if (await guide.isVisible()) await guide.getByRole('button', { name: 'Close' }).click();
}

test.describe('Styles: colors', () => {
  test('a palette colour repaints the site preview before saving; a failing text colour warns', async ({
    page,
  }) => {
    await logIn(page, 'admin', '/editor?p=/styles&section=/colors');
    await closeWelcomeGuide(page);
    const panel = editor(page).getByRole('region', { name: 'Styles' });
    await expect(panel.getByRole('heading', { name: 'Colors', level: 2 })).toBeVisible();
    const preview = await sitePreview(page);
    // Meridian's text (Ink) on its background (Paper) passes: no warning.
    const textGroup = panel.getByRole('group', { name: 'Text', exact: true });
    await expect(textGroup.getByRole('status')).toHaveText('');
    expect(await accessibilityViolations(page)).toEqual([]);

    await panel.getByRole('link', { name: /^Palette: \d+ colors$/ }).click();
    await expect(panel.getByRole('tab', { name: 'Color', selected: true })).toBeVisible();
    const theme = panel.getByRole('region', { name: 'Theme' });
    // The palette is a grid of swatches: Paper's opens its popover.
    await theme.getByRole('button', { name: 'Paper', exact: true }).click();
    const paper = theme.getByRole('textbox', { name: 'Paper hex value' });
    await paper.fill('#2b4c7e');
    await paper.press('Enter');
    // The site's background is the Paper preset: the preview repaints with the new value.
    await expect.poll(() => bodyBackground(preview)).toBe('rgb(43, 76, 126)');
    // Not saved: the save button offers the change.
    await expect(
      editor(page).getByRole('button', { name: /^(Save|Review \d+ changes?…)$/ }),
    ).toBeEnabled();
    expect(await accessibilityViolations(page)).toEqual([]);

    await panel.getByRole('link', { name: 'Back' }).click();
    await expect(panel.getByRole('heading', { name: 'Colors', level: 2 })).toBeVisible();
    // Ink on the new dark blue background fails AA.
    await expect(textGroup.getByRole('status')).toHaveText(
      /^Low contrast: \d+(\.\d+)?:1\. Text needs at least 4\.5:1\.$/,
    );
    // A light text colour (Mist) passes again.
    await textGroup.getByRole('button', { name: 'Text: Ink' }).click();
    const picker = editor(page).getByRole('dialog', { name: 'Text' });
    await picker.getByRole('button', { name: 'Mist', exact: true }).click();
    await expect(textGroup.getByRole('status')).toHaveText('');
    await expect(textGroup.getByRole('button', { name: 'Text: Mist' })).toBeVisible();
    await expect
      .poll(() => preview.locator('body').evaluate((body) => getComputedStyle(body).color))
      .toBe('rgb(220, 228, 240)');
    await page.keyboard.press('Escape');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('Styles: palette gradients and background', () => {
  test('the Gradient tab and the Background screen with its image picker pass axe', async ({
    page,
  }) => {
    await logIn(page, 'admin', '/editor?p=/styles&section=/colors/palette');
    await closeWelcomeGuide(page);
    const panel = editor(page).getByRole('region', { name: 'Styles' });
    await panel.getByRole('tab', { name: 'Color' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tab', { name: 'Gradient', selected: true })).toBeFocused();
    // Meridian's duotone presets are listed (read-only, as WordPress lists them).
    const duotone = panel.getByRole('region', { name: 'Duotone' });
    await expect(duotone).toContainText('ink-and-paper: #1E1C24, #FAF7F2');
    expect(await accessibilityViolations(page)).toEqual([]);

    await panel.getByRole('link', { name: 'Back' }).click();
    await panel.getByRole('link', { name: 'Back' }).click();
    await panel.getByRole('link', { name: 'Background' }).click();
    await expect(panel.getByRole('heading', { name: 'Background', level: 2 })).toBeVisible();
    await panel.getByRole('button', { name: 'Add background image' }).click();
    const picker = editor(page).getByRole('dialog', { name: 'Background image' });
    await expect(picker.getByRole('button', { name: 'Upload' })).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Set background image' })).toBeDisabled();
    expect(await accessibilityViolations(page)).toEqual([]);
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await expect(picker).toBeHidden();
  });
});
