// The font library on the demo host: font families and their faces (multipart uploads, checked
// by extension and by the file's first bytes, stored under uploads/fonts/), the Google Fonts
// collection built from the @fontsource packages, and who may do what.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type RestClient, login, rest, restAs, userSession } from '../fixtures/host';

const require = createRequire(import.meta.url);
const loraWoff2 = readFileSync(
  require.resolve('@fontsource/lora/files/lora-latin-400-normal.woff2'),
);
const loraItalicWoff2 = readFileSync(
  require.resolve('@fontsource/lora/files/lora-latin-400-italic.woff2'),
);

interface FontFamilyRecord {
  id: number;
  theme_json_version: number;
  font_faces: number[];
  font_family_settings: { name: string; slug: string; fontFamily: string };
  _embedded?: { font_faces: FontFaceRecord[] };
}

interface FontFaceRecord {
  id: number;
  parent: number;
  font_face_settings: {
    fontFamily: string;
    fontStyle: string;
    fontWeight: string;
    src: string | string[];
  };
}

type Part = string | { name: string; mimeType: string; buffer: Buffer };

/** A multipart POST under /wp-json/, as the font library's client sends a FormData. */
function postForm(
  request: APIRequestContext,
  nonce: string,
  path: string,
  multipart: Record<string, Part>,
) {
  return request.fetch(`/wp-json/${path}`, {
    method: 'POST',
    headers: nonce ? { 'X-WP-Nonce': nonce } : {},
    multipart,
    failOnStatusCode: false,
  });
}

const familySettings = (slug: string, name = 'Test Lora') =>
  JSON.stringify({ name, slug, fontFamily: `'${name}', serif` });

const faceSettings = (src: string | string[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    fontFamily: 'Test Lora',
    fontStyle: 'normal',
    fontWeight: '400',
    src,
    ...extra,
  });

const woff2Part = (buffer = loraWoff2, name = 'lora-latin-400-normal.woff2') => ({
  name,
  mimeType: 'font/woff2',
  buffer,
});

test.describe('font families and faces', () => {
  let admin: RestClient;
  let nonce: string;

  test.beforeEach(async ({ request }) => {
    nonce = (await login(request, 'admin')).nonce;
    admin = rest(request, nonce);
  });

  async function createFamily(request: APIRequestContext, slug: string) {
    const response = await postForm(request, nonce, 'wp/v2/font-families', {
      font_family_settings: familySettings(slug),
    });
    expect(response.status()).toBe(201);
    return (await response.json()) as FontFamilyRecord;
  }

  async function removeFamily(id: number) {
    await admin.delete(`wp/v2/font-families/${id}`, { query: { force: true } });
  }

  test('creates a family from multipart settings, and refuses the same slug again', async ({
    request,
  }) => {
    const family = await createFamily(request, 'test-lora-create');
    expect(family.font_family_settings).toEqual({
      name: 'Test Lora',
      slug: 'test-lora-create',
      fontFamily: "'Test Lora', serif",
    });
    expect(family.theme_json_version).toBe(3);
    expect(family.font_faces).toEqual([]);

    const again = await postForm(request, nonce, 'wp/v2/font-families', {
      font_family_settings: familySettings('test-lora-create', 'Another'),
    });
    expect(again.status()).toBe(400);
    expect(await again.json()).toMatchObject({
      code: 'rest_duplicate_font_family',
      message: 'A font family with slug "test-lora-create" already exists.',
    });

    // A JSON body is accepted too.
    const json = await admin.post('wp/v2/font-families', {
      font_family_settings: familySettings('test-lora-json'),
    });
    expect(json.status()).toBe(201);
    await removeFamily(family.id);
    await removeFamily(((await json.json()) as FontFamilyRecord).id);
  });

  test('family settings are validated like WordPress: required keys, no faces, valid JSON', async ({
    request,
  }) => {
    const send = (settings: string) =>
      postForm(request, nonce, 'wp/v2/font-families', { font_family_settings: settings });
    const cases: Array<[string, string]> = [
      ['{"name":"X","slug":"x"}', 'fontFamily is a required property of font_family_settings.'],
      ['{"name":"","slug":"x","fontFamily":"X"}', 'font_family_settings[name] cannot be empty.'],
      [
        '{"name":"X","slug":"x","fontFamily":"X","fontFace":[]}',
        'font_family_settings[fontFace] is not a valid property of Object.',
      ],
      [
        '{"name":"X","slug":"x","fontFamily":"X","category":"serif"}',
        'font_family_settings[category] is not a valid property of Object.',
      ],
      ['{not json', 'font_family_settings parameter must be a valid JSON string.'],
    ];
    for (const [settings, reason] of cases) {
      const response = await send(settings);
      expect(response.status(), settings).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('rest_invalid_param');
      expect(body.data.params.font_family_settings).toBe(reason);
    }
    const missing = await postForm(request, nonce, 'wp/v2/font-families', { other: 'x' });
    expect(missing.status()).toBe(400);
    const unknown = await postForm(request, nonce, 'wp/v2/font-families', {
      font_family_settings: familySettings('test-lora-unknown'),
      surprise: 'x',
    });
    expect(unknown.status()).toBe(400);
    expect((await unknown.json()).code).toBe('rest_invalid_param');
  });

  test('uploads a woff2 face, lists it embedded by slug, serves the file, refuses a duplicate', async ({
    request,
  }) => {
    const family = await createFamily(request, 'test-lora-upload');
    const path = `wp/v2/font-families/${family.id}/font-faces`;
    const created = await postForm(request, nonce, path, {
      font_face_settings: faceSettings(['file-0-0']),
      'file-0-0': woff2Part(),
    });
    expect(created.status()).toBe(201);
    const face = (await created.json()) as FontFaceRecord;
    expect(face.parent).toBe(family.id);
    const src = [face.font_face_settings.src].flat();
    expect(src).toHaveLength(1);
    expect(src[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wp-content\/uploads\/fonts\/.+\.woff2$/);
    const file = await request.get(src[0]!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('font/woff2');
    expect(Buffer.compare(await file.body(), loraWoff2)).toBe(0);

    const duplicate = await postForm(request, nonce, path, {
      font_face_settings: faceSettings(['file-0-0'], { fontWeight: 400 }),
      'file-0-0': woff2Part(),
    });
    expect(duplicate.status()).toBe(400);
    expect(await duplicate.json()).toMatchObject({
      code: 'rest_duplicate_font_face',
      message: 'A font face matching those settings already exists.',
    });

    // A face whose src is a URL needs no file.
    const remote = await postForm(request, nonce, path, {
      font_face_settings: faceSettings('https://fonts.example/lora-italic.woff2', {
        fontStyle: 'italic',
      }),
    });
    expect(remote.status()).toBe(201);

    const listed = await admin.get('wp/v2/font-families', {
      query: { slug: 'test-lora-upload', _embed: 'true' },
    });
    expect(listed.status()).toBe(200);
    expect(listed.headers()['x-wp-total']).toBe('1');
    const [item] = (await listed.json()) as FontFamilyRecord[];
    expect(item!.id).toBe(family.id);
    expect(item!.font_faces).toHaveLength(2);
    const embedded = item!._embedded!.font_faces;
    expect(embedded.map((f) => f.font_face_settings.fontStyle)).toEqual(['normal', 'italic']);
    expect(embedded[0]!.font_face_settings.src).toEqual(face.font_face_settings.src);

    const faces = await admin.get(path);
    expect(faces.headers()['x-wp-total']).toBe('2');
    const one = await admin.get(`${path}/${face.id}`);
    expect(((await one.json()) as FontFaceRecord).id).toBe(face.id);
    await removeFamily(family.id);
  });

  test('refuses files that are not fonts by extension or by their first bytes', async ({
    request,
  }) => {
    const family = await createFamily(request, 'test-lora-refuse');
    const path = `wp/v2/font-families/${family.id}/font-faces`;
    const attempts: Array<{ name: string; buffer: Buffer }> = [
      {
        name: 'random.ttf',
        buffer: Buffer.from(Array.from({ length: 256 }, (_, i) => (i * 37) % 251)),
      },
      { name: 'notes.ttf', buffer: Buffer.from('These are plain notes, not a font at all.\n') },
      { name: 'lora.txt', buffer: loraWoff2 },
      { name: 'lora.woff', buffer: loraWoff2 },
    ];
    for (const attempt of attempts) {
      const response = await postForm(request, nonce, path, {
        font_face_settings: faceSettings('file-0-0'),
        'file-0-0': { ...attempt, mimeType: 'application/octet-stream' },
      });
      expect(response.status(), attempt.name).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('rest_font_upload_invalid_file_type');
      expect(body.message).toContain('Sorry, you are not allowed to upload this file type.');
    }
    const unused = await postForm(request, nonce, path, {
      font_face_settings: faceSettings('https://fonts.example/a.woff2'),
      'file-0-0': woff2Part(),
    });
    expect(unused.status()).toBe(400);
    expect((await unused.json()).data.params['file-0-0']).toBe(
      'File file-0-0 must be used in font_face_settings[src].',
    );
    const badSrc = await postForm(request, nonce, path, {
      font_face_settings: faceSettings('file-9-9'),
    });
    expect(badSrc.status()).toBe(400);
    const badWeight = await postForm(request, nonce, path, {
      font_face_settings: faceSettings('https://fonts.example/a.woff2', { fontWeight: 'heavy' }),
    });
    expect(badWeight.status()).toBe(400);
    expect((await admin.get(path)).headers()['x-wp-total']).toBe('0');
    await removeFamily(family.id);
  });

  test('a file over the size limit is a 413 that names the limit', async ({ request }) => {
    const family = await createFamily(request, 'test-lora-large');
    const huge = Buffer.alloc(11 * 1024 * 1024);
    loraWoff2.copy(huge);
    const response = await postForm(request, nonce, `wp/v2/font-families/${family.id}/font-faces`, {
      font_face_settings: faceSettings('file-0-0'),
      'file-0-0': woff2Part(huge, 'huge.woff2'),
    });
    expect(response.status()).toBe(413);
    expect((await response.json()).message).toBe(
      'The request body is too large: the limit is 10 MB.',
    );
    await removeFamily(family.id);
  });

  test('a malformed multipart body is a 400 with a message', async ({ request }) => {
    const response = await request.fetch('/wp-json/wp/v2/font-families', {
      method: 'POST',
      headers: { 'X-WP-Nonce': nonce, 'Content-Type': 'multipart/form-data; boundary=xyz' },
      data: Buffer.from('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'),
      failOnStatusCode: false,
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'rest_invalid_multipart',
      message: 'The multipart/form-data body is malformed: the closing boundary is missing.',
    });
  });

  test('deleting needs force, and removes the faces and their files', async ({ request }) => {
    const family = await createFamily(request, 'test-lora-delete');
    const path = `wp/v2/font-families/${family.id}/font-faces`;
    const faces: FontFaceRecord[] = [];
    for (const [style, buffer] of [
      ['normal', loraWoff2],
      ['italic', loraItalicWoff2],
    ] as const) {
      const response = await postForm(request, nonce, path, {
        font_face_settings: faceSettings(['file-0-0'], { fontStyle: style }),
        'file-0-0': woff2Part(buffer, `lora-${style}.woff2`),
      });
      expect(response.status()).toBe(201);
      faces.push(await response.json());
    }
    const urls = faces.map((face) => [face.font_face_settings.src].flat()[0]!);

    const unforced = await admin.delete(`wp/v2/font-families/${family.id}`);
    expect(unforced.status()).toBe(501);
    expect((await unforced.json()).code).toBe('rest_trash_not_supported');

    const faceGone = await admin.delete(`${path}/${faces[1]!.id}`, { query: { force: true } });
    expect(faceGone.status()).toBe(200);
    expect((await request.get(urls[1]!)).status()).toBe(404);

    const deleted = await admin.delete(`wp/v2/font-families/${family.id}`, {
      query: { force: true },
    });
    expect(deleted.status()).toBe(200);
    const body = await deleted.json();
    expect(body.deleted).toBe(true);
    expect(body.previous.id).toBe(family.id);
    expect((await admin.get(`wp/v2/font-families/${family.id}`)).status()).toBe(404);
    expect((await admin.get(`${path}/${faces[0]!.id}`)).status()).toBe(404);
    expect((await request.get(urls[0]!)).status()).toBe(404);
  });

  test('a face of another family is not found through this one', async ({ request }) => {
    const first = await createFamily(request, 'test-lora-first');
    const second = await createFamily(request, 'test-lora-second');
    const created = await postForm(request, nonce, `wp/v2/font-families/${first.id}/font-faces`, {
      font_face_settings: faceSettings('https://fonts.example/a.woff2'),
    });
    const face = (await created.json()) as FontFaceRecord;
    const wrong = await admin.get(`wp/v2/font-families/${second.id}/font-faces/${face.id}`);
    expect(wrong.status()).toBe(404);
    expect((await wrong.json()).code).toBe('rest_font_face_parent_id_mismatch');
    const noFamily = await admin.get('wp/v2/font-families/987654/font-faces');
    expect(noFamily.status()).toBe(404);
    expect((await noFamily.json()).code).toBe('rest_post_invalid_parent');
    await removeFamily(first.id);
    await removeFamily(second.id);
  });
});

test.describe('font permissions', () => {
  test('writes without a nonce count as logged out (401); a wrong nonce is a 403', async ({
    request,
  }) => {
    await login(request, 'admin');
    const anonymous = await postForm(request, '', 'wp/v2/font-families', {
      font_family_settings: familySettings('test-lora-no-nonce'),
    });
    expect(anonymous.status()).toBe(401);
    expect((await anonymous.json()).code).toBe('rest_cannot_create');
    const forged = await postForm(request, '0123456789', 'wp/v2/font-families', {
      font_family_settings: familySettings('test-lora-no-nonce'),
    });
    expect(forged.status()).toBe(403);
    expect((await forged.json()).code).toBe('rest_cookie_invalid_nonce');
    expect((await rest(request).get('wp/v2/font-families')).status()).toBe(401);
    expect((await rest(request).get('wp/v2/font-collections')).status()).toBe(401);
  });

  test('an editor (no edit_theme_options) may neither read nor write fonts (403)', async ({
    playwright,
    baseURL,
    request,
  }) => {
    const admin = await restAs(request, 'admin');
    const created = await admin.post('wp/v2/font-families', {
      font_family_settings: familySettings('test-lora-editor'),
    });
    const family = (await created.json()) as FontFamilyRecord;
    const editor = await userSession(playwright.request, baseURL, 'editor');
    const checks = [
      [await editor.client.get('wp/v2/font-families'), 'rest_cannot_read'],
      [await editor.client.get(`wp/v2/font-families/${family.id}`), 'rest_cannot_read'],
      [await editor.client.get(`wp/v2/font-families/${family.id}/font-faces`), 'rest_cannot_read'],
      [
        await postForm(editor.context, editor.nonce, 'wp/v2/font-families', {
          font_family_settings: familySettings('test-lora-by-editor'),
        }),
        'rest_cannot_create',
      ],
      [
        await editor.client.delete(`wp/v2/font-families/${family.id}`, { query: { force: true } }),
        'rest_cannot_delete',
      ],
      [await editor.client.get('wp/v2/font-collections'), 'rest_cannot_read'],
      [await editor.client.get('wp/v2/font-collections/google-fonts'), 'rest_cannot_read'],
    ] as const;
    for (const [response, code] of checks) {
      expect(response.status()).toBe(403);
      expect((await response.json()).code).toBe(code);
    }
    await editor.dispose();
    expect((await admin.get(`wp/v2/font-families/${family.id}`)).status()).toBe(200);
    await admin.delete(`wp/v2/font-families/${family.id}`, { query: { force: true } });
  });
});

test.describe('font collections', () => {
  test('lists the Google Fonts collection, with _fields as the client asks', async ({
    request,
  }) => {
    const admin = await restAs(request, 'admin');
    const response = await admin.get('wp/v2/font-collections', {
      query: { _fields: 'slug,name,description' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['x-wp-total']).toBe('1');
    const list = await response.json();
    expect(list).toEqual([
      { slug: 'google-fonts', name: 'Google Fonts', description: expect.any(String) },
    ]);
    const missing = await admin.get('wp/v2/font-collections/no-such-collection');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).code).toBe('rest_font_collection_not_found');
  });

  test('one collection has categories and families whose faces the host serves', async ({
    request,
  }) => {
    const admin = await restAs(request, 'admin');
    const collection = await (await admin.get('wp/v2/font-collections/google-fonts')).json();
    expect(collection.slug).toBe('google-fonts');
    const categorySlugs = collection.categories.map((c: { slug: string }) => c.slug);
    expect(categorySlugs).toEqual(
      expect.arrayContaining(['sans-serif', 'serif', 'monospace', 'display', 'handwriting']),
    );
    const families = collection.font_families as Array<{
      font_family_settings: {
        name: string;
        slug: string;
        fontFamily: string;
        fontFace: Array<{ fontWeight: string; fontStyle: string; src: string }>;
      };
      categories: string[];
    }>;
    expect(families.length).toBeGreaterThanOrEqual(5);
    for (const family of families) {
      expect(family.categories.every((c) => categorySlugs.includes(c))).toBe(true);
      expect(family.font_family_settings.fontFace.length).toBeGreaterThan(0);
    }
    const inter = families.find((f) => f.font_family_settings.slug === 'inter')!;
    expect(inter.categories).toEqual(['sans-serif']);
    expect(inter.font_family_settings.fontFace[0]!.fontWeight).toBe('100 900');
    const lora = families.find((f) => f.font_family_settings.slug === 'lora')!;
    const regular = lora.font_family_settings.fontFace.find(
      (face) => face.fontWeight === '400' && face.fontStyle === 'normal',
    )!;
    expect(regular.src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wp-content\/font-collections\//);
    const file = await request.get(regular.src);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('font/woff2');
    expect(Buffer.compare(await file.body(), loraWoff2)).toBe(0);
    expect(
      (
        await request.get('/wp-content/font-collections/fontsource-lora/..%2fpackage.json')
      ).status(),
    ).toBe(404);
  });

  test('global styles accept custom font families in settings', async ({ request }) => {
    const admin = await restAs(request, 'admin');
    const themes = await (await admin.get('wp/v2/themes', { query: { status: 'active' } })).json();
    const id = Number(themes[0]._links['wp:user-global-styles'][0].href.split('/').pop());
    const before = await (await admin.get(`wp/v2/global-styles/${id}`)).json();
    const custom = [
      {
        name: 'Test Lora',
        slug: 'test-lora',
        fontFamily: "'Test Lora', serif",
        fontFace: [
          { fontFamily: 'Test Lora', fontStyle: 'normal', fontWeight: '400', src: ['/x.woff2'] },
        ],
      },
    ];
    const settings = {
      ...before.settings,
      typography: { ...before.settings.typography, fontFamilies: { custom } },
    };
    const saved = await admin.post(`wp/v2/global-styles/${id}`, { settings });
    expect(saved.status()).toBe(200);
    expect((await saved.json()).settings.typography.fontFamilies.custom).toEqual(custom);
    await admin.post(`wp/v2/global-styles/${id}`, { settings: before.settings });
  });
});
