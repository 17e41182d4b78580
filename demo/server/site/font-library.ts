// The installed fonts, stored as WordPress stores them: a font family is a post of type
// wp_font_family (title = name, slug = post name, content = JSON of the other settings) and each
// of its faces a wp_font_face post whose parent is the family (content = JSON of the face
// settings). Uploaded font files live in DATA_DIR/uploads/fonts/ and are served at
// /wp-content/uploads/fonts/{file}; a face's stored src names them root-relative, so the data
// directory keeps working whatever port the host runs on. A face never outlives its family, nor
// a file its face.
import { parsesAsFont } from './font-parse';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PostRow } from '../db/posts';
import { deleteServedFile } from '../http/static-files';
import { RestError } from '../rest/errors';
import type { Site } from './site';

export const fontFamilyType = 'wp_font_family';
export const fontFaceType = 'wp_font_face';
/** The theme.json version the settings follow, as WordPress reports it. */
export const fontThemeJsonVersion = 3;
export const fontsUrlPath = '/wp-content/uploads/fonts/';

export interface FontFamilySettings {
  name: string;
  slug: string;
  fontFamily: string;
  preview?: string;
}

export type FontFaceSettings = Record<string, unknown> & {
  fontFamily: string;
  src: string | string[];
};

export const fontsDir = (site: Site) => join(site.config.dataDir, 'uploads', 'fonts');

// ---- Files -----------------------------------------------------------------------------------

export type FontExtension = 'otf' | 'ttf' | 'woff' | 'woff2';

/** What each extension's file starts with: sfnt versions for otf/ttf, signatures for WOFF. */
const signatures: Record<FontExtension, string[]> = {
  otf: ['OTTO', '\u0000\u0001\u0000\u0000'],
  ttf: ['\u0000\u0001\u0000\u0000', 'true', 'OTTO'],
  woff: ['wOFF'],
  woff2: ['wOF2'],
};

export function fontExtensionOf(fileName: string): FontExtension | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension && Object.hasOwn(signatures, extension) ? (extension as FontExtension) : null;
}

/** Whether the bytes start the way a font file of this extension does. */
export function looksLikeFont(bytes: Uint8Array, extension: FontExtension): boolean {
  const head = Buffer.from(bytes.subarray(0, 4)).toString('latin1');
  return bytes.length >= 12 && signatures[extension].includes(head);
}

const notAFont = (fileName: string) =>
  new RestError(
    'rest_font_upload_invalid_file_type',
    `Sorry, you are not allowed to upload this file type. "${fileName}" is not an OTF, TTF, WOFF or WOFF2 font.`,
    400,
  );

const unreadableFont = (fileName: string) =>
  new RestError(
    'rest_font_upload_invalid_file_type',
    `Sorry, you are not allowed to upload this file type. "${fileName}" could not be read as a font: it is damaged or cut short.`,
    400,
  );

/**
 * The file's extension when its name and its first bytes say it is a font and it parses as one
 * (fontkit); else a 400 with the spec's message.
 */
export function checkFontFile(fileName: string, bytes: Uint8Array): FontExtension {
  const extension = fontExtensionOf(fileName);
  if (!extension || !looksLikeFont(bytes, extension)) throw notAFont(fileName || 'The file');
  if (!parsesAsFont(bytes)) throw unreadableFont(fileName);
  return extension;
}

/** A safe, unused file name in the fonts directory, keeping the client's name where it can. */
function freeFileName(dir: string, fileName: string, extension: FontExtension): string {
  const stem =
    (fileName.split(/[\\/]/).pop() ?? '')
      .replace(/\.[^.]*$/, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^[-_]+|[-_]+$/g, '')
      .slice(0, 100) || 'font';
  let candidate = `${stem}.${extension}`;
  for (let n = 1; existsSync(join(dir, candidate)); n++) candidate = `${stem}-${n}.${extension}`;
  return candidate;
}

/** Writes an uploaded font file; answers the root-relative URL path it is served at. */
export function saveFontFile(
  site: Site,
  fileName: string,
  extension: FontExtension,
  bytes: Uint8Array,
): string {
  const dir = fontsDir(site);
  mkdirSync(dir, { recursive: true });
  const name = freeFileName(dir, fileName, extension);
  writeFileSync(join(dir, name), bytes);
  return `${fontsUrlPath}${name}`;
}

/** Files of ours a face's src names (never a remote URL, never outside the fonts directory). */
function ownFiles(settings: FontFaceSettings): string[] {
  const srcs = Array.isArray(settings.src) ? settings.src : [settings.src];
  return srcs
    .filter((src): src is string => typeof src === 'string' && src.startsWith(fontsUrlPath))
    .map((src) => src.slice(fontsUrlPath.length))
    .filter((name) => /^[A-Za-z0-9_.-]+$/.test(name) && !name.startsWith('.'));
}

export function removeFontFiles(site: Site, settings: FontFaceSettings): void {
  for (const name of ownFiles(settings)) {
    deleteServedFile(join(fontsDir(site), name));
  }
}

// ---- Rows ------------------------------------------------------------------------------------

export function familySettings(post: PostRow): FontFamilySettings {
  const stored = parseObject(post.content);
  const settings: FontFamilySettings = {
    name: post.title,
    slug: post.name,
    fontFamily: typeof stored.fontFamily === 'string' ? stored.fontFamily : '',
  };
  if (typeof stored.preview === 'string') settings.preview = stored.preview;
  return settings;
}

export function faceSettings(post: PostRow): FontFaceSettings {
  const stored = parseObject(post.content);
  return {
    ...stored,
    fontFamily: typeof stored.fontFamily === 'string' ? stored.fontFamily : '',
    src: typeof stored.src === 'string' || Array.isArray(stored.src) ? stored.src : [],
  } as FontFaceSettings;
}

function parseObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function getFontFamily(site: Site, id: number): PostRow | undefined {
  const post = site.posts.get(id);
  return post?.type === fontFamilyType ? post : undefined;
}

export interface FontFamilyQuery {
  slugs: string[];
  include: number[];
  exclude: number[];
  order: 'asc' | 'desc';
  /** `include` keeps the order of the include list. */
  orderby: 'id' | 'include';
  limit: number;
  offset: number;
}

export function queryFontFamilies(
  site: Site,
  query: FontFamilyQuery,
): { rows: PostRow[]; total: number } {
  const where = ['type = ?'];
  const params: unknown[] = [fontFamilyType];
  const inList = (column: string, values: unknown[], negate = false) => {
    where.push(`${column} ${negate ? 'NOT ' : ''}IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  };
  if (query.slugs.length > 0) inList('name', query.slugs);
  if (query.include.length > 0) inList('id', query.include);
  if (query.exclude.length > 0) inList('id', query.exclude, true);
  const filter = where.join(' AND ');
  const total =
    site.db
      .prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM posts WHERE ${filter}`)
      .get(...params)?.n ?? 0;
  const direction = query.order === 'desc' ? 'DESC' : 'ASC';
  const order =
    query.orderby === 'include' && query.include.length > 0
      ? `CASE id ${query.include.map((id, i) => `WHEN ${Number(id)} THEN ${i}`).join(' ')} END`
      : `id ${direction}`;
  const rows = site.db
    .prepare<unknown[], PostRow>(
      `SELECT * FROM posts WHERE ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`,
    )
    .all(...params, query.limit, query.offset);
  return { rows, total };
}

/** A family's faces, oldest first. */
export function fontFacesOf(site: Site, familyId: number): PostRow[] {
  return site.db
    .prepare<[string, number], PostRow>(
      'SELECT * FROM posts WHERE type = ? AND parent = ? ORDER BY id',
    )
    .all(fontFaceType, familyId);
}

/** Face ids of many families in one query, for a page of list results. */
export function fontFaceIdsOf(site: Site, familyIds: number[]): Map<number, number[]> {
  const result = new Map<number, number[]>(familyIds.map((id) => [id, []]));
  if (familyIds.length === 0) return result;
  const rows = site.db
    .prepare<unknown[], { id: number; parent: number }>(
      `SELECT id, parent FROM posts WHERE type = ? AND parent IN (${familyIds.map(() => '?').join(', ')}) ORDER BY id`,
    )
    .all(fontFaceType, ...familyIds);
  for (const row of rows) result.get(row.parent)?.push(row.id);
  return result;
}

export function addFontFamily(site: Site, settings: FontFamilySettings, author: number): PostRow {
  const { name, slug, ...rest } = settings;
  const id = site.posts.insert({
    type: fontFamilyType,
    title: name,
    name: slug,
    content: JSON.stringify(rest),
    status: 'publish',
    author,
  });
  return site.posts.get(id)!;
}

/**
 * What makes two faces of one family the same face, as WordPress's face slug does: style,
 * weight, stretch and unicode range (weights compared as text, so 400 and "400" match). Stored
 * as the face's title, so finding a duplicate is one indexed lookup.
 */
export function faceKey(settings: Record<string, unknown>): string {
  const text = (value: unknown, fallback: string) =>
    String(value ?? fallback)
      .trim()
      .toLowerCase()
      .replace(/\s+/g, ' ') || fallback;
  return [
    text(settings.fontStyle, 'normal'),
    text(settings.fontWeight, '400'),
    text(settings.fontStretch, '100%'),
    text(settings.unicodeRange, 'U+0-10FFFF'),
  ].join(';');
}

export function findFontFace(
  site: Site,
  familyId: number,
  settings: Record<string, unknown>,
): PostRow | undefined {
  return site.db
    .prepare<[string, number, string], PostRow>(
      'SELECT * FROM posts WHERE type = ? AND parent = ? AND title = ? LIMIT 1',
    )
    .get(fontFaceType, familyId, faceKey(settings));
}

export function addFontFace(
  site: Site,
  familyId: number,
  settings: FontFaceSettings,
  author: number,
): PostRow {
  const id = site.posts.insert({
    type: fontFaceType,
    parent: familyId,
    title: faceKey(settings),
    content: JSON.stringify(settings),
    status: 'publish',
    author,
  });
  return site.posts.get(id)!;
}

export function deleteFontFace(site: Site, face: PostRow): void {
  site.posts.delete(face.id);
  removeFontFiles(site, faceSettings(face));
}

/** Deletes a family with its faces and their files. */
export function deleteFontFamily(site: Site, family: PostRow): void {
  for (const face of fontFacesOf(site, family.id)) deleteFontFace(site, face);
  site.posts.delete(family.id);
}
