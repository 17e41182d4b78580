// Where snackbars show while a modal dialog is open. The page behind a modal is inert and under
// its backdrop, so each open modal offers a slot (an element inside the dialog, placed where the
// snackbars usually are); the one list of snackbars moves into the topmost slot of its own shadow
// root, and back when the modal closes. Modals open and close in stack order.
import { atom } from 'nanostores';

/** The open modals' slots, the topmost last. */
export const $snackbarSlots = atom<readonly HTMLElement[]>([]);

/** Offers a modal's slot; returns the call that withdraws it. */
export function offerSnackbarSlot(slot: HTMLElement): () => void {
  $snackbarSlots.set([...$snackbarSlots.get(), slot]);
  return () => $snackbarSlots.set($snackbarSlots.get().filter((s) => s !== slot));
}

/** The topmost open slot in `root` (a shadow root or the document), if any. */
export function topSnackbarSlot(
  slots: readonly HTMLElement[],
  root: Node,
): HTMLElement | undefined {
  return slots.findLast((slot) => slot.isConnected && slot.getRootNode() === root);
}
