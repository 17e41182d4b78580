// Which attachments are chosen, as the library's listbox changes it (pure, so it is tested without
// a browser). One item, or several in the order they were chosen (a gallery keeps that order).
// Pointer: a click chooses one; in multiple mode Ctrl/Cmd-click adds or removes one and
// Shift-click adds the run from the last clicked item. Keys: Space (or Enter) chooses the active
// item; in multiple mode it adds or removes it, Shift+Space adds the run.

export interface MediaSelection {
  /** Ids in the order chosen. */
  ids: number[];
  /** Where a Shift-click's run starts: the index last clicked or toggled. */
  anchor: number;
}

export interface SelectGesture {
  index: number;
  /** Ctrl or Cmd held. */
  toggle: boolean;
  /** Shift held. */
  range: boolean;
}

export const noSelection: MediaSelection = { ids: [], anchor: -1 };

/** The selection after a click (or Space) on `order[index]`. */
export function select(
  selection: MediaSelection,
  order: number[],
  gesture: SelectGesture,
  multiple: boolean,
): MediaSelection {
  const id = order[gesture.index];
  if (id === undefined) return selection;
  if (!multiple) return { ids: [id], anchor: gesture.index };
  if (gesture.range && selection.anchor >= 0) {
    const from = Math.min(selection.anchor, gesture.index);
    const to = Math.max(selection.anchor, gesture.index);
    const run = order.slice(from, to + 1);
    const kept = selection.ids.filter((other) => !run.includes(other));
    return { ids: [...kept, ...run], anchor: selection.anchor };
  }
  if (gesture.toggle) {
    const ids = selection.ids.includes(id)
      ? selection.ids.filter((other) => other !== id)
      : [...selection.ids, id];
    return { ids, anchor: gesture.index };
  }
  return { ids: [id], anchor: gesture.index };
}

/** A new item (an upload) joins the selection: alone in single mode, last in multiple mode. */
export function addToSelection(
  selection: MediaSelection,
  id: number,
  multiple: boolean,
): MediaSelection {
  if (!multiple) return { ids: [id], anchor: 0 };
  return { ids: [...selection.ids.filter((other) => other !== id), id], anchor: 0 };
}

/** The index an arrow key (or Home/End) moves to, or null for other keys. */
export function movedIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
  rtl: boolean,
): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  const moves: Record<string, number> = {
    [forward]: index + 1,
    [back]: index - 1,
    ArrowDown: index + columns,
    ArrowUp: index - columns,
    Home: 0,
    End: count - 1,
  };
  if (!(key in moves)) return null;
  return Math.min(Math.max(moves[key]!, 0), count - 1);
}
