// /wp/v2/media beyond images, on the demo host: audio, video and documents judged by their own
// bytes (not the name or type sent), the library filtered by family and MIME type, an
// attachment's alt text, caption, title and description updated (markup filtered for users
// without unfiltered_html), and who may upload and edit (upload_files, edit_post, the nonce).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { textPdf, toneWav } from '../../demo/server/seed/files';
import { gradientPng } from '../../demo/server/seed/png';
import { type DemoHost, startDemoHost } from '../fixtures/demo-host';
import { type RestClient, rest, restAs, userSession } from '../fixtures/host';

interface Media {
  id: number;
  title: { raw?: string; rendered: string };
  caption: { raw?: string; rendered: string };
  description: { raw?: string; rendered: string };
  alt_text: string;
  media_type: string;
  mime_type: string;
  source_url: string;
  media_details: Record<string, unknown>;
}

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );
const pad = (buffer: Buffer) => Buffer.concat([buffer, Buffer.alloc(64)]);

/** Headers of each type as the file's first bytes say it; the names and declared types lie. */
const files: Array<{ name: string; body: Buffer; mime: string; extension: string }> = [
  {
    name: 'song.mp3',
    body: pad(bytes('ID3', [4, 0, 0, 0, 0, 0, 0])),
    mime: 'audio/mpeg',
    extension: 'mp3',
  },
  {
    name: 'frame.mp3',
    body: pad(bytes([0xff, 0xfb, 0x90, 0x64])),
    mime: 'audio/mpeg',
    extension: 'mp3',
  },
  {
    name: 'voice.ogg',
    body: pad(bytes('OggS', [0, 2], '\x01vorbis')),
    mime: 'audio/ogg',
    extension: 'ogg',
  },
  { name: 'bell.wav', body: toneWav(0.1, 440), mime: 'audio/wav', extension: 'wav' },
  {
    name: 'talk.m4a',
    body: pad(bytes([0, 0, 0, 24], 'ftypM4A ')),
    mime: 'audio/mp4',
    extension: 'm4a',
  },
  {
    name: 'clip.mp4',
    body: pad(bytes([0, 0, 0, 24], 'ftypisom')),
    mime: 'video/mp4',
    extension: 'mp4',
  },
  {
    name: 'clip.webm',
    body: pad(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm')),
    mime: 'video/webm',
    extension: 'webm',
  },
  {
    name: 'clip.ogv',
    body: pad(bytes('OggS', [0, 2], '\x80theora')),
    mime: 'video/ogg',
    extension: 'ogv',
  },
  { name: 'guide.pdf', body: textPdf('A guide'), mime: 'application/pdf', extension: 'pdf' },
];

function upload(client: RestClient, body: Buffer, name: string, type = 'application/octet-stream') {
  return client.post('wp/v2/media', body, {
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
  });
}

test.describe('media files', () => {
  let admin: RestClient;
  const made: number[] = [];

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
  });
  test.afterEach(async () => {
    for (const id of made.splice(0)) {
      await admin.delete(`wp/v2/media/${id}`, { query: { force: true } });
    }
  });

  test('takes audio, video and documents by their bytes, as media_type "file"', async ({
    request,
  }) => {
    for (const file of files) {
      // The declared type says image: the bytes decide.
      const response = await upload(
        admin,
        file.body,
        file.name.replace(/\.\w+$/, '.png'),
        'image/png',
      );
      expect(response.status(), file.name).toBe(201);
      const created = (await response.json()) as Media;
      made.push(created.id);
      expect(created, file.name).toMatchObject({ media_type: 'file', mime_type: file.mime });
      expect(created.source_url).toMatch(new RegExp(`\\.${file.extension}$`));
      expect(created.media_details).toMatchObject({ filesize: file.body.length });
      expect(created.media_details.width).toBeUndefined();
      const served = await request.get(created.source_url);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe(file.mime);
    }
  });

  test('refuses what no header says, and what WordPress does not allow', async () => {
    for (const [name, body] of [
      ['notes.txt', Buffer.from('plain words')],
      ['page.html', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['archive.mp3', Buffer.from('PK\x03\x04 a zip pretending', 'latin1')],
      ['run.exe', pad(bytes('MZ'))],
    ] as const) {
      const response = await upload(admin, body, name);
      expect(response.status(), name).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'rest_upload_invalid_type',
        message: 'Sorry, you are not allowed to upload this file type.',
      });
    }
  });

  test('filters the library by media_type (a family) and mime_type', async () => {
    const list = async (query: Record<string, string>) =>
      (await (
        await admin.get('wp/v2/media', { query: { per_page: '100', ...query } })
      ).json()) as Media[];
    const audio = await list({ media_type: 'audio' });
    expect(audio.map((item) => item.title.rendered)).toContain('Harbour bell');
    expect(audio.every((item) => item.mime_type.startsWith('audio/'))).toBe(true);
    const documents = await list({ media_type: 'application' });
    expect(documents.map((item) => item.title.rendered)).toContain('Visitor guide');
    const images = await list({ media_type: 'image' });
    expect(images.length).toBeGreaterThanOrEqual(5);
    expect(images.every((item) => item.media_type === 'image')).toBe(true);
    expect((await list({ mime_type: 'application/pdf' })).map((item) => item.mime_type)).toEqual(
      expect.arrayContaining(['application/pdf']),
    );
    expect(
      (await list({ mime_type: 'audio/wav', search: 'bell' })).map((i) => i.title.rendered),
    ).toEqual(['Harbour bell']);
    expect((await admin.get('wp/v2/media', { query: { mime_type: 'not a type' } })).status()).toBe(
      400,
    );
  });

  test('updates alt text, caption, title and description, strings or { raw }', async () => {
    const created = (await (
      await upload(admin, gradientPng(8, 8, [0, 0, 0], [9, 9, 9]), 'dot.png')
    ).json()) as Media;
    made.push(created.id);
    const response = await admin.post(`wp/v2/media/${created.id}`, {
      alt_text: 'A <b>dark</b>\nsquare',
      caption: { raw: 'Seen at <em>night</em>' },
      title: 'Night square',
      description: '<p>Long words</p>',
    });
    expect(response.status()).toBe(200);
    const updated = (await response.json()) as Media;
    expect(updated).toMatchObject({
      alt_text: 'A dark square',
      caption: { raw: 'Seen at <em>night</em>' },
      title: { raw: 'Night square', rendered: 'Night square' },
      description: { raw: '<p>Long words</p>' },
    });
    const read = (await (
      await admin.get(`wp/v2/media/${created.id}`, { query: { context: 'edit' } })
    ).json()) as Media;
    expect(read.caption.raw).toBe('Seen at <em>night</em>');
    expect(read.alt_text).toBe('A dark square');
    // Bad input is a 400 naming the field, never a 500; nothing of it is kept.
    for (const body of [
      { title: 5 },
      { caption: { rendered: 'x' } },
      { alt_text: ['a'] },
      { colour: 'red' },
    ]) {
      const refused = await admin.post(`wp/v2/media/${created.id}`, body);
      expect(refused.status(), JSON.stringify(body)).toBe(400);
      expect((await refused.json()).code).toBe('rest_invalid_param');
    }
    expect((await admin.post('wp/v2/media/999999', { title: 'x' })).status()).toBe(404);
    const after = (await (
      await admin.get(`wp/v2/media/${created.id}`, { query: { context: 'edit' } })
    ).json()) as Media;
    expect(after.title.raw).toBe('Night square');
  });

  test('an update needs edit_post and the nonce', async ({ playwright, baseURL }) => {
    const seeded = (
      (await (await admin.get('wp/v2/media', { query: { search: 'Slate' } })).json()) as Media[]
    )[0]!;
    const session = await userSession(playwright.request, baseURL, 'author');
    const others = await session.client.post(`wp/v2/media/${seeded.id}`, { title: 'Mine now' });
    expect(others.status()).toBe(403);
    expect((await others.json()).code).toBe('rest_cannot_edit');
    const noNonce = await session.client.post(
      `wp/v2/media/${seeded.id}`,
      { title: 'x' },
      { withoutNonce: true },
    );
    expect(noNonce.status()).toBe(401);
    // Their own upload they may edit; markup in its caption is filtered (no unfiltered_html).
    const own = (await (await upload(session.client, textPdf('Mine'), 'mine.pdf')).json()) as Media;
    made.push(own.id);
    const edited = await session.client.post(`wp/v2/media/${own.id}`, {
      caption: 'Hello <script>alert(1)</script><strong>there</strong>',
      title: 'Mine <img src=x onerror=alert(1)>',
    });
    expect(edited.status()).toBe(200);
    const body = (await edited.json()) as Media;
    expect(body.caption.raw).not.toContain('<script');
    expect(body.caption.raw).toContain('<strong>there</strong>');
    expect(body.title.raw).not.toContain('onerror');
    await session.dispose();
    const visitor = await rest(await playwright.request.newContext({ baseURL })).post(
      `wp/v2/media/${seeded.id}`,
      { title: 'x' },
    );
    expect(visitor.status()).toBe(401);
  });
});

test.describe('media without upload_files', () => {
  let host: DemoHost;
  let dataDir: string;
  let request: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    dataDir = mkdtempSync(join(tmpdir(), 'media-contributor-'));
    execFileSync(process.execPath, ['dist/demo-server.mjs', '--seed'], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    // The author becomes a contributor: they may write posts, not upload.
    const db = new Database(join(dataDir, 'demo.sqlite'));
    db.prepare(
      "UPDATE usermeta SET meta_value = ? WHERE meta_key = 'capabilities' AND user_id = (SELECT id FROM users WHERE login = 'author')",
    ).run(JSON.stringify({ contributor: true }));
    db.close();
    host = await startDemoHost({ DATA_DIR: dataDir });
    request = await playwright.request.newContext({ baseURL: host.url });
  });
  test.afterAll(async () => {
    await request.dispose();
    host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a contributor may list the library but not upload, nor edit others’ files', async () => {
    const contributor = await restAs(request, 'author');
    const me = await (
      await contributor.get('wp/v2/users/me', { query: { context: 'edit' } })
    ).json();
    expect(me.capabilities.upload_files).toBeUndefined();
    expect((await contributor.get('wp/v2/media')).status()).toBe(200);
    const refused = await upload(contributor, textPdf('No'), 'no.pdf');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'rest_cannot_create',
      message: 'Sorry, you are not allowed to upload media on this site.',
    });
    const options = await contributor.options('wp/v2/media');
    expect(options.headers().allow).not.toContain('POST');
    const seeded = ((await (await contributor.get('wp/v2/media')).json()) as Media[])[0]!;
    expect((await contributor.post(`wp/v2/media/${seeded.id}`, { title: 'x' })).status()).toBe(403);
  });
});
