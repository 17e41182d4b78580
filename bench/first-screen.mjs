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

/**
 * Runs in the page from its first script: the moment the Design sidebar's title is first laid out
 * (checked every animation frame, before that frame paints).
 */
function watchDesignTitle() {
  if (window !== window.top) return;
  const check = () => {
    const titles = document.querySelector('site-editor')?.shadowRoot?.querySelectorAll('h2') ?? [];
    const shown = [...titles].some(
      (title) => title.textContent === 'Design' && title.getClientRects().length > 0,
    );
    if (shown) window.firstScreenShown = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * The full editor until the Design sidebar is visible: the time, and the scripts requested until
 * then. Content the editor loads after its first screen is shown (the site preview beside the
 * Design sidebar waits for that) is not part of it, however soon it arrives.
 */
export async function openFirstScreen(browser, baseURL, storageState) {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  await page.addInitScript(watchDesignTitle);
  await page.goto('/editor');
  await page.waitForFunction(() => window.firstScreenShown !== undefined);
  const { ms, scripts } = await page.evaluate(() => ({
    ms: window.firstScreenShown,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= window.firstScreenShown)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/dist/') && path.endsWith('.js')),
  }));
  await context.close();
  const files = [...new Set(scripts)].map((file) => file.slice(1)).sort();
  return { ms, files, gzipBytes: files.reduce((sum, file) => sum + gzipBytes(file), 0) };
}
