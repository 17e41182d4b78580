// Small screens are those below the desktop breakpoint of 782px (spec 9).
import { atom, onMount } from 'nanostores';
import { useStore } from '@nanostores/react';

const DESKTOP_QUERY = '(min-width: 782px)';

export const $isMobile = atom(false);

onMount($isMobile, () => {
  if (typeof window === 'undefined' || !window.matchMedia) return;
  const query = window.matchMedia(DESKTOP_QUERY);
  const update = () => $isMobile.set(!query.matches);
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
});

export function useIsMobile(): boolean {
  return useStore($isMobile);
}
