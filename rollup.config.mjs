// The product bundle: dist/esm/, one ES module per element (and `all.js`, every element);
// shared chunks (React, stores, client) are split out by rollup, and lazily loaded screens and
// parts (fontkit, the preview renderer) get hashed chunk names. A page loading several elements
// loads the runtime once. The classic script (dist/site-editor.iife.js) is a loader of `all.js`
// written by scripts/build.mjs, so pages that can only add a classic script keep the lazy chunks.
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import {
  canvasRealmUrl,
  inlineCss,
  noMediaWorkers,
  thirdPartyNotices,
} from './scripts/canvas-build.mjs';
import { preloadDynamicDeps } from './scripts/preload-dynamic-deps.mjs';

export const elementTags = [
  'site-editor',
  'font-library',
  'data-view',
  'style-book',
  'navigation-manager',
];

// NO_MINIFY=1 keeps names readable for profiling.
const plugins = () => [
  noMediaWorkers(),
  inlineCss(),
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  // Node's built-ins are never ours to import in a browser: a package's `browser` field maps them.
  nodeResolve({
    browser: true,
    preferBuiltins: false,
    extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
  }),
  commonjs(),
  json(),
  esbuild({
    target: 'es2022',
    jsx: 'automatic',
    minify: !process.env.NO_MINIFY,
    legalComments: 'none',
    tsconfig: 'tsconfig.json',
  }),
];

export default [
  // The canvas realm (issue 18): WordPress's block editor, in an iframe of its own, loaded only
  // when a canvas is edited. Built apart, so its modules never reshape the elements' chunks (it
  // runs its own React anyway); the elements find it at `canvas/realm.js` beside them.
  {
    input: { realm: 'src/canvas/realm/main.tsx' },
    output: {
      dir: 'dist/esm/canvas',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
    },
    plugins: [...plugins(), preloadDynamicDeps(), thirdPartyNotices({ emit: false })],
  },
  {
    input: {
      ...Object.fromEntries(elementTags.map((tag) => [tag, `elements/${tag}.ts`])),
      all: 'elements/all.ts',
    },
    output: {
      dir: 'dist/esm',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
    },
    plugins: [...plugins(), canvasRealmUrl(), preloadDynamicDeps(), thirdPartyNotices()],
  },
];
