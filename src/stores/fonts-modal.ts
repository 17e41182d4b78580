// Whether the full editor's 'Fonts' modal (spec 2.7) is open. The shell renders the modal; the
// command palette's 'Manage fonts' and the Typography screen's 'Manage fonts' button (spec 2.4)
// open it from wherever they are. Its own tiny module: the shell reads it on the first screen,
// so it must not pull in the font library's code.
import { atom, type ReadableAtom } from 'nanostores';

const open = atom(false);

export const $fontsModalOpen: ReadableAtom<boolean> = open;

export function openFontsModal(): void {
  open.set(true);
}

export function closeFontsModal(): void {
  open.set(false);
}
