// `npm run bench` (after `npm run build`): the demo host's REST lists over 10 000 extra pages,
// the volume the lists and the command palette are measured with. Each query is asked once to
// warm the host, then timed over HTTP, median of 5 (budget hostListMs each). Fails when a budget
// is exceeded. (The seeding test checks only that these answer and count right: a timing has
// no place in a test that must pass on a busy machine.)
import { readFileSync } from 'node:fs';
import { median, openBench, reportFigure } from './harness.mjs';

const RUNS = 5;
const port = Number(process.env.BENCH_PORT ?? 8799);
const { budgets } = JSON.parse(readFileSync('package.json', 'utf8'));

const queries = {
  'first page of 20': 'per_page=20',
  'page 400 of 20': 'per_page=20&page=400',
  '100 in edit context, all statuses, authors embedded':
    'per_page=100&status=any&context=edit&_embed=author',
  'by hierarchy, a deep page':
    'per_page=20&orderby=menu_order&order=asc&orderby_hierarchy=true&page=300',
  'a search': 'per_page=20&search=page%2099',
};

const bench = await openBench(port, { hostArgs: ['--pages', '10000'] });
let over = false;
try {
  const { request } = bench.context;
  const nonce = (
    await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()
  ).trim();
  const headers = { 'X-WP-Nonce': nonce };
  console.log(`The demo host's page lists, 10 000 extra pages, median of ${RUNS} over HTTP:`);
  for (const [label, query] of Object.entries(queries)) {
    const url = `/wp-json/wp/v2/pages?${query}`;
    await request.get(url, { headers });
    const times = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const response = await request.get(url, { headers });
      times.push(performance.now() - started);
      if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
    }
    over = reportFigure(label, median(times), budgets.hostListMs) || over;
  }
} finally {
  await bench.close();
}
if (over) process.exit(1);
