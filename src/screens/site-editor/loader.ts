// The editor's loader (spec 4, 9): shown when the editor opens, gone once no data request is
// pending, or after 10 000 ms whatever happens. It does not come back for later requests.
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { $pendingRequests } from '../../api';

export const LOADER_TIMEOUT_MS = 10_000;

/** A loader store over a pending-request count (the page's own, or a test's). */
export function createLoader(pending: ReadableAtom<number>, timeoutMs = LOADER_TIMEOUT_MS) {
  const visible = atom(true);
  onMount(visible, () => {
    if (!visible.get()) return;
    let unsubscribe: (() => void) | undefined;
    const hide = () => {
      visible.set(false);
      cleanup();
    };
    const timer = setTimeout(hide, timeoutMs);
    // Requests start in the effects of the first render: look at the count after they had a chance.
    const settle = setTimeout(() => {
      if (pending.get() === 0) return hide();
      unsubscribe = pending.listen((count) => {
        if (count === 0) hide();
      });
    }, 0);
    function cleanup() {
      clearTimeout(timer);
      clearTimeout(settle);
      unsubscribe?.();
    }
    return cleanup;
  });
  return visible;
}

export const $loaderVisible = createLoader($pendingRequests);
