// The small form pieces the typography panels are made of: a labelled field with its reset
// button, a choice of a few options (radio buttons drawn as a segmented control: arrow keys move
// between them, as the platform gives), a number with a unit menu, and a switch.
import { type ReactNode, useId, useState } from 'react';
import { __, sprintf } from '../../../i18n';
import { useWhenChanged } from '../../../ui/element-root';
import { splitQuantity } from './typography-values';

/** A labelled control; `onReset` (shown when given) clears the user's value. */
export function Field({
  label,
  htmlFor,
  onReset,
  children,
}: {
  label: string;
  htmlFor?: string;
  onReset?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <div className="st-field ty-field">
      <div className="ty-field__head">
        {htmlFor ? (
          <label className="st-field__label" htmlFor={htmlFor}>
            {label}
          </label>
        ) : (
          <span className="st-field__label">{label}</span>
        )}
        {onReset && <ResetButton label={label} onReset={onReset} />}
      </div>
      {children}
    </div>
  );
}

export function ResetButton({ label, onReset }: { label: string; onReset: () => void }) {
  return (
    <button
      type="button"
      className="ty-reset"
      aria-label={sprintf(__('Reset %s'), label)}
      onClick={onReset}
    >
      {__('Reset')}
    </button>
  );
}

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/** One of a few choices; none is checked when `value` matches none. */
export function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
  onReset,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: string | undefined;
  onChange: (value: T) => void;
  onReset?: (() => void) | undefined;
}) {
  const name = useId();
  return (
    <fieldset className="st-field ty-field ty-choices">
      {/* The legend stays the fieldset's first child: only then does it name the group. */}
      <legend className="st-field__label">{legend}</legend>
      {onReset && <ResetButton label={legend} onReset={onReset} />}
      <div className="ty-segmented">
        {choices.map((choice) => (
          <label key={choice.value} className="ty-segmented__option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A number and its unit (`'1.5rem'`). What is typed stays as typed until it is a number; an
 * emptied field clears the value. `min` keeps the number at or above it.
 */
export function QuantityInput({
  id,
  label,
  value,
  units,
  min,
  step,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  units: readonly string[];
  min?: number;
  step?: number;
  disabled?: boolean;
  onChange: (value: string | undefined) => void;
}) {
  const split = splitQuantity(value, units);
  const [amount, setAmount] = useState(split.amount);
  const [unit, setUnit] = useState(split.unit);
  useWhenChanged(value, () => {
    if (Number(amount) !== Number(split.amount) || amount === '') setAmount(split.amount);
    setUnit(split.unit);
  });
  const commit = (nextAmount: string, nextUnit: string) => {
    if (nextAmount.trim() === '') return onChange(undefined);
    const number = Number(nextAmount);
    if (!Number.isFinite(number)) return;
    const kept = min !== undefined && number < min ? min : number;
    onChange(`${kept}${nextUnit}`);
  };
  return (
    <div className="ty-quantity">
      <input
        id={id}
        className="st-input"
        type="number"
        inputMode="decimal"
        value={amount}
        {...(min !== undefined ? { min } : {})}
        step={step ?? (unit === 'px' ? 1 : 0.1)}
        disabled={disabled}
        onChange={(event) => {
          setAmount(event.target.value);
          commit(event.target.value, unit);
        }}
      />
      <select
        className="st-select ty-quantity__unit"
        aria-label={sprintf(__('%s unit'), label)}
        value={unit}
        disabled={disabled}
        onChange={(event) => {
          setUnit(event.target.value);
          if (amount.trim() !== '') commit(amount, event.target.value);
        }}
      >
        {units.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An on/off switch (a checkbox with the switch role) with its label and help text. */
export function Switch({
  label,
  help,
  checked,
  onChange,
}: {
  label: string;
  help?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const helpId = useId();
  return (
    <div className="ty-switch">
      <label className="ty-switch__label">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          {...(help ? { 'aria-describedby': helpId } : {})}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {help && (
        <p id={helpId} className="ty-help">
          {help}
        </p>
      )}
    </div>
  );
}
