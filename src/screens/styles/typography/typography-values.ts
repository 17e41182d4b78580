// What the typography controls offer and show (spec 2.4, 3): which controls a theme's settings
// (and, for a block, its supports) allow, the site's font families and font size presets as
// choices, preset references read back as slugs, the appearance choices (weight and style) of a
// family's faces, and a value with a unit split for a number field. Pure: no DOM, no stores.
import { presetReference, presetReferenceParts } from '../../../global-styles/resolve-value';
import type { FontFace, FontFamily } from '../../../fonts';
import { getPath, isObject } from '../../../global-styles/json';
import { toKebabCase } from '../../../global-styles/kebab-case';
import type { FontSizePreset, JsonObject } from '../../../global-styles/types';
import type { TypographyElement } from '../../../routing/style-sections';

export type TypographyKey =
  | 'fontFamily'
  | 'fontSize'
  | 'fontWeight'
  | 'fontStyle'
  | 'lineHeight'
  | 'letterSpacing'
  | 'textTransform'
  | 'textDecoration';

export interface TypographyControls {
  fontFamily: boolean;
  fontSize: boolean;
  /** A size of the user's own beside the presets (`settings.typography.customFontSize`). */
  customFontSize: boolean;
  fontWeight: boolean;
  fontStyle: boolean;
  lineHeight: boolean;
  letterSpacing: boolean;
  textTransform: boolean;
  textDecoration: boolean;
}

/** Origins in the order the choices list them. */
const ORIGIN_ORDER = ['default', 'theme', 'custom'] as const;

function byOrigin<T>(settings: JsonObject, path: readonly string[], skip: string[] = []): T[] {
  const value = getPath(settings, path);
  if (Array.isArray(value)) return value as T[];
  if (!isObject(value)) return [];
  const seen = new Set<string>();
  const list: T[] = [];
  for (const origin of ORIGIN_ORDER) {
    if (skip.includes(origin)) continue;
    const presets = value[origin];
    if (!Array.isArray(presets)) continue;
    for (const preset of presets) {
      if (!isObject(preset) || typeof preset.slug !== 'string' || seen.has(preset.slug)) continue;
      seen.add(preset.slug);
      list.push(preset as T);
    }
  }
  return list;
}

/** The site's font families: the theme's, then the installed ones (a slug once). */
export function fontFamilyChoices(settings: JsonObject): FontFamily[] {
  return byOrigin<FontFamily>(settings, ['typography', 'fontFamilies']);
}

/** The font size presets, the host's defaults only while the theme shows them. */
export function fontSizeChoices(settings: JsonObject): FontSizePreset[] {
  const showDefaults = getPath(settings, ['typography', 'defaultFontSizes']) !== false;
  return byOrigin<FontSizePreset>(
    settings,
    ['typography', 'fontSizes'],
    showDefaults ? [] : ['default'],
  );
}

const isOn = (value: unknown) => value !== undefined && value !== null && value !== false;

/** A block's typography support for a feature, under its stable or its experimental name. */
function blockSupports(supports: unknown, feature: string): boolean {
  const typography = getPath(supports, ['typography']);
  if (!isObject(typography)) return false;
  const experimental = `__experimental${feature[0]?.toUpperCase()}${feature.slice(1)}`;
  return isOn(typography[feature]) || isOn(typography[experimental]);
}

/**
 * Which controls show: those the settings allow (WordPress turns font size, appearance, letter
 * spacing, case and decoration on unless set to false; line height only when set) and, for a
 * block (`supports` given, `null` for a block the host did not list), those it supports.
 */
export function typographyControls(settings: JsonObject, supports?: unknown): TypographyControls {
  const setting = (key: string) => getPath(settings, ['typography', key]);
  const notOff = (key: string) => setting(key) !== false;
  const supported = (feature: string) =>
    supports === undefined ? true : supports !== null && blockSupports(supports, feature);
  const customFontSize = notOff('customFontSize');
  return {
    fontFamily: supported('fontFamily') && fontFamilyChoices(settings).length > 0,
    fontSize: supported('fontSize') && (customFontSize || fontSizeChoices(settings).length > 0),
    customFontSize: supported('fontSize') && customFontSize,
    fontWeight: supported('fontWeight') && notOff('fontWeight'),
    fontStyle: supported('fontStyle') && notOff('fontStyle'),
    lineHeight: supported('lineHeight') && isOn(setting('lineHeight')),
    letterSpacing: supported('letterSpacing') && notOff('letterSpacing'),
    textTransform: supported('textTransform') && notOff('textTransform'),
    textDecoration: supported('textDecoration') && notOff('textDecoration'),
  };
}

/** The slug a preset reference names (`var:preset|font-size|large` → `large`), if of `kind`. */
export function referencedSlug(value: unknown, kind: string): string | undefined {
  const reference = presetReferenceParts(value);
  return reference?.kind === kind ? reference.slug : undefined;
}

/** The preset (of `presets`) a style value refers to. */
export function presetFor<T extends { slug: string }>(
  presets: readonly T[],
  value: unknown,
  kind: string,
): T | undefined {
  const slug = referencedSlug(value, kind);
  if (slug === undefined) return undefined;
  return presets.find((preset) => toKebabCase(preset.slug) === toKebabCase(slug));
}

export { presetReference };

/** The family a font family style names: by reference, or by its CSS value. */
export function familyFor(families: readonly FontFamily[], value: unknown): FontFamily | undefined {
  return (
    presetFor(families, value, 'font-family') ??
    families.find((family) => typeof value === 'string' && family.fontFamily === value)
  );
}

// Appearance ---------------------------------------------------------------------------------

export const FONT_WEIGHTS = ['100', '200', '300', '400', '500', '600', '700', '800', '900'];
export const FONT_STYLES = ['normal', 'italic'];

export interface Appearance {
  fontWeight?: string;
  fontStyle?: string;
}

/** A face's weights: one, or every hundred of a variable range ('200 900'). */
function faceWeights(face: FontFace): string[] {
  const [low, high] = String(face.fontWeight ?? '400')
    .trim()
    .split(/\s+/)
    .map((part) => (part === 'normal' ? 400 : part === 'bold' ? 700 : Number(part)));
  if (low === undefined || !Number.isFinite(low)) return ['400'];
  if (high === undefined || !Number.isFinite(high)) return [String(low)];
  return FONT_WEIGHTS.filter((weight) => Number(weight) >= low && Number(weight) <= high);
}

/**
 * The appearances to choose from: the family's faces when it lists them, else every weight in
 * both styles; only weights, or only styles, when the other is not allowed.
 */
export function appearanceChoices(
  family: FontFamily | undefined,
  allow: { fontWeight: boolean; fontStyle: boolean },
): Appearance[] {
  const faces = family?.fontFace ?? [];
  const pairs: [string, string][] =
    faces.length > 0
      ? faces.flatMap((face) =>
          faceWeights(face).map((weight): [string, string] => [
            weight,
            String(face.fontStyle ?? 'normal').trim() === 'italic' ? 'italic' : 'normal',
          ]),
        )
      : FONT_STYLES.flatMap((style) =>
          FONT_WEIGHTS.map((weight): [string, string] => [weight, style]),
        );
  const seen = new Set<string>();
  const list: Appearance[] = [];
  for (const [weight, style] of pairs) {
    const choice: Appearance = {
      ...(allow.fontWeight ? { fontWeight: weight } : {}),
      ...(allow.fontStyle ? { fontStyle: style } : {}),
    };
    const key = appearanceKey(choice);
    if (key === '|' || seen.has(key)) continue;
    seen.add(key);
    list.push(choice);
  }
  return list.sort(
    (a, b) =>
      Number(a.fontWeight ?? 0) - Number(b.fontWeight ?? 0) ||
      FONT_STYLES.indexOf(a.fontStyle ?? '') - FONT_STYLES.indexOf(b.fontStyle ?? ''),
  );
}

/** A choice's key for a select (`'700|italic'`, `'|italic'`, `'700|'`). */
export function appearanceKey(appearance: Appearance): string {
  return `${appearance.fontWeight ?? ''}|${appearance.fontStyle ?? ''}`;
}

/** The weight as a number's string: 'bold' → '700', 'normal' → '400'. */
export function weightValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value).trim();
  return text === 'bold' ? '700' : text === 'normal' ? '400' : text;
}

// Values with units --------------------------------------------------------------------------

export const LETTER_SPACING_UNITS = ['px', 'em', 'rem'] as const;

const QUANTITY = /^\s*(-?(?:\d+\.?\d*|\.\d+))\s*([a-z%]*)\s*$/i;

/**
 * A value as a number field and a unit menu show it: `'1.5rem'` → `{ amount: '1.5', unit: 'rem' }`.
 * A value that is no number with one of `units` (`clamp(…)`) gives no amount.
 */
export function splitQuantity(
  value: unknown,
  units: readonly string[],
): { amount: string; unit: string } {
  const fallback = units[0] ?? 'px';
  const match = QUANTITY.exec(typeof value === 'number' ? String(value) : String(value ?? ''));
  if (!match) return { amount: '', unit: fallback };
  const unit = (match[2] ?? '').toLowerCase();
  if (unit !== '' && !units.includes(unit)) return { amount: '', unit: fallback };
  return { amount: match[1] ?? '', unit: unit || fallback };
}

// Targets ------------------------------------------------------------------------------------

export const HEADING_LEVELS = ['heading', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];
export const LINK_STATES = ['default', ':hover', ':focus'] as const;
export type LinkState = (typeof LINK_STATES)[number];

/**
 * Where an element's typography lives under `styles` (or a block's styles): the text is the
 * root's `typography`, the others `elements.{name}.typography`; a heading level is its own
 * element (`elements.h2`), a link state a key inside the link (`elements.link[':hover']`).
 */
export function elementTypographyPath(
  element: TypographyElement,
  options: { level?: HeadingLevel; state?: LinkState } = {},
): string[] {
  if (element === 'text') return ['typography'];
  if (element === 'heading') return ['elements', options.level ?? 'heading', 'typography'];
  if (element === 'link' && options.state && options.state !== 'default')
    return ['elements', 'link', options.state, 'typography'];
  return ['elements', element, 'typography'];
}
