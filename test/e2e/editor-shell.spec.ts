// The full editor's frame against the demo host with its block theme (spec 2.1-2.3).
import {
  accessibilityViolations,
  expect,
  logIn,
  sessionNonce,
  skipStylesWelcomeGuide,
  test,
} from './fixtures';

test.describe('site editor with a block theme', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin', '/editor');
  });

  test('shows the site hub and the Design sidebar', async ({ page }) => {
    const editor = page.locator('site-editor');
    await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
    await expect(
      editor.getByText('Customize the appearance of your website using the block editor.'),
    ).toBeVisible();
    const items = editor.locator('.se-nav-item');
    await expect(items).toHaveText(['Navigation', 'Styles', 'Pages', 'Templates', 'Patterns']);
    const title = editor.locator('.se-hub__title');
    await expect(title).toContainText('Meridian Demo');
    await expect(title).toHaveAttribute('target', '_blank');
    await expect(editor.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(editor.getByRole('button', { name: 'Open command palette' })).toBeVisible();
    await expect(editor.locator('.se-loader')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('navigates between screens, with back and forward', async ({ page }) => {
    await skipStylesWelcomeGuide(page);
    await page.reload(); // the page read the user's preferences before
    const editor = page.locator('site-editor');
    const sidebarTitle = editor.locator('.se-sidebar').getByRole('heading', { level: 2 });
    await editor.getByRole('link', { name: 'Styles' }).click();
    await expect(sidebarTitle).toHaveText('Styles');
    expect(new URL(page.url()).pathname).toBe('/editor');
    expect(new URL(page.url()).searchParams.get('p')).toBe('/styles');
    await expect(editor.getByRole('region', { name: 'Styles' })).toBeVisible();
    await page.goBack();
    await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
    await page.goForward();
    await expect(sidebarTitle).toHaveText('Styles');
    await editor.getByRole('button', { name: 'Back' }).click();
    await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
    expect(new URL(page.url()).searchParams.has('p')).toBe(false);
  });

  test('opens a deep link, and Back goes to the parent screen', async ({ page }) => {
    await page.goto('/editor?p=/wp_navigation/4');
    const editor = page.locator('site-editor');
    await expect(editor.getByRole('heading', { name: 'Navigation' })).toBeVisible();
    await editor.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/p=%2Fnavigation$/);
  });

  test('reports an unknown route', async ({ page }) => {
    await page.goto('/editor?p=/no/such/screen');
    await expect(page.locator('site-editor').getByRole('alert')).toHaveText(
      'The requested page could not be found. Please check the URL.',
    );
  });

  test('counts style revisions in the Design footer', async ({ page }) => {
    const nonce = await sessionNonce(page);
    const themes = await (
      await page.request.get('/wp-json/wp/v2/themes?status=active', {
        headers: { 'X-WP-Nonce': nonce },
      })
    ).json();
    const href: string = themes[0]._links['wp:user-global-styles'][0].href;
    const id = href.split('/').pop();
    for (const color of ['#111111', '#222222']) {
      const saved = await page.request.post(`/wp-json/wp/v2/global-styles/${id}`, {
        headers: { 'X-WP-Nonce': nonce },
        data: { styles: { color: { background: color } } },
      });
      expect(saved.status()).toBe(200);
    }
    await page.reload();
    const link = page.locator('site-editor').locator('.se-revisions-link');
    await expect(link).toHaveText(/^\d+ Revisions?$/);
    await link.click();
    await expect(page).toHaveURL(/p=%2Fstyles/);
    expect(new URL(page.url()).searchParams.get('section')).toBe('/revisions');
  });

  test('opens the command palette with the keyboard and runs a command', async ({ page }) => {
    const editor = page.locator('site-editor');
    await editor.getByRole('link', { name: 'Patterns' }).focus();
    await page.keyboard.press('ControlOrMeta+k');
    const search = editor.getByRole('combobox', { name: 'Search commands' });
    await expect(search).toBeFocused();
    await search.fill('temp');
    await page.keyboard.press('Enter');
    await expect(editor.getByRole('heading', { name: 'Templates', exact: true })).toBeVisible();
  });

  test('names the mobile hub button by the rule', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    const editor = page.locator('site-editor');
    await expect(editor.getByRole('link', { name: 'Go to the Dashboard' })).toBeVisible();
    await editor.getByRole('link', { name: 'Styles' }).click();
    await expect(editor.getByRole('button', { name: 'Go to Site Editor' })).toBeVisible();
  });
});

test('the posts-only app has the post list at its root', async ({ page }) => {
  await logIn(page, 'admin', '/posts');
  const editor = page.locator('site-editor[mode="posts"]');
  await expect(editor.getByRole('heading', { name: 'Posts' })).toBeVisible();
  await expect(editor.getByRole('link', { name: 'All items' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The host's posts, as rows of the list.
  await expect(editor.getByRole('grid', { name: 'Items' }).getByRole('row').first()).toBeVisible();
  await expect(editor.locator('.dv-footer__count')).toHaveText(/\d+ items?/);
  await expect(editor.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
});
