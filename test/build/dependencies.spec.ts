// The canvas is WordPress's block editor (issue 18): its packages must be installed once each, at
// the versions package.json pins to the WordPress release the canvas targets. Two copies of
// @wordpress/data or of React would give two registries or two hook dispatchers in one realm:
// blocks that silently never see the editor's state.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const single = /^(@wordpress\/.+|react|react-dom|scheduler)$/;

/** Every installed package: its name, version and folder, nested node_modules included. */
function installed(root: string): { name: string; version: string; dir: string }[] {
  const found: { name: string; version: string; dir: string }[] = [];
  const visit = (modules: string) => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules)) {
      if (entry.startsWith('.')) continue;
      const dirs = entry.startsWith('@')
        ? readdirSync(join(modules, entry)).map((name) => join(modules, entry, name))
        : [join(modules, entry)];
      for (const dir of dirs) {
        const manifest = join(dir, 'package.json');
        if (!existsSync(manifest)) continue;
        const { name, version } = JSON.parse(readFileSync(manifest, 'utf8'));
        found.push({ name, version, dir });
        visit(join(dir, 'node_modules'));
      }
    }
  };
  visit(join(root, 'node_modules'));
  return found;
}

const packages = installed('.');
const pins: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).overrides;

test('no @wordpress package and no React is installed twice', () => {
  const copies = new Map<string, string[]>();
  for (const { name, version, dir } of packages) {
    if (!single.test(name)) continue;
    copies.set(name, [...(copies.get(name) ?? []), `${version} in ${dir}`]);
  }
  const twice = [...copies].filter(([, where]) => where.length > 1);
  expect(twice).toEqual([]);
  expect(copies.has('@wordpress/block-editor')).toBe(true);
});

test('every @wordpress package is pinned, and installed at its pin', () => {
  const wordpress = packages.filter(({ name }) => name.startsWith('@wordpress/'));
  const unpinned = wordpress.filter(({ name }) => !(name in pins)).map(({ name }) => name);
  expect(unpinned, 'add them to overrides in package.json').toEqual([]);
  const off = wordpress
    .filter(({ name, version }) => pins[name] !== version)
    .map(({ name, version }) => `${name} ${version}, pinned ${pins[name]}`);
  expect(off).toEqual([]);
});
