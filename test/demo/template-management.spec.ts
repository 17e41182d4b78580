// What the Templates screens and the Add template wizard call on the host, answered as
// WordPress 7.1 answers it: creating (slugs sanitised and made unique, unknown areas filed as
// uncategorized), renaming, deleting and resetting templates and parts, OPTIONS per item,
// the fallback lookup and the suggestion queries.
import { expect, test } from '@playwright/test';
import { type RestClient, allowed, restAs } from '../fixtures/host';

interface Template {
  id: string;
  slug: string;
  source: string;
  title: { raw: string };
  area?: string;
  wp_id: number;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('template management', () => {
  let admin: RestClient;

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
  });

  test('a slug taken by a saved template gets -2, as wp_insert_post makes it unique', async () => {
    const slug = `wp-custom-template-${unique()}`;
    const first = await admin.post('wp/v2/templates', { slug, title: 'First' });
    expect(first.status()).toBe(201);
    expect((await first.json()) as Template).toMatchObject({ id: `meridian//${slug}`, slug });
    const second = await admin.post('wp/v2/templates', { slug, title: 'Second' });
    expect(second.status()).toBe(201);
    expect(second.headers().location).toMatch(new RegExp(`/wp/v2/templates/meridian//${slug}-2$`));
    expect(((await second.json()) as Template).slug).toBe(`${slug}-2`);
    // Left behind, these would show in every later test's template list.
    for (const made of [slug, `${slug}-2`])
      await admin.delete(`wp/v2/templates/meridian//${made}`, { query: { force: true } });
  });

  test('non-ASCII slugs pass the pattern and are saved as sanitize_title makes them', async () => {
    const created = await admin.post('wp/v2/templates', { slug: 'page-été', title: 'Été' });
    expect(created.status()).toBe(201);
    expect(((await created.json()) as Template).id).toBe('meridian//page-ete');
    const bad = await admin.post('wp/v2/templates', { slug: 'ééé', title: 'x' });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).code).toBe('rest_invalid_param');
    await admin.delete('wp/v2/templates/meridian//page-ete', { query: { force: true } });
  });

  test('a part with an unknown area is filed as uncategorized, as WordPress does', async () => {
    const slug = `part-${unique()}`;
    const created = await admin.post('wp/v2/template-parts', { slug, area: 'aside' });
    expect(created.status()).toBe(201);
    expect(((await created.json()) as Template).area).toBe('uncategorized');
    const footer = await admin.post('wp/v2/template-parts', {
      slug: `${slug}-footer`,
      area: 'footer',
    });
    expect(((await footer.json()) as Template).area).toBe('footer');
    for (const made of [slug, `${slug}-footer`])
      await admin.delete(`wp/v2/template-parts/meridian//${made}`, { query: { force: true } });
  });

  test('rename then delete a user template with force', async () => {
    const slug = `wp-custom-template-${unique()}`;
    const id = `meridian//${slug}`;
    await admin.post('wp/v2/templates', { slug, title: 'Before' });
    const renamed = await admin.post(`wp/v2/templates/${id}`, { title: 'After' });
    expect(((await renamed.json()) as Template).title.raw).toBe('After');
    const deleted = await admin.delete(`wp/v2/templates/${id}`, { query: { force: true } });
    expect(await deleted.json()).toMatchObject({ deleted: true, previous: { id } });
    expect((await admin.get(`wp/v2/templates/${id}`)).status()).toBe(404);
  });

  test('reset: deleting a customised part brings the theme file back', async () => {
    await admin.post('wp/v2/template-parts/meridian//footer', { content: '<p>Mine</p>' });
    const customised = (await (
      await admin.get('wp/v2/template-parts/meridian//footer', { query: { context: 'edit' } })
    ).json()) as Template;
    expect(customised.source).toBe('custom');
    const reset = await admin.delete('wp/v2/template-parts/meridian//footer', {
      query: { force: true },
    });
    expect(reset.status()).toBe(200);
    const back = (await (
      await admin.get('wp/v2/template-parts/meridian//footer')
    ).json()) as Template;
    expect(back).toMatchObject({ source: 'theme', wp_id: 0 });

    const never = await admin.delete('wp/v2/templates/meridian//404', { query: { force: true } });
    expect(never.status()).toBe(400);
    expect(await never.json()).toMatchObject({
      code: 'rest_invalid_template',
      message: "Templates based on theme files can't be removed.",
    });
  });

  test('OPTIONS on templates and parts: every method for admins, none for authors', async ({
    playwright,
  }) => {
    const all = ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'];
    expect(await allowed(admin, 'wp/v2/templates/meridian//index')).toEqual(all);
    expect(await allowed(admin, 'wp/v2/template-parts/meridian//header')).toEqual(all);
    const context = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    const author = await restAs(context, 'author');
    expect(await allowed(author, 'wp/v2/templates/meridian//index')).toEqual(['GET']);
    await context.dispose();
  });

  test('lookup answers the template WordPress falls back to', async () => {
    const lookup = async (query: Record<string, string>) =>
      ((await (await admin.get('wp/v2/templates/lookup', { query })).json()) as Template).slug;
    expect(await lookup({ slug: 'page-about' })).toBe('page');
    expect(await lookup({ slug: 'single-post-hello' })).toBe('single');
    expect(await lookup({ slug: 'category-news' })).toBe('archive');
  });
});

test.describe('wizard suggestion queries', () => {
  let admin: RestClient;

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
  });

  test('posts and pages by relevance or modified, with _fields and exclude', async () => {
    const pages = (await (
      await admin.get('wp/v2/pages', {
        query: { _fields: 'id,title,slug,link', per_page: 10, orderby: 'modified', order: 'asc' },
      })
    ).json()) as Record<string, unknown>[];
    expect(pages.length).toBeGreaterThan(0);
    expect(Object.keys(pages[0]!).sort()).toEqual(['id', 'link', 'slug', 'title']);
    const excluded = (await (
      await admin.get(`wp/v2/pages?exclude[]=${pages[0]!.id}&_fields=id&per_page=100`)
    ).json()) as { id: number }[];
    expect(excluded.map((p) => p.id)).not.toContain(pages[0]!.id);
    const relevance = await admin.get('wp/v2/posts', {
      query: { orderby: 'relevance', search: 'a', per_page: 20, _fields: 'id' },
    });
    expect(relevance.status()).toBe(200);
    const noSearch = await admin.get('wp/v2/posts', { query: { orderby: 'relevance' } });
    expect(noSearch.status()).toBe(400);
    expect((await noSearch.json()).code).toBe('rest_no_search_term_defined');
  });

  test('terms by count, users by registered_date among authors', async () => {
    const categories = (await (
      await admin.get('wp/v2/categories', {
        query: { orderby: 'count', order: 'desc', _fields: 'id,name,slug,link,count' },
      })
    ).json()) as { count: number }[];
    const counts = categories.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const tags = await admin.get('wp/v2/tags', { query: { orderby: 'name', search: 'x' } });
    expect(tags.status()).toBe(200);
    const users = await admin.get('wp/v2/users', {
      query: {
        who: 'authors',
        orderby: 'registered_date',
        order: 'asc',
        _fields: 'id,name,slug,link',
      },
    });
    expect(users.status()).toBe(200);
    const list = (await users.json()) as { id: number }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.map((u) => u.id)).toEqual([...list.map((u) => u.id)].sort((a, b) => a - b));
  });
});
