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
 * Opens the full editor in a fresh context and returns the milliseconds from navigation start
 * to the Design sidebar being visible, and the /dist/ scripts the page loaded.
 */
export async function openFirstScreen(browser, baseURL, storageState) {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/dist/') && url.pathname.endsWith('.js'))
      scripts.add(url.pathname);
  });
  await page.goto('/editor');
  await page
    .locator('site-editor')
    .getByRole('heading', { name: 'Design' })
    .waitFor({ state: 'visible' });
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  const files = [...scripts].map((path) => path.slice(1)).sort();
  return { ms, files, gzipBytes: files.reduce((sum, file) => sum + gzipBytes(file), 0) };
}
