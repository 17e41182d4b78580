// Previews enter the page a few per animation frame, and none while the user scrolls. Each one
// is a document of its own (a frame to create, then parse, style and layout: some 5 to 15 ms on
// a slow machine, several times that when it is busy), so a scroll that brought ten cards into
// view and mounted them at once would stutter. While the page scrolls, previews wait (the cards
// show their spinner); once it has been still for a moment, four start per frame, those on
// screen first (after a long scroll, the cards passed on the way wait their turn): the first
// cards fill fast, and the frames between them paint (twelve in one frame made one commit of
// over 150 ms here).
import { type RefObject, useEffect, useState } from 'react';

const PER_FRAME_STILL = 4;
/** Scrolling counts as over this long after the last scroll event. */
const SCROLL_SETTLE_MS = 150;

interface Waiting {
  admit: () => void;
  element: RefObject<Element | null>;
}
const waiting: Waiting[] = [];
let scheduled = false;
let lastScroll = -Infinity;
const watchedRoots = new WeakSet<Document | ShadowRoot>();

function pump(now: number) {
  scheduled = false;
  if (now - lastScroll >= SCROLL_SETTLE_MS) {
    // Layout is clean at this point of the frame, so reading the cards' boxes costs no layout.
    const height = window.innerHeight;
    const onScreen = (entry: Waiting) => {
      const box = entry.element.current?.getBoundingClientRect();
      return box !== undefined && box.bottom > 0 && box.top < height;
    };
    const turn = waiting.filter(onScreen).slice(0, PER_FRAME_STILL);
    for (const entry of waiting) {
      if (turn.length >= PER_FRAME_STILL) break;
      if (!turn.includes(entry)) turn.push(entry);
    }
    for (const entry of turn) {
      waiting.splice(waiting.indexOf(entry), 1);
      entry.admit();
    }
  }
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

/**
 * False until this preview's turn comes (after `ready` turns true); then true for good. `element`
 * is the preview's box: those on screen go first.
 */
export function useFrameTurn(ready: boolean, element: RefObject<Element | null>): boolean {
  const [admitted, setAdmitted] = useState(false);
  useEffect(() => {
    if (!ready || admitted) return;
    const entry: Waiting = { admit: () => setAdmitted(true), element };
    waiting.push(entry);
    schedule();
    return () => {
      const index = waiting.indexOf(entry);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [ready, admitted, element]);
  return admitted;
}
