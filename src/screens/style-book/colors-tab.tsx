// The Style Book's Colors tab (spec 2.5): the palette, the gradients and the duotone filters the
// site offers, by origin, with unsaved edits. Loaded when the tab is chosen.
import { resolveStyleValue } from '../../global-styles/resolve-value';
import { __ } from '../../i18n';
import { duotonePresets, originLabel } from '../styles/colors/palette-origins';
import { presetSwatches, type Swatch, useColorSettings } from './color-examples';
import { ExampleFrame } from './example-frame';

function duotoneSwatches(
  settings: unknown,
  merged: unknown,
): { origin: string; swatches: Swatch[] }[] {
  return duotonePresets(settings).map(({ origin, presets }) => ({
    origin: originLabel(origin),
    swatches: presets.map((preset) => {
      const colors = preset.colors.map((color) =>
        String(resolveStyleValue(merged, color) ?? color),
      );
      return {
        key: `${origin}/${preset.slug}`,
        name: preset.name ?? preset.slug,
        background: `linear-gradient(90deg, ${colors.join(', ')})`,
        value: colors.join(', '),
      };
    }),
  }));
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

export default function ColorsTab({
  onSelect,
}: {
  onSelect: ((name: string) => void) | undefined;
}) {
  const { settings, merged } = useColorSettings();
  const palette = presetSwatches(settings, 'color');
  const gradients = presetSwatches(settings, 'gradient');
  const duotone = duotoneSwatches(settings, merged);
  if (palette.length + gradients.length + duotone.length === 0)
    return <p className="sb-empty">{__('This theme offers no colors.')}</p>;
  return (
    <section className="sb-section">
      <ExampleFrame title={__('Colors')} onOpen={onSelect && (() => onSelect('colors'))}>
        <Group title={__('Palette')} groups={palette} />
        <Group title={__('Gradients')} groups={gradients} />
        <Group title={__('Duotone')} groups={duotone} />
      </ExampleFrame>
    </section>
  );
}
