// `npm run bench`: every benchmark in turn, each in its own process, all of them run even when
// one exceeds a budget (so one figure over budget never hides the others); the exit status is
// non-zero when any failed, and the last lines name them.
import { spawnSync } from 'node:child_process';

const benches = [
  'run',
  'data-view',
  'previews',
  'post-list',
  'fonts',
  'navigation',
  'menu-tree',
  'styles',
  'style-book',
  'patterns',
  'templates',
  'export',
  'commands',
  'canvas',
  'host-lists',
];

const failed = benches.filter(
  (name) => spawnSync('node', [`bench/${name}.mjs`], { stdio: 'inherit' }).status !== 0,
);
if (failed.length > 0) {
  console.log(`\nOver budget or failed: ${failed.map((name) => `bench/${name}.mjs`).join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${benches.length} benchmarks within their budgets.`);
