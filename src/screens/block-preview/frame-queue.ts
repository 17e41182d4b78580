// Previews enter the page a few per animation frame. Each one is a document of its own (frame,
// parse, style, layout: some 10 to 15 ms on a slow machine), so when a scroll brings ten cards
// into view at once, mounting them together would make one long frame. While the user scrolls,
// one preview starts per frame and the page keeps scrolling smoothly while they fill in; when
// the page is still (a screen just opened), four start per frame: the first cards fill fast, and
// the frames between them paint (twelve in one frame made one commit of over 150 ms here).
import { useEffect, useState } from 'react';

const PER_FRAME_SCROLLING = 1;
const PER_FRAME_STILL = 4;
/** Scrolling counts as over this long after the last scroll event. */
const SCROLL_SETTLE_MS = 150;

const waiting: Array<() => void> = [];
let scheduled = false;
let lastScroll = -Infinity;
const watchedRoots = new WeakSet<Document | ShadowRoot>();

function pump(now: number) {
  scheduled = false;
  const perFrame = now - lastScroll < SCROLL_SETTLE_MS ? PER_FRAME_SCROLLING : PER_FRAME_STILL;
  for (let i = 0; i < perFrame && waiting.length > 0; i += 1) waiting.shift()?.();
  schedule();
}

function schedule() {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  requestAnimationFrame(pump);
}

/** Notes scrolling anywhere inside `root` (scroll events do not leave a shadow root). */
export function watchScrolling(root: Document | ShadowRoot): void {
  if (watchedRoots.has(root)) return;
  watchedRoots.add(root);
  root.addEventListener(
    'scroll',
    () => {
      lastScroll = performance.now();
    },
    { capture: true, passive: true },
  );
}

/** False until this preview's turn comes (after `ready` turns true); then true for good. */
export function useFrameTurn(ready: boolean): boolean {
  const [admitted, setAdmitted] = useState(false);
  useEffect(() => {
    if (!ready || admitted) return;
    const admit = () => setAdmitted(true);
    waiting.push(admit);
    schedule();
    return () => {
      const index = waiting.indexOf(admit);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [ready, admitted]);
  return admitted;
}
