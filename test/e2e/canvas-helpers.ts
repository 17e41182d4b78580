// Helpers of the canvas tests (issue 18): the realm's frame and the block canvas inside it,
// typing at the end of a block, and the theme's templates and parts put back after a test saved
// the user's copies.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, logIn, sessionNonce, setWelcomeGuides } from './fixtures';

/** The canvas realm's frame, and the block canvas inside it. */
export function canvasOf(page: Page) {
  const realm = page.frameLocator('site-editor iframe[title="Editor"]');
  return { realm, blocks: realm.frameLocator('iframe[name="editor-canvas"]') };
}

/**
 * The record's card's Actions, Rename (in the canvas's record tab, `panel`): its dialog's Name
 * and, for a template or part, Description, saved.
 */
export async function renameRecord(
  realm: FrameLocator,
  panel: Locator,
  fields: { name?: string; description?: string },
): Promise<void> {
  await panel.getByRole('button', { name: 'Actions' }).click();
  await realm.getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = realm.getByRole('dialog', { name: 'Rename' });
  if (fields.name !== undefined) await dialog.getByLabel('Name').fill(fields.name);
  if (fields.description !== undefined) {
    await dialog.getByLabel('Description').fill(fields.description);
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Sets some of the user's preferences of one scope on the demo host, keeping the others. */
export async function setUserPreferences(
  page: Page,
  scope: string,
  values: Record<string, unknown>,
): Promise<void> {
  const headers = { 'X-WP-Nonce': await sessionNonce(page) };
  const me = await (
    await page.request.get('/wp-json/wp/v2/users/me?context=edit', { headers })
  ).json();
  const preferences = (me.meta?.persisted_preferences ?? {}) as Record<string, object>;
  await page.request.post('/wp-json/wp/v2/users/me', {
    headers,
    data: {
      meta: {
        persisted_preferences: {
          ...preferences,
          [scope]: { ...preferences[scope], ...values },
          _modified: new Date().toISOString(),
        },
      },
    },
  });
}

/** Chooses `name` in the canvas's Options menu (a view option, a mode, a dialog) and closes it. */
export async function chooseCanvasOption(page: Page, name: string): Promise<void> {
  const { realm } = canvasOf(page);
  // The last: with the top toolbar on, the block's own Options sit before it.
  await realm
    .getByRole('toolbar', { name: 'Document tools' })
    .getByRole('button', { name: 'Options' })
    .last()
    .click();
  const menu = realm.getByRole('menu');
  await menu
    .getByRole('menuitemcheckbox', { name })
    .or(menu.getByRole('menuitemradio', { name }))
    .or(menu.getByRole('menuitem', { name }))
    .click();
  // A view option leaves the menu open (as WordPress's): closed, for the next step.
  if (await menu.isVisible()) await page.keyboard.press('Escape');
}

/** The host's REST API as the page's user: status and parsed body. */
export async function rest(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: object,
) {
  const headers = { 'X-WP-Nonce': await sessionNonce(page) };
  const response = await page.request.fetch(`/wp-json${path}`, {
    method,
    headers,
    ...(data ? { data } : {}),
  });
  return { status: response.status(), body: await response.json() };
}

/** Logs in as the administrator with the editing guides closed (they would cover the canvas). */
export async function logInToEdit(page: Page): Promise<void> {
  await logIn(page, 'admin', '/');
  await setWelcomeGuides(page, { welcomeGuidePage: false, welcomeGuideTemplate: false });
}

/** Logs in and opens an item route in edit mode, until its first block shows. */
export async function openInCanvas(page: Page, path: string) {
  await logInToEdit(page);
  await page.goto(`/editor?p=${encodeURIComponent(path)}&canvas=edit`);
  const canvas = canvasOf(page);
  await expect(canvas.blocks.getByRole('document').first()).toBeVisible();
  return canvas;
}

/** Clicks into a block's text and types at its very end (End alone stops at the line's end). */
export async function typeAtEnd(page: Page, block: Locator, text: string): Promise<void> {
  await block.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/**
 * Saves the one record the user changed with the header's Save. When the editor counts other
 * records as changed too ('Review 2 changes…'), fails at once naming every record it counts (the
 * review panel's list), instead of waiting for a 'Save' that never comes.
 */
export async function saveTheOneChange(editor: Locator): Promise<void> {
  const button = editor.getByRole('button', { name: /^(Save|Review \d+ changes?…)$/ });
  await expect(button).toBeEnabled();
  const label = (await button.textContent())?.trim();
  if (label !== 'Save') {
    await button.click();
    const review = editor.getByRole('dialog', { name: 'Review changes' });
    const items = await review.locator('fieldset').allInnerTexts();
    throw new Error(`The editor counts more than the user's change: ${label} ${items.join(' | ')}`);
  }
  await button.click();
  await expect(editor.getByRole('button', { name: 'Saved' })).toBeDisabled();
}

const restBase = (id: string) =>
  /\/\/(header|footer|sidebar)$/.test(id) ? 'template-parts' : 'templates';

/** A template or template part as the host has it saved. */
export async function savedItem(page: Page, id: string): Promise<{ raw: string; source: string }> {
  const response = await page.request.get(`/wp-json/wp/v2/${restBase(id)}/${id}?context=edit`, {
    headers: { 'X-WP-Nonce': await sessionNonce(page) },
  });
  const item = await response.json();
  return { raw: item.content.raw, source: item.source };
}

/** Puts the theme's templates and parts back (a customised one deleted reverts to the file). */
export async function revertThemeItems(page: Page, ...ids: string[]): Promise<void> {
  for (const id of ids) {
    if ((await savedItem(page, id)).source !== 'custom') continue;
    const reverted = await page.request.delete(`/wp-json/wp/v2/${restBase(id)}/${id}?force=true`, {
      headers: { 'X-WP-Nonce': await sessionNonce(page) },
    });
    expect(reverted.status()).toBe(200);
  }
}

/** The view canvas's resize handle (the home's site preview, or an item's view). */
export const resizeHandleOf = (page: Page): Locator =>
  page.locator('site-editor').getByRole('separator', { name: 'Drag to resize' });

/** Drags the resize handle `by` px towards the inline start (wider) and lets go. */
export async function dragHandleWider(page: Page, by: number): Promise<void> {
  const box = (await resizeHandleOf(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - by, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
}
