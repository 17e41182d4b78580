// `/typography/font-sizes/{origin}/{slug}` (spec 2.4, 3, 4, 5, 8): one font size preset. Its
// preview; its name (custom presets only: renamed when the trimmed name is not empty); its size
// (never below 0, the slider's range by unit); 'Fluid typography', and 'Custom fluid values'
// with a minimum and a maximum (the plain size is disabled then); delete for custom presets,
// after a confirmation, then back to the list.
import { useId, useState } from 'react';
import {
  deleteFontSize,
  FONT_SIZE_UNITS,
  fontSizeConfirmation,
  fontSizeFluidState,
  fontSizeQuantity,
  fontSizeSliderRange,
  isFontSizeControlDisabled,
  renameFontSize,
  setFontSize,
  setFontSizeCustomFluid,
  setFontSizeFluid,
  setFontSizeFluidBound,
} from '../../../global-styles/font-size-presets';
import { __ } from '../../../i18n';
import { useStyles, useWhenChanged } from '../../../ui/element-root';
import type { StyleScreenProps } from '../navigator';
import { openSection, ScreenHeader, Section } from '../parts';
import { ConfirmDialog } from '../confirm-dialog';
import { isPresetOrigin, useFontSizes } from './font-size-edits';
import { Field, QuantityInput, Switch } from './fields';
import { typographyStyles } from './styles';

/** A size as a number with a unit and a slider over the unit's range (spec 5). */
function SizeControl({
  label,
  value,
  disabled = false,
  onChange,
}: {
  label: string;
  value: string | undefined;
  disabled?: boolean;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  const { quantity, unit } = fontSizeQuantity(value);
  const range = fontSizeSliderRange(unit);
  return (
    <Field label={label} htmlFor={id}>
      <QuantityInput
        id={id}
        label={label}
        value={value}
        units={FONT_SIZE_UNITS}
        min={range.min}
        step={range.step}
        disabled={disabled}
        onChange={onChange}
      />
      <input
        type="range"
        className="ty-range"
        aria-label={label}
        min={range.min}
        max={range.max}
        step={range.step}
        value={Math.min(quantity ?? 0, range.max)}
        disabled={disabled}
        onChange={(event) => onChange(`${event.target.value}${unit}`)}
      />
    </Field>
  );
}

/** The name, kept as typed; saved only when its trimmed text is not empty. */
function NameField({ name, onRename }: { name: string; onRename: (name: string) => void }) {
  const id = useId();
  const [text, setText] = useState(name);
  useWhenChanged(name, (next) => {
    if (text.trim() !== '') setText(next);
  });
  return (
    <Field label={__('Name')} htmlFor={id}>
      <input
        id={id}
        className="st-input"
        type="text"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() !== '') onRename(event.target.value);
        }}
        onBlur={() => {
          if (text.trim() === '') setText(name);
        }}
      />
    </Field>
  );
}

export function FontSizeScreen({ params, parent }: StyleScreenProps) {
  useStyles(typographyStyles);
  const sizes = useFontSizes();
  const [confirming, setConfirming] = useState(false);
  const origin = isPresetOrigin(params.origin) ? params.origin : undefined;
  const slug = params.slug ?? '';
  const preset = origin ? sizes.shown[origin]?.find((entry) => entry.slug === slug) : undefined;
  if (!origin || !preset) {
    return (
      <div className="st-screen">
        <ScreenHeader title={__('Font size presets')} parent={parent} />
        <p className="st-message">{__('This font size preset does not exist.')}</p>
      </div>
    );
  }
  const isCustom = origin === 'custom';
  const name = preset.name || preset.slug;
  const size = String(preset.size);
  const fluid = fontSizeFluidState(preset, sizes.siteFluid);
  const bounds = typeof preset.fluid === 'object' && preset.fluid !== null ? preset.fluid : {};
  const { user, base } = sizes;
  const remove = () => {
    setConfirming(false);
    sizes.edit(deleteFontSize(user, origin, slug));
    openSection(parent ?? '/typography/font-sizes');
  };
  return (
    <div className="st-screen">
      <ScreenHeader title={name} parent={parent} />
      <Section>
        <div className="ty-size-preview" aria-hidden="true" style={{ fontSize: size }}>
          {__('Aa')}
        </div>
        {isCustom && (
          <NameField
            name={name}
            onRename={(next) => sizes.edit(renameFontSize(user, origin, slug, next))}
          />
        )}
        <SizeControl
          label={__('Size')}
          value={size}
          disabled={isFontSizeControlDisabled(preset)}
          onChange={(next) =>
            next !== undefined && sizes.edit(setFontSize(user, base, origin, slug, next))
          }
        />
        <Switch
          label={__('Fluid typography')}
          help={__('Scale the font size dynamically to fit the screen or viewport.')}
          checked={fluid !== 'fixed'}
          onChange={(on) => sizes.edit(setFontSizeFluid(user, base, origin, slug, on))}
        />
        {fluid !== 'fixed' && (
          <Switch
            label={__('Custom fluid values')}
            help={__('Set custom min and max values for the fluid font size.')}
            checked={fluid === 'custom'}
            onChange={(on) => sizes.edit(setFontSizeCustomFluid(user, base, origin, slug, on))}
          />
        )}
        {fluid === 'custom' && (
          <>
            <SizeControl
              label={__('Minimum')}
              value={bounds.min}
              onChange={(next) =>
                sizes.edit(setFontSizeFluidBound(user, base, origin, slug, 'min', next))
              }
            />
            <SizeControl
              label={__('Maximum')}
              value={bounds.max}
              onChange={(next) =>
                sizes.edit(setFontSizeFluidBound(user, base, origin, slug, 'max', next))
              }
            />
          </>
        )}
        {isCustom && (
          <div className="ty-actions">
            <button
              type="button"
              className="st-button is-destructive"
              onClick={() => setConfirming(true)}
            >
              {__('Delete')}
            </button>
          </div>
        )}
      </Section>
      {confirming && (
        <ConfirmDialog
          message={fontSizeConfirmation('delete', name)}
          action={__('Delete')}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
