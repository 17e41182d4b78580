// Loading under faults (issue 16): a screen's code or data that fails to load shows an error
// with Retry, never a spinner for ever nor an empty list, and loads by itself once the browser
// is back online or the host answers again. Faults are injected with page.route (a 500, or no
// answer at all) and lifted with unroute, or as Retry is pressed; nothing here waits on a clock
// of its own.
import type { Page, Route } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

/** Generous: the automatic retry waits a little longer after each failure (1 s, 2 s, 4 s…). */
const RECOVERY = { timeout: 25_000 };

// Route matchers are kept: unroute needs the very function route was given.
const matchers = new Map<string, (url: URL) => boolean>();
const matcher = (key: string, test: (url: URL) => boolean) => {
  if (!matchers.has(key)) matchers.set(key, test);
  return matchers.get(key)!;
};
/** A lazily loaded chunk of the bundle (`dist/esm/chunks/<name>-<hash>.js`). */
const isChunk = (name: string) =>
  matcher(
    `chunk:${name}`,
    (url) => url.pathname.startsWith('/dist/') && url.pathname.includes(`/${name}-`),
  );
const isRest = (path: string) =>
  matcher(`rest:${path}`, (url) => url.pathname.startsWith(`/wp-json/${path}`));
const isAnyRest = isRest('');

/** The host's error body for a 500, as WordPress words one. */
const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({
      code: 'internal_server_error',
      message: 'The host fell over.',
      data: { status: 500 },
    }),
  });
const noAnswer = (route: Route) => route.abort('connectionrefused');

type RetryWindow = Window & { retryPressed?: boolean };

/** Notes, in the page, that a Retry button was pressed (inside any open shadow root). */
function noteRetryPresses() {
  const page = window as RetryWindow & { notingRetry?: boolean };
  if (page.notingRetry) return;
  page.notingRetry = true;
  document.addEventListener(
    'click',
    (event) => {
      const pressed = event
        .composedPath()
        .some((node) => node instanceof HTMLButtonElement && node.textContent === 'Retry');
      if (pressed) page.retryPressed = true;
    },
    true,
  );
}

/**
 * Fails matching requests until the user presses Retry: the host comes back at that moment, so
 * the automatic retries before it fail too, and the page shows what the one Retry brought.
 */
async function failUntilRetry(
  page: Page,
  matches: (url: URL) => boolean,
  fail: (route: Route) => Promise<void>,
) {
  await page.addInitScript(noteRetryPresses);
  await page.evaluate(noteRetryPresses).catch(() => {});
  await page.route(matches, async (route) => {
    const pressed = await page
      .evaluate(() => (window as RetryWindow).retryPressed === true)
      .catch(() => false);
    return pressed ? route.fallback() : fail(route);
  });
}

async function openEditor(page: Page, path = '/editor') {
  await logIn(page, 'admin', path);
  const editor = page.locator('site-editor');
  await expect(editor.getByRole('link', { name: 'Go to the Dashboard' })).toBeVisible();
  return editor;
}

test.describe('a screen whose code fails to load', () => {
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('says so with Retry, and Retry loads it', async ({ page }) => {
    const editor = await openEditor(page);
    await failUntilRetry(page, isChunk('templates-screen'), noAnswer);
    await editor.getByRole('link', { name: 'Templates' }).click();
    // The list and its sidebar (the author views, in the list's chunk) each say so.
    const failure = editor
      .getByRole('alert')
      .filter({ hasText: 'The screen could not be loaded.' });
    const retry = editor.getByRole('main').getByRole('button', { name: 'Retry' });
    await expect(failure).toHaveCount(2);
    await expect(editor.getByRole('progressbar')).toHaveCount(0);
    await retry.click();
    await expect(editor.getByRole('heading', { name: 'All templates' })).toBeVisible();
    await expect(editor.locator('iframe[title="Index"]')).toBeAttached();
    // The sidebar's load tries again by itself once the code arrived: both gone.
    await expect(failure).toHaveCount(0);
  });

  test('loads by itself once the browser is back online', async ({ page, context }) => {
    const editor = await openEditor(page);
    await context.setOffline(true);
    await editor.getByRole('link', { name: 'Templates' }).click();
    // The list and its sidebar (the author views) each say so.
    await expect(
      editor
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'The screen could not be loaded.' }),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(editor.getByRole('heading', { name: 'All templates' })).toBeVisible(RECOVERY);
    await expect(editor.locator('iframe[title="Index"]')).toBeAttached(RECOVERY);
  });

  test('loads by itself once the host answers again, code and data', async ({ page }) => {
    test.setTimeout(90_000);
    const editor = await openEditor(page);
    // The host is gone: no chunk and no REST call gets an answer.
    await page.route(isChunk('templates-screen'), noAnswer);
    await page.route(isAnyRest, noAnswer);
    await editor.getByRole('link', { name: 'Templates' }).click();
    await expect(editor.getByRole('main').getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });
    await expect(editor.getByRole('heading', { name: 'All templates' })).toBeVisible(RECOVERY);
    await expect(editor.locator('iframe[title="Index"]')).toBeAttached(RECOVERY);
    await expect(editor.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test('the Fonts modal whose code fails says so, and Retry opens it', async ({ page }) => {
    const editor = await openEditor(page);
    await failUntilRetry(page, isChunk('fonts-modal'), noAnswer);
    await editor.getByRole('button', { name: 'Open command palette' }).click();
    await editor.getByRole('option', { name: 'Manage fonts' }).click();
    const failure = editor
      .getByRole('alert')
      .filter({ hasText: 'The screen could not be loaded.' });
    const retry = editor.getByRole('button', { name: 'Retry' });
    await expect(failure).toBeVisible();
    await retry.click();
    await expect(editor.getByRole('dialog', { name: 'Fonts' })).toBeVisible();
  });
});

test.describe('a list whose data fails to load', () => {
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test("templates: the host's message and Retry, never 'No results'", async ({ page }) => {
    await failUntilRetry(page, isRest('wp/v2/templates'), serverError);
    const editor = await openEditor(page, '/editor?p=/template');
    const failure = editor.getByRole('alert').filter({ hasText: 'The host fell over.' });
    const retry = editor.getByRole('button', { name: 'Retry' });
    await expect(failure).toBeVisible();
    await expect(editor.getByText('No results')).toHaveCount(0);
    await retry.click();
    await expect(editor.locator('iframe[title="Index"]')).toBeAttached();
    await expect(failure).toHaveCount(0);
  });

  test("patterns: the host's message and Retry, never 'No results'", async ({ page }) => {
    await failUntilRetry(page, isRest('wp/v2/block-patterns/patterns'), serverError);
    const editor = await openEditor(page, '/editor?p=/pattern');
    const failure = editor.getByRole('alert').filter({ hasText: 'The host fell over.' });
    const retry = editor.getByRole('button', { name: 'Retry' });
    await expect(failure).toBeVisible();
    await expect(editor.getByText('No results')).toHaveCount(0);
    await retry.click();
    await expect(editor.locator('iframe[title="Hero with heading and buttons"]')).toBeAttached();
  });

  test('the Published pages: the error alone, then the rows once the host answers', async ({
    page,
  }) => {
    await page.route(isRest('wp/v2/pages'), noAnswer);
    const editor = await openEditor(page, '/editor?p=/page&activeView=published&layout=table');
    await expect(editor.getByRole('heading', { name: 'Published' })).toBeVisible();
    const failure = editor.getByRole('alert').filter({ hasText: 'You are probably offline.' });
    const retry = editor.getByRole('button', { name: 'Retry' });
    await expect(failure).toBeVisible();
    await expect(retry).toBeVisible();
    await expect(editor.getByText('No results')).toHaveCount(0);
    await page.unroute(isRest('wp/v2/pages'));
    await expect(editor.getByRole('row', { name: /Contact/ })).toBeVisible(RECOVERY);
    await expect(failure).toHaveCount(0);
  });

  test("the font library: the error and Retry, never 'No fonts installed.'", async ({ page }) => {
    await failUntilRetry(page, isRest('wp/v2/font-families'), serverError);
    await failUntilRetry(page, isRest('wp/v2/global-styles/themes/'), serverError);
    await logIn(page, 'admin', '/element/font-library');
    const library = page.locator('font-library');
    const failure = library.getByRole('alert').filter({ hasText: 'The host fell over.' });
    const retry = library.getByRole('button', { name: 'Retry' });
    await expect(failure).toBeVisible();
    await expect(library.getByText('No fonts installed.')).toHaveCount(0);
    await retry.first().click();
    const theme = library.getByRole('region', { name: 'Theme' });
    await expect(theme.getByRole('button', { name: /^Book Serif/ })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('the font collections come back once the host answers', async ({ page }) => {
    await page.route(isRest('wp/v2/font-collections'), serverError);
    await logIn(page, 'admin', '/element/font-library');
    const library = page.locator('font-library');
    await expect(
      library.getByRole('alert').filter({ hasText: 'The host fell over.' }),
    ).toBeVisible();
    await page.unroute(isRest('wp/v2/font-collections'));
    await expect(library.getByRole('tab', { name: 'Install Fonts' })).toBeVisible(RECOVERY);
  });
});

test.describe('navigation after the host recovers', () => {
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('the editor’s menus: the error with Retry, then the menu by itself', async ({ page }) => {
    await page.route(isRest('wp/v2/navigation'), serverError);
    const editor = await openEditor(page, '/editor?p=/navigation');
    const failure = editor.getByRole('alert').filter({ hasText: 'The host fell over.' });
    const retry = editor.getByRole('button', { name: 'Retry' });
    await expect(failure).toBeVisible();
    await expect(retry).toBeVisible();
    await page.unroute(isRest('wp/v2/navigation'));
    await expect(editor.getByRole('tree', { name: 'Primary' })).toBeVisible(RECOVERY);
    await expect(failure).toHaveCount(0);
  });

  test('one menu whose record failed: Retry shows it, not "missing"', async ({ page }) => {
    await logIn(page, 'admin', '/');
    const id = await page.evaluate(async () => {
      const nonce = await (await fetch('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
      const menus = await (
        await fetch('/wp-json/wp/v2/navigation?_fields=id', { headers: { 'X-WP-Nonce': nonce } })
      ).json();
      return menus[0].id as number;
    });
    await failUntilRetry(page, isRest('wp/v2/navigation'), serverError);
    const editor = await openEditor(page, `/editor?p=/wp_navigation/${id}`);
    const failure = editor.getByRole('alert').filter({ hasText: 'The host fell over.' });
    const retry = editor.getByRole('button', { name: 'Retry' });
    await expect(failure).toBeVisible();
    await expect(editor.getByText('Navigation Menu missing.')).toHaveCount(0);
    await retry.click();
    await expect(editor.getByRole('tree', { name: 'Primary' })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('<navigation-manager>: back by itself once the browser is online again', async ({
    page,
    context,
  }) => {
    await page.route(isRest('wp/v2/navigation'), noAnswer);
    await logIn(page, 'admin', '/element/navigation-manager');
    const element = page.locator('navigation-manager');
    await expect(element.getByRole('button', { name: 'Retry' })).toBeVisible();
    await context.setOffline(true);
    await page.unroute(isRest('wp/v2/navigation'));
    await context.setOffline(false);
    await expect(element.getByRole('tree', { name: 'Primary' })).toBeVisible(RECOVERY);
    await expect(element.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test('<navigation-manager>: the error with Retry, and Retry shows the menus', async ({
    page,
  }) => {
    await failUntilRetry(page, isRest('wp/v2/navigation'), serverError);
    await logIn(page, 'admin', '/element/navigation-manager');
    const element = page.locator('navigation-manager');
    const failure = element.getByRole('alert').filter({ hasText: 'The host fell over.' });
    const retry = element.getByRole('button', { name: 'Retry' });
    await expect(failure).toBeVisible();
    await retry.click();
    await expect(element.getByRole('tree', { name: 'Primary' })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});
