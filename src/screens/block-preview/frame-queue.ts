// Previews enter the page a few per animation frame, and none while the user scrolls. Each one
// is a document of its own (a frame to create, then parse, style and layout: 25 to 50 ms of main
// thread each on this 2-core machine, more when it is busy), so a scroll that brought ten cards
// into view and mounted them at once would stutter. While the page scrolls, previews wait (the
// cards show their spinner); once it has been still for a moment, four start per frame, those on
// screen first (an observer says which: after a long scroll, the cards passed on the way wait
// their turn): the first cards fill fast, and the frames between them paint (twelve in one frame
// made one commit of over 150 ms here).
import { type RefObject, useEffect, useState } from 'react';

const PER_FRAME_STILL = 4;
/** Scrolling counts as over this long after the last scroll event. */
const SCROLL_SETTLE_MS = 150;

interface Waiting {
  admit: () => void;
  element: RefObject<Element | null>;
  /** On screen, as the observer last said (false until its first report). */
  onScreen: boolean;
}
const waiting: Waiting[] = [];
let scheduled = false;
let lastScroll = -Infinity;
const watchedRoots = new WeakSet<Document | ShadowRoot>();

// Which waiting previews are on screen, from an observer rather than from their boxes: with a
// hundred frames in the page, each box read costs a layout check of every frame (64 reads took
// 40 ms in one animation frame here).
const byElement = new Map<Element, Waiting>();
let screenObserver: IntersectionObserver | undefined;
function observeScreen(entry: Waiting): void {
  const element = entry.element.current;
  if (!element) return;
  screenObserver ??= new IntersectionObserver((records) => {
    for (const record of records) {
      const known = byElement.get(record.target);
      if (known) known.onScreen = record.isIntersecting;
    }
  });
  byElement.set(element, entry);
  screenObserver.observe(element);
}
function unobserveScreen(entry: Waiting): void {
  const element = entry.element.current;
  if (!element || byElement.get(element) !== entry) return;
  byElement.delete(element);
  screenObserver?.unobserve(element);
}

function pump(now: number) {
  scheduled = false;
  if (now - lastScroll >= SCROLL_SETTLE_MS) {
    const turn = waiting.filter((entry) => entry.onScreen).slice(0, PER_FRAME_STILL);
    for (const entry of waiting) {
      if (turn.length >= PER_FRAME_STILL) break;
      if (!turn.includes(entry)) turn.push(entry);
    }
    for (const entry of turn) {
      waiting.splice(waiting.indexOf(entry), 1);
      unobserveScreen(entry);
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
    const entry: Waiting = { admit: () => setAdmitted(true), element, onScreen: false };
    waiting.push(entry);
    observeScreen(entry);
    schedule();
    return () => {
      const index = waiting.indexOf(entry);
      if (index >= 0) waiting.splice(index, 1);
      unobserveScreen(entry);
    };
  }, [ready, admitted, element]);
  return admitted;
}
