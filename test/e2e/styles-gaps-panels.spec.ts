// Styles panels against the demo host (issue 33, items 14, 19, 20): a block's typography panel
// opened straight from its link is styled; the revisions list names the current user for the
// unsaved changes, reads the revisions' authors by id and links each saved one to the host's
// revision page; headings are held to AA large; a block's colours lead to its palette; the
// palette is a grid of swatches edited in a popover; a border's sides can be set one by one.
import type { FrameLocator, Page } from '@playwright/test';
import {
  accessibilityViolations,
  expect,
  logIn,
  sessionNonce,
  skipStylesWelcomeGuide,
  test,
  userGlobalStyles,
} from './fixtures';

const editor = (page: Page) => page.locator('site-editor');
const panelOf = (page: Page) => editor(page).getByRole('region', { name: 'Styles' });

/** The site preview, once the site's stylesheet applies (Meridian's Paper background). */
async function sitePreview(page: Page): Promise<FrameLocator> {
  const frame = editor(page).locator('iframe[title^="Site preview"]').first();
  await expect(frame).toBeVisible();
  const content = frame.contentFrame();
  await expect
    .poll(() => content.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor))
    .toBe('rgb(250, 247, 242)');
  return content;
}

test.describe('styles panels (issue 33)', () => {
  let restore: (() => Promise<void>) | undefined;

  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin');
    await skipStylesWelcomeGuide(page);
    const record = await userGlobalStyles(page);
    const original = await record.read();
    restore = () =>
      record.save({ styles: original.styles ?? {}, settings: original.settings ?? {} });
    await record.save({ styles: {}, settings: original.settings ?? {} });
  });

  test.afterEach(async () => {
    await restore?.();
  });

  test("a block's typography panel opened from its link shows letter case and decoration as toggle groups", async ({
    page,
  }) => {
    await page.goto('/editor?p=/styles&section=/blocks/core%2Fheading');
    const panel = panelOf(page);
    await expect(panel.getByRole('heading', { name: 'Heading', level: 2 })).toBeVisible();
    for (const [group, option] of [
      ['Letter case', 'Uppercase'],
      ['Decoration', 'Underline'],
    ] as const) {
      const choices = panel.getByRole('group', { name: group });
      const radio = choices.getByRole('radio', { name: option });
      // The segmented control, not a raw radio button beside its text.
      await expect(radio).toHaveCSS('opacity', '0');
      // The option's whole face takes the click.
      await radio.click();
      await expect(radio).toBeChecked();
      await expect(choices.getByText(option, { exact: true })).toHaveCSS(
        'background-color',
        'rgb(30, 30, 30)',
      );
    }
  });

  test("the unsaved changes are the current user's; each saved revision names its author and links to its page", async ({
    page,
  }) => {
    const record = await userGlobalStyles(page);
    await record.save({ styles: { color: { background: '#2b4c7e' } } });
    const headers = { 'X-WP-Nonce': await sessionNonce(page) };
    const [newest] = await (
      await page.request.get(`/wp-json/wp/v2/global-styles/${record.id}/revisions?per_page=1`, {
        headers,
      })
    ).json();
    // A site with more users than one page holds: a page of users without the revisions'
    // author (only a request for that author by id finds them).
    await page.route(/\/wp-json\/wp\/v2\/users\?/, async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.has('include')) await route.continue();
      else await route.fulfill({ json: [], headers: { 'X-WP-Total': '0' } });
    });

    await page.goto('/editor?p=/styles&section=/colors');
    const panel = panelOf(page);
    const text = panel.getByRole('group', { name: 'Text', exact: true });
    await text.getByRole('button', { name: /^Text: / }).click();
    await editor(page)
      .getByRole('dialog', { name: 'Text' })
      .getByRole('button', { name: 'Mist', exact: true })
      .click();
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Revisions' }).click();
    const entries = panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
    const unsaved = entries.first();
    await expect(unsaved).toContainText('Unsaved changes');
    await expect(unsaved).toContainText('by Alex Admin');
    await expect(unsaved.locator('img')).toHaveAttribute('src', /[?&]s=48\b/);
    // The unsaved changes have no page of their own.
    await expect(unsaved.getByRole('link')).toHaveCount(0);

    const saved = entries.nth(1);
    await expect(saved).toContainText('by Alex Admin');
    await expect(saved.locator('img')).toHaveAttribute('src', /[?&]s=48\b/);
    const link = saved.getByRole('link', { name: `Open revision #${newest.id}` });
    await expect(link).toHaveAttribute('href', `/wp-admin/revision.php?revision=${newest.id}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    // The host's page of it opens (in another tab: the edit stays unsaved here).
    const other = await page.context().newPage();
    const response = await other.goto((await link.getAttribute('href')) ?? '');
    expect(response?.status()).toBe(200);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^Revision #${newest.id} of `),
    );
    await other.close();
  });

  test('headings are held to 3:1, the AA level of large text', async ({ page }) => {
    await page.goto('/editor?p=/styles&section=/colors');
    await sitePreview(page);
    const panel = panelOf(page);
    const headings = panel.getByRole('group', { name: 'Headings', exact: true });
    const pick = async (hex: string) => {
      await headings.getByRole('button', { name: /^Heading text: / }).click();
      const picker = editor(page).getByRole('dialog', { name: 'Heading text' });
      const field = picker.getByRole('textbox', { name: 'Custom color' });
      await field.fill(hex);
      await field.press('Enter');
      await page.keyboard.press('Escape');
      await expect(headings.getByRole('button', { name: `Heading text: ${hex}` })).toBeVisible();
    };
    // #808080 on Paper is about 3.7:1: enough for large text, not for normal text.
    await pick('#808080');
    await expect(headings.getByRole('status')).toHaveText('');
    // #aaaaaa is about 2.2:1: it fails even for large text, and says what headings need.
    await pick('#aaaaaa');
    await expect(headings.getByRole('status')).toHaveText(
      /Low contrast: 2\.\d+:1\. Text needs at least 3:1\./,
    );
  });

  test("a block's colours lead to that block's palette", async ({ page }) => {
    await page.goto('/editor?p=/styles&section=/blocks/core%2Fheading');
    const panel = panelOf(page);
    await expect(panel.getByRole('heading', { name: 'Heading', level: 2 })).toBeVisible();
    await panel.getByRole('link', { name: /^Palette: \d+ colors?$/ }).click();
    await expect(panel.getByRole('heading', { name: 'Palette', level: 2 })).toBeVisible();
    await expect(page).toHaveURL(/section=%2Fblocks%2Fcore%252Fheading%2Fcolors%2Fpalette/);
    await panel.getByRole('link', { name: 'Back' }).click();
    await expect(panel.getByRole('heading', { name: 'Heading', level: 2 })).toBeVisible();
  });

  test('the palette is a grid of swatches, each edited in a popover', async ({ page }) => {
    await page.goto('/editor?p=/styles&section=/colors/palette');
    const preview = await sitePreview(page);
    const panel = panelOf(page);
    const theme = panel.getByRole('region', { name: 'Theme' });
    // A compact grid: swatches, no field until one is opened.
    await expect(theme.getByRole('button', { name: 'Paper', exact: true })).toBeVisible();
    await expect(theme.getByRole('textbox')).toHaveCount(0);
    await theme.getByRole('button', { name: 'Paper', exact: true }).click();
    const popover = editor(page).getByRole('dialog', { name: 'Paper' });
    const hex = popover.getByRole('textbox', { name: 'Paper hex value' });
    await hex.fill('#2b4c7e');
    await hex.press('Enter');
    await expect
      .poll(() =>
        preview.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor),
      )
      .toBe('rgb(43, 76, 126)');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();

    // A new custom colour opens for its name and colour at once.
    const custom = panel.getByRole('region', { name: 'Custom' });
    await custom.getByRole('button', { name: 'Add color' }).click();
    const added = editor(page).getByRole('dialog', { name: 'Color 1' });
    const name = added.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeFocused();
    await name.fill('Sea');
    await name.press('Enter');
    const seaHex = editor(page)
      .getByRole('dialog', { name: 'Sea' })
      .getByRole('textbox', { name: 'Sea hex value' });
    await seaHex.fill('#336699');
    await seaHex.press('Enter');
    await page.keyboard.press('Escape');
    const sea = custom.getByRole('button', { name: 'Sea', exact: true });
    await expect(sea).toBeFocused();
    await expect(sea).toHaveCSS('background-color', 'rgb(51, 102, 153)');
    await sea.click();
    await editor(page)
      .getByRole('dialog', { name: 'Sea' })
      .getByRole('button', { name: 'Remove Sea' })
      .click();
    await expect(custom.getByRole('button', { name: 'Sea', exact: true })).toHaveCount(0);
  });

  test("a block's border sides are set one by one, and show in the site preview", async ({
    page,
  }) => {
    await page.goto('/editor?p=/styles&section=/blocks/core%2Fheading');
    const preview = await sitePreview(page);
    const panel = panelOf(page);
    await expect(panel.getByRole('heading', { name: 'Heading', level: 2 })).toBeVisible();
    const border = panel.getByRole('region', { name: /^Border/ });
    const linked = border.getByRole('textbox', { name: 'Border width' });
    await linked.fill('2px');
    await linked.press('Enter');
    const heading = preview.locator('.wp-block-heading').first();
    await expect(heading).toHaveCSS('border-top-width', '2px');
    await expect(heading).toHaveCSS('border-left-width', '2px');
    await expect(heading).toHaveCSS('border-top-style', 'solid');

    await border.getByRole('button', { name: 'Unlink sides' }).click();
    const top = border.getByRole('group', { name: 'Top border' });
    const left = border.getByRole('group', { name: 'Left border' });
    await expect(top.getByRole('textbox', { name: 'Width' })).toHaveValue('2px');
    const topColor = top.getByRole('textbox', { name: 'Color', exact: true });
    await topColor.fill('#cc1818');
    await topColor.press('Enter');
    await left.getByRole('textbox', { name: 'Width' }).fill('6px');
    await left.getByRole('textbox', { name: 'Width' }).press('Enter');
    await left.getByRole('combobox', { name: 'Style' }).selectOption('dashed');
    await expect(heading).toHaveCSS('border-top-color', 'rgb(204, 24, 24)');
    await expect(heading).toHaveCSS('border-left-width', '6px');
    await expect(heading).toHaveCSS('border-left-style', 'dashed');
    await expect(heading).toHaveCSS('border-right-width', '2px');
    await expect(heading).toHaveCSS('border-right-style', 'solid');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Saved as WordPress keeps split borders: each side in full, border.top, border.left…
    const save = editor(page).locator('.se-save-hub__button');
    await expect(save).toHaveText('Save');
    await save.click();
    await expect(save).toHaveText('Saved');
    const record = await userGlobalStyles(page);
    await expect
      .poll(async () => (await record.read()).styles?.blocks?.['core/heading']?.border)
      .toEqual({
        top: { color: '#cc1818', style: 'solid', width: '2px' },
        right: { style: 'solid', width: '2px' },
        bottom: { style: 'solid', width: '2px' },
        left: { style: 'dashed', width: '6px' },
      });

    // Linked again: the sides' common values, written to all sides.
    await border.getByRole('button', { name: 'Link sides' }).click();
    await expect(border.getByRole('textbox', { name: 'Border width' })).toHaveValue('');
    await border.getByRole('textbox', { name: 'Border width' }).fill('1px');
    await border.getByRole('textbox', { name: 'Border width' }).press('Enter');
    await expect(heading).toHaveCSS('border-left-width', '1px');
    await expect(heading).toHaveCSS('border-top-width', '1px');
    await expect(heading).toHaveCSS('border-top-color', 'rgb(204, 24, 24)');
  });

  test('Layout’s padding is a group named by its label', async ({ page }) => {
    await page.goto('/editor?p=/styles&section=/layout');
    const panel = panelOf(page);
    const padding = panel.getByRole('group', { name: 'Padding', exact: true });
    await expect(padding).toBeVisible();
    // The theme's sides differ: one field a side, and the button that links them.
    await expect(padding.getByRole('textbox', { name: 'Top' })).toBeVisible();
    await expect(padding.getByRole('button', { name: 'Link sides' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
