// Previews enter the page a few per animation frame. Each one is a document of its own (parse,
// style, layout), so when a scroll brings ten cards into view at once, mounting them together
// would make one long frame; in turn, the page keeps scrolling smoothly while they fill in.
import { useEffect, useState } from 'react';

/** How many previews may start in one animation frame. */
export const PREVIEWS_PER_FRAME = 2;

const waiting: Array<() => void> = [];
let scheduled = false;

function pump() {
  scheduled = false;
  for (let i = 0; i < PREVIEWS_PER_FRAME && waiting.length > 0; i += 1) waiting.shift()?.();
  schedule();
}

function schedule() {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  requestAnimationFrame(pump);
}

/** False until this preview's turn comes (after `ready` turns true); then true for good. */
export function useFrameTurn(ready: boolean): boolean {
  const [admitted, setAdmitted] = useState(false);
  useEffect(() => {
    if (!ready || admitted) return;
    const admit = () => setAdmitted(true);
    waiting.push(admit);
    schedule();
    return () => {
      const index = waiting.indexOf(admit);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [ready, admitted]);
  return admitted;
}
