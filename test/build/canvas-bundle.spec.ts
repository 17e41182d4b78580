// The canvas realm's bundle (issue 18): WordPress's block editor is built apart from the elements
// and loaded only by a canvas, never by an element's first load; the notices of every bundled
// third-party package (GPL-2.0-or-later WordPress packages among them) ship beside the bundle.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

test('no element loads the canvas realm before it runs', () => {
  const entries: Record<string, string[]> = JSON.parse(
    readFileSync('dist/entry-files.json', 'utf8'),
  );
  const canvas: Record<string, string[]> = JSON.parse(
    readFileSync('dist/canvas-files.json', 'utf8'),
  );
  expect(canvas.realm?.[0]).toBe('dist/esm/canvas/realm.js');
  for (const [name, files] of Object.entries(entries)) {
    expect(
      files.filter((file) => file.startsWith('dist/esm/canvas/')),
      name,
    ).toEqual([]);
  }
});

test('the third-party notices name each bundled package with its licence text', () => {
  const notices = readFileSync('dist/esm/THIRD-PARTY-NOTICES.txt', 'utf8');
  for (const name of [
    '@wordpress/block-editor 16.2.0',
    '@wordpress/block-library 10.4.0',
    'react ',
  ]) {
    expect(notices).toContain(name);
  }
  expect(notices).toContain('Licence: GPL-2.0-or-later');
  expect(notices).toContain('GNU GENERAL PUBLIC LICENSE');
  expect(notices).toContain('Licence: MIT');
});

test('the canvas loads its tools only when opened: its first load stays within its budget', () => {
  const { budgets } = JSON.parse(readFileSync('package.json', 'utf8'));
  const canvas: Record<string, string[]> = JSON.parse(
    readFileSync('dist/canvas-files.json', 'utf8'),
  );
  const first = canvas.realm ?? [];
  const total = first.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
  expect(total, `the canvas's first load: ${first.join(', ')}`).toBeLessThanOrEqual(
    budgets.canvasRealmKB * 1024,
  );
  // Issue 32's tools are chunks of their own, none of them in the first load.
  const chunks = readdirSync('dist/esm/canvas/chunks').filter((name) => name.endsWith('.js'));
  for (const part of [
    'document-settings',
    'code-editor',
    'preferences-modal',
    'keyboard-shortcuts-help',
    'document-outline',
  ]) {
    const chunk = chunks.find((name) => name.startsWith(`${part}-`));
    expect(chunk, `${part} is a chunk of its own`).toBeDefined();
    expect(first).not.toContain(`dist/esm/canvas/chunks/${chunk}`);
  }
});
