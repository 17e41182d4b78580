// Style revisions (spec 2.6, 4, 8) on the demo host: 25 saved revisions listed 10 a page with
// their author and changes, a revision chosen repaints the preview, Apply with and without
// unsaved edits (the confirmation's words), 'Reset to defaults', the comparison of two
// revisions listing exactly what differs and taking one value back; an editor sees none.
import type { FrameLocator, Page } from '@playwright/test';
import {
  accessibilityViolations,
  expect,
  logIn,
  sessionNonce,
  skipStylesWelcomeGuide,
  test,
  userGlobalStyles,
} from './fixtures';

const editor = (page: Page) => page.locator('site-editor');
const COLORS = ['#aa3344', '#2b4c7e', '#336633', '#884400', '#552288'];

/** 25 saves: revision n (1 = oldest) sets the background to COLORS[n % 5], the 25th also a button colour. */
async function saveRevisions(page: Page) {
  const record = await userGlobalStyles(page);
  const original = await record.read();
  for (let n = 1; n <= 25; n += 1) {
    await record.save({
      styles: {
        color: { background: COLORS[n % 5] },
        ...(n === 25 ? { blocks: { 'core/button': { color: { text: '#fefefe' } } } } : {}),
      },
      settings: original.settings ?? {},
    });
  }
  return { record, original };
}

function sitePreview(page: Page): FrameLocator {
  return editor(page).locator('iframe[title^="Site preview"]').first().contentFrame();
}

const background = (frame: FrameLocator) =>
  frame.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);

test.describe('style revisions', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin');
    await skipStylesWelcomeGuide(page);
  });

  test('25 revisions, 10 a page, each with its author and changes; one chosen repaints the preview', async ({
    page,
  }) => {
    const { record, original } = await saveRevisions(page);
    try {
      await page.goto('/editor');
      // The Design sidebar's footer counts them and opens them.
      await editor(page)
        .getByRole('link', { name: /^\d+ Revisions$/ })
        .click();
      await expect(page).toHaveURL(/section=%2Frevisions/);
      const panel = editor(page).getByRole('region', { name: 'Styles' });
      const list = panel.getByRole('list', { name: 'Revisions' });
      const entries = list.getByRole('listitem');
      await expect(entries).toHaveCount(10);
      const total = (
        await (
          await page.request.get(`/wp-json/wp/v2/global-styles/${record.id}/revisions?per_page=1`, {
            headers: { 'X-WP-Nonce': await sessionNonce(page) },
          })
        ).headers()
      )['x-wp-total'];
      const pages = Math.ceil(Number(total) / 10);
      await expect(panel.getByText(`1 of ${pages}`)).toBeVisible();
      // The newest first: its author, a relative date, and what it changed.
      const newest = entries.first();
      await expect(newest).toContainText('by Alex Admin');
      await expect(newest.locator('img')).toHaveAttribute('src', /.+/);
      await expect(newest).toContainText(/now|seconds? ago|minutes? ago/);
      await expect(newest).toContainText('Colors, Button');
      await expect(entries.nth(1)).toContainText('Colors');
      await expect(entries.nth(1)).not.toContainText('Button');
      expect(await accessibilityViolations(page)).toEqual([]);

      // Chosen, a revision repaints the preview in its styles (revision 23: COLORS[3]).
      const preview = sitePreview(page);
      await expect.poll(() => background(preview)).toBe('rgb(170, 51, 68)');
      await entries.nth(2).getByRole('button').first().click();
      await expect.poll(() => background(preview)).toBe('rgb(136, 68, 0)');
      await expect(entries.nth(2).getByRole('button', { name: 'Apply' })).toBeVisible();
      // As the Style Book too: its examples take the chosen revision's styles.
      await page.goto('/editor?p=/styles&section=/revisions&preview=stylebook');
      const book = editor(page).getByRole('region', { name: 'Style Book' });
      const example = book
        .locator('.sb-example', { hasText: /^Paragraph/ })
        .first()
        .locator('iframe')
        .contentFrame();
      await expect.poll(() => background(example)).toBe('rgb(170, 51, 68)');
      await entries.nth(2).getByRole('button').first().click();
      await expect.poll(() => background(example)).toBe('rgb(136, 68, 0)');
      // The newest is what the site has.
      await entries.first().getByRole('button').first().click();
      await expect(entries.first()).toContainText('These styles are already applied to your site.');

      // The last page ends with 'Reset to defaults'.
      for (let page_ = 2; page_ <= pages; page_ += 1) {
        await panel.getByRole('button', { name: 'Next page' }).click();
        await expect(panel.getByText(`${page_} of ${pages}`)).toBeVisible();
      }
      await expect(entries.last()).toContainText('Reset to defaults');
      await expect(panel.getByRole('button', { name: 'Next page' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    } finally {
      await record.save({ styles: original.styles ?? {}, settings: original.settings ?? {} });
    }
  });

  test('Apply, without and with unsaved edits; Reset to defaults', async ({ page }) => {
    const { record, original } = await saveRevisions(page);
    try {
      await page.goto('/editor?p=/styles&section=/revisions');
      const panel = editor(page).getByRole('region', { name: 'Styles' });
      const entries = panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
      // Without unsaved edits: applied at once, unsaved until saved.
      await entries.nth(1).getByRole('button').first().click();
      await entries.nth(1).getByRole('button', { name: 'Apply' }).click();
      await expect(editor(page).getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/section=%2F(&|$)/);
      const save = editor(page).getByRole('button', { name: /^(Save|Review \d+ changes?…)$/ });
      await expect(save).toBeEnabled();
      await expect.poll(() => background(sitePreview(page))).toBe('rgb(85, 34, 136)');

      // With unsaved edits (the revision just applied): the question first; Cancel keeps them.
      await panel.getByRole('button', { name: 'Revisions', exact: true }).click();
      await expect(entries.first()).toContainText('Unsaved changes');
      await entries.nth(3).getByRole('button').first().click();
      await entries.nth(3).getByRole('button', { name: 'Apply' }).click();
      const dialog = editor(page).getByRole('dialog', {
        name: 'Are you sure you want to apply this revision? Any unsaved changes will be lost.',
      });
      await expect(dialog).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await entries.nth(3).getByRole('button', { name: 'Apply' }).click();
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/section=%2F(&|$)/);

      await expect.poll(() => background(sitePreview(page))).toBe('rgb(136, 68, 0)');

      // 'Reset to defaults': the theme's own styles (its Paper background).
      await panel.getByRole('button', { name: 'Revisions', exact: true }).click();
      while (
        (await panel.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')) !==
        'true'
      )
        await panel.getByRole('button', { name: 'Next page' }).click();
      const reset = entries.last();
      await reset.getByRole('button').first().click();
      await reset.getByRole('button', { name: 'Reset to defaults', exact: true }).click();
      await editor(page)
        .getByRole('dialog')
        .getByRole('button', { name: 'Reset to defaults' })
        .click();
      await expect.poll(() => background(sitePreview(page))).toBe('rgb(250, 247, 242)');
      await save.click();
      const review = editor(page).getByRole('dialog', { name: 'Review changes' });
      if (await review.isVisible()) await review.getByRole('button', { name: 'Save' }).click();
      await expect(editor(page).getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
      expect((await record.read()).styles?.color?.background).toBe(undefined);
    } finally {
      await record.save({ styles: original.styles ?? {}, settings: original.settings ?? {} });
    }
  });

  test('two revisions compared: exactly what differs, and one value taken back', async ({
    page,
  }) => {
    const { record, original } = await saveRevisions(page);
    try {
      await page.goto('/editor?p=/styles&section=/revisions');
      const panel = editor(page).getByRole('region', { name: 'Styles' });
      await panel.getByRole('button', { name: 'Compare revisions' }).click();
      const compare = editor(page).getByRole('region', { name: 'Compare revisions' });
      const ids = (
        await (
          await page.request.get(
            `/wp-json/wp/v2/global-styles/${record.id}/revisions?per_page=2&_fields=id`,
            { headers: { 'X-WP-Nonce': await sessionNonce(page) } },
          )
        ).json()
      ).map((revision: { id: number }) => String(revision.id));
      // The newest (background COLORS[0], a button colour) against the one before (COLORS[4]).
      await compare.getByLabel('Take values from').selectOption(ids[0]);
      await compare.getByLabel('Compare with').selectOption(ids[1]);
      const rows = compare.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Styles › Color › Background');
      await expect(rows.nth(1).getByRole('cell').nth(0)).toHaveText('#aa3344');
      await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('#552288');
      await expect(rows.nth(2).getByRole('rowheader')).toHaveText(
        'Styles › Blocks › Button › Color › Text',
      );
      await expect(rows.nth(2).getByRole('cell').nth(0)).toHaveText('#fefefe');
      await expect(rows.nth(2).getByRole('cell').nth(1)).toHaveText('Not set');
      // Each side's site preview, in its own styles.
      await expect(compare.locator('iframe[title^="Site preview"]')).toHaveCount(2);
      expect(await accessibilityViolations(page)).toEqual([]);

      // The newest revision's button colour taken back into the editor's styles after applying
      // the one before it: that one value comes back, nothing else moves.
      await compare.getByRole('button', { name: 'Close comparison' }).click();
      const entries = panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
      await entries.nth(1).getByRole('button').first().click();
      await entries.nth(1).getByRole('button', { name: 'Apply' }).click();
      await panel.getByRole('button', { name: 'Revisions', exact: true }).click();
      await panel.getByRole('button', { name: 'Compare revisions' }).click();
      await compare.getByLabel('Take values from').selectOption(ids[0]);
      await compare.getByLabel('Compare with').selectOption('unsaved');
      await expect(rows).toHaveCount(3);
      await rows
        .nth(2)
        .getByRole('button', { name: 'Take this one: Styles › Blocks › Button › Color › Text' })
        .click();
      await expect(compare.getByRole('status')).toHaveText(
        'Styles › Blocks › Button › Color › Text taken into your styles.',
      );
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Styles › Color › Background');
      await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('#552288');
    } finally {
      await record.save({ styles: original.styles ?? {}, settings: original.settings ?? {} });
    }
  });

  test('the command palette opens the revisions and the custom CSS', async ({ page }) => {
    const { record, original } = await saveRevisions(page);
    try {
      await page.goto('/editor');
      const palette = async (term: string) => {
        await editor(page).getByRole('button', { name: 'Open command palette' }).click();
        const search = editor(page).getByRole('combobox', { name: 'Search commands' });
        await expect(search).toBeFocused();
        await search.fill(term);
      };
      await palette('revisions');
      await expect(editor(page).getByRole('option')).toHaveText(['Style revisions']);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/section=%2Frevisions/);
      await expect(editor(page).getByRole('list', { name: 'Revisions' })).toBeVisible();
      await palette('css');
      await expect(editor(page).getByRole('option')).toHaveText(['Customize CSS']);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/section=%2Fcss/);
    } finally {
      await record.save({ styles: original.styles ?? {}, settings: original.settings ?? {} });
    }
  });

  test('an editor (without edit_theme_options) sees no revisions', async ({ page }) => {
    const { record, original } = await saveRevisions(page);
    try {
      await logIn(page, 'editor');
      const refused = await page.request.get(
        `/wp-json/wp/v2/global-styles/${record.id}/revisions`,
        { headers: { 'X-WP-Nonce': await sessionNonce(page) } },
      );
      expect(refused.status()).toBe(403);
      await page.goto('/editor');
      await expect(editor(page).getByRole('heading', { name: 'Design' })).toBeVisible();
      await expect(editor(page).getByRole('link', { name: /Revisions?$/ })).toHaveCount(0);
      await page.goto('/editor?p=/styles&section=/revisions');
      await expect(editor(page).getByRole('list', { name: 'Revisions' })).toHaveCount(0);
    } finally {
      await logIn(page, 'admin');
      // A new session: the record's helper with its nonce.
      const again = await userGlobalStyles(page);
      await again.save({ styles: original.styles ?? {}, settings: original.settings ?? {} });
      expect(again.id).toBe(record.id);
    }
  });
});
