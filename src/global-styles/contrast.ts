// WCAG 2.x colour contrast (success criteria 1.4.3 and 1.4.6) for theme.json colours: the
// ratio of two colours' relative luminance, the level it reaches, and the resolution of
// theme.json colour values (`var:preset|color|x`, `var(--wp--preset--color--x)`, `{ ref }`)
// to colours through the merged palette. What cannot be resolved to one colour (gradients,
// `currentColor`, unknown variables) is `undefined`, and no contrast is claimed for it.
// `contrast-audit.ts` applies this to the pairs a site's global styles put together.
import { composite, formatHex, parseColor, type Rgba } from './colors';
import { getPath, isObject } from './json';
import { toKebabCase } from './kebab-case';
import { presetReferenceToCss, styleValue } from './references';
import { STYLESHEET_ORIGINS } from './types';

/** Spec 9: AA for normal text. */
export const AA_NORMAL_TEXT_RATIO = 4.5;
/** Spec 9: AA for large text (24px, or 18.66px bold, and over). */
export const AA_LARGE_TEXT_RATIO = 3;
/** Spec 9: AAA for normal text. */
export const AAA_NORMAL_TEXT_RATIO = 7;
/** WCAG 1.4.6: AAA for large text asks what AA asks of normal text. */
export const AAA_LARGE_TEXT_RATIO = AA_NORMAL_TEXT_RATIO;

/**
 * `AA-large` is the level of normal-size text that only large text could pass with (3 to 4.5);
 * large text reaching 3 is `AA`.
 */
export type ContrastLevel = 'AAA' | 'AA' | 'AA-large' | 'fail';

/** Two colours' contrast: the colours as `#rrggbb` (what the ratio was measured on). */
export interface ContrastPair {
  foreground: string;
  background: string;
  ratio: number;
  level: ContrastLevel;
  largeText: boolean;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** WCAG relative luminance of an opaque sRGB colour. */
export function relativeLuminance(color: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

function toRgba(color: string | Rgba): Rgba | undefined {
  return typeof color === 'string' ? parseColor(color) : color;
}

/**
 * The colours as seen: a translucent background over white (the page's canvas), a translucent
 * foreground over that background.
 */
function seenColors(foreground: string | Rgba, background: string | Rgba) {
  const fg = toRgba(foreground);
  const bg = toRgba(background);
  if (!fg || !bg) return undefined;
  const seenBackground = composite(bg, WHITE);
  return { foreground: composite(fg, seenBackground), background: seenBackground };
}

/**
 * The contrast ratio (1 to 21, not rounded: levels are decided on the exact value), or
 * `undefined` when either colour cannot be read.
 */
export function contrastRatio(
  foreground: string | Rgba,
  background: string | Rgba,
): number | undefined {
  const seen = seenColors(foreground, background);
  if (!seen) return undefined;
  const a = relativeLuminance(seen.foreground);
  const b = relativeLuminance(seen.background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const THRESHOLDS = [AA_LARGE_TEXT_RATIO, AA_NORMAL_TEXT_RATIO, AAA_NORMAL_TEXT_RATIO];

/**
 * `4.4783` -> `'4.48:1'`, `21` -> `'21:1'`: two decimals at most. A ratio just under a threshold
 * is cut rather than rounded up to it (4.4999 shows `4.49:1`), so the number shown never
 * seems to pass a level the pair fails.
 */
export function formatRatio(ratio: number): string {
  let shown = Math.round(ratio * 100) / 100;
  if (THRESHOLDS.some((threshold) => ratio < threshold && shown >= threshold)) {
    shown = Math.floor(ratio * 100) / 100;
  }
  return `${shown}:1`;
}

export function contrastLevel(ratio: number, { largeText = false } = {}): ContrastLevel {
  if (largeText) {
    if (ratio >= AAA_LARGE_TEXT_RATIO) return 'AAA';
    return ratio >= AA_LARGE_TEXT_RATIO ? 'AA' : 'fail';
  }
  if (ratio >= AAA_NORMAL_TEXT_RATIO) return 'AAA';
  if (ratio >= AA_NORMAL_TEXT_RATIO) return 'AA';
  return ratio >= AA_LARGE_TEXT_RATIO ? 'AA-large' : 'fail';
}

/** Whether a pair misses AA for its text size (`AA-large` is a miss for normal text). */
export function failsAA(pair: Pick<ContrastPair, 'level'>): boolean {
  return pair.level === 'fail' || pair.level === 'AA-large';
}

/**
 * One pair checked, e.g. for a colour control: CSS colours (resolve theme.json values with
 * `themeColorResolver` first). `undefined` when either colour cannot be read.
 */
export function checkContrast(
  foreground: string | Rgba,
  background: string | Rgba,
  { largeText = false } = {},
): ContrastPair | undefined {
  const seen = seenColors(foreground, background);
  const ratio = contrastRatio(foreground, background);
  if (!seen || ratio === undefined) return undefined;
  return {
    foreground: formatHex(seen.foreground),
    background: formatHex(seen.background),
    ratio,
    level: contrastLevel(ratio, { largeText }),
    largeText,
  };
}

// Theme.json colour values.

const PRESET_VARIABLE = /^var\(\s*--wp--preset--color--([\w-]+)\s*(?:,\s*(.+?))?\s*\)$/;
// Palettes may point at each other; a chain longer than this is a loop.
const MAX_DEPTH = 8;

/**
 * The colour palette by slug as a theme.json tree declares it: every origin, a later one
 * (custom over theme over default) replacing a slug; for a block, its own palette (declared on
 * the block's selector) over the root's.
 */
export function colorPalette(tree: unknown, blockName?: string): Map<string, string> {
  const palette = new Map<string, string>();
  const add = (keyed: unknown) => {
    const lists = Array.isArray(keyed)
      ? [keyed]
      : STYLESHEET_ORIGINS.map((origin) => getPath(keyed, [origin]));
    for (const list of lists) {
      if (!Array.isArray(list)) continue;
      for (const preset of list) {
        const slug = isObject(preset) ? preset['slug'] : undefined;
        if ((typeof slug === 'string' || typeof slug === 'number') && isObject(preset)) {
          const color = preset['color'];
          // Keyed as the custom property names them (`primaryColor` -> `primary-color`).
          if (typeof color === 'string') palette.set(toKebabCase(String(slug)), color);
        }
      }
    }
  };
  add(getPath(tree, ['settings', 'color', 'palette']));
  if (blockName) add(getPath(tree, ['settings', 'blocks', blockName, 'color', 'palette']));
  return palette;
}

/** A theme.json colour value (a preset reference, a CSS colour) as a CSS colour. */
export function resolveColor(
  value: unknown,
  palette: ReadonlyMap<string, string>,
  depth = 0,
): string | undefined {
  if (typeof value !== 'string' || depth > MAX_DEPTH) return undefined;
  const css = presetReferenceToCss(value.trim());
  const reference = PRESET_VARIABLE.exec(css);
  if (reference) {
    // As in CSS, the fallback counts only when the variable is not declared at all.
    const preset = palette.get(reference[1] ?? '');
    return resolveColor(preset ?? reference[2], palette, depth + 1);
  }
  return parseColor(css) ? css : undefined;
}

/**
 * A colour of a styles node, read as CSS: `undefined` when the node does not set it, `null`
 * when it sets something that is not one colour (a gradient, `currentColor`, an unknown
 * variable, a `{ ref }` that finds nothing), else the colour.
 */
export type StyleColor = string | null | undefined;

/**
 * Reads a theme.json tree's colour values as CSS colours: `read(node, ['color', 'text'])`
 * follows a `{ ref }` into the tree and preset references into the palette (the block's own
 * over the root's when `blockName` is given).
 */
export function themeColorResolver(tree: unknown, blockName?: string) {
  const palette = colorPalette(tree, blockName);
  return (node: unknown, path: readonly string[]): StyleColor => {
    const value = styleValue(node, path, tree);
    if (value === '') return undefined;
    return resolveColor(value, palette) ?? null;
  };
}
