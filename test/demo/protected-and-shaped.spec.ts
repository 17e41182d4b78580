// Answers that must not say more than WordPress's: a password-protected post's excerpt is empty
// for whoever may not read it, and `_fields` shapes JSON only (a file stays the file, and a
// field named after Object's own properties finds nothing).
import { expect, test } from '@playwright/test';
import { rest, restAs } from '../fixtures/host';

test("a password-protected post's excerpt is empty for a visitor", async ({ request }) => {
  const admin = await restAs(request, 'admin');
  const created = await admin.post('wp/v2/posts', {
    title: 'Members only',
    content: '<!-- wp:paragraph --><p>The secret plan.</p><!-- /wp:paragraph -->',
    excerpt: 'The secret plan, in short.',
    password: 'hunter2',
    status: 'publish',
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  try {
    const seen = await (await rest(request).get(`wp/v2/posts/${id}`)).json();
    expect(seen.excerpt).toEqual({ rendered: '', protected: true });
    expect(seen.content).toEqual({ rendered: '', protected: true });
    const listed = await (
      await rest(request).get('wp/v2/posts', { query: { include: id } })
    ).json();
    expect(listed[0].excerpt.rendered).toBe('');
    // Its editors still see it.
    const edited = await (
      await admin.get(`wp/v2/posts/${id}`, { query: { context: 'edit' } })
    ).json();
    expect(edited.excerpt.rendered).toContain('The secret plan, in short.');
  } finally {
    await admin.delete(`wp/v2/posts/${id}`, { query: { force: true } });
  }
});

test('the site export stays a zip whatever _fields asks for', async ({ request }) => {
  const admin = await restAs(request, 'admin');
  for (const fields of ['x', '__proto__', 'name,__proto__']) {
    const response = await admin.get('wp-block-editor/v1/export', { query: { _fields: fields } });
    expect(response.status(), fields).toBe(200);
    expect(response.headers()['content-type']).toBe('application/zip');
    expect((await response.body()).subarray(0, 2).toString('latin1')).toBe('PK');
  }
});

test('_fields naming __proto__ or constructor finds no field', async ({ request }) => {
  const visitor = rest(request);
  for (const fields of ['__proto__', '__proto__.x', 'constructor', 'id,__proto__.toString']) {
    const response = await visitor.get('wp/v2/posts', { query: { _fields: fields, per_page: 2 } });
    expect(response.status(), fields).toBe(200);
    const items = (await response.json()) as Record<string, unknown>[];
    expect(items.length).toBe(2);
    for (const item of items) {
      expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
      expect(Object.keys(item).filter((key) => key !== 'id')).toEqual([]);
    }
  }
});
