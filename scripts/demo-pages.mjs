// Bundles the demo pages' client scripts (demo/pages/*.ts, rendered with lit-html) into
// dist/demo/, one file per page script. Shared modules (demo-data.ts) are inlined: the scripts
// are tiny and each page loads one or two of them. Called by `npm run build` (scripts/build.mjs).
import { readdirSync } from 'node:fs';
import { build } from 'esbuild';

/** Files in demo/pages/ that are imported by the page scripts rather than loaded by a page. */
const sharedModules = new Set(['demo-data.ts']);

export async function buildDemoPages() {
  const entryPoints = readdirSync('demo/pages')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !sharedModules.has(file))
    .map((file) => `demo/pages/${file}`);
  await build({
    entryPoints,
    outdir: 'dist/demo',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'error',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildDemoPages();
  console.log('Built dist/demo/');
}
