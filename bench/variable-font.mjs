// For bench/fonts.mjs: a variable TrueType font of about 1 MB, built from a real static font,
// since none that big ships on these machines.
import { readFileSync } from 'node:fs';

/**
 * A real variable font of about 1 MB, made here because no font shipped on this machine is one
 * that big: DejaVu Sans (a 760 KB static TrueType font that Chromium's Debian package brings)
 * with a weight axis added: an `fvar` table (wght 400 to 700, two named instances), the axis and
 * instance names in `name`, and a `gvar` table with one set of deltas for every point of every
 * glyph (synthetic deltas in a repeating pattern: the size and structure of a real one, not a
 * designed bold).
 */
export function variableFont(path = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf') {
  const source = readFileSync(path);
  const view = new DataView(source.buffer, source.byteOffset, source.byteLength);
  const tables = new Map();
  for (let i = 0; i < view.getUint16(4); i += 1) {
    const at = 12 + i * 16;
    const tag = source.toString('latin1', at, at + 4);
    const offset = view.getUint32(at + 8);
    tables.set(tag, source.subarray(offset, offset + view.getUint32(at + 12)));
  }
  const glyphCount = new DataView(
    tables.get('maxp').buffer,
    tables.get('maxp').byteOffset,
  ).getUint16(4);
  const longLoca =
    new DataView(tables.get('head').buffer, tables.get('head').byteOffset).getInt16(50) === 1;
  const loca = tables.get('loca');
  const locaView = new DataView(loca.buffer, loca.byteOffset, loca.byteLength);
  const glyphOffset = (gid) =>
    longLoca ? locaView.getUint32(gid * 4) : locaView.getUint16(gid * 2) * 2;
  const glyf = tables.get('glyf');
  const glyfView = new DataView(glyf.buffer, glyf.byteOffset, glyf.byteLength);

  /** Points a glyph's deltas cover: its outline points (or components) and four phantom points. */
  const pointCount = (gid) => {
    const start = glyphOffset(gid);
    if (glyphOffset(gid + 1) === start) return 0;
    const contours = glyfView.getInt16(start);
    if (contours >= 0)
      return (contours ? glyfView.getUint16(start + 10 + (contours - 1) * 2) + 1 : 0) + 4;
    let components = 0;
    let at = start + 10;
    for (let flags = 0x20; flags & 0x20; components += 1) {
      flags = glyfView.getUint16(at);
      at += 4 + (flags & 0x1 ? 4 : 2) + (flags & 0x8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
    }
    return components + 4;
  };

  // gvar: one shared tuple (wght at its maximum); per glyph one tuple variation over all points,
  // x deltas as bytes, y deltas zero.
  const glyphData = [];
  for (let gid = 0; gid < glyphCount; gid += 1) {
    const points = pointCount(gid);
    if (points === 0) {
      glyphData.push(Buffer.alloc(0));
      continue;
    }
    const serialized = [0]; // private point numbers: all points
    for (let done = 0; done < points; done += 64) {
      const run = Math.min(64, points - done);
      serialized.push(run - 1);
      for (let i = 0; i < run; i += 1) serialized.push((((done + i) % 7) * 6 - 18) & 0xff);
    }
    for (let done = 0; done < points; done += 64)
      serialized.push(0x80 | (Math.min(64, points - done) - 1));
    if (serialized.length % 2) serialized.push(0);
    const header = Buffer.alloc(8);
    header.writeUInt16BE(1, 0); // one tuple variation
    header.writeUInt16BE(8, 2); // its data after the header
    header.writeUInt16BE(serialized.length, 4);
    header.writeUInt16BE(0x2000, 6); // private point numbers, shared tuple 0
    glyphData.push(Buffer.concat([header, Buffer.from(serialized)]));
  }
  const gvarHeader = Buffer.alloc(20 + (glyphCount + 1) * 4 + 2);
  gvarHeader.writeUInt16BE(1, 0);
  gvarHeader.writeUInt16BE(1, 4); // axes
  gvarHeader.writeUInt16BE(1, 6); // shared tuples
  gvarHeader.writeUInt32BE(20 + (glyphCount + 1) * 4, 8);
  gvarHeader.writeUInt16BE(glyphCount, 12);
  gvarHeader.writeUInt16BE(1, 14); // long offsets
  gvarHeader.writeUInt32BE(gvarHeader.length, 16);
  let offset = 0;
  glyphData.forEach((data, gid) => {
    gvarHeader.writeUInt32BE(offset, 20 + gid * 4);
    offset += data.length;
  });
  gvarHeader.writeUInt32BE(offset, 20 + glyphCount * 4);
  gvarHeader.writeInt16BE(0x4000, 20 + (glyphCount + 1) * 4); // the shared tuple: wght 1.0
  tables.set('gvar', Buffer.concat([gvarHeader, ...glyphData]));

  // fvar: wght 400 (default) to 700; instances Book and Bold.
  const fvar = Buffer.alloc(16 + 20 + 2 * 8);
  fvar.writeUInt32BE(0x00010000, 0);
  fvar.writeUInt16BE(16, 4);
  fvar.writeUInt16BE(2, 6);
  fvar.writeUInt16BE(1, 8);
  fvar.writeUInt16BE(20, 10);
  fvar.writeUInt16BE(2, 12);
  fvar.writeUInt16BE(8, 14);
  fvar.write('wght', 16, 'latin1');
  fvar.writeInt32BE(400 << 16, 20);
  fvar.writeInt32BE(400 << 16, 24);
  fvar.writeInt32BE(700 << 16, 28);
  fvar.writeUInt16BE(256, 34);
  [
    [257, 400],
    [258, 700],
  ].forEach(([nameId, weight], i) => {
    fvar.writeUInt16BE(nameId, 36 + i * 8);
    fvar.writeInt32BE(weight << 16, 40 + i * 8);
  });
  tables.set('fvar', fvar);

  // name: the axis and instance names (IDs 256 to 258), Windows English.
  const name = tables.get('name');
  const nameView = new DataView(name.buffer, name.byteOffset, name.byteLength);
  const count = nameView.getUint16(2);
  const storage = name.subarray(nameView.getUint16(4));
  const records = [];
  for (let i = 0; i < count; i += 1) {
    const at = 6 + i * 12;
    const [platform, encoding, language, id, length, start] = [0, 2, 4, 6, 8, 10].map((d) =>
      nameView.getUint16(at + d),
    );
    records.push({
      key: [platform, encoding, language, id],
      text: storage.subarray(start, start + length),
    });
  }
  [
    [256, 'Weight'],
    [257, 'Book'],
    [258, 'Bold'],
  ].forEach(([id, text]) => {
    records.push({ key: [3, 1, 0x409, id], text: Buffer.from(text, 'utf16le').swap16() });
  });
  // Sorted by platform, encoding, language and name ID, as the format requires.
  const field = (a, b) => a.key.findIndex((value, i) => value !== b.key[i]);
  records.sort((a, b) => (field(a, b) < 0 ? 0 : a.key[field(a, b)] - b.key[field(a, b)]));
  const nameHeader = Buffer.alloc(6 + records.length * 12);
  nameHeader.writeUInt16BE(records.length, 2);
  nameHeader.writeUInt16BE(nameHeader.length, 4);
  let textAt = 0;
  records.forEach(({ key, text }, i) => {
    [...key, text.length, textAt].forEach((value, field) => {
      nameHeader.writeUInt16BE(value, 6 + i * 12 + field * 2);
    });
    textAt += text.length;
  });
  tables.set('name', Buffer.concat([nameHeader, ...records.map((r) => r.text)]));

  return sfnt(tables);
}

/** An sfnt file of `tables` (tag → bytes): sorted directory, 4-byte aligned, checksums. */
function sfnt(tables) {
  const tags = [...tables.keys()].sort();
  const padded = (length) => (length + 3) & ~3;
  const checksum = (bytes) => {
    const data = Buffer.concat([bytes, Buffer.alloc(padded(bytes.length) - bytes.length)]);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum = (sum + data.readUInt32BE(i)) >>> 0;
    return sum;
  };
  const head = Buffer.from(tables.get('head'));
  head.writeUInt32BE(0, 8);
  tables.set('head', head);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const directory = Buffer.alloc(12 + tags.length * 16);
  directory.writeUInt32BE(0x00010000, 0);
  directory.writeUInt16BE(tags.length, 4);
  directory.writeUInt16BE(power * 16, 6);
  directory.writeUInt16BE(Math.log2(power), 8);
  directory.writeUInt16BE(tags.length * 16 - power * 16, 10);
  let offset = directory.length;
  const bodies = tags.map((tag, i) => {
    const bytes = tables.get(tag);
    directory.write(tag, 12 + i * 16, 'latin1');
    directory.writeUInt32BE(checksum(bytes), 16 + i * 16);
    directory.writeUInt32BE(offset, 20 + i * 16);
    directory.writeUInt32BE(bytes.length, 24 + i * 16);
    offset += padded(bytes.length);
    return Buffer.concat([bytes, Buffer.alloc(padded(bytes.length) - bytes.length)]);
  });
  const file = Buffer.concat([directory, ...bodies]);
  const headAt = directory.readUInt32BE(20 + tags.indexOf('head') * 16);
  file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, headAt + 8);
  return file;
}
