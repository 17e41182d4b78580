// The Style Book's colours (spec 2.5), with unsaved edits: the Overview's card of the first
// colours here; the Colors tab's palette, gradients and duotone in colors-tab.tsx (loaded when the
// tab is chosen). A user who may not read the user's styles (an editor, say) sees the theme's.
// Chosen, they open the Palette screen (`/colors/palette`).
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { getPath, isObject } from '../../global-styles/json';
import { __ } from '../../i18n';
import { $themeGlobalStyles, $userGlobalStyles } from '../../stores/site-styles';
import {
  originLabel,
  PALETTE_ORIGINS,
  type PaletteKind,
  paletteEntries,
  showsDefaultOrigin,
} from '../styles/colors/palette-origins';
import { ExampleFrame } from './example-frame';

/** The Overview shows the first colours only (spec 9: a palette preview shows 5). */
const COMPACT_COLORS = 5;

export interface Swatch {
  key: string;
  name: string;
  /** CSS for the swatch: a colour, a gradient, or the duotone's colours side by side. */
  background: string;
  value: string;
}

/**
 * The site's colour settings with unsaved edits: per origin, the user's list over the theme's
 * (as the global styles merge does for presets), without the whole merge (the Style Book alone
 * stays small); the user's styles are read only where the user may read them.
 */
export function useColorSettings(): { settings: unknown; merged: unknown } {
  const theme = useStore($themeGlobalStyles);
  const user = useStore($userGlobalStyles);
  return useMemo(() => {
    const base = theme.status === 'ready' ? getPath(theme.value, ['settings', 'color']) : undefined;
    const own = user.status === 'ready' ? getPath(user.value, ['settings', 'color']) : undefined;
    const color: Record<string, unknown> = { ...(isObject(base) ? base : {}) };
    if (isObject(own)) {
      for (const [key, value] of Object.entries(own)) {
        const under = color[key];
        color[key] =
          isObject(value) && isObject(under) && !Array.isArray(value)
            ? { ...under, ...value }
            : value;
      }
    }
    const settings = { color };
    return { settings, merged: { settings } };
  }, [theme, user]);
}

export function presetSwatches(
  settings: unknown,
  kind: PaletteKind,
): { origin: string; swatches: Swatch[] }[] {
  return PALETTE_ORIGINS.filter(
    (origin) => origin !== 'default' || showsDefaultOrigin(settings, kind),
  )
    .map((origin) => ({
      origin: originLabel(origin),
      swatches: paletteEntries(settings, kind, origin).map((entry) => {
        const value = (kind === 'color' ? entry.color : entry.gradient) ?? '';
        return {
          key: `${origin}/${entry.slug}`,
          name: entry.name || entry.slug,
          background: value,
          value,
        };
      }),
    }))
    .filter(({ swatches }) => swatches.length > 0);
}

/** The Overview's card: the first colours of the palette. */
export function ColorsCard({ onSelect }: { onSelect: ((name: string) => void) | undefined }) {
  const { settings } = useColorSettings();
  const first = presetSwatches(settings, 'color')
    .flatMap(({ swatches }) => swatches)
    .slice(0, COMPACT_COLORS);
  if (first.length === 0) return null;
  return (
    <section className="sb-section">
      <ExampleFrame title={__('Colors')} onOpen={onSelect && (() => onSelect('colors'))}>
        <ul className="sb-swatches is-compact">
          {first.map((swatch) => (
            <li key={swatch.key} className="sb-swatch" title={swatch.name}>
              <span className="sb-swatch__color" style={{ background: swatch.background }} />
            </li>
          ))}
        </ul>
      </ExampleFrame>
    </section>
  );
}
