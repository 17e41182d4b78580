// Uploaded font files (spec 3, 5): which files are accepted, and what a parsed file says about
// its face. The parsing itself is fontkit's (loaded only when a file is uploaded); this module
// reads the few tables the library needs from whatever fontkit returns.
import { isSameFace, kebabCase } from './families';
import type { FontFamily } from './types';

/** Spec 5: the extensions the library accepts. */
export const FONT_EXTENSIONS = ['otf', 'ttf', 'woff', 'woff2'] as const;

/** The file input's `accept`. */
export const FONT_ACCEPT = FONT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function hasFontExtension(name: string): boolean {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return name.includes('.') && (FONT_EXTENSIONS as readonly string[]).includes(extension);
}

/** Spec 5: a batch keeps the first file of each name; later ones of the same name are ignored. */
export function uniqueByName<T extends { name: string }>(files: readonly T[]): T[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    if (seen.has(file.name)) return false;
    seen.add(file.name);
    return true;
  });
}

/** The slice of a fontkit font the library reads. */
export interface ParsedFont {
  familyName?: string;
  subfamilyName?: string;
  getName?: (key: string) => string | null | undefined;
  'OS/2'?: { usWeightClass?: number };
  variationAxes?: Record<string, { min: number; max: number; default?: number }>;
}

export interface FontFileMetadata {
  /** The family's name ('Inter'). */
  name: string;
  fontStyle: 'normal' | 'italic';
  /** '700', or for a variable font its wght axis ('200 900'). */
  fontWeight: string;
}

/**
 * Spec 3: family name (the preferred family when the font names one), italic from the
 * subfamily name, weight from the OS/2 class or the wght axis's min and max. Undefined when the
 * font names no family (no usable name table).
 */
export function fontFileMetadata(font: ParsedFont): FontFileMetadata | undefined {
  const read = (key: string) => {
    try {
      return font.getName?.(key) ?? undefined;
    } catch {
      return undefined;
    }
  };
  const name = (read('preferredFamily')?.trim() || font.familyName || '').trim();
  if (!name) return undefined;
  const subfamily = (read('preferredSubfamily') || font.subfamilyName || '').toLowerCase();
  const fontStyle = /italic|oblique/.test(subfamily) ? 'italic' : 'normal';
  const axis = font.variationAxes?.wght;
  const fontWeight = axis
    ? `${Math.round(axis.min)} ${Math.round(axis.max)}`
    : String(font['OS/2']?.usWeightClass || 400);
  return { name, fontStyle, fontWeight };
}

/** The family an uploaded face belongs to, with that face (the file kept for the upload). */
export function uploadedFamily(metadata: FontFileMetadata, file: File): FontFamily {
  return {
    name: metadata.name,
    slug: kebabCase(metadata.name),
    fontFamily: cssFamilyName(metadata.name),
    fontFace: [
      {
        fontFamily: metadata.name,
        fontStyle: metadata.fontStyle,
        fontWeight: metadata.fontWeight,
        file,
      },
    ],
  };
}

/**
 * Families of several uploaded faces, grouped by slug in the order they came. Two files of the
 * same weight and style (Inter-Bold.ttf and Inter-Bold.woff2) keep the first: a family has one
 * face of each variant.
 */
export function groupFamilies(families: readonly FontFamily[]): FontFamily[] {
  const bySlug = new Map<string, FontFamily>();
  for (const family of families) {
    const known = bySlug.get(family.slug);
    if (!known) {
      bySlug.set(family.slug, { ...family, fontFace: [...(family.fontFace ?? [])] });
      continue;
    }
    const faces = known.fontFace ?? [];
    for (const face of family.fontFace ?? [])
      if (!faces.some((other) => isSameFace(other, face))) faces.push(face);
    known.fontFace = faces;
  }
  return [...bySlug.values()];
}

/** A family name as CSS needs it: quoted when it is not a plain identifier. */
export function cssFamilyName(name: string): string {
  return /^[A-Za-z][A-Za-z0-9-]*$/.test(name) ? name : `"${name.replace(/["\\]/g, '\\$&')}"`;
}
