// The full editor's 'Fonts' modal (spec 2.7): the font library over the editor, opened from the
// command palette's 'Manage fonts' until the Styles screens offer their own button (spec 2.4).
import { accessibilityViolations, expect, logIn, test } from './fixtures';

test.describe('the Fonts modal in the full editor', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin', '/editor');
    await expect(
      page.locator('site-editor').getByRole('heading', { name: 'Design' }),
    ).toBeVisible();
  });

  test("opens from the palette on the Library tab with the theme's fonts; Escape closes it and focus returns", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const editor = page.locator('site-editor');
    const patterns = editor.getByRole('link', { name: 'Patterns' });
    await patterns.focus();
    await page.keyboard.press('ControlOrMeta+k');
    const search = editor.getByRole('combobox', { name: 'Search commands' });
    await expect(search).toBeFocused();
    await search.fill('fonts');
    await expect(editor.getByRole('option')).toHaveText(['Manage fonts']);
    // The font library's code has not loaded with the editor or the palette.
    expect(scripts.filter((path) => /fonts-modal|font-library/.test(path))).toEqual([]);
    await page.keyboard.press('Enter');

    const fonts = editor.getByRole('dialog', { name: 'Fonts' });
    await expect(fonts).toBeVisible();
    await expect(editor.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
    await expect(fonts.getByRole('tab', { name: 'Library' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const theme = fonts.getByRole('region', { name: 'Theme' });
    for (const name of ['Book Serif', 'Monospace', 'System Sans']) {
      await expect(theme.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(fonts).toHaveCount(0);
    await expect(patterns).toBeFocused();
  });

  test('opens from the palette button, and its close button returns focus to it', async ({
    page,
  }) => {
    const editor = page.locator('site-editor');
    const paletteButton = editor.getByRole('button', { name: 'Open command palette' });
    await paletteButton.click();
    await editor.getByRole('option', { name: 'Manage fonts' }).click();
    const fonts = editor.getByRole('dialog', { name: 'Fonts' });
    await expect(fonts.getByRole('tab', { name: 'Library' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await fonts.getByRole('button', { name: 'Close' }).click();
    await expect(fonts).toHaveCount(0);
    await expect(paletteButton).toBeFocused();
  });
});
