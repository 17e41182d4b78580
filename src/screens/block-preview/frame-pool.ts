// Preview frames made ahead of need. Making a frame is the dear part of a preview: the browser
// creates the frame and commits its first document, and we write ours (20 to 30 ms of main
// thread on this 2-core machine), whereas the content alone parses, styles and lays out in a few
// ms more. So each screen with previews keeps blank frames, undisplayed, in a hidden holder in
// its root, made one step per task while the screen loads its data and whenever nothing scrolls,
// and a card's preview moves one into place with `moveBefore`, which keeps the frame's document
// (a frame moved with `insertBefore` starts again from about:blank), then writes only its
// content. A card that leaves the page, or is scrolled far away, gives its frame back, emptied,
// for the next card.
//
// Every frame's document is the same shell: the site's stylesheets as links (a hundred frames
// share one parsed copy of each), the preview's own rules, an empty style element for the
// content's own CSS, and the `.wp-site-blocks` container the content goes in.
import { $apiConfig } from '../../api/config';
import { escapeHtml } from '../../block-preview/escape';
import { nextTask } from '../../ui/scheduling';

export interface PreviewStylesheet {
  /** The link's id, stable across changes of its href. */
  id: string;
  href: string;
}

// Only what a preview needs on top of the site's own CSS: no page margin, no scrollbars, and
// nothing in it reacts to the pointer (the card around it does). A frame that fills its card is
// the card's height, and a content shorter than that sits in its middle.
const FRAME_CSS =
  'html,body{margin:0;overflow:hidden}body{pointer-events:none}' +
  'html[data-fill]{display:grid;min-height:100%;align-content:safe center}' +
  '.block-preview-placeholder{min-height:1.5em;background:currentColor;opacity:.08;border-radius:2px}';

/** Marks a document we wrote: a frame moved in the page without `moveBefore` is blank again. */
const WRITTEN = 'data-preview';
const OWN_CSS_ID = 'preview-own-css';
const CONTENT_SELECTOR = '.wp-site-blocks';

/** How a frame waits in the holder: not laid out (at the holder's width, say) or painted. */
const HIDDEN = 'none';

/** Spare frames a screen of cards has made ahead for its first previews (about a screenful). */
export const WARM_FRAMES = 12;
/** Frames given back beyond this many spares are dropped. */
const MAX_SPARE = 24;

function linkMarkup(sheet: PreviewStylesheet): string {
  return `<link rel="stylesheet" id="${escapeHtml(sheet.id)}" href="${escapeHtml(sheet.href)}">`;
}

/** The site's origin: the REST root's (the page's when the root is a path). */
function siteOrigin(): string {
  const page = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  try {
    return new URL($apiConfig.get().root, page).origin;
  } catch {
    return new URL(page).origin;
  }
}

/**
 * What a preview document may load: styles, fonts and images from the site's origin (and the
 * page's, `'self'`), data URLs, and our own blob of the site's stylesheet; nothing else. Pattern
 * and post markup is the host's, so an `@import` or an image of another host in it is refused,
 * as are frames, media and connections (scripts never run: the frame is sandboxed).
 */
export function previewContentSecurityPolicy(): string {
  const own = `'self' ${siteOrigin()}`;
  return [
    "default-src 'none'",
    `style-src ${own} data: blob: 'unsafe-inline'`,
    `font-src ${own} data:`,
    `img-src ${own} data:`,
  ].join('; ');
}

/** The document every preview frame starts with: its policy, stylesheets, our rules, and no
 * content. The policy comes first, so that it governs everything after it. */
function shellDocument(stylesheets: PreviewStylesheet[]): string {
  const policy = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(previewContentSecurityPolicy())}">`;
  return `<!doctype html><html ${WRITTEN}><head><meta charset="utf-8">${policy}${stylesheets.map(linkMarkup).join('')}<style>${FRAME_CSS}</style><style id="${OWN_CSS_ID}"></style></head><body><div class="wp-site-blocks"></div></body></html>`;
}

/** The frame's document, when it holds our shell (not a blank one after a reload). */
function shellOf(frame: HTMLIFrameElement): Document | null {
  const doc = frame.contentDocument;
  return doc?.documentElement?.hasAttribute(WRITTEN) ? doc : null;
}

/** Whether the frame holds our shell: false for a frame the page reloaded (moved without
 * `moveBefore`), which is blank again. */
export const hasShell = (frame: HTMLIFrameElement): boolean => shellOf(frame) !== null;

/** Writes the shell into the frame's document (once: a written frame is left as it is). */
export function writeShell(frame: HTMLIFrameElement, stylesheets: PreviewStylesheet[]): void {
  if (shellOf(frame)) return;
  const doc = frame.contentDocument;
  if (!doc) return;
  doc.open();
  doc.write(shellDocument(stylesheets));
  doc.close();
}

/** A new frame for previews in `parent`: sandboxed (no script from the content ever runs; the
 * document stays same-origin, so that we can write, measure and restyle it). */
export function createFrame(parent: Node): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.tabIndex = -1;
  parent.appendChild(frame);
  return frame;
}

/** Points the frame's links at the current stylesheets: the content is not written again. */
export function applyStylesheets(frame: HTMLIFrameElement, stylesheets: PreviewStylesheet[]): void {
  const doc = shellOf(frame);
  if (!doc) return;
  const before = doc.head.querySelector('style');
  for (const sheet of stylesheets) {
    // Not `instanceof HTMLLinkElement`: the frame's elements come from the frame's own realm.
    const link = doc.getElementById(sheet.id);
    if (link?.localName === 'link') {
      if (link.getAttribute('href') !== sheet.href) link.setAttribute('href', sheet.href);
    } else {
      const added = doc.createElement('link');
      added.rel = 'stylesheet';
      added.id = sheet.id;
      added.href = sheet.href;
      doc.head.insertBefore(added, before);
    }
  }
}

/** Puts the content (sanitised HTML) and its own CSS into a frame that holds the shell. */
export function setContent(frame: HTMLIFrameElement, html: string, css: string): void {
  const doc = shellOf(frame);
  const own = doc?.getElementById(OWN_CSS_ID);
  const container = doc?.querySelector(CONTENT_SELECTOR);
  if (!own || !container) return;
  if (own.textContent !== css) own.textContent = css;
  container.innerHTML = html;
}

// The pool: one per root (an element's shadow root, or the document), since a frame can only
// move within its root's document.
interface Pool {
  holder: HTMLElement;
  spare: HTMLIFrameElement[];
  /** Frames made and not yet written (the second step of making one). */
  unwritten: HTMLIFrameElement[];
  /** How many spares the pool makes, as long as the page lets it. */
  target: number;
  /** How many the screen showing previews has ready for its first previews (0 once they have
   * their frames: later previews mostly take the frames that others give back). */
  floor: number;
  stylesheets: PreviewStylesheet[];
  making: boolean;
}
const pools = new WeakMap<Document | ShadowRoot, Pool>();

/** Whether frames can move and keep their document (`moveBefore`: Chromium 133 and later). */
const canMoveFrames = (): boolean =>
  typeof Element !== 'undefined' && 'moveBefore' in Element.prototype;

function poolFor(root: Document | ShadowRoot): Pool | undefined {
  if (!canMoveFrames()) return undefined;
  let pool = pools.get(root);
  if (!pool?.holder.isConnected) {
    const holder = document.createElement('div');
    holder.className = 'se-preview-pool';
    holder.setAttribute('aria-hidden', 'true');
    // Out of sight and out of layout: the frames in it are never painted.
    holder.style.cssText =
      'position:fixed;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden;pointer-events:none;contain:strict';
    (root instanceof Document ? root.body : root).appendChild(holder);
    pool = {
      holder,
      spare: [],
      unwritten: [],
      target: 0,
      floor: 0,
      stylesheets: [],
      making: false,
    };
    pools.set(root, pool);
  }
  return pool;
}

// Scrolling, as frame-queue.ts notes it: neither frames nor previews start while the page moves.
/** Scrolling counts as over this long after the last scroll event. */
export const SCROLL_SETTLE_MS = 150;
let lastScroll = Number.NEGATIVE_INFINITY;
/** Notes that the page scrolled now. */
export function noteScroll(): void {
  lastScroll = performance.now();
}
/** How long ago the page last scrolled, in ms (Infinity if it never did). */
export const sinceScroll = (now = performance.now()): number => now - lastScroll;

/**
 * Runs `run` in a task of its own, once the page has not scrolled for a moment. A posted task,
 * not a timer: a chain of timers set from timers waits at least 4 ms between steps.
 */
function inStillTask(run: () => void): void {
  void nextTask().then(() => {
    const still = sinceScroll();
    if (still >= SCROLL_SETTLE_MS) run();
    else setTimeout(() => inStillTask(run), SCROLL_SETTLE_MS - still);
  });
}

/** Makes spare frames up to the pool's target, one step per task: creating a frame, then writing
 * its shell (3 to 30 ms each here; both in one task made tasks of over 50 ms). */
function makeSpares(pool: Pool): void {
  if (pool.making) return;
  pool.making = true;
  const step = () => {
    if (!pool.holder.isConnected) {
      pool.making = false;
      return;
    }
    const frame = pool.unwritten.shift();
    if (frame) {
      writeShell(frame, pool.stylesheets);
      pool.spare.push(frame);
    } else if (pool.spare.length < pool.target) {
      const frame = createFrame(pool.holder);
      frame.style.display = HIDDEN;
      pool.unwritten.push(frame);
    }
    if (pool.unwritten.length > 0 || pool.spare.length < pool.target) inStillTask(step);
    else pool.making = false;
  };
  inStillTask(step);
}

/**
 * Has `count` spare frames made in `root` (one step per task) for a screen about to show
 * previews, with the stylesheets previews link to now; a frame taken later is brought up to date.
 */
export function warmFrames(
  root: Document | ShadowRoot,
  stylesheets: PreviewStylesheet[],
  count = WARM_FRAMES,
): void {
  const pool = poolFor(root);
  if (!pool) return;
  pool.stylesheets = stylesheets;
  pool.floor = Math.min(count, MAX_SPARE);
  pool.target = Math.max(pool.target, pool.floor);
  makeSpares(pool);
}

/**
 * Has as many spare frames in `root` as `waiting` previews wait for (at most MAX_SPARE, and at
 * least what the screen asked for until its first previews have their frames): frames are made
 * only for previews that the frames given back by cards scrolled away do not cover.
 */
export function wantFrames(
  root: Document | ShadowRoot,
  waiting: number,
  /** No preview waits any more: the screen's first ones have their frames. */
  served = false,
): void {
  const pool = poolFor(root);
  if (!pool) return;
  if (served) pool.floor = 0;
  pool.target = Math.min(Math.max(waiting, pool.floor), MAX_SPARE);
  makeSpares(pool);
}

/** Spare frames ready in `root` now (Infinity where frames cannot move: each makes its own). */
export function spareFrames(root: Document | ShadowRoot): number {
  const pool = poolFor(root);
  return pool ? pool.spare.length : Number.POSITIVE_INFINITY;
}

/**
 * A spare frame for a preview, still in the holder (the preview moves it into place), or
 * undefined when there is none ready (or frames cannot move).
 */
export function takeFrame(
  root: Document | ShadowRoot,
  stylesheets: PreviewStylesheet[],
): HTMLIFrameElement | undefined {
  const pool = poolFor(root);
  const frame = pool?.spare.shift();
  if (!pool || !frame) return undefined;
  pool.stylesheets = stylesheets;
  applyStylesheets(frame, stylesheets);
  // Keep as many ready as the screen asked for.
  makeSpares(pool);
  return frame;
}

/** Moves a frame into `parent`, keeping its document where the browser can. */
export function moveFrame(parent: Element, frame: HTMLIFrameElement): void {
  if (frame.parentNode === parent) return;
  const movable = parent as Element & { moveBefore?: (node: Node, child: Node | null) => void };
  if (movable.moveBefore && frame.isConnected && parent.isConnected) {
    movable.moveBefore(frame, null);
  } else {
    parent.appendChild(frame);
  }
}

/** Puts a frame out of sight in the pool's holder, still held by its preview. */
export function parkFrame(root: Document | ShadowRoot, frame: HTMLIFrameElement): void {
  const pool = pools.get(root);
  if (pool?.holder.isConnected && frame.isConnected) moveFrame(pool.holder, frame);
  else frame.remove();
}

/** Gives a frame back: emptied, it waits in the holder for the next preview. */
export function releaseFrame(root: Document | ShadowRoot, frame: HTMLIFrameElement): void {
  const pool = pools.get(root);
  if (!pool || pool.spare.includes(frame)) return;
  if (!pool.holder.isConnected || !frame.isConnected || pool.spare.length >= MAX_SPARE) {
    frame.remove();
    return;
  }
  moveFrame(pool.holder, frame);
  frame.removeAttribute('title');
  setContent(frame, '', '');
  frame.setAttribute('style', `display:${HIDDEN}`);
  if (shellOf(frame)) pool.spare.push(frame);
  else frame.remove();
}
