// The Styles panels a block shares with the site's own screens (colours, background,
// typography), put in the shape of a block panel. Colours and background edit the block itself
// only: a block style variation gets typography, dimensions and border here. A block's colours
// start with its palette (`/blocks/{name}/colors/palette`), as the site's Colors screen does.
import { __ } from '../../../i18n';
import { BackgroundPanel } from '../background/background-panel';
import { blockSection } from '../../../routing/style-sections';
import { PaletteSummary } from '../colors/colors-screen';
import { ElementColors } from '../colors/element-colors';
import { Section } from '../parts';
import { TypographyPanel } from '../typography/typography-panel';
import type { BlockPanelProps } from './panel-props';

export function BlockColorPanel({ blockName, variation }: BlockPanelProps) {
  if (variation) return null;
  return (
    <>
      <Section title={__('Palette')}>
        <PaletteSummary
          section={blockSection(blockName, '/colors/palette')}
          blockName={blockName}
        />
      </Section>
      <ElementColors blockName={blockName} />
    </>
  );
}

export function BlockBackgroundPanel({ blockName, variation }: BlockPanelProps) {
  return variation ? null : <BackgroundPanel blockName={blockName} />;
}

export function BlockTypographyPanel({ blockName, variation }: BlockPanelProps) {
  return (
    <Section title={__('Typography')}>
      <TypographyPanel
        blockName={blockName}
        path={variation ? ['variations', variation, 'typography'] : ['typography']}
      />
    </Section>
  );
}
