// `npm run bench`: the menu tree's pure logic on a 500-item menu (100 submenus of 4 links), in
// Node, median of 5: parsing the block markup, indenting one item, serialising the tree again
// (budget menuTreeMs each). It was a timed assertion in a unit test, which a busy machine failed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { median, reportFigure } from './harness.mjs';

const RUNS = 5;
const { budgets } = JSON.parse(readFileSync('package.json', 'utf8'));

const dir = mkdtempSync(join(tmpdir(), 'bench-menu-tree-'));
const outfile = join(dir, 'navigation.mjs');
await build({
  entryPoints: ['src/navigation/index.ts'],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  outfile,
  logLevel: 'error',
});
const { parseMenu, indentItem, serializeMenu } = await import(pathToFileURL(outfile).href);
rmSync(dir, { recursive: true, force: true });

function menuMarkup() {
  const blocks = [];
  for (let i = 0; i < 100; i += 1) {
    const children = Array.from(
      { length: 4 },
      (_, j) =>
        `<!-- wp:navigation-link {"label":"Page ${i}.${j}","type":"page","id":${i * 10 + j},"url":"/?page_id=${i * 10 + j}","kind":"post-type"} /-->`,
    ).join('\n\n');
    blocks.push(
      `<!-- wp:navigation-submenu {"label":"Section ${i}","url":"/s${i}","kind":"custom"} -->\n${children}\n<!-- /wp:navigation-submenu -->`,
    );
  }
  return blocks.join('\n\n');
}

const markup = menuMarkup();
const times = { parse: [], edit: [], serialise: [] };
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  const items = parseMenu(markup);
  const parsed = performance.now();
  const edited = indentItem(items, items[60].children[2].key);
  const editedAt = performance.now();
  serializeMenu(edited);
  const done = performance.now();
  times.parse.push(parsed - started);
  times.edit.push(editedAt - parsed);
  times.serialise.push(done - editedAt);
}

console.log(`Menu tree, 500 items (median of ${RUNS}):`);
let over = false;
for (const [step, values] of Object.entries(times)) {
  over = reportFigure(`${step}`, median(values), budgets.menuTreeMs) || over;
}
if (over) process.exit(1);
