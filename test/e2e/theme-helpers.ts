// Switching the demo host's active theme the way its admin does (themes.php?action=activate),
// for tests of the classic theme: `plainsong` (classic) and back to `meridian` (block).
import type { Page } from '@playwright/test';
import { expect, sessionNonce } from './fixtures';

export async function activateTheme(page: Page, stylesheet: 'plainsong' | 'meridian') {
  const nonce = await sessionNonce(page);
  const response = await page.request.get(
    `/wp-admin/themes.php?action=activate&stylesheet=${stylesheet}&_wpnonce=${encodeURIComponent(nonce)}`,
    { maxRedirects: 0 },
  );
  expect(response.status()).toBeLessThan(400);
  const active = await (
    await page.request.get('/wp-json/wp/v2/themes?status=active', {
      headers: { 'X-WP-Nonce': nonce },
    })
  ).json();
  expect(active[0].stylesheet).toBe(stylesheet);
}
