// What a visitor may learn about users (WordPress 6.3.2 and later): a search matches only the
// names and the id, never the e-mail address, and ordering by e-mail or registration date needs
// list_users (otherwise the addresses could be recovered one character at a time).
import { expect, test } from '@playwright/test';
import { rest, restAs } from '../fixtures/host';

const names = (users: { slug: string }[]) => users.map((user) => user.slug).sort();

test('a visitor searching users by an e-mail address finds nobody', async ({ request }) => {
  const visitor = rest(request);
  // The authors with published posts are visible to a visitor by name...
  const byName = await visitor.get('wp/v2/users', { query: { search: 'admin' } });
  expect(byName.status()).toBe(200);
  expect(names(await byName.json())).toEqual(['admin']);
  // ...but not by their address, or any part of it.
  for (const search of ['admin@example.test', '@example', 'example.test', 'admin@']) {
    const response = await visitor.get('wp/v2/users', { query: { search } });
    expect(response.status(), search).toBe(200);
    expect(await response.json(), search).toEqual([]);
  }
});

test('ordering users by e-mail or registration date is refused without list_users', async ({
  request,
  playwright,
  baseURL,
}) => {
  const visitor = rest(request);
  for (const orderby of ['email', 'registered_date']) {
    const response = await visitor.get('wp/v2/users', { query: { orderby } });
    expect(response.status(), orderby).toBe(401);
    expect((await response.json()).code).toBe('rest_forbidden_orderby');
  }
  const authorContext = await playwright.request.newContext({ baseURL });
  try {
    const author = await restAs(authorContext, 'author');
    const response = await author.get('wp/v2/users', { query: { orderby: 'email' } });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'rest_forbidden_orderby',
      message: 'Sorry, you are not allowed to order users by this parameter.',
    });
    expect(
      await (await author.get('wp/v2/users', { query: { search: 'editor@example.test' } })).json(),
    ).toEqual([]);
  } finally {
    await authorContext.dispose();
  }
});

test('an administrator may still search by e-mail and order by it', async ({ request }) => {
  const admin = await restAs(request, 'admin');
  const found = await admin.get('wp/v2/users', { query: { search: 'editor@example.test' } });
  expect(names(await found.json())).toEqual(['editor']);
  const ordered = await admin.get('wp/v2/users', {
    query: { orderby: 'email', context: 'edit' },
  });
  expect(ordered.status()).toBe(200);
  expect(names(await ordered.json())).toEqual(['admin', 'author', 'editor']);
});
