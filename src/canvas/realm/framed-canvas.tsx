// A template part or a pattern opened on its own (focus mode, spec 2.2) is drawn as WordPress's
// site editor draws it: at full strength, in a white frame on the canvas's grey, as tall as its
// blocks (never taller than the canvas), centred. The block canvas's iframe is same origin (a
// `blob:` document the block editor writes), so its blocks' height can be watched from here.
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The frame never gets shorter than this: an empty part still shows its appender. */
const MIN_FRAME_HEIGHT = 40;

/** The height of the blocks in the block canvas inside `area`, in px (undefined until known). */
function useBlocksHeight(area: React.RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let observer: ResizeObserver | undefined;
    let frame: HTMLIFrameElement | null = null;
    // Where the blocks end in the canvas's document: below the root (its margin too, and its
    // blocks', which may collapse through it), plus the body's padding below.
    const measure = (root: HTMLElement) => {
      const view = root.ownerDocument.defaultView;
      if (!view) return;
      const below = (element: Element) =>
        element.getBoundingClientRect().bottom +
        Number.parseFloat(view.getComputedStyle(element).marginBottom || '0');
      const bottom = Math.max(below(root), ...Array.from(root.children, below));
      const padding = Number.parseFloat(
        view.getComputedStyle(root.ownerDocument.body).paddingBottom || '0',
      );
      setHeight(Math.ceil(bottom + view.scrollY + padding));
    };
    const watch = () => {
      observer?.disconnect();
      const root = frame?.contentDocument?.querySelector<HTMLElement>('.is-root-container');
      if (!root) return false;
      observer = new (root.ownerDocument.defaultView?.ResizeObserver ?? ResizeObserver)(() =>
        measure(root),
      );
      observer.observe(root);
      measure(root);
      return true;
    };
    // The block editor makes its iframe, then writes its document: wait for both.
    const onLoad = () => {
      if (!watch()) requestAnimationFrame(onLoad);
    };
    const find = new MutationObserver(() => {
      const found = element.querySelector<HTMLIFrameElement>('iframe[name="editor-canvas"]');
      if (!found || found === frame) return;
      frame?.removeEventListener('load', onLoad);
      frame = found;
      frame.addEventListener('load', onLoad);
      onLoad();
    });
    find.observe(element, { childList: true, subtree: true });
    const existing = element.querySelector<HTMLIFrameElement>('iframe[name="editor-canvas"]');
    if (existing) {
      frame = existing;
      frame.addEventListener('load', onLoad);
      onLoad();
    }
    return () => {
      find.disconnect();
      observer?.disconnect();
      frame?.removeEventListener('load', onLoad);
    };
  }, [area]);
  return height;
}

export function FramedCanvas({ children }: { children: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  const height = useBlocksHeight(area);
  return (
    <div className="canvas-editor__frame-area" ref={area}>
      <div
        className="canvas-editor__frame"
        style={height === undefined ? undefined : { height: Math.max(height, MIN_FRAME_HEIGHT) }}
      >
        {children}
      </div>
    </div>
  );
}
