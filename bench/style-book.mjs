// `npm run bench` (after `npm run build`): the Style Book and style revisions in Chromium against
// the demo host, medians of the runs.
// - The Style Book opened: from the click on the Styles header's Style Book toggle to every
//   Overview example on screen painted (its preview's frame shown with its content, nothing
//   waiting; those below render as they are scrolled to) (budget styleBookOpenMs).
// - A revision chosen, with 100 saved revisions: from the click on a revision in the list to
//   the site preview repainted in its styles (budget revisionPreviewMs).
// - What `<style-book>` alone loads (gzip): its entry's static chunks, and every script the page
//   fetched until its Overview examples were all shown (budget styleBookKB).
import { readFileSync } from 'node:fs';
import { gzipBytes } from './first-screen.mjs';
import { median, openBench, reportFigure, savePreferences } from './harness.mjs';

const RUNS = 5;
const PICKS = 10;
const REVISIONS = 100;
const port = Number(process.env.BENCH_PORT ?? 8794);
const { budgets } = JSON.parse(readFileSync('package.json', 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Installed in every page: `examplesShown(root, started)` resolves once every example of the
 * open tab shows its preview, with the time since `started`. */
function installHelpers() {
  window.examplesShown = (root, started) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const book = root.querySelector('.sb-book');
        // The examples on screen (those further down render as they are scrolled to).
        const previews = (
          book ? [...book.querySelectorAll('.sb-panel .se-block-preview')] : []
        ).filter((preview) => {
          const box = preview.getBoundingClientRect();
          return box.top < innerHeight && box.bottom > 0;
        });
        const done =
          previews.length > 0 &&
          previews.every(
            (preview) =>
              !preview.hasAttribute('aria-busy') &&
              preview.querySelector('iframe')?.contentDocument?.body?.childElementCount > 0,
          );
        if (done) requestAnimationFrame(() => resolve(performance.now() - started));
        else if (performance.now() - started > 10_000) reject(new Error('examples not shown'));
        else requestAnimationFrame(check);
      };
      check();
    });
}

/** Runs in the page: clicks the Style Book toggle; the time until the Overview is painted. */
function openStyleBook() {
  const root = document.querySelector('site-editor').shadowRoot;
  const toggle = root.querySelector('button[aria-label="Style Book"]');
  const started = performance.now();
  toggle.click();
  return window.examplesShown(root, started);
}

/** Runs in the page: chooses the nth revision; the time until the preview repainted with it. */
function chooseRevision(index) {
  const root = document.querySelector('site-editor').shadowRoot;
  const frame = root.querySelector('iframe[title^="Site preview"]');
  const background = () => {
    const body = frame.contentDocument?.body;
    return body ? getComputedStyle(body).backgroundColor : '';
  };
  const before = background();
  const button = root.querySelectorAll('.rv-item__choose')[index];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      if (background() !== before)
        requestAnimationFrame(() => resolve(performance.now() - started));
      else if (performance.now() - started > 5000) reject(new Error('no repaint'));
      else requestAnimationFrame(check);
    };
    button.click();
    check();
  });
}

const { context, close } = await openBench(port, { viewport: { width: 1440, height: 900 } });
let failed = false;
try {
  const setup = await context.newPage();
  await setup.goto('/editor');
  const nonce = await savePreferences(setup, { 'core/edit-site': { welcomeGuideStyles: false } });
  await context.addInitScript(installHelpers);

  // The Style Book opened from the Styles panel, the site preview in and nothing loading.
  const opens = [];
  for (let i = 0; i <= RUNS; i += 1) {
    const page = await context.newPage();
    await page.goto('/editor?p=/styles');
    const frame = page.locator('site-editor').locator('iframe[title^="Site preview"]');
    await frame.contentFrame().locator('.wp-site-blocks').waitFor();
    await page.waitForTimeout(1000);
    const time = await page.evaluate(openStyleBook);
    // The first run warms the host and the browser's cache: not counted.
    if (i > 0) opens.push(time);
    await page.close();
  }

  // <style-book> alone: the scripts it fetches until its Overview examples are shown.
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    // The element's scripts (the demo page's own, its bar and event log, are the host's).
    if (pathname.startsWith('/dist/esm/') && pathname.endsWith('.js'))
      scripts.add(pathname.slice(1));
  });
  await page.goto('/style-book');
  await page.locator('style-book').getByRole('tab', { name: 'Overview' }).waitFor();
  await page.evaluate(() =>
    window.examplesShown(document.querySelector('style-book').shadowRoot, performance.now()),
  );
  const fetched = [...scripts].sort();
  await page.close();

  // 100 revisions, then a revision chosen at a time.
  const headers = { 'X-WP-Nonce': nonce };
  const themes = await (
    await setup.request.get('/wp-json/wp/v2/themes?status=active&_fields=_links', { headers })
  ).json();
  const id = themes[0]._links['wp:user-global-styles'][0].href.split('/').pop();
  const original = await (
    await setup.request.get(`/wp-json/wp/v2/global-styles/${id}?context=edit`, { headers })
  ).json();
  const colours = ['#aa3344', '#2b4c7e', '#336633', '#884400', '#552288'];
  for (let i = 0; i < REVISIONS; i += 1) {
    await setup.request.post(`/wp-json/wp/v2/global-styles/${id}`, {
      headers,
      data: { styles: { color: { background: colours[i % 5] } }, settings: original.settings },
    });
  }
  const picks = [];
  try {
    const revisions = await context.newPage();
    await revisions.goto('/editor?p=/styles&section=/revisions');
    const editor = revisions.locator('site-editor');
    await editor.locator('.rv-item__choose').nth(9).waitFor();
    await editor
      .locator('iframe[title^="Site preview"]')
      .contentFrame()
      .locator('.wp-site-blocks')
      .waitFor();
    await revisions.waitForTimeout(1000);
    for (let i = 0; i <= PICKS; i += 1) {
      // Neighbours differ in background; the first pick warms up: not counted.
      const time = await revisions.evaluate(chooseRevision, 1 + (i % 9));
      if (i > 0) picks.push(time);
    }
    await revisions.close();
  } finally {
    await setup.request.post(`/wp-json/wp/v2/global-styles/${id}`, {
      headers,
      data: { styles: original.styles, settings: original.settings },
    });
  }

  console.log(`Style Book and revisions, medians of ${RUNS} opens and ${PICKS} picks:`);
  failed =
    reportFigure(
      'Style Book toggled, the Overview examples on screen painted',
      median(opens),
      budgets.styleBookOpenMs,
      62,
    ) || failed;
  failed =
    reportFigure(
      `a revision chosen (${REVISIONS} saved), preview repainted`,
      median(picks),
      budgets.revisionPreviewMs,
      62,
    ) || failed;
  const entry = JSON.parse(readFileSync('dist/entry-files.json', 'utf8'))['style-book'];
  const sizeOf = (files) => files.reduce((sum, file) => sum + gzipBytes(file), 0);
  console.log(`What <style-book> alone loads (gzip; budget ${budgets.styleBookKB} KB):`);
  for (const [label, files] of [
    ['the entry and its static chunks (dist/entry-files.json)', entry],
    ['fetched by the page, to its Overview examples shown', fetched],
  ]) {
    const bytes = sizeOf(files);
    const over = bytes > budgets.styleBookKB * 1024;
    console.log(`  ${label.padEnd(62)} ${kb(bytes).padStart(7)}${over ? '  OVER BUDGET' : ''}`);
    failed = over || failed;
  }
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
