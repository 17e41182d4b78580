// Size budgets (deterministic, so they are tests; timings live in bench/). The full editor's
// first screen loads at most the budget of scripts, gzipped, and the README states the figure.
import { readFileSync } from 'node:fs';
import { gzipBytes, openFirstScreen, openMeasured } from '../../bench/first-screen.mjs';
import { expect, logIn, test } from './fixtures';

const { budgets } = JSON.parse(readFileSync('package.json', 'utf8'));

test('the full editor first screen stays within its script budget', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, 'admin');
  const state = await page.context().storageState();
  const { files, gzipBytes: total } = await openFirstScreen(browser, baseURL!, state);
  expect(files.length).toBeGreaterThan(0);
  expect(total, `first screen loads ${files.join(', ')}`).toBeLessThanOrEqual(
    budgets.firstScreenKB * 1024,
  );
  const readme = readFileSync('README.md', 'utf8');
  const stated = readme.match(/first screen:\s*\*\*([\d.]+) KB\*\*/)?.[1];
  expect(stated, 'README states the first-screen size').toBe((total / 1024).toFixed(1));
});

test('<data-view> alone loads at most its budget, React included', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, 'admin');
  const state = await page.context().storageState();
  const { files, gzipBytes: total } = await openMeasured(
    browser,
    baseURL!,
    state,
    '/element/data-view',
    (p) => p.locator('data-view').locator('.dv').waitFor(),
  );
  expect(total, `<data-view> loads ${files.join(', ')}`).toBeLessThanOrEqual(
    budgets.dataViewKB * 1024,
  );
  const readme = readFileSync('README.md', 'utf8');
  const stated = readme.match(/`<data-view>` alone:\s*\*\*([\d.]+) KB\*\*/)?.[1];
  expect(stated, 'README states the <data-view> size').toBe((total / 1024).toFixed(1));
});

test('every element entry loads the runtime and stays small', async () => {
  const entries: Record<string, string[]> = JSON.parse(
    readFileSync('dist/entry-files.json', 'utf8'),
  );
  for (const [name, files] of Object.entries(entries)) {
    // `all` is every element at once, for the classic script: the sum of the others.
    if (name === 'all') continue;
    const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    expect(total, name).toBeLessThanOrEqual(budgets.firstScreenKB * 1024);
  }
});
