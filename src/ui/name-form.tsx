// A one-field form naming something: Name, then Cancel and the submit button (disabled while the
// name is not acceptable or a submit runs). Used by every Add and Rename dialog that asks only
// for a name (custom views, patterns, pattern categories, templates).
import { type FormEvent, useId, useState } from 'react';
import { __ } from '../i18n';
import { useStyles } from './element-root';

const styles = `
.se-name-form { display: grid; gap: 8px; }
.se-name-form input { font: inherit; min-height: 36px; padding: 0 8px; border: 1px solid #949494; border-radius: 2px; }
.se-name-form input:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
.se-name-form__actions { display: flex; justify-content: flex-end; gap: 8px; }
`;

export interface NameFormProps {
  initial?: string;
  submitLabel: string;
  canSubmit: (name: string) => boolean;
  /**
   * Saves the name; the caller closes the dialog when it is done. A rejection or `false` keeps
   * the form open with the name for another try (the caller has said why).
   */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
}

export function NameForm({
  initial = '',
  submitLabel,
  canSubmit,
  onSubmit,
  onCancel,
}: NameFormProps) {
  useStyles(styles);
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !canSubmit(name)) return;
    setBusy(true);
    let kept = false;
    try {
      kept = (await onSubmit(name)) === false;
    } catch {
      kept = true;
    }
    if (kept) setBusy(false);
  };
  return (
    <form className="se-name-form" onSubmit={submit}>
      <label htmlFor={fieldId}>{__('Name')}</label>
      <input
        id={fieldId}
        type="text"
        value={name}
        required
        onChange={(event) => setName(event.target.value)}
      />
      <div className="se-name-form__actions">
        <button type="button" className="dv-button" onClick={onCancel}>
          {__('Cancel')}
        </button>
        <button
          type="submit"
          className="dv-button is-primary"
          disabled={busy || !canSubmit(name)}
          aria-busy={busy}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
