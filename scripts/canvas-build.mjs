// Rollup plugins for the canvas realm (issue 18): WordPress's block editor, loaded only when a
// canvas is edited, in an iframe of its own (src/canvas/).
// - `canvasRealmUrl()`: the realm is built apart (rollup.config.mjs) into `dist/esm/canvas/`; the
//   elements get its URL as `virtual:canvas-realm-url`, resolved against the importing chunk.
// - `inlineCss()`: `import css from '…/style.css?inline'` gives the stylesheet's text, minified:
//   the realm writes it into its own documents, never into the host page.
// - `noMediaWorkers()`: client-side media processing (the 15 MB vips worker, the video worker)
//   is left out: our media uploads go to the host as they are.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { posix, resolve as resolvePath } from 'node:path';
import { transform } from 'esbuild';

const REALM_URL = 'virtual:canvas-realm-url';
const PLACEHOLDER = '__CANVAS_REALM_PATH__';

/**
 * `virtual:canvas-realm-url`: the realm's entry (built apart, into `canvas/` beside the element
 * entries), resolved against the chunk that imports it, wherever rollup puts that chunk.
 */
export function canvasRealmUrl(realmEntry = 'canvas/realm.js') {
  return {
    name: 'canvas-realm-url',
    resolveId(source) {
      return source === REALM_URL ? `\0${REALM_URL}` : null;
    },
    load(id) {
      if (id !== `\0${REALM_URL}`) return null;
      return `export default new URL('${PLACEHOLDER}', import.meta.url).href;`;
    },
    renderChunk(code, chunk) {
      if (!code.includes(PLACEHOLDER)) return null;
      const relative = posix.relative(posix.dirname(chunk.fileName), realmEntry);
      const path = relative.startsWith('.') ? relative : `./${relative}`;
      return { code: code.replaceAll(PLACEHOLDER, path), map: null };
    },
  };
}

export function inlineCss() {
  return {
    name: 'inline-css',
    async resolveId(source, importer) {
      if (!source.endsWith('.css?inline')) return null;
      const file = source.slice(0, -'?inline'.length);
      // Packages whose `exports` leave out their built styles are read from their folder.
      const direct = resolvePath('node_modules', file);
      if (!file.startsWith('.') && existsSync(direct)) return `${direct}?inline`;
      const resolved = await this.resolve(file, importer, { skipSelf: true });
      return resolved ? `${resolved.id}?inline` : null;
    },
    async load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.slice(0, -'?inline'.length);
      const { code } = await transform(await readFile(file, 'utf8'), {
        loader: 'css',
        minify: !process.env.NO_MINIFY,
        legalComments: 'none',
      });
      return { code: `export default ${JSON.stringify(code)};`, map: { mappings: '' } };
    },
  };
}

const workers = new Set(['@wordpress/vips/worker', '@wordpress/video-conversion/worker']);
/** Node's modules that postcss (the block editor's style scoping) names; its browser map empties them. */
const nodeBuiltins = new Set(['fs', 'path', 'url']);

export function noMediaWorkers() {
  return {
    name: 'no-media-workers',
    resolveId(source) {
      if (workers.has(source)) return `\0no-media-worker:${source}`;
      if (nodeBuiltins.has(source)) return `\0no-node-builtin:${source}`;
      return null;
    },
    load(id) {
      if (id.startsWith('\0no-media-worker:')) {
        return 'export {}; // Client-side media processing is not part of the canvas.';
      }
      if (id.startsWith('\0no-node-builtin:')) return 'export default {};';
      return null;
    },
  };
}

/**
 * `THIRD-PARTY-NOTICES.txt` beside the bundle: every package whose code the bundle holds (the
 * elements' and the canvas realm's), its version, licence and licence text (the minifier drops
 * the files' own legal comments).
 */
const packageRoots = new Set();

export function thirdPartyNotices({ emit = true } = {}) {
  return {
    name: 'third-party-notices',
    async generateBundle(_options, bundle) {
      const { readFileSync, readdirSync } = await import('node:fs');
      const { join } = await import('node:path');
      const roots = packageRoots;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const id of Object.keys(file.modules)) {
          const path = id.replace(/^\0/, '').split('?')[0];
          const match = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(path);
          if (match) roots.add(match[1]);
        }
      }
      // The canvas realm's build only collects: the elements' build writes one file for both.
      if (!emit) return;
      const entries = [...roots]
        .map((root) => {
          const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
          const licenceFile = readdirSync(root).find((name) => /^(licen[cs]e|copying)/i.test(name));
          const text = licenceFile ? readFileSync(join(root, licenceFile), 'utf8').trim() : '';
          return { name: pkg.name, version: pkg.version, license: pkg.license ?? 'see text', text };
        })
        .filter((entry, index, all) => all.findIndex((e) => e.name === entry.name) === index)
        .sort((a, b) => a.name.localeCompare(b.name));
      const rule = '-'.repeat(78);
      const body = entries
        .map(
          (e) =>
            `${e.name} ${e.version}\nLicence: ${e.license}\n\n${e.text || '(no licence file in the package)'}`,
        )
        .join(`\n\n${rule}\n\n`);
      this.emitFile({
        type: 'asset',
        fileName: 'THIRD-PARTY-NOTICES.txt',
        source: `Third-party software in this bundle (${entries.length} packages)\n\n${rule}\n\n${body}\n`,
      });
    },
  };
}
