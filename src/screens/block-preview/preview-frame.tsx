// The frame a preview renders in: a sandboxed iframe (no script from the content ever runs: the
// sandbox grants no `allow-scripts`; it keeps the document same-origin only so that we can
// measure it and swap its stylesheets), laid out at the viewport width the content was designed
// for and scaled down to the card's width. Stylesheets are links, so a hundred cards share one
// parsed copy of each; when a sheet changes (global styles edited), its link's href is swapped in
// place and the content itself is not reloaded.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

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
}

// Only what a preview needs on top of the site's own CSS: no page margin, no scrollbars, and
// nothing in it reacts to the pointer (the card around it does).
const FRAME_CSS =
  'html,body{margin:0;overflow:hidden}body{pointer-events:none}' +
  '.block-preview-placeholder{min-height:1.5em;background:currentColor;opacity:.08;border-radius:2px}';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function previewDocument(
  html: string,
  css: string,
  stylesheets: PreviewStylesheet[],
): string {
  const links = stylesheets
    .map(
      (sheet) =>
        `<link rel="stylesheet" id="${escapeAttribute(sheet.id)}" href="${escapeAttribute(sheet.href)}">`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8">${links}<style>${FRAME_CSS}${css.replace(/<\//g, '<\\/')}</style></head><body><div class="wp-site-blocks">${html}</div></body></html>`;
}

/** The width of an element, kept up to date. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    // A frame later, as for the height: the card's own height follows its width.
    const observer = new ResizeObserver(() =>
      requestAnimationFrame(() => setWidth(element.clientWidth)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export function PreviewFrame({
  html,
  css = '',
  stylesheets,
  viewportWidth,
  title,
  height,
}: PreviewFrameProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const width = useWidth(boxRef);
  const [contentHeight, setContentHeight] = useState(0);

  // The document is written once per content; later stylesheet changes are applied in place.
  const sheetsRef = useRef(stylesheets);
  sheetsRef.current = stylesheets;
  const srcDoc = useMemo(() => previewDocument(html, css, sheetsRef.current), [html, css]);

  // Also run on load: the document may have been written with sheets that changed since.
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sheets are read through the ref.
  useEffect(applySheets, [stylesheets]);

  // The content's height, followed as styles and images load. The root element's box holds
  // every margin of the content (margins do not collapse through it).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let observer: ResizeObserver | undefined;
    const measure = () => {
      applySheets();
      const html = frame.contentDocument?.documentElement;
      const view = frame.contentWindow as (Window & typeof globalThis) | null;
      if (!html || !view) return;
      const read = () => setContentHeight(Math.ceil(html.getBoundingClientRect().height));
      observer?.disconnect();
      // A frame later: resizing the card from inside the observer's own notification would loop.
      // The frame's own observer, so that it runs in the frame's rendering steps.
      observer = new view.ResizeObserver(() => requestAnimationFrame(read));
      observer.observe(html);
      read();
    };
    frame.addEventListener('load', measure);
    if (frame.contentDocument?.readyState === 'complete') measure();
    return () => {
      frame.removeEventListener('load', measure);
      observer?.disconnect();
    };
  }, [applySheets]);

  const scale = width > 0 ? width / viewportWidth : 0;
  const boxHeight = height ?? Math.ceil(contentHeight * scale);
  // Laid out tall enough for the content, and never shorter than the card it fills.
  const frameHeight = Math.max(contentHeight, scale > 0 ? boxHeight / scale : 0);
  return (
    <div
      ref={boxRef}
      className="se-preview"
      style={{ position: 'relative', overflow: 'hidden', width: '100%', height: boxHeight }}
    >
      <iframe
        ref={frameRef}
        title={title}
        sandbox="allow-same-origin"
        srcDoc={srcDoc}
        tabIndex={-1}
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          border: 0,
          width: viewportWidth,
          height: frameHeight || viewportWidth,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          visibility: scale > 0 ? 'visible' : 'hidden',
        }}
      />
    </div>
  );
}
