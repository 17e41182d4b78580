// A plain, accessible colour field: the colour as text (any CSS colour: hex, rgb(), a preset's
// value) beside the platform's colour picker (which only speaks #rrggbb). The text is written on
// Enter or leaving the field; the picker as it moves.
import { useId } from 'react';
import { __, sprintf } from '../../../i18n';
import { useStyles } from '../../../ui/element-root';
import { TextField } from '../layout/fields';
import { colorFieldStyles } from '../layout/styles';

/** `#abc` and `#aabbcc` as the picker's `#aabbcc`; anything else undefined. */
export function pickerHex(color: string): string | undefined {
  const value = color.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  const short = value.match(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : undefined;
}

export function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  /** The colour shown ('' for none). */
  value: string;
  onChange: (value: string | undefined) => void;
}) {
  useStyles(colorFieldStyles);
  const id = useId();
  return (
    <div className="st-color-field">
      <TextField label={label} value={value} placeholder="#000000" onCommit={onChange} />
      <input
        id={id}
        type="color"
        className="st-color-field__picker"
        aria-label={sprintf(__('%s picker'), label)}
        value={pickerHex(value) ?? '#000000'}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
