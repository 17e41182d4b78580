// An element's size, kept up to date, for screens that lay things out by their own width.
import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * From a ResizeObserver: reading the size directly would force a layout of the whole page each
 * time a component mounts, and a grid of previews mounts dozens. Applied a frame later: what the
 * size changes (a card's height following its width) must not change inside the observer's own
 * notification, or it loops. 0 × 0 until the first observation, unless `readAtMount` (for what
 * mounts a few at a time and must show sized at once): then read as it mounts, before paint.
 */
export function useBoxSize(
  ref: RefObject<HTMLElement | null>,
  readAtMount = false,
): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (readAtMount) {
      const { width, height } = element.getBoundingClientRect();
      setSize({ width, height });
    }
    let frame = 0;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setSize((old) => (old.width === width && old.height === height ? old : { width, height })),
      );
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ref, readAtMount]);
  return size;
}
