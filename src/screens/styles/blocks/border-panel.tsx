// A block's Border panel: colour, radius, style and width of a border on all sides, as the block
// supports them and the settings allow, and its shadow (one of the shadow presets). A colour or
// width given to a border without a style makes it solid (spec 5), or nothing would show.
import { useId } from 'react';
import { __ } from '../../../i18n';
import { blockControls } from '../../../global-styles/block-panels';
import { fallbackBorderStyle } from '../../../global-styles/border-fallback';
import { isObject } from '../../../global-styles/json';
import { resolveStyleValue } from '../../../global-styles/resolve-value';
import { withValueAt } from '../../../global-styles/user-edits';
import { useStore } from '@nanostores/react';
import { $globalStyles } from '../../../stores/global-styles';
import { TextField } from '../layout/fields';
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

/**
 * Writes one part of the user's border, as one edit: with a colour or width on a border that
 * has no style (its own or the theme's), the style 'solid' too.
 */
function useBorderWriter(prefix: StylePrefix) {
  const { merged, user } = useStyleAt(prefix, ['border']);
  const inherited = isObject(merged) ? merged : {};
  const own = isObject(user) ? user : {};
  return (part: 'color' | 'width' | 'style' | 'radius', value: string | undefined) => {
    let next = withValueAt(own, [part], value);
    if (part === 'color' || part === 'width') {
      const changed = { color: text(inherited.color), width: text(inherited.width), [part]: value };
      const style = fallbackBorderStyle(changed, text(inherited.style));
      if (style) next = withValueAt(next, ['style'], style);
    }
    setStyleAt(prefix, ['border'], Object.keys(next).length > 0 ? next : undefined);
  };
}

export function BorderPanel({ blockName, variation, blockType, settings }: BlockPanelProps) {
  const { merged: tree } = useStore($globalStyles);
  const controls = blockControls(blockType, settings);
  const prefix = stylePrefix(blockName, variation);
  const { merged } = useStyleAt(prefix, ['border']);
  const { merged: shadow } = useStyleAt(prefix, ['shadow']);
  const border = isObject(merged) ? merged : {};
  const write = useBorderWriter(prefix);
  const radius = border.radius;
  const shadows = presetsOf<{ slug: string; name?: string }>(settings, ['shadow', 'presets']);
  const shadowSlug = text(shadow).match(/^var:preset\|shadow\|(.+)$/)?.[1] ?? '';
  return (
    <Section title={controls.shadow ? __('Border & Shadow') : __('Border')}>
      {controls.borderColor && (
        <ColorField
          label={__('Border color')}
          value={resolveStyleValue(tree, border.color) ?? ''}
          onChange={(value) => write('color', value)}
        />
      )}
      {controls.borderWidth && (
        <TextField
          label={__('Border width')}
          value={text(border.width)}
          onCommit={(value) => write('width', value)}
        />
      )}
      {controls.borderStyle && (
        <SelectField
          label={__('Border style')}
          value={text(border.style)}
          options={[
            ['', __('Default')],
            ['none', __('None')],
            ['solid', __('Solid')],
            ['dashed', __('Dashed')],
            ['dotted', __('Dotted')],
          ]}
          onChange={(value) => write('style', value)}
        />
      )}
      {controls.borderRadius && (
        <TextField
          label={__('Radius')}
          value={text(radius)}
          placeholder={isObject(radius) ? __('Mixed') : undefined}
          onCommit={(value) => write('radius', value)}
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
