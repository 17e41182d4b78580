// The demo host's multipart/form-data parser: fields and binary files out of one body, and a
// clear 4xx for anything malformed or too large.
import { expect, test } from '@playwright/test';
import { boundaryOf, isMultipartForm, parseMultipart } from '../../demo/server/http/multipart';
import { RestError } from '../../demo/server/rest/errors';

const boundary = '----formdata-test-7f3a';
const type = `multipart/form-data; boundary=${boundary}`;

function body(...parts: Array<string | Buffer>): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
}

function field(name: string, value: string): string {
  return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function file(name: string, fileName: string, bytes: Buffer): Buffer {
  return body(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n`,
    'Content-Type: font/woff2\r\n\r\n',
    bytes,
    '\r\n',
  );
}

const end = `--${boundary}--\r\n`;

/** The RestError a call throws (or fails the test when it throws none). */
function thrown(call: () => unknown): RestError {
  try {
    call();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected a RestError');
}

test.describe('parseMultipart', () => {
  test('reads text fields and binary files, byte for byte', () => {
    // Bytes that look like a delimiter's pieces, CR LF pairs and every byte value.
    const bytes = Buffer.concat([
      Buffer.from('wOF2\r\n--\r\n-'),
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      Buffer.from(`\r\n--${boundary.slice(0, -1)}`),
    ]);
    const form = parseMultipart(
      body(
        'preamble to ignore\r\n',
        field('font_face_settings', '{"fontFamily":"Lora","src":["file-0-0"]}'),
        field('note', 'h\u00e9llo\r\nworld'),
        file('file-0-0', 'lora.woff2', bytes),
        end,
      ),
      type,
    );
    expect(form.fields).toEqual({
      font_face_settings: '{"fontFamily":"Lora","src":["file-0-0"]}',
      note: 'h\u00e9llo\r\nworld',
    });
    expect(Object.keys(form.files)).toEqual(['file-0-0']);
    const uploaded = form.files['file-0-0']!;
    expect(uploaded.fileName).toBe('lora.woff2');
    expect(uploaded.contentType).toBe('font/woff2');
    expect(Buffer.compare(uploaded.bytes, bytes)).toBe(0);
  });

  test('takes quoted boundaries, empty values and escaped quotes in names', () => {
    const form = parseMultipart(
      body(
        `--${boundary}\r\nContent-Disposition: form-data; name="say \\"hi\\""\r\n\r\n\r\n`,
        file('empty', '', Buffer.alloc(0)),
        end,
      ),
      `multipart/form-data; boundary="${boundary}"`,
    );
    expect(form.fields).toEqual({ 'say "hi"': '' });
    expect(form.files.empty!.bytes.length).toBe(0);
  });

  test('recognises the content type and its boundary', () => {
    expect(isMultipartForm('multipart/form-data; boundary=x')).toBe(true);
    expect(isMultipartForm('Multipart/Form-Data;boundary=x')).toBe(true);
    expect(isMultipartForm('multipart/mixed; boundary=x')).toBe(false);
    expect(isMultipartForm('application/json')).toBe(false);
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary=abc')).toBe('abc');
    expect(thrown(() => boundaryOf('multipart/form-data')).message).toBe(
      'The multipart/form-data body is malformed: the Content-Type header names no boundary.',
    );
    expect(thrown(() => boundaryOf(`multipart/form-data; boundary=${'x'.repeat(71)}`)).status).toBe(
      400,
    );
  });

  test('malformed bodies are 400s that say what is wrong', () => {
    const cases: Array<[Buffer, string]> = [
      [body('no boundary here'), 'the boundary from the Content-Type header never starts a part.'],
      [body(field('a', '1')), 'the closing boundary is missing.'],
      [
        body(`--${boundary}\r\nContent-Type: text/plain\r\n\r\nx\r\n`, end),
        'each part needs a "Content-Disposition: form-data" header.',
      ],
      [
        body(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n`, end),
        'a part has no name.',
      ],
      [
        body(`--${boundary}\r\nContent-Disposition: form-data; name="a"`),
        'a part\u2019s headers never end.',
      ],
      [body(field('a', '1'), field('a', '2'), end), 'the field "a" is sent more than once.'],
      [body(`--${boundary}garbage\r\n`), 'a boundary line is not followed by a line break.'],
    ];
    for (const [input, detail] of cases) {
      const error = thrown(() => parseMultipart(input, type));
      expect(error.status, detail).toBe(400);
      expect(error.code).toBe('rest_invalid_multipart');
      expect(error.message).toBe(`The multipart/form-data body is malformed: ${detail}`);
    }
  });

  test('limits the number of parts and the size of fields and files', () => {
    const many = body(...Array.from({ length: 4 }, (_, i) => field(`f${i}`, 'x')), end);
    expect(thrown(() => parseMultipart(many, type, { maxParts: 3 })).message).toContain(
      'it has more than 3 parts.',
    );
    const long = body(field('a', 'x'.repeat(20)), end);
    expect(thrown(() => parseMultipart(long, type, { maxFieldBytes: 10 })).status).toBe(400);
    const big = body(file('file-0-0', 'big.woff2', Buffer.alloc(2 * 1024 * 1024)), end);
    const error = thrown(() => parseMultipart(big, type, { maxFileBytes: 1024 * 1024 }));
    expect(error.status).toBe(413);
    expect(error.message).toBe('The file "big.woff2" is too large: the limit is 1 MB.');
  });
});
