// The font reader (fontkit, its own chunk) loaded for the first upload. Spec 9: the font
// library's tables loader (the code that reads a font file's tables) is tried every 250 ms up
// to 10 times: a chunk that did not arrive (a dropped connection, a host restarting) is asked
// for again (Chromium keeps no failed module fetch), and only after the tenth retry does the
// upload say it could not read the files. Once loaded it is kept.

/** Spec 9: the pause between two tries, and how many tries follow the first. */
export const FONT_READER_RETRY_MS = 250;
export const FONT_READER_RETRIES = 10;

export interface RetryOptions {
  retries: number;
  delayMs: number;
  /** Waits `ms` (a timer; tests pass their own). */
  wait?: (ms: number) => Promise<void>;
}

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `load()`, tried again after each failure, `retries` times at most; rejects with the last error. */
export async function withRetries<T>(
  load: () => Promise<T>,
  { retries, delayMs, wait = timer }: RetryOptions,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(delayMs);
    }
  }
}

export type FontReader = typeof import('./fontkit');
let reader: Promise<FontReader> | undefined;

/** fontkit, loaded once (with spec 9's retries); a load that gave up is tried afresh next time. */
export function loadFontReader(): Promise<FontReader> {
  reader ??= withRetries(() => import('./fontkit'), {
    retries: FONT_READER_RETRIES,
    delayMs: FONT_READER_RETRY_MS,
  }).catch((error: unknown) => {
    reader = undefined;
    throw error;
  });
  return reader;
}
