// Primary+A pressed twice selects every block beside the one the caret is in. The block editor
// does it by selecting the blocks in its store, making the whole canvas body editable, focusing it
// and removing the document's selection. Chromium then puts a caret back at the body's first text
// before the key is released; the block editor reads that caret (a `selectionchange`) as a click
// there and selects that one block. When the body's first text is one of the selected blocks (a
// template whose first block is a heading), the selection of all of them collapses to it.
//
// So while the blocks the key selected are still selected, with nothing done since but the key
// itself, a caret that appears by itself is taken out again before the block editor sees it.
import { store as blockEditorStore } from '@wordpress/block-editor';
import { select } from '@wordpress/data';

interface SelectionSelectors {
  hasMultiSelection(): boolean;
  __unstableIsFullySelected(): boolean;
}

const isSelectAll = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'a';

const MODIFIERS = new Set(['Control', 'Meta', 'Shift', 'Alt']);

const kept = new WeakSet<Document>();

/** Keeps a select-all of blocks in `doc` (the block canvas's document) from collapsing. */
export function keepSelectAll(doc: Document): void {
  if (kept.has(doc)) return;
  kept.add(doc);
  /** Set by primary+A, until the user's next key or press. */
  let selectedByKey = false;
  doc.addEventListener(
    'keydown',
    (event) => {
      if (isSelectAll(event)) selectedByKey = true;
      else if (!MODIFIERS.has(event.key)) {
        // The key acts on the selected blocks (Delete removes them), never at a caret Chromium
        // put back as the key went down.
        if (selectedByKey) dropStrayCaret();
        selectedByKey = false;
      }
    },
    true,
  );
  doc.addEventListener(
    'pointerdown',
    () => {
      selectedByKey = false;
    },
    true,
  );
  /** Takes out a caret the blocks' selection did not put there; whether there was one. */
  const dropStrayCaret = () => {
    const selection = doc.getSelection();
    if (!selection?.rangeCount || !selection.isCollapsed) return false;
    const blocks = select(blockEditorStore) as unknown as SelectionSelectors;
    if (!blocks.hasMultiSelection() || !blocks.__unstableIsFullySelected()) return false;
    if ((doc.body as HTMLElement | null)?.contentEditable !== 'true') return false;
    selection.removeAllRanges();
    return true;
  };
  // Captured: it runs before the block editor's own listener on the document.
  doc.addEventListener(
    'selectionchange',
    (event) => {
      if (selectedByKey && dropStrayCaret()) event.stopImmediatePropagation();
    },
    true,
  );
}
