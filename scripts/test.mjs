// `npm test`: types and lint, the build, browser unit/component tests (@web/test-runner), then
// everything against the demo host (Playwright: REST contract, permissions, end-to-end, budgets),
// then the WordPress lane (Playwright against a real WordPress 7.1, skipped where it cannot run).
// Ends with one plain line `N passed, N failed` for all runners together.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const wtrSummary = 'node_modules/.cache/wtr-summary.json';
const pwSummary = 'node_modules/.cache/playwright-summary.json';
const wpSummary = 'node_modules/.cache/wordpress-summary.json';
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function finish() {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

// A step that is not a test runner (types, lint, build) counts as one test: it passes or fails.
function step(label, command, args) {
  const ok = run(label, command, args);
  if (ok) totals.passed += 1;
  else totals.failed += 1;
  return ok;
}

if (!step('types and lint', 'npm', ['run', '--silent', 'check'])) finish();
if (!step('build', 'node', ['scripts/build.mjs'])) finish();

rmSync(wtrSummary, { force: true });
const unitOk = run('browser unit and component tests', 'npx', ['web-test-runner']);
const unit = readJson(wtrSummary);
if (unit) {
  totals.passed += unit.passed;
  totals.failed += unit.failed;
  totals.skipped += unit.skipped;
}
if (!unitOk && (!unit || unit.failed === 0)) totals.failed += 1;

/** A Playwright run; its JSON report's counts join the totals. */
function playwright(label, summary, args) {
  rmSync(summary, { force: true });
  const ok = run(label, 'npx', ['playwright', 'test', ...args]);
  const report = readJson(summary);
  if (report?.stats) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  }
  if (!ok && (!report?.stats || report.stats.unexpected === 0)) totals.failed += 1;
}

playwright('demo host: contract, permissions, end-to-end, budgets', pwSummary, []);
playwright('WordPress 7.1: the elements in wp-admin', wpSummary, [
  '--config',
  'playwright.wordpress.config.ts',
]);

finish();
