// `npm run build`: the element bundle (rollup), the demo host (esbuild, for Node), the demo pages,
// the element manifest and declarations; then prints each entry's size, minified and gzipped.
// `--server-only` builds just the demo host.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/**
 * Warnings that are known and harmless, kept out of the build's output so a newcomer does not
 * take them for their own error: circular imports, `"use client"` directives, and fontkit's table definition that names
 * `axisIndex` twice, both times as the same uint16 (harmless; the minifier notices).
 */
function knownWarning(w) {
  if (w.code === 'CIRCULAR_DEPENDENCY') return true;
  // `"use client"` at the top of some React libraries (Base UI): meaningless in a bundle.
  if (w.code === 'MODULE_LEVEL_DIRECTIVE') return true;
  // CommonJS output of TypeScript helpers (`this.__assign`): rewritten to undefined, as meant.
  if (w.code === 'THIS_IS_UNDEFINED') return true;
  return w.plugin === 'esbuild' && /Duplicate key .*axisIndex/.test(w.message);
}

/**
 * Builds the elements and the canvas realm; returns, per ES module entry, the files it loads
 * before running: the elements' entries, and the canvas realm's apart (loaded only by a canvas).
 */
async function buildElements() {
  const { default: configs } = await import('../rollup.config.mjs');
  const staticFiles = {};
  const canvasFiles = {};
  for (const config of configs) {
    const bundle = await rollup({
      ...config,
      onwarn: (w, warn) => (knownWarning(w) ? null : warn(w)),
    });
    const outputs = Array.isArray(config.output) ? config.output : [config.output];
    for (const output of outputs) {
      const { output: chunks } = await bundle.write(output);
      if (!output.dir) continue;
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (fileName, seen = new Set()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const dep of byName.get(fileName)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      const target = output.dir.startsWith('dist/esm/canvas') ? canvasFiles : staticFiles;
      for (const chunk of chunks) {
        if (chunk.type === 'chunk' && chunk.isEntry) {
          target[chunk.name] = [...closure(chunk.fileName)].map((f) => `${output.dir}/${f}`);
        }
      }
    }
    await bundle.close();
  }
  return { staticFiles, canvasFiles };
}

/**
 * dist/site-editor.iife.js: a classic script that loads every element as modules, from next to
 * itself, so such pages share the lazy chunks (fontkit, previews) instead of inlining them all.
 */
function writeClassicLoader() {
  writeFileSync(
    'dist/site-editor.iife.js',
    `/* Every element of the site editor, for pages that can only add a classic script. */
(() => {
  const base = (document.currentScript && document.currentScript.src) || location.href;
  import(new URL('./esm/all.js', base).href).catch((error) => console.error(error));
})();
`,
  );
}

export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Prints each entry alone and with the shared chunks it loads before running (gzipped). */
function printSizes(staticFiles) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const sum = (files, size) => files.reduce((total, file) => total + size(file), 0);
  console.log(
    'entry'.padEnd(34),
    'minified'.padStart(10),
    'gzipped'.padStart(10),
    'with chunks, gzipped'.padStart(22),
  );
  // Each entry's own file comes first in its list (the canvas realm's is a hashed chunk).
  const rows = Object.values(staticFiles).map((files) => [files[0], files]);
  rows.push(['dist/site-editor.iife.js', ['dist/site-editor.iife.js', ...(staticFiles.all ?? [])]]);
  for (const [file, files] of rows) {
    console.log(
      file.padEnd(34),
      kb(statSync(file).size).padStart(10),
      kb(gzipSize(file)).padStart(10),
      kb(sum(files, gzipSize)).padStart(22),
    );
  }
}

const started = Date.now();
if (!serverOnly) rmSync('dist', { recursive: true, force: true });
mkdirSync('dist', { recursive: true });
await buildServer();
if (!serverOnly) {
  const { staticFiles, canvasFiles } = await buildElements();
  writeClassicLoader();
  writeFileSync('dist/entry-files.json', `${JSON.stringify(staticFiles, null, 2)}\n`);
  writeFileSync('dist/canvas-files.json', `${JSON.stringify(canvasFiles, null, 2)}\n`);
  const { writeManifest } = await import('./manifest.mjs');
  await writeManifest();
  if (existsSync('scripts/demo-pages.mjs')) {
    const { buildDemoPages } = await import('./demo-pages.mjs');
    await buildDemoPages();
  }
  printSizes({ ...canvasFiles, ...staticFiles });
}
console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
