// The WordPress lane: the built elements inside a real WordPress 7.1's wp-admin, mounted by our
// plugin exactly as the README tells a host developer. The global setup brings WordPress up from
// ../shared/wordpress/ (scripts/wordpress.mjs); where that cannot run here, the lane says why and
// its tests are skipped, unless SITE_EDITOR_REQUIRE_WORDPRESS=1 (CI), where that is a failure.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { portFromEnvironment } from './scripts/free-port.mjs';

// A free port (or WORDPRESS_PORT), so two runs side by side never collide.
const port = portFromEnvironment('WORDPRESS_PORT');

export default defineConfig({
  testDir: 'test/wordpress',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // wp-admin on PHP's built-in server and SQLite answers in hundreds of milliseconds a page, and
  // in seconds on a machine running other tests too (a restore took over 10 s beside two runs).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  globalSetup: './test/wordpress/global-setup.ts',
  // Its own folder: Playwright empties its output folder as it starts, and the demo host's run
  // before it keeps its failures' screenshots and traces in test-results/.
  outputDir: 'test-results/wordpress',
  reporter: [['list'], ['json', { outputFile: 'node_modules/.cache/wordpress-summary.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
    // The editor's motion (spec 9: fades, the frame growing into edit mode) is off, as the user
    // can ask: a test reads boxes, colours and contrast of what has arrived, never a frame of a
    // fade. Motion's own tests turn it on (test/e2e/shell-gaps.spec.ts).
    reducedMotion: 'reduce',
  },
});
