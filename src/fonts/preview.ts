// Which face a family is previewed in, and at which weight (spec 9: weight 400 by default, the
// nearest variant preferred). A variable face's weight is a range ('100 900'): it shows at 400
// when the range holds 400, else at the end of the range nearest to it, never at its thinnest.
import { normalStyle, normalWeight } from './families';
import type { FontFace, FontFamily } from './types';

/** Spec 9: the weight a preview prefers. */
export const PREVIEW_WEIGHT = 400;

/** A weight as numbers: one for a static face, its ends for a variable one (NaN when unreadable). */
function weightRange(face: FontFace): [number, number] {
  const [low = '400', high = low] = normalWeight(face.fontWeight).split(' ');
  const from = Number.parseFloat(low);
  const to = Number.parseFloat(high);
  return from <= to ? [from, to] : [to, from];
}

/** The weight nearest `PREVIEW_WEIGHT` a face can show (a range's 400, else its nearer end). */
export function previewWeight(face: FontFace | undefined): number {
  if (!face) return PREVIEW_WEIGHT;
  const [from, to] = weightRange(face);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return PREVIEW_WEIGHT;
  return Math.min(Math.max(PREVIEW_WEIGHT, from), to);
}

/**
 * The face a family's name is shown in: among its upright faces (else all of them) the one
 * whose weight comes nearest 400; the first such face wins a tie.
 */
export function previewFace(family: Pick<FontFamily, 'fontFace'>): FontFace | undefined {
  const faces = family.fontFace ?? [];
  const upright = faces.filter((face) => normalStyle(face.fontStyle) === 'normal');
  const pool = upright.length > 0 ? upright : faces;
  let best: FontFace | undefined;
  let distance = Number.POSITIVE_INFINITY;
  for (const face of pool) {
    const away = Math.abs(previewWeight(face) - PREVIEW_WEIGHT);
    if (away < distance) {
      best = face;
      distance = away;
    }
  }
  return best;
}
