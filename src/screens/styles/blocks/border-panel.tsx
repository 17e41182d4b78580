// A block's Border panel: colour, style and width of its border, for all sides at once or,
// with "Unlink sides", for each side (`border.top`...), as WordPress's border control does; its
// radius; and its shadow (one of the shadow presets), as the block supports them and the
// settings allow. A colour or width given to a border (or a side) without a style makes it
// solid (spec 5), or nothing would show. The sides' rules are in global-styles/border-sides.ts.
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { __ } from '../../../i18n';
import { blockControls } from '../../../global-styles/block-panels';
import {
  BORDER_SIDES,
  type BorderPart,
  type BorderSide,
  commonBorder,
  hasSplitBorder,
  sideBorder,
  withLinkedPart,
  withSidePart,
} from '../../../global-styles/border-sides';
import type { FlatBorder } from '../../../global-styles/border-fallback';
import { isObject } from '../../../global-styles/json';
import { resolveStyleValue } from '../../../global-styles/resolve-value';
import { withValueAt } from '../../../global-styles/user-edits';
import { $globalStyles } from '../../../stores/global-styles';
import { LinkSidesButton, TextField } from '../layout/fields';
import {
  presetsOf,
  setStyleAt,
  stylePrefix,
  type StylePrefix,
  useStyleAt,
} from '../layout/style-scope';
import { Section } from '../parts';
import { ColorField } from '../shadows/color-field';
import type { BlockPanelProps } from './panel-props';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="st-field">
      <label htmlFor={id} className="st-field__label">
        {label}
      </label>
      <select
        id={id}
        className="st-select"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

const SIDE_LABELS: Record<BorderSide, () => string> = {
  top: () => __('Top border'),
  right: () => __('Right border'),
  bottom: () => __('Bottom border'),
  left: () => __('Left border'),
};

const styleOptions = () =>
  [
    ['', __('Default')],
    ['none', __('None')],
    ['solid', __('Solid')],
    ['dashed', __('Dashed')],
    ['dotted', __('Dotted')],
  ] as const;

/** Writes the user's border, each change one edit: all sides at once, one side, or the radius. */
function useBorderWriter(prefix: StylePrefix) {
  const { merged, user } = useStyleAt(prefix, ['border']);
  const write = (next: unknown) =>
    setStyleAt(
      prefix,
      ['border'],
      isObject(next) && Object.keys(next).length > 0 ? next : undefined,
    );
  return {
    linked: (part: BorderPart, value: string | undefined) =>
      write(withLinkedPart(user, merged, part, value)),
    side: (side: BorderSide, part: BorderPart, value: string | undefined) =>
      write(withSidePart(user, merged, side, part, value)),
    radius: (value: string | undefined) =>
      write(withValueAt(isObject(user) ? user : {}, ['radius'], value)),
  };
}

/** Colour, style and width of a border (all sides, or one), as far as the block supports each. */
function BorderFields({
  border,
  labels,
  controls,
  tree,
  mixed = false,
  onChange,
}: {
  border: FlatBorder;
  /** The sides differ on a part the linked fields leave empty. */
  mixed?: boolean;
  labels: Record<BorderPart, string>;
  controls: { color: boolean; style: boolean; width: boolean };
  tree: unknown;
  onChange: (part: BorderPart, value: string | undefined) => void;
}) {
  return (
    <>
      {controls.color && (
        <ColorField
          label={labels.color}
          value={resolveStyleValue(tree, border.color) ?? ''}
          onChange={(value) => onChange('color', value)}
        />
      )}
      {controls.width && (
        <TextField
          label={labels.width}
          value={text(border.width)}
          placeholder={mixed && !border.width ? __('Mixed') : undefined}
          onCommit={(value) => onChange('width', value)}
        />
      )}
      {controls.style && (
        <SelectField
          label={labels.style}
          value={text(border.style)}
          options={styleOptions()}
          onChange={(value) => onChange('style', value)}
        />
      )}
    </>
  );
}

export function BorderPanel({ blockName, variation, blockType, settings }: BlockPanelProps) {
  const { merged: tree } = useStore($globalStyles);
  const controls = blockControls(blockType, settings);
  const prefix = stylePrefix(blockName, variation);
  const { merged } = useStyleAt(prefix, ['border']);
  const { merged: shadow } = useStyleAt(prefix, ['shadow']);
  const border = isObject(merged) ? merged : {};
  const write = useBorderWriter(prefix);
  const [linked, setLinked] = useState(() => !hasSplitBorder(border));
  const radius = border.radius;
  const shadows = presetsOf<{ slug: string; name?: string }>(settings, ['shadow', 'presets']);
  const shadowSlug = text(shadow).match(/^var:preset\|shadow\|(.+)$/)?.[1] ?? '';
  const sideControls = {
    color: Boolean(controls.borderColor),
    style: Boolean(controls.borderStyle),
    width: Boolean(controls.borderWidth),
  };
  const hasSides = sideControls.color || sideControls.style || sideControls.width;
  return (
    <Section title={controls.shadow ? __('Border & Shadow') : __('Border')}>
      {hasSides && (
        <div className="st-sides__header">
          <span className="st-field__label">{__('Border')}</span>
          <LinkSidesButton linked={linked} onToggle={() => setLinked(!linked)} />
        </div>
      )}
      {hasSides &&
        (linked ? (
          <BorderFields
            border={commonBorder(border)}
            labels={{
              color: __('Border color'),
              width: __('Border width'),
              style: __('Border style'),
            }}
            controls={sideControls}
            tree={tree}
            mixed={hasSplitBorder(border)}
            onChange={write.linked}
          />
        ) : (
          BORDER_SIDES.map((side) => (
            <fieldset key={side} className="st-sides st-border-side">
              <legend className="st-field__label">{SIDE_LABELS[side]()}</legend>
              <BorderFields
                border={sideBorder(border, side)}
                labels={{ color: __('Color'), width: __('Width'), style: __('Style') }}
                controls={sideControls}
                tree={tree}
                onChange={(part, value) => write.side(side, part, value)}
              />
            </fieldset>
          ))
        ))}
      {controls.borderRadius && (
        <TextField
          label={__('Radius')}
          value={text(radius)}
          placeholder={isObject(radius) ? __('Mixed') : undefined}
          onCommit={write.radius}
        />
      )}
      {controls.shadow && (
        <SelectField
          label={__('Shadow')}
          value={shadowSlug}
          options={[
            ['', __('Default')],
            ...shadows.map((preset) => [preset.slug, preset.name ?? preset.slug] as const),
          ]}
          onChange={(slug) =>
            setStyleAt(prefix, ['shadow'], slug ? `var:preset|shadow|${slug}` : undefined)
          }
        />
      )}
    </Section>
  );
}
