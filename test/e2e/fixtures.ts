// End-to-end fixtures: log in through the demo host's login page as one of the demo users, and
// fail a test on any uncaught error in the page.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export type DemoUser = 'admin' | 'editor' | 'author';

export async function logIn(page: Page, user: DemoUser, redirectTo = '/'): Promise<void> {
  await page.goto(`/login?redirect_to=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password').fill(user);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The REST nonce of the page's session (what the host printed into the element). */
export async function sessionNonce(page: Page): Promise<string> {
  const response = await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce');
  return (await response.text()).trim();
}

/**
 * Serious and critical accessibility violations on the page, shadow roots included. Sandboxed
 * preview frames run no script, axe's included (injecting into them would hang): frames are
 * checked from outside (their titles), in axe's legacy mode, which injects into the top page only.
 */
export async function accessibilityViolations(
  page: Page,
  /** Only inside this selector (an element on a demo page whose own markup is hostile). */
  include?: string,
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ iframes: false });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((e) => e.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The sidebar views of the page and post lists (spec 2.11), in their order. */
export const LIST_VIEW_NAMES = [
  'All items',
  'Published',
  'Scheduled',
  'Drafts',
  'Pending',
  'Private',
  'Trash',
] as const;
