// What the library calls a face and counts of faces (spec 3, 9): weight and style labels, and the
// variant counts of a family.
import { __, _n, sprintf } from '../i18n';
import type { FontFace } from './types';

/** Spec 3: weight labels, looked up when read so a language loaded later applies. */
export function weightLabel(weight: string | number | undefined): string {
  const value = String(weight ?? '400').trim();
  switch (value) {
    case '100':
      return __('Thin');
    case '200':
      return __('Extra-light');
    case '300':
      return __('Light');
    case '400':
    case 'normal':
      return __('Normal');
    case '500':
      return __('Medium');
    case '600':
      return __('Semi-bold');
    case '700':
    case 'bold':
      return __('Bold');
    case '800':
      return __('Extra-bold');
    case '900':
      return __('Black');
    default:
      // A variable range ('200 900') or an unusual weight shows as it is.
      return value;
  }
}

/** Spec 3: style labels, Normal and Italic; any other style shows as it is. */
export function styleLabel(style: string | undefined): string {
  const value = (style ?? 'normal').trim();
  if (value === 'normal') return __('Normal');
  if (value === 'italic') return __('Italic');
  return value;
}

/** A face's name in lists: its weight, then its style unless normal ('Bold Italic', 'Light'). */
export function faceName(face: FontFace): string {
  const weight = weightLabel(face.fontWeight);
  const style = (face.fontStyle ?? 'normal').trim();
  return style === 'normal' ? weight : `${weight} ${styleLabel(style)}`;
}

/** '%d variant' / '%d variants' (spec 9). */
export function variantsText(count: number): string {
  return sprintf(_n('%d variant', '%d variants', count), count);
}

/** '%1$s/%2$s variants active' (spec 9). */
export function activeVariantsText(active: number, total: number): string {
  return sprintf(__('%1$s/%2$s variants active'), active, total);
}
