// The selected block kept across a trip to another record (a template part's 'Edit original'):
// back on the record it was opened from, the same block is selected again, as WordPress's site
// editor does. The block is found by its place in the tree (the record's blocks are parsed anew,
// with new client ids) and its name.
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch, select, subscribe } from '@wordpress/data';

interface Remembered {
  /** The record left, and the one opened from it (`entityKey`). */
  from: string;
  to: string;
  /** The selected block's index at each level, from the root, and its name. */
  path: number[];
  name: string;
}

let remembered: Remembered | undefined;

// The block editor's store, through its untyped selectors (its types do not list them all).
type Editor = {
  getSelectedBlockClientId(): string | null;
  getBlockParents(clientId: string): string[];
  getBlockIndex(clientId: string): number;
  getBlockOrder(rootClientId?: string): string[];
  getBlockName(clientId: string): string | null;
};
const editor = () => select(blockEditorStore) as unknown as Editor;

/** Remembers the block selected in `from` as the editor opens `to`. */
export function rememberSelection(from: string, to: string): void {
  const blocks = editor();
  const id = blocks.getSelectedBlockClientId();
  const name = id ? blocks.getBlockName(id) : null;
  if (!id || !name) {
    remembered = undefined;
    return;
  }
  const path = [...blocks.getBlockParents(id), id].map((clientId) =>
    blocks.getBlockIndex(clientId),
  );
  remembered = { from, to, path, name };
}

function findBlock({ path, name }: Remembered): string | undefined {
  const blocks = editor();
  let id: string | undefined;
  for (const index of path) {
    id = blocks.getBlockOrder(id ?? '')[index];
    if (!id) return undefined;
  }
  return id && blocks.getBlockName(id) === name ? id : undefined;
}

/**
 * A record opens: the one a trip began from selects its block again once its blocks are there
 * (given up after 10 s); any other but the trip's own target ends the trip.
 */
export function restoreSelection(opened: string): void {
  const trip = remembered;
  if (!trip || opened === trip.to) return;
  remembered = undefined;
  if (opened !== trip.from) return;
  const attempt = () => {
    const id = findBlock(trip);
    const actions = dispatch(blockEditorStore) as unknown as { selectBlock(id: string): void };
    if (id) actions.selectBlock(id);
    return !!id;
  };
  if (attempt()) return;
  const stop = subscribe(() => {
    if (attempt()) stop();
  }, blockEditorStore);
  setTimeout(stop, 10_000);
}
