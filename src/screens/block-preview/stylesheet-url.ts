// The site's CSS as a URL the preview frames link to: one blob per version of the CSS, shared by
// every frame on the page, so the browser parses it once however many previews there are.
// Several versions may be in use at once (a revision's styles beside the current ones): each is
// kept while a preview uses it, and released a while after the last one let go of it (frames
// swap their link to the newer version first).
import { useEffect, useMemo } from 'react';

const RELEASE_AFTER_MS = 30_000;

interface Version {
  url: string;
  users: number;
  release?: ReturnType<typeof setTimeout>;
}

const versions = new Map<string, Version>();

function scheduleRelease(css: string, version: Version): void {
  clearTimeout(version.release);
  version.release = setTimeout(() => {
    if (version.users > 0 || versions.get(css) !== version) return;
    versions.delete(css);
    URL.revokeObjectURL(version.url);
  }, RELEASE_AFTER_MS);
}

function versionOf(css: string): Version {
  let version = versions.get(css);
  if (!version) {
    version = { url: URL.createObjectURL(new Blob([css], { type: 'text/css' })), users: 0 };
    versions.set(css, version);
    // Released unless a preview takes it meanwhile.
    scheduleRelease(css, version);
  }
  return version;
}

/** The URL of this version of the CSS, in the same render (no second pass to learn it). */
export function useStylesheetUrl(css: string): string {
  const url = useMemo(() => versionOf(css).url, [css]);
  useEffect(() => {
    const version = versionOf(css);
    version.users += 1;
    clearTimeout(version.release);
    return () => {
      version.users -= 1;
      if (version.users === 0) scheduleRelease(css, version);
    };
  }, [css]);
  return url;
}
