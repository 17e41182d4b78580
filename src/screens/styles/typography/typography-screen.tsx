// `/typography` (spec 2.4): the site's fonts with 'Manage fonts', the elements (each link showing
// "Aa" in that element's font), the font size presets, and the theme's typography-only style
// variations in a grid of 3 columns when it has some.
import { useStore } from '@nanostores/react';
import { __ } from '../../../i18n';
import { TYPOGRAPHY_ELEMENTS } from '../../../routing/style-sections';
import { $globalStyles, $styleVariations, variationKind } from '../../../stores/global-styles';
import { useStyles } from '../../../ui/element-root';
import type { StyleScreenProps } from '../navigator';
import { ScreenHeader, Section, SectionLink } from '../parts';
import { VariationGrid } from '../variations-screen';
import { elementLabels, elementLook, lookPaths } from './element-screen';
import { FontFamiliesSection } from './font-families';
import { typographyStyles } from './styles';

function TypographyVariations() {
  const variations = useStore($styleVariations);
  if (variations.status !== 'ready') return null;
  const typography = variations.value.filter(
    (variation) => variationKind(variation) === 'typography',
  );
  if (typography.length === 0) return null;
  return (
    <Section title={__('Presets')}>
      <VariationGrid variations={typography} columns={3} />
    </Section>
  );
}

export function TypographyScreen({ parent }: StyleScreenProps) {
  useStyles(typographyStyles);
  const { merged } = useStore($globalStyles);
  return (
    <div className="st-screen">
      <ScreenHeader
        title={__('Typography')}
        description={__(
          'Available fonts, typographic styles, and the application of those styles.',
        )}
        parent={parent}
      />
      <FontFamiliesSection />
      <Section title={__('Elements')}>
        <ul className="st-nav">
          {TYPOGRAPHY_ELEMENTS.map((element) => (
            <SectionLink key={element} section={`/typography/${element}`}>
              <span className="ty-element">
                <span
                  className="ty-element__aa"
                  aria-hidden="true"
                  style={elementLook(merged, lookPaths(element))}
                >
                  {__('Aa')}
                </span>
                {elementLabels[element]()}
              </span>
            </SectionLink>
          ))}
        </ul>
      </Section>
      <Section title={__('Font Sizes')}>
        <ul className="st-nav">
          <SectionLink section="/typography/font-sizes">{__('Font size presets')}</SectionLink>
        </ul>
      </Section>
      <TypographyVariations />
    </div>
  );
}
