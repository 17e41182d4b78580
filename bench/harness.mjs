// What the benchmarks share: a demo host with a logged-in browser context, the median, and one
// line per figure against its budget.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { startDemoHost } from './demo-host.mjs';
import { loginState } from './first-screen.mjs';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Starts the demo host (with `hostArgs`, e.g. `['--pages', '10000']`) and a Chromium context
 * logged in as admin with `viewport`. `close()` ends both.
 */
export async function openBench(port, { hostArgs = [], viewport }) {
  const { baseURL, stop } = await startDemoHost(port, hostArgs);
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const storageState = await loginState(browser, baseURL);
    const context = await browser.newContext({ baseURL, storageState, viewport });
    return {
      baseURL,
      context,
      close: async () => {
        await browser.close();
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * Resolves when the page logs `bench:<name>` to its console: how an in-page watcher says its
 * moment has come. Not `waitForFunction`, whose polling puts Playwright's own script into the page
 * (20 to 35 ms of main thread here, in the middle of what is measured). Call it before `goto`.
 */
export function pageSignal(page, name, timeout = 30_000) {
  return page.waitForEvent('console', {
    predicate: (message) => message.text() === `bench:${name}`,
    timeout,
  });
}

/** Prints `label  value ms (budget …)`; true when the value is over its budget. */
export function reportFigure(label, value, budget, width = 52) {
  const over = budget !== undefined && value > budget;
  const note = budget === undefined ? '' : `  (budget ${budget} ms)${over ? '  OVER BUDGET' : ''}`;
  console.log(`  ${label.padEnd(width)} ${value.toFixed(1).padStart(7)} ms${note}`);
  return over;
}

/**
 * Saves the logged-in user's preferences (`{ scope: { key: value } }`), as WordPress keeps them:
 * how a benchmark closes the welcome guides that would cover what it measures. Resolves with the
 * REST nonce of the page's session.
 */
export async function savePreferences(page, preferences) {
  const nonce = (
    await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()
  ).trim();
  await page.request.post('/wp-json/wp/v2/users/me', {
    headers: { 'X-WP-Nonce': nonce },
    data: {
      meta: { persisted_preferences: { ...preferences, _modified: new Date().toISOString() } },
    },
  });
  return nonce;
}
