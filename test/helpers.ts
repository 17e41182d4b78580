// Small helpers for browser tests.

/** Polls until `check` returns a truthy value (or throws its last error after `timeout` ms). */
export async function waitFor<T>(
  check: () => T | undefined | null | false,
  timeout = 3000,
): Promise<T> {
  const started = performance.now();
  let lastError: unknown;
  for (;;) {
    try {
      const value = check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (performance.now() - started > timeout) {
      throw lastError instanceof Error
        ? lastError
        : new Error(`waitFor timed out after ${timeout} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Polls until `check` holds or `timeout` ms pass, and returns either way: the assertion after it
 * says what went wrong. For what follows a timer or a frame, which a busy machine delays.
 */
export async function until(check: () => unknown, timeout = 10_000): Promise<void> {
  await waitFor(() => Boolean(check()), timeout).catch(() => undefined);
}

/** Text of every element matching `selector` inside a shadow root. */
export function texts(root: ParentNode, selector: string): string[] {
  return Array.from(root.querySelectorAll(selector), (el) => el.textContent?.trim() ?? '');
}

/**
 * The pagination sentence as a user reads it ('Page 2 of 3'): the words around the page select,
 * with the select's chosen page in its place.
 */
export function pageText(root: ParentNode): string {
  const page = root.querySelector('.dv-pagination__page');
  if (!page) return '';
  return Array.from(page.childNodes, (node) =>
    node instanceof HTMLSelectElement ? node.value : (node.textContent ?? ''),
  ).join('');
}
