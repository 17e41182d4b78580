// Browser unit and component tests (*.test.ts / *.test.tsx) in Debian's Chromium.
// React is CommonJS, which the dev server cannot serve file by file, so the CommonJS
// dependencies are pre-bundled once with esbuild (splitting on, so react and react-dom share one
// React) and their bare imports are rewritten to that bundle. Project files stay separate modules.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { summaryReporter } from './scripts/wtr-summary-reporter.mjs';
import { defaultReporter } from '@web/test-runner';

const prebundled = {
  react: 'react',
  'react/jsx-runtime': 'react-jsx-runtime',
  'react/jsx-dev-runtime': 'react-jsx-dev-runtime',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom-client',
  'react-dom/test-utils': 'react-dom-test-utils',
};
const outdir = 'node_modules/.cache/wtr-deps';
const entrydir = 'node_modules/.cache/wtr-deps-src';
mkdirSync(outdir, { recursive: true });
mkdirSync(entrydir, { recursive: true });
// An ES module bundle of a CommonJS module has only a default export: name every export
// explicitly, reading the list from the module itself.
process.env.NODE_ENV = 'development';
const require = createRequire(import.meta.url);
const entryPoints = {};
for (const [spec, name] of Object.entries(prebundled)) {
  const names = Object.keys(require(spec)).filter((key) => /^[A-Za-z_$][\w$]*$/.test(key) && key !== 'default');
  const file = `${entrydir}/${name}.js`;
  writeFileSync(file, `import m from '${spec}';\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`);
  entryPoints[name] = file;
}
await build({
  entryPoints,
  bundle: true,
  splitting: true,
  format: 'esm',
  outdir,
  logLevel: 'error',
  define: { 'process.env.NODE_ENV': '"development"' },
});

export default {
  files: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  concurrency: 1,
  // Generous: a busy machine (two test runs side by side on two cores) runs axe over a large grid
  // in seconds. A timing that matters is a benchmark in bench/, never a timeout here.
  testFramework: { config: { timeout: 30_000 } },
  // The whole run, not one test: on a machine running other test suites it takes many minutes.
  testsFinishTimeout: 1_500_000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    }),
  ],
  plugins: [
    {
      name: 'prebundled-commonjs',
      resolveImport({ source }) {
        const name = prebundled[source];
        return name ? `/${outdir}/${name}.js` : undefined;
      },
    },
    esbuildPlugin({ ts: true, tsx: true, jsx: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html><html><head>
    <script>window.process = { env: { NODE_ENV: 'development' } };</script>
    </head><body><script type="module" src="${testFramework}"></script></body></html>`,
  reporters: [defaultReporter(), summaryReporter('node_modules/.cache/wtr-summary.json')],
};
