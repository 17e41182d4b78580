// The canvas inserter's patterns and Create pattern (issue 31, item 5): the tests both hosts run,
// each with its own way to open a record in the canvas and to call its REST API.
import type { Page, TestType } from '@playwright/test';
import { canvasOf } from './canvas-helpers';
import {
  blocksOfType,
  fillCreatePattern,
  fontOf,
  makeSitePatterns,
  openCreatePattern,
  openPatternsTab,
  patternOption,
  type Rest,
  removeMade,
  type SitePatterns,
  savedPattern,
  snackbar,
  stamp,
  termIdsNamed,
} from './canvas-patterns-steps';
import { expect } from './fixtures';

export interface CanvasPatternsHost {
  // biome-ignore lint/suspicious/noExplicitAny: the two hosts' tests have different fixtures
  test: TestType<any, any>;
  rest(page: Page): Rest;
  /** Logs the administrator in (the editing guides closed). */
  logIn(page: Page): Promise<void>;
  /** Opens a record with a paragraph of its own (a template, a page) in the canvas, until its blocks show. */
  openRecord(page: Page): Promise<void>;
  /** The full editor at an editor route (`/pattern`). */
  editorUrl(path: string): string;
}

export function canvasPatternsTests(host: CanvasPatternsHost): void {
  const { test } = host;
  let seen: { patterns: number[]; terms: number[] };
  let made: SitePatterns;
  let titles: string[];

  test.beforeEach(async ({ page }) => {
    seen = { patterns: [], terms: [] };
    titles = [];
    await host.logIn(page);
    made = await makeSitePatterns(host.rest(page), seen);
  });

  test.afterEach(async ({ page }) => {
    await removeMade(host.rest(page), seen, titles);
  });

  test('the site’s patterns are found by name and under My patterns and their category', async ({
    page,
  }) => {
    await host.openRecord(page);
    const { realm } = canvasOf(page);
    const library = await openPatternsTab(realm);
    await library.getByRole('searchbox', { name: 'Search' }).fill(made.unsynced.title);
    await expect(patternOption(realm, made.unsynced.title)).toBeVisible();
    await library.getByRole('searchbox', { name: 'Search' }).fill('');

    await library.getByRole('tab', { name: 'My patterns' }).click();
    const mine = realm.getByRole('listbox', { name: 'My patterns' });
    await expect(mine.getByRole('option', { name: made.synced.title, exact: true })).toBeVisible();
    await expect(
      mine.getByRole('option', { name: made.unsynced.title, exact: true }),
    ).toBeVisible();

    await library.getByRole('tab', { name: made.category.name }).click();
    const category = realm.getByRole('listbox', { name: made.category.name });
    await expect(
      category.getByRole('option', { name: made.synced.title, exact: true }),
    ).toBeVisible();
    await expect(category.getByRole('option')).toHaveCount(1);
  });

  test('a category opens beside the category list, whose entries stay in view', async ({
    page,
  }) => {
    await host.openRecord(page);
    const { realm } = canvasOf(page);
    const library = await openPatternsTab(realm);
    const all = library.getByRole('tab', { name: 'All', exact: true });
    await library.getByRole('tab', { name: 'My patterns' }).click();
    const list = realm.getByRole('listbox', { name: 'My patterns' });
    await expect(list.getByRole('option').first()).toBeVisible();
    // The category panel slides in beside the list: measured once it has settled.
    const clearance = async () => {
      const listBox = (await list.boundingBox())!;
      const allBox = (await all.boundingBox())!;
      return listBox.x - (allBox.x + allBox.width);
    };
    await expect.poll(clearance).toBeGreaterThanOrEqual(0);
    // Nothing covers the category list: a click on 'All' reaches it.
    await all.click();
    await expect(realm.getByRole('listbox', { name: 'All' })).toBeVisible();
  });

  test('previews are drawn in the site’s styles, as the canvas is', async ({ page }) => {
    await host.openRecord(page);
    const { realm, blocks } = canvasOf(page);
    const library = await openPatternsTab(realm);
    await library.getByRole('tab', { name: 'My patterns' }).click();
    const preview = patternOption(realm, made.synced.title).locator('iframe').contentFrame();
    // The preview's frame is hidden from assistive technology: found by its markup.
    await expect(preview.locator('h2', { hasText: 'Banner heading' })).toBeVisible();
    // The theme's text font, in the canvas as in the preview (the record need have no heading).
    const canvasFont = await fontOf(blocks, '.editor-styles-wrapper');
    expect(await fontOf(preview, '.editor-styles-wrapper')).toBe(canvasFont);
    // The site's stylesheet is in the preview's document (its presets' custom properties).
    const hasPresets = await preview
      .locator('body')
      .evaluate(
        (body) => getComputedStyle(body).getPropertyValue('--wp--preset--font-size--small') !== '',
      );
    expect(hasPresets).toBe(true);
  });

  test('a synced pattern inserts a reference to it, an unsynced one its blocks', async ({
    page,
  }) => {
    await host.openRecord(page);
    const { realm } = canvasOf(page);
    const library = await openPatternsTab(realm);
    await library.getByRole('tab', { name: 'My patterns' }).click();
    const references = await blocksOfType(page, 'core/block').count();
    await patternOption(realm, made.synced.title).click();
    await expect(blocksOfType(page, 'core/block')).toHaveCount(references + 1);
    await expect(snackbar(page, `Pattern "${made.synced.title}" inserted.`)).toBeVisible();

    await patternOption(realm, made.unsynced.title).click();
    const columns = blocksOfType(page, 'core/columns').filter({ hasText: 'Alex the founder' });
    await expect(columns).toHaveCount(1);
    await expect(blocksOfType(page, 'core/block')).toHaveCount(references + 1);
  });

  test('Create pattern saves a synced pattern in a new category, which replaces the blocks', async ({
    page,
  }) => {
    await host.openRecord(page);
    const rest = host.rest(page);
    const { blocks, realm } = canvasOf(page);
    const name = `Made synced ${stamp()}`;
    const category = `Fresh ${stamp()}`;
    titles.push(name);
    const paragraph = blocks.getByRole('document', { name: 'Block: Paragraph' }).first();
    const text = (await paragraph.innerText()).trim();
    const dialog = await openCreatePattern(page, paragraph);
    await fillCreatePattern(dialog, { name, categories: [category], synced: true });
    await expect(snackbar(page, `Synced pattern created: ${name}`)).toBeVisible();

    const saved = await savedPattern(rest, name);
    const terms = await termIdsNamed(rest, category);
    seen.terms.push(...terms);
    expect(terms).toHaveLength(1);
    expect(saved.wp_pattern_category).toEqual(terms);
    expect(saved.wp_pattern_sync_status).toBe('');
    expect(saved.content.raw).toContain(text.slice(0, 20));
    // The paragraph is now the pattern: a reference, showing its content.
    await expect(
      blocksOfType(page, 'core/block').filter({ hasText: text.slice(0, 20) }),
    ).toHaveCount(1);

    const library = await openPatternsTab(realm);
    await library.getByRole('tab', { name: 'My patterns' }).click();
    await expect(patternOption(realm, name)).toBeVisible();
    await library.getByRole('tab', { name: category }).click();
    await expect(realm.getByRole('listbox', { name: category }).getByRole('option')).toHaveCount(1);
  });

  test('Create pattern saves an unsynced pattern, listed on the Patterns page after Back', async ({
    page,
  }) => {
    const rest = host.rest(page);
    const editor = page.locator('site-editor');
    // The Patterns page first (its lists loaded), then one of its patterns in the canvas.
    await page.goto(host.editorUrl('/pattern'));
    const myPatterns = editor
      .getByRole('navigation', { name: 'Patterns' })
      .getByRole('link', { name: /^My patterns \d+$/ });
    await myPatterns.click();
    const item = editor.getByRole('article', { name: made.unsynced.title, exact: true });
    await item.getByRole('button', { name: made.unsynced.title, exact: true }).click();
    const { blocks } = canvasOf(page);
    const paragraph = blocks
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'Alex the founder' });
    const name = `Made unsynced ${stamp()}`;
    titles.push(name);
    const dialog = await openCreatePattern(page, paragraph);
    await fillCreatePattern(dialog, { name, categories: [made.category.name], synced: false });
    await expect(snackbar(page, `Unsynced pattern created: ${name}`)).toBeVisible();

    const saved = await savedPattern(rest, name);
    expect(saved.wp_pattern_sync_status).toBe('unsynced');
    expect(saved.wp_pattern_category).toEqual([made.category.id]);
    expect(saved.content.raw).toContain('Alex the founder');
    // Not synced: the blocks stay blocks.
    await expect(paragraph).toBeVisible();
    await expect(blocksOfType(page, 'core/block')).toHaveCount(0);

    // Back to the pattern's view, then back to the Patterns page: no reload between.
    await editor.getByRole('button', { name: 'Back' }).click();
    await editor
      .getByRole('navigation', { name: 'Patterns' })
      .getByRole('button', { name: 'Back' })
      .click();
    await myPatterns.click();
    await expect(editor.getByRole('article', { name, exact: true })).toBeVisible();
  });
}
