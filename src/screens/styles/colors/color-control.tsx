// The colour control every Styles panel uses (spec 2.4): a button with the colour's swatch and
// name that opens a popover of the palette's swatches by origin (gradients too where the control
// takes one), a custom colour (a hex field and the platform's colour picker) and Clear. Values go
// in and out as theme.json writes them: a preset is `var:preset|color|{slug}`, a custom colour
// its hex; the control resolves references only to paint its swatches.
import { type KeyboardEvent, useId, useState } from 'react';
import { __, sprintf } from '../../../i18n';
import { getPath } from '../../../global-styles/json';
import { resolveStyleValue } from '../../../global-styles/resolve-value';
import type { JsonObject } from '../../../global-styles/types';
import { useStyles } from '../../../ui/element-root';
import { PopoverBox, usePopover } from '../../../ui/popover';
import {
  colorInputValue,
  entryValue,
  normalizedHex,
  originLabel,
  type PaletteEntry,
  type PaletteKind,
  pickerOrigins,
  presetReference,
  referencedPreset,
} from './palette';
import { colorsStyles } from './styles';

export interface ColorControlProps {
  /** What the colour is for: 'Text', 'Background'... (the button's and the popover's name). */
  label: string;
  /** The colour that applies now, as theme.json writes it (a preset reference or a colour). */
  value: unknown;
  /**
   * A colour chosen (`kind` 'color'), a gradient chosen ('gradient'), or Clear (undefined, 'color':
   * a control with gradients clears both).
   */
  onChange: (value: string | undefined, kind: PaletteKind) => void;
  /** Does the user's own style set it (so Clear has something to clear)? */
  isSet: boolean;
  /** The settings that apply where the colour is used (palettes, `color.custom`). */
  settings: JsonObject;
  /** The merged styles, to resolve references for display. */
  merged: unknown;
  /** Offer the gradients too, with the gradient that applies now (it wins over the colour). */
  withGradients?: boolean;
  gradientValue?: unknown;
}

/** The colour's name for people: its preset's name, else the value itself. */
export function colorName(settings: JsonObject, kind: PaletteKind, value: unknown): string {
  const preset = referencedPreset(settings, kind, value);
  if (preset) return preset.name;
  return typeof value === 'string' && value !== '' ? value : __('Default');
}

export function ColorControl(props: ColorControlProps) {
  useStyles(colorsStyles);
  const { label, value, settings, merged, withGradients, gradientValue } = props;
  const popover = usePopover({ haspopup: 'dialog' });
  const usesGradient = withGradients && typeof gradientValue === 'string' && gradientValue !== '';
  const kind: PaletteKind = usesGradient ? 'gradient' : 'color';
  const shown = usesGradient ? gradientValue : value;
  const swatch = resolveStyleValue(merged, shown);
  const name = colorName(settings, kind, shown);
  return (
    <div className="co-control">
      <button
        type="button"
        className="co-control__button"
        {...popover.triggerProps}
        aria-label={sprintf(__('%1$s: %2$s'), label, name)}
      >
        <Swatch value={swatch} />
        <span className="co-control__label">{label}</span>
        <span className="co-control__value">{name}</span>
      </button>
      <PopoverBox state={popover} label={label} className="co-popover">
        <ColorPicker {...props} />
      </PopoverBox>
    </div>
  );
}

export function Swatch({ value }: { value: string | undefined }) {
  return (
    <span
      className={`co-swatch${value ? '' : ' is-empty'}`}
      style={value ? { background: value } : undefined}
      aria-hidden="true"
    />
  );
}

function ColorPicker(props: ColorControlProps) {
  const { label, value, onChange, isSet, settings, merged, withGradients, gradientValue } = props;
  const resolved = resolveStyleValue(merged, value);
  const customAllowed = getPath(settings, ['color', 'custom']) !== false;
  const selected = (kind: PaletteKind, entry: PaletteEntry) => {
    const current = kind === 'gradient' ? gradientValue : value;
    return referencedPreset(settings, kind, current)?.slug === entry.slug;
  };
  const kinds: PaletteKind[] = withGradients ? ['color', 'gradient'] : ['color'];
  return (
    <div className="co-picker">
      {kinds.map((kind) =>
        pickerOrigins(settings, kind).map(({ origin, entries }) => {
          const title =
            kind === 'gradient'
              ? sprintf(__('%s gradients'), originLabel(origin))
              : sprintf(__('%s colors'), originLabel(origin));
          return (
            <div key={`${kind}-${origin}`} className="co-picker__group">
              <h4 className="co-picker__title">{title}</h4>
              {/* biome-ignore lint/a11y/useSemanticElements: a group of swatch buttons, not a form's fieldset. */}
              <div className="co-swatches" role="group" aria-label={title}>
                {entries.map((entry) => (
                  <button
                    key={entry.slug}
                    type="button"
                    className="co-swatches__option"
                    aria-label={entry.name}
                    title={entry.name}
                    aria-pressed={selected(kind, entry)}
                    style={{ background: resolveStyleValue(merged, entryValue(entry, kind)) }}
                    onClick={() => onChange(presetReference(kind, entry.slug), kind)}
                  />
                ))}
              </div>
            </div>
          );
        }),
      )}
      {customAllowed && (
        <CustomColor
          label={label}
          heading={__('Custom color')}
          color={resolved}
          onChange={(hex) => onChange(hex, 'color')}
        />
      )}
      <button
        type="button"
        className="st-button co-picker__clear"
        disabled={!isSet}
        onClick={() => onChange(undefined, 'color')}
      >
        {__('Clear')}
      </button>
    </div>
  );
}

/**
 * A hex field (checked when committed with Enter or by leaving it) and the platform's picker.
 * With `heading`, the field is titled by it; else it is named from `label`.
 */
export function CustomColor({
  label,
  heading,
  color,
  onChange,
}: {
  label: string;
  heading?: string;
  color: string | undefined;
  onChange: (hex: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(color && normalizedHex(color) ? color : '');
  const [invalid, setInvalid] = useState(false);
  // A new colour from outside (a swatch, undo) replaces the field's text.
  const [shown, setShown] = useState(color);
  if (color !== shown) {
    setShown(color);
    setText(color && normalizedHex(color) ? color : '');
    setInvalid(false);
  }
  const commit = () => {
    if (text.trim() === '') return setInvalid(false);
    const hex = normalizedHex(text);
    setInvalid(!hex);
    if (hex && hex !== color) onChange(hex);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };
  return (
    <div className="co-custom">
      {heading && (
        <label className="st-field__label" htmlFor={`${id}-hex`}>
          {heading}
        </label>
      )}
      <div className="co-custom__row">
        <input
          type="color"
          className="co-custom__picker"
          aria-label={sprintf(__('%s color picker'), label)}
          value={colorInputValue(color)}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
            onChange(event.target.value);
          }}
        />
        <input
          id={`${id}-hex`}
          {...(heading ? {} : { 'aria-label': sprintf(__('%s hex value'), label) })}
          type="text"
          className="st-input co-custom__hex"
          spellCheck={false}
          autoComplete="off"
          placeholder="#1e1c24"
          value={text}
          aria-invalid={invalid}
          {...(invalid ? { 'aria-describedby': `${id}-error` } : {})}
          onChange={(event) => {
            setText(event.target.value);
            if (invalid && normalizedHex(event.target.value)) setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          onBlur={commit}
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className="co-custom__error" role="alert">
          {__('Enter a hex color, such as #1e1c24.')}
        </p>
      )}
    </div>
  );
}
