// A block's Filters panel (its duotone: one of the duotone presets, `var:preset|duotone|{slug}`)
// and the image block's settings (WordPress's lightbox: 'Enlarge on click', a setting).
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { __ } from '../../../i18n';
import { getPath } from '../../../global-styles/json';
import { settingsFor } from '../../../global-styles/panel-support';
import { $globalStyles, setSetting } from '../../../stores/global-styles';
import { presetsOf, setStyleAt, stylePrefix, useStyleAt } from '../layout/style-scope';
import { Section } from '../parts';
import type { BlockPanelProps } from './panel-props';

interface DuotonePreset {
  slug: string;
  name?: string;
  colors?: string[];
}

const DUOTONE = /^var:preset\|duotone\|(.+)$|^var\(--wp--preset--duotone--([^)]+)\)$/;

export function FiltersPanel({ blockName, variation, settings }: BlockPanelProps) {
  const name = useId();
  const prefix = stylePrefix(blockName, variation);
  const { merged } = useStyleAt(prefix, ['filter', 'duotone']);
  const match = typeof merged === 'string' ? merged.match(DUOTONE) : null;
  const current = match ? (match[1] ?? match[2] ?? '') : '';
  const presets = presetsOf<DuotonePreset>(settings, ['color', 'duotone']);
  const choose = (slug: string) =>
    setStyleAt(prefix, ['filter', 'duotone'], slug ? `var:preset|duotone|${slug}` : undefined);
  return (
    <Section title={__('Filters')}>
      <fieldset className="st-duotones">
        <legend className="st-field__label">{__('Duotone')}</legend>
        {[{ slug: '', name: __('Default') } as DuotonePreset, ...presets].map((preset) => (
          <label key={preset.slug || '-'} className="st-duotone">
            <input
              type="radio"
              name={name}
              value={preset.slug}
              checked={current === preset.slug}
              onChange={() => choose(preset.slug)}
            />
            <span
              className="st-duotone__swatch"
              aria-hidden="true"
              style={
                preset.colors?.length
                  ? { background: `linear-gradient(135deg, ${preset.colors.join(', ')})` }
                  : undefined
              }
            />
            <span>{preset.name ?? preset.slug}</span>
          </label>
        ))}
      </fieldset>
    </Section>
  );
}

export function ImageSettingsPanel({ blockName }: BlockPanelProps) {
  const id = useId();
  const { merged } = useStore($globalStyles);
  const enabled = getPath(settingsFor(merged, blockName), ['lightbox', 'enabled']) === true;
  return (
    <Section title={__('Settings')}>
      <div className="st-check">
        <input
          id={id}
          type="checkbox"
          checked={enabled}
          onChange={(event) =>
            setSetting(['lightbox', 'enabled'], event.currentTarget.checked, blockName)
          }
        />
        <label htmlFor={id}>{__('Enlarge on click')}</label>
      </div>
    </Section>
  );
}
