// The compare view of a save conflict (stores/entities/conflicts.ts): for each field the user
// edited, their version (the host's now) beside mine, as text (markup, or styles as JSON), with
// the two choices under it. Loaded the first time a conflict is compared.
import { useStore } from '@nanostores/react';
import { __ } from '../i18n';
import { $comparedConflict, $saveConflicts } from '../stores';
import {
  closeCompare,
  conflictEdits,
  keepMine,
  takeTheirs,
} from '../stores/entities/conflict-choices';
import { useStyles } from './element-root';
import { Modal } from './modal';

const styles = /* css */ `
.se-conflict__message { margin: 0 0 16px; }
.se-conflict__field { margin: 0 0 16px; }
.se-conflict__field h3 { font-size: 13px; font-weight: 600; margin: 0 0 8px; }
.se-conflict__sides { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
.se-conflict__side h4 { font-size: 12px; font-weight: 600; margin: 0 0 4px; text-transform: uppercase; }
.se-conflict__side pre {
  margin: 0; padding: 8px; max-height: 40vh; overflow: auto; white-space: pre-wrap;
  word-break: break-word; background: #f6f7f7; border: 1px solid #ddd; border-radius: 2px;
  font: 12px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace;
}
.se-conflict__side pre:focus-visible { outline: 2px solid var(--se-accent, #3858e9); }
.se-conflict__actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 8px; }
.se-conflict__actions button {
  min-height: 36px; padding: 6px 12px; border-radius: 2px; border: 1px solid var(--se-accent, #3858e9);
  background: #fff; color: var(--se-accent, #3858e9); cursor: pointer;
}
.se-conflict__actions button.is-primary { background: var(--se-accent, #3858e9); color: #fff; }
`;

const fieldLabels: Record<string, () => string> = {
  title: () => __('Title'),
  content: () => __('Content'),
  excerpt: () => __('Excerpt'),
  styles: () => __('Styles'),
  settings: () => __('Settings'),
  status: () => __('Status'),
};

/** A field's value as text: strings as they are, `{ raw }` fields by their raw text, else JSON. */
function asText(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'raw' in value) {
    return asText((value as { raw: unknown }).raw);
  }
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

export default function SaveConflictDialog() {
  useStyles(styles);
  const id = useStore($comparedConflict);
  const conflict = useStore($saveConflicts)[id ?? ''];
  if (!id || !conflict) return null;
  const mine = conflictEdits(id);
  const fields = Object.keys(mine);
  return (
    <Modal title={__('Compare versions')} size="large" onRequestClose={closeCompare}>
      <p className="se-conflict__message">{conflict.message}</p>
      {fields.map((field) => {
        const label = fieldLabels[field]?.() ?? field;
        return (
          <div key={field} className="se-conflict__field">
            <h3>{label}</h3>
            <div className="se-conflict__sides">
              <section
                className="se-conflict__side"
                aria-label={`${label}: ${__('Their version')}`}
              >
                <h4>{__('Their version')}</h4>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: long text scrolls by keyboard. */}
                <pre tabIndex={0}>
                  {conflict.theirs ? asText(conflict.theirs[field]) : __('(could not be read)')}
                </pre>
              </section>
              <section className="se-conflict__side" aria-label={`${label}: ${__('Your version')}`}>
                <h4>{__('Your version')}</h4>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: long text scrolls by keyboard. */}
                <pre tabIndex={0}>{asText(mine[field])}</pre>
              </section>
            </div>
          </div>
        );
      })}
      <div className="se-conflict__actions">
        <button type="button" onClick={() => void takeTheirs(id)}>
          {__('Take theirs')}
        </button>
        <button type="button" className="is-primary" onClick={() => void keepMine(id)}>
          {__('Keep mine')}
        </button>
      </div>
    </Modal>
  );
}
