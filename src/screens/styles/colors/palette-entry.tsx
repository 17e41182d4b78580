// One colour or gradient of a palette as the grid shows it (palette-edit.tsx): a swatch named
// after the preset that opens a popover to edit it, as WordPress 7.1's palette does: the name
// (custom presets only: the theme's and the default ones keep theirs), the slug, the colour (a
// hex field and the platform's picker) or the CSS gradient, and Remove for a custom one.
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { __, sprintf } from '../../../i18n';
import { useWhenChanged } from '../../../ui/element-root';
import { PopoverBox, usePopover } from '../../../ui/popover';
import { CustomColor } from './color-control';
import { entryValue, isGradient, type PaletteEntry, type PaletteKind } from './palette';

export interface PaletteEntryProps {
  kind: PaletteKind;
  entry: PaletteEntry;
  isCustom: boolean;
  /** Open the popover as the swatch first shows (a preset just added). */
  openAtFirst?: boolean;
  onChange: (patch: Partial<PaletteEntry>) => void;
  onRemove: () => void;
}

export function PaletteEntrySwatch({
  kind,
  entry,
  isCustom,
  openAtFirst,
  onChange,
  onRemove,
}: PaletteEntryProps) {
  const popover = usePopover({ haspopup: 'dialog' });
  const popoverRef = popover.popoverProps.ref;
  // Opened (its content renders only then), the first field takes focus: a custom preset's name.
  useEffect(() => {
    if (!popover.open) return;
    popoverRef.current?.querySelector<HTMLInputElement>('input[type="text"]')?.focus();
  }, [popover.open, popoverRef]);
  const [openFirst] = useState(Boolean(openAtFirst));
  useEffect(() => {
    const element = popoverRef.current;
    if (openFirst && element && !element.matches(':popover-open')) element.showPopover();
  }, [openFirst, popoverRef]);
  const value = entryValue(entry, kind);
  return (
    <li className="co-grid__item">
      <button
        type="button"
        className={`co-grid__swatch${kind === 'gradient' ? ' is-gradient' : ''}`}
        {...popover.triggerProps}
        aria-label={entry.name}
        title={entry.name}
        style={{ ...popover.triggerProps.style, background: value }}
      />
      <PopoverBox state={popover} label={entry.name} className="co-popover co-entry-popover">
        <div className="co-entry-edit">
          {isCustom ? (
            <NameField name={entry.name} onChange={(name) => onChange({ name })} />
          ) : (
            <p className="co-entry-edit__name">{entry.name}</p>
          )}
          <p className="co-entry-edit__slug">{entry.slug}</p>
          {kind === 'color' ? (
            <CustomColor
              label={entry.name}
              color={value}
              onChange={(color) => onChange({ color })}
            />
          ) : (
            <GradientField
              label={entry.name}
              gradient={value}
              onChange={(gradient) => onChange({ gradient })}
            />
          )}
          {isCustom && (
            <button
              type="button"
              className="st-button is-destructive co-entry-edit__remove"
              onClick={() => {
                popover.close();
                onRemove();
              }}
            >
              {sprintf(__('Remove %s'), entry.name)}
            </button>
          )}
        </div>
      </PopoverBox>
    </li>
  );
}

/** A text field whose value is committed with Enter or by leaving it (empty names are undone). */
function CommitField({
  label,
  value,
  isValid,
  invalidMessage,
  onCommit,
}: {
  label: string;
  value: string;
  isValid: (text: string) => boolean;
  invalidMessage?: string;
  onCommit: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // A new value from outside (an undo) replaces the text; focus stays in the field.
  useWhenChanged(value, (next) => {
    setText(next);
    setInvalid(false);
  });
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed === value) return setInvalid(false);
    if (!isValid(trimmed)) {
      if (invalidMessage) setInvalid(true);
      else setText(value);
      return;
    }
    setInvalid(false);
    onCommit(trimmed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  return (
    <div className="st-field co-entry-edit__field">
      <label className="st-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        className="st-input"
        value={text}
        aria-invalid={invalid}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      {invalid && (
        <p className="co-custom__error" role="alert">
          {invalidMessage}
        </p>
      )}
    </div>
  );
}

function NameField({ name, onChange }: { name: string; onChange: (name: string) => void }) {
  return (
    <CommitField
      label={__('Name')}
      value={name}
      isValid={(text) => text !== ''}
      onCommit={onChange}
    />
  );
}

function GradientField({
  label,
  gradient,
  onChange,
}: {
  label: string;
  gradient: string;
  onChange: (gradient: string) => void;
}) {
  return (
    <CommitField
      label={sprintf(__('%s CSS gradient'), label)}
      value={gradient}
      isValid={isGradient}
      invalidMessage={__(
        'Enter a CSS gradient, such as linear-gradient(135deg, #000 0%, #fff 100%).',
      )}
      onCommit={onChange}
    />
  );
}
