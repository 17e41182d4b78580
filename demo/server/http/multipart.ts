// multipart/form-data bodies (RFC 7578), as browsers send a FormData: the font library uploads
// its settings and font files this way. The dispatcher reads the whole body (up to
// multipartBodyLimit) and parses it here for endpoints that take it (ctx.form). It works on one
// Buffer, binary-safe: only part headers are decoded as text. Anything malformed is a 400 that
// says what is wrong; a file over its size limit is a 413.
import { RestError } from '../rest/errors';

export interface UploadedFile {
  /** The file name the client gave (may be empty). */
  fileName: string;
  /** The part's Content-Type, or application/octet-stream when none was sent. */
  contentType: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

export interface MultipartLimits {
  /** Fields and files together. */
  maxParts: number;
  maxFieldBytes: number;
  maxFileBytes: number;
  /** The header block of one part. */
  maxHeaderBytes: number;
}

/** The largest multipart body the demo host reads (fonts are the largest thing sent this way). */
export const multipartBodyLimit = 10 * 1024 * 1024;

export const defaultMultipartLimits: MultipartLimits = {
  maxParts: 100,
  maxFieldBytes: 1024 * 1024,
  maxFileBytes: multipartBodyLimit,
  maxHeaderBytes: 8 * 1024,
};

const crlf = Buffer.from('\r\n');
const headerEnd = Buffer.from('\r\n\r\n');

const malformed = (detail: string) =>
  new RestError(
    'rest_invalid_multipart',
    `The multipart/form-data body is malformed: ${detail}`,
    400,
  );

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Whether a Content-Type header is multipart/form-data. */
export function isMultipartForm(contentType: string | undefined): boolean {
  return /^multipart\/form-data\s*(;|$)/i.test((contentType ?? '').trim());
}

/**
 * `key=value` parameters after the first `;` of a header value. Values may be quoted strings with
 * backslash escapes; keys are lower-cased.
 */
export function headerParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  const rest = value.slice(value.indexOf(';') === -1 ? value.length : value.indexOf(';'));
  for (const match of rest.matchAll(pattern)) {
    const key = match[1]!.toLowerCase();
    const quoted = match[2];
    params.set(key, quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : match[3]!.trim());
  }
  return params;
}

/** The boundary of a multipart Content-Type, validated as RFC 2046 allows (1–70 characters). */
export function boundaryOf(contentType: string): string {
  const boundary = headerParams(contentType).get('boundary');
  if (!boundary) throw malformed('the Content-Type header names no boundary.');
  if (
    boundary.length > 70 ||
    !/^[0-9A-Za-z'()+_,\-./:=? ]*[0-9A-Za-z'()+_,\-./:=?]$/.test(boundary)
  ) {
    throw malformed('the boundary in the Content-Type header is not valid.');
  }
  return boundary;
}

interface PartHeaders {
  name: string;
  fileName: string | null;
  contentType: string | null;
}

function parsePartHeaders(block: string): PartHeaders {
  let disposition: string | null = null;
  let contentType: string | null = null;
  for (const line of block.split('\r\n')) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0)
      throw malformed(`a part has a header line without a name ("${line.slice(0, 40)}").`);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    else if (name === 'content-type') contentType = value;
  }
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) {
    throw malformed('each part needs a "Content-Disposition: form-data" header.');
  }
  const params = headerParams(disposition);
  const name = params.get('name');
  if (!name) throw malformed('a part has no name.');
  const fileName = params.has('filename') ? params.get('filename')! : null;
  return { name, fileName, contentType };
}

/**
 * Splits a multipart/form-data body into text fields and files. A part with a `filename` is a
 * file; the others are UTF-8 fields. A name sent twice is refused rather than guessed at.
 */
export function parseMultipart(
  body: Buffer,
  contentType: string,
  limits: Partial<MultipartLimits> = {},
): MultipartForm {
  const limit = { ...defaultMultipartLimits, ...limits };
  const boundary = boundaryOf(contentType);
  const delimiter = Buffer.from(`--${boundary}`);
  const form: MultipartForm = { fields: {}, files: {} };

  // The first delimiter starts the body or follows the preamble's line break.
  let at = body.indexOf(delimiter);
  if (at === -1 || (at > 0 && !body.subarray(at - 2, at).equals(crlf))) {
    throw malformed('the boundary from the Content-Type header never starts a part.');
  }
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`);
  let parts = 0;
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString('latin1') === '--') return form;
    // Transport padding (spaces or tabs) may follow a delimiter before its line break.
    while (body[at] === 0x20 || body[at] === 0x09) at++;
    if (!body.subarray(at, at + 2).equals(crlf)) {
      throw malformed('a boundary line is not followed by a line break.');
    }
    at += 2;
    parts += 1;
    if (parts > limit.maxParts) {
      throw malformed(`it has more than ${limit.maxParts} parts.`);
    }
    const headersEnd = body.indexOf(headerEnd, at);
    const emptyHeaders = body.subarray(at, at + 2).equals(crlf);
    const blockEnd = emptyHeaders ? at : headersEnd;
    if (blockEnd === -1) throw malformed('a part\u2019s headers never end.');
    if (blockEnd - at > limit.maxHeaderBytes)
      throw malformed('a part\u2019s headers are too long.');
    const headers = parsePartHeaders(body.subarray(at, blockEnd).toString('utf8'));
    const contentStart = emptyHeaders ? at + 2 : headersEnd + headerEnd.length;
    const contentEnd = body.indexOf(nextDelimiter, contentStart);
    if (contentEnd === -1) throw malformed('the closing boundary is missing.');
    const content = body.subarray(contentStart, contentEnd);
    const { name } = headers;
    if (Object.hasOwn(form.fields, name) || Object.hasOwn(form.files, name)) {
      throw malformed(`the field "${name}" is sent more than once.`);
    }
    if (headers.fileName !== null) {
      if (content.length > limit.maxFileBytes) {
        throw new RestError(
          'rest_upload_file_too_large',
          `The file "${headers.fileName || name}" is too large: the limit is ${megabytes(limit.maxFileBytes)}.`,
          413,
          { limit: limit.maxFileBytes },
        );
      }
      form.files[name] = {
        fileName: headers.fileName,
        contentType: headers.contentType ?? 'application/octet-stream',
        // A copy, so the request body can be released while the file is kept.
        bytes: Buffer.from(content),
      };
    } else {
      if (content.length > limit.maxFieldBytes) {
        throw malformed(`the field "${name}" is longer than ${megabytes(limit.maxFieldBytes)}.`);
      }
      form.fields[name] = content.toString('utf8');
    }
    at = contentEnd + 2;
  }
}
