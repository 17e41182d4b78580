// Whether an element is on screen (or about to be): one IntersectionObserver for every element
// that asks, so a grid of a hundred previews costs one observer, not a hundred. Once seen, an
// element stays "seen": a preview rendered once is kept while the user scrolls back and forth.
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

/** How far outside the viewport an element counts as about to be seen. */
const MARGIN_PX = 200;
const MARGIN = `${MARGIN_PX}px`;

const callbacks = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        callbacks.get(entry.target)?.();
      }
    },
    { rootMargin: MARGIN },
  );
  return observer;
}

export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  // What is on screen when it mounts counts as seen at once, a frame before the observer would
  // say so (one layout for all the elements a render mounts: the first read does it).
  useLayoutEffect(() => {
    const rect = ref.current?.getBoundingClientRect();
    if (rect && rect.bottom > -MARGIN_PX && rect.top < window.innerHeight + MARGIN_PX) {
      setSeen(true);
    }
  }, [ref]);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    const io = sharedObserver();
    callbacks.set(element, () => {
      io.unobserve(element);
      callbacks.delete(element);
      setSeen(true);
    });
    io.observe(element);
    return () => {
      io.unobserve(element);
      callbacks.delete(element);
    };
  }, [ref, seen]);
  return seen;
}
