// A yes-or-no question in a small modal (spec 8's confirmations): the question, Cancel, and the
// button that does it. Escape and Cancel answer no.
import { __ } from '../../../i18n';
import { Modal } from '../../../ui/modal';

export function ConfirmDialog({
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={message} hideHeader size="small" onRequestClose={onCancel}>
      <p className="st-confirm__message">{message}</p>
      <div className="st-confirm__actions">
        <button type="button" className="st-button" onClick={onCancel}>
          {__('Cancel')}
        </button>
        <button type="button" className="st-button is-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
