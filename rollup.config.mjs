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
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
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
    plugins: [...plugins(), preloadDynamicDeps()],
  },
];
