// The Typography screens of the Styles panel (spec 2.4) on the demo host with Meridian: the
// screen's labels, a heading size changed and seen in the site preview before saving, a font
// size preset added, renamed and given custom fluid values.
import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations, expect, logIn, sessionNonce, test } from './fixtures';

/** The theme's own styles, and the Styles welcome guide seen (other specs share the host). */
async function freshStyles(page: Page): Promise<void> {
  const headers = { 'X-WP-Nonce': await sessionNonce(page) };
  const themes = await (
    await page.request.get('/wp-json/wp/v2/themes?status=active&_fields=_links', { headers })
  ).json();
  const href: string = themes[0]._links['wp:user-global-styles'][0].href;
  const saved = await page.request.post(`/wp-json/wp/v2/global-styles/${href.split('/').pop()}`, {
    headers,
    data: { styles: {}, settings: {} },
  });
  expect(saved.status()).toBe(200);
  const preferences = await page.request.post('/wp-json/wp/v2/users/me', {
    headers,
    data: {
      meta: {
        persisted_preferences: {
          'core/edit-site': { welcomeGuide: false, welcomeGuideStyles: false },
          _modified: new Date().toISOString(),
        },
      },
    },
  });
  expect(preferences.status()).toBe(200);
}

async function openStyles(page: Page, section: string): Promise<Locator> {
  await logIn(page, 'admin', '/editor?p=/');
  await freshStyles(page);
  await page.goto(`/editor?p=/styles&section=${encodeURIComponent(section)}`);
  const panel = page.locator('site-editor').getByRole('region', { name: 'Styles' });
  // The root has no screen title of its own: its list of panels shows it is in.
  await expect(
    section === '/' ? panel.locator('.st-nav__item').first() : panel.locator('[data-screen-title]'),
  ).toBeVisible();
  return panel;
}

/** The current screen's title. */
const title = (panel: Locator) => panel.locator('[data-screen-title]');

/** The site preview's frame content. */
function preview(page: Page) {
  return page.locator('site-editor').locator('iframe[title^="Site preview"]').contentFrame();
}

test.describe('the Typography screens', () => {
  test('Typography lists the fonts, the elements and the font size presets', async ({ page }) => {
    const panel = await openStyles(page, '/');
    await panel.getByRole('link', { name: 'Typography' }).click();
    await expect(title(panel)).toHaveText('Typography');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
      'Fonts',
      'Elements',
      'Font Sizes',
    ]);
    await expect(panel.locator('.ty-family')).toHaveText([
      'System Sans1 variant',
      'Book Serif1 variant',
      'Monospace1 variant',
    ]);
    const elements = panel.getByRole('region', { name: 'Elements' }).getByRole('link');
    await expect(elements).toHaveText([
      'AaText',
      'AaLinks',
      'AaHeadings',
      'AaCaptions',
      'AaButtons',
    ]);
    for (const name of ['Text', 'Links', 'Headings', 'Captions', 'Buttons']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('link', { name: 'Font size presets' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Manage fonts' }).click();
    const fonts = page.locator('site-editor').getByRole('dialog', { name: 'Fonts' });
    await expect(fonts).toBeVisible();
    await fonts.getByRole('button', { name: 'Close' }).click();
    await expect(fonts).toBeHidden();
  });

  test('a heading level size shows in the site preview before saving', async ({ page }) => {
    const panel = await openStyles(page, '/typography/heading');
    await expect(title(panel)).toHaveText('Headings');
    const heading = preview(page).getByRole('heading', { name: 'Recently published' });
    await expect
      .poll(() => heading.evaluate((element) => getComputedStyle(element).fontSize))
      .not.toBe('14px');
    await panel
      .getByRole('group', { name: 'Select heading level' })
      .getByRole('radio', { name: 'H2' })
      .check();
    const size = panel.getByLabel('Size', { exact: true });
    await expect(size).toHaveValue('xx-large');
    // Small is 0.875rem and not fluid in Meridian: 14px at any width.
    await size.selectOption({ label: 'Small' });
    await expect
      .poll(() => heading.evaluate((element) => getComputedStyle(element).fontSize))
      .toBe('14px');
    // Not saved: the edit waits for the save button.
    await expect(
      page.locator('site-editor').getByRole('button', { name: 'Save', exact: true }),
    ).toBeEnabled();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a font size preset is added, renamed and given custom fluid values', async ({ page }) => {
    const panel = await openStyles(page, '/typography/font-sizes');
    await expect(title(panel)).toHaveText('Font size presets');
    await panel.getByRole('button', { name: 'Add font size' }).click();
    await panel.getByRole('link', { name: /^New Font Size 1/ }).click();
    await expect(title(panel)).toHaveText('New Font Size 1');

    await panel.getByLabel('Name').fill('Body copy');
    await expect(title(panel)).toHaveText('Body copy');

    await panel.getByRole('switch', { name: 'Custom fluid values' }).check();
    const size = panel.getByRole('spinbutton', { name: 'Size' });
    await expect(size).toBeDisabled();
    await panel.getByRole('spinbutton', { name: 'Minimum' }).fill('12');
    await panel.getByRole('spinbutton', { name: 'Maximum' }).fill('20');
    await expect(panel.getByRole('spinbutton', { name: 'Minimum' })).toHaveValue('12');
    await expect(panel.getByRole('spinbutton', { name: 'Maximum' })).toHaveValue('20');
    // The site's stylesheet in the preview declares the preset with the user's bounds.
    await expect
      .poll(() =>
        preview(page)
          .locator('body')
          .evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue(
              '--wp--preset--font-size--custom-1',
            ),
          ),
      )
      .toMatch(/^clamp\(12px, .*20px\)$/);
    expect(await accessibilityViolations(page)).toEqual([]);

    await panel.getByRole('link', { name: 'Back' }).click();
    await expect(panel.getByRole('link', { name: /^Body copy/ })).toBeVisible();
  });
});
