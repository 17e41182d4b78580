// The editor's loader (spec 4, 9): shown when the editor opens, gone once no data request is
// pending, or after 10 000 ms whatever happens. It does not come back for later requests.
import { atom, onMount } from 'nanostores';
import { $pendingRequests } from '../../api';

export const LOADER_TIMEOUT_MS = 10_000;

export const $loaderVisible = atom(true);

onMount($loaderVisible, () => {
  if ($loaderVisible.get() === false) return;
  const hide = () => {
    $loaderVisible.set(false);
    cleanup();
  };
  const timer = setTimeout(hide, LOADER_TIMEOUT_MS);
  // Requests start in the effects of the first render: look at the count after they had a chance.
  let unsubscribe: (() => void) | undefined;
  const settle = setTimeout(() => {
    if ($pendingRequests.get() === 0) return hide();
    unsubscribe = $pendingRequests.listen((pending) => {
      if (pending === 0) hide();
    });
  }, 0);
  function cleanup() {
    clearTimeout(timer);
    clearTimeout(settle);
    unsubscribe?.();
  }
  return cleanup;
});
