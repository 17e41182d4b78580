import { expect, test } from '@playwright/test';
import { type RestClient, restAs, userSession } from '../fixtures/host';

test.describe('pages and posts', () => {
  let admin: RestClient;

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
  });

  test('pagination answers X-WP-Total and X-WP-TotalPages that match the items', async () => {
    const all = await admin.get('wp/v2/pages', {
      query: { status: 'any', per_page: 100, _fields: 'id' },
    });
    const total = Number(all.headers()['x-wp-total']);
    expect(total).toBe(((await all.json()) as unknown[]).length);
    const pageSize = 4;
    const first = await admin.get('wp/v2/pages', {
      query: { status: 'any', per_page: pageSize, _fields: 'id' },
    });
    expect(first.headers()['x-wp-total']).toBe(String(total));
    expect(first.headers()['x-wp-totalpages']).toBe(String(Math.ceil(total / pageSize)));
    expect(first.headers().link).toContain('rel="next"');
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(total / pageSize); page++) {
      const items = (await (
        await admin.get('wp/v2/pages', {
          query: { status: 'any', per_page: pageSize, page, _fields: 'id' },
        })
      ).json()) as {
        id: number;
      }[];
      for (const item of items) seen.add(item.id);
    }
    expect(seen.size).toBe(total);
  });

  test('DELETE trashes, a second DELETE is 410, and force=true deletes for good', async () => {
    const page = await (
      await admin.post('wp/v2/pages', { title: 'Trash me', status: 'publish' })
    ).json();
    const trashed = await admin.delete(`wp/v2/pages/${page.id}`);
    expect(trashed.status()).toBe(200);
    expect((await trashed.json()).status).toBe('trash');
    const trashList = (await (
      await admin.get('wp/v2/pages', { query: { status: 'trash', per_page: 100 } })
    ).json()) as { id: number }[];
    expect(trashList.map((p) => p.id)).toContain(page.id);
    const again = await admin.delete(`wp/v2/pages/${page.id}`);
    expect(again.status()).toBe(410);
    expect((await again.json()).code).toBe('rest_already_trashed');
    const restored = await admin.post(`wp/v2/pages/${page.id}`, { status: 'draft' });
    expect((await restored.json()).status).toBe('draft');
    const deleted = await admin.delete(`wp/v2/pages/${page.id}`, { query: { force: true } });
    const body = await deleted.json();
    expect(body.deleted).toBe(true);
    expect(body.previous.id).toBe(page.id);
    expect(body.previous.title.raw).toBe('Trash me');
    expect((await admin.get(`wp/v2/pages/${page.id}`)).status()).toBe(404);
  });

  test('create answers 201 with the edit-context record and a Location header', async () => {
    const response = await admin.post('wp/v2/pages', {
      title: 'Fresh & new',
      content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
    });
    expect(response.status()).toBe(201);
    const page = await response.json();
    expect(response.headers().location).toContain(`/wp-json/wp/v2/pages/${page.id}`);
    expect(page.status).toBe('draft');
    expect(page.slug).toBe('');
    expect(page.generated_slug).toBe('fresh-new');
    expect(page.title).toEqual({ raw: 'Fresh & new', rendered: 'Fresh &amp; new' });
    expect(page.content.raw).toContain('wp:paragraph');
    expect(page.content.rendered).toBe('<p>Hi</p>');
    const published = await (
      await admin.post(`wp/v2/pages/${page.id}`, { status: 'publish' })
    ).json();
    expect(published.slug).toBe('fresh-new');
    await admin.delete(`wp/v2/pages/${page.id}`, { query: { force: true } });
  });

  test('a publish date in the future schedules; private drops the password', async () => {
    const future = new Date(Date.now() + 7 * 86400000).toISOString().slice(0, 19);
    const post = await (
      await admin.post('wp/v2/posts', { title: 'Later', status: 'publish', date: future })
    ).json();
    expect(post.status).toBe('future');
    expect(post.date).toBe(future);
    const locked = await (
      await admin.post(`wp/v2/posts/${post.id}`, { status: 'draft', password: 'secret' })
    ).json();
    expect(locked.password).toBe('secret');
    const privatePost = await (
      await admin.post(`wp/v2/posts/${post.id}`, { status: 'private' })
    ).json();
    expect(privatePost.password).toBe('');
    await admin.delete(`wp/v2/posts/${post.id}`, { query: { force: true } });
  });

  test('status filters take a list, and any means every status but trash', async () => {
    const drafts = (await (
      await admin.get('wp/v2/pages', { query: { 'status[]': 'draft', per_page: 100 } })
    ).json()) as { status: string }[];
    expect(drafts.length).toBeGreaterThan(0);
    expect(new Set(drafts.map((p) => p.status))).toEqual(new Set(['draft']));
    const mixed = (await (
      await admin.get('wp/v2/pages', { query: { status: 'draft,pending', per_page: 100 } })
    ).json()) as { status: string }[];
    expect(new Set(mixed.map((p) => p.status))).toEqual(new Set(['draft', 'pending']));
    const any = (await (
      await admin.get('wp/v2/pages', { query: { status: 'any', per_page: 100 } })
    ).json()) as { status: string }[];
    expect(any.some((p) => p.status === 'trash')).toBe(false);
    expect(new Set(any.map((p) => p.status))).toEqual(
      new Set(['publish', 'draft', 'pending', 'future', 'private']),
    );
  });

  test('an author lists their own drafts only', async ({ playwright, baseURL }) => {
    const author = await userSession(playwright.request, baseURL, 'author');
    const me = await (await author.client.get('wp/v2/users/me')).json();
    const drafts = (await (
      await author.client.get('wp/v2/posts', { query: { status: 'draft', per_page: 100 } })
    ).json()) as { author: number }[];
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((post) => post.author === me.id)).toBe(true);
    await author.dispose();
  });

  test('search, orderby title and author filters', async () => {
    const found = (await (
      await admin.get('wp/v2/pages', { query: { search: 'histor' } })
    ).json()) as { title: { rendered: string } }[];
    expect(found.map((p) => p.title.rendered)).toEqual(['History']);
    const byTitle = (await (
      await admin.get('wp/v2/pages', {
        query: { orderby: 'title', order: 'asc', per_page: 5, _fields: 'title' },
      })
    ).json()) as {
      title: { rendered: string };
    }[];
    const titles = byTitle.map((p) => p.title.rendered.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const relevance = await admin.get('wp/v2/pages', { query: { orderby: 'relevance' } });
    expect(relevance.status()).toBe(400);
    const editorPages = (await (
      await admin.get('wp/v2/pages', { query: { author: 2, status: 'any', per_page: 100 } })
    ).json()) as { author: number }[];
    expect(editorPages.every((p) => p.author === 2)).toBe(true);
    const excluded = (await (
      await admin.get('wp/v2/pages', { query: { author_exclude: 2, status: 'any', per_page: 100 } })
    ).json()) as {
      author: number;
    }[];
    expect(excluded.some((p) => p.author === 2)).toBe(false);
  });

  test('orderby_hierarchy puts children right after their parent', async () => {
    const pages = (await (
      await admin.get('wp/v2/pages', {
        query: {
          orderby: 'menu_order',
          order: 'asc',
          orderby_hierarchy: true,
          per_page: 100,
          _fields: 'id,parent,title',
        },
      })
    ).json()) as { id: number; parent: number; title: { rendered: string } }[];
    const position = new Map(pages.map((p, i) => [p.id, i]));
    for (const page of pages) {
      if (page.parent && position.has(page.parent))
        expect(position.get(page.id)!).toBeGreaterThan(position.get(page.parent)!);
    }
    const titles = pages.map((p) => p.title.rendered);
    expect(titles.indexOf('Team')).toBe(titles.indexOf('About') + 1);
    expect(titles.indexOf('Web Apps')).toBe(titles.indexOf('Development') + 1);
  });

  test('_fields keeps the named fields, dotted paths included', async () => {
    const pages = (await (
      await admin.get('wp/v2/pages', { query: { _fields: 'id,title.rendered', per_page: 2 } })
    ).json()) as Record<string, unknown>[];
    for (const page of pages) {
      expect(Object.keys(page).sort()).toEqual(['id', 'title']);
      expect(Object.keys(page.title as object)).toEqual(['rendered']);
    }
  });

  test('_embed=author embeds the author with name and avatar', async () => {
    const [page] = (await (
      await admin.get('wp/v2/pages', { query: { _embed: 'author', per_page: 1 } })
    ).json()) as {
      author: number;
      _embedded: { author: { id: number; name: string; avatar_urls: Record<string, string> }[] };
    }[];
    const author = page!._embedded.author[0]!;
    expect(author.id).toBe(page!.author);
    expect(author.name).toBeTruthy();
    expect(author.avatar_urls['48']).toMatch(/\/avatar\/\d+\.svg\?s=48$/);
  });

  test('the template field accepts the theme templates only', async () => {
    const page = await (
      await admin.post('wp/v2/pages', { title: 'Templated', template: 'page-wide' })
    ).json();
    expect(page.template).toBe('page-wide');
    const bad = await admin.post(`wp/v2/pages/${page.id}`, { template: 'no-such-template' });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).data.params.template).toBeTruthy();
    await admin.delete(`wp/v2/pages/${page.id}`, { query: { force: true } });
  });

  test('posts carry categories, tags, sticky and format', async () => {
    const [post] = (await (
      await admin.get('wp/v2/posts', { query: { per_page: 1, context: 'edit' } })
    ).json()) as Record<string, unknown>[];
    for (const field of ['categories', 'tags', 'sticky', 'format', 'excerpt', 'comment_status'])
      expect(post).toHaveProperty(field);
    const category = (
      await (await admin.get('wp/v2/categories', { query: { search: 'Design' } })).json()
    )[0];
    const filtered = (await (
      await admin.get('wp/v2/posts', { query: { categories: category.id, per_page: 100 } })
    ).json()) as {
      categories: number[];
    }[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((p) => p.categories.includes(category.id))).toBe(true);
  });
});
