// Helpers of test/e2e/no-edit-lost.spec.ts: the page list's quick edit, what the browser keeps
// of unsaved edits (read from IndexedDB), a crash, and the offer to restore kept edits.
import { expect, type Locator, type Page } from '@playwright/test';

export interface PageRecord {
  id: number;
  title: { raw: string };
  status: string;
}

/** A title no other run on the same host used. */
export const unique = (word: string) =>
  `${word}${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'x')}`;

export const editor = (page: Page) => page.locator('site-editor');
export const quickEditPanel = (page: Page, title: string) =>
  editor(page).getByRole('region', { name: title });

/** Opens the page list (a page load). */
export async function openPageList(page: Page) {
  await page.goto('/editor?p=/page&layout=table');
  await expect(editor(page).getByRole('searchbox', { name: 'Search' })).toBeVisible();
}

/** In the open list: searches for `word` and opens quick edit on the row of the page `title`. */
export async function quickEdit(page: Page, word: string, title: string): Promise<Locator> {
  await editor(page).getByRole('searchbox', { name: 'Search' }).fill(word);
  // The search is debounced: wait until only matching rows show, or the click may hit a row
  // that the results replace.
  const titles = editor(page).locator('.dv-title');
  await expect(titles.first()).toBeVisible();
  await expect(titles.filter({ hasNotText: new RegExp(word, 'i') })).toHaveCount(0);
  const row = editor(page).locator('tbody tr', { hasText: title });
  await row.getByRole('button', { name: 'Actions' }).click();
  await editor(page).getByRole('menuitem', { name: 'Quick edit', exact: true }).click();
  const panel = quickEditPanel(page, title);
  await expect(panel.getByLabel('Title')).toBeVisible();
  return panel;
}

/** The page list (a page load), with quick edit open on the page `title`. */
export async function openQuickEdit(page: Page, word: string, title: string): Promise<Locator> {
  await openPageList(page);
  const panel = await quickEdit(page, word, title);
  await expect(panel.getByLabel('Title')).toHaveValue(title);
  return panel;
}

/** Every value the page keeps in the browser for unsaved edits, as JSON text. */
export function keptInBrowser(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    const texts: string[] = [];
    for (const { name } of databases) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of db.objectStoreNames) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        texts.push(JSON.stringify(values));
      }
      db.close();
    }
    return texts.join('\n');
  });
}

/** Waits until the browser keeps `text` (the edits are written as they are made). */
export async function untilKept(page: Page, text: string) {
  await expect.poll(() => keptInBrowser(page)).toContain(text);
}

/** Closes the page as a crash would (no beforeunload), and opens a new one in the same browser. */
export async function crash(page: Page): Promise<Page> {
  const context = page.context();
  await page.close({ runBeforeUnload: false });
  return context.newPage();
}

/** The offer of one record's kept edits. */
export const offer = (root: Locator, title: string) =>
  root.locator('.se-notice').filter({ hasText: `"${title}" has unsaved changes` });
