// The resizable canvas around view mode (spec 2.3, 5, 9): pure rules, no DOM. The frame is
// resized from a handle on its inline-start edge; narrower, it sits centred in the content area
// and its shape goes from the area's own towards a phone's (9 / 19.5) over 980 px; wider than the content area (up to 150%),
// letting go enters edit mode (block themes).

/** Spec 5 and 9. */
export const CANVAS_MIN_WIDTH = 320;
export const CANVAS_MAX_SCALE = 1.5;
export const CANVAS_PHONE_RATIO = 9 / 19.5;
export const CANVAS_RATIO_RANGE = 980;
export const CANVAS_ARROW_STEP = 20;
export const CANVAS_SHIFT_FACTOR = 5;

export interface FrameArea {
  /** The content area the frame sits in, in px. */
  width: number;
  height: number;
}

/** A width within spec 5's bounds: 320 px to 150% of the area (never below the area's own if it is smaller than 320). */
export function clampFrameWidth(width: number, area: FrameArea): number {
  const max = area.width * CANVAS_MAX_SCALE;
  const min = Math.min(CANVAS_MIN_WIDTH, area.width);
  return Math.round(Math.min(max, Math.max(min, width)));
}

/**
 * The frame's height for a width: at the area's width (or wider) the area's own shape; narrower,
 * the ratio moves linearly to a phone's over 980 px; never taller than the area.
 */
export function frameHeight(width: number, area: FrameArea): number {
  if (width >= area.width || area.height <= 0) return area.height;
  const start = area.width / area.height;
  const progress = Math.min(1, (area.width - width) / CANVAS_RATIO_RANGE);
  const ratio = start + (CANVAS_PHONE_RATIO - start) * progress;
  return Math.round(Math.min(area.height, width / ratio));
}

/**
 * The width after the handle was dragged `wider` px away from the frame (negative: towards it)
 * since a drag began at `start`. Narrower than the area, the frame sits centred, so both of its
 * edges move: the width changes twice as fast as the pointer, and the handle stays under it.
 * Past the area's width the frame is aligned to the area's far edge and follows the pointer.
 */
export function widthAfterDrag(start: number, wider: number, area: FrameArea): number {
  const centred = wider < 0 ? -wider : Math.min(wider, Math.max(0, (area.width - start) / 2));
  const beyond = wider < 0 ? 0 : wider - centred;
  return clampFrameWidth(start + Math.sign(wider) * centred * 2 + beyond, area);
}

/** Wider than the area (dragged past full width, to enter edit mode): aligned to its far edge. */
export function isOversized(width: number, area: FrameArea): boolean {
  return area.width > 0 && width > area.width;
}

/**
 * Arrow keys on the handle (spec 2.3): 20 px a press, 100 with Shift. The handle is on the
 * inline-start edge, so the arrow pointing away from the frame makes it wider. Undefined for
 * other keys.
 */
export function widthAfterKey(
  width: number,
  key: string,
  shift: boolean,
  area: FrameArea,
  direction: 'ltr' | 'rtl' = 'ltr',
): number | undefined {
  const step = CANVAS_ARROW_STEP * (shift ? CANVAS_SHIFT_FACTOR : 1);
  const wider = direction === 'ltr' ? 'ArrowLeft' : 'ArrowRight';
  const narrower = direction === 'ltr' ? 'ArrowRight' : 'ArrowLeft';
  if (key === wider) return clampFrameWidth(width + step, area);
  if (key === narrower) return clampFrameWidth(width - step, area);
  if (key === 'Home') return clampFrameWidth(CANVAS_MIN_WIDTH, area);
  if (key === 'End') return area.width;
  return undefined;
}

/** Letting go of the handle past the area's full width enters edit mode (block themes only). */
export function entersEditMode(width: number, area: FrameArea, isBlockTheme: boolean): boolean {
  return isBlockTheme && width > area.width;
}
