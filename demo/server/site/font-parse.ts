// Whether an uploaded font file is a font, read with fontkit: its first bytes are not enough (a
// truncated file, or a signature followed by junk, would be stored and served). The file must
// parse, every table its directory lists must lie inside it, and its glyph outlines must decode.
import { type Font, create } from 'fontkit';

/** Fonts with more glyphs than this have a sample of them decoded, not all. */
const glyphsDecodedInFull = 1000;

interface DirectoryEntry {
  offset?: number;
  length?: number;
  compLength?: number;
}

/** True when `bytes` parse as one font (not a collection) whose tables and glyphs read whole. */
export function parsesAsFont(bytes: Uint8Array): boolean {
  try {
    const parsed = create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!('numGlyphs' in parsed)) return false; // A collection (TTC, DFont) is not one font.
    const font = parsed as Font & {
      type?: string;
      directory?: { tables?: Record<string, DirectoryEntry> };
    };
    if (!(font.numGlyphs > 0) || !(font.unitsPerEm > 0)) return false;
    // WOFF2 tables live in one compressed stream, which fails to decompress when cut short.
    if (font.type !== 'WOFF2') {
      for (const entry of Object.values(font.directory?.tables ?? {})) {
        const size = entry.compLength ?? entry.length ?? 0;
        if ((entry.offset ?? 0) + size > bytes.byteLength) return false;
      }
    }
    void font.familyName;
    void font['OS/2'];
    const step = Math.max(1, Math.floor(font.numGlyphs / glyphsDecodedInFull));
    for (let id = 0; id < font.numGlyphs; id += step) {
      const glyph = font.getGlyph(id);
      void glyph.path;
      void glyph.advanceWidth;
    }
    const last = font.getGlyph(font.numGlyphs - 1);
    void last.path;
    return true;
  } catch {
    return false;
  }
}
