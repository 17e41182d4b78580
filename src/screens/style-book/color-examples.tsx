// The Style Book's colours (spec 2.5): the palette, the gradients and the duotone filters the
// site offers, by origin, with unsaved edits. A user who may not read the user's styles (an
// editor, say) sees the theme's. Chosen, they open the Palette screen (`/colors/palette`).
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { getPath, isObject } from '../../global-styles/json';
import { resolveStyleValue } from '../../global-styles/resolve-value';
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

interface Swatch {
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
function useColorSettings(): { settings: unknown; merged: unknown } {
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

function presetSwatches(
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

function duotoneSwatches(
  settings: unknown,
  merged: unknown,
): { origin: string; swatches: Swatch[] }[] {
  const lists = getPath(settings, ['color', 'duotone']);
  const showDefault = getPath(settings, ['color', 'defaultDuotone']) !== false;
  return PALETTE_ORIGINS.filter((origin) => origin !== 'default' || showDefault)
    .map((origin) => {
      const list = Array.isArray(lists)
        ? origin === 'theme'
          ? lists
          : []
        : getPath(lists, [origin]);
      const swatches = (Array.isArray(list) ? list : [])
        .filter(
          (preset): preset is { slug: string; name?: string; colors: string[] } =>
            isObject(preset) && typeof preset.slug === 'string' && Array.isArray(preset.colors),
        )
        .map((preset) => {
          const colors = preset.colors.map((color) =>
            String(resolveStyleValue(merged, color) ?? color),
          );
          return {
            key: `${origin}/${preset.slug}`,
            name: preset.name ?? preset.slug,
            background: `linear-gradient(90deg, ${colors.join(', ')})`,
            value: colors.join(', '),
          };
        });
      return { origin: originLabel(origin), swatches };
    })
    .filter(({ swatches }) => swatches.length > 0);
}

function SwatchList({ swatches }: { swatches: Swatch[] }) {
  return (
    <ul className="sb-swatches">
      {swatches.map((swatch) => (
        <li key={swatch.key} className="sb-swatch">
          <span className="sb-swatch__color" style={{ background: swatch.background }} />
          <span className="sb-swatch__name">{swatch.name}</span>
          <span className="sb-swatch__value">{swatch.value}</span>
        </li>
      ))}
    </ul>
  );
}

function Group({
  title,
  groups,
}: {
  title: string;
  groups: { origin: string; swatches: Swatch[] }[];
}) {
  if (groups.length === 0) return null;
  return (
    <div className="sb-colors__group">
      <h3 className="sb-colors__title">{title}</h3>
      {groups.map(({ origin, swatches }) => (
        <div key={origin}>
          {groups.length > 1 && <h4 className="sb-colors__origin">{origin}</h4>}
          <SwatchList swatches={swatches} />
        </div>
      ))}
    </div>
  );
}

export function ColorExamples({
  onSelect,
  compact = false,
}: {
  onSelect: ((name: string) => void) | undefined;
  /** The Overview's card: the first colours of the palette only. */
  compact?: boolean;
}) {
  const { settings, merged } = useColorSettings();
  const palette = presetSwatches(settings, 'color');
  const open = onSelect && (() => onSelect('colors'));
  if (compact) {
    const first = palette.flatMap(({ swatches }) => swatches).slice(0, COMPACT_COLORS);
    if (first.length === 0) return null;
    return (
      <section className="sb-section">
        <ExampleFrame title={__('Colors')} onOpen={open}>
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
  const gradients = presetSwatches(settings, 'gradient');
  const duotone = duotoneSwatches(settings, merged);
  if (palette.length + gradients.length + duotone.length === 0)
    return <p className="sb-empty">{__('This theme offers no colors.')}</p>;
  return (
    <section className="sb-section">
      <ExampleFrame title={__('Colors')} onOpen={open}>
        <Group title={__('Palette')} groups={palette} />
        <Group title={__('Gradients')} groups={gradients} />
        <Group title={__('Duotone')} groups={duotone} />
      </ExampleFrame>
    </section>
  );
}
