// The build output a host developer relies on: one ES module per element, the classic script,
// and the element manifest and declarations generated from the contracts.
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const tags = ['site-editor', 'font-library', 'data-view', 'style-book', 'navigation-manager'];

test('emits an ES module per element and one classic script that loads them all', () => {
  for (const tag of tags) expect(existsSync(`dist/esm/${tag}.js`), tag).toBe(true);
  expect(existsSync('dist/esm/all.js')).toBe(true);
  const classic = readFileSync('dist/site-editor.iife.js', 'utf8');
  // A classic script: no import or export statements, only a dynamic import of the modules
  // next to it, which keeps their lazy chunks lazy.
  expect(classic).not.toMatch(/^\s*(import|export)\s/m);
  expect(classic).toContain("'./esm/all.js'");
  expect(classic.length).toBeLessThan(1024);
});

test('emits hashed lazily loaded chunks with source maps', () => {
  const entries: Record<string, string[]> = JSON.parse(
    readFileSync('dist/entry-files.json', 'utf8'),
  );
  const chunks = entries['site-editor']!.filter((file) => file.includes('/chunks/'));
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    expect(chunk).toMatch(/-[\w-]{8}\.js$/);
    expect(existsSync(`${chunk}.map`), chunk).toBe(true);
  }
});

test('describes every element in custom-elements.json', () => {
  interface Declaration {
    tagName: string;
    attributes: { name: string }[];
    events: { name: string }[];
  }
  const manifest: { modules: { declarations: Declaration[] }[] } = JSON.parse(
    readFileSync('dist/custom-elements.json', 'utf8'),
  );
  const declarations = manifest.modules.flatMap((m) => m.declarations);
  expect(declarations.map((d) => d.tagName).sort()).toEqual([...tags].sort());
  for (const declaration of declarations) {
    const names = declaration.attributes.map((a) => a.name);
    expect(names, declaration.tagName).toEqual(
      expect.arrayContaining(['api-root', 'rest-nonce', 'nonce']),
    );
  }
  const editor = declarations.find((d) => d.tagName === 'site-editor')!;
  expect(editor.attributes.map((a) => a.name)).toEqual(
    expect.arrayContaining(['mode', 'settings']),
  );
  expect(editor.events.map((e) => e.name)).toContain('route-change');
});

test('declares every tag for TypeScript', () => {
  const types = readFileSync('dist/types/elements.d.ts', 'utf8');
  for (const tag of tags) expect(types).toContain(`'${tag}':`);
  expect(types).toContain("mode?: 'site' | 'posts';");
  expect(types).toContain('restNonce?: string;');
});
