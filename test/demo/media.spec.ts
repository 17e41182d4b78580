// /wp/v2/media on the demo host: the seeded library, uploads (the file as the body, named by
// Content-Disposition), what is refused and why, deletes, and featured images embedded in posts.
import { expect, test } from '@playwright/test';
import { gradientPng } from '../../demo/server/seed/png';
import { type RestClient, rest, restAs, userSession } from '../fixtures/host';

interface Media {
  id: number;
  status: string;
  title: { rendered: string; raw?: string };
  alt_text: string;
  media_type: string;
  mime_type: string;
  source_url: string;
  media_details: { width: number; height: number };
}

const png = () => gradientPng(30, 20, [10, 20, 30], [200, 100, 50]);

function upload(client: RestClient, body: Buffer, headers: Record<string, string>) {
  return client.post('wp/v2/media', body, { headers });
}

const pngHeaders = (name = 'sunrise.png') => ({
  'Content-Type': 'image/png',
  'Content-Disposition': `attachment; filename="${name}"`,
});

test.describe('media', () => {
  let admin: RestClient;

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
  });

  test('the seeded library lists images newest first, with totals and sizes', async ({
    request,
  }) => {
    const response = await rest(request).get('wp/v2/media', {
      query: { per_page: 2, media_type: 'image' },
    });
    expect(response.status()).toBe(200);
    const total = Number(response.headers()['x-wp-total']);
    expect(total).toBeGreaterThanOrEqual(5);
    expect(response.headers()['x-wp-totalpages']).toBe(String(Math.ceil(total / 2)));
    const items = (await response.json()) as Media[];
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.status).toBe('inherit');
      expect(item.media_type).toBe('image');
      expect(item.media_details).toMatchObject({ width: 480, height: 300 });
      expect(item.title.raw).toBeUndefined();
      const file = await request.get(item.source_url);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
    }
    const search = (await (
      await admin.get('wp/v2/media', { query: { search: 'open sea' } })
    ).json()) as Media[];
    expect(search.map((item) => item.title.rendered)).toEqual(['Open sea']);
  });

  test('uploads a PNG sent as the body and serves it back', async ({ request }) => {
    const response = await upload(admin, png(), pngHeaders('Sun rise!.png'));
    expect(response.status()).toBe(201);
    const created = (await response.json()) as Media;
    expect(response.headers().location).toContain(`/wp/v2/media/${created.id}`);
    expect(created).toMatchObject({
      status: 'inherit',
      title: { raw: 'Sun-rise' },
      media_type: 'image',
      mime_type: 'image/png',
      media_details: { width: 30, height: 20 },
    });
    expect(created.source_url).toMatch(/\/wp-content\/uploads\/\d{4}\/\d{2}\/Sun-rise\.png$/);
    const file = await request.get(created.source_url);
    expect(Buffer.from(await file.body()).equals(png())).toBe(true);
    const read = (await (await admin.get(`wp/v2/media/${created.id}`)).json()) as Media;
    expect(read.source_url).toBe(created.source_url);
    await admin.delete(`wp/v2/media/${created.id}`, { query: { force: true } });
  });

  test('takes the title and alt text from the query; a second file of one name gets a suffix', async () => {
    const first = (await (
      await admin.post('wp/v2/media', png(), {
        headers: {
          ...pngHeaders('twin.png'),
          'Content-Disposition': "attachment; filename*=UTF-8''twin.png",
        },
        query: { title: 'Twin', alt_text: 'Two of a kind' },
      })
    ).json()) as Media;
    const second = (await (await upload(admin, png(), pngHeaders('twin.png'))).json()) as Media;
    expect(first.title.raw).toBe('Twin');
    expect(first.alt_text).toBe('Two of a kind');
    expect(second.source_url).not.toBe(first.source_url);
    expect(second.source_url).toMatch(/twin-1\.png$/);
    for (const item of [first, second])
      await admin.delete(`wp/v2/media/${item.id}`, { query: { force: true } });
  });

  test('refuses files of types WordPress does not allow with a 400 that says so', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const response = await upload(admin, svg, {
      'Content-Type': 'image/svg+xml',
      'Content-Disposition': 'attachment; filename="logo.svg"',
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('rest_upload_invalid_type');
    expect(body.message).toBe('Sorry, you are not allowed to upload this file type.');
    // The declared type does not matter: the bytes do.
    const lying = await upload(admin, Buffer.from('not an image'), pngHeaders('fake.png'));
    expect((await lying.json()).code).toBe('rest_upload_invalid_type');
  });

  test('malformed uploads get a 4xx with a message, never a 500', async () => {
    const noName = await upload(admin, png(), { 'Content-Type': 'image/png' });
    expect(noName.status()).toBe(400);
    expect((await noName.json()).message).toBe('No Content-Disposition supplied.');
    const empty = await admin.post('wp/v2/media', {});
    expect(empty.status()).toBe(400);
    expect((await empty.json()).code).toBe('rest_upload_no_data');
    // Multipart form data is not a raw upload: it names no file body.
    const multipart = await admin.post('wp/v2/media', 'x', {
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(multipart.status()).toBe(400);
    expect((await multipart.json()).message).toBeTruthy();
    // A file sent to an endpoint that takes fields.
    const wrongPlace = await upload(admin, png(), pngHeaders());
    expect(wrongPlace.status()).toBe(201);
    const page = await admin.post('wp/v2/pages', png(), { headers: pngHeaders() });
    expect(page.status()).toBe(415);
    expect((await page.json()).message).toContain('not a file');
    await admin.delete(`wp/v2/media/${(await wrongPlace.json()).id}`, { query: { force: true } });
    expect((await admin.get('wp/v2/media/999999')).status()).toBe(404);
    expect((await admin.get('wp/v2/media', { query: { media_type: 'nope' } })).status()).toBe(400);
  });

  test('a file over the size limit is a 413 that names the limit', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(4 * 1024 * 1024 + 1)]);
    const response = await upload(admin, big, pngHeaders('huge.png'));
    expect(response.status()).toBe(413);
    expect((await response.json()).message).toBe(
      'The request body is too large: the limit is 4 MB.',
    );
  });

  test('uploading needs a logged-in user with a valid nonce', async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const noUser = await upload(rest(anonymous), png(), pngHeaders());
    expect(noUser.status()).toBe(401);
    expect((await noUser.json()).code).toBe('rest_cannot_create');
    await anonymous.dispose();

    const session = await userSession(playwright.request, baseURL, 'author');
    const noNonce = await session.client.post('wp/v2/media', png(), {
      headers: pngHeaders(),
      withoutNonce: true,
    });
    expect(noNonce.status()).toBe(401);
    const badNonce = await rest(session.context, '0123456789').post('wp/v2/media', png(), {
      headers: pngHeaders(),
    });
    expect(badNonce.status()).toBe(403);
    expect((await badNonce.json()).code).toBe('rest_cookie_invalid_nonce');
    // Authors may upload, and delete their own uploads, but not other people's.
    const own = await upload(session.client, png(), pngHeaders('mine.png'));
    expect(own.status()).toBe(201);
    const seeded = ((await (await admin.get('wp/v2/media')).json()) as Media[]).at(-1)!;
    const others = await session.client.delete(`wp/v2/media/${seeded.id}`, {
      query: { force: true },
    });
    expect(others.status()).toBe(403);
    const mine = await session.client.delete(`wp/v2/media/${(await own.json()).id}`, {
      query: { force: true },
    });
    expect(mine.status()).toBe(200);
    await session.dispose();
  });

  test('deletes for good with force=true: the file goes and posts lose it as featured image', async ({
    request,
  }) => {
    const created = (await (await upload(admin, png(), pngHeaders('gone.png'))).json()) as Media;
    const page = await (
      await admin.post('wp/v2/pages', { title: 'Has an image', featured_media: created.id })
    ).json();
    expect(page.featured_media).toBe(created.id);
    const noForce = await admin.delete(`wp/v2/media/${created.id}`);
    expect(noForce.status()).toBe(501);
    expect((await noForce.json()).code).toBe('rest_trash_not_supported');
    const deleted = await admin.delete(`wp/v2/media/${created.id}`, { query: { force: true } });
    expect(deleted.status()).toBe(200);
    const body = await deleted.json();
    expect(body).toMatchObject({ deleted: true, previous: { id: created.id } });
    expect((await admin.get(`wp/v2/media/${created.id}`)).status()).toBe(404);
    expect((await request.get(created.source_url)).status()).toBe(404);
    const after = await (await admin.get(`wp/v2/pages/${page.id}`)).json();
    expect(after.featured_media).toBe(0);
    expect(after._links['wp:featuredmedia']).toBeUndefined();
    await admin.delete(`wp/v2/pages/${page.id}`, { query: { force: true } });
  });

  test('a featured image must be an image of the library; 0 removes it', async () => {
    const image = (await (await upload(admin, png(), pngHeaders('cover.png'))).json()) as Media;
    const page = await (
      await admin.post('wp/v2/pages', { title: 'Cover story', featured_media: image.id })
    ).json();
    const other = await (await admin.post('wp/v2/pages', { title: 'Not an image' })).json();
    for (const id of [other.id, 999_999]) {
      const refused = await admin.post(`wp/v2/pages/${page.id}`, {
        title: 'Renamed with a bad image',
        featured_media: id,
      });
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toMatchObject({
        code: 'rest_invalid_featured_media',
        message: 'Invalid featured media ID.',
      });
    }
    // Nothing of the refused writes was kept, the title included.
    const kept = await (await admin.get(`wp/v2/pages/${page.id}`)).json();
    expect(kept.title.rendered).toBe('Cover story');
    expect(kept.featured_media).toBe(image.id);
    const created = await admin.post('wp/v2/pages', {
      title: 'Born bad',
      featured_media: other.id,
    });
    expect(created.status()).toBe(400);
    const named = await (
      await admin.get('wp/v2/pages', { query: { search: 'Born bad', status: 'draft' } })
    ).json();
    expect(named).toHaveLength(0);
    const cleared = await (
      await admin.post(`wp/v2/pages/${page.id}`, { featured_media: 0 })
    ).json();
    expect(cleared.featured_media).toBe(0);
    expect(cleared._links['wp:featuredmedia']).toBeUndefined();
    for (const id of [page.id, other.id]) {
      await admin.delete(`wp/v2/pages/${id}`, { query: { force: true } });
    }
    await admin.delete(`wp/v2/media/${image.id}`, { query: { force: true } });
  });

  test('posts link their featured image, and _embed carries it', async ({ request }) => {
    const visitor = rest(request);
    for (const embed of ['1', 'wp:featuredmedia', 'author,wp:featuredmedia']) {
      const pages = await (
        await visitor.get('wp/v2/pages', { query: { slug: 'about', _embed: embed } })
      ).json();
      const about = pages[0];
      expect(about.featured_media).toBeGreaterThan(0);
      expect(about._links['wp:featuredmedia'][0]).toMatchObject({
        embeddable: true,
        href: expect.stringContaining(`/wp/v2/media/${about.featured_media}`),
      });
      const media = about._embedded['wp:featuredmedia'][0];
      expect(media).toMatchObject({ id: about.featured_media, media_type: 'image' });
      expect(media.source_url).toContain('/wp-content/uploads/');
      expect(media.media_details).toMatchObject({ width: 480, height: 300 });
      if (embed.includes('author')) expect(about._embedded.author[0].name).toBeTruthy();
    }
    const onlyAuthor = await (
      await visitor.get('wp/v2/posts', { query: { slug: 'welcome-to-meridian', _embed: 'author' } })
    ).json();
    expect(onlyAuthor[0].featured_media).toBeGreaterThan(0);
    expect(onlyAuthor[0]._embedded['wp:featuredmedia']).toBeUndefined();
  });
});
