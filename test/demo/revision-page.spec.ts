// wp-admin/revision.php?revision={id} on the demo host (spec 7, the revision page link): a
// global styles revision's page for users who may edit the styles; a clear 4xx otherwise.
import { expect, test } from '@playwright/test';
import { globalStylesId, userSession } from '../fixtures/host';

test('a style revision has its page; bad, unknown and forbidden ones get a 4xx', async ({
  playwright,
  baseURL,
}) => {
  const admin = await userSession(playwright.request, baseURL, 'admin');
  const editor = await userSession(playwright.request, baseURL, 'editor');
  let restore: (() => Promise<unknown>) | undefined;
  try {
    const id = await globalStylesId(admin.client);
    const before = await (
      await admin.client.get(`wp/v2/global-styles/${id}`, { query: { context: 'edit' } })
    ).json();
    restore = () =>
      admin.client.post(`wp/v2/global-styles/${id}`, {
        styles: before.styles ?? {},
        settings: before.settings ?? {},
      });
    const saved = await admin.client.post(`wp/v2/global-styles/${id}`, {
      styles: { color: { text: '#123456' } },
      settings: {},
    });
    expect(saved.status()).toBe(200);
    const [newest] = await (
      await admin.client.get(`wp/v2/global-styles/${id}/revisions`, { query: { per_page: 1 } })
    ).json();
    const page = await admin.context.get(`/wp-admin/revision.php?revision=${newest.id}`);
    expect(page.status()).toBe(200);
    const body = await page.text();
    expect(body).toContain(`<h1>Revision #${newest.id} of `);
    expect(body).toContain('#123456');

    for (const [query, status] of [
      ['', 400],
      ['?revision=abc', 400],
      ['?revision=0', 400],
      ['?revision=99999999', 404],
      [`?revision=${id}`, 404],
    ] as const) {
      const answer = await admin.context.get(`/wp-admin/revision.php${query}`);
      expect(answer.status(), query).toBe(status);
    }
    const forbidden = await editor.context.get(`/wp-admin/revision.php?revision=${newest.id}`);
    expect(forbidden.status()).toBe(403);
  } finally {
    await restore?.();
    await admin.dispose();
    await editor.dispose();
  }
});
