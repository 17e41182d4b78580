// The canvas inserter's patterns and Create pattern (issue 31, item 5), as steps both hosts run:
// the demo host (canvas-patterns.spec.ts) and WordPress 7.1 (test/wordpress/canvas-patterns.spec.ts).
// Each test makes its own patterns and category through the REST API and removes what it made.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { canvasOf } from './canvas-helpers';
import { expect } from './fixtures';

/** The host's REST API as the page's user (`path` under /wp-json). */
export type Rest = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
) => Promise<{ status: number; body: unknown }>;

export interface SitePatterns {
  stamp: string;
  category: { id: number; name: string };
  synced: { id: number; title: string };
  unsynced: { id: number; title: string };
}

interface Made {
  patterns: number[];
  terms: number[];
}

export const stamp = () => Math.random().toString(36).slice(2, 7);

async function made<T>(answer: Promise<{ status: number; body: unknown }>): Promise<T> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body as T;
}

/** A category, a synced pattern in it and an unsynced one, as the site's own. */
export async function makeSitePatterns(rest: Rest, seen: Made): Promise<SitePatterns> {
  const id = stamp();
  const category = await made<{ id: number; name: string }>(
    rest('POST', '/wp/v2/wp_pattern_category', { name: `Lane kit ${id}` }),
  );
  seen.terms.push(category.id);
  const synced = await made<{ id: number }>(
    rest('POST', '/wp/v2/blocks', {
      title: `Banner ${id}`,
      status: 'publish',
      wp_pattern_category: [category.id],
      content:
        '<!-- wp:heading -->\n<h2 class="wp-block-heading">Banner heading</h2>\n<!-- /wp:heading -->',
    }),
  );
  seen.patterns.push(synced.id);
  const unsynced = await made<{ id: number }>(
    rest('POST', '/wp/v2/blocks', {
      title: `Team ${id}`,
      status: 'publish',
      meta: { wp_pattern_sync_status: 'unsynced' },
      content:
        '<!-- wp:columns -->\n<div class="wp-block-columns"><!-- wp:column -->\n<div class="wp-block-column"><!-- wp:paragraph -->\n<p>Alex the founder</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:column --></div>\n<!-- /wp:columns -->',
    }),
  );
  seen.patterns.push(unsynced.id);
  return {
    stamp: id,
    category,
    synced: { id: synced.id, title: `Banner ${id}` },
    unsynced: { id: unsynced.id, title: `Team ${id}` },
  };
}

/** Removes what a test made, patterns first (found by title too: those made in the canvas). */
export async function removeMade(rest: Rest, seen: Made, titles: string[] = []): Promise<void> {
  for (const title of titles) {
    const found = await rest('GET', `/wp/v2/blocks?search=${encodeURIComponent(title)}&status=any`);
    for (const item of (found.body as { id: number }[] | undefined) ?? []) {
      seen.patterns.push(item.id);
    }
  }
  for (const id of seen.patterns) await rest('DELETE', `/wp/v2/blocks/${id}?force=true`);
  for (const id of seen.terms) await rest('DELETE', `/wp/v2/wp_pattern_category/${id}?force=true`);
}

/** Opens the inserter's Patterns tab. */
export async function openPatternsTab(realm: FrameLocator): Promise<Locator> {
  await realm.getByRole('button', { name: 'Block Inserter', exact: true }).click();
  const library = realm.getByRole('region', { name: 'Block Library' });
  await library.getByRole('tab', { name: 'Patterns', exact: true }).click();
  return library;
}

/** A pattern in the inserter (an option of a pattern list), by its title. */
export function patternOption(realm: FrameLocator, title: string): Locator {
  return realm.getByRole('option', { name: title, exact: true });
}

/** The blocks of the canvas of one type (`core/block`, `core/columns`…). */
export function blocksOfType(page: Page, type: string): Locator {
  return canvasOf(page).blocks.locator(`[data-type="${type}"]`);
}

/** The computed font family of the first element matching `selector` in a frame. */
export function fontOf(frame: FrameLocator, selector: string): Promise<string> {
  return frame
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);
}

/** The editor's snackbar with a message (notices of the canvas show there). */
export function snackbar(page: Page, message: string): Locator {
  return page.locator('site-editor').locator('.se-snackbar').filter({ hasText: message });
}

/** Selects a block in the canvas and opens 'Create pattern' from its options menu. */
export async function openCreatePattern(page: Page, block: Locator): Promise<Locator> {
  const { realm } = canvasOf(page);
  await block.click();
  await realm
    .getByRole('toolbar', { name: 'Block tools' })
    .getByRole('button', { name: 'Options' })
    .click();
  await realm.getByRole('menuitem', { name: 'Create pattern' }).click();
  // The title is the host's label for the type: WordPress 7.1 'Add Pattern' (demo: 'Add New Pattern').
  const dialog = realm.getByRole('dialog', { name: /^Add (New )?Pattern$/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the dialog: a name, typed categories (each ended with Enter), Synced on or off. */
export async function fillCreatePattern(
  dialog: Locator,
  pattern: { name: string; categories: string[]; synced: boolean },
): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Name' }).fill(pattern.name);
  const categories = dialog.getByRole('combobox', { name: 'Categories' });
  for (const category of pattern.categories) {
    await categories.fill(category);
    await categories.press('Enter');
  }
  // Leaving the field closes its suggestions (the toggle moves up as they go).
  await dialog.getByRole('textbox', { name: 'Name' }).click();
  await expect(dialog.getByRole('listbox')).toHaveCount(0);
  const synced = dialog.getByRole('checkbox', { name: 'Synced' });
  await expect(synced).toBeChecked();
  await expect(dialog.getByText('Sync this pattern across multiple locations.')).toBeVisible();
  if (!pattern.synced) await synced.uncheck();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
}

export interface SavedPattern {
  id: number;
  title: { raw: string };
  content: { raw: string };
  wp_pattern_sync_status: string;
  wp_pattern_category: number[];
}

/** The one pattern of a title as the host has it. */
export async function savedPattern(rest: Rest, title: string): Promise<SavedPattern> {
  const found = await rest(
    'GET',
    `/wp/v2/blocks?search=${encodeURIComponent(title)}&context=edit&status=any`,
  );
  const items = (found.body as SavedPattern[]).filter((item) => item.title.raw === title);
  expect(items).toHaveLength(1);
  return items[0]!;
}

/** The ids of the terms with a name. */
export async function termIdsNamed(rest: Rest, name: string): Promise<number[]> {
  const found = await rest('GET', `/wp/v2/wp_pattern_category?search=${encodeURIComponent(name)}`);
  return (found.body as { id: number; name: string }[])
    .filter((term) => term.name === name)
    .map((term) => term.id);
}
