// A confirmation's body: the question, then Cancel and the (destructive) confirm button. While
// the confirmed work runs both are disabled, so it runs once; the caller closes the dialog.
import { type ReactNode, useState } from 'react';
import { __ } from '../i18n';
import { useStyles } from './element-root';

const styles = `
.se-confirm { display: grid; gap: 16px; }
.se-confirm__actions { display: flex; justify-content: flex-end; gap: 8px; }
`;

export function Confirm({
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  message: ReactNode;
  confirmLabel: string;
  /** Does the work and closes the dialog; a rejection leaves the dialog open to try again. */
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}) {
  useStyles(styles);
  const [busy, setBusy] = useState(false);
  return (
    <div className="se-confirm">
      <p>{message}</p>
      <div className="se-confirm__actions">
        <button type="button" className="dv-button" disabled={busy} onClick={onCancel}>
          {__('Cancel')}
        </button>
        <button
          type="button"
          className="dv-button is-destructive"
          disabled={busy}
          aria-busy={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } catch {
              setBusy(false);
            }
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
