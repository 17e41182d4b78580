// Font family and font face records as WordPress answers them: the settings objects, the
// theme.json version, and links (a family links each face as embeddable, so `_embed` puts the
// faces under `_embedded.font_faces`).
import type { PostRow } from '../../db/posts';
import {
  type FontFaceSettings,
  faceSettings,
  familySettings,
  fontThemeJsonVersion,
} from '../../site/font-library';
import type { RestContext } from '../context';

export const familiesPath = 'wp/v2/font-families';

/** Root-relative sources (our own uploads) as absolute URLs on the host the client called. */
function absoluteSrc(ctx: RestContext, settings: FontFaceSettings): FontFaceSettings {
  const absolute = (src: unknown) =>
    typeof src === 'string' && src.startsWith('/') && !src.startsWith('//')
      ? `${ctx.origin}${src}`
      : src;
  const src = Array.isArray(settings.src) ? settings.src.map(absolute) : absolute(settings.src);
  return { ...settings, src } as FontFaceSettings;
}

export function prepareFontFamily(ctx: RestContext, family: PostRow, faceIds: number[]) {
  const self = `${ctx.restRoot}${familiesPath}/${family.id}`;
  return {
    id: family.id,
    theme_json_version: fontThemeJsonVersion,
    font_faces: faceIds,
    font_family_settings: familySettings(family),
    _links: {
      self: [{ href: self }],
      collection: [{ href: `${ctx.restRoot}${familiesPath}` }],
      ...(faceIds.length > 0
        ? {
            font_faces: faceIds.map((id) => ({
              embeddable: true,
              href: `${self}/font-faces/${id}`,
            })),
          }
        : {}),
    },
  };
}

export function prepareFontFace(ctx: RestContext, face: PostRow) {
  const family = `${ctx.restRoot}${familiesPath}/${face.parent}`;
  return {
    id: face.id,
    theme_json_version: fontThemeJsonVersion,
    parent: face.parent,
    font_face_settings: absoluteSrc(ctx, faceSettings(face)),
    _links: {
      self: [{ href: `${family}/font-faces/${face.id}` }],
      collection: [{ href: `${family}/font-faces` }],
      parent: [{ href: family }],
    },
  };
}
