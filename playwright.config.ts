// Playwright runs everything that needs the demo host: REST contract and permission tests
// (test/demo, no browser page) and end-to-end tests in Debian's Chromium (test/e2e).
// The host is started once on a free port (or E2E_PORT) with a throw-away data directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { portFromEnvironment } from './scripts/free-port.mjs';

const port = portFromEnvironment('E2E_PORT');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'site-editor-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'test',
  testMatch: '**/*.spec.ts',
  // The WordPress lane has its own configuration (playwright.wordpress.config.ts).
  testIgnore: 'wordpress/**',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous, so a busy machine (another test run beside this one) passes: timings are benchmarks.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'node_modules/.cache/playwright-summary.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
    // The editor's motion (spec 9: fades, the frame growing into edit mode) is off, as the user
    // can ask: a test reads boxes, colours and contrast of what has arrived, never a frame of a
    // fade. Motion's own tests turn it on (test/e2e/shell-gaps.spec.ts).
    reducedMotion: 'reduce',
  },
  webServer: {
    // Seeded users have closed the site editor's welcome guide (a test that wants it opens it).
    command: 'node dist/demo-server.mjs --welcome-guide-seen',
    url: `http://127.0.0.1:${port}/wp-json/`,
    env: { PORT: String(port), DATA_DIR: dataDir },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
