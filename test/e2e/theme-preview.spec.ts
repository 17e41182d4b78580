// Theme preview and activation (spec 2.2, 4, 7), on a host of its own where Tidewater (a theme in
// Twenty Twenty-Five's shape, THEME_DIR) is active and Meridian installed: `wp_theme_preview`
// shows the previewed theme on every screen and is kept on navigation; the save button activates
// it after spec 4's prompt, through the host's themes.php, and the parameter is dropped.
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import {
  accessibilityViolations,
  expect,
  logIn,
  sessionNonce,
  setWelcomeGuides,
  test,
} from './fixtures';
import { useThemeHost } from './theme-host';

test.describe('previewing and activating a theme', () => {
  const theme = useThemeHost(resolve('test/fixtures/themes/tt5-shape'), (page) =>
    setWelcomeGuides(page, { welcomeGuideStyles: false }),
  );
  let page: Page;
  test.beforeEach(() => {
    page = theme.page();
  });

  const editor = () => page.locator('site-editor');
  const saveButton = () => editor().locator('.se-save-hub__button');
  const rest = async (path: string) => {
    const response = await page.request.get(`/wp-json/${path}`, {
      headers: { 'X-WP-Nonce': await sessionNonce(page) },
    });
    expect(response.status()).toBe(200);
    return response.json();
  };
  const activeTheme = async () => (await rest('wp/v2/themes?status=active'))[0].stylesheet;

  test('a previewed theme shows on every screen, kept while navigating, then activated with its edits', async () => {
    expect(await activeTheme()).toBe('tt5-shape');
    await page.goto('/editor?wp_theme_preview=meridian');
    await expect(saveButton()).toHaveText('Activate Meridian');
    await expect(saveButton()).toBeEnabled();

    // Navigated: the parameter stays, and the Templates list is Meridian's (its Wide page).
    await editor().getByRole('link', { name: 'Templates' }).click();
    await expect(page).toHaveURL(/p=%2Ftemplate/);
    expect(new URL(page.url()).searchParams.get('wp_theme_preview')).toBe('meridian');
    await expect(editor().locator('.dv-card', { hasText: 'Wide page' })).toBeVisible();

    // Styles shows Meridian's variations; choosing one is an unsaved edit.
    await page.goto('/editor?p=/styles&section=/variations&wp_theme_preview=meridian');
    const styles = editor().getByRole('region', { name: 'Styles' });
    await styles.getByRole('button', { name: 'Ember' }).click();
    await expect(saveButton()).toHaveText('Activate Meridian & Save');
    await saveButton().click();

    const dialog = editor().getByRole('dialog', { name: 'Activate Meridian & Save' });
    await expect(
      dialog.getByText(
        'Saving your changes will change your active theme from Tidewater to Meridian.',
      ),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Activate Meridian & Save' }).click();

    await expect(saveButton()).toHaveText('Saved');
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).searchParams.has('wp_theme_preview')).toBe(false);
    expect(new URL(page.url()).searchParams.get('p')).toBe('/styles');
    expect(await activeTheme()).toBe('meridian');
    // The edit was saved into Meridian's own styles record.
    const [meridian] = await rest('wp/v2/themes?status=active&_fields=_links');
    const id = meridian._links['wp:user-global-styles'][0].href.split('/').pop();
    const record = await rest(`wp/v2/global-styles/${id}?context=edit`);
    expect(JSON.stringify(record.styles)).not.toBe('{}');
    // After a reload, the site runs Meridian with the Ember variation chosen.
    await page.reload();
    await expect(styles.getByRole('button', { name: 'Ember' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(saveButton()).toHaveText('Saved');
  });

  test('with nothing unsaved, Activate %s asks, then activates', async () => {
    await page.goto('/editor?p=/page&wp_theme_preview=tt5-shape');
    await expect(saveButton()).toHaveText('Activate Tidewater');
    await saveButton().click();
    const dialog = editor().getByRole('dialog', { name: 'Activate Tidewater' });
    await expect(
      dialog.getByText(
        'Saving your changes will change your active theme from Meridian to Tidewater.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Activate Tidewater' }).click();
    await expect(saveButton()).toHaveText('Saved');
    await expect(saveButton()).toBeDisabled();
    expect(await activeTheme()).toBe('tt5-shape');
    expect(new URL(page.url()).searchParams.get('p')).toBe('/page');
    expect(new URL(page.url()).searchParams.has('wp_theme_preview')).toBe(false);
  });

  test('a refused activation keeps the preview and says why', async () => {
    await page.route('**/wp-admin/themes.php?**', (route) =>
      route.fulfill({ status: 403, body: 'The link you followed has expired.' }),
    );
    try {
      await page.goto('/editor?wp_theme_preview=meridian');
      await saveButton().click();
      const dialog = editor().getByRole('dialog', { name: 'Activate Meridian' });
      await dialog.getByRole('button', { name: 'Activate Meridian' }).click();
      await expect(editor().getByText(/Meridian could not be activated/)).toBeVisible();
      await expect(saveButton()).toHaveText('Activate Meridian');
      expect(new URL(page.url()).searchParams.get('wp_theme_preview')).toBe('meridian');
      expect(await activeTheme()).toBe('tt5-shape');
    } finally {
      await page.unroute('**/wp-admin/themes.php?**');
    }
  });

  test('a user who may not switch themes is offered no activation', async ({ browser }) => {
    const editorContext = await browser.newContext({ baseURL: theme.host().url });
    try {
      const editorPage = await editorContext.newPage();
      await logIn(editorPage, 'editor');
      await editorPage.goto('/editor?p=/page&wp_theme_preview=meridian');
      const save = editorPage.locator('site-editor').locator('.se-save-hub__button');
      await expect(save).toHaveText('Saved');
      await expect(save).toBeDisabled();
    } finally {
      await editorContext.close();
    }
  });

  test('the Tools menu lists the block themes to preview, and previews the chosen one', async () => {
    await page.goto('/editor');
    await editor().getByRole('button', { name: 'Tools' }).click();
    const group = editor().getByRole('group', { name: 'Preview a theme' });
    // Block themes only: the classic Plainsong is not offered.
    await expect(group.locator('.se-menu__label')).toHaveText(['Meridian', 'Tidewater (active)']);
    await expect(group.getByRole('menuitemradio', { name: 'Tidewater (active)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await group.getByRole('menuitemradio', { name: 'Meridian' }).click();
    await expect(page).toHaveURL(/wp_theme_preview=meridian/);
    expect(new URL(page.url()).searchParams.get('p') ?? '/').toBe('/');
    await expect(saveButton()).toHaveText('Activate Meridian');

    // Back to the theme the site runs: the parameter goes.
    await editor().getByRole('button', { name: 'Tools' }).click();
    await expect(editor().getByRole('menuitemradio', { name: 'Meridian' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await editor().getByRole('menuitemradio', { name: 'Tidewater (active)' }).click();
    await expect(page).not.toHaveURL(/wp_theme_preview/);
    await expect(saveButton()).toHaveText('Saved');
    expect(await activeTheme()).toBe('tt5-shape');
  });
});
