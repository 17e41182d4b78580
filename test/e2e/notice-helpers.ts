// Helpers of the notice layout tests (issue 30, item 3), on the demo host and in the WordPress
// lane: an edit the save button counts, and the check that the canvas header's controls (and the
// canvas's own tool bar) take a click while a notice shows.
import type { Locator, Page } from '@playwright/test';
import { canvasOf } from './canvas-helpers';
import { expect } from './fixtures';
import { crash, offer, untilKept } from './kept-edits-helpers';

/** The window sizes the layout must hold at. */
export const NOTICE_SIZES = [
  { width: 1300, height: 850 },
  { width: 1920, height: 1080 },
  { width: 375, height: 740 },
];

/** A click that another element would take fails at once instead of waiting out the test. */
export const CLICK = { timeout: 5_000 };

const editorOf = (page: Page) => page.locator('site-editor');
const saveButton = (page: Page) =>
  editorOf(page).getByRole('button', { name: 'Save', exact: true });
const backButton = (page: Page) =>
  editorOf(page).getByRole('button', { name: 'Back', exact: true });

/** An edit the save button counts: the title, renamed in the record's tab of the canvas's settings. */
export async function retitle(page: Page, title: string): Promise<void> {
  const settings = canvasOf(page).realm.getByRole('region', { name: 'Settings' });
  // 'Page', 'Post', 'Template'…: the tab beside 'Block'.
  await settings.getByRole('tab').first().click(CLICK);
  // WordPress's way: the card's Actions menu, Rename, a Name and Save.
  const panel = settings.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Actions' }).click(CLICK);
  const { realm } = canvasOf(page);
  await realm.getByRole('menuitem', { name: 'Rename' }).click(CLICK);
  const dialog = realm.getByRole('dialog', { name: 'Rename' });
  await dialog.getByLabel('Name').fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click(CLICK);
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // The header's title follows: the editor has the edit.
  await expect(editorOf(page).getByRole('heading', { level: 1 })).toHaveText(title);
}

/** The header's Save, clicked; the host's refusal (a 400, which nothing retries) shows. */
export async function refusedSave(page: Page, recordUrl: string): Promise<Locator> {
  await page.route(recordUrl, (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'rest_invalid_param', message: 'Refused for the test.' }),
        }),
  );
  await saveButton(page).click(CLICK);
  return editorOf(page).locator('.se-notice').filter({ hasText: 'Refused for the test.' });
}

/**
 * While `notice` shows, the header's Save and Back, and the canvas's inserter, take a
 * click (Playwright's trial click checks that nothing else is where the click would land), and
 * the notice lies between the header and the canvas. Then Save is clicked for real, and Back
 * leaves edit mode.
 */
export async function headerWorksBeside(page: Page, notice: Locator): Promise<void> {
  await expect(notice).toBeVisible();
  await saveButton(page).click({ ...CLICK, trial: true });
  await backButton(page).click({ ...CLICK, trial: true });
  await canvasOf(page)
    .realm.getByRole('button', { name: 'Block Inserter' })
    .click({ ...CLICK, trial: true });
  await expect(notice).toBeVisible();
  const header = await editorOf(page).locator('.se-canvas-header').boundingBox();
  const frame = await editorOf(page).locator('.se-canvas-frame').boundingBox();
  const box = await notice.boundingBox();
  expect(header && frame && box, 'header, notice and canvas all shown').toBeTruthy();
  if (header && frame && box) {
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(frame.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
  }
  await saveButton(page).click(CLICK);
  await backButton(page).click(CLICK);
  await expect(page).not.toHaveURL(/canvas=edit/);
  await expect(editorOf(page).locator('.se-canvas-header')).toHaveCount(0);
}

/** Draft new from a page list (already open): the new page opens in edit mode with its notice. */
export async function draftNewPage(page: Page, title: string): Promise<Locator> {
  await editorOf(page)
    .getByRole('button', { name: /^Add (New )?Page$/ })
    .click(CLICK);
  const dialog = editorOf(page).getByRole('dialog', { name: 'Draft new: Page' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create draft' }).click(CLICK);
  await expect(page).toHaveURL(/canvas=edit/);
  const notice = editorOf(page)
    .locator('.se-notice')
    .filter({ hasText: `"${title}" successfully created.` });
  await expect(notice).toBeVisible();
  await expect(canvasOf(page).realm.getByRole('button', { name: 'Block Inserter' })).toBeVisible();
  return notice;
}

/**
 * The offer of kept edits, brought about as a crash leaves it: the record `open` shows is
 * retitled, kept, the page crashes and opens it again; with the offer showing, another edit,
 * and the header must work beside it.
 */
export async function keptOfferLeavesHeaderUsable(
  page: Page,
  title: string,
  open: (page: Page) => Promise<void>,
): Promise<void> {
  await open(page);
  await retitle(page, `${title} kept`);
  await untilKept(page, `${title} kept`);
  const reopened = await crash(page);
  await open(reopened);
  const kept = offer(editorOf(reopened), `${title} kept`);
  await expect(kept.getByRole('button', { name: 'Restore unsaved changes' })).toBeVisible();
  await retitle(reopened, `${title} again`);
  await headerWorksBeside(reopened, kept);
}
