// Whether the filter chip row is shown. The toolbar's Filter toggle changes it and the row obeys
// it; the two are siblings under <DataView>, so the flag is kept per data view, keyed by the data
// view's root element (found from each part's own element once mounted). Not part of the View: it
// is screen state, not something a host saves.
import {
  type RefObject,
  useCallback,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';

interface RowState {
  shown: boolean;
  listeners: Set<() => void>;
}

const states = new WeakMap<Element, RowState>();

function stateOf(root: Element): RowState {
  let state = states.get(root);
  if (!state) {
    state = { shown: true, listeners: new Set() };
    states.set(root, state);
  }
  return state;
}

const noop = () => {};

/** [shown, setShown] for the data view that holds `anchor` (shown until first toggled). */
export function useFilterRowShown(
  anchor: RefObject<HTMLElement | null>,
): [boolean, (shown: boolean) => void] {
  const [root, setRoot] = useState<Element | null>(null);
  useLayoutEffect(() => {
    const element = anchor.current;
    setRoot(element?.closest('.dv') ?? element?.parentElement ?? null);
  }, [anchor]);

  const subscribe = useCallback(
    (listener: () => void) => {
      if (!root) return noop;
      const state = stateOf(root);
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    },
    [root],
  );
  const shown = useSyncExternalStore(subscribe, () => (root ? stateOf(root).shown : true));
  const setShown = useCallback(
    (next: boolean) => {
      if (!root) return;
      const state = stateOf(root);
      if (state.shown === next) return;
      state.shown = next;
      for (const listener of state.listeners) listener();
    },
    [root],
  );
  return [shown, setShown];
}
