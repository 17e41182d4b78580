// Roving focus over the items of a grid or list: one tab stop; arrow keys move between items
// (left/right by one, up/down by a row of `columns`), Home and End go to the ends.
import type { KeyboardEvent } from 'react';

export function rovingKeyDown(
  event: KeyboardEvent<HTMLElement>,
  itemSelector: string,
  columns: number,
): void {
  const container = event.currentTarget;
  const items = Array.from(container.querySelectorAll<HTMLElement>(itemSelector));
  const root = container.getRootNode() as Document | ShadowRoot;
  const current = items.indexOf(root.activeElement as HTMLElement);
  if (current < 0) return;
  const moves: Record<string, number> = {
    ArrowRight: 1,
    ArrowLeft: -1,
    ArrowDown: columns,
    ArrowUp: -columns,
    Home: -current,
    End: items.length - 1 - current,
  };
  const step = moves[event.key];
  if (step === undefined) return;
  event.preventDefault();
  const next = items[Math.min(items.length - 1, Math.max(0, current + step))];
  if (!next) return;
  for (const item of items) item.tabIndex = item === next ? 0 : -1;
  next.focus();
}
