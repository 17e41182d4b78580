// The frame untrusted markup shows in (issue 30, item 5; untrusted-markup.tsx says which markup):
// sandboxed WITHOUT allow-same-origin, so its document has an opaque origin and cannot reach the
// realm, the canvas or the editor; its own policy lets only the measuring script run
// (realm-policy.ts), which posts the content's height so the frame is sized to it.
import { useLayoutEffect, useRef } from 'react';
import {
  FRAME_HEIGHT_MESSAGE,
  FRAME_MEASURE_SCRIPT,
  frameContentSecurityPolicy,
  policyMeta,
} from '../realm-policy';

/** Marks our frames: the height listener sizes only these. */
const FRAME_ATTRIBUTE = 'data-untrusted-markup';
/** Scripts only (the measuring one): no same origin, forms, popups or top navigation. */
const SANDBOX = 'allow-scripts';
const MAX_HEIGHT = 20_000;
/** A frame's height until its content's is known (where a host's policy refuses the measuring
 * script, it stays so, scrolling). */
const FIRST_HEIGHT = '150px';
const FRAME_CSS =
  'html,body{margin:0;padding:0;background:transparent}body{overflow-wrap:anywhere}' +
  'body>:first-child{margin-top:0}body>:last-child{margin-bottom:0}';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The canvas's styles (block library, theme, the site's global styles) for a frame's head. */
export function stylesOf(doc: Document | null | undefined): string {
  if (!doc) return '';
  let html = '';
  for (const element of doc.querySelectorAll('style, link[rel="stylesheet"]')) {
    if (element.localName === 'style') {
      const css = (element.textContent ?? '').replace(/<\/style/gi, '<\\/style');
      html += `<style>${css}</style>`;
    } else {
      const href = (element as HTMLLinkElement).href;
      if (/^https?:/i.test(href)) html += `<link rel="stylesheet" href="${escapeAttribute(href)}">`;
    }
  }
  return html;
}

/** The block canvas's document, for frames made as markup (no element to ask). */
export function canvasDocument(): Document | null {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[name="editor-canvas"]');
  return frame?.contentDocument ?? null;
}

/** An untrusted-markup frame's document: its policy and measuring script before the content. */
export function frameDocument(markup: string, styles: string): string {
  return (
    `<!doctype html><html><head><meta charset="utf-8">${policyMeta(frameContentSecurityPolicy())}` +
    `<script>${FRAME_MEASURE_SCRIPT}</script><style>${FRAME_CSS}</style>${styles}</head>` +
    `<body class="editor-styles-wrapper">${markup}</body></html>`
  );
}

/** The frame as markup, for places that render HTML strings (an invalid block's content). */
export function frameMarkup(markup: string, title: string, styles: string): string {
  return (
    `<iframe ${FRAME_ATTRIBUTE}="" sandbox="${SANDBOX}" title="${escapeAttribute(title)}" ` +
    `tabindex="-1" style="display:block;width:100%;height:${FIRST_HEIGHT};border:0" ` +
    `srcdoc="${escapeAttribute(frameDocument(markup, styles))}"></iframe>`
  );
}

const listening = new WeakSet<Window>();

/** Sizes our frames in `view`'s document from the heights their documents post. */
export function listenForFrameHeights(view: Window | null | undefined): void {
  if (!view || listening.has(view)) return;
  listening.add(view);
  view.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; height?: unknown } | null;
    if (!data || data.type !== FRAME_HEIGHT_MESSAGE || typeof data.height !== 'number') return;
    if (!Number.isFinite(data.height)) return;
    const height = Math.max(0, Math.min(MAX_HEIGHT, Math.ceil(data.height)));
    for (const frame of view.document.querySelectorAll<HTMLIFrameElement>(
      `iframe[${FRAME_ATTRIBUTE}]`,
    )) {
      if (frame.contentWindow === event.source) frame.style.height = `${height}px`;
    }
  });
}

/** Shows `markup` in a sandboxed frame, sized to its content; a cover keeps clicks for the block. */
export function UntrustedMarkupFrame({ markup, title }: { markup: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  // The document is written once the frame is in its document (whose styles it takes).
  useLayoutEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    listenForFrameHeights(frame.ownerDocument.defaultView);
    frame.srcdoc = frameDocument(markup, stylesOf(frame.ownerDocument));
  }, [markup]);
  return (
    <div className="canvas-untrusted-markup" style={{ position: 'relative' }}>
      <iframe
        ref={ref}
        {...{ [FRAME_ATTRIBUTE]: '' }}
        sandbox={SANDBOX}
        title={title}
        tabIndex={-1}
        style={{ display: 'block', width: '100%', height: FIRST_HEIGHT, border: 0 }}
      />
      <div style={{ position: 'absolute', inset: 0 }} />
    </div>
  );
}
