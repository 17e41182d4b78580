// Preset values in the W3C Design Tokens format (DTCG 2025.10) and back: colours as sRGB
// objects, simple linear gradients as stops, font family lists as arrays, px/rem sizes as
// `{ value, unit }`, box shadows as shadow objects. `…ToToken` gives `undefined` for a CSS value
// the format cannot hold (a radial gradient, a `clamp()` size, a `var()` colour); `…FromToken`
// gives `undefined` for a token value that is not one of its type. CSS coming in must stay
// inside its declaration (`staysInDeclaration`), as values the stylesheet prints.
import { formatHex, parseColor } from './colors';
import { staysInDeclaration } from './css';
import { isObject } from './json';
import { roundTo } from './numbers';
import type { JsonObject } from './types';

/** `text` split at `separator` (a comma, or runs of white space) outside quotes and brackets. */
export function splitTopLevel(text: string, separator: ',' | ' '): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  let escaped = false;
  for (const char of text) {
    if (escaped) {
      escaped = false;
      current += char;
      continue;
    }
    if (char === '\\') escaped = true;
    else if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    const splits = separator === ',' ? char === ',' : /\s/.test(char);
    if (splits && depth === 0 && !quote) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  parts.push(current.trim());
  return separator === ' ' ? parts.filter((part) => part !== '') : parts;
}

const cssText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && staysInDeclaration(value)
    ? value.trim()
    : undefined;

// Colours.

const COLOR_FUNCTION = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(.*\)$/i;
const CSS_COLOR_SPACES: Readonly<Record<string, (c: string[], alpha: string) => string>> = {
  hsl: ([h, s, l], alpha) => `hsl(${h} ${s}% ${l}%${alpha})`,
  hwb: ([h, w, b], alpha) => `hwb(${h} ${w}% ${b}%${alpha})`,
  lab: (c, alpha) => `lab(${c.join(' ')}${alpha})`,
  lch: (c, alpha) => `lch(${c.join(' ')}${alpha})`,
  oklab: (c, alpha) => `oklab(${c.join(' ')}${alpha})`,
  oklch: (c, alpha) => `oklch(${c.join(' ')}${alpha})`,
};
const PREDEFINED_SPACES = new Set([
  'srgb-linear',
  'display-p3',
  'a98-rgb',
  'prophoto-rgb',
  'rec2020',
  'xyz',
  'xyz-d50',
  'xyz-d65',
]);

/** A CSS colour as a DTCG colour: `{ colorSpace: 'srgb', components, alpha?, hex }`. */
export function colorToToken(css: unknown): JsonObject | undefined {
  const color = parseColor(css);
  if (!color) return undefined;
  const token: JsonObject = {
    colorSpace: 'srgb',
    components: [color.r, color.g, color.b].map((channel) => roundTo(channel / 255, 4)),
  };
  if (color.a < 1) token['alpha'] = roundTo(color.a, 4);
  token['hex'] = formatHex({ ...color, a: 1 });
  return token;
}

/**
 * A DTCG colour as CSS: sRGB as hex, other colour spaces as their CSS functions. Strings (the
 * format's earlier drafts, and other tools) are taken when they are a CSS colour.
 */
export function colorFromToken(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const css = cssText(value);
    return css && (parseColor(css) || COLOR_FUNCTION.test(css)) ? css : undefined;
  }
  if (!isObject(value)) return undefined;
  const { colorSpace, components, alpha = 1, hex } = value;
  const valid =
    typeof alpha === 'number' &&
    alpha >= 0 &&
    alpha <= 1 &&
    Array.isArray(components) &&
    components.length === 3 &&
    components.every((c) => c === 'none' || (typeof c === 'number' && Number.isFinite(c)));
  if (!valid || typeof colorSpace !== 'string') {
    return typeof hex === 'string' && /^#[\da-f]{6}$/i.test(hex) ? hex : undefined;
  }
  const parts = (components as (number | 'none')[]).map(String);
  const alphaText = alpha === 1 ? '' : ` / ${alpha}`;
  if (colorSpace === 'srgb') {
    const [r, g, b] = (components as (number | 'none')[]).map((c) => (c === 'none' ? 0 : c * 255));
    return formatHex({ r: r!, g: g!, b: b!, a: alpha });
  }
  const write = CSS_COLOR_SPACES[colorSpace];
  if (write) return write(parts, alphaText);
  if (PREDEFINED_SPACES.has(colorSpace))
    return `color(${colorSpace} ${parts.join(' ')}${alphaText})`;
  return typeof hex === 'string' && /^#[\da-f]{6}$/i.test(hex) ? hex : undefined;
}

// Sizes.

const LENGTH = /^-?(?:\d+\.?\d*|\.\d+)(px|rem|em|%|vw|vh|vmin|vmax|ch|ex)$/;
const SIZE_FUNCTION = /^(?:clamp|min|max|calc)\(.*\)$/i;

/** A px or rem size (a bare number is px) as a DTCG dimension `{ value, unit }`. */
export function dimensionToToken(size: unknown): JsonObject | undefined {
  if (typeof size === 'number')
    return Number.isFinite(size) ? { value: size, unit: 'px' } : undefined;
  if (size === '0') return { value: 0, unit: 'px' };
  const match = typeof size === 'string' ? /^(-?(?:\d+\.?\d*|\.\d+))(px|rem)$/.exec(size) : null;
  return match ? { value: Number(match[1]), unit: match[2] } : undefined;
}

/** A DTCG dimension as CSS; plain strings (`'16px'`, `'clamp(…)'`) are taken as they are. */
export function dimensionFromToken(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const css = cssText(value);
    return css && (css === '0' || LENGTH.test(css) || SIZE_FUNCTION.test(css)) ? css : undefined;
  }
  if (!isObject(value) || typeof value['value'] !== 'number' || typeof value['unit'] !== 'string')
    return undefined;
  const css = `${value['value']}${value['unit']}`;
  return Number.isFinite(value['value']) && LENGTH.test(css) ? css : undefined;
}

// Font families.

// CSS-wide keywords cannot be family names without quotes.
const CSS_WIDE = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer', 'default']);
const IDENTIFIERS = /^-?[a-z_][\w-]*(?:\s+-?[a-z_][\w-]*)*$/i;

/** `"Iowan Old Style", Georgia, serif` -> `['Iowan Old Style', 'Georgia', 'serif']`. */
export function fontFamilyToToken(css: unknown): string[] | undefined {
  if (typeof css !== 'string' || css.trim() === '') return undefined;
  const names: string[] = [];
  for (const part of splitTopLevel(css, ',')) {
    const quoted = /^(["'])(.*)\1$/s.exec(part);
    if (quoted) names.push((quoted[2] ?? '').replace(/\\(.)/gs, '$1'));
    else if (IDENTIFIERS.test(part)) names.push(part.replace(/\s+/g, ' '));
    else return undefined;
  }
  return names.every((name) => name !== '') ? names : undefined;
}

/** Family names as a CSS list: one-word names bare, others quoted. A string may be a list. */
export function fontFamilyFromToken(value: unknown): string | undefined {
  const names =
    typeof value === 'string' ? (fontFamilyToToken(value) ?? [value.trim()]) : (value as unknown);
  if (!Array.isArray(names) || names.length === 0) return undefined;
  const listed: string[] = [];
  for (const name of names) {
    if (typeof name !== 'string' || name.trim() === '') return undefined;
    const bare = /^-?[a-z_][\w-]*$/i.test(name) && !CSS_WIDE.has(name.toLowerCase());
    listed.push(bare ? name : `"${name.replace(/["\\]/g, '\\$&')}"`);
  }
  return cssText(listed.join(', '));
}

// Gradients.

const DIRECTION = /^(?:to\s+[a-z]+(?:\s+[a-z]+)?|-?(?:\d+\.?\d*|\.\d+)(?:deg|grad|rad|turn))$/i;
const PERCENT = /^(-?(?:\d+\.?\d*|\.\d+))%$/;

function linearGradientParts(css: unknown) {
  const match = typeof css === 'string' ? /^\s*linear-gradient\((.*)\)\s*$/is.exec(css) : null;
  if (!match) return undefined;
  const args = splitTopLevel(match[1] ?? '', ',');
  const direction = DIRECTION.test(args[0] ?? '') ? args.shift() : undefined;
  return { direction, stops: args };
}

/** Positions CSS leaves out, filled in as CSS places them (evenly between the known ones). */
function fillPositions(positions: (number | undefined)[]): number[] {
  const filled = [...positions];
  if (filled[0] === undefined) filled[0] = 0;
  if (filled[filled.length - 1] === undefined) filled[filled.length - 1] = 100;
  let previous = 0;
  for (let i = 0; i < filled.length; i++) {
    const known = filled[i];
    if (known !== undefined) {
      previous = Math.max(previous, known);
      filled[i] = previous;
      continue;
    }
    let next = i;
    while (filled[next] === undefined) next++;
    const end = Math.max(previous, filled[next]!);
    const start = filled[i - 1]!;
    for (let j = i; j < next; j++)
      filled[j] = start + ((end - start) * (j - i + 1)) / (next - i + 1);
    i = next - 1;
  }
  return filled as number[];
}

/**
 * A `linear-gradient()` of colours and percentages as DTCG stops `[{ color, position }]`; the
 * direction is not part of the format (the CSS keeps it, see design-tokens.ts). Other
 * gradients give `undefined`.
 */
export function gradientToToken(css: unknown): JsonObject[] | undefined {
  const parts = linearGradientParts(css);
  if (!parts || parts.stops.length < 2) return undefined;
  const colors: JsonObject[] = [];
  const positions: (number | undefined)[] = [];
  for (const stop of parts.stops) {
    const [color, position, extra] = splitTopLevel(stop, ' ');
    const percent = position === undefined ? undefined : PERCENT.exec(position);
    const token = colorToToken(color);
    if (!token || extra !== undefined || percent === null) return undefined;
    colors.push(token);
    positions.push(percent ? Number(percent[1]) : undefined);
  }
  const filled = fillPositions(positions);
  if (filled.some((position) => position < 0 || position > 100)) return undefined;
  return colors.map((color, i) => ({ color, position: roundTo(filled[i]! / 100, 4) }));
}

/**
 * DTCG stops as a `linear-gradient()`, in the direction of `original` (the CSS the preset had)
 * when it was linear; strings that are CSS gradients are taken as they are.
 */
export function gradientFromToken(value: unknown, original?: unknown): string | undefined {
  if (typeof value === 'string') {
    const css = cssText(value);
    return css && /^(?:repeating-)?(?:linear|radial|conic)-gradient\(/i.test(css) ? css : undefined;
  }
  if (!Array.isArray(value) || value.length < 2) return undefined;
  const stops: string[] = [];
  for (const stop of value) {
    const color = isObject(stop) ? colorFromToken(stop['color']) : undefined;
    const position = isObject(stop) ? stop['position'] : undefined;
    if (!color || typeof position !== 'number' || !Number.isFinite(position)) return undefined;
    stops.push(`${color} ${roundTo(Math.min(Math.max(position, 0), 1) * 100, 2)}%`);
  }
  const direction = linearGradientParts(original)?.direction;
  return cssText(`linear-gradient(${direction ? `${direction}, ` : ''}${stops.join(', ')})`);
}

// Shadows.

const SHADOW_LENGTH = /^(?:0|-?(?:\d+\.?\d*|\.\d+)(?:px|rem))$/;

/** A `box-shadow` as a DTCG shadow (an array for several layers); needs a colour per layer. */
export function shadowToToken(css: unknown): JsonObject | JsonObject[] | undefined {
  if (typeof css !== 'string' || css.trim() === '') return undefined;
  const layers: JsonObject[] = [];
  for (const layer of splitTopLevel(css, ',')) {
    const parts = splitTopLevel(layer, ' ');
    const inset = parts.includes('inset');
    const rest = parts.filter((part) => part !== 'inset');
    const lengths = rest.filter((part) => SHADOW_LENGTH.test(part)).map(dimensionToToken);
    const others = rest.filter((part) => !SHADOW_LENGTH.test(part));
    const color = others.length === 1 ? colorToToken(others[0]) : undefined;
    if (!color || lengths.length < 2 || lengths.length > 4) return undefined;
    const zero = { value: 0, unit: 'px' };
    const [offsetX, offsetY, blur = zero, spread = zero] = lengths;
    layers.push({ color, offsetX, offsetY, blur, spread, ...(inset ? { inset: true } : {}) });
  }
  return layers.length === 1 ? layers[0] : layers;
}

/** A DTCG shadow (or layers of them) as a `box-shadow`. */
export function shadowFromToken(value: unknown): string | undefined {
  const layers = Array.isArray(value) ? value : [value];
  if (layers.length === 0) return undefined;
  const printed: string[] = [];
  for (const layer of layers) {
    if (!isObject(layer)) return undefined;
    const color = colorFromToken(layer['color']);
    const lengths = [
      layer['offsetX'],
      layer['offsetY'],
      layer['blur'] ?? '0',
      layer['spread'] ?? '0',
    ];
    const css = lengths.map(dimensionFromToken);
    if (!color || css.some((length) => length === undefined)) return undefined;
    printed.push(`${layer['inset'] === true ? 'inset ' : ''}${css.join(' ')} ${color}`);
  }
  return cssText(printed.join(', '));
}
