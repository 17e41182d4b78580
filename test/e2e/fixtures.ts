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

/** The logged-in user's `core/edit-site` preference `name`, as the host keeps it. */
export async function savedEditSitePreference(page: Page, name: string): Promise<unknown> {
  const me = await (
    await page.request.get('/wp-json/wp/v2/users/me?context=edit', {
      headers: { 'X-WP-Nonce': await sessionNonce(page) },
    })
  ).json();
  return me.meta?.persisted_preferences?.['core/edit-site']?.[name];
}

/**
 * Sets the logged-in user's welcome guides (`core/edit-site` preferences), as if they had closed
 * them before (false) or never seen them (true): a guide opens over what a test wants to do.
 */
export async function setWelcomeGuides(page: Page, guides: Record<string, boolean>): Promise<void> {
  const headers = { 'X-WP-Nonce': await sessionNonce(page) };
  const me = await (
    await page.request.get('/wp-json/wp/v2/users/me?context=edit', { headers })
  ).json();
  const preferences = (me.meta?.persisted_preferences ?? {}) as Record<
    string,
    Record<string, unknown>
  >;
  const saved = await page.request.post('/wp-json/wp/v2/users/me', {
    headers,
    data: {
      meta: {
        persisted_preferences: {
          ...preferences,
          'core/edit-site': { ...preferences['core/edit-site'], ...guides },
          _modified: new Date().toISOString(),
        },
      },
    },
  });
  expect(saved.status()).toBe(200);
}

/** Keeps the Styles welcome guide closed (it opens the first time Styles opens); `true` shows it again. */
export async function skipStylesWelcomeGuide(page: Page, show = false): Promise<void> {
  await setWelcomeGuides(page, { welcomeGuideStyles: show });
}

/** The active theme's user global styles record id, and a way to put its saved styles back. */
export async function userGlobalStyles(page: Page) {
  const headers = { 'X-WP-Nonce': await sessionNonce(page) };
  const themes = await (
    await page.request.get('/wp-json/wp/v2/themes?status=active&_fields=_links', { headers })
  ).json();
  const id: string = themes[0]._links['wp:user-global-styles'][0].href.split('/').pop();
  const read = async () =>
    (await page.request.get(`/wp-json/wp/v2/global-styles/${id}?context=edit`, { headers })).json();
  const save = async (data: { styles?: object; settings?: object }) => {
    const saved = await page.request.post(`/wp-json/wp/v2/global-styles/${id}`, { headers, data });
    expect(saved.status()).toBe(200);
  };
  return { id, read, save };
}
