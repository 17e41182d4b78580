// The resizable canvas around view mode (spec 2.3, 5, 9): a handle on the frame's inline-start
// edge, dragged or moved with the arrow keys (20 px, 100 with Shift; Home and End); narrower, the
// frame sits centred in the area with the handle outside its edge (over none of its content), and
// its shape goes towards a phone's; let go past the area's full width (where the frame aligns to
// the area's far edge), it enters edit mode (block themes). The rules are pure, in
// src/canvas/resizable-frame.ts.
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import {
  CANVAS_MIN_WIDTH,
  CANVAS_MAX_SCALE,
  entersEditMode,
  frameHeight,
  isOversized,
  widthAfterDrag,
  widthAfterKey,
} from '../../canvas/resizable-frame';
import { __ } from '../../i18n';
import { useBoxSize } from '../../ui/box-size';
import { useStyles } from '../../ui/element-root';
import { useIsMobile } from '../../ui/viewport';

const styles = /* css */ `
.se-resizable { position: relative; height: 100%; display: flex; justify-content: center; align-items: center; overflow: hidden; }
.se-resizable.is-oversized { justify-content: flex-end; }
.se-resizable__frame { position: relative; height: 100%; width: 100%; max-width: 100%; }
.se-resizable__frame.is-resized { box-shadow: 0 0 0 1px rgb(0 0 0 / 0.15); }
.se-resizable__handle {
  position: absolute; inset-block: 0; inset-inline-start: 0; width: 12px; z-index: 2;
  display: flex; align-items: center; justify-content: center; cursor: col-resize; touch-action: none;
  background: transparent; border: 0; padding: 0;
}
.se-resizable__handle::before { content: ''; width: 4px; height: 64px; border-radius: 2px; background: #949494; }
.se-resizable__handle:hover::before, .se-resizable__handle:focus-visible::before { background: var(--wp-admin-theme-color, #3858e9); }
.se-resizable__handle:focus-visible { outline: 2px solid var(--wp-admin-theme-color, #3858e9); outline-offset: -2px; }
`;

export function ResizableFrame({
  children,
  isBlockTheme,
  onEnterEditMode,
}: {
  children: ReactNode;
  isBlockTheme: boolean;
  onEnterEditMode(): void;
}) {
  useStyles(styles);
  // On a phone the canvas fills the screen: nothing to resize it against (spec 9's breakpoint).
  const isMobile = useIsMobile();
  const areaRef = useRef<HTMLDivElement>(null);
  const area = useBoxSize(areaRef);
  /** The width the user gave the frame; undefined: the area's own. */
  const [width, setWidth] = useState<number>();
  const drag = useRef<{ x: number; width: number } | undefined>(undefined);
  const direction =
    areaRef.current && getComputedStyle(areaRef.current).direction === 'rtl' ? 'rtl' : 'ltr';
  const current = width ?? area.width;

  const letGo = (final: number) => {
    if (entersEditMode(final, area, isBlockTheme)) {
      setWidth(undefined);
      onEnterEditMode();
    } else if (final > area.width) setWidth(undefined);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width: current };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const moved = event.clientX - drag.current.x;
    setWidth(widthAfterDrag(drag.current.width, direction === 'ltr' ? -moved : moved, area));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = undefined;
    letGo(current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = widthAfterKey(current, event.key, event.shiftKey, area, direction);
    if (next === undefined) return;
    event.preventDefault();
    setWidth(next >= area.width ? undefined : next);
  };

  const resized = width !== undefined && width !== area.width;
  // Narrowed, the handle moves out into the space beside the frame (as far as there is), off the
  // content's edge.
  const handleOutside =
    resized && !isOversized(current, area) ? Math.min(16, (area.width - current) / 2) : 0;
  return (
    <div
      ref={areaRef}
      className={`se-resizable${isOversized(current, area) ? ' is-oversized' : ''}`}
    >
      <div
        className={`se-resizable__frame${resized ? ' is-resized' : ''}`}
        style={
          resized && area.width > 0
            ? { width: `${current}px`, maxWidth: 'none', height: `${frameHeight(current, area)}px` }
            : undefined
        }
      >
        {area.width > 0 && !isMobile && (
          // biome-ignore lint/a11y/useSemanticElements: a focusable separator is the resize handle's ARIA pattern; <hr> cannot take focus or keys.
          <div
            className="se-resizable__handle"
            style={handleOutside > 0 ? { insetInlineStart: `${-handleOutside}px` } : undefined}
            role="separator"
            tabIndex={0}
            aria-orientation="vertical"
            aria-label={__('Drag to resize')}
            aria-valuemin={Math.min(CANVAS_MIN_WIDTH, Math.round(area.width))}
            aria-valuemax={Math.round(area.width * CANVAS_MAX_SCALE)}
            aria-valuenow={Math.round(current)}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          />
        )}
        {children}
      </div>
    </div>
  );
}
