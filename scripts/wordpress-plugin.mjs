// The WordPress plugin a WordPress user installs: demo/wordpress-plugin/site-editor-elements/ with
// the built bundle (dist/esm/, source maps left out) in its build/ folder. `npm run plugin` writes
// dist/site-editor-elements.zip (Plugins › Add New › Upload Plugin); the WordPress lane installs
// the same files.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const pluginSlug = 'site-editor-elements';
const pluginSource = join(root, 'demo', 'wordpress-plugin', pluginSlug);
const bundle = join(root, 'dist', 'esm');

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The plugin's files, path inside the plugin folder → bytes. Needs a build. */
export function pluginFiles() {
  if (!existsSync(join(bundle, 'site-editor.js')))
    throw new Error('No built bundle in dist/esm: run npm run build first.');
  const files = {};
  for (const path of filesUnder(pluginSource))
    files[relative(pluginSource, path)] = readFileSync(path);
  for (const path of filesUnder(bundle)) {
    if (!path.endsWith('.map'))
      files[join('build', 'esm', relative(bundle, path))] = readFileSync(path);
  }
  return files;
}

/** Writes the plugin into a WordPress plugins folder, as installing its zip would. */
export function installPlugin(pluginsDir) {
  const target = join(pluginsDir, pluginSlug);
  rmSync(target, { recursive: true, force: true });
  for (const [path, bytes] of Object.entries(pluginFiles())) {
    mkdirSync(dirname(join(target, path)), { recursive: true });
    writeFileSync(join(target, path), bytes);
  }
  return target;
}

/** Writes dist/site-editor-elements.zip; resolves with its path and size. */
export function writePluginZip(out = join(root, 'dist', `${pluginSlug}.zip`)) {
  const entries = Object.fromEntries(
    Object.entries(pluginFiles()).map(([path, bytes]) => [`${pluginSlug}/${path}`, bytes]),
  );
  // Level 9 deflate; the zip is made once per release, its size is what users download.
  const zip = zipSync(entries, { level: 9 });
  writeFileSync(out, zip);
  return { path: out, bytes: zip.byteLength, files: Object.keys(entries).length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { path, bytes, files } = writePluginZip();
  console.log(`${relative(root, path)}: ${files} files, ${(bytes / 1024).toFixed(1)} KB`);
}
