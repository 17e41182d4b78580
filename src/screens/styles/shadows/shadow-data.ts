// The shadow presets as the Shadows screens need them: the user's (keyed by origin, what edits
// change), the base (the host's defaults and the theme's, what Reset returns to) and what is
// shown per origin (the user's list for an origin, else the base's). Writes go through the
// global styles store as one undoable edit of `settings.shadow.presets`.
import { useStore } from '@nanostores/react';
import { getPath, isObject } from '../../../global-styles/json';
import { presetsIn } from '../../../global-styles/preset-edits';
import type { ShadowsByOrigin } from '../../../global-styles/shadow-presets';
import type { ShadowPreset } from '../../../global-styles/types';
import { $globalStyles, setSetting } from '../../../stores/global-styles';

export const SHADOW_ORIGINS = ['default', 'theme', 'custom'] as const;
export type ShadowOrigin = (typeof SHADOW_ORIGINS)[number];

export function isShadowOrigin(value: string | undefined): value is ShadowOrigin {
  return (SHADOW_ORIGINS as readonly string[]).includes(value ?? '');
}

/** A presets value keyed by origin; a plain list (a theme.json file's) is the theme's. */
function byOrigin(value: unknown, plainOrigin: ShadowOrigin): ShadowsByOrigin | undefined {
  if (Array.isArray(value)) return { [plainOrigin]: value as ShadowPreset[] };
  if (!isObject(value)) return undefined;
  const lists: ShadowsByOrigin = {};
  for (const origin of SHADOW_ORIGINS) {
    const list = value[origin];
    if (Array.isArray(list)) lists[origin] = list as ShadowPreset[];
  }
  return lists;
}

export interface ShadowPresets {
  user: ShadowsByOrigin | undefined;
  base: ShadowsByOrigin | undefined;
  shown: Record<ShadowOrigin, ShadowPreset[]>;
  /** The host's default shadows are offered (`settings.shadow.defaultPresets` is not false). */
  showDefault: boolean;
}

export function useShadowPresets(): ShadowPresets {
  const { user, base, merged } = useStore($globalStyles);
  const userPresets = byOrigin(getPath(user.settings, ['shadow', 'presets']), 'custom');
  const basePresets = byOrigin(getPath(base.settings, ['shadow', 'presets']), 'theme');
  const shown = Object.fromEntries(
    SHADOW_ORIGINS.map((origin) => [origin, presetsIn(userPresets, basePresets, origin)]),
  ) as Record<ShadowOrigin, ShadowPreset[]>;
  return {
    user: userPresets,
    base: basePresets,
    shown,
    showDefault: getPath(merged, ['settings', 'shadow', 'defaultPresets']) !== false,
  };
}

/** Writes the user's shadow presets (an empty value clears them). */
export function writeShadows(next: ShadowsByOrigin): void {
  setSetting(['shadow', 'presets'], Object.keys(next).length > 0 ? next : undefined);
}
