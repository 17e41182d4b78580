// What the full editor's first screen costs, measured the same way by the bench and the budget
// test: the scripts the page loads from /dist/ (gzipped size of each file as built), and the time
// from navigation start to the Design sidebar being visible.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Logs in through the demo host's login page and returns the browser context's storage state. */
export async function loginState(browser, baseURL, user = 'admin', password = user) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Opens `path` in a fresh context, waits for `ready(page)`, and returns the milliseconds from
 * navigation start to then, and the /dist/ scripts the page loaded (with their gzipped total).
 */
export async function openMeasured(browser, baseURL, storageState, path, ready) {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/dist/') && url.pathname.endsWith('.js'))
      scripts.add(url.pathname);
  });
  await page.goto(path);
  await ready(page);
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  const files = [...scripts].map((file) => file.slice(1)).sort();
  return { ms, files, gzipBytes: files.reduce((sum, file) => sum + gzipBytes(file), 0) };
}

/** The full editor until the Design sidebar is visible. */
export function openFirstScreen(browser, baseURL, storageState) {
  return openMeasured(browser, baseURL, storageState, '/editor', (page) =>
    page
      .locator('site-editor')
      .getByRole('heading', { name: 'Design' })
      .waitFor({ state: 'visible' }),
  );
}
