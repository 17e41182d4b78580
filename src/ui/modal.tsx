// A modal on the platform's own <dialog>.showModal(): the top layer, the inert page behind it and
// the backdrop come free, and the dialog stays inside the element's shadow root and its styles.
// Mounted means open: the caller renders <Modal> while it wants it and drops it on
// onRequestClose (the close button, Escape, or a form with method="dialog" inside). Focus goes to
// the first control of the content, and back to where it was when the modal closes, even when it
// closes by unmounting (which the platform alone does not do).
import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react';
import { __ } from '../i18n';
import { useBoxSize } from './box-size';
import { useStyles } from './element-root';
import { Icon } from './icons';
import { offerSnackbarSlot } from './snackbar-slots';

export type ModalSize = 'small' | 'medium' | 'large' | 'fill';

export interface ModalProps {
  /** The dialog's name, shown in its header. */
  title: string;
  /** The user asked to close (close button, Escape): unmount the modal. */
  onRequestClose: () => void;
  size?: ModalSize;
  /** Keep the title for assistive technology only, and leave closing to the content and Escape. */
  hideHeader?: boolean;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export const modalStyles = /* css */ `
.se-modal {
  border: 0; border-radius: 8px; padding: 0; margin: auto; color: #1e1e1e; background: #fff;
  font: inherit; font-size: 13px; box-shadow: 0 12px 40px rgb(0 0 0 / 0.3);
  width: min(512px, calc(100% - 32px)); max-height: calc(100% - 64px);
  display: flex; flex-direction: column;
}
.se-modal:not([open]) { display: none; }
.se-modal.is-small { width: min(384px, calc(100% - 32px)); }
.se-modal.is-large { width: min(840px, calc(100% - 32px)); }
.se-modal.is-fill { width: calc(100% - 32px); height: calc(100% - 32px); max-height: none; }
.se-modal::backdrop { background: rgb(0 0 0 / 0.35); }
/* While snackbars show (in the slot, at the bottom of the window), a tall dialog leaves them room
   at both ends: it stays centred, and its buttons never lie under them. */
.se-modal { max-height: calc(100% - 2 * max(32px, var(--se-snackbars-room, 0px))); }
.se-modal.is-fill { height: calc(100% - 2 * max(16px, var(--se-snackbars-room, 0px))); }
/* Where the screen's snackbars usually are (anchored to their own region, notices.tsx), else the
   window's bottom start corner. Fixed: the dialog's box and scrolling neither move nor clip it. */
.se-modal__snackbars {
  position: fixed; position-anchor: --se-snackbars-home; margin: 0;
  inset-inline-start: anchor(start, 16px); bottom: anchor(bottom, 16px);
  max-width: min(600px, calc(100vw - 32px)); z-index: 1;
}
.se-modal__snackbars .se-snackbars { position: static; max-width: none; padding: 0; }
.se-modal__header {
  display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 8px 8px 8px 24px; border-bottom: 1px solid #ddd; flex: none;
}
.se-modal__title { margin: 0; font-size: 16px; font-weight: 600; line-height: 1.4; }
.se-modal__body { padding: 16px 24px 24px; overflow: auto; flex: 1; min-height: 0; }
`;

/** The focused element, looking through open shadow roots (the page's activeElement is a host). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Where focus goes back to: the focused element, or, when that is an item of a popover (a menu
 * item, which is gone once the menu closes), the button that controls the popover.
 */
function returnTarget(): HTMLElement | null {
  const active = deepActiveElement();
  const popover = active?.closest<HTMLElement>('[popover]');
  if (!popover?.id) return active;
  const root = popover.getRootNode() as Document | ShadowRoot;
  const controller = root.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(popover.id)}"]`);
  return controller ?? active;
}

export function Modal({
  title,
  onRequestClose,
  size = 'medium',
  hideHeader = false,
  className,
  children,
}: ModalProps) {
  useStyles(modalStyles);
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const snackbarSlot = useRef<HTMLDivElement>(null);
  const snackbars = useBoxSize(snackbarSlot);
  // Room for the snackbars below the dialog: their height, their distance from the bottom, a gap.
  const room = snackbars.height > 0 ? snackbars.height + 24 : 0;
  const titleId = useId();
  // The latest callback, for listeners set up once.
  const requestClose = useRef(onRequestClose);
  requestClose.current = onRequestClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = returnTarget();
    element.showModal();
    const withdrawSlot = snackbarSlot.current ? offerSnackbarSlot(snackbarSlot.current) : undefined;
    // The platform focuses the first focusable in tree order, the close button: start in the
    // content instead, unless something there (autofocus) already has focus.
    const root = element.getRootNode() as Document | ShadowRoot;
    if (!body.current?.contains(root.activeElement)) {
      body.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    return () => {
      withdrawSlot?.();
      if (element.open) element.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`se-modal is-${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      style={room ? ({ '--se-snackbars-room': `${room}px` } as CSSProperties) : undefined}
      // Escape (or a form with method="dialog") closes the dialog natively; its close event then
      // asks the caller to unmount us.
      onClose={() => requestClose.current()}
    >
      {hideHeader ? (
        <h2 id={titleId} className="se-visually-hidden">
          {title}
        </h2>
      ) : (
        <div className="se-modal__header">
          <h2 id={titleId} className="se-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="se-icon-button"
            aria-label={__('Close')}
            onClick={() => requestClose.current()}
          >
            <Icon name="close" />
          </button>
        </div>
      )}
      <div className="se-modal__body" ref={body}>
        {children}
      </div>
      {/* The editor's snackbars, while this is the topmost dialog (ui/notices.tsx). */}
      <div className="se-modal__snackbars" ref={snackbarSlot} />
    </dialog>
  );
}
