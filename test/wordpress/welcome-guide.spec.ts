// The site editor's welcome guide in WordPress's admin (spec 1, 3): kept where WordPress keeps the
// editors' preferences (the user's persisted_preferences meta, `core/edit-site` welcomeGuide),
// shown once, closed with 'Get started', and not shown again.
import type { Page } from '@playwright/test';
import { adminPages, expect, test, wpRest } from './fixtures';

type Preferences = Record<string, Record<string, unknown> | string>;

async function setWelcomeGuide(page: Page, shown: boolean): Promise<void> {
  const me = await wpRest<{ meta: { persisted_preferences?: Preferences | [] } }>(
    page,
    'GET',
    '/wp/v2/users/me?context=edit',
  );
  const saved = me.body.meta.persisted_preferences;
  const current = Array.isArray(saved) || !saved ? {} : saved;
  const site = { ...((current['core/edit-site'] as Record<string, unknown>) ?? {}) };
  const result = await wpRest(page, 'POST', '/wp/v2/users/me', {
    meta: {
      persisted_preferences: {
        ...current,
        'core/edit-site': { ...site, welcomeGuide: shown },
        _modified: new Date().toISOString(),
      },
    },
  });
  expect(result.status).toBe(200);
}

async function savedWelcomeGuide(page: Page): Promise<unknown> {
  const me = await wpRest<{ meta: { persisted_preferences?: Preferences } }>(
    page,
    'GET',
    '/wp/v2/users/me?context=edit',
  );
  return (me.body.meta.persisted_preferences?.['core/edit-site'] as Record<string, unknown>)
    ?.welcomeGuide;
}

test('the welcome guide shows once and is kept closed in WordPress', async ({ page }) => {
  await setWelcomeGuide(page, true);
  try {
    await page.goto(adminPages.siteEditor);
    const editor = page.locator('site-editor');
    const guide = editor.getByRole('dialog', { name: 'Welcome to the site editor' });
    await guide.getByRole('button', { name: 'Get started' }).click();
    await expect(guide).toHaveCount(0);
    await expect.poll(() => savedWelcomeGuide(page)).toBe(false);
    // Reloaded: once the user's preferences are in (users/me) and two frames painted, no guide.
    // (Not 'networkidle': after other specs, wp-admin's page never went idle on this machine.)
    const preferences = page.waitForResponse((response) =>
      response.url().includes('/wp/v2/users/me'),
    );
    await page.reload();
    await preferences;
    await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
    await page.evaluate(
      () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    await expect(editor.getByRole('dialog')).toHaveCount(0);
  } finally {
    await setWelcomeGuide(page, false);
  }
});
