// What the Patterns screen calls on the host, answered as WordPress 7.1 answers it: pattern
// categories (wp_pattern_category terms) created, renamed, counted and deleted; user patterns
// (wp_block) with their sync status and categories; per-item permissions from OPTIONS.
import { expect, test } from '@playwright/test';
import { type RestClient, allowed, restAs } from '../fixtures/host';

interface Term {
  id: number;
  name: string;
  slug: string;
  count: number;
}

interface Pattern {
  id: number;
  title: { raw: string };
  wp_pattern_sync_status: string;
  wp_pattern_category: number[];
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('pattern categories', () => {
  let admin: RestClient;

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
  });

  test('a second category of the same name answers term_exists with the first id', async () => {
    const name = `Heroes ${unique()}`;
    const created = await admin.post('wp/v2/wp_pattern_category', { name });
    expect(created.status()).toBe(201);
    const term = (await created.json()) as Term;
    expect(term).toMatchObject({ name, count: 0, taxonomy: 'wp_pattern_category' });

    const again = await admin.post('wp/v2/wp_pattern_category', { name: name.toUpperCase() });
    expect(again.status()).toBe(400);
    expect(await again.json()).toEqual({
      code: 'term_exists',
      message: 'A term with the name provided already exists in this taxonomy.',
      data: { status: 400, term_id: term.id },
    });
  });

  test('renames keep the slug, and may repeat another name as wp_update_term allows', async () => {
    const first = (await (
      await admin.post('wp/v2/wp_pattern_category', { name: `First ${unique()}` })
    ).json()) as Term;
    const second = (await (
      await admin.post('wp/v2/wp_pattern_category', { name: `Second ${unique()}` })
    ).json()) as Term;
    const renamed = await admin.post(`wp/v2/wp_pattern_category/${second.id}`, {
      name: first.name,
    });
    expect(renamed.status()).toBe(200);
    expect(await renamed.json()).toMatchObject({
      id: second.id,
      name: first.name,
      slug: second.slug,
    });

    const empty = await admin.post(`wp/v2/wp_pattern_category/${second.id}`, { name: '  ' });
    expect(empty.status()).toBe(400);
    expect((await empty.json()).code).toBe('empty_term_name');
  });

  test('counts the published patterns; deleting needs force and leaves the patterns', async () => {
    const term = (await (
      await admin.post('wp/v2/wp_pattern_category', { name: `Counted ${unique()}` })
    ).json()) as Term;
    const make = (status: string) =>
      admin.post('wp/v2/blocks', {
        title: `In category ${unique()}`,
        content: '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->',
        status,
        wp_pattern_category: [term.id],
      });
    const published = (await (await make('publish')).json()) as Pattern;
    await make('publish');
    await make('draft');
    const counted = (await (
      await admin.get(`wp/v2/wp_pattern_category/${term.id}`)
    ).json()) as Term;
    expect(counted.count).toBe(2);

    const unforced = await admin.delete(`wp/v2/wp_pattern_category/${term.id}`);
    expect(unforced.status()).toBe(501);
    expect(await unforced.json()).toMatchObject({
      code: 'rest_trash_not_supported',
      message: "Terms do not support trashing. Set 'force' to true to delete.",
    });

    const deleted = await admin.delete(`wp/v2/wp_pattern_category/${term.id}`, {
      query: { force: true },
    });
    expect(deleted.status()).toBe(200);
    expect(await deleted.json()).toMatchObject({ deleted: true, previous: { id: term.id } });
    const pattern = (await (
      await admin.get(`wp/v2/blocks/${published.id}`, { query: { context: 'edit' } })
    ).json()) as Pattern;
    expect(pattern.wp_pattern_category).toEqual([]);
  });
});

test.describe('user patterns', () => {
  let admin: RestClient;

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
  });

  test('sync status: unsynced is kept, null clears it, anything else is rest_not_in_enum', async () => {
    const created = await admin.post('wp/v2/blocks', {
      title: 'Not synced',
      content: '',
      status: 'publish',
      meta: { wp_pattern_sync_status: 'unsynced' },
    });
    expect(created.status()).toBe(201);
    const pattern = (await created.json()) as Pattern;
    expect(pattern.wp_pattern_sync_status).toBe('unsynced');

    const synced = await admin.post(`wp/v2/blocks/${pattern.id}`, {
      meta: { wp_pattern_sync_status: null },
    });
    expect(((await synced.json()) as Pattern).wp_pattern_sync_status).toBe('');

    for (const value of ['', 'sometimes']) {
      const bad = await admin.post('wp/v2/blocks', {
        title: 'Bad sync',
        status: 'publish',
        meta: { wp_pattern_sync_status: value },
      });
      expect(bad.status()).toBe(400);
      expect(await bad.json()).toEqual({
        code: 'rest_not_in_enum',
        message: 'meta.wp_pattern_sync_status is not one of partial and unsynced.',
        data: { status: 400 },
      });
    }
  });

  test('category ids that are no terms are skipped, as wp_set_object_terms does', async () => {
    const term = (await (
      await admin.post('wp/v2/wp_pattern_category', { name: `Kept ${unique()}` })
    ).json()) as Term;
    const created = await admin.post('wp/v2/blocks', {
      title: 'With a stray id',
      status: 'publish',
      wp_pattern_category: [term.id, 987654],
    });
    expect(created.status()).toBe(201);
    expect(((await created.json()) as Pattern).wp_pattern_category).toEqual([term.id]);
  });

  test('duplicate is a plain create; delete with force answers the previous record', async () => {
    const original = (await (
      await admin.post('wp/v2/blocks', {
        title: 'Card',
        content: '<!-- wp:paragraph --><p>Card</p><!-- /wp:paragraph -->',
        status: 'publish',
      })
    ).json()) as Pattern;
    const copy = await admin.post('wp/v2/blocks', {
      title: 'Card (Copy)',
      content: '<!-- wp:paragraph --><p>Card</p><!-- /wp:paragraph -->',
      status: 'publish',
    });
    expect(copy.status()).toBe(201);
    const copied = (await copy.json()) as Pattern & { slug: string };
    expect(copied.id).not.toBe(original.id);
    expect(copied.title.raw).toBe('Card (Copy)');

    const deleted = await admin.delete(`wp/v2/blocks/${copied.id}`, { query: { force: true } });
    expect(await deleted.json()).toMatchObject({ deleted: true, previous: { id: copied.id } });
    expect((await admin.get(`wp/v2/blocks/${copied.id}`)).status()).toBe(404);
  });

  test('an import with a malformed body is a 400 with a message, never a 500', async () => {
    for (const data of ['{"title": ', '[1, 2]', { title: { raw: 5 } }, { bogus: true }]) {
      const response = await admin.post('wp/v2/blocks', data);
      expect(response.status()).toBe(400);
      expect(typeof (await response.json()).message).toBe('string');
    }
  });

  test('OPTIONS on a pattern allows each method only to users who may use it', async ({
    playwright,
  }) => {
    const pattern = (await (
      await admin.post('wp/v2/blocks', { title: 'Owned by admin', status: 'publish' })
    ).json()) as Pattern;
    expect(await allowed(admin, `wp/v2/blocks/${pattern.id}`)).toEqual([
      'DELETE',
      'GET',
      'PATCH',
      'POST',
      'PUT',
    ]);
    const context = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    const author = await restAs(context, 'author');
    expect(await allowed(author, `wp/v2/blocks/${pattern.id}`)).toEqual(['GET']);

    // The list says the same per item in its self links' targetHints (WordPress 6.7+).
    const hints = async (client: RestClient) => {
      const list = (await (
        await client.get('wp/v2/blocks', { query: { per_page: 100 } })
      ).json()) as Array<{ id: number; _links: { self: [{ targetHints?: { allow: string[] } }] } }>;
      const item = list.find((entry) => entry.id === pattern.id);
      return [...(item?._links.self[0].targetHints?.allow ?? [])].sort();
    };
    expect(await hints(admin)).toEqual(['DELETE', 'GET', 'PATCH', 'POST', 'PUT']);
    expect(await hints(author)).toEqual(['GET']);
    await context.dispose();
    await admin.delete(`wp/v2/blocks/${pattern.id}`, { query: { force: true } });
  });
});
