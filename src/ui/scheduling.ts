// Yielding to the page: work that can wait steps aside for painting and input.

/** Resolves once the page has had a frame to paint in (at once, in a hidden page). */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'hidden') next();
    else requestAnimationFrame(next);
  });
}

/** Resolves in a new task, so input and painting go first (no 4 ms clamp, unlike timers). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs `run` once the page is idle (after `timeout` ms at the latest); returns a cancel. */
export function whenIdle(run: () => void, timeout = 50): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}
