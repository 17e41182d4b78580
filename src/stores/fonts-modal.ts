// Whether the full editor's 'Fonts' modal (spec 2.7) is open, and on which font. The shell renders
// the modal; the command palette's 'Manage fonts' and the Typography screen's 'Manage fonts'
// button (spec 2.4) open it on the library's list, a font of the Typography screen's list opens
// it on that font's details, as WordPress does. Its own tiny module: the shell reads it on the
// first screen, so it must not pull in the font library's code.
import { atom, type ReadableAtom } from 'nanostores';

/** A font the modal opens on: its slug, and its origin when known (theme and custom may share a slug). */
export interface FontsModalFamily {
  slug: string;
  source?: 'theme' | 'custom';
}

const open = atom(false);
const family = atom<FontsModalFamily | undefined>(undefined);

export const $fontsModalOpen: ReadableAtom<boolean> = open;

/** The font the modal was opened on (its details show first), if any. */
export const $fontsModalFamily: ReadableAtom<FontsModalFamily | undefined> = family;

/** Opens the modal on the library's list, or on one font's details. */
export function openFontsModal(on?: FontsModalFamily): void {
  // Called as an event handler too: only a font (a slug) picks one.
  family.set(typeof on?.slug === 'string' ? { ...on } : undefined);
  open.set(true);
}

export function closeFontsModal(): void {
  open.set(false);
  family.set(undefined);
}
