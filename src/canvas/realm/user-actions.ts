// The user's actions in the canvas's documents (the realm's, and the block canvas's own): they
// mark the changes that follow as the user's (sync.ts), and the editor's keys are handed to the
// editor: undo and redo (one history for the whole editor), primary+S, and an Escape nothing in
// the canvas took.
import type { CanvasHost } from '../bridge';

const ACTIONS = ['pointerdown', 'paste', 'drop', 'cut', 'input', 'compositionend'] as const;
/**
 * Actions that may change blocks in a step of their own (a toolbar button, a paste): what was
 * typed before them is sent first, as typing, so it is not undone with them.
 */
const STEPS = new Set<string>(['pointerdown', 'paste', 'drop', 'cut']);
/** Keys that edit text as typing does (no step of their own): everything else sends first. */
const isTypingKey = (event: KeyboardEvent) =>
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  (event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete');

export function listenForUser(
  host: CanvasHost,
  /** The user acted on `target` (the element a key, a press, a paste or a drop was on). */
  onAction: (target: EventTarget | null) => void,
  flush: () => void,
) {
  const watched = new WeakSet<Document>();
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.isTrusted) return;
    onAction(event.target);
    // What was typed reaches the editor before the key's own step (undo, save, a move).
    if (!isTypingKey(event)) flush();
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
  // Escape and primary+K reach the document only when nothing in the canvas used them (primary+K
  // in a text is the block editor's link): then they are the editor's (primary+K its command
  // palette, never the host page's).
  const onKeyUnused = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !event.isTrusted) return;
    const primary = event.ctrlKey || event.metaKey;
    if (event.key === 'Escape') {
      host.key({ key: 'Escape', primary: false, shift: event.shiftKey, alt: event.altKey });
    } else if (primary && !event.altKey && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      host.key({ key: 'k', primary, shift: event.shiftKey, alt: false });
    }
  };
  const watch = (doc: Document) => {
    if (watched.has(doc)) return;
    watched.add(doc);
    // Focus leaving for the editor (its Save, its Undo) takes what was typed with it.
    doc.defaultView?.addEventListener('blur', flush);
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('keydown', onKeyUnused);
    for (const type of ACTIONS) {
      doc.addEventListener(
        type,
        (event) => {
          if (!event.isTrusted) return;
          onAction(event.target);
          if (STEPS.has(type)) flush();
        },
        true,
      );
    }
  };
  return watch;
}

/**
 * Watches a document and the block canvas's own document inside it, each time the canvas frame
 * loads one (the block editor makes the frame itself and gives no way to its document).
 */
export function watchCanvasDocuments(doc: Document, watch: (doc: Document) => void): void {
  watch(doc);
  const follow = (frame: HTMLIFrameElement) => {
    const take = () => {
      const inner = frame.contentDocument;
      if (inner) watch(inner);
    };
    frame.addEventListener('load', take);
    if (frame.contentDocument?.readyState === 'complete') take();
  };
  const seen = new WeakSet<HTMLIFrameElement>();
  const scan = () => {
    for (const frame of doc.querySelectorAll<HTMLIFrameElement>('iframe[name="editor-canvas"]')) {
      if (seen.has(frame)) continue;
      seen.add(frame);
      follow(frame);
    }
  };
  new MutationObserver(scan).observe(doc.body, { childList: true, subtree: true });
  scan();
}
