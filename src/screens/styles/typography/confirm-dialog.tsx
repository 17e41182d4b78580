// A confirmation (spec 8) on the shared modal: the question, Cancel, and the action.
import { __ } from '../../../i18n';
import { Modal } from '../../../ui/modal';

export function ConfirmDialog({
  message,
  action,
  onConfirm,
  onCancel,
}: {
  message: string;
  /** The action's button label ('Delete', 'Reset'…), also the dialog's name. */
  action: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={action} size="small" hideHeader onRequestClose={onCancel}>
      <div className="ty-confirm">
        <p>{message}</p>
        <div className="ty-actions">
          <button type="button" className="st-button" onClick={onCancel}>
            {__('Cancel')}
          </button>
          <button type="button" className="st-button is-primary" onClick={onConfirm}>
            {action}
          </button>
        </div>
      </div>
    </Modal>
  );
}
