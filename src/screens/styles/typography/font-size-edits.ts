// The font size presets as the two font size screens edit them: the user's lists by origin, the
// base's (the host's defaults and the theme's) and what the site gets, and `edit`, which writes
// the user's new lists (worked out by the rules of global-styles/font-size-presets.ts) as one
// edit of the global styles settings.
import { useStore } from '@nanostores/react';
import type { FontSizesByOrigin } from '../../../global-styles/font-size-presets';
import { getPath, isObject } from '../../../global-styles/json';
import { settingsFor } from '../../../global-styles/panel-support';
import type { PresetOrigin } from '../../../global-styles/preset-edits';
import type { FontSizePreset } from '../../../global-styles/types';
import { $globalStyles, setSetting } from '../../../stores/global-styles';

const PATH = ['typography', 'fontSizes'];

/** The origins in the order the screen lists them. */
export const FONT_SIZE_ORIGINS: readonly PresetOrigin[] = ['theme', 'default', 'custom'];

export function isPresetOrigin(value: string | undefined): value is PresetOrigin {
  return value === 'theme' || value === 'default' || value === 'custom';
}

/** Presets keyed by origin; a plain list is the theme's. */
function byOrigin(value: unknown): FontSizesByOrigin | undefined {
  if (Array.isArray(value)) return { theme: value as FontSizePreset[] };
  return isObject(value) ? (value as FontSizesByOrigin) : undefined;
}

export interface FontSizeEdits {
  user: FontSizesByOrigin | undefined;
  base: FontSizesByOrigin | undefined;
  /** What the site gets, by origin. */
  shown: FontSizesByOrigin;
  /** `settings.typography.fluid`: presets without their own `fluid` follow it. */
  siteFluid: unknown;
  /** The host's defaults are listed (the theme did not turn them off). */
  showDefaults: boolean;
  edit: (next: FontSizesByOrigin) => void;
}

export function useFontSizes(): FontSizeEdits {
  const { user, base, merged } = useStore($globalStyles);
  const settings = settingsFor(merged);
  return {
    user: byOrigin(getPath(user.settings, PATH)),
    base: byOrigin(getPath(base.settings, PATH)),
    shown: byOrigin(getPath(settings, PATH)) ?? {},
    siteFluid: getPath(settings, ['typography', 'fluid']),
    showDefaults: getPath(settings, ['typography', 'defaultFontSizes']) !== false,
    edit: (next) => setSetting(PATH, Object.keys(next).length > 0 ? next : undefined),
  };
}
