// The small form fields the Layout, Dimensions and Border panels are made of: a length typed as
// text (kept while typing, written on Enter or leaving the field), a spacing value that is either
// a spacing preset (`var:preset|spacing|{slug}`) or a custom length, and four sides edited
// together (linked) or one by one.
import { type KeyboardEvent, useId, useState } from 'react';
import { __, sprintf } from '../../../i18n';
import { isObject } from '../../../global-styles/json';
import { useWhenChanged } from '../../../ui/element-root';

export interface SpacingPreset {
  slug: string;
  name: string;
  size: string;
}

/** A text field that writes its value on Enter or blur; an empty field writes `undefined`. */
export function TextField({
  label,
  value,
  placeholder,
  onCommit,
  help,
  hideLabel = false,
}: {
  label: string;
  value: string;
  placeholder?: string | undefined;
  onCommit: (value: string | undefined) => void;
  help?: string;
  hideLabel?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useWhenChanged(value, setDraft);
  const commit = () => {
    const next = draft.trim();
    if (next === value.trim()) return;
    onCommit(next === '' ? undefined : next);
    // The new value arrives as `value` on the next render; a refused one leaves the old shown.
    setDraft(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape' && draft !== value) {
      event.stopPropagation();
      setDraft(value);
    }
  };
  return (
    <div className="st-field">
      <label htmlFor={id} className={hideLabel ? 'se-visually-hidden' : 'st-field__label'}>
        {label}
      </label>
      <input
        id={id}
        className="st-input"
        type="text"
        value={draft}
        placeholder={placeholder}
        spellCheck={false}
        {...(help ? { 'aria-describedby': `${id}-help` } : {})}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {help && (
        <p id={`${id}-help`} className="st-help">
          {help}
        </p>
      )}
    </div>
  );
}

const PRESET = /^var:preset\|spacing\|(.+)$/;
const PRESET_CSS = /^var\(--wp--preset--spacing--([^)]+)\)$/;

/** The preset slug a spacing value names, if it names one. */
export function spacingPresetSlug(value: string): string | undefined {
  return value.match(PRESET)?.[1] ?? value.match(PRESET_CSS)?.[1];
}

/**
 * A spacing value: Default (the theme's), one of the spacing presets, or a custom length.
 * `value` is the current value ('' for none).
 */
export function SpacingField({
  label,
  value,
  presets,
  onChange,
  hideLabel = false,
}: {
  label: string;
  value: string;
  presets: readonly SpacingPreset[];
  onChange: (value: string | undefined) => void;
  /** The label for assistive technology only (a heading above already says it). */
  hideLabel?: boolean;
}) {
  const id = useId();
  const slug = spacingPresetSlug(value);
  const known = slug !== undefined && presets.some((preset) => preset.slug === slug);
  const [customWanted, setCustomWanted] = useState(false);
  const choice = known ? `preset:${slug}` : value !== '' || customWanted ? 'custom' : '';
  return (
    <div className="st-field st-spacing">
      <label htmlFor={id} className={hideLabel ? 'se-visually-hidden' : 'st-field__label'}>
        {label}
      </label>
      <div className="st-spacing__row">
        <select
          id={id}
          className="st-select"
          value={choice}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setCustomWanted(next === 'custom');
            if (next === '') onChange(undefined);
            else if (next.startsWith('preset:'))
              onChange(`var:preset|spacing|${next.slice('preset:'.length)}`);
          }}
        >
          <option value="">{__('Default')}</option>
          {presets.map((preset) => (
            <option key={preset.slug} value={`preset:${preset.slug}`}>
              {preset.name}
            </option>
          ))}
          <option value="custom">{__('Custom')}</option>
        </select>
        {choice === 'custom' && (
          <TextField
            label={sprintf(__('%s custom size'), label)}
            hideLabel
            value={known ? '' : value}
            placeholder={__('e.g. 16px')}
            onCommit={(next) => onChange(next)}
          />
        )}
      </div>
    </div>
  );
}

export const SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type Side = (typeof SIDES)[number];
export type Sides = Partial<Record<Side, string>>;

const sideLabels: Record<Side, () => string> = {
  top: () => __('Top'),
  right: () => __('Right'),
  bottom: () => __('Bottom'),
  left: () => __('Left'),
};

/** A box value (`padding`, `margin`) as four sides: a string applies to all of them. */
export function boxSides(value: unknown): Sides {
  if (typeof value === 'string' && value !== '')
    return { top: value, right: value, bottom: value, left: value };
  if (!isObject(value)) return {};
  const sides: Sides = {};
  for (const side of SIDES) {
    const own = value[side];
    if (typeof own === 'string' && own !== '') sides[side] = own;
  }
  return sides;
}

const allSame = (sides: Sides) => SIDES.every((side) => (sides[side] ?? '') === (sides.top ?? ''));

/** The toggle between one value for all sides and one per side (spacing, borders). */
export function LinkSidesButton({ linked, onToggle }: { linked: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="se-icon-button st-icon-button st-sides__link"
      aria-pressed={linked}
      aria-label={linked ? __('Unlink sides') : __('Link sides')}
      title={linked ? __('Unlink sides') : __('Link sides')}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d={
            linked
              ? 'M9 12h6M8 8H6a4 4 0 0 0 0 8h2M16 8h2a4 4 0 0 1 0 8h-2'
              : 'M8 8H6a4 4 0 0 0 0 8h2M16 8h2a4 4 0 0 1 0 8h-2'
          }
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
    </button>
  );
}

/**
 * Padding or margin: one field for all four sides while linked, one per side when not. Starts
 * unlinked when the sides differ. `onChange` gets the new sides (undefined when all are empty).
 */
export function SidesField({
  label,
  value,
  presets,
  sides = SIDES,
  onChange,
}: {
  label: string;
  value: Sides;
  presets: readonly SpacingPreset[];
  /** The sides the block supports (e.g. only top and bottom margins). */
  sides?: readonly Side[];
  onChange: (value: Sides | undefined) => void;
}) {
  const [linked, setLinked] = useState(() => allSame(value));
  const labelId = useId();
  const write = (next: Sides) => {
    const kept = Object.fromEntries(
      Object.entries(next).filter(([side, v]) => v && sides.includes(side as Side)),
    );
    onChange(Object.keys(kept).length > 0 ? kept : undefined);
  };
  return (
    // Named by its label (a legend must be the fieldset's first child, and this one shares a row
    // with the link button).
    <fieldset className="st-sides" aria-labelledby={labelId}>
      <div className="st-sides__header">
        <span id={labelId} className="st-field__label">
          {label}
        </span>
        <LinkSidesButton linked={linked} onToggle={() => setLinked(!linked)} />
      </div>
      {linked ? (
        <SpacingField
          label={sprintf(__('%s (all sides)'), label)}
          hideLabel
          value={value[sides[0] ?? 'top'] ?? ''}
          presets={presets}
          onChange={(next) =>
            write(Object.fromEntries(sides.map((side) => [side, next ?? ''])) as Sides)
          }
        />
      ) : (
        sides.map((side) => (
          <SpacingField
            key={side}
            label={sideLabels[side]()}
            value={value[side] ?? ''}
            presets={presets}
            onChange={(next) => write({ ...value, [side]: next ?? '' })}
          />
        ))
      )}
    </fieldset>
  );
}
