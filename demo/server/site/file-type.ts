// What an uploaded file is, read from its own header bytes rather than from the name or the
// Content-Type the client sent: the images of image-size.ts (with their pixel size), the audio,
// video and documents WordPress allows by default that a media block takes (MP3, Ogg, WAV, M4A;
// MP4, WebM, Ogg video; PDF, and the zip-based office documents, told apart by their extension
// once the bytes say zip). Anything else is null, so the caller can refuse the upload.
import { readImageInfo } from './image-size';

/** WordPress's families of MIME type: `media_type` filters the library by them. */
export type FileFamily = 'image' | 'audio' | 'video' | 'application';

export interface FileType {
  family: FileFamily;
  mimeType: string;
  /** The file extension WordPress would give it. */
  extension: string;
  /** Images only: the pixel size. */
  width?: number;
  height?: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** Whether `text` occurs in the first `within` bytes (codec names in a container's header). */
function mentions(bytes: Uint8Array, text: string, within = 4096): boolean {
  return Buffer.from(bytes.subarray(0, within)).includes(text, 0, 'latin1');
}

const known = (family: FileFamily, mimeType: string, extension: string): FileType => ({
  family,
  mimeType,
  extension,
});

/** An MP3: an ID3v2 tag, or an MPEG audio frame header (11 sync bits, layer III). */
function isMp3(b: Uint8Array): boolean {
  if (ascii(b, 0, 3) === 'ID3') return true;
  return b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) === 0x02;
}

/** ISO base media (MP4, M4A): an `ftyp` box first, whose major brand tells audio from video. */
function isoMedia(b: Uint8Array): FileType | null {
  if (b.length < 12 || ascii(b, 4, 4) !== 'ftyp') return null;
  const brand = ascii(b, 8, 4);
  if (brand === 'M4A ' || brand === 'M4B ') return known('audio', 'audio/mp4', 'm4a');
  if (brand === 'qt  ') return known('video', 'video/quicktime', 'mov');
  if (/^(isom|iso[2-9]|mp4[12]|avc1|M4V |dash|mmp4|MSNV)$/.test(brand)) {
    return known('video', 'video/mp4', 'mp4');
  }
  return null;
}

/** Office documents are zips; the extension the client gave says which (WordPress's own rule). */
const zipDocuments: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  zip: 'application/zip',
};

/** The file's type from its bytes (and, for zips only, its name), or null when not allowed. */
export function readFileType(bytes: Uint8Array, fileName: string): FileType | null {
  const image = readImageInfo(bytes);
  if (image) {
    return { family: 'image', ...image };
  }
  if (bytes.length < 12) return null;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') {
    return known('audio', 'audio/wav', 'wav');
  }
  if (ascii(bytes, 0, 4) === 'OggS') {
    return mentions(bytes, 'theora')
      ? known('video', 'video/ogg', 'ogv')
      : known('audio', 'audio/ogg', 'ogg');
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return mentions(bytes, 'webm', 64) ? known('video', 'video/webm', 'webm') : null;
  }
  const iso = isoMedia(bytes);
  if (iso) return iso;
  if (isMp3(bytes)) return known('audio', 'audio/mpeg', 'mp3');
  if (ascii(bytes, 0, 5) === '%PDF-') return known('application', 'application/pdf', 'pdf');
  if (ascii(bytes, 0, 4) === 'PK\x03\x04') {
    const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
    const mimeType = zipDocuments[extension];
    if (mimeType) return known('application', mimeType, extension);
  }
  return null;
}

/** WordPress's answer for `media_type`: images are 'image', everything else 'file'. */
export const mediaTypeOf = (mimeType: string) => (mimeType.startsWith('image/') ? 'image' : 'file');

/**
 * What the host takes, as WordPress lists its allowed types (`get_allowed_mime_types()`:
 * extensions joined by `|` → MIME type), for the editor's settings: the canvas's Media tab shows
 * a category only for types listed here, and its uploads are checked against it.
 */
export const allowedMimeTypes: Record<string, string> = {
  'jpg|jpeg|jpe': 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  'm4a|m4b': 'audio/mp4',
  wav: 'audio/wav',
  'ogg|oga': 'audio/ogg',
  'mp4|m4v': 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  'mov|qt': 'video/quicktime',
  pdf: 'application/pdf',
  ...Object.fromEntries(Object.entries(zipDocuments)),
};
