// The layers of one shadow (spec 3: x, y, blur, spread, colour, inset): each opens to its fields;
// a layer can be added, and removed while another remains (spec 4). A length that does not start
// with a number is written as 0px (spec 5).
import { useId, useState } from 'react';
import { __, sprintf } from '../../../i18n';
import {
  addShadowLayer,
  canRemoveShadowLayer,
  parseShadowLayer,
  removeShadowLayer,
  type ShadowLayer,
  shadowLayers,
  shadowLengthInput,
  updateShadowLayer,
} from '../../../global-styles/shadow-presets';
import { Icon } from '../../../ui/icons';
import { TextField } from '../layout/fields';
import { ColorField } from './color-field';

const LENGTHS = [
  ['x', () => __('X Position')],
  ['y', () => __('Y Position')],
  ['blur', () => __('Blur')],
  ['spread', () => __('Spread')],
] as const;

function LayerFields({
  layer,
  onChange,
}: {
  layer: ShadowLayer;
  onChange: (change: Partial<ShadowLayer>) => void;
}) {
  const insetId = useId();
  return (
    <div className="st-layer__fields">
      {LENGTHS.map(([key, label]) => (
        <TextField
          key={key}
          label={label()}
          value={layer[key]}
          onCommit={(value) => onChange({ [key]: shadowLengthInput(value) })}
        />
      ))}
      <ColorField
        label={__('Color')}
        value={layer.color}
        onChange={(color) => onChange({ color: color ?? '#000' })}
      />
      <div className="st-check">
        <input
          id={insetId}
          type="checkbox"
          checked={layer.inset}
          onChange={(event) => onChange({ inset: event.currentTarget.checked })}
        />
        <label htmlFor={insetId}>{__('Inset')}</label>
      </div>
    </div>
  );
}

export function ShadowLayers({
  shadow,
  onChange,
}: {
  shadow: string;
  onChange: (shadow: string) => void;
}) {
  const [open, setOpen] = useState<number | undefined>();
  const layers = shadowLayers(shadow).map(parseShadowLayer);
  const removable = canRemoveShadowLayer(shadow);
  return (
    <>
      <div className="st-shadow-group__header">
        <h3 className="st-section__title">{__('Shadows')}</h3>
        <button
          type="button"
          className="se-icon-button st-icon-button"
          aria-label={__('Add shadow layer')}
          title={__('Add shadow layer')}
          onClick={() => {
            onChange(addShadowLayer(shadow));
            setOpen(layers.length);
          }}
        >
          <Icon name="plus" />
        </button>
      </div>
      <ul className="st-layers">
        {layers.map((layer, index) => {
          const name = sprintf(
            layer.inset ? __('Inner shadow %d') : __('Drop shadow %d'),
            index + 1,
          );
          const expanded = open === index;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a layer's place is its identity.
            <li key={index} className="st-layer">
              <div className="st-layer__row">
                <button
                  type="button"
                  className="st-layer__toggle"
                  aria-expanded={expanded}
                  onClick={() => setOpen(expanded ? undefined : index)}
                >
                  <Icon name={expanded ? 'chevronDown' : 'forward'} />
                  {name}
                </button>
                <button
                  type="button"
                  className="se-icon-button st-icon-button"
                  aria-label={sprintf(__('Remove %s'), name)}
                  title={sprintf(__('Remove %s'), name)}
                  disabled={!removable}
                  onClick={() => {
                    onChange(removeShadowLayer(shadow, index));
                    setOpen(undefined);
                  }}
                >
                  <Icon name="close" />
                </button>
              </div>
              {expanded && (
                <LayerFields
                  layer={layer}
                  onChange={(change) => onChange(updateShadowLayer(shadow, index, change))}
                />
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
