// `npm run bench` (after `npm run build`): a navigation menu of 500 items (with a few submenus),
// created through the REST API, on the <navigation-manager> page with two menus listed, in
// Chromium against the demo host, median of 5: the time from the click that opens the menu to
// its tree painted (budget 100 ms: the tree renders the rows in its window, about 30, each row
// telling its level, position and set size), and from an Alt+ArrowDown on a row to the moved row
// painted in its new place (budget 100 ms).
import { readFileSync } from 'node:fs';
import { median, openBench, reportFigure } from './harness.mjs';

const RUNS = 5;
const ITEMS = 500;
const SUBMENUS = 4;
const SUBMENU_ITEMS = 4;
const MENU_TITLE = 'Bench menu';
const port = Number(process.env.BENCH_PORT ?? 8794);
const { budgets } = JSON.parse(readFileSync('package.json', 'utf8'));

const link = (n) =>
  `<!-- wp:navigation-link {"label":"Item ${n}","url":"/item-${n}","kind":"custom"} /-->`;

/** 500 items: top-level links, and every hundredth a submenu holding a few links. */
function menuContent() {
  const blocks = [];
  let n = 0;
  const topLevel = ITEMS - SUBMENUS * SUBMENU_ITEMS;
  for (let i = 0; i < topLevel; i += 1) {
    n += 1;
    if (i % 100 !== 50) {
      blocks.push(link(n));
      continue;
    }
    const children = [];
    for (let j = 0; j < SUBMENU_ITEMS; j += 1) children.push(link(`${n}.${j + 1}`));
    blocks.push(
      `<!-- wp:navigation-submenu {"label":"Item ${n}","url":"/item-${n}","kind":"custom"} -->\n${children.join('\n')}\n<!-- /wp:navigation-submenu -->`,
    );
  }
  return blocks.join('\n');
}

async function createMenu(context) {
  const nonce = (
    await (await context.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()
  ).trim();
  const response = await context.request.post('/wp-json/wp/v2/navigation', {
    headers: { 'X-WP-Nonce': nonce },
    data: { title: MENU_TITLE, content: menuContent(), status: 'publish' },
  });
  if (response.status() !== 201) throw new Error(`Menu not created: ${await response.text()}`);
}

/** Runs in the page: clicks the menu in the list, until the rows in its window are painted. */
async function openOnce({ title, items }) {
  const root = document.querySelector('navigation-manager').shadowRoot;
  const button = [...root.querySelectorAll('.nv-menu-link')].find((b) => b.textContent === title);
  const t0 = performance.now();
  button.click();
  const shown = () => {
    const rows = root.querySelectorAll('[role="treeitem"]');
    // The first row knows the whole menu: its set size is the number of top-level items.
    return rows.length >= Math.min(items, 20) && Number(rows[0].getAttribute('aria-setsize')) > 1;
  };
  while (!shown()) {
    if (performance.now() - t0 > 10_000) throw new Error('The menu did not open.');
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - t0;
}

/** Runs in the page: Alt+ArrowDown on a row, until it is painted below its old next sibling. */
async function moveOnce({ label, position }) {
  const root = document.querySelector('navigation-manager').shadowRoot;
  // Scroll the row into the tree's window first (rows out of view are not rendered).
  const tree = root.querySelector('[role="tree"]');
  tree.scrollTop = Math.max(0, (position - 5) * 36);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const row = [...root.querySelectorAll('[role="treeitem"]')].find(
    (r) => r.querySelector('.nv-row__label')?.textContent === label,
  );
  const key = row.dataset.key;
  // Its next sibling in the menu (a submenu here, so the row lands after the submenu's items).
  const level = row.getAttribute('aria-level');
  let next = row.nextElementSibling;
  while (next.getAttribute('aria-level') !== level) next = next.nextElementSibling;
  const nextKey = next.dataset.key;
  const moved = () => {
    const now = root.querySelector(`[data-key="${key}"]`);
    const sibling = root.querySelector(`[data-key="${nextKey}"]`);
    return Boolean(now && sibling?.compareDocumentPosition(now) & Node.DOCUMENT_POSITION_FOLLOWING);
  };
  row.focus();
  const t0 = performance.now();
  row.dispatchEvent(
    new KeyboardEvent('keydown', {
      key: 'ArrowDown',
      code: 'ArrowDown',
      altKey: true,
      bubbles: true,
      composed: true,
      cancelable: true,
    }),
  );
  while (!moved()) {
    if (performance.now() - t0 > 10_000) throw new Error('The row did not move.');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - t0;
}

const { context, close } = await openBench(port, { viewport: { width: 1280, height: 1000 } });
let failed = false;
try {
  await createMenu(context);
  const open = [];
  const move = [];
  for (let i = 0; i <= RUNS; i += 1) {
    const page = await context.newPage();
    await page.goto('/element/navigation-manager');
    // Two menus listed: the seeded one and the bench menu.
    await page.locator('navigation-manager').getByRole('button', { name: MENU_TITLE }).waitFor();
    const opened = await page.evaluate(openOnce, { title: MENU_TITLE, items: ITEMS });
    // A move in a menu that is open and settled: its preview (the 500 links drawn in a frame of
    // their own) is built in the second after the tree shows, and is not part of a move.
    await page.waitForTimeout(1500);
    // Item 250 is the 258th row: two submenus of four items come before it.
    const moved = await page.evaluate(moveOnce, { label: 'Item 250', position: 257 });
    await page.close();
    if (i === 0) continue; // warm-up, not counted
    open.push(opened);
    move.push(moved);
  }
  console.log(`Navigation menu of ${ITEMS} items, median of ${RUNS}:`);
  failed =
    reportFigure('click to the menu tree painted', median(open), budgets.navigationOpenMs) ||
    failed;
  failed =
    reportFigure(
      'Alt+ArrowDown to the moved row painted',
      median(move),
      budgets.navigationMoveMs,
    ) || failed;
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
