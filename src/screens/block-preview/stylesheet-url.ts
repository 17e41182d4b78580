// The site's CSS as a URL the preview frames link to: one blob per version of the CSS, shared by
// every frame on the page, so the browser parses it once however many previews there are. An
// old version is released a while after a newer one replaces it (frames swap their link first).
import { useMemo } from 'react';

const RELEASE_AFTER_MS = 30_000;

let current: { css: string; url: string } | undefined;

function urlFor(css: string): string {
  if (current?.css === css) return current.url;
  const previous = current;
  current = { css, url: URL.createObjectURL(new Blob([css], { type: 'text/css' })) };
  if (previous) setTimeout(() => URL.revokeObjectURL(previous.url), RELEASE_AFTER_MS);
  return current.url;
}

/** The URL of this version of the CSS, in the same render (no second pass to learn it). */
export function useStylesheetUrl(css: string): string {
  return useMemo(() => urlFor(css), [css]);
}
