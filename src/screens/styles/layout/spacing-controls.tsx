// Padding, margin and block spacing of the site or of one block (or block style variation):
// the Layout screen's spacing and the block Dimensions panel's. Reads the merged values, writes
// the user's.
import type { ReactNode } from 'react';
import { __ } from '../../../i18n';
import type { JsonObject } from '../../../global-styles/types';
import { Section } from '../parts';
import { boxSides, SIDES, type Side, SidesField, SpacingField } from './fields';
import { setStyleAt, spacingPresets, type StylePrefix, useStyleAt } from './style-scope';

/** A block's spacing support for a box (`true`, or sides / axes: `['horizontal', 'vertical']`). */
export function supportedSides(support: unknown): readonly Side[] {
  if (!Array.isArray(support)) return SIDES;
  const sides = new Set<string>();
  for (const entry of support) {
    if (entry === 'vertical') sides.add('top').add('bottom');
    else if (entry === 'horizontal') sides.add('left').add('right');
    else sides.add(String(entry));
  }
  return SIDES.filter((side) => sides.has(side));
}

function BoxControl({
  prefix,
  property,
  label,
  sides,
  settings,
}: {
  prefix: StylePrefix;
  property: 'padding' | 'margin';
  label: string;
  sides: readonly Side[];
  settings: JsonObject;
}) {
  const { merged } = useStyleAt(prefix, ['spacing', property]);
  return (
    <SidesField
      label={label}
      value={boxSides(merged)}
      presets={spacingPresets(settings)}
      sides={sides}
      onChange={(value) => setStyleAt(prefix, ['spacing', property], value)}
    />
  );
}

function BlockGapControl({ prefix, settings }: { prefix: StylePrefix; settings: JsonObject }) {
  const { merged } = useStyleAt(prefix, ['spacing', 'blockGap']);
  return (
    <SpacingField
      label={__('Block spacing')}
      value={typeof merged === 'string' ? merged : ''}
      presets={spacingPresets(settings)}
      onChange={(value) => setStyleAt(prefix, ['spacing', 'blockGap'], value)}
    />
  );
}

export function SpacingControls({
  prefix,
  settings,
  padding,
  margin,
  blockGap,
  paddingSides = SIDES,
  marginSides = SIDES,
  title = __('Spacing'),
  children,
}: {
  prefix: StylePrefix;
  settings: JsonObject;
  padding: boolean;
  margin: boolean;
  blockGap: boolean;
  paddingSides?: readonly Side[];
  marginSides?: readonly Side[];
  title?: string;
  /** More fields of the same section (a block's minimum height). */
  children?: ReactNode;
}) {
  if (!padding && !margin && !blockGap && !children) return null;
  return (
    <Section title={title}>
      {padding && (
        <BoxControl
          prefix={prefix}
          property="padding"
          label={__('Padding')}
          sides={paddingSides}
          settings={settings}
        />
      )}
      {margin && (
        <BoxControl
          prefix={prefix}
          property="margin"
          label={__('Margin')}
          sides={marginSides}
          settings={settings}
        />
      )}
      {blockGap && <BlockGapControl prefix={prefix} settings={settings} />}
      {children}
    </Section>
  );
}
