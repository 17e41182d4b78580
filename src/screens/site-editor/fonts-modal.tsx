// The 'Fonts' modal (spec 2.7): the font library, full screen over the editor, opened by the
// command palette and the Typography screen's 'Manage fonts' (stores/fonts-modal.ts). Loaded
// only when first opened, so the font library's code stays out of the first screen. Its banner
// notices show inside it (the page behind a modal is inert); the shell's snackbars come into it
// by themselves (ui/notices.tsx).
import { __ } from '../../i18n';
import { FontLibrary } from '../font-library/font-library';
import { Modal } from '../../ui/modal';
import { NoticeBanners } from '../../ui/notices';

export default function FontsModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={__('Fonts')} size="fill" onRequestClose={onClose}>
      <NoticeBanners />
      <FontLibrary />
    </Modal>
  );
}
