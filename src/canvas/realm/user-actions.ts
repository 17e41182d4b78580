// The user's actions in the canvas's documents (the realm's, and the block canvas's own): they
// mark the changes that follow as the user's (sync.ts), and the editor's keys are handed to the
// editor: undo and redo (one history for the whole editor), primary+S, and an Escape nothing in
// the canvas took.
import type { CanvasHost } from '../bridge';

const ACTIONS = ['pointerdown', 'paste', 'drop', 'cut', 'input', 'compositionend'] as const;

export function listenForUser(host: CanvasHost, onAction: () => void) {
  const watched = new WeakSet<Document>();
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.isTrusted) return;
    onAction();
    const primary = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (primary && !event.altKey && (key === 'z' || key === 'y')) {
      event.preventDefault();
      if (key === 'y' || event.shiftKey) host.redo();
      else host.undo();
      return;
    }
    if (primary && key === 's') {
      event.preventDefault();
      host.key({ key: 's', primary, shift: event.shiftKey, alt: event.altKey });
    }
  };
  // Escape reaches the document only when nothing in the canvas used it.
  const onKeyUpEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented && event.isTrusted) {
      host.key({ key: 'Escape', primary: false, shift: event.shiftKey, alt: event.altKey });
    }
  };
  return (doc: Document) => {
    if (watched.has(doc)) return;
    watched.add(doc);
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('keydown', onKeyUpEscape);
    for (const type of ACTIONS) {
      doc.addEventListener(type, (event) => event.isTrusted && onAction(), true);
    }
  };
}
