// Revisions of posts, pages, patterns, menus and saved templates, as WordPress 7.1 keeps them: an
// update that changes the title, content or excerpt stores one, written by who saved and dated
// with the post's new modified date; they are listed newest first (X-WP-Total) to users who may
// edit the post. The editor reads the latest one to say who changed a record (issue 30).
import { expect, test } from '@playwright/test';
import { userSession } from '../fixtures/host';

interface Revision {
  id: number;
  parent: number;
  author: number;
  date_gmt: string;
  title: { raw?: string; rendered: string };
}

test('an update stores a revision by who saved, listed newest first', async ({
  playwright,
  baseURL,
}) => {
  const admin = await userSession(playwright.request, baseURL, 'admin');
  const editor = await userSession(playwright.request, baseURL, 'editor');
  const me = async (session: typeof admin) =>
    ((await (await session.client.get('wp/v2/users/me')).json()) as { id: number }).id;
  try {
    const created = await admin.client.post('wp/v2/pages', { title: 'Revised', status: 'draft' });
    const page = (await created.json()) as { id: number };
    const base = `wp/v2/pages/${page.id}/revisions`;
    expect(Number((await admin.client.get(base)).headers()['x-wp-total'])).toBe(0);

    await admin.client.post(`wp/v2/pages/${page.id}`, { title: 'By the admin' });
    const updated = await editor.client.post(`wp/v2/pages/${page.id}`, { title: 'By the editor' });
    const saved = (await updated.json()) as { modified_gmt: string };
    // A save that changes nothing revisioned stores none.
    await editor.client.post(`wp/v2/pages/${page.id}`, { menu_order: 3 });

    const list = await admin.client.get(base, { query: { per_page: 1, context: 'edit' } });
    expect(list.status()).toBe(200);
    expect(list.headers()['x-wp-total']).toBe('2');
    const [latest] = (await list.json()) as Revision[];
    expect(latest?.author).toBe(await me(editor));
    expect(latest?.parent).toBe(page.id);
    expect(latest?.title.raw).toBe('By the editor');
    expect(latest?.date_gmt).toBe(saved.modified_gmt);

    // Only users who may edit the page; unknown parents are 404.
    const author = await userSession(playwright.request, baseURL, 'author');
    expect((await author.client.get(base)).status()).toBe(403);
    await author.dispose();
    expect((await admin.client.get('wp/v2/pages/999999/revisions')).status()).toBe(404);
    await admin.client.delete(`wp/v2/pages/${page.id}`, { query: { force: true } });
  } finally {
    await admin.dispose();
    await editor.dispose();
  }
});

test('a saved template has revisions; a theme file’s template has none (404)', async ({
  playwright,
  baseURL,
}) => {
  const admin = await userSession(playwright.request, baseURL, 'admin');
  const id = 'meridian//404';
  try {
    const base = `wp/v2/templates/${id}/revisions`;
    expect((await admin.client.get(base)).status()).toBe(404);
    await admin.client.post(`wp/v2/templates/${id}`, { content: '<p>first</p>' });
    await admin.client.post(`wp/v2/templates/${id}`, { content: '<p>second</p>' });
    const list = await admin.client.get(base, { query: { per_page: 1 } });
    expect(list.status()).toBe(200);
    expect(Number(list.headers()['x-wp-total'])).toBeGreaterThanOrEqual(1);
  } finally {
    await admin.client.delete(`wp/v2/templates/${id}`, { query: { force: true } });
    await admin.dispose();
  }
});
