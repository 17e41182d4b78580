// The Styles panel's root (spec 2.4): the active style's tile, Browse styles (with style
// variations), Blocks, Additional CSS (with the edit-css action and CSS already there), and the
// global panels the theme supports.
import { useStore } from '@nanostores/react';
import { __ } from '../../i18n';
import { type GlobalPanel, globalPanels, settingsFor } from '../../global-styles/panel-support';
import { $globalStyles, $styleVariations, variationKind } from '../../stores/global-styles';
import type { IconName } from '../../ui/icons';
import { Section, SectionLink } from './parts';
import { StyleTile, tileLook } from './style-tile';

const panelLabels: Record<GlobalPanel, () => string> = {
  typography: () => __('Typography'),
  colors: () => __('Colors'),
  background: () => __('Background'),
  shadows: () => __('Shadows'),
  layout: () => __('Layout'),
};
const panelIcons: Record<GlobalPanel, IconName> = {
  typography: 'typography',
  colors: 'colors',
  background: 'background',
  shadows: 'shadows',
  layout: 'layout',
};

export function RootScreen() {
  const { merged, user, canEditCss } = useStore($globalStyles);
  const variations = useStore($styleVariations);
  // Whole styles only: colour and typography presets live in Colors and Typography.
  const hasVariations =
    variations.status === 'ready' &&
    variations.value.some((variation) => variationKind(variation) === 'full');
  const hasCss = typeof user.styles.css === 'string' && user.styles.css.trim() !== '';
  return (
    <div className="st-screen">
      <Section>
        <StyleTile look={tileLook(merged)} label={__('Active style')} />
      </Section>
      <Section>
        <ul className="st-nav">
          {hasVariations && <SectionLink section="/variations">{__('Browse styles')}</SectionLink>}
          <SectionLink section="/blocks" icon="blocks">
            {__('Blocks')}
          </SectionLink>
          {canEditCss && hasCss && (
            <SectionLink section="/css" icon="css">
              {__('Additional CSS')}
            </SectionLink>
          )}
        </ul>
      </Section>
      <Section>
        <ul className="st-nav">
          {globalPanels(settingsFor(merged)).map((panel) => (
            <SectionLink key={panel} section={`/${panel}`} icon={panelIcons[panel]}>
              {panelLabels[panel]()}
            </SectionLink>
          ))}
        </ul>
      </Section>
    </div>
  );
}
