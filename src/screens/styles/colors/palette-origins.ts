// The colour and gradient presets by origin (theme, default, custom: spec 3) as theme.json keeps
// them: the lists, their labels, and whether the default origin shows. Kept apart from the rest
// of palette.ts so that a screen that only shows presets (the Style Book) loads only this.
import { getPath, isObject } from '../../../global-styles/json';
import { __ } from '../../../i18n';

export type PaletteKind = 'color' | 'gradient';
export type PaletteOrigin = 'theme' | 'default' | 'custom';

export interface PaletteEntry {
  name: string;
  slug: string;
  color?: string;
  gradient?: string;
}

/** Where each kind's presets live in settings, and the field holding the value. */
export const PALETTE_PATHS: Record<PaletteKind, readonly [string, string]> = {
  color: ['color', 'palette'],
  gradient: ['color', 'gradients'],
};
const VALUE_FIELD: Record<PaletteKind, 'color' | 'gradient'> = {
  color: 'color',
  gradient: 'gradient',
};
/** The setting that hides the default origin (WordPress lists it only when it is on). */
const DEFAULT_SWITCH: Record<PaletteKind, string> = {
  color: 'defaultPalette',
  gradient: 'defaultGradients',
};

/** The order the Colors screens list origins in, as WordPress does. */
export const PALETTE_ORIGINS: readonly PaletteOrigin[] = ['theme', 'default', 'custom'];

export function originLabel(origin: PaletteOrigin): string {
  return { theme: __('Theme'), default: __('Default'), custom: __('Custom') }[origin];
}

export function entryValue(entry: PaletteEntry, kind: PaletteKind): string {
  return entry[VALUE_FIELD[kind]] ?? '';
}

/** One origin's entries of a kind (a plain list counts as the theme's). */
export function paletteEntries(
  settings: unknown,
  kind: PaletteKind,
  origin: PaletteOrigin,
): PaletteEntry[] {
  const lists = getPath(settings, PALETTE_PATHS[kind]);
  const list = Array.isArray(lists)
    ? origin === 'theme'
      ? lists
      : []
    : isObject(lists)
      ? lists[origin]
      : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is PaletteEntry =>
      isObject(entry) &&
      typeof entry.slug === 'string' &&
      typeof entry[VALUE_FIELD[kind]] === 'string',
  );
}

/** Is the default origin shown (`settings.color.defaultPalette` / `defaultGradients` not false)? */
export function showsDefaultOrigin(settings: unknown, kind: PaletteKind): boolean {
  return getPath(settings, ['color', DEFAULT_SWITCH[kind]]) !== false;
}

export interface DuotonePreset {
  name?: string;
  slug: string;
  colors: string[];
}

/** The duotone presets by origin (the default origin only when `defaultDuotone` is not off). */
export function duotonePresets(
  settings: unknown,
): { origin: PaletteOrigin; presets: DuotonePreset[] }[] {
  const lists = getPath(settings, ['color', 'duotone']);
  const showDefault = getPath(settings, ['color', 'defaultDuotone']) !== false;
  return PALETTE_ORIGINS.filter((origin) => origin !== 'default' || showDefault)
    .map((origin) => {
      const list = Array.isArray(lists)
        ? origin === 'theme'
          ? lists
          : []
        : getPath(lists, [origin]);
      const presets = (Array.isArray(list) ? list : []).filter(
        (preset): preset is DuotonePreset =>
          isObject(preset) && typeof preset.slug === 'string' && Array.isArray(preset.colors),
      );
      return { origin, presets };
    })
    .filter(({ presets }) => presets.length > 0);
}
