// Fluid typography: with `settings.typography.fluid` on, a font size becomes
// `clamp(min, min-in-rem + ((1vw - offset) * factor), max)`, growing linearly between the
// minimum viewport width (320px unless set) and the maximum (the layout's wide size, else
// 1600px). Without explicit `fluid.min`, the minimum is derived from the size (smaller sizes
// shrink less) and never goes under 14px; sizes at or under that limit stay fixed.
import { isObject } from './json';
import { isNumeric, roundTo } from './numbers';
import type { JsonObject } from './types';

export interface SizeValue {
  value: number;
  unit: string;
}

const ROOT_FONT_SIZE = 16;
const DEFAULT_MIN_VIEWPORT = '320px';
const DEFAULT_MAX_VIEWPORT = '1600px';
const DEFAULT_MIN_FONT_SIZE_LIMIT = '14px';
const MIN_FACTOR_LOW = 0.25;
const MIN_FACTOR_HIGH = 0.75;
const SIZE = /^(\d*\.?\d+)(rem|px|em)$/;

/**
 * `'1.5rem'` -> `{ value: 1.5, unit: 'rem' }`, converted to `coerceTo` (px, em, rem at 16px to
 * the rem). Bare numbers are pixels. Other units and expressions give `null`.
 */
export function parseSize(raw: unknown, coerceTo = ''): SizeValue | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  if (raw === '' || raw === 0) return null;
  const match = SIZE.exec(isNumeric(raw) ? `${raw}px` : String(raw));
  if (!match) return null;
  let value = Number(match[1]);
  let unit = match[2] ?? '';
  const relative = (u: string) => u === 'em' || u === 'rem';
  if (coerceTo === 'px' && relative(unit)) {
    value *= ROOT_FONT_SIZE;
    unit = 'px';
  }
  if (unit === 'px' && relative(coerceTo)) {
    value /= ROOT_FONT_SIZE;
    unit = coerceTo;
  }
  if (relative(coerceTo) && relative(unit)) unit = coerceTo;
  return { value: roundTo(value, 3), unit };
}

export interface FluidClampInput {
  minViewportWidth: string;
  maxViewportWidth: string;
  minFontSize: string;
  maxFontSize: string;
  scaleFactor?: number;
}

/** The `clamp()` for a font size growing from min to max across the viewport range. */
export function fluidClamp(input: FluidClampInput): string | null {
  const min = parseSize(input.minFontSize);
  const unit = min?.unit ?? 'rem';
  const max = parseSize(input.maxFontSize, unit);
  if (!min || !max) return null;
  const minInRem = parseSize(input.minFontSize, 'rem');
  const maxViewport = parseSize(input.maxViewportWidth, unit);
  const minViewport = parseSize(input.minViewportWidth, unit);
  if (!minInRem || !maxViewport || !minViewport) return null;
  const offset = `${roundTo(minViewport.value / 100, 3)}${unit}`;
  const slope = (100 * (max.value - min.value)) / (maxViewport.value - minViewport.value);
  const factor = roundTo(slope * (input.scaleFactor ?? 1), 3) || 1;
  const target = `${minInRem.value}${minInRem.unit} + ((1vw - ${offset}) * ${factor})`;
  return `clamp(${input.minFontSize}, ${target}, ${input.maxFontSize})`;
}

function fluidSettings(settings: JsonObject): { enabled: boolean; options: JsonObject } {
  const typography = isObject(settings['typography']) ? settings['typography'] : {};
  const fluid = typography['fluid'];
  return { enabled: Boolean(fluid), options: isObject(fluid) ? fluid : {} };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The CSS value of a font size (a preset or a style value) under `settings`: a `clamp()` when
 * fluid typography applies, else the size as given. Values that are not a plain px, em or rem
 * length (presets, `clamp()`, `calc()`) pass through.
 */
export function fontSizeValue(
  preset: { size: unknown; fluid?: unknown },
  settings: JsonObject,
): string {
  const size = preset.size;
  const asGiven = typeof size === 'number' ? String(size) : typeof size === 'string' ? size : '';
  if (!size) return asGiven;
  const { enabled, options } = fluidSettings(settings);
  if (!enabled || preset.fluid === false) return asGiven;

  const layout = isObject(settings['layout']) ? settings['layout'] : {};
  const wideSize = parseSize(layout['wideSize']) ? text(layout['wideSize']) : undefined;
  const maxViewportWidth = text(options['maxViewportWidth']) ?? wideSize ?? DEFAULT_MAX_VIEWPORT;
  const minViewportWidth = text(options['minViewportWidth']) ?? DEFAULT_MIN_VIEWPORT;
  const limitRaw = parseSize(options['minFontSize']) ? text(options['minFontSize']) : undefined;

  const preferred = parseSize(size);
  if (!preferred) return asGiven;
  const limit = parseSize(limitRaw ?? DEFAULT_MIN_FONT_SIZE_LIMIT, preferred.unit);
  const explicit = isObject(preset.fluid) ? preset.fluid : {};
  let minFontSize = text(explicit['min']);
  let maxFontSize = text(explicit['max']);

  // Small sizes stay fixed unless the preset sets its own bounds.
  if (limit && !minFontSize && !maxFontSize && preferred.value <= limit.value) return asGiven;
  maxFontSize ??= `${preferred.value}${preferred.unit}`;
  if (!minFontSize) {
    const inPx = preferred.unit === 'px' ? preferred.value : preferred.value * ROOT_FONT_SIZE;
    const factor = Math.min(Math.max(1 - 0.075 * Math.log2(inPx), MIN_FACTOR_LOW), MIN_FACTOR_HIGH);
    const calculated = roundTo(preferred.value * factor, 3);
    minFontSize =
      limit && calculated <= limit.value
        ? `${limit.value}${limit.unit}`
        : `${calculated}${preferred.unit}`;
  }
  return (
    fluidClamp({ minViewportWidth, maxViewportWidth, minFontSize, maxFontSize, scaleFactor: 1 }) ??
    asGiven
  );
}
