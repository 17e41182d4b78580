// Design tokens export and import (issue 17, beyond the peer). Interim: replaced by the real
// dialog once the tokens logic lands.
import { __ } from '../../i18n';
import { Modal } from '../../ui/modal';
import { NotBuilt } from '../../ui/not-built';

export default function TokensDialog({
  onClose,
}: {
  mode: 'export' | 'import';
  onClose: () => void;
}) {
  return (
    <Modal title={__('Design tokens')} onRequestClose={onClose}>
      <NotBuilt name={__('Design tokens')} />
    </Modal>
  );
}
