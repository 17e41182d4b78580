// `/colors` (spec 2.4): the palette's summary (its first 5 colours, spec 9) leading to
// `/colors/palette`, the theme's colour-only style variations, and the element colours.
import { useStore } from '@nanostores/react';
import { __, _n, sprintf } from '../../../i18n';
import { settingsFor } from '../../../global-styles/panel-support';
import { resolveStyleValue } from '../../../global-styles/resolve-value';
import { $globalStyles, $styleVariations, variationKind } from '../../../stores/global-styles';
import { useStyles } from '../../../ui/element-root';
import { Icon } from '../../../ui/icons';
import { Link } from '../../../ui/link';
import type { StyleScreenProps } from '../navigator';
import { ScreenHeader, Section, sectionQuery } from '../parts';
import { VariationGrid } from '../variations-screen';
import { ElementColors } from './element-colors';
import { entryValue, paletteEntries, showsDefaultOrigin } from './palette';
import { Swatch } from './color-control';
import { colorsStyles } from './styles';

/** Spec 9: the palette's preview shows its first 5 colours. */
export const PALETTE_PREVIEW_COLORS = 5;

/** The palette as its summary lists it: custom, then theme, then default colours. */
export function summaryColors(merged: unknown, blockName?: string): string[] {
  const settings = settingsFor(merged, blockName);
  const entries = [
    ...paletteEntries(settings, 'color', 'custom'),
    ...paletteEntries(settings, 'color', 'theme'),
    ...(showsDefaultOrigin(settings, 'color') ? paletteEntries(settings, 'color', 'default') : []),
  ];
  return entries
    .map((entry) => resolveStyleValue(merged, entryValue(entry, 'color')))
    .filter((color): color is string => Boolean(color));
}

export function PaletteSummary({ section, blockName }: { section: string; blockName?: string }) {
  useStyles(colorsStyles);
  const { merged } = useStore($globalStyles);
  const colors = summaryColors(merged, blockName);
  const count = sprintf(_n('%d color', '%d colors', colors.length), colors.length);
  return (
    <Link
      to="/styles"
      query={sectionQuery(section)}
      className="co-palette-summary"
      aria-label={sprintf(__('Palette: %s'), count)}
    >
      <span className="co-palette-summary__swatches">
        {colors.slice(0, PALETTE_PREVIEW_COLORS).map((color, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: colours may repeat; the place is the key.
          <Swatch key={index} value={color} />
        ))}
      </span>
      <span className="st-nav__label">{__('Palette')}</span>
      <span className="co-control__value">{count}</span>
      <Icon name="forward" className="se-flip-rtl st-nav__chevron" />
    </Link>
  );
}

export function ColorsScreen({ parent }: StyleScreenProps) {
  useStyles(colorsStyles);
  const variations = useStore($styleVariations);
  const colorVariations =
    variations.status === 'ready'
      ? variations.value.filter((variation) => variationKind(variation) === 'color')
      : [];
  return (
    <div className="st-screen">
      <ScreenHeader
        title={__('Colors')}
        description={__('Palette colors and the application of those colors on site elements.')}
        parent={parent}
      />
      <Section title={__('Palette')}>
        <PaletteSummary section="/colors/palette" />
      </Section>
      {colorVariations.length > 0 && (
        <Section title={__('Color variations')}>
          <VariationGrid variations={colorVariations} columns={3} />
        </Section>
      )}
      <ElementColors />
    </div>
  );
}
