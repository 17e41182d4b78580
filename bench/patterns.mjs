// `npm run bench` (after `npm run build`): the Patterns page in Chromium against the demo host,
// medians of the runs, with two categories of 15 user patterns each.
// - A category chosen: from the click on a sidebar category to the first 12 cards' previews
//   painted, the other category's gone (each frame shown with its content, nothing waiting)
//   (budget patternCategoryMs).
// - A rename: from the click on Save in the Rename dialog to the list showing the new title,
//   the host's answer included (budget patternRenameMs).
import { readFileSync } from 'node:fs';
import { median, openBench, reportFigure } from './harness.mjs';

const RUNS = 7;
const PER_CATEGORY = 15;
const CATEGORIES = ['Alpha', 'Beta'];
const FIRST = 12;
const port = Number(process.env.BENCH_PORT ?? 8796);
const { budgets } = JSON.parse(readFileSync('package.json', 'utf8'));

function patternContent(n) {
  return [
    `<!-- wp:group {"layout":{"type":"constrained"}} --><div class="wp-block-group">`,
    `<!-- wp:heading --><h2 class="wp-block-heading">Bench pattern ${n}</h2><!-- /wp:heading -->`,
    `<!-- wp:paragraph --><p>A short paragraph for pattern ${n}, with a few words to lay out.</p><!-- /wp:paragraph -->`,
    '<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Read more</a></div><!-- /wp:button --></div><!-- /wp:buttons -->',
    '</div><!-- /wp:group -->',
  ].join('\n');
}

/** Installed in every page: `firstCardsPainted(started)` resolves once the first 12 cards show
 * their previews, with the time since `started`. */
function installHelpers() {
  window.firstCardsPainted = (started, count, prefix) =>
    new Promise((resolve, reject) => {
      const root = document.querySelector('site-editor').shadowRoot;
      const check = () => {
        const cards = [...root.querySelectorAll('.dv-card')].slice(0, count);
        const done =
          cards.length === count &&
          cards.every((card) => {
            if (!card.getAttribute('aria-label').startsWith(prefix)) return false;
            const preview = card.querySelector('.se-block-preview');
            return (
              preview &&
              !preview.hasAttribute('aria-busy') &&
              preview.querySelector('iframe')?.contentDocument?.body?.childElementCount > 0
            );
          });
        if (done) requestAnimationFrame(() => resolve(performance.now() - started));
        else if (performance.now() - started > 10_000) reject(new Error('previews not shown'));
        else requestAnimationFrame(check);
      };
      check();
    });
}

/** Runs in the page: clicks a sidebar category; the time until its first cards are painted. */
function chooseCategory([label, count, prefix]) {
  const root = document.querySelector('site-editor').shadowRoot;
  const link = [...root.querySelectorAll('nav a')].find((a) => a.textContent.startsWith(label));
  const started = performance.now();
  link.click();
  return window.firstCardsPainted(started, count, prefix);
}

/** Runs in the page: clicks Save in the open Rename dialog; the time until the list shows it. */
function saveRename(title) {
  const root = document.querySelector('site-editor').shadowRoot;
  const save = [...root.querySelectorAll('dialog button')].find((b) => b.textContent === 'Save');
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      const shown = [...root.querySelectorAll('.dv-card .dv-title')].some(
        (element) => element.textContent === title,
      );
      if (shown) requestAnimationFrame(() => resolve(performance.now() - started));
      else if (performance.now() - started > 5000) reject(new Error('rename not shown'));
      else requestAnimationFrame(check);
    };
    save.click();
    check();
  });
}

const { context, close } = await openBench(port, { viewport: { width: 1600, height: 1700 } });
let failed = false;
const made = [];
const terms = [];
const setup = await context.newPage();
await setup.goto('/editor');
const nonce = (
  await (await setup.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()
).trim();
const headers = { 'X-WP-Nonce': nonce };
try {
  for (const name of CATEGORIES) {
    const term = await (
      await setup.request.post('/wp-json/wp/v2/wp_pattern_category', {
        headers,
        data: { name: `${name} bench` },
      })
    ).json();
    terms.push(term);
    for (let i = 1; i <= PER_CATEGORY; i += 1) {
      const pattern = await (
        await setup.request.post('/wp-json/wp/v2/blocks', {
          headers,
          data: {
            title: `${name} bench pattern ${String(i).padStart(2, '0')}`,
            content: patternContent(i),
            status: 'publish',
            wp_pattern_category: [term.id],
          },
        })
      ).json();
      made.push(pattern.id);
    }
  }
  await context.addInitScript(installHelpers);

  // Between the two categories, each 15 patterns of its own.
  const changes = [];
  const page = await context.newPage();
  await page.goto('/editor?p=/pattern&categoryId=beta-bench');
  await page.evaluate(
    ([count, prefix]) => window.firstCardsPainted(performance.now(), count, prefix),
    [FIRST, 'Beta'],
  );
  await page.waitForTimeout(1000);
  for (let i = 0; i <= RUNS; i += 1) {
    const name = CATEGORIES[i % 2];
    const time = await page.evaluate(chooseCategory, [`${name} bench`, FIRST, name]);
    // The first change warms up: not counted.
    if (i > 0) changes.push(time);
    await page.waitForTimeout(300);
  }

  // Renames in the bench category, one card at a time.
  const renames = [];
  await page.goto('/editor?p=/pattern&categoryId=alpha-bench');
  const editor = page.locator('site-editor');
  for (let i = 0; i <= RUNS; i += 1) {
    const card = editor.locator('.dv-card').nth(i);
    const title = `Renamed bench pattern ${i}`;
    await card.getByRole('button', { name: 'Actions', exact: true }).click();
    await editor.getByRole('menuitem', { name: 'Rename', exact: true }).click();
    await editor.getByRole('dialog', { name: 'Rename' }).getByLabel('Name').fill(title);
    const time = await page.evaluate(saveRename, title);
    if (i > 0) renames.push(time);
    await editor.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
  }
  await page.close();

  console.log(`Patterns page, medians of ${RUNS} runs (2 categories of ${PER_CATEGORY} patterns):`);
  failed =
    reportFigure(
      `a category chosen, its first ${FIRST} previews painted`,
      median(changes),
      budgets.patternCategoryMs,
      62,
    ) || failed;
  failed =
    reportFigure(
      'a rename saved, the list showing it',
      median(renames),
      budgets.patternRenameMs,
      62,
    ) || failed;
} finally {
  for (const id of made) {
    await setup.request.delete(`/wp-json/wp/v2/blocks/${id}?force=true`, { headers });
  }
  for (const term of terms) {
    await setup.request.delete(`/wp-json/wp/v2/wp_pattern_category/${term.id}?force=true`, {
      headers,
    });
  }
  await close();
}
process.exit(failed ? 1 : 0);
