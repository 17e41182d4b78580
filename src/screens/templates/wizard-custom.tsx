// Step 3 of the Add template wizard (spec 2.10, 5): a custom template, named by the user (the
// name is optional: 'Custom Template'), slug 'wp-custom-template-' plus the dashed name. A name
// whose slug an existing template has is refused with the reason beside the field.
import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useState } from 'react';
import { $templateChoices, templateWizardBack } from '../../stores/templates';
import { checkCustomTemplate, customTemplateForm } from '../../templates/wizard';
import type { CreateNewTemplate } from './template-wizard';

export function CustomTemplateStep({ busy, create }: { busy: boolean; create: CreateNewTemplate }) {
  const form = customTemplateForm();
  const { templates } = useStore($templateChoices);
  const [name, setName] = useState(form.name);
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const helpId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkCustomTemplate(name, templates);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(undefined);
    create(check.template, false);
  };

  return (
    <form className="se-template-step se-draft-form" onSubmit={submit} noValidate>
      <label htmlFor={fieldId}>{form.label}</label>
      <input
        id={fieldId}
        type="text"
        value={name}
        placeholder={form.placeholder}
        aria-describedby={error ? `${errorId} ${helpId}` : helpId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      {error && (
        <p id={errorId} className="se-template-form__error" role="alert">
          {error}
        </p>
      )}
      <p id={helpId} className="se-template-form__help">
        {form.help}
      </p>
      <div className="se-template-step__footer">
        <button type="button" className="dv-button" disabled={busy} onClick={templateWizardBack}>
          {form.backLabel}
        </button>
        <button type="submit" className="dv-button is-primary" disabled={busy} aria-busy={busy}>
          {form.submitLabel}
        </button>
      </div>
    </form>
  );
}
