// The Styles screens with a theme in Twenty Twenty-Five's shape (test/fixtures/themes/tt5-shape,
// made the active theme through THEME_DIR on a host of its own): each panel shows the theme's own
// values (presets, element styles, variations by kind).
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, skipStylesWelcomeGuide, test } from './fixtures';
import { useThemeHost } from './theme-host';

test.describe('Styles with a theme shaped like Twenty Twenty-Five', () => {
  const theme = useThemeHost(resolve('test/fixtures/themes/tt5-shape'), skipStylesWelcomeGuide);
  let page: Page;
  test.beforeEach(() => {
    page = theme.page();
  });

  const panel = () => page.locator('site-editor').getByRole('region', { name: 'Styles' });
  const open = async (section: string) => {
    await page.goto(`/editor?p=/styles&section=${encodeURIComponent(section)}`);
    await expect(panel().locator('.st-body')).toBeVisible();
  };

  test('the root lists the panels the theme supports, and its active style', async () => {
    await open('/');
    await expect(panel().locator('.st-nav__item')).toHaveText([
      'Browse styles',
      'Blocks',
      'Typography',
      'Colors',
      'Background',
      'Shadows',
      'Layout',
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('Browse styles shows the whole-site variations only, after Default', async () => {
    await open('/variations');
    await expect(panel().locator('.st-tile__label')).toHaveText(['Default', 'Dusk', 'Meadow']);
  });

  test("Typography shows the theme's fonts, its typography preset and font sizes", async () => {
    await open('/typography');
    const fonts = panel().getByRole('region', { name: 'Fonts' });
    await expect(fonts).toContainText('Inter');
    await expect(fonts).toContainText('Lora');
    await expect(
      panel().getByRole('region', { name: 'Presets' }).locator('.st-tile__label'),
    ).toHaveText(['Lora & Inter']);

    await open('/typography/heading');
    await expect(panel().getByLabel('Font', { exact: true })).toHaveValue(/lora/);
    await expect(panel().getByLabel('Line height', { exact: true })).toHaveValue('1.15');

    await open('/typography/font-sizes');
    for (const name of ['Small', 'Medium', 'Large', 'Extra Large', 'Extra Extra Large']) {
      await expect(panel()).toContainText(name);
    }
    await open('/typography/font-sizes/theme/large');
    await expect(panel().getByRole('switch', { name: 'Custom fluid values' })).toBeChecked();
    await expect(panel().getByLabel('Minimum', { exact: true }).first()).toHaveValue(/1\.25/);
    await expect(panel().getByLabel('Maximum', { exact: true }).first()).toHaveValue(/1\.5/);
  });

  test('Colors, Shadows and Layout show the theme presets and values', async () => {
    await open('/colors');
    await expect(
      panel().getByRole('region', { name: 'Color variations' }).locator('.st-tile__label'),
    ).toHaveText(['Ember', 'Harbour']);
    await open('/colors/palette');
    // The palette is a grid of swatches, each named by its colour's name.
    for (const name of ['Base', 'Contrast', 'Accent 1', 'Accent 6']) {
      await expect(panel().getByRole('button', { name, exact: true })).toBeVisible();
    }
    await open('/shadows');
    await expect(panel()).toContainText('Soft');
    await expect(panel()).toContainText('Lifted');
    await open('/layout');
    await expect(panel().getByLabel('Content width', { exact: true }).first()).toHaveValue(/660/);
    await expect(panel().getByLabel('Wide width', { exact: true }).first()).toHaveValue(/1280/);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
