// Faces shown in their own font (spec 4: fonts load and unload in the page with the FontFace
// API; `@font-face` inside a shadow root is ignored). Each face shown takes a reference; the face
// leaves `document.fonts` when the last one lets go.
import { useStore } from '@nanostores/react';
import { type CSSProperties, useEffect, useState } from 'react';
import {
  faceSources,
  type FontFace as LibraryFace,
  normalStyle,
  normalWeight,
  previewWeight,
} from '../../fonts';
import { fontFamilyName } from '../../global-styles/font-faces';
import {
  resolveThemeFile,
  type ThemeFileUri,
  type ThemeFolders,
} from '../../global-styles/theme-files';
import { $activeTheme } from '../../stores/site';
import { whenIdle } from '../../ui/scheduling';

interface Loaded {
  face: globalThis.FontFace;
  users: number;
}
const loaded = new Map<string, Loaded>();

/** The family name a face is previewed under (its own, so the library shows the real font). */
export function previewFamily(face: LibraryFace, fallback: string): string {
  return fontFamilyName(face.fontFamily || fallback) || fallback;
}

/**
 * The URL a face loads from: a theme file resolved through the theme's links or, as WordPress
 * gives none for fonts, against the theme's folder; or the face's own URL.
 */
export function faceUrl(
  face: LibraryFace,
  themeFiles: readonly ThemeFileUri[],
  folders?: ThemeFolders,
): string | undefined {
  const list = Array.isArray(face.src) ? face.src : face.src ? [face.src] : [];
  for (const src of list) {
    if (src.startsWith('file:./')) {
      const href = resolveThemeFile(src, themeFiles, folders);
      if (href) return href;
    }
  }
  return faceSources(face)[0];
}

function acquire(key: string, create: () => globalThis.FontFace): globalThis.FontFace {
  const known = loaded.get(key);
  if (known) {
    known.users += 1;
    return known.face;
  }
  const face = create();
  loaded.set(key, { face, users: 1 });
  document.fonts.add(face);
  face.load().catch(() => {
    // A face that fails to load shows in the page's font; the list stays usable.
  });
  return face;
}

function release(key: string): void {
  const known = loaded.get(key);
  if (!known) return;
  known.users -= 1;
  if (known.users > 0) return;
  loaded.delete(key);
  document.fonts.delete(known.face);
}

/**
 * Loads a face into the page while the component shows it: from its URL, or from the file the
 * user picked (before it is installed). Returns the style to show text in that face with, once
 * it has loaded; until then (or when it fails) nothing, so the text shows at once in the page's
 * own font: a font the browser does not have yet would otherwise be looked for among the
 * system's fonts, in every weight and style shown, before the first paint.
 */
export function useFacePreview(
  face: LibraryFace | undefined,
  family: string,
  themeFiles: readonly ThemeFileUri[],
): CSSProperties | undefined {
  const name = face ? previewFamily(face, family) : family;
  const { folders } = useStore($activeTheme);
  const url = face && !face.file ? faceUrl(face, themeFiles, folders) : undefined;
  const file = face?.file;
  const weight = normalWeight(face?.fontWeight);
  const style = normalStyle(face?.fontStyle);
  // What is shown: a picked file, or a face loaded from its URL (shared by every preview of it).
  const id = file
    ? `${name}|${weight}|${style}|${file.name}`
    : url
      ? `${name}|${weight}|${style}|${url}`
      : undefined;
  const [ready, setReady] = useState<string | undefined>();
  useEffect(() => {
    if (!face) return;
    let live = true;
    const shown = (added: globalThis.FontFace) =>
      added.loaded.then(
        () => live && setReady(id),
        () => {},
      );
    if (file) {
      // A picked file: its bytes, for this preview alone.
      let added: globalThis.FontFace | undefined;
      void file.arrayBuffer().then((buffer) => {
        if (!live) return;
        added = new globalThis.FontFace(name, buffer, { weight, style });
        document.fonts.add(added);
        void shown(added);
      });
      return () => {
        live = false;
        if (added) document.fonts.delete(added);
      };
    }
    if (!id || !url) return;
    // Asked for once the page is idle: the text paints in the page's font first, and a list's
    // first paint (or the work right after it) does not wait for its fonts' requests to start.
    let acquired = false;
    const cancel = whenIdle(() => {
      acquired = true;
      const added = acquire(
        id,
        () => new globalThis.FontFace(name, `url(${JSON.stringify(url)})`, { weight, style }),
      );
      void shown(added);
    });
    return () => {
      live = false;
      cancel();
      if (acquired) release(id);
    };
  }, [face, file, id, url, name, weight, style]);
  if (!face || !id || ready !== id) return undefined;
  return {
    fontFamily: `${JSON.stringify(name)}, system-ui, sans-serif`,
    // Spec 9: 400, or the weight nearest it the face has (a variable face's range holds 400).
    fontWeight: previewWeight(face),
    fontStyle: style,
  };
}
