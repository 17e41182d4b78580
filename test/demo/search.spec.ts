import { expect, test } from '@playwright/test';
import { type RestClient, rest, restAs } from '../fixtures/host';

interface SearchResult {
  id: number;
  title: string;
  url: string;
  type: string;
  subtype: string;
  _links: Record<string, Array<{ href: string; embeddable?: boolean }>>;
}

async function search(client: RestClient, query: Record<string, string | number>) {
  const response = await client.get('wp/v2/search', { query });
  expect(response.status(), await response.text()).toBe(200);
  return { response, results: (await response.json()) as SearchResult[] };
}

test.describe('search (GET /wp/v2/search)', () => {
  let admin: RestClient;

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
  });

  test('finds published pages and posts, each with its address, type and subtype', async () => {
    const { results } = await search(admin, { search: 'Contact' });
    const contact = results.find((result) => result.title === 'Contact');
    expect(contact).toBeDefined();
    expect(Object.keys(contact!).sort()).toEqual([
      '_links',
      'id',
      'subtype',
      'title',
      'type',
      'url',
    ]);
    expect(contact).toMatchObject({ type: 'post', subtype: 'page' });
    const page = await (await admin.get(`wp/v2/pages/${contact!.id}`)).json();
    expect(contact!.url).toBe(page.link);
    expect(contact!._links.self![0]).toMatchObject({ embeddable: true });
    expect(contact!._links.self![0]!.href).toMatch(new RegExp(`/wp/v2/pages/${contact!.id}$`));
    expect(contact!._links.about![0]!.href).toMatch(/\/wp\/v2\/types\/page$/);

    const { results: posts } = await search(admin, { search: 'global styles' });
    expect(posts.map((result) => [result.title, result.subtype])).toContainEqual([
      'Designing with global styles',
      'post',
    ]);
  });

  test('subtype limits the post types; any is the default; others are refused', async () => {
    const { results: any } = await search(admin, { per_page: 100 });
    expect(new Set(any.map((result) => result.subtype))).toEqual(new Set(['page', 'post']));
    for (const subtype of ['page', 'post']) {
      const { results } = await search(admin, { subtype, per_page: 100 });
      expect(results.length).toBeGreaterThan(0);
      expect(results.every((result) => result.subtype === subtype)).toBe(true);
    }
    const both = await search(admin, { subtype: 'page,post', per_page: 100 });
    expect(both.results.length).toBe(any.length);
    for (const subtype of ['wp_navigation', 'attachment']) {
      const refused = await admin.get('wp/v2/search', { query: { subtype } });
      expect(refused.status()).toBe(400);
      expect((await refused.json()).code).toBe('rest_invalid_param');
    }
    const term = await admin.get('wp/v2/search', { query: { type: 'nonsense' } });
    expect(term.status()).toBe(400);
  });

  test('never finds drafts, private, scheduled or trashed items, even for an admin', async () => {
    for (const text of [
      'Events', // a draft page
      'ideas for the newsletter', // a draft post
      'team retrospective', // private
      'summer announcement', // scheduled
      'outdated pricing post', // trashed
    ]) {
      const { results } = await search(admin, { search: text });
      expect(results, text).toEqual([]);
    }
  });

  test('is open to visitors: published items only', async ({ playwright, baseURL }) => {
    const context = await playwright.request.newContext({ baseURL });
    const { results } = await search(rest(context), { search: 'About' });
    expect(results.map((result) => result.title)).toContain('About');
    await context.dispose();
  });

  test('puts titles holding the phrase first, then newest first', async () => {
    const older = await (
      await admin.post('wp/v2/posts', {
        title: 'Quokka sightings',
        content: 'Nothing here.',
        status: 'publish',
        date: '2001-01-01T10:00:00',
      })
    ).json();
    const newer = await (
      await admin.post('wp/v2/posts', {
        title: 'Wildlife notes',
        content: 'A quokka sighting, with a photograph.',
        status: 'publish',
      })
    ).json();
    try {
      const { results } = await search(admin, { search: 'quokka' });
      expect(results.map((result) => result.id)).toEqual([older.id, newer.id]);
      // Every word must appear, in any field.
      const { results: both } = await search(admin, { search: 'quokka photograph' });
      expect(both.map((result) => result.id)).toEqual([newer.id]);
    } finally {
      for (const post of [older, newer])
        await admin.delete(`wp/v2/posts/${post.id}`, { query: { force: true } });
    }
  });

  test('pages with per_page (10 by default, at most 100) and totals headers', async () => {
    const { response, results } = await search(admin, {});
    expect(results).toHaveLength(10);
    const total = Number(response.headers()['x-wp-total']);
    expect(total).toBeGreaterThan(10);
    expect(response.headers()['x-wp-totalpages']).toBe(String(Math.ceil(total / 10)));
    expect(response.headers().link).toContain('rel="next"');

    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(total / 7); page++) {
      const { results: items } = await search(admin, { per_page: 7, page });
      for (const item of items) seen.add(item.id);
    }
    expect(seen.size).toBe(total);

    const past = await admin.get('wp/v2/search', { query: { page: 1000 } });
    expect(past.status()).toBe(400);
    expect((await past.json()).code).toBe('rest_search_invalid_page_number');
    const tooMany = await admin.get('wp/v2/search', { query: { per_page: 101 } });
    expect(tooMany.status()).toBe(400);
    expect((await tooMany.json()).code).toBe('rest_invalid_param');
  });

  test('answers _fields, the embed context, and refuses the edit context', async () => {
    const { results } = await search(admin, {
      search: 'About',
      _fields: 'id,title,url,type,subtype',
    });
    expect(Object.keys(results[0]!).sort()).toEqual(['id', 'subtype', 'title', 'type', 'url']);
    const { results: embed } = await search(admin, { search: 'About', context: 'embed' });
    expect(embed[0]).toMatchObject({ type: 'post' });
    const edit = await admin.get('wp/v2/search', { query: { context: 'edit' } });
    expect(edit.status()).toBe(400);
  });
});
