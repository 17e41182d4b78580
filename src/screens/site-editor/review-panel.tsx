// The review panel (spec 4): every record with unsaved edits, grouped by type, each with a
// checkbox (all checked at first); Save saves the checked ones. A record that fails keeps its
// edits, stays listed, and the notice says why. While a theme is previewed it first says that
// saving activates it (spec 4's prompt), and its button saves the checked ones and activates.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { __ } from '../../i18n';
import {
  $dirtyEntityRecords,
  type DirtyEntityRecord,
  getEntityConfig,
  hasSaveConflict,
} from '../../stores';
import { $isActivatingTheme, $isSavingChanges, saveChanges } from '../../stores/save-changes';
import {
  $runningThemeName,
  activatePreviewedTheme,
  activationPrompt,
  loadRunningThemeName,
} from '../../stores/theme-preview';
import { useStyles } from '../../ui/element-root';
import { Modal } from '../../ui/modal';

const styles = /* css */ `
.se-review__intro { margin: 0 0 16px; }
.se-review__group { border: 0; margin: 0 0 16px; padding: 0; }
.se-review__group legend { font-weight: 600; padding: 0; margin-bottom: 8px; }
.se-review__item { display: flex; align-items: center; gap: 8px; min-height: 32px; }
.se-review__item input { width: 16px; height: 16px; margin: 0; }
.se-review__actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 8px; }
.se-review__actions button {
  min-height: 36px; padding: 6px 12px; border-radius: 2px; border: 1px solid var(--se-accent, #3858e9);
  background: #fff; color: var(--se-accent, #3858e9); cursor: pointer;
}
.se-review__actions button.is-primary { background: var(--se-accent, #3858e9); color: #fff; }
.se-review__actions button:disabled { opacity: 0.6; cursor: default; }
`;

const keyOf = (record: DirtyEntityRecord) =>
  JSON.stringify([record.kind, record.name, record.key ?? '']);

export default function ReviewPanel({
  onClose,
  previewedTheme,
  buttonLabel,
}: {
  onClose: () => void;
  /** The theme being previewed: saving activates it. */
  previewedTheme?: string;
  /** The save button's label while previewing ('Activate %s', 'Activate %s & Save'…). */
  buttonLabel?: string;
}) {
  useStyles(styles);
  const dirty = useStore($dirtyEntityRecords);
  const saving = useStore($isSavingChanges);
  const activating = useStore($isActivatingTheme);
  const isSaving = saving || activating;
  const runningTheme = useStore($runningThemeName);
  useEffect(() => {
    if (previewedTheme) loadRunningThemeName();
  }, [previewedTheme]);
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const chosen = dirty.filter((record) => !unchecked.has(keyOf(record)));

  const groups = new Map<string, DirtyEntityRecord[]>();
  for (const record of dirty) {
    const label = getEntityConfig(record.kind, record.name).label();
    groups.set(label, [...(groups.get(label) ?? []), record]);
  }
  const toggle = (record: DirtyEntityRecord, checked: boolean) => {
    const next = new Set(unchecked);
    if (checked) next.delete(keyOf(record));
    else next.add(keyOf(record));
    setUnchecked(next);
  };
  const save = async () => {
    if (previewedTheme) {
      if (await activatePreviewedTheme(chosen)) onClose();
      return;
    }
    const failed = await saveChanges(chosen);
    // A conflict's notice and choices are behind the panel: it closes for them.
    if (failed.every((record) => hasSaveConflict(record.kind, record.name, record.key))) onClose();
  };

  return (
    <Modal
      title={previewedTheme ? (buttonLabel ?? '') : __('Review changes')}
      onRequestClose={onClose}
    >
      {previewedTheme && (
        <p className="se-review__intro">{activationPrompt(runningTheme, previewedTheme)}</p>
      )}
      {dirty.length > 0 && (
        <p className="se-review__intro">{__('Select the items you want to save.')}</p>
      )}
      {[...groups].map(([label, records]) => (
        <fieldset key={label} className="se-review__group">
          <legend>{label}</legend>
          {records.map((record) => (
            <label key={keyOf(record)} className="se-review__item">
              <input
                type="checkbox"
                checked={!unchecked.has(keyOf(record))}
                disabled={isSaving}
                onChange={(event) => toggle(record, event.currentTarget.checked)}
              />
              {record.title || __('(no title)')}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="se-review__actions">
        <button type="button" onClick={onClose} disabled={isSaving}>
          {__('Cancel')}
        </button>
        <button
          type="button"
          className="is-primary"
          disabled={isSaving || (chosen.length === 0 && !previewedTheme)}
          aria-busy={isSaving}
          onClick={() => void save()}
        >
          {previewedTheme ? buttonLabel : isSaving ? __('Saving') : __('Save')}
        </button>
      </div>
    </Modal>
  );
}
