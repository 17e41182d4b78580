// Families and faces as the library compares them: slugs, the identity of a face (its weight and
// style), sorting, and the activation lists of the global styles settings (spec 4: toggling a
// face adds it to or removes it from the theme or custom list; removing the last face removes
// the family).
import type { FontFace, FontFamiliesSettings, FontFamily } from './types';

/**
 * Spec 5: slugs are kebab-case ('Open Sans' → 'open-sans', 'Noto Sans JP' → 'noto-sans-jp').
 * Only Latin letters lose their accents; the marks of other scripts (voiced kana, Devanagari
 * vowel signs, Ё) are part of the letter and stay, recomposed.
 */
export function kebabCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Weights compare as text without extra spaces: '200 900', 400 and '400' are what they say. */
export function normalWeight(weight: string | number | undefined): string {
  const value = String(weight ?? '400')
    .trim()
    .replace(/\s+/g, ' ');
  // CSS's keywords are the weights they stand for.
  return value === 'normal' || value === '' ? '400' : value === 'bold' ? '700' : value;
}

export function normalStyle(style: string | undefined): string {
  return (style ?? 'normal').trim() || 'normal';
}

/** Two faces are the same variant when weight and style match. */
export function isSameFace(a: FontFace, b: FontFace): boolean {
  return (
    normalWeight(a.fontWeight) === normalWeight(b.fontWeight) &&
    normalStyle(a.fontStyle) === normalStyle(b.fontStyle)
  );
}

/** A face's key in a family ('400 italic'). */
export function faceKey(face: FontFace): string {
  return `${normalWeight(face.fontWeight)} ${normalStyle(face.fontStyle)}`;
}

const weightOrder = (face: FontFace) => Number.parseInt(normalWeight(face.fontWeight), 10) || 0;

/** Faces lightest first, normal before italic at the same weight. */
export function sortFaces(faces: readonly FontFace[]): FontFace[] {
  return [...faces].sort(
    (a, b) =>
      weightOrder(a) - weightOrder(b) ||
      Number(normalStyle(a.fontStyle) !== 'normal') - Number(normalStyle(b.fontStyle) !== 'normal'),
  );
}

/** Families by name, as the library lists them. */
export function sortFamilies<T extends FontFamily>(families: readonly T[]): T[] {
  return [...families].sort((a, b) => a.name.localeCompare(b.name));
}

export type FontOrigin = 'theme' | 'custom';

/** The family of `slug` in an activation list. */
export function findFamily(
  list: readonly FontFamily[] | undefined,
  slug: string,
): FontFamily | undefined {
  return list?.find((family) => family.slug === slug);
}

/** Whether a face of a family is active: listed under its family in the activation list. */
export function isFaceActive(
  list: readonly FontFamily[] | undefined,
  slug: string,
  face: FontFace,
): boolean {
  return findFamily(list, slug)?.fontFace?.some((active) => isSameFace(active, face)) ?? false;
}

/** How many of the family's faces are active. A family with no faces counts as one variant. */
export function activeFaceCount(
  list: readonly FontFamily[] | undefined,
  family: FontFamily,
): number {
  const active = findFamily(list, family.slug);
  if (!active) return 0;
  const faces = family.fontFace ?? [];
  if (faces.length === 0) return 1;
  return faces.filter((face) => isFaceActive(list, family.slug, face)).length;
}

/** The family as it is stored in an activation list: no host id, no files. */
function listedFamily(family: FontFamily, faces: FontFace[]): FontFamily {
  const { id: _id, source: _source, fontFace: _faces, ...rest } = family;
  return {
    ...rest,
    ...(faces.length > 0 || family.fontFace ? { fontFace: faces.map(listedFace) } : {}),
  };
}

function listedFace(face: FontFace): FontFace {
  const { id: _id, file: _file, preview: _preview, ...rest } = face;
  return rest;
}

/**
 * Toggles one face of `family` in `list` (returns a new list). Removing the family's last face
 * removes the family; a face of a family not yet listed lists the family with that face.
 */
export function toggleFace(
  list: readonly FontFamily[] | undefined,
  family: FontFamily,
  face: FontFace,
): FontFamily[] {
  const current = [...(list ?? [])];
  const index = current.findIndex((entry) => entry.slug === family.slug);
  if (index < 0) return [...current, listedFamily(family, [face])];
  const entry = current[index]!;
  const faces = entry.fontFace ?? [];
  const active = faces.some((other) => isSameFace(other, face));
  const next = active
    ? faces.filter((other) => !isSameFace(other, face))
    : sortFaces([...faces, listedFace(face)]);
  if (next.length === 0) current.splice(index, 1);
  else current[index] = { ...entry, fontFace: next };
  return current;
}

/**
 * Toggles a whole family: when every face is active it is removed, otherwise it is listed with
 * all its faces.
 */
export function toggleFamily(
  list: readonly FontFamily[] | undefined,
  family: FontFamily,
): FontFamily[] {
  const current = [...(list ?? [])];
  const faces = family.fontFace ?? [];
  const allActive =
    findFamily(current, family.slug) !== undefined &&
    activeFaceCount(current, family) === Math.max(faces.length, 1);
  const without = current.filter((entry) => entry.slug !== family.slug);
  if (allActive) return without;
  const index = current.findIndex((entry) => entry.slug === family.slug);
  const listed = listedFamily(family, sortFaces(faces));
  if (index < 0) return [...without, listed];
  current[index] = listed;
  return current;
}

/** Replaces one origin's list in the settings (a new object). */
export function withFontFamilies(
  settings: FontFamiliesSettings | undefined,
  origin: FontOrigin,
  list: FontFamily[],
): FontFamiliesSettings {
  return { ...(settings ?? {}), [origin]: list };
}

/**
 * Merges installed families into the custom list (the install flow's last step): each installed
 * family's new faces join its entry, which is added if absent.
 */
export function mergeInstalled(
  list: readonly FontFamily[] | undefined,
  installed: readonly FontFamily[],
): FontFamily[] {
  let next = [...(list ?? [])];
  for (const family of installed) {
    const index = next.findIndex((entry) => entry.slug === family.slug);
    if (index < 0) {
      next = [...next, listedFamily(family, sortFaces(family.fontFace ?? []))];
      continue;
    }
    const entry = next[index]!;
    const faces = [...(entry.fontFace ?? [])];
    for (const face of family.fontFace ?? [])
      if (!faces.some((other) => isSameFace(other, face))) faces.push(listedFace(face));
    next[index] = { ...entry, fontFace: sortFaces(faces) };
  }
  return next;
}

/** Removes a family from a list (after an uninstall). */
export function withoutFamily(list: readonly FontFamily[] | undefined, slug: string): FontFamily[] {
  return (list ?? []).filter((family) => family.slug !== slug);
}
