// Which Styles panels a site (or one block) gets (spec 2.4: "each shown only if supported"),
// read from merged settings, where `appearanceTools` is already expanded. A block's settings are
// the root's with its own `settings.blocks[name]` laid over them.
import { getPath, isObject, mergeReplacing } from './json';
import type { JsonObject, Origin } from './types';

/** The settings that apply to a block (or to the site, without a name). */
export function settingsFor(merged: unknown, blockName?: string): JsonObject {
  const root = getPath(merged, ['settings']);
  const base = isObject(root) ? root : {};
  if (!blockName) return base;
  const own = getPath(base, ['blocks', blockName]);
  return isObject(own) ? mergeReplacing(base, own) : base;
}

const on = (settings: JsonObject, path: readonly string[]) => {
  const value = getPath(settings, path);
  return value !== undefined && value !== null && value !== false;
};
/** A setting WordPress turns on unless it is set to false. */
const notOff = (settings: JsonObject, path: readonly string[]) => getPath(settings, path) !== false;

/** Presets of a kind across origins: `{ theme: [...], default: [...] }` or a plain list. */
export function presetCount(settings: JsonObject, path: readonly string[]): number {
  const value = getPath(settings, path);
  if (Array.isArray(value)) return value.length;
  if (!isObject(value)) return 0;
  return (['default', 'theme', 'custom'] as Origin[]).reduce(
    (sum, origin) => sum + (Array.isArray(value[origin]) ? (value[origin] as unknown[]).length : 0),
    0,
  );
}

export function hasTypographyPanel(settings: JsonObject): boolean {
  return (
    presetCount(settings, ['typography', 'fontFamilies']) > 0 ||
    presetCount(settings, ['typography', 'fontSizes']) > 0 ||
    notOff(settings, ['typography', 'customFontSize']) ||
    ['lineHeight', 'letterSpacing', 'textTransform', 'textDecoration', 'writingMode'].some((key) =>
      on(settings, ['typography', key]),
    )
  );
}

export function hasColorPanel(settings: JsonObject): boolean {
  return (
    presetCount(settings, ['color', 'palette']) > 0 ||
    presetCount(settings, ['color', 'gradients']) > 0 ||
    notOff(settings, ['color', 'custom']) ||
    notOff(settings, ['color', 'customGradient'])
  );
}

export function hasBackgroundPanel(settings: JsonObject): boolean {
  return (
    on(settings, ['background', 'backgroundImage']) ||
    on(settings, ['background', 'backgroundSize'])
  );
}

export function hasLayoutPanel(settings: JsonObject): boolean {
  return (
    on(settings, ['layout', 'contentSize']) ||
    on(settings, ['layout', 'wideSize']) ||
    on(settings, ['spacing', 'padding']) ||
    on(settings, ['spacing', 'blockGap'])
  );
}

export type GlobalPanel = 'typography' | 'colors' | 'background' | 'shadows' | 'layout';

/** The root's panels, in the spec's order; Shadows always. */
export function globalPanels(settings: JsonObject): GlobalPanel[] {
  return [
    ...(hasTypographyPanel(settings) ? (['typography'] as const) : []),
    ...(hasColorPanel(settings) ? (['colors'] as const) : []),
    ...(hasBackgroundPanel(settings) ? (['background'] as const) : []),
    'shadows' as const,
    ...(hasLayoutPanel(settings) ? (['layout'] as const) : []),
  ];
}
