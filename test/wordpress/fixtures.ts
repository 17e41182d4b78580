// Fixtures of the WordPress lane: pages as one of the seeded users (logged in once by the global
// setup), the wp-admin pages our plugin adds, WordPress's own REST API to check what a flow saved,
// and a test that fails on any uncaught error in the page or any answer of WordPress meaning
// "you are not logged in" (what an element without its nonce gets).
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test as e2eTest, expect } from '../e2e/fixtures';

export type WordPressUser = 'admin' | 'editor' | 'author';

/** The ids scripts/wordpress.mjs's seed printed (test/wordpress/seed.php). */
export interface Seeded {
  users: Record<WordPressUser, number>;
  pages: {
    about: number;
    contact: number;
    team: number;
    history: number;
    founders: number;
    draft: number;
  };
  posts: { admin: number[]; author: number[] };
  navigation: number;
  pattern: number;
}

export function seeded(): Seeded {
  return JSON.parse(process.env.WORDPRESS_SEED ?? '{}') as Seeded;
}

/** Our plugin's admin pages: the full editor, the posts app, the font library, the menus, the Style Book. */
export const adminPages = {
  siteEditor: '/wp-admin/admin.php?page=site-editor-elements',
  posts: '/wp-admin/edit.php?page=site-editor-posts',
  fonts: '/wp-admin/options-general.php?page=site-editor-fonts',
  menus: '/wp-admin/themes.php?page=site-editor-menus',
  styleBook: '/wp-admin/themes.php?page=site-editor-style-book',
} as const;

/** The full editor's admin page at an editor route, e.g. `editorAt('/page')`. */
export function editorAt(path: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ p: path, ...query });
  return `${adminPages.siteEditor}&${params}`;
}

/** WordPress's REST API as the page's user: the nonce comes from WordPress's own endpoint. */
export async function wpRest<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T; headers: Record<string, string> }> {
  const nonce = (
    await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()
  ).trim();
  const response = await page.request.fetch(`/wp-json${path}`, {
    method,
    headers: { 'X-WP-Nonce': nonce },
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  return {
    status: response.status(),
    body: (text ? JSON.parse(text) : null) as T,
    headers: response.headers(),
  };
}

/**
 * Closes the page and template editing guides for the page's user (they cover the canvas), and
 * any other `core/edit-site` guides named in `others` (e.g. `{ welcomeGuideStyles: false }`).
 */
export async function closeEditingGuides(
  page: Page,
  others: Record<string, boolean> = {},
): Promise<void> {
  await setPreferences(page, 'core/edit-site', {
    welcomeGuidePage: false,
    welcomeGuideTemplate: false,
    ...others,
  });
}

/** Sets some of the user's preferences of one scope (`core/edit-post`…), keeping the others. */
export async function setPreferences(
  page: Page,
  scope: string,
  values: Record<string, unknown>,
): Promise<void> {
  const me = await wpRest<{ meta: { persisted_preferences?: Record<string, object> } }>(
    page,
    'GET',
    '/wp/v2/users/me?context=edit',
  );
  const preferences = (me.body.meta.persisted_preferences ?? {}) as Record<string, object>;
  await wpRest(page, 'POST', '/wp/v2/users/me', {
    meta: {
      persisted_preferences: {
        ...preferences,
        [scope]: { ...preferences[scope], ...values },
        _modified: new Date().toISOString(),
      },
    },
  });
}

interface LaneFixtures {
  user: WordPressUser;
  /** Responses of WordPress's REST API that meant "logged out" (401), recorded as they come. */
  loggedOutAnswers: string[];
}

// The demo host's end-to-end test, whose page fails on any uncaught error, with our fixtures.
export const test = e2eTest.extend<LaneFixtures>({
  user: ['admin', { option: true }],
  storageState: async ({ user }, use, testInfo) => {
    testInfo.skip(
      !!process.env.WORDPRESS_LANE_SKIPPED,
      `WordPress lane skipped: ${process.env.WORDPRESS_LANE_SKIPPED}`,
    );
    await use(join(process.env.WORDPRESS_BASE ?? '', `${user}.json`));
  },
  loggedOutAnswers: [
    async ({ page }, use) => {
      const answers: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/wp-json/') && response.status() === 401)
          answers.push(`${response.request().method()} ${response.url()}`);
      });
      await use(answers);
      expect(answers, 'calls WordPress answered as if logged out').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
