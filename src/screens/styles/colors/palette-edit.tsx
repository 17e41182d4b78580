// One origin's colours or gradients in `/colors/palette`, as WordPress lets each be edited: the
// theme's and the default ones keep their names and slugs and only their values change (the
// user's copy of that origin's list, reset by clearing it); custom ones are added ('Color 1',
// slug `custom-color-1`; 'Gradient 1', `custom-gradient-1`), renamed, changed and removed.
// Two choices differ from WordPress 7.1, on purpose: a rename keeps the slug (WordPress makes a
// new one from the name, and every style that refers to the colour loses it), and a new
// gradient is named as a gradient (WordPress names it 'Color N' too).
import { type KeyboardEvent, useState } from 'react';
import { __, sprintf } from '../../../i18n';
import { Icon } from '../../../ui/icons';
import { CustomColor, Swatch } from './color-control';
import {
  entryValue,
  isGradient,
  nextCustomEntry,
  type PaletteEntry,
  type PaletteKind,
  withEntry,
} from './palette';

export interface PaletteEditProps {
  kind: PaletteKind;
  title: string;
  entries: readonly PaletteEntry[];
  /** Custom lists take new entries, names and removals; others only new values. */
  isCustom: boolean;
  /** `undefined` clears the user's list (an emptied custom list, a reset). */
  onChange: (entries: PaletteEntry[] | undefined) => void;
  /** The user changed this origin's list (theme, default): Reset is offered. */
  canReset?: boolean;
}

export function PaletteEdit({
  kind,
  title,
  entries,
  isCustom,
  onChange,
  canReset,
}: PaletteEditProps) {
  const add = () => onChange([...entries, nextCustomEntry(entries, kind)]);
  const change = (slug: string, patch: Partial<PaletteEntry>) =>
    onChange(withEntry(entries, slug, patch));
  const remove = (slug: string) => {
    const rest = entries.filter((entry) => entry.slug !== slug);
    onChange(rest.length > 0 ? rest : undefined);
  };
  return (
    <section className="st-section" aria-label={title}>
      <h3 className="st-section__title">{title}</h3>
      {(isCustom || canReset) && (
        <div className="co-palette-actions">
          {isCustom && (
            <button type="button" className="st-button" onClick={add}>
              {kind === 'color' ? __('Add color') : __('Add gradient')}
            </button>
          )}
          {canReset && (
            <button type="button" className="st-button" onClick={() => onChange(undefined)}>
              {__('Reset')}
            </button>
          )}
        </div>
      )}
      {entries.length === 0 ? (
        <p className="co-empty">
          {kind === 'color'
            ? __('No custom colors yet. Add some to make your own palette.')
            : __('No custom gradients yet. Add some to make your own.')}
        </p>
      ) : (
        <ul className="co-entries">
          {entries.map((entry, index) => (
            <li key={entry.slug} className="co-entry">
              {kind === 'color' ? (
                <Swatch value={entry.color} />
              ) : (
                <span className="co-gradient-preview" style={{ background: entry.gradient }} />
              )}
              <div className="co-entry__fields">
                {isCustom ? (
                  <NameField
                    key={entry.name}
                    name={entry.name}
                    label={
                      kind === 'color'
                        ? sprintf(__('Name of color %d'), index + 1)
                        : sprintf(__('Name of gradient %d'), index + 1)
                    }
                    onChange={(name) => change(entry.slug, { name })}
                  />
                ) : (
                  <span className="co-entry__name">{entry.name}</span>
                )}
                <span className="co-entry__slug">{entry.slug}</span>
                {kind === 'color' ? (
                  <CustomColor
                    label={entry.name}
                    color={entryValue(entry, 'color')}
                    onChange={(color) => change(entry.slug, { color })}
                  />
                ) : (
                  <GradientField
                    label={entry.name}
                    gradient={entryValue(entry, 'gradient')}
                    onChange={(gradient) => change(entry.slug, { gradient })}
                  />
                )}
              </div>
              {isCustom ? (
                <button
                  type="button"
                  className="se-icon-button st-icon-button"
                  aria-label={sprintf(__('Remove %s'), entry.name)}
                  onClick={() => remove(entry.slug)}
                >
                  <Icon name="close" />
                </button>
              ) : (
                <span />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
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
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);
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
    <>
      <input
        type="text"
        className="st-input"
        aria-label={label}
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
    </>
  );
}

function NameField({
  name,
  label,
  onChange,
}: {
  name: string;
  label: string;
  onChange: (name: string) => void;
}) {
  return (
    <CommitField label={label} value={name} isValid={(text) => text !== ''} onCommit={onChange} />
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
      key={gradient}
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
