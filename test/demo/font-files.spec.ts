// An uploaded font file must be a font: the host parses it (fontkit) rather than trusting its
// first bytes, so a truncated font, or a font's signature followed by junk, is refused with the
// spec's message and nothing is stored or served. Real fonts (WOFF2, WOFF, and the TTF inside
// the WOFF) still upload.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { login, rest } from '../fixtures/host';
import { woffToSfnt } from '../fixtures/woff-to-sfnt';

const require = createRequire(import.meta.url);
const file = (name: string) => readFileSync(require.resolve(`@fontsource/lora/files/${name}`));
const woff2 = file('lora-latin-400-normal.woff2');
const woff = file('lora-latin-400-normal.woff');
const ttf = woffToSfnt(woff);

function corrupted(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  for (let i = 12; i < copy.length; i += 7) copy[i]! ^= 0x5a;
  return copy;
}

/** The signature, then junk of the same length: it looks like a font by its first bytes. */
const junkAfterSignature = (bytes: Buffer) =>
  Buffer.concat([bytes.subarray(0, 4), Buffer.alloc(bytes.length - 4, 0x41)]);

/** Files stored under the data directory's fonts folder. */
function storedFonts(): string[] {
  try {
    return readdirSync(join(process.env.E2E_DATA_DIR ?? '', 'uploads', 'fonts')).sort();
  } catch {
    return [];
  }
}

async function upload(
  request: APIRequestContext,
  nonce: string,
  familyId: number,
  name: string,
  buffer: Buffer,
  weight = 400,
) {
  return request.fetch(`/wp-json/wp/v2/font-families/${familyId}/font-faces`, {
    method: 'POST',
    headers: { 'X-WP-Nonce': nonce },
    multipart: {
      font_face_settings: JSON.stringify({
        fontFamily: 'Parse Test',
        fontStyle: 'normal',
        fontWeight: String(weight),
        src: 'file-0-0',
      }),
      'file-0-0': { name, mimeType: 'application/octet-stream', buffer },
    },
    failOnStatusCode: false,
  });
}

test('a truncated or corrupted font is refused with the spec message, and a real one uploads', async ({
  request,
}) => {
  const { nonce } = await login(request, 'admin');
  const client = rest(request, nonce);
  const family = await (
    await request.fetch('/wp-json/wp/v2/font-families', {
      method: 'POST',
      headers: { 'X-WP-Nonce': nonce },
      multipart: {
        font_family_settings: JSON.stringify({
          name: 'Parse Test',
          slug: 'parse-test',
          fontFamily: 'Parse Test, serif',
        }),
      },
    })
  ).json();
  expect(family.id).toBeGreaterThan(0);
  const before = storedFonts();
  const bad: Array<[string, Buffer]> = [];
  for (const [extension, bytes] of [
    ['woff2', woff2],
    ['woff', woff],
    ['ttf', ttf],
  ] as const) {
    bad.push(
      [`half.${extension}`, bytes.subarray(0, bytes.length >> 1)],
      [`cut.${extension}`, bytes.subarray(0, bytes.length - 200)],
      [`head.${extension}`, bytes.subarray(0, 100)],
      [`junk.${extension}`, junkAfterSignature(bytes)],
      [`corrupt.${extension}`, corrupted(bytes)],
    );
  }
  for (const [name, bytes] of bad) {
    const response = await upload(request, nonce, family.id, name, bytes);
    expect(response.status(), name).toBe(400);
    const body = await response.json();
    expect(body.code, name).toBe('rest_font_upload_invalid_file_type');
    expect(body.message, name).toMatch(/^Sorry, you are not allowed to upload this file type\./);
  }
  expect(storedFonts()).toEqual(before);
  const faces = `wp/v2/font-families/${family.id}/font-faces`;
  expect((await client.get(faces)).headers()['x-wp-total']).toBe('0');

  for (const [name, bytes, weight] of [
    ['lora.woff2', woff2, 400],
    ['lora.woff', woff, 500],
    ['lora.ttf', ttf, 600],
  ] as const) {
    const response = await upload(request, nonce, family.id, name, bytes, weight);
    expect(response.status(), name).toBe(201);
    const src = (await response.json()).font_face_settings.src as string;
    const served = await request.get(new URL(src).pathname);
    expect(served.status(), name).toBe(200);
    expect(Buffer.compare(await served.body(), bytes), name).toBe(0);
  }
  await client.delete(`wp/v2/font-families/${family.id}`, { query: { force: true } });
});
