// Parents make a tree: a page (or a category) may not be its own parent, nor the child of one of
// its own descendants. Both writes of a loop answered 200 before, and lists in levels then lost
// the pages (no root leads to them).
import { expect, test } from '@playwright/test';
import { type RestClient, restAs } from '../fixtures/host';

test.describe('parent loops are refused', () => {
  let client: RestClient;
  const made: string[] = [];

  test.beforeEach(async ({ request }) => {
    client = await restAs(request, 'admin');
  });

  test.afterEach(async () => {
    for (const path of made.splice(0).reverse()) {
      await client.delete(path, { query: { force: true } });
    }
  });

  async function create(path: string, data: Record<string, unknown>): Promise<number> {
    const response = await client.post(path, data);
    expect(response.status()).toBe(201);
    const id = (await response.json()).id as number;
    made.push(`${path}/${id}`);
    return id;
  }

  test('a page cannot become the child of its child, its grandchild or itself', async () => {
    const a = await create('wp/v2/pages', { title: 'Loop A', status: 'draft' });
    const b = await create('wp/v2/pages', { title: 'Loop B', status: 'draft', parent: a });
    const c = await create('wp/v2/pages', { title: 'Loop C', status: 'draft', parent: b });
    for (const parent of [b, c, a]) {
      const response = await client.post(`wp/v2/pages/${a}`, { title: 'Moved', parent });
      expect(response.status(), `parent ${parent}`).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('rest_post_invalid_parent');
      expect(body.message).toBe(
        'A page cannot be its own parent, nor the child of one of its own descendants.',
      );
      expect(Object.keys(body.data.params)).toEqual(['parent']);
    }
    const a2 = await (await client.get(`wp/v2/pages/${a}`, { query: { context: 'edit' } })).json();
    expect(a2.parent).toBe(0);
    expect(a2.title.raw).toBe('Loop A');
    // Moving a page under a page outside its own branch is fine.
    const d = await create('wp/v2/pages', { title: 'Loop D', status: 'draft' });
    const moved = await client.post(`wp/v2/pages/${c}`, { parent: d });
    expect(moved.status()).toBe(200);
    expect((await moved.json()).parent).toBe(d);
  });

  test('a category cannot become the child of its descendant, and its parent must exist', async () => {
    const top = await create('wp/v2/categories', { name: 'Loop top' });
    const child = await create('wp/v2/categories', { name: 'Loop child', parent: top });
    for (const parent of [child, top]) {
      const response = await client.post(`wp/v2/categories/${top}`, { parent });
      expect(response.status(), `parent ${parent}`).toBe(400);
      expect((await response.json()).code).toBe('rest_term_invalid_parent');
    }
    const missing = await client.post('wp/v2/categories', { name: 'Orphan', parent: 999999 });
    expect(missing.status()).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: 'rest_term_invalid',
      message: 'Parent term does not exist.',
    });
    const after = await (await client.get(`wp/v2/categories/${top}`)).json();
    expect(after.parent).toBe(0);
  });
});
