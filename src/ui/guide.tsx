// A one-page welcome guide: a small modal with a short text and one button that closes it. The
// site editor's guide and those for editing a page or a template are this; Styles' has pages.
import { useStyles } from './element-root';
import { Modal } from './modal';

const styles = /* css */ `
.se-guide p { margin: 0 0 20px; font-size: 14px; line-height: 1.5; }
.se-guide__actions { display: flex; justify-content: flex-end; }
.se-guide__actions button {
  min-height: 36px; padding: 6px 16px; border: 0; border-radius: 2px; cursor: pointer;
  background: var(--se-accent, #3858e9); color: #fff; font-weight: 500;
}
.se-guide__actions button:focus-visible { outline: 2px solid #1e1e1e; outline-offset: 2px; }
`;

export interface GuideProps {
  title: string;
  text: string;
  /** The closing button's label ('Get started', 'Continue'). */
  button: string;
  /** The button, Escape or the close button: the caller stops showing the guide. */
  onClose: () => void;
}

export function Guide({ title, text, button, onClose }: GuideProps) {
  useStyles(styles);
  return (
    <Modal title={title} onRequestClose={onClose} size="small" className="se-guide">
      <p>{text}</p>
      <div className="se-guide__actions">
        <button type="button" onClick={onClose}>
          {button}
        </button>
      </div>
    </Modal>
  );
}
