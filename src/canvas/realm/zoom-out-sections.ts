// Zoomed out, the sections (the inner blocks of the section root: a template's `<main>`, a page's
// content) are what is selected and moved, whole. Done with the block editor's public block
// editing modes. Its rules (store/selectors.js, store/reducer.js): a block's own mode wins; a
// block without one is 'disabled' when its nearest ancestor with a mode has 'disabled', and may be
// moved only when its parent is not 'disabled'; a disabled block lets clicks through to the block
// around it. Hence, zoomed out:
// - the root '' 'disabled': the template around the sections (its parts, its header) is inert;
// - the section root 'contentOnly': not disabled, so its sections move;
// - each section 'contentOnly': selectable, moved, removed, without its inner blocks' tools;
// - each section's direct inner blocks 'disabled' (theirs inherit it): a click in a section
//   selects the section.
// Leaving, each block gets back the mode it had (LockTemplate's, page-in-template.tsx, and the
// template parts' own among them).
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch, select, useRegistry, useSelect } from '@wordpress/data';
import { useEffect, useRef } from 'react';

type Mode = 'disabled' | 'contentOnly' | 'default';

interface SelectBlocks {
  getBlockOrder(clientId: string): string[];
  getBlockEditingMode(clientId: string): Mode;
  getBlockParents(clientId: string): string[];
  getSelectedBlockClientId(): string | null;
}
interface DispatchBlocks {
  setBlockEditingMode(clientId: string, mode: Mode): void;
  unsetBlockEditingMode(clientId: string): void;
  __unstableMarkNextChangeAsNotPersistent(): void;
  selectBlock(clientId: string): void;
  clearSelectedBlock(): void;
}

const blocks = () => select(blockEditorStore) as unknown as SelectBlocks;
const blockActions = () => dispatch(blockEditorStore) as unknown as DispatchBlocks;

/** The modes zoomed out, a block before those inside it, as `id mode` lines (compared as text). */
function zoomedOutModes(store: SelectBlocks, root: string): string {
  const sections = store.getBlockOrder(root);
  const lines = [' disabled', `${root} contentOnly`];
  for (const section of sections) lines.push(`${section} contentOnly`);
  for (const section of sections) {
    for (const inner of store.getBlockOrder(section)) lines.push(`${inner} disabled`);
  }
  return lines.join('\n');
}

function parseModes(modes: string): Map<string, Mode> {
  const map = new Map<string, Mode>();
  if (!modes) return map;
  for (const line of modes.split('\n')) {
    const at = line.lastIndexOf(' ');
    map.set(line.slice(0, at), line.slice(at + 1) as Mode);
  }
  return map;
}

/** What a block we changed had: its mode before, when known (set as we entered zoom out). */
interface Changed {
  before: Mode | undefined;
}

/**
 * Gives `id` back its mode: none of ours, then the one it had if that differs (it had one of its
 * own). Called a block before those inside it, so that what it inherits is already as it was.
 */
function restore(id: string, changed: Changed): void {
  const actions = blockActions();
  actions.__unstableMarkNextChangeAsNotPersistent();
  actions.unsetBlockEditingMode(id);
  if (changed.before && blocks().getBlockEditingMode(id) !== changed.before) {
    actions.__unstableMarkNextChangeAsNotPersistent();
    actions.setBlockEditingMode(id, changed.before);
  }
}

/**
 * Sets the sections' modes while `root` is given (zoomed out), and follows its sections as they
 * move, come and go; gives every block its mode back when `root` goes (zoom out left, the record
 * closed).
 */
export function useSectionModes(root: string | undefined): void {
  const registry = useRegistry();
  const wanted = useSelect(
    (select) =>
      root ? zoomedOutModes(select(blockEditorStore) as unknown as SelectBlocks, root) : '',
    [root],
  );
  // The blocks whose modes are ours, in the order set (a block before those inside it).
  const changed = useRef(new Map<string, Changed>());
  const entering = useRef(true);
  useEffect(() => {
    const modes = parseModes(wanted);
    registry.batch(() => {
      for (const [id, was] of changed.current) {
        if (modes.has(id)) continue;
        restore(id, was);
        changed.current.delete(id);
      }
      const store = blocks();
      const actions = blockActions();
      for (const [id, mode] of modes) {
        const was = changed.current.get(id);
        if (!was) {
          // Known only as we enter: later, what a block has comes from our modes around it.
          changed.current.set(id, {
            before: entering.current ? store.getBlockEditingMode(id) : undefined,
          });
        } else if (store.getBlockEditingMode(id) === mode) continue;
        actions.__unstableMarkNextChangeAsNotPersistent();
        actions.setBlockEditingMode(id, mode);
      }
    });
    entering.current = modes.size === 0;
  }, [registry, wanted]);
  // The record closed zoomed out.
  useEffect(
    () => () => {
      registry.batch(() => {
        for (const [id, was] of changed.current) restore(id, was);
      });
      changed.current.clear();
    },
    [registry],
  );
}

/**
 * Entering zoom out, the section around the selected block is selected (a block outside the
 * sections is not selected any more), as WordPress's zoom out does.
 */
export function selectSectionAround(root: string): void {
  const store = blocks();
  const selected = store.getSelectedBlockClientId();
  if (!selected) return;
  const sections = store.getBlockOrder(root);
  if (sections.includes(selected)) return;
  const section = store.getBlockParents(selected).find((id) => sections.includes(id));
  if (section) blockActions().selectBlock(section);
  else blockActions().clearSelectedBlock();
}
