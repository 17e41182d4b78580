// What the Patterns page's browser tests share: REST reads and clean-ups on the demo host, and
// the page's locators (cards, their actions, snackbars, the add menu, a file import).
import type { Locator, Page } from '@playwright/test';
import { expect, sessionNonce } from './fixtures';

export interface Pattern {
  id: number;
  title: { raw: string };
  content: { raw: string };
  wp_pattern_sync_status: string;
  wp_pattern_category: number[];
}
export interface Term {
  id: number;
  name: string;
  slug: string;
}
export interface Part {
  id: string;
  slug: string;
  title: { raw: string };
  content: { raw: string };
  area: string;
  source: string;
}

export const token = () => Math.random().toString(36).slice(2, 7);

export async function rest<T>(
  page: Page,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(`/wp-json/wp/v2/${path}`, {
    method,
    headers: { 'X-WP-Nonce': await sessionNonce(page) },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export const patterns = (page: Page) =>
  rest<Pattern[]>(page, 'GET', 'blocks?per_page=100&context=edit&status=any');
export const terms = (page: Page) => rest<Term[]>(page, 'GET', 'wp_pattern_category?per_page=100');
export const removePattern = (page: Page, id: number) =>
  rest(page, 'DELETE', `blocks/${id}?force=true`).catch(() => {});
export const removeTerm = (page: Page, id: number) =>
  rest(page, 'DELETE', `wp_pattern_category/${id}?force=true`).catch(() => {});

export function editorOf(page: Page): Locator {
  return page.locator('site-editor');
}

export function card(editor: Locator, title: string): Locator {
  return editor.getByRole('article', { name: title, exact: true });
}

export async function chooseAction(editor: Locator, item: Locator, action: string) {
  await item.getByRole('button', { name: 'Actions', exact: true }).click();
  await editor.getByRole('menuitem', { name: action, exact: true }).click();
}

export function snackbar(editor: Locator, message: string): Locator {
  return editor.locator('.se-snackbar').filter({ hasText: message });
}

export async function openAddMenu(editor: Locator) {
  await editor.getByRole('button', { name: 'Add New Pattern', exact: true }).click();
}

export async function importFile(page: Page, editor: Locator, name: string, text: string) {
  await openAddMenu(editor);
  const chooser = page.waitForEvent('filechooser');
  await editor.getByRole('menuitem', { name: 'Import pattern from JSON' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}
