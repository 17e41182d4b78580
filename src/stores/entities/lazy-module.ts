// A lazy chunk the stores load on first need: the import is made once and shared by every caller
// while it is in flight or done; one that failed (the network, a deploy that replaced the chunk)
// is made again by the next caller instead of failing for the rest of the page's life.

/** `lazyModule(() => import('./x'))`: a function that resolves with the module, loaded once. */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
