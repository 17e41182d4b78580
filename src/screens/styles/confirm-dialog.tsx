// A confirmation of the Styles screens (spec 8's questions): a small modal named by its question,
// with Cancel and the button that does it. Escape and Cancel answer no.
import { __ } from '../../i18n';
import { Modal } from '../../ui/modal';

export function ConfirmDialog({
  message,
  action,
  onConfirm,
  onCancel,
}: {
  message: string;
  /** The button that does it: 'Delete', 'Reset', 'Remove all'… */
  action: string;
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
          {action}
        </button>
      </div>
    </Modal>
  );
}
