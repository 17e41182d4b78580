// The frame a preview renders in: a sandboxed iframe (no script from the content ever runs: the
// sandbox grants no `allow-scripts`; it keeps the document same-origin so that we can write,
// measure and restyle it), laid out at the viewport width the content was designed for and
// scaled down to the card's width. The frame has no source: its document is written in place,
// which costs no navigation (a `srcdoc` load is a round trip through the browser process per
// card, which made the first cards of a grid wait for each other). Stylesheets are links, so a
// hundred cards share one parsed copy of each; when a sheet changes (global styles edited), its
// link's href is swapped in place and the content itself is not written again.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { escapeHtml } from '../../block-preview/escape';
import { useBoxSize } from '../../ui/box-size';

export interface PreviewStylesheet {
  /** The link's id, stable across changes of its href. */
  id: string;
  href: string;
}

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
}

// Only what a preview needs on top of the site's own CSS: no page margin, no scrollbars, and
// nothing in it reacts to the pointer (the card around it does).
const FRAME_CSS =
  'html,body{margin:0;overflow:hidden}body{pointer-events:none}' +
  '.block-preview-placeholder{min-height:1.5em;background:currentColor;opacity:.08;border-radius:2px}';

/** Marks a document this frame wrote: a frame moved in the page starts again from about:blank. */
const WRITTEN = 'data-preview';

export function previewDocument(
  html: string,
  css: string,
  stylesheets: PreviewStylesheet[],
): string {
  const links = stylesheets
    .map(
      (sheet) =>
        `<link rel="stylesheet" id="${escapeHtml(sheet.id)}" href="${escapeHtml(sheet.href)}">`,
    )
    .join('');
  return `<!doctype html><html ${WRITTEN}><head><meta charset="utf-8">${links}<style>${FRAME_CSS}${css.replace(/<\//g, '<\\/')}</style></head><body><div class="wp-site-blocks">${html}</div></body></html>`;
}

export function PreviewFrame({
  html,
  css = '',
  stylesheets,
  viewportWidth,
  title,
  height,
  fill = false,
}: PreviewFrameProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const box = useBoxSize(boxRef);
  const [contentHeight, setContentHeight] = useState(0);

  const sheetsRef = useRef(stylesheets);
  sheetsRef.current = stylesheets;
  const contentRef = useRef({ html, css });
  contentRef.current = { html, css };

  const applySheets = useCallback(() => {
    const doc = frameRef.current?.contentDocument;
    if (!doc) return;
    for (const sheet of sheetsRef.current) {
      // Not `instanceof HTMLLinkElement`: the frame's elements come from the frame's own realm.
      const link = doc.getElementById(sheet.id);
      if (link?.localName === 'link' && link.getAttribute('href') !== sheet.href) {
        link.setAttribute('href', sheet.href);
      }
    }
  }, []);
  // On a change of the sheets; a document written later is written with the current ones.
  const sheetsApplied = useRef(stylesheets);
  useEffect(() => {
    if (sheetsApplied.current === stylesheets) return;
    sheetsApplied.current = stylesheets;
    applySheets();
  }, [stylesheets, applySheets]);

  // The content's height, followed as styles and images load: the root element's box holds
  // every margin of the content (margins do not collapse through it). The frame's own observer,
  // so that it runs in the frame's rendering steps, after its layout.
  const watching = useRef<{ observer?: ResizeObserver; next: number }>({ next: 0 });
  const written = useRef<{ doc: Document; html: string; css: string } | null>(null);
  /** Writes the current content into the frame's document (once per content and document) and
   * watches it. */
  const write = useCallback(() => {
    const frame = frameRef.current;
    const doc = frame?.contentDocument;
    const view = frame?.contentWindow as (Window & typeof globalThis) | null | undefined;
    if (!doc || !view) return;
    const { html: body, css: own } = contentRef.current;
    // The frame's first load event comes as it enters the page, before the layout effect: the
    // document is written once, not again by whichever of the two comes second.
    const last = written.current;
    if (
      last?.doc === doc &&
      last.html === body &&
      last.css === own &&
      doc.documentElement?.hasAttribute(WRITTEN)
    )
      return;
    doc.open();
    doc.write(previewDocument(body, own, sheetsRef.current));
    doc.close();
    written.current = { doc, html: body, css: own };
    sheetsApplied.current = sheetsRef.current;
    const state = watching.current;
    state.observer?.disconnect();
    state.observer = new view.ResizeObserver(([entry]) => {
      const measured = Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? 0);
      cancelAnimationFrame(state.next);
      state.next = requestAnimationFrame(() => setContentHeight(measured));
    });
    state.observer.observe(doc.documentElement);
  }, []);
  // Written before the browser paints the frame, and again whenever the content changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the content is read from its ref.
  useLayoutEffect(() => write(), [html, css, write]);
  // A frame that is taken out of the page and put back starts again with an empty document.
  const onLoad = write;
  useEffect(
    () => () => {
      cancelAnimationFrame(watching.current.next);
      watching.current.observer?.disconnect();
    },
    [],
  );

  const scale = box.width > 0 ? box.width / viewportWidth : 0;
  const shown = contentHeight * scale;
  const boxHeight = fill ? undefined : (height ?? Math.ceil(shown));
  const visibleHeight = fill ? box.height : (boxHeight ?? 0);
  // Laid out tall enough for the content, and never shorter than the card it fills; a short
  // content sits in the middle of a card it does not fill.
  const frameHeight = Math.max(contentHeight, scale > 0 ? visibleHeight / scale : 0);
  const top = fill && shown > 0 && shown < visibleHeight ? (visibleHeight - shown) / 2 : 0;
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
    >
      <iframe
        ref={frameRef}
        title={title}
        sandbox="allow-same-origin"
        onLoad={onLoad}
        tabIndex={-1}
        style={{
          position: 'absolute',
          left: 0,
          top,
          border: 0,
          width: viewportWidth,
          height: frameHeight || viewportWidth,
          // A short content centred in the card shows the card's own background around it.
          ...(top > 0 ? { height: contentHeight } : {}),
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          visibility: scale > 0 && contentHeight > 0 ? 'visible' : 'hidden',
        }}
      />
    </div>
  );
}
