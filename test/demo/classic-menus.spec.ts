// /wp/v2/menus: the navigation block in the canvas asks for classic menus (to offer converting
// one). The demo has none: an empty list, with the totals headers, for those who may edit the
// theme's options; a refusal for the others.
import { expect, test } from '@playwright/test';
import { restAs } from '../fixtures/host';

test('the classic menus list is empty for an administrator, and refused to an editor', async ({
  request,
}) => {
  const admin = await restAs(request, 'admin');
  const list = await admin.get('wp/v2/menus', { query: { context: 'view', per_page: 100 } });
  expect(list.status()).toBe(200);
  expect(await list.json()).toEqual([]);
  expect(list.headers()['x-wp-total']).toBe('0');

  const editor = await restAs(request, 'editor');
  const refused = await editor.get('wp/v2/menus');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('rest_cannot_view');
});
