// Previews enter the page a few per animation frame, and none while the user scrolls. Each one
// is a document of its own to parse, style and lay out, so a scroll that brought ten cards into
// view and mounted them at once would stutter. While the page scrolls, previews wait (on their
// card's own background); once it has been still for a moment, a few start per frame, those on
// screen first (an observer says which: after a long scroll, the cards passed on the way wait
// their turn): the first cards fill fast, and the frames between them paint. Each takes a spare
// frame from its screen's pool as it starts (frame-pool.ts); when the pool has none ready, it
// waits while the pool makes more, one step per task. A card scrolled far away (over a screen)
// gives its frame back for the cards coming into view: a long grid holds a few dozen frames
// however many cards it has, and scrolling through it moves frames instead of making them.
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  noteScroll,
  type PreviewStylesheet,
  releaseFrame,
  SCROLL_SETTLE_MS,
  sinceScroll,
  spareFrames,
  takeFrame,
  wantFrames,
} from './frame-pool';

const PER_FRAME_STILL = 2;

interface Waiting {
  admit: (frame: HTMLIFrameElement | undefined) => void;
  /** Where the preview is (its pool of frames), and the stylesheets its frame links to. */
  root: Document | ShadowRoot;
  stylesheets: PreviewStylesheet[];
  element: RefObject<Element | null>;
  /** On screen, as the observer last said (false until its first report). */
  onScreen: boolean;
}
const waiting: Waiting[] = [];
/** Previews scrolled far away that give their frames back: a few per frame, once still, like
 * the previews that start (a fast scroll passes dozens of cards, and unmounting them all in one
 * frame held it up). */
const leaving = new Set<() => void>();
/** Roots whose pools were last told of waiting previews (told again when none wait). */
const queuedRoots = new Set<Document | ShadowRoot>();
let scheduled = false;
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
  if (sinceScroll(now) >= SCROLL_SETTLE_MS) {
    for (const release of [...leaving].slice(0, PER_FRAME_STILL)) {
      leaving.delete(release);
      release();
    }
    const turn = waiting.filter((entry) => entry.onScreen).slice(0, PER_FRAME_STILL);
    for (const entry of waiting) {
      if (turn.length >= PER_FRAME_STILL) break;
      if (!turn.includes(entry)) turn.push(entry);
    }
    for (const entry of turn) {
      // No spare frame yet: this one waits while the pool makes more.
      if (spareFrames(entry.root) === 0) continue;
      waiting.splice(waiting.indexOf(entry), 1);
      unobserveScreen(entry);
      entry.admit(takeFrame(entry.root, entry.stylesheets));
    }
  }
  // As many spare frames as previews wait for on screen, in each root that has had previews
  // waiting. (Pages have one root: the frames that previews scrolled far away give back are
  // counted whatever their root.)
  const counts = new Map<Document | ShadowRoot, { all: number; onScreen: number }>();
  for (const root of queuedRoots) counts.set(root, { all: 0, onScreen: 0 });
  for (const entry of waiting) {
    // Those off screen take the frames that on-screen previews leave, or that come back.
    const known = counts.get(entry.root) ?? { all: 0, onScreen: 0 };
    counts.set(entry.root, {
      all: known.all + 1,
      onScreen: known.onScreen + (entry.onScreen ? 1 : 0),
    });
  }
  for (const [root, { all, onScreen }] of counts) {
    // Frames on their way back from cards scrolled away are not made again.
    wantFrames(root, Math.max(0, onScreen - leaving.size), all === 0);
    if (all === 0) queuedRoots.delete(root);
  }
  schedule();
}

function schedule() {
  if (scheduled || (waiting.length === 0 && leaving.size === 0)) return;
  scheduled = true;
  requestAnimationFrame(pump);
}

/** Notes scrolling anywhere inside `root` (scroll events do not leave a shadow root). */
export function watchScrolling(root: Document | ShadowRoot): void {
  if (watchedRoots.has(root)) return;
  watchedRoots.add(root);
  root.addEventListener('scroll', noteScroll, { capture: true, passive: true });
}

/** How far outside its scrolling box a preview keeps its frame. */
const NEAR_PX = 1200;

// The box a card scrolls in (the observers' root, so that the margin widens it: a margin on the
// viewport would not reach past the clip of a scrolling box inside it). Found once per branch of
// the page: each step up is remembered, so the hundredth card stops at its grid.
const scrollerOf = new WeakMap<Element, Element | null>();
function scrollingBox(element: Element): Element | null {
  const path: Element[] = [];
  let found: Element | null | undefined;
  let at: Element | null = element.parentElement ?? hostOf(element);
  while (at && found === undefined) {
    found = scrollerOf.get(at);
    if (found !== undefined) break;
    path.push(at);
    const { overflowY } = getComputedStyle(at);
    if (overflowY === 'auto' || overflowY === 'scroll') found = at;
    else at = at.parentElement ?? hostOf(at);
  }
  const box = found ?? null;
  for (const step of path) scrollerOf.set(step, box);
  return box;
}
function hostOf(element: Element): Element | null {
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

const nearCallbacks = new WeakMap<Element, (near: boolean) => void>();
const nearObservers = new WeakMap<Element | Document, IntersectionObserver>();
function nearObserver(box: Element | null): IntersectionObserver {
  let observer = nearObservers.get(box ?? document);
  if (!observer) {
    observer = new IntersectionObserver(
      (records) => {
        for (const record of records) nearCallbacks.get(record.target)?.(record.isIntersecting);
      },
      { root: box, rootMargin: `${NEAR_PX}px 0px` },
    );
    nearObservers.set(box ?? document, observer);
  }
  return observer;
}

/** Whether the element is in view in its scrolling box, or within NEAR_PX of it. */
function useNear(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(true);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = nearObserver(scrollingBox(target));
    nearCallbacks.set(target, setNear);
    observer.observe(target);
    return () => {
      observer.unobserve(target);
      nearCallbacks.delete(target);
    };
  }, [element]);
  return near;
}

export interface FrameTurn {
  /** The preview's turn has come (until it is scrolled far away, when it had a pool frame). */
  admitted: boolean;
  /** The spare frame it was given, if its pool had one (else it makes its own). */
  frame?: HTMLIFrameElement | undefined;
}

/**
 * Not admitted until this preview's turn comes (after `ready` turns true); then admitted, with a
 * frame from the pool of `element`'s root where frames can move, until it is scrolled far away
 * (a frame of its own it keeps). `element` is the preview's box: those on screen go first.
 */
export function useFrameTurn(
  ready: boolean,
  element: RefObject<Element | null>,
  stylesheets: PreviewStylesheet[],
): FrameTurn {
  const [turn, setTurn] = useState<FrameTurn>({ admitted: false });
  const admitted = turn.admitted;
  const sheets = useRef(stylesheets);
  sheets.current = stylesheets;
  const near = useNear(element);
  // Far away, the frame goes back to the pool in its turn (the cleanup below), and the preview
  // waits again; back near before that, it keeps its frame.
  const far = !near && turn.frame !== undefined;
  useEffect(() => {
    if (!far) return;
    const release = () => setTurn({ admitted: false });
    leaving.add(release);
    schedule();
    return () => {
      leaving.delete(release);
    };
  }, [far]);
  useEffect(() => {
    const root = element.current?.getRootNode();
    if (!ready || !near || admitted) return;
    if (!(root instanceof Document || root instanceof ShadowRoot)) return;
    const entry: Waiting = {
      admit: (frame) => setTurn({ admitted: true, frame }),
      root,
      stylesheets: sheets.current,
      element,
      onScreen: false,
    };
    waiting.push(entry);
    queuedRoots.add(root);
    observeScreen(entry);
    schedule();
    return () => {
      const index = waiting.indexOf(entry);
      if (index >= 0) waiting.splice(index, 1);
      unobserveScreen(entry);
    };
  }, [ready, near, admitted, element]);
  // The frame goes back to the pool when the preview leaves (before React removes its box).
  const { frame } = turn;
  useLayoutEffect(
    () => () => {
      if (frame) releaseFrame(frame.getRootNode() as Document | ShadowRoot, frame);
    },
    [frame],
  );
  return turn;
}
