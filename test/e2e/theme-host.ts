// A demo host of a describe block's own, with a theme made active through THEME_DIR, and one
// page in it logged in as the administrator (1400 × 900): for tests of a real theme's shape, or
// that switch the active theme, without touching the shared host's site.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { type DemoHost, startDemoHost } from '../fixtures/demo-host';
import { logIn, test } from './fixtures';

export interface ThemeHost {
  /** The logged-in page (valid inside the block's tests). */
  page(): Page;
  host(): DemoHost;
}

/** Starts the host before the block's tests (`prepare` runs once after logging in) and stops it after. */
export function useThemeHost(
  themeDir: string,
  prepare: (page: Page) => Promise<void> = async () => {},
): ThemeHost {
  let host: DemoHost | undefined;
  let root: string | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    root = mkdtempSync(join(tmpdir(), 'theme-host-'));
    host = await startDemoHost({ DATA_DIR: join(root, 'data'), THEME_DIR: themeDir });
    context = await browser.newContext({
      baseURL: host.url,
      viewport: { width: 1400, height: 900 },
    });
    page = await context.newPage();
    await logIn(page, 'admin');
    await prepare(page);
  });
  test.afterAll(async () => {
    await context?.close();
    host?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  return {
    page: () => page as Page,
    host: () => host as DemoHost,
  };
}
