// What the Templates screen's browser tests share: REST reads of the demo host's templates, the
// templates made by a test (deleted after it, `removeMade`), and the list's and wizard's locators.
import type { Locator, Page } from '@playwright/test';
import { expect, sessionNonce } from './fixtures';

export interface RestTemplate {
  id: string;
  slug: string;
  source: string;
  status: string;
  author_text: string;
  is_custom?: boolean;
  title: { raw: string; rendered: string };
  description: string;
}

export const THEME = 'meridian';
export const editor = (page: Page) => page.locator('site-editor');

export async function rest(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: object,
) {
  const response = await page.request.fetch(`/wp-json/wp/v2/${path}`, {
    method,
    headers: { 'X-WP-Nonce': await sessionNonce(page) },
    ...(data ? { data } : {}),
  });
  return { status: response.status(), body: await response.json().catch(() => null) };
}

/** Every saved template (wp_template) on the host, by slug. */
export async function savedTemplates(page: Page): Promise<Map<string, RestTemplate>> {
  const { body } = await rest(page, 'GET', 'templates?context=edit&per_page=100');
  return new Map((body as RestTemplate[]).map((template) => [template.slug, template]));
}

export async function savedTemplate(page: Page, slug: string) {
  return rest(page, 'GET', `templates/${THEME}//${slug}?context=edit`);
}

/** Template slugs made by a test (deleted after it) and theme templates it customised (reset). */
export const made: string[] = [];

export async function removeMade(page: Page): Promise<void> {
  const slugs = made.splice(0);
  if (!slugs.length) return;
  // The editor gone first: nothing of it writes after these.
  await page.goto('about:blank');
  for (const slug of slugs)
    await rest(page, 'DELETE', `templates/${THEME}//${slug}?force=true`).catch(() => undefined);
}

export const unique = (word: string) =>
  `${word}${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'q')}`;

/** A custom template made through the REST API (as the admin: its author text is theirs). */
export async function makeCustomTemplate(page: Page, title: string): Promise<RestTemplate> {
  const slug = `wp-custom-template-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const created = await rest(page, 'POST', 'templates', { slug, title, status: 'publish' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  made.push((created.body as RestTemplate).slug);
  return created.body as RestTemplate;
}

export async function openTemplates(page: Page, query = ''): Promise<Locator> {
  await page.goto(`/editor?p=/template${query}`);
  const list = editor(page);
  await expect(list.locator('.dv-card').first()).toBeVisible();
  return list;
}

/** Searches the list and waits until only matching cards show. */
export async function search(list: Locator, text: string): Promise<void> {
  await list.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(list.locator('.dv-card').filter({ hasNotText: text })).toHaveCount(0);
}

export async function chooseAction(list: Locator, card: Locator, action: string): Promise<void> {
  await card.getByRole('button', { name: 'Actions' }).click();
  await list.getByRole('menuitem', { name: action, exact: true }).click();
}

export function snackbar(list: Locator, message: string): Locator {
  return list.locator('.se-snackbar, .se-notice').filter({ hasText: message });
}

export const query = (page: Page) => new URL(page.url()).searchParams;

/** Opens the wizard from the list's Add template button: step 1's grid painted. */
export async function openWizard(page: Page): Promise<Locator> {
  const list = await openTemplates(page);
  await list.getByRole('button', { name: 'Add New Template' }).click();
  const dialog = list.getByRole('dialog', { name: 'Add template' });
  await expect(dialog.getByRole('list', { name: 'Template types' })).toBeVisible();
  return dialog;
}
