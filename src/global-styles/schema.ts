// theme.json schema versions. Version 3 changed how theme presets meet the defaults: theme font
// and spacing sizes with a default's slug are dropped unless `defaultFontSizes` /
// `defaultSpacingSizes` is false, and `spacingSizes` join the sizes `spacingScale` generates
// instead of replacing them. A version 2 document keeps its old meaning by switching those
// settings off, as WordPress does when it reads one. (Version 1 documents are read as 2.)
import { getPath, setPath } from './json';
import type { JsonObject, Origin } from './types';

export const LATEST_THEME_JSON_VERSION = 3;

/** `document` in version 3 terms; updated in place (pass a copy whose settings are fresh). */
export function migrateToLatest(document: JsonObject, origin: Origin): JsonObject {
  const version = typeof document['version'] === 'number' ? document['version'] : 1;
  if (version >= LATEST_THEME_JSON_VERSION) return document;
  document['version'] = LATEST_THEME_JSON_VERSION;
  // Only a theme's presets meet the defaults: a user's record takes on what the theme decided,
  // and the defaults are the defaults.
  if (origin !== 'theme') return document;

  const settings = getPath(document, ['settings']);
  const had = (path: readonly string[]) => getPath(settings, path) !== undefined;
  const hadFontSizes = had(['typography', 'fontSizes']);
  const hadSpacingSizes = had(['spacing', 'spacingSizes']);
  const hadSpacingScale = had(['spacing', 'spacingScale']);
  if (hadFontSizes) setPath(document, ['settings', 'typography', 'defaultFontSizes'], false);
  if (hadSpacingSizes || hadSpacingScale) {
    setPath(document, ['settings', 'spacing', 'defaultSpacingSizes'], false);
  }
  // Version 2 sizes replaced the generated scale; keep that by generating none.
  if (hadSpacingSizes) setPath(document, ['settings', 'spacing', 'spacingScale'], { steps: 0 });
  return document;
}
