// The canvas inspector's record tab in WordPress 7.1 with Twenty Twenty-Five (issue 32, item 1):
// a template's description saved and its parts listed, a click selecting one; a part's area, one
// of WordPress's own, saved; a pattern's sync status shown, a category made for it (a
// wp_pattern_category term) and its description saved in `excerpt`, as the demo host's test
// (test/e2e/canvas-template-panels.spec.ts) checks them;
// and Document Overview's Outline (its counts, its headings selecting their blocks), as the demo
// host's canvas-shortcuts.spec.ts checks it.
import type { Page } from '@playwright/test';
import { canvasOf, renameRecord, saveTheOneChange } from '../e2e/canvas-helpers';
import { closeEditingGuides, editorAt, expect, test, wpRest } from './fixtures';

const TEMPLATE = 'twentytwentyfive//404';
const editor = (page: Page) => page.locator('site-editor');

test.beforeEach(async ({ page }) => {
  // The canvas comes cold from PHP's own server: three times the lane's time (canvas.spec.ts).
  test.slow();
  await closeEditingGuides(page);
});

test('a template’s description is saved, and its parts are listed, each selecting its block', async ({
  page,
}) => {
  await page.goto(editorAt(`/wp_template/${TEMPLATE}`, { canvas: 'edit' }));
  const { realm, blocks } = canvasOf(page);
  await expect(blocks.getByRole('document').first()).toBeVisible({ timeout: 60_000 });
  const settings = realm.getByRole('region', { name: 'Settings' });
  try {
    const panel = settings.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 2 }).first()).not.toBeEmpty();
    await renameRecord(realm, panel, { description: 'Shown for an address with nothing at it.' });
    await expect(panel.getByText('Shown for an address with nothing at it.')).toBeVisible();
    const parts = panel.getByRole('list', { name: 'Template parts' });
    await expect(parts.getByRole('button')).toHaveText(['Header', 'Footer']);
    await parts.getByRole('button', { name: 'Footer' }).click();
    await expect(settings.getByRole('tab', { name: 'Block' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(settings.getByRole('tabpanel', { name: 'Block' })).toContainText('Footer');
    await expect(blocks.locator('.wp-block-template-part.is-selected')).toHaveCount(1);

    await saveTheOneChange(editor(page));
    const saved = await wpRest<{ description: string; slug: string }>(
      page,
      'GET',
      `/wp/v2/templates/${TEMPLATE}?context=edit`,
    );
    expect(saved.body.description).toBe('Shown for an address with nothing at it.');
    expect(saved.body.slug).toBe('404');
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/templates/${TEMPLATE}?force=true`);
  }
});

test('a part’s area is one of WordPress’s, described as WordPress describes it, and saved', async ({
  page,
}) => {
  const part = 'twentytwentyfive//header';
  await page.goto(editorAt(`/wp_template_part/${part}`, { canvas: 'edit' }));
  const { realm, blocks } = canvasOf(page);
  await expect(blocks.getByRole('document').first()).toBeVisible({ timeout: 60_000 });
  const settings = realm.getByRole('region', { name: 'Settings' });
  try {
    const area = settings.getByRole('combobox', { name: 'Area' });
    await expect(area).toHaveValue('header');
    // WordPress 7.1's own areas (its `default_template_part_areas`): no Sidebar, an overlay.
    await expect(area.getByRole('option', { name: 'Navigation Overlay' })).toHaveCount(1);
    await expect(area.getByRole('option', { name: 'Sidebar' })).toHaveCount(0);
    await expect(
      settings.getByText('The Header template defines a page area that typically contains'),
    ).toBeVisible();
    await area.selectOption({ label: 'General' });
    await saveTheOneChange(editor(page));
    const saved = await wpRest<{ area: string }>(
      page,
      'GET',
      `/wp/v2/template-parts/${part}?context=edit`,
    );
    expect(saved.body.area).toBe('uncategorized');
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/template-parts/${part}?force=true`);
  }
});

test('Document Overview’s Outline counts the words and lists the headings, each selecting its block', async ({
  page,
}) => {
  await page.goto(editorAt(`/wp_template/${TEMPLATE}`, { canvas: 'edit' }));
  const { realm, blocks } = canvasOf(page);
  await expect(blocks.getByRole('document').first()).toBeVisible({ timeout: 60_000 });
  await realm.getByRole('button', { name: 'Document Overview' }).click();
  const overview = realm.getByRole('region', { name: 'Document Overview' });
  await overview.getByRole('tab', { name: 'Outline' }).click();
  const panel = overview.getByRole('tabpanel');
  // The template's own words: Twenty Twenty-Five's 404 pattern, its heading and its paragraph.
  await expect(panel).toContainText(/Characters:\s*[1-9]\d*/);
  await expect(panel).toContainText(/Words:\s*[1-9]\d*/);
  await expect(panel).toContainText(/Time to read:\s*(< 1 minute|\d+ minutes?)/);
  const headings = panel.getByRole('list', { name: 'Headings' });
  const notFound = headings.getByRole('button', { name: /Page not found/ });
  await expect(notFound).toContainText('H1');
  await notFound.click();
  const settings = realm.getByRole('region', { name: 'Settings' });
  await expect(settings.getByRole('tab', { name: 'Block' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The heading is a block of the 404 pattern, which WordPress's editor edits as a section: its
  // Block tab shows the pattern's content, the heading pressed.
  await expect(
    settings
      .getByRole('tabpanel', { name: 'Block' })
      .getByRole('button', { name: 'Page not found', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(blocks.locator('h1.wp-block-heading')).toHaveClass(/is-selected/);
});

test('a pattern’s sync status shows, a category is made for it and its description saved', async ({
  page,
}) => {
  const id = Math.random().toString(36).slice(2, 7);
  const category = `Panel kit ${id}`;
  const created = await wpRest<{ id: number }>(page, 'POST', '/wp/v2/blocks', {
    title: `Panel pattern ${id}`,
    status: 'publish',
    meta: { wp_pattern_sync_status: 'unsynced' },
    content: '<!-- wp:paragraph -->\n<p>A pattern of one paragraph.</p>\n<!-- /wp:paragraph -->',
  });
  expect(created.status).toBe(201);
  const terms: number[] = [];
  try {
    await page.goto(editorAt(`/wp_block/${created.body.id}`, { canvas: 'edit' }));
    const { realm, blocks } = canvasOf(page);
    await expect(blocks.getByRole('document').first()).toBeVisible({ timeout: 60_000 });
    const panel = realm.getByRole('region', { name: 'Settings' }).getByRole('tabpanel');
    await expect(panel.getByRole('definition')).toHaveText('Not synced');
    const categories = panel.getByRole('combobox', { name: 'Categories' });
    await categories.fill(category);
    await categories.press('Enter');
    await expect(panel.getByText(category, { exact: true })).toBeVisible();
    await expect(panel.getByText('5 words, 1 minute read time.')).toBeVisible();
    await panel.getByRole('button', { name: 'Add a description…' }).click();
    await realm.getByRole('textbox', { name: 'Description' }).fill('One paragraph, to start from.');

    await saveTheOneChange(editor(page));
    const saved = await wpRest<{ excerpt: { raw: string }; wp_pattern_category: number[] }>(
      page,
      'GET',
      `/wp/v2/blocks/${created.body.id}?context=edit`,
    );
    expect(saved.body.excerpt.raw).toBe('One paragraph, to start from.');
    const found = await wpRest<{ id: number; name: string }[]>(
      page,
      'GET',
      `/wp/v2/wp_pattern_category?search=${encodeURIComponent(category)}`,
    );
    const term = found.body.find((item) => item.name === category);
    expect(term).toBeTruthy();
    terms.push(term!.id);
    expect(saved.body.wp_pattern_category).toEqual([term!.id]);
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/blocks/${created.body.id}?force=true`);
    for (const term of terms) {
      await wpRest(page, 'DELETE', `/wp/v2/wp_pattern_category/${term}?force=true`);
    }
  }
});
