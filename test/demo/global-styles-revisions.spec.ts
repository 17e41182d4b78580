// Style revisions, as WordPress 7.1 keeps and serves them (its global styles revisions
// controller): each save of the user's global styles that changes them stores a revision; the
// revisions are read newest first by users who may edit the styles, paged with WordPress's totals
// and Link headers; the record links them with their count. Authors come from /wp/v2/users. The
// host is shared with other specs, so counts are taken relative to what was there before.
import { type APIResponse, expect, test } from '@playwright/test';
import { type RestClient, globalStylesId, userSession } from '../fixtures/host';

type Json = Record<string, unknown>;

interface Revision {
  id: number;
  parent: number;
  author: number;
  date: string;
  date_gmt: string;
  modified: string;
  modified_gmt: string;
  styles?: Json;
  settings?: Json;
  _links?: Json;
}

interface StylesRecord {
  styles: Json;
  settings: Json;
  title: { raw: string };
  _links: Record<string, Array<{ href: string; count?: number; id?: number }>>;
}

type Session = Awaited<ReturnType<typeof userSession>>;

const colour = (n: number) => `#${n.toString(16).padStart(6, '0')}`;
const textColour = (revision: Revision) => (revision.styles?.color as Json | undefined)?.text;

async function readRecord(client: RestClient, id: number): Promise<StylesRecord> {
  const response = await client.get(`wp/v2/global-styles/${id}`, { query: { context: 'edit' } });
  expect(response.status()).toBe(200);
  return response.json();
}

async function revisionCount(client: RestClient, id: number): Promise<number> {
  return (await readRecord(client, id))._links['version-history']![0]!.count!;
}

async function saveColour(client: RestClient, id: number, n: number): Promise<StylesRecord> {
  const response = await client.post(`wp/v2/global-styles/${id}`, {
    styles: { color: { text: colour(n) } },
    settings: {},
  });
  expect(response.status()).toBe(200);
  return response.json();
}

async function expectError(response: APIResponse, status: number, code: string, message?: string) {
  expect(response.status()).toBe(status);
  const body = await response.json();
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  if (message) expect(body.message).toBe(message);
}

test.describe('global styles revisions', () => {
  let admin: Session;
  let id: number;
  let before: StylesRecord;
  let adminId: number;

  test.beforeAll(async ({ playwright, baseURL }) => {
    admin = await userSession(playwright.request, baseURL, 'admin');
    id = await globalStylesId(admin.client);
    before = await readRecord(admin.client, id);
    adminId = (await (await admin.client.get('wp/v2/users/me')).json()).id;
  });

  test.afterAll(async () => {
    await admin.client.post(`wp/v2/global-styles/${id}`, {
      styles: before.styles,
      settings: before.settings,
      title: before.title.raw,
    });
    await admin.dispose();
  });

  test('each save that changes the styles stores one revision of what was saved', async () => {
    const count = await revisionCount(admin.client, id);
    // A colour no earlier save holds, so this save changes the styles.
    const styles = { color: { background: colour(Math.floor(Math.random() * 0xffffff)) } };
    const settings = { color: { palette: [{ slug: 'ink', name: 'Ink', color: '#0a0a0a' }] } };
    const saved: StylesRecord = await (
      await admin.client.post(`wp/v2/global-styles/${id}`, { styles, settings })
    ).json();
    expect(saved._links['version-history']).toEqual([
      {
        href: expect.stringMatching(new RegExp(`/wp/v2/global-styles/${id}/revisions$`)),
        count: count + 1,
      },
    ]);

    const [latest] = (await (
      await admin.client.get(`wp/v2/global-styles/${id}/revisions`, { query: { per_page: 1 } })
    ).json()) as Revision[];
    expect(latest).toEqual({
      settings,
      styles,
      author: adminId,
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      date_gmt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      id: expect.any(Number),
      modified: latest!.date,
      modified_gmt: latest!.date_gmt,
      parent: id,
    });
    expect(latest!.id).not.toBe(id);

    // A refused save stores nothing, revision included.
    const refused = await admin.client.post(`wp/v2/global-styles/${id}`, {
      styles: { colour: { text: '#123456' } },
    });
    expect(refused.status()).toBe(400);
    expect(await revisionCount(admin.client, id)).toBe(count + 1);

    // Saving the same styles again changes nothing a revision keeps: none is stored.
    await admin.client.post(`wp/v2/global-styles/${id}`, { styles, settings });
    expect(await revisionCount(admin.client, id)).toBe(count + 1);

    // The title is kept in revisions too, so renaming stores one.
    await admin.client.post(`wp/v2/global-styles/${id}`, { title: 'Renamed styles' });
    expect(await revisionCount(admin.client, id)).toBe(count + 2);
    await admin.client.post(`wp/v2/global-styles/${id}`, { title: before.title.raw });
  });

  test('25 saves are read 10 at a time, newest first, with the totals and Link headers', async ({
    baseURL,
  }) => {
    const start = 0x100 + Math.floor(Math.random() * 0x1000) * 32;
    for (let n = 1; n <= 25; n++) await saveColour(admin.client, id, start + n);
    const total = await revisionCount(admin.client, id);
    expect(total).toBeGreaterThanOrEqual(25);
    const pages = Math.ceil(total / 10);
    const collection = `${baseURL}/wp-json/wp/v2/global-styles/${id}/revisions`;
    const link = (page: number) => `<${collection}?per_page=10&page=${page}>`;

    const read = async (page: number) => {
      const response = await admin.client.get(`wp/v2/global-styles/${id}/revisions`, {
        query: { per_page: 10, page },
      });
      expect(response.status()).toBe(200);
      expect(response.headers()['x-wp-total']).toBe(String(total));
      expect(response.headers()['x-wp-totalpages']).toBe(String(pages));
      return {
        link: response.headers().link,
        colours: ((await response.json()) as Revision[]).map(textColour),
      };
    };
    const saves = (from: number, to: number) => {
      const list: string[] = [];
      for (let n = from; n >= to; n--) list.push(colour(start + n));
      return list;
    };

    const first = await read(1);
    expect(first.colours).toEqual(saves(25, 16));
    expect(first.link).toBe(`${link(2)}; rel="next"`);
    const second = await read(2);
    expect(second.colours).toEqual(saves(15, 6));
    expect(second.link).toBe(`${link(1)}; rel="prev", ${link(3)}; rel="next"`);
    const third = await read(3);
    expect(third.colours.slice(0, 5)).toEqual(saves(5, 1));
    expect(third.link).toBe(
      pages > 3 ? `${link(2)}; rel="prev", ${link(4)}; rel="next"` : `${link(2)}; rel="prev"`,
    );

    const past = await admin.client.get(`wp/v2/global-styles/${id}/revisions`, {
      query: { per_page: 10, page: pages + 1 },
    });
    await expectError(
      past,
      400,
      'rest_revision_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    );

    // per_page=100 (what the revisions screen asks) and no per_page at all (WordPress's
    // revisions have no default page size) both answer every revision up to 100 in one page.
    const everyRevision: Array<Record<string, number>> = [{ per_page: 100, page: 1 }, {}];
    for (const query of everyRevision) {
      const response = await admin.client.get(`wp/v2/global-styles/${id}/revisions`, { query });
      const items = (await response.json()) as Revision[];
      expect(items.length).toBe(Math.min(total, 'per_page' in query ? 100 : total));
      expect(items.slice(0, 25).map(textColour)).toEqual(saves(25, 1));
      expect(response.headers()['x-wp-total']).toBe(String(total));
      if (total <= 100) {
        expect(response.headers()['x-wp-totalpages']).toBe('1');
        expect(response.headers().link).toBeUndefined();
      }
    }

    // An offset starts the page there; one at or past the end is its own 400.
    const offset = await admin.client.get(`wp/v2/global-styles/${id}/revisions`, {
      query: { per_page: 10, offset: 5 },
    });
    expect(((await offset.json()) as Revision[]).map(textColour)).toEqual(saves(20, 11));
    expect(offset.headers().link).toBe(`<${collection}?per_page=10&offset=5&page=2>; rel="next"`);
    await expectError(
      await admin.client.get(`wp/v2/global-styles/${id}/revisions`, {
        query: { per_page: 10, offset: total },
      }),
      400,
      'rest_revision_invalid_offset_number',
      'The offset number requested is larger than or equal to the number of available revisions.',
    );
  });

  test('the record links its revisions with their count, never a predecessor-version', async () => {
    const saved = await saveColour(admin.client, id, 0xabcdef);
    const list = await admin.client.get(`wp/v2/global-styles/${id}/revisions`, {
      query: { per_page: 1 },
    });
    const [newest] = (await list.json()) as Revision[];
    expect(saved._links['version-history']![0]!.count).toBe(Number(list.headers()['x-wp-total']));
    expect(saved._links['predecessor-version']).toBeUndefined();
    const view = await (await admin.client.get(`wp/v2/global-styles/${id}`)).json();
    expect(view._links['version-history']).toEqual(saved._links['version-history']);
    expect(textColour(newest!)).toBe('#abcdef');
  });

  test('one revision by id, in each context; a revision of another record is a 404', async () => {
    await saveColour(admin.client, id, 0x123123);
    const [newest] = (await (
      await admin.client.get(`wp/v2/global-styles/${id}/revisions`, { query: { per_page: 1 } })
    ).json()) as Revision[];
    const one = await admin.client.get(`wp/v2/global-styles/${id}/revisions/${newest!.id}`);
    expect(one.status()).toBe(200);
    expect(await one.json()).toEqual(newest);

    const embed = await admin.client.get(`wp/v2/global-styles/${id}/revisions/${newest!.id}`, {
      query: { context: 'embed' },
    });
    expect(await embed.json()).toEqual({
      author: adminId,
      date: newest!.date,
      id: newest!.id,
      parent: id,
    });
    const fields = await admin.client.get(`wp/v2/global-styles/${id}/revisions/${newest!.id}`, {
      query: { _fields: 'id,styles' },
    });
    expect(await fields.json()).toEqual({ id: newest!.id, styles: newest!.styles });

    // Another theme's record (made on demand when the theme is previewed).
    const [previewed] = await (
      await admin.client.get('wp/v2/themes', {
        query: { status: 'active', wp_theme_preview: 'plainsong' },
      })
    ).json();
    const other = Number(previewed._links['wp:user-global-styles'][0].href.split('/').pop());
    expect(other).not.toBe(id);
    await expectError(
      await admin.client.get(`wp/v2/global-styles/${other}/revisions/${newest!.id}`),
      404,
      'rest_revision_parent_id_mismatch',
      `The revision does not belong to the specified parent with id of "${other}"`,
    );
    await expectError(
      await admin.client.get(`wp/v2/global-styles/${id}/revisions/${id}`),
      404,
      'rest_post_invalid_id',
      'Invalid revision ID.',
    );
    const [page] = await (await admin.client.get('wp/v2/pages', { query: { per_page: 1 } })).json();
    await expectError(
      await admin.client.get(`wp/v2/global-styles/${page.id}/revisions`),
      404,
      'rest_post_invalid_parent',
      'Invalid post parent ID.',
    );
  });

  test('only users who may edit the styles read revisions', async ({ playwright, baseURL }) => {
    const editor = await userSession(playwright.request, baseURL, 'editor');
    const message = 'Sorry, you are not allowed to view revisions of this post.';
    try {
      const [newest] = (await (
        await admin.client.get(`wp/v2/global-styles/${id}/revisions`, { query: { per_page: 1 } })
      ).json()) as Revision[];
      for (const path of [
        `wp/v2/global-styles/${id}/revisions`,
        `wp/v2/global-styles/${id}/revisions/${newest!.id}`,
      ]) {
        await expectError(await editor.client.get(path), 403, 'rest_cannot_read', message);
        await expectError(
          await editor.client.get(path, { withoutNonce: true }),
          401,
          'rest_cannot_read',
          message,
        );
      }
      // The editor may still read the record itself, and its link to the revisions.
      expect((await editor.client.get(`wp/v2/global-styles/${id}`)).status()).toBe(200);
      // An unknown parent is a 404 whoever asks, as WordPress looks the parent up first.
      await expectError(
        await editor.client.get('wp/v2/global-styles/999999/revisions', { withoutNonce: true }),
        404,
        'rest_post_invalid_parent',
      );
    } finally {
      await editor.dispose();
    }
  });

  test('malformed input is answered with a 4xx and a message, never a 500', async () => {
    const collection = `wp/v2/global-styles/${id}/revisions`;
    const badQueries: Array<Record<string, string | number>> = [
      { per_page: 0 },
      { per_page: 101 },
      { per_page: -1 },
      { per_page: 'ten' },
      { page: 0 },
      { page: 'first' },
      { offset: -1 },
      { offset: 'x' },
      { context: 'everything' },
    ];
    for (const query of badQueries) {
      await expectError(await admin.client.get(collection, { query }), 400, 'rest_invalid_param');
    }
    await expectError(
      await admin.client.get('wp/v2/global-styles/abc/revisions'),
      404,
      'rest_no_route',
    );
    await expectError(await admin.client.get(`${collection}/abc`), 404, 'rest_no_route');
    await expectError(
      await admin.client.get('wp/v2/global-styles/0/revisions'),
      404,
      'rest_post_invalid_parent',
    );
    await expectError(await admin.client.get(`${collection}/0`), 404, 'rest_post_invalid_id');
    await expectError(
      await admin.client.get(`${collection}/99999999999999999999999`),
      404,
      'rest_post_invalid_id',
    );
    await expectError(await admin.client.post(collection, { styles: {} }), 405, 'rest_no_route');
  });

  test('authors and their avatars come from /wp/v2/users, as WordPress offers', async () => {
    await saveColour(admin.client, id, 0x456456);
    const revisions = (await (
      await admin.client.get(`wp/v2/global-styles/${id}/revisions`, {
        query: { per_page: 100, page: 1, _embed: 'author' },
      })
    ).json()) as Array<Revision & { _embedded?: unknown }>;
    // No author link to embed: WordPress's global styles revisions carry none.
    expect(revisions[0]!._embedded).toBeUndefined();

    // Our client writes `capabilities[]=…`; @wordpress/url (core-data) `capabilities[0]=…`.
    for (const capabilities of ['capabilities[]', 'capabilities[0]']) {
      const response = await admin.client.get('wp/v2/users', {
        query: {
          per_page: 100,
          _fields: 'id,name,avatar_urls',
          context: 'view',
          [capabilities]: 'edit_theme_options',
        },
      });
      expect(response.status()).toBe(200);
      const authors = (await response.json()) as Array<{
        id: number;
        name: string;
        avatar_urls: Record<string, string>;
      }>;
      const names = authors.map((author) => author.name);
      expect(names).toContain('Alex Admin');
      expect(names).not.toContain('Eden Editor');
      for (const revision of revisions) {
        const author = authors.find((user) => user.id === revision.author);
        expect(author?.avatar_urls['48']).toBeTruthy();
      }
      const avatar = await admin.context.get(authors[0]!.avatar_urls['48']!);
      expect(avatar.status()).toBe(200);
      expect(avatar.headers()['content-type']).toContain('image/');
    }
  });
});
