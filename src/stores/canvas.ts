// The canvas (issue 18): whether its realm is wanted yet. The realm (WordPress's block editor,
// megabytes of code) starts on the user's intent to edit (pointer over a view canvas, focus on an
// Edit action) or when edit mode opens, and then stays, hidden while nothing is edited.
import { atom } from 'nanostores';

export const $canvasWanted = atom(false);

/** The user may be about to edit: start the canvas's code now, hidden. */
export function prepareCanvas(): void {
  if (!$canvasWanted.get()) $canvasWanted.set(true);
}
