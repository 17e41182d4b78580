// `npm run bench` (after `npm run build`): the site export on the demo host: from the request to
// the whole zip received, for the demo site (the Meridian theme's files, its templates and parts,
// theme.json merged with the user's styles), median of the runs (budget siteExportMs).
import { readFileSync } from 'node:fs';
import { median, openBench, reportFigure } from './harness.mjs';

const RUNS = 9;
const port = Number(process.env.BENCH_PORT ?? 8797);
const { budgets } = JSON.parse(readFileSync('package.json', 'utf8'));

const { context, close } = await openBench(port, { viewport: { width: 1280, height: 800 } });
let failed = false;
try {
  const page = await context.newPage();
  await page.goto('/editor');
  const nonce = (
    await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()
  ).trim();
  const times = [];
  let size = 0;
  for (let i = 0; i <= RUNS; i += 1) {
    const started = performance.now();
    const response = await page.request.get('/wp-json/wp-block-editor/v1/export', {
      headers: { 'X-WP-Nonce': nonce, Accept: 'application/zip' },
    });
    const body = await response.body();
    const time = performance.now() - started;
    if (response.status() !== 200) throw new Error(`export answered ${response.status()}`);
    size = body.length;
    // The first request warms the host: not counted.
    if (i > 0) times.push(time);
  }
  console.log(`Site export, median of ${RUNS} (a ${(size / 1024).toFixed(1)} KB zip):`);
  failed = reportFigure(
    'the export requested, the zip received',
    median(times),
    budgets.siteExportMs,
    62,
  );
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
