// `npm run build`: the element bundle (rollup), the demo host (esbuild, for Node), the demo pages,
// the element manifest and declarations; then prints each entry's size, minified and gzipped.
// `--server-only` builds just the demo host.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { rollup } from 'rollup';

const serverOnly = process.argv.includes('--server-only');

async function buildServer() {
  await esbuild({
    entryPoints: { 'demo-server': 'demo/server/main.ts' },
    outdir: 'dist',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'error',
  });
}

async function buildElements() {
  const { default: configs } = await import('../rollup.config.mjs');
  for (const config of configs) {
    const bundle = await rollup({ ...config, onwarn: (w, warn) => (w.code === 'CIRCULAR_DEPENDENCY' ? null : warn(w)) });
    const outputs = Array.isArray(config.output) ? config.output : [config.output];
    for (const output of outputs) await bundle.write(output);
    await bundle.close();
  }
}

export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function printSizes() {
  const { elementTags } = await import('../rollup.config.mjs');
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('entry'.padEnd(36), 'minified'.padStart(10), 'gzipped'.padStart(10));
  const files = [...elementTags.map((t) => `dist/esm/${t}.js`), 'dist/site-editor.iife.js'];
  for (const file of files) {
    console.log(file.padEnd(36), kb(statSync(file).size).padStart(10), kb(gzipSize(file)).padStart(10));
  }
}

const started = Date.now();
if (!serverOnly) rmSync('dist', { recursive: true, force: true });
mkdirSync('dist', { recursive: true });
await buildServer();
if (!serverOnly) {
  await buildElements();
  const { writeManifest } = await import('./manifest.mjs');
  await writeManifest();
  if (existsSync('scripts/demo-pages.mjs')) {
    const { buildDemoPages } = await import('./demo-pages.mjs');
    await buildDemoPages();
  }
  await printSizes();
}
console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
