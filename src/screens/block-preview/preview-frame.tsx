// The frame a preview renders in: a sandboxed iframe (no script from the content ever runs: the
// sandbox grants no `allow-scripts`; it keeps the document same-origin so that we can write,
// measure and restyle it), laid out at the viewport width the content was designed for and
// scaled down to the card's width. The frame is a spare one from the screen's pool when there is
// one (moved into place with its document already written: see frame-pool.ts), else one made
// here. Stylesheets are links, so a hundred cards share one parsed copy of each; when a sheet
// changes (global styles edited), its link's href is swapped in place and the content itself is
// not written again.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useBoxSize } from '../../ui/box-size';
import {
  applyStylesheets,
  createFrame,
  hasShell,
  moveFrame,
  type PreviewStylesheet,
  parkFrame,
  setContent,
  writeShell,
} from './frame-pool';

/** On the frame's root element when the frame fills its card (see FRAME_CSS in the pool). */
const FILL = 'data-fill';

export type { PreviewStylesheet } from './frame-pool';

export interface PreviewFrameProps {
  /** The body's HTML, already rendered and sanitised. */
  html: string;
  /** CSS that belongs to this content alone (the per-block layout rules of its containers). */
  css?: string;
  stylesheets: PreviewStylesheet[];
  /** The width the content is laid out at, in CSS px (500 for block previews, spec 9). */
  viewportWidth: number;
  /** The frame's accessible name. */
  title: string;
  /** Height of the card in px: the content is cropped to it. Without it, the content's own. */
  height?: number | undefined;
  /**
   * Fill the parent box (a card's media area) and crop or centre the content in it. The box does
   * not depend on the content, so a grid of previews is not laid out again as each one loads.
   */
  fill?: boolean | undefined;
  /** A spare frame from the screen's pool, written and waiting in its holder. */
  frame?: HTMLIFrameElement | undefined;
}

export function PreviewFrame({
  html,
  css = '',
  stylesheets,
  viewportWidth,
  title,
  height,
  fill = false,
  frame: spare,
}: PreviewFrameProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  // Read as the frame mounts (previews mount two per animation frame): it shows in that frame,
  // instead of a few frames later, when the observer's size arrives.
  const box = useBoxSize(boxRef, true);
  const [contentHeight, setContentHeight] = useState(0);
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  /** Counts the frame's documents: one reloaded blank and written again is watched anew. */
  const [documents, setDocuments] = useState(0);

  /** The content the frame holds. */
  const filled = useRef({ html: '', css: '' });
  /** Puts this render's content into the frame, writing its shell first if it is blank. Called
   * through `fillRef`, which always holds the latest render's. */
  const fillFrame = (target: HTMLIFrameElement) => {
    writeShell(target, stylesheets);
    applyStylesheets(target, stylesheets);
    target.contentDocument?.documentElement.toggleAttribute(FILL, fill);
    setContent(target, html, css);
    filled.current = { html, css };
  };
  const fillRef = useRef(fillFrame);
  fillRef.current = fillFrame;

  // The frame comes into the box before the browser paints: the pool's, moved in with its
  // document, or a new one. Leaving, a pool frame goes back to the holder (its preview gives it
  // back to the pool), so that removing the box does not destroy it.
  useLayoutEffect(() => {
    const slot = boxRef.current;
    if (!slot) return;
    const target = spare ?? createFrame(slot);
    if (spare) moveFrame(slot, spare);
    fillRef.current(target);
    // A frame moved in the page without `moveBefore` (React reordering cards) comes back blank,
    // and says so with a load event: written again.
    const onLoad = () => {
      if (hasShell(target)) return;
      fillRef.current(target);
      setDocuments((count) => count + 1);
    };
    target.addEventListener('load', onLoad);
    setFrame(target);
    return () => {
      target.removeEventListener('load', onLoad);
      if (spare) parkFrame(spare.getRootNode() as Document | ShadowRoot, spare);
      else target.remove();
    };
  }, [spare]);

  // New content in the same frame.
  useLayoutEffect(() => {
    if (!frame || (filled.current.html === html && filled.current.css === css)) return;
    fillRef.current(frame);
  }, [frame, html, css]);
  // New stylesheets: the links are pointed at them, before the browser paints (a style edit
  // reaches the preview in the frame it was made in).
  useLayoutEffect(() => {
    if (frame) applyStylesheets(frame, stylesheets);
  }, [frame, stylesheets]);

  // The content's height, followed as styles and images load: the root element's box holds
  // every margin of the content (margins do not collapse through it). The frame's own observer,
  // so that it runs in the frame's rendering steps, after its layout. A frame that fills its
  // card needs no height: it is the card's, and the frame's own CSS centres a short content.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new document (`documents`) is watched anew.
  useEffect(() => {
    const view = frame?.contentWindow as (Window & typeof globalThis) | null | undefined;
    const doc = frame?.contentDocument;
    if (!view || !doc || fill) return;
    let next = 0;
    const observer = new view.ResizeObserver(([entry]) => {
      const measured = Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? 0);
      cancelAnimationFrame(next);
      next = requestAnimationFrame(() => setContentHeight(measured));
    });
    observer.observe(doc.documentElement);
    return () => {
      cancelAnimationFrame(next);
      observer.disconnect();
    };
  }, [frame, fill, documents]);

  const scale = box.width > 0 ? box.width / viewportWidth : 0;
  const boxHeight = fill ? undefined : (height ?? Math.ceil(contentHeight * scale));
  // Laid out as tall as the card shows (the content is cropped to it), and tall enough for the
  // content when the card takes the content's height.
  const frameHeight = fill
    ? box.height / (scale || 1)
    : Math.max(contentHeight, scale > 0 ? (boxHeight ?? 0) / scale : 0);
  const shown = scale > 0 && (fill || contentHeight > 0);
  // The frame is not React's (it may come from the pool): its name and box are set here.
  useLayoutEffect(() => {
    if (!frame) return;
    frame.title = title;
    Object.assign(frame.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      border: '0',
      width: `${viewportWidth}px`,
      height: `${frameHeight || viewportWidth}px`,
      transform: `scale(${scale})`,
      transformOrigin: '0 0',
      visibility: shown ? 'visible' : 'hidden',
      // A frame from the pool waited there undisplayed.
      display: 'block',
    });
  });
  return (
    <div
      ref={boxRef}
      className="se-preview"
      style={{
        position: 'relative',
        overflow: 'hidden',
        width: '100%',
        height: fill ? '100%' : boxHeight,
        // Whatever the frame does inside, the page around it is not laid out again.
        contain: fill ? 'strict' : 'layout paint',
        // Nothing in a preview takes the pointer: hit testing skips it while the page scrolls.
        pointerEvents: 'none',
      }}
    />
  );
}
