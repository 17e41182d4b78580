// A store's data loaded when something starts watching it, and loaded again while watched after
// a failure (issue 16): when the browser is back online, the host answers again, the user
// presses Retry, or after a pause growing with each failure (api/recovery.ts). The load puts
// its outcome in the store itself, and rejects when it failed.
import { onMount, type ReadableAtom, task } from 'nanostores';
import { retriesOf } from '../api';

/**
 * `loadWhileWatched($store, load, hasData)`: `load` runs as the store is first watched unless
 * `hasData()`, and again after each failure while watched. Returns a function that loads now.
 */
export function loadWhileWatched(
  store: ReadableAtom<unknown>,
  load: () => Promise<void>,
  hasData: () => boolean,
): () => Promise<void> {
  let watched = false;
  const run = () =>
    task(load).then(
      () => retries.succeeded(),
      (error: unknown) => {
        if (watched) retries.failed(error);
      },
    );
  const retries = retriesOf(() => void run());
  onMount(store, () => {
    watched = true;
    if (!hasData()) void run();
    return () => {
      watched = false;
      retries.stop();
    };
  });
  return run;
}
