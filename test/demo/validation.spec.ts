import { expect, test } from '@playwright/test';
import { type RestClient, globalStylesId, restAs } from '../fixtures/host';

async function pageTitle(client: RestClient, id: number): Promise<string> {
  const page = await (await client.get(`wp/v2/pages/${id}`, { query: { context: 'edit' } })).json();
  return page.title.raw;
}

test.describe('bad input is refused with a clear 4xx and writes nothing', () => {
  let client: RestClient;
  let pageId: number;

  test.beforeEach(async ({ request }) => {
    client = await restAs(request, 'admin');
    const created = await client.post('wp/v2/pages', {
      title: 'Validation target',
      status: 'draft',
    });
    pageId = (await created.json()).id;
  });

  test.afterEach(async () => {
    await client.delete(`wp/v2/pages/${pageId}`, { query: { force: true } });
  });

  test('malformed JSON gives 400 rest_invalid_json', async () => {
    const response = await client.post(`wp/v2/pages/${pageId}`, '{"title": "Changed",');
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('rest_invalid_json');
    expect(body.message).toBe('Invalid JSON body passed.');
    expect(body.data.status).toBe(400);
    expect(await pageTitle(client, pageId)).toBe('Validation target');
  });

  test('an unknown field gives 400 rest_invalid_param naming it, and nothing is saved', async () => {
    const response = await client.post(`wp/v2/pages/${pageId}`, {
      title: 'Changed',
      colour: 'blue',
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('rest_invalid_param');
    expect(body.message).toContain('colour');
    expect(Object.keys(body.data.params)).toEqual(['colour']);
    expect(await pageTitle(client, pageId)).toBe('Validation target');
  });

  test('a wrong type gives 400 rest_invalid_param with the reason per field', async () => {
    const response = await client.post(`wp/v2/pages/${pageId}`, {
      title: 'Changed',
      menu_order: 'first',
      status: 'published',
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('rest_invalid_param');
    expect(body.message).toBe('Invalid parameter(s): menu_order, status');
    expect(body.data.params.menu_order).toBe('menu_order is not of type integer.');
    expect(body.data.params.status).toContain('status is not one of');
    expect(await pageTitle(client, pageId)).toBe('Validation target');
  });

  test('a body over 1 MB gives 413 with a clear message', async () => {
    const content = 'x'.repeat(1024 * 1024 + 10);
    const response = await client.post(`wp/v2/pages/${pageId}`, { title: 'Changed', content });
    expect(response.status()).toBe(413);
    const body = await response.json();
    expect(body.code).toBe('rest_request_too_large');
    expect(body.message).toContain('1 MB');
    expect(await pageTitle(client, pageId)).toBe('Validation target');
  });

  test('a JSON body that is not an object is refused', async () => {
    const response = await client.post(`wp/v2/pages/${pageId}`, '[1, 2, 3]');
    expect(response.status()).toBe(400);
    expect((await response.json()).code).toBe('rest_invalid_json');
  });

  test('global styles must be objects', async () => {
    const id = await globalStylesId(client);
    const response = await client.post(`wp/v2/global-styles/${id}`, { styles: 'red' });
    expect(response.status()).toBe(400);
    expect((await response.json()).data.params.styles).toBe('styles is not of type object.');
  });

  test('a failing write leaves no partial change behind', async () => {
    // The featured image is checked after the row is updated: the transaction must undo the
    // title change. (Unknown term ids are no failure: WordPress skips them.)
    const post = await (
      await client.post('wp/v2/posts', { title: 'Atomic', status: 'draft' })
    ).json();
    const response = await client.post(`wp/v2/posts/${post.id}`, {
      title: 'Changed',
      featured_media: 999999,
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).code).toBe('rest_invalid_featured_media');
    const after = await (
      await client.get(`wp/v2/posts/${post.id}`, { query: { context: 'edit' } })
    ).json();
    expect(after.title.raw).toBe('Atomic');
    await client.delete(`wp/v2/posts/${post.id}`, { query: { force: true } });
  });

  test('an invalid parent is refused', async () => {
    const response = await client.post(`wp/v2/pages/${pageId}`, {
      title: 'Changed',
      parent: 999999,
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).code).toBe('rest_post_invalid_id');
    expect(await pageTitle(client, pageId)).toBe('Validation target');
  });

  test('menu_order must be a whole number in 32 bits, as WordPress stores it', async () => {
    for (const menuOrder of [1e300, 2 ** 31, -(2 ** 31) - 1, 1.5, 2 ** 53 + 2]) {
      const response = await client.post(`wp/v2/pages/${pageId}`, {
        title: 'Changed',
        menu_order: menuOrder,
      });
      expect(response.status(), String(menuOrder)).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('rest_invalid_param');
      expect(Object.keys(body.data.params)).toEqual(['menu_order']);
    }
    const query = await client.get('wp/v2/pages', { query: { menu_order: '1e300' } });
    expect(query.status()).toBe(400);
    const fine = await client.post(`wp/v2/pages/${pageId}`, { menu_order: 2 ** 31 - 1 });
    expect((await fine.json()).menu_order).toBe(2 ** 31 - 1);
    expect(await pageTitle(client, pageId)).toBe('Validation target');
  });

  test("a title object other than WordPress's { raw } is a 400, not silently ignored", async () => {
    for (const title of [{ text: 'Changed' }, {}, { raw: 5 }, { rendered: 'Changed' }]) {
      const response = await client.post(`wp/v2/pages/${pageId}`, { title });
      expect(response.status(), JSON.stringify(title)).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('rest_invalid_param');
      expect(Object.keys(body.data.params)).toEqual(['title']);
    }
    expect(await pageTitle(client, pageId)).toBe('Validation target');
    const raw = await client.post(`wp/v2/pages/${pageId}`, {
      title: { raw: 'Raw title', rendered: 'sent back, ignored' },
    });
    expect(raw.status()).toBe(200);
    expect(await pageTitle(client, pageId)).toBe('Raw title');
  });

  test('a title longer than 65,535 characters is a 400 that says the limit', async () => {
    const long = 'x'.repeat(1000 * 1000);
    for (const title of [long, { raw: long }]) {
      const response = await client.post(`wp/v2/pages/${pageId}`, { title });
      expect(response.status()).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('rest_invalid_param');
      expect(body.data.params.title).toMatch(/must be at most 65535 characters long/);
    }
    const created = await client.post('wp/v2/posts', { title: long });
    expect(created.status()).toBe(400);
    expect(await pageTitle(client, pageId)).toBe('Validation target');
  });

  test('per_page outside 1..100 is a 400 naming per_page', async () => {
    for (const perPage of ['0', '101', '-1', 'ten']) {
      const response = await client.get('wp/v2/pages', { query: { per_page: perPage } });
      expect(response.status()).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('rest_invalid_param');
      expect(Object.keys(body.data.params)).toEqual(['per_page']);
    }
  });

  test('a page past the end is a 400', async () => {
    const response = await client.get('wp/v2/pages', { query: { page: 100000 } });
    expect(response.status()).toBe(400);
    expect((await response.json()).code).toBe('rest_post_invalid_page_number');
  });

  test('unknown routes are 404 rest_no_route; wrong methods are 405 with Allow', async () => {
    const missing = await client.get('wp/v2/no-such-route');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).code).toBe('rest_no_route');
    const wrong = await client.delete('wp/v2/settings');
    expect(wrong.status()).toBe(405);
    expect(wrong.headers().allow).toContain('GET');
  });

  test('a missing item is 404 rest_post_invalid_id', async () => {
    const response = await client.get('wp/v2/pages/987654');
    expect(response.status()).toBe(404);
    expect((await response.json()).code).toBe('rest_post_invalid_id');
  });

  test('missing required fields name the field', async () => {
    const response = await client.post('wp/v2/wp_pattern_category', {});
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('rest_missing_callback_param');
    expect(body.data.params).toEqual(['name']);
  });

  test('rest_route= reaches the same API', async ({ request }) => {
    const response = await request.get('/?rest_route=/wp/v2/types/page');
    expect((await response.json()).slug).toBe('page');
  });
});
