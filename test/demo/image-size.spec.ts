// The demo host reads an upload's type and pixel size from the file's own header bytes.
import { expect, test } from '@playwright/test';
import { readImageInfo } from '../../demo/server/site/image-size';
import { encodePng, gradientPng } from '../../demo/server/seed/png';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );
const be16 = (n: number) => [n >> 8, n & 0xff];
const le16 = (n: number) => [n & 0xff, n >> 8];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];

/** A JPEG start: SOI, an APP0 segment, a DHT segment (C4: not a frame), then the frame marker. */
function jpeg(frameMarker: number, width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, ...be16(16), ...bytes('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const dht = [0xff, 0xc4, ...be16(5), 0, 0, 0];
  const sof = [0xff, frameMarker, ...be16(17), 8, ...be16(height), ...be16(width), 3];
  return bytes([0xff, 0xd8], app0, dht, sof, new Array(9).fill(0));
}

function webp(chunk: string, payload: number[]): Uint8Array {
  return bytes('RIFF', le32(4 + 8 + payload.length), 'WEBP', chunk, le32(payload.length), payload);
}

test.describe('readImageInfo', () => {
  test('reads a PNG\u2019s size from its IHDR chunk', () => {
    expect(readImageInfo(gradientPng(480, 300, [0, 0, 0], [255, 255, 255]))).toEqual({
      format: 'png',
      mimeType: 'image/png',
      extension: 'png',
      width: 480,
      height: 300,
    });
    expect(readImageInfo(encodePng(1, 7, () => [1, 2, 3]))).toMatchObject({ width: 1, height: 7 });
  });

  test('reads a JPEG\u2019s size from its first frame, past other segments', () => {
    expect(readImageInfo(jpeg(0xc0, 640, 427))).toEqual({
      format: 'jpeg',
      mimeType: 'image/jpeg',
      extension: 'jpg',
      width: 640,
      height: 427,
    });
    // Progressive frames (C2) count too.
    expect(readImageInfo(jpeg(0xc2, 1920, 1080))).toMatchObject({ width: 1920, height: 1080 });
  });

  test('reads a GIF\u2019s logical screen size', () => {
    const gif = bytes('GIF89a', le16(300), le16(200), [0xf7, 0, 0]);
    expect(readImageInfo(gif)).toEqual({
      format: 'gif',
      mimeType: 'image/gif',
      extension: 'gif',
      width: 300,
      height: 200,
    });
    expect(readImageInfo(bytes('GIF87a', le16(2), le16(3), [0]))).toMatchObject({ width: 2 });
  });

  test('reads lossy, lossless and extended WebP sizes', () => {
    const lossy = webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(800), ...le16(600), 0, 0]);
    expect(readImageInfo(lossy)).toEqual({
      format: 'webp',
      mimeType: 'image/webp',
      extension: 'webp',
      width: 800,
      height: 600,
    });
    // Lossless: width - 1 and height - 1 in 14 bits each, after the 0x2F signature.
    const bits = (400 - 1) | ((250 - 1) << 14);
    const lossless = webp('VP8L', [0x2f, ...le32(bits), 0, 0, 0, 0, 0]);
    expect(readImageInfo(lossless)).toMatchObject({ width: 400, height: 250 });
    const extended = webp('VP8X', [0x10, 0, 0, 0, ...le24(4096 - 1), ...le24(2160 - 1)]);
    expect(readImageInfo(extended)).toMatchObject({ width: 4096, height: 2160 });
  });

  test('anything that is not one of the four image types is refused', () => {
    expect(readImageInfo(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageInfo(bytes('%PDF-1.7\n'))).toBeNull();
    expect(readImageInfo(new Uint8Array(0))).toBeNull();
  });

  test('a header cut short or a zero size is refused, never read past the end', () => {
    const png = gradientPng(4, 4, [0, 0, 0], [9, 9, 9]);
    expect(readImageInfo(png.subarray(0, 20))).toBeNull();
    expect(readImageInfo(jpeg(0xc0, 10, 10).subarray(0, 30))).toBeNull();
    expect(readImageInfo(bytes([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(readImageInfo(bytes('GIF89a', le16(0), le16(5), [0]))).toBeNull();
    expect(readImageInfo(bytes('RIFF', le32(4), 'WEBP'))).toBeNull();
    expect(readImageInfo(webp('VP8 ', [0, 0, 0, 1, 2, 3, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });
});
