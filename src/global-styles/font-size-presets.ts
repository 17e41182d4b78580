// The font size presets screen's rules (spec 3, 4, 5): adding, renaming and deleting custom
// presets, resetting the theme's and the host's, editing a size with its unit and slider
// range, and the three fluid states. Everything works on the user's
// `settings.typography.fontSizes` keyed by origin and returns the new value for a store to
// write as an edit; `base` is the same setting without the user's record (defaults + theme).
import { sprintf } from '../i18n/sprintf';
import { __ } from '../i18n/translate';
import {
  deleteCustomPreset,
  nextPresetNumber,
  type PresetOrigin,
  type PresetsByOrigin,
  presetsIn,
  renameCustomPreset,
  samePresetValues,
  updatePreset,
  withPresets,
} from './preset-edits';
import type { FontSizePreset } from './types';

export type FontSizesByOrigin = PresetsByOrigin<FontSizePreset>;

/** The confirmations' source texts (spec 8), to translate with `fontSizeConfirmation`. */
export const FONT_SIZE_CONFIRMATIONS = {
  delete: 'Are you sure you want to delete "%s" font size preset?',
  removeCustom: 'Are you sure you want to remove all custom font size presets?',
  reset: 'Are you sure you want to reset all font size presets to their default values?',
} as const;

/** A confirmation translated; `name` fills the delete confirmation's `%s`. */
export function fontSizeConfirmation(
  which: keyof typeof FONT_SIZE_CONFIRMATIONS,
  name = '',
): string {
  return sprintf(__(FONT_SIZE_CONFIRMATIONS[which]), name);
}

const CUSTOM_SLUG_PREFIX = 'custom-';
const NEW_FONT_SIZE = '16px';

/** The preset "Add font size" creates: `custom-{n}` named 'New Font Size {n}', 16px. */
export function newCustomFontSize(custom: readonly FontSizePreset[] = []): FontSizePreset {
  const n = nextPresetNumber(custom, CUSTOM_SLUG_PREFIX);
  return {
    name: sprintf(__('New Font Size %d'), n),
    slug: `${CUSTOM_SLUG_PREFIX}${n}`,
    size: NEW_FONT_SIZE,
  };
}

/** `user` with a new custom preset appended (see `newCustomFontSize`). */
export function addCustomFontSize(user: FontSizesByOrigin | undefined): FontSizesByOrigin {
  const custom = user?.custom ?? [];
  return withPresets(user, 'custom', [...custom, newCustomFontSize(custom)]);
}

/** Renames a custom preset; other origins, and names of only spaces, leave `user` as it was. */
export function renameFontSize(
  user: FontSizesByOrigin | undefined,
  origin: PresetOrigin,
  slug: string,
  name: string,
): FontSizesByOrigin {
  return renameCustomPreset(user, origin, slug, name);
}

/** Deletes a custom preset; theme and default presets cannot be deleted. */
export function deleteFontSize(
  user: FontSizesByOrigin | undefined,
  origin: PresetOrigin,
  slug: string,
): FontSizesByOrigin {
  return deleteCustomPreset(user, origin, slug);
}

/** "Remove font size presets": the user keeps no custom presets. */
export function removeCustomFontSizes(user: FontSizesByOrigin | undefined): FontSizesByOrigin {
  return withPresets(user, 'custom', undefined);
}

/**
 * "Reset font size presets" for the theme's or the host's group: the user's list for that
 * origin is dropped, so the base's shows again. Custom presets have no defaults: unchanged.
 */
export function resetFontSizes(
  user: FontSizesByOrigin | undefined,
  origin: PresetOrigin,
): FontSizesByOrigin {
  if (origin === 'custom' || user?.[origin] === undefined) return user ?? {};
  return withPresets(user, origin, undefined);
}

/** Whether the user's list for `origin` differs from the base's (the reset is offered). */
export function isFontSizeOriginChanged(
  user: FontSizesByOrigin | undefined,
  base: FontSizesByOrigin | undefined,
  origin: PresetOrigin,
): boolean {
  const own = user?.[origin];
  return own !== undefined && !samePresetValues(own, base?.[origin] ?? []);
}

/** Whether the preset the panel shows differs from the base's preset of that slug. */
export function isFontSizeChanged(
  user: FontSizesByOrigin | undefined,
  base: FontSizesByOrigin | undefined,
  origin: PresetOrigin,
  slug: string,
): boolean {
  const shown = presetsIn(user, base, origin).find((preset) => preset.slug === slug);
  const original = (base?.[origin] ?? []).find((preset) => preset.slug === slug);
  if (!shown) return false;
  return !samePresetValues(shown, original);
}

// Sizes ----------------------------------------------------------------------------------

/** The units a font size may take (spec 9), in the unit menu's order. */
export const FONT_SIZE_UNITS = ['px', 'em', 'rem', 'vw', 'vh'] as const;
export type FontSizeUnit = (typeof FONT_SIZE_UNITS)[number];

/** No font size goes under zero, whatever the unit. */
export const FONT_SIZE_MINIMUM = 0;

export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

const PIXEL_RANGE: SliderRange = { min: FONT_SIZE_MINIMUM, max: 100, step: 1 };
const RELATIVE_RANGE: SliderRange = { min: FONT_SIZE_MINIMUM, max: 10, step: 0.1 };

/** The size slider's range: 0-100 by 1 for px, 0-10 by 0.1 for em, rem, vw and vh. */
export function fontSizeSliderRange(unit: string): SliderRange {
  return unit === 'em' || unit === 'rem' || unit === 'vw' || unit === 'vh'
    ? RELATIVE_RANGE
    : PIXEL_RANGE;
}

export interface FontSizeQuantity {
  /** `undefined` when the size is not a number with a unit (empty, `clamp()`...). */
  quantity: number | undefined;
  unit: FontSizeUnit;
}

const QUANTITY = /^\s*(-?(?:\d+\.?\d*|\.\d+))\s*([a-z%]*)\s*$/i;

/** `'1.5rem'` -> 1.5 and rem. A missing or unlisted unit reads as px, as the size control shows it. */
export function fontSizeQuantity(size: string | number | undefined): FontSizeQuantity {
  const match = QUANTITY.exec(size === undefined ? '' : String(size));
  if (!match) return { quantity: undefined, unit: 'px' };
  const unit = match[2]?.toLowerCase() ?? '';
  const listed = (FONT_SIZE_UNITS as readonly string[]).includes(unit);
  return { quantity: Number(match[1]), unit: listed ? (unit as FontSizeUnit) : 'px' };
}

/** A typed size kept at or above the minimum: `'-4px'` -> `'0px'`; other text as typed. */
export function fontSizeAtLeastMinimum(value: string): string {
  const { quantity, unit } = fontSizeQuantity(value);
  if (quantity === undefined || quantity >= FONT_SIZE_MINIMUM) return value;
  return `${FONT_SIZE_MINIMUM}${unit}`;
}

/**
 * Sets a preset's size, kept at or above the minimum. Ignored while the preset has custom
 * fluid values (the size control is disabled then) and for an empty value.
 */
export function setFontSize(
  user: FontSizesByOrigin | undefined,
  base: FontSizesByOrigin | undefined,
  origin: PresetOrigin,
  slug: string,
  size: string,
): FontSizesByOrigin {
  if (size.trim() === '') return user ?? {};
  const value = fontSizeAtLeastMinimum(size);
  return updatePreset(user, base, origin, slug, (preset) =>
    isFontSizeControlDisabled(preset) || preset.size === value
      ? preset
      : { ...preset, size: value },
  );
}

// Fluid typography -------------------------------------------------------------------------

/** `fixed`: the size as given; `fluid`: clamped from the size; `custom`: its own min and max. */
export type FontSizeFluidState = 'fixed' | 'fluid' | 'custom';

/**
 * A preset's fluid state as the panel shows it. `fluid: undefined` follows the site:
 * `settings.typography.fluid` (true or an object of bounds) makes it fluid, else it is fixed.
 */
export function fontSizeFluidState(preset: FontSizePreset, siteFluid: unknown): FontSizeFluidState {
  const { fluid } = preset;
  if (typeof fluid === 'object' && fluid !== null) return 'custom';
  const on = fluid === undefined ? Boolean(siteFluid) : fluid;
  return on ? 'fluid' : 'fixed';
}

/** The plain size control is disabled while the preset has custom fluid values. */
export function isFontSizeControlDisabled(preset: FontSizePreset): boolean {
  return typeof preset.fluid === 'object' && preset.fluid !== null;
}

function setFluid(
  user: FontSizesByOrigin | undefined,
  base: FontSizesByOrigin | undefined,
  origin: PresetOrigin,
  slug: string,
  fluid: (preset: FontSizePreset) => FontSizePreset['fluid'],
): FontSizesByOrigin {
  return updatePreset(user, base, origin, slug, (preset) => {
    const next = fluid(preset);
    return samePresetValues(next, preset.fluid) ? preset : { ...preset, fluid: next };
  });
}

/** "Fluid typography" on (`fluid: true`) or off (`fluid: false`, custom values dropped). */
export function setFontSizeFluid(
  user: FontSizesByOrigin | undefined,
  base: FontSizesByOrigin | undefined,
  origin: PresetOrigin,
  slug: string,
  on: boolean,
): FontSizesByOrigin {
  return setFluid(user, base, origin, slug, () => on);
}

/** "Custom fluid values" on: min and max start at the size; off: back to `fluid: true`. */
export function setFontSizeCustomFluid(
  user: FontSizesByOrigin | undefined,
  base: FontSizesByOrigin | undefined,
  origin: PresetOrigin,
  slug: string,
  on: boolean,
): FontSizesByOrigin {
  return setFluid(user, base, origin, slug, (preset) => {
    if (!on) return true;
    if (isFontSizeControlDisabled(preset)) return preset.fluid;
    return { min: String(preset.size), max: String(preset.size) };
  });
}

/**
 * Sets the custom fluid minimum or maximum, kept at or above zero; an empty value removes
 * that bound (the engine then derives it from the size).
 */
export function setFontSizeFluidBound(
  user: FontSizesByOrigin | undefined,
  base: FontSizesByOrigin | undefined,
  origin: PresetOrigin,
  slug: string,
  bound: 'min' | 'max',
  value: string | undefined,
): FontSizesByOrigin {
  return setFluid(user, base, origin, slug, (preset) => {
    const fluid = isFontSizeControlDisabled(preset) ? { ...(preset.fluid as object) } : {};
    const next: { min?: string; max?: string } = fluid;
    if (value === undefined || value.trim() === '') delete next[bound];
    else next[bound] = fontSizeAtLeastMinimum(value);
    return next;
  });
}
