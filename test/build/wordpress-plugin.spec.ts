// The WordPress plugin's zip, as a WordPress user uploads it: one folder holding the plugin's main
// file and the built bundle, every element's module and the chunks they import, no source maps.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { writePluginZip } from '../../scripts/wordpress-plugin.mjs';

test('the plugin zip holds the plugin and the whole bundle, without source maps', () => {
  const { path } = writePluginZip(join(mkdtempSync(join(tmpdir(), 'plugin-zip-')), 'plugin.zip'));
  const names = Object.keys(unzipSync(readFileSync(path)));
  expect(names).toContain('site-editor-elements/site-editor-elements.php');
  expect(names.every((name) => name.startsWith('site-editor-elements/'))).toBe(true);
  expect(names.filter((name) => name.endsWith('.map'))).toEqual([]);
  const entries: Record<string, string[]> = JSON.parse(
    readFileSync('dist/entry-files.json', 'utf8'),
  );
  // The canvas realm, loaded by the editor when a canvas is edited, ships too, with the notices
  // of every third-party package the bundle holds.
  const canvas: Record<string, string[]> = JSON.parse(
    readFileSync('dist/canvas-files.json', 'utf8'),
  );
  expect(Object.keys(canvas)).toEqual(['realm']);
  for (const [tag, files] of Object.entries({ ...entries, ...canvas })) {
    for (const file of files)
      expect(names, `${tag} needs ${file}`).toContain(
        `site-editor-elements/build/${file.replace(/^dist\//, '')}`,
      );
  }
  expect(names).toContain('site-editor-elements/build/esm/THIRD-PARTY-NOTICES.txt');
});
