// `npm run bench` (after `npm run build`): bundle sizes per entry (gzip) and the time to the
// Design sidebar being visible in Chromium against the demo host, median of 5 runs. Fails when a
// budget in package.json is exceeded.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { startDemoHost } from './demo-host.mjs';
import { gzipBytes, loginState, openFirstScreen } from './first-screen.mjs';

const RUNS = 5;
const port = Number(process.env.BENCH_PORT ?? 8799);
const { budgets } = JSON.parse(readFileSync('package.json', 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const { baseURL, stop } = await startDemoHost(port);
let failed = false;
try {
  const entries = JSON.parse(readFileSync('dist/entry-files.json', 'utf8'));
  console.log('Bundle sizes (gzip, with the shared chunks each entry loads):');
  for (const [name, files] of Object.entries(entries)) {
    console.log(
      `  ${name.padEnd(20)} ${kb(files.reduce((sum, file) => sum + gzipBytes(file), 0)).padStart(9)}`,
    );
  }
  console.log(
    `  ${'site-editor.iife.js'.padEnd(20)} ${kb(gzipBytes('dist/site-editor.iife.js')).padStart(9)}`,
  );

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const state = await loginState(browser, baseURL);
  await openFirstScreen(browser, baseURL, state); // warm the host's caches; not counted
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await openFirstScreen(browser, baseURL, state));
  await browser.close();

  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const firstScreen = runs[0].gzipBytes;
  console.log(
    `\nFull editor, first screen: ${kb(firstScreen)} of scripts (budget ${budgets.firstScreenKB} KB)`,
  );
  console.log(`  ${runs[0].files.join('\n  ')}`);
  console.log(
    `Time to the Design sidebar: median ${median.toFixed(0)} ms of ${RUNS} (${times.map((t) => t.toFixed(0)).join(', ')}; budget ${budgets.designSidebarMs} ms)`,
  );
  if (firstScreen > budgets.firstScreenKB * 1024) {
    console.error('Over budget: first screen size.');
    failed = true;
  }
  if (median > budgets.designSidebarMs) {
    console.error('Over budget: time to the Design sidebar.');
    failed = true;
  }
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
