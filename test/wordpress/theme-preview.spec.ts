// Theme preview and activation in WordPress's admin (spec 2.2, 4, 7): our editor's admin page
// opened with `wp_theme_preview=twentytwentyfour` shows that theme (WordPress filters the theme
// for every REST call that names it), and the save button activates it through WordPress 7.1's
// themes.php with the nonce WordPress prints for the previewed theme; then Twenty Twenty-Five is
// put back the same way.
import { editorAt, expect, test, wpRest } from './fixtures';

async function activeTheme(page: import('@playwright/test').Page): Promise<string> {
  const { body } = await wpRest<{ stylesheet: string }[]>(
    page,
    'GET',
    '/wp/v2/themes?status=active',
  );
  return body[0]!.stylesheet;
}

test('a previewed theme is activated by the save button, after the prompt', async ({ page }) => {
  expect(await activeTheme(page)).toBe('twentytwentyfive');
  const activate = async (stylesheet: string, name: string, running: string) => {
    await page.goto(editorAt('/template', { wp_theme_preview: stylesheet }));
    const editor = page.locator('site-editor');
    const save = editor.locator('.se-save-hub__button');
    await expect(save).toHaveText(`Activate ${name}`);
    await save.click();
    const dialog = editor.getByRole('dialog', { name: `Activate ${name}` });
    await expect(
      dialog.getByText(
        `Saving your changes will change your active theme from ${running} to ${name}.`,
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: `Activate ${name}` }).click();
    await expect(save).toHaveText('Saved');
    expect(new URL(page.url()).searchParams.has('wp_theme_preview')).toBe(false);
    expect(await activeTheme(page)).toBe(stylesheet);
  };
  try {
    await page.goto(editorAt('/template', { wp_theme_preview: 'twentytwentyfour' }));
    // The previewed theme's own templates: Twenty Twenty-Four's "Page With Sidebar".
    await expect(
      page.locator('site-editor').locator('.dv-card', { hasText: 'Page With Sidebar' }),
    ).toBeVisible();
    await activate('twentytwentyfour', 'Twenty Twenty-Four', 'Twenty Twenty-Five');
  } finally {
    if ((await activeTheme(page)) !== 'twentytwentyfive') {
      await activate('twentytwentyfive', 'Twenty Twenty-Five', 'Twenty Twenty-Four');
    }
  }
});
