import { expect, test } from '@playwright/test';
import { type RestClient, restAs } from '../fixtures/host';

interface Menu {
  id: number;
  title: { raw: string; rendered: string };
  slug: string;
  status: string;
  content: { raw: string };
  date: string;
}

// Spec 7's navigation list call.
const listQuery = {
  per_page: 100,
  status: 'publish,draft',
  order: 'desc',
  orderby: 'date',
  context: 'edit',
};

async function publishedMenus(admin: RestClient): Promise<Menu[]> {
  const response = await admin.get('wp/v2/navigation', {
    query: { per_page: 100, status: 'publish', context: 'edit' },
  });
  return (await response.json()) as Menu[];
}

test.describe('navigation fallback and menus', () => {
  let admin: RestClient;

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
  });

  test('returns the most recently published menu, not a newer draft', async () => {
    const newest = (await (
      await admin.post('wp/v2/navigation', {
        title: 'Newest published',
        content: '<!-- wp:navigation-link {"label":"Home","url":"/","kind":"custom"} /-->',
        status: 'publish',
      })
    ).json()) as Menu;
    const draft = (await (
      await admin.post('wp/v2/navigation', { title: 'Newer draft', status: 'draft' })
    ).json()) as Menu;
    try {
      const response = await admin.get('wp-block-editor/v1/navigation-fallback');
      expect(response.status()).toBe(200);
      const fallback = (await response.json()) as Menu;
      expect(fallback.id).toBe(newest.id);
      expect(fallback.status).toBe('publish');
      expect(fallback.title.raw).toBe('Newest published');
      expect(fallback.content.raw).toContain('wp:navigation-link');
    } finally {
      await admin.delete(`wp/v2/navigation/${newest.id}`, { query: { force: true } });
      await admin.delete(`wp/v2/navigation/${draft.id}`, { query: { force: true } });
    }
  });

  test('with no published menu, creates "Navigation" with a page list, once', async () => {
    // Set the site's published menus aside (as drafts) and put them back afterwards.
    const published = await publishedMenus(admin);
    for (const menu of published) {
      await admin.post(`wp/v2/navigation/${menu.id}`, { status: 'draft' });
    }
    let createdId = 0;
    try {
      expect(await publishedMenus(admin)).toEqual([]);
      const first = (await (
        await admin.get('wp-block-editor/v1/navigation-fallback')
      ).json()) as Menu;
      createdId = first.id;
      expect(first).toMatchObject({
        title: { raw: 'Navigation' },
        status: 'publish',
        content: { raw: '<!-- wp:page-list /-->' },
      });
      expect(first.slug).toMatch(/^navigation(-\d+)?$/);
      const second = (await (
        await admin.get('wp-block-editor/v1/navigation-fallback')
      ).json()) as Menu;
      expect(second.id).toBe(first.id);
      const all = (await (
        await admin.get('wp/v2/navigation', { query: listQuery })
      ).json()) as Menu[];
      expect(all.filter((menu) => menu.title.raw === 'Navigation')).toHaveLength(1);
    } finally {
      if (createdId) {
        await admin.delete(`wp/v2/navigation/${createdId}`, { query: { force: true } });
      }
      for (const menu of published) {
        await admin.post(`wp/v2/navigation/${menu.id}`, { status: 'publish' });
      }
    }
    expect((await publishedMenus(admin)).map((menu) => menu.id).sort()).toEqual(
      published.map((menu) => menu.id).sort(),
    );
  });

  test('needs edit_theme_options: 403 for an editor or author, 401 without a login', async ({
    playwright,
    baseURL,
  }) => {
    for (const user of ['editor', 'author'] as const) {
      const context = await playwright.request.newContext({ baseURL });
      const client = await restAs(context, user);
      const response = await client.get('wp-block-editor/v1/navigation-fallback');
      expect(response.status()).toBe(403);
      expect(await response.json()).toMatchObject({
        code: 'rest_cannot_create',
        message: 'Sorry, you are not allowed to create Navigation Menus as this user.',
      });
      await context.dispose();
    }
    // Without the nonce a logged-in cookie counts as nobody: the call may create, so no CSRF.
    const noNonce = await admin.get('wp-block-editor/v1/navigation-fallback', {
      withoutNonce: true,
    });
    expect(noNonce.status()).toBe(401);
  });

  test('menus: create, read, update, list as the editor asks, delete with force', async () => {
    const older = (await (
      await admin.post('wp/v2/navigation', {
        title: 'Older menu',
        content: '<!-- wp:page-list /-->',
        status: 'publish',
        date: '2020-01-01T10:00:00',
      })
    ).json()) as Menu;
    const created = await admin.post('wp/v2/navigation', {
      title: 'Footer',
      content: '<!-- wp:navigation-link {"label":"A","url":"/a","kind":"custom"} /-->',
      status: 'draft',
      date: '2021-06-01T10:00:00',
    });
    expect(created.status()).toBe(201);
    const footer = (await created.json()) as Menu;
    expect(footer).toMatchObject({ status: 'draft', title: { raw: 'Footer' } });

    const read = (await (
      await admin.get(`wp/v2/navigation/${footer.id}`, { query: { context: 'edit' } })
    ).json()) as Menu;
    expect(read.content.raw).toBe(footer.content.raw);

    const markup =
      '<!-- wp:navigation-link {"label":"A \\u0026amp; B","url":"/a","kind":"custom"} /-->\n\n<!-- wp:page-list /-->';
    const updated = (await (
      await admin.post(`wp/v2/navigation/${footer.id}`, { title: 'Footer links', content: markup })
    ).json()) as Menu;
    expect(updated.title.raw).toBe('Footer links');
    expect(updated.content.raw).toBe(markup);

    const list = (await (
      await admin.get('wp/v2/navigation', { query: listQuery })
    ).json()) as Menu[];
    const ids = list.map((menu) => menu.id);
    expect(ids).toContain(footer.id);
    expect(ids.indexOf(footer.id)).toBeLessThan(ids.indexOf(older.id));
    const dates = list.map((menu) => menu.date);
    expect(dates).toEqual([...dates].sort().reverse());

    for (const menu of [footer, older]) {
      const removed = await admin.delete(`wp/v2/navigation/${menu.id}`, {
        query: { force: true },
      });
      const body = await removed.json();
      expect(body.deleted).toBe(true);
      expect(body.previous.id).toBe(menu.id);
      expect((await admin.get(`wp/v2/navigation/${menu.id}`)).status()).toBe(404);
    }
  });
});
