// The add menu's two forms (spec 2.9, 5, 7): a new pattern (name, categories typed or chosen,
// Synced) and a new template part (name, area). Each creates the record and opens it in the
// canvas; a failure says why in a snackbar over the dialog, which stays open with what was typed.
// Duplicate asks the same questions, as WordPress does: the copy's name ('{name} (Copy)'), and a
// pattern's categories and sync status or a part's area, then makes the copy.
import { type FormEvent, type KeyboardEvent, useId, useMemo, useState } from 'react';
import { __, sprintf } from '../../i18n';
import {
  categoryChoices,
  categorySuggestions,
  type PatternCategorySources,
  type TemplatePartArea,
  TEMPLATE_PART,
  USER_PATTERN,
} from '../../patterns';
import { toApiError } from '../../api';
import { createErrorNotice } from '../../stores';
import { createPattern, createTemplatePart } from '../../stores/pattern-actions';
import { navigate } from '../../stores/router';
import { Modal } from '../../ui/modal';

const failed = (error: unknown) =>
  createErrorNotice(toApiError(error, __('An error occurred while creating the item.')).message, {
    type: 'snackbar',
  });

function useBusy(): [boolean, (run: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const guard = async (run: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
    }
  };
  return [busy, guard];
}

function Actions({
  busy,
  disabled,
  onCancel,
  submitLabel = __('Add'),
}: {
  busy: boolean;
  disabled: boolean;
  onCancel: () => void;
  submitLabel?: string;
}) {
  return (
    <div className="se-confirm__actions">
      <button type="button" className="dv-button" onClick={onCancel}>
        {__('Cancel')}
      </button>
      <button
        type="submit"
        className="dv-button is-primary"
        disabled={disabled || busy}
        aria-busy={busy}
      >
        {submitLabel}
      </button>
    </div>
  );
}

function NameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{__('Name')}</label>
      <input
        id={id}
        type="text"
        value={value}
        required
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/** Categories as tokens: typed (Enter or comma adds one) or picked from the known ones. */
function CategoriesField({
  sources,
  value,
  onChange,
}: {
  sources: PatternCategorySources;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const choices = useMemo(() => categoryChoices(sources), [sources]);
  const taken = new Set(value.map((label) => label.toLowerCase()));
  const suggestions = categorySuggestions(choices, typed)
    .filter((label) => !taken.has(label.toLowerCase()))
    .slice(0, 8);
  const add = (label: string) => {
    const name = label.trim();
    if (name && !taken.has(name.toLowerCase())) onChange([...value, name]);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',') && typed.trim()) {
      event.preventDefault();
      add(typed);
    } else if (event.key === 'Backspace' && !typed && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className="se-token-field">
      <label htmlFor={id}>{__('Categories')}</label>
      {value.length > 0 && (
        <ul className="se-token-field__tokens" aria-label={__('Chosen categories')}>
          {value.map((label) => (
            <li key={label} className="se-token">
              <span>{label}</span>
              <button
                type="button"
                className="se-token__remove"
                aria-label={sprintf(__('Remove %s'), label)}
                onClick={() => onChange(value.filter((other) => other !== label))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="text"
        value={typed}
        aria-describedby={`${id}-help`}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
        // Leaving the field keeps what was typed, unless for one of its suggestions.
        onBlur={(event) => {
          const field = event.currentTarget.closest('.se-token-field');
          if (typed.trim() && !field?.contains(event.relatedTarget as Node | null)) add(typed);
        }}
      />
      <p id={`${id}-help`} className="se-help">
        {__('Separate with commas or the Enter key.')}
      </p>
      {suggestions.length > 0 && (
        <fieldset className="se-token-field__suggestions">
          <legend className="se-visually-hidden">{__('Suggestions')}</legend>
          {suggestions.map((label) => (
            <button key={label} type="button" className="dv-button" onClick={() => add(label)}>
              {label}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}

export interface PatternFormValues {
  name: string;
  categories: string[];
  synced: boolean;
}

/** A pattern's questions: its name, its categories, whether it is synced. */
export function PatternForm({
  sources,
  initial = { name: '', categories: [], synced: true },
  submitLabel,
  onSubmit,
  onCancel,
}: {
  sources: PatternCategorySources;
  initial?: PatternFormValues;
  submitLabel?: string;
  onSubmit: (values: PatternFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [categories, setCategories] = useState<string[]>(initial.categories);
  const [synced, setSynced] = useState(initial.synced);
  const [busy, guard] = useBusy();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    void guard(async () => {
      try {
        await onSubmit({ name, categories, synced });
      } catch (error) {
        failed(error);
      }
    });
  };
  return (
    <form className="se-draft-form" onSubmit={submit}>
      <NameField value={name} onChange={setName} />
      <CategoriesField sources={sources} value={categories} onChange={setCategories} />
      <label className="se-toggle">
        <input
          type="checkbox"
          role="switch"
          aria-checked={synced}
          checked={synced}
          onChange={(event) => setSynced(event.target.checked)}
        />
        <span>{__('Synced')}</span>
      </label>
      <p className="se-help">{__('Sync this pattern across multiple locations.')}</p>
      <Actions
        busy={busy}
        disabled={!name.trim()}
        onCancel={onCancel}
        {...(submitLabel ? { submitLabel } : {})}
      />
    </form>
  );
}

export interface CreatePatternProps {
  title: string;
  sources: PatternCategorySources;
  onClose: () => void;
}

export function CreatePatternModal({ title, sources, onClose }: CreatePatternProps) {
  return (
    <Modal title={title} onRequestClose={onClose} size="small">
      <PatternForm
        sources={sources}
        onCancel={onClose}
        onSubmit={async ({ name, categories, synced }) => {
          const id = await createPattern(
            { title: name, categories, syncStatus: synced ? 'fully' : 'unsynced' },
            sources,
          );
          onClose();
          navigate(`/${USER_PATTERN}/${id}`, { canvas: 'edit' });
        }}
      />
    </Modal>
  );
}

export interface CreateTemplatePartProps {
  title: string;
  areas: readonly TemplatePartArea[];
  defaultArea: string;
  onClose: () => void;
}

/** A part's questions: its name and its area. */
export function PartForm({
  areas,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  areas: readonly TemplatePartArea[];
  initial: { name: string; area: string };
  submitLabel?: string;
  onSubmit: (values: { name: string; area: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [area, setArea] = useState(initial.area);
  const [busy, guard] = useBusy();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    void guard(async () => {
      try {
        await onSubmit({ name, area });
      } catch (error) {
        failed(error);
      }
    });
  };
  return (
    <form className="se-draft-form" onSubmit={submit}>
      <NameField value={name} onChange={setName} />
      <fieldset className="se-area-choices">
        <legend>{__('Area')}</legend>
        {areas.map((choice) => (
          <label key={choice.area} className="se-area-choice">
            <input
              type="radio"
              name="area"
              value={choice.area}
              checked={area === choice.area}
              onChange={() => setArea(choice.area)}
            />
            <span>
              <strong>{choice.label}</strong>
              {choice.description && <span className="se-help">{choice.description}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <Actions
        busy={busy}
        disabled={!name.trim()}
        onCancel={onCancel}
        {...(submitLabel ? { submitLabel } : {})}
      />
    </form>
  );
}

export function CreateTemplatePartModal({
  title,
  areas,
  defaultArea,
  onClose,
}: CreateTemplatePartProps) {
  return (
    <Modal title={title} onRequestClose={onClose} size="small">
      <PartForm
        areas={areas}
        initial={{ name: '', area: defaultArea }}
        onCancel={onClose}
        onSubmit={async ({ name, area }) => {
          const id = await createTemplatePart({ title: name, area });
          onClose();
          navigate(`/${TEMPLATE_PART}/${id}`, { canvas: 'edit' });
        }}
      />
    </Modal>
  );
}
