// Keys a client sends that are also Object's own properties (`constructor`, `toString`,
// `__proto__`…) are the client's: a query or body naming them gets WordPress's answers (ignored
// in a query, a 400 in a body), never a 500, and nothing is written.
import { expect, test } from '@playwright/test';
import { login, rest } from '../fixtures/host';

const keys = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

test('a query key named like an Object property is ignored like any unknown key', async ({
  request,
}) => {
  for (const key of keys) {
    for (const path of [
      '/wp-json/wp/v2/pages',
      '/wp-json/wp/v2/posts',
      '/wp-json/wp/v2/users',
      '/wp-json/wp/v2/types',
    ]) {
      const response = await request.get(`${path}?${key}=1`);
      expect(response.status(), `${path}?${key}=1`).toBe(200);
      const listed = await request.get(`${path}?${key}[]=1&${key}[]=2`);
      expect(listed.status(), `${path}?${key}[]`).toBe(200);
    }
  }
});

test('a body key named like an Object property is refused with a 400 naming it, and writes nothing', async ({
  request,
}) => {
  const { nonce } = await login(request, 'admin');
  const client = rest(request, nonce);
  const before = (
    await (await client.get('wp/v2/pages', { query: { status: 'any', per_page: 100 } })).json()
  ).length;
  for (const key of keys) {
    const response = await request.post('/wp-json/wp/v2/pages', {
      headers: { 'X-WP-Nonce': nonce, 'Content-Type': 'application/json' },
      data: `{"title":"Prototype ${key}","${key}":{"polluted":true}}`,
    });
    expect(response.status(), key).toBe(400);
    const body = await response.json();
    expect(body.code, key).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params), key).toEqual([key]);
  }
  const after = (
    await (await client.get('wp/v2/pages', { query: { status: 'any', per_page: 100 } })).json()
  ).length;
  expect(after).toBe(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
