// The shadows screen's rules (spec 3, 4, 5): a box-shadow value read into layers the editor
// shows (x, y, blur, spread, colour, inset) and written back, layers added, removed and edited,
// and the presets in `settings.shadow.presets` keyed by origin: custom ones added, renamed,
// deleted or all removed, the theme's and the host's reset to their base. Preset functions
// return the user's new keyed value for a store to write; `base` is the setting without the
// user's record (defaults + theme).
import { sprintf } from '../i18n/sprintf';
import { __ } from '../i18n/translate';
import {
  deleteCustomPreset,
  nextPresetNumber,
  type PresetOrigin,
  type PresetsByOrigin,
  presetsIn,
  renameCustomPreset,
  samePresetValues,
  updatePreset,
  withPresets,
} from './preset-edits';
import type { ShadowPreset } from './types';

export type ShadowsByOrigin = PresetsByOrigin<ShadowPreset>;

/** The confirmations' source texts (spec 8), to translate with `shadowConfirmation`. */
export const SHADOW_CONFIRMATIONS = {
  delete: 'Are you sure you want to delete "%s" shadow preset?',
  removeCustom: 'Are you sure you want to remove all custom shadows?',
} as const;

/** A confirmation translated; `name` fills the delete confirmation's `%s`. */
export function shadowConfirmation(which: keyof typeof SHADOW_CONFIRMATIONS, name = ''): string {
  return sprintf(__(SHADOW_CONFIRMATIONS[which]), name);
}

// Layers ---------------------------------------------------------------------------------

/** One layer of a box-shadow. Lengths keep the text they were written with. */
export interface ShadowLayer {
  x: string;
  y: string;
  blur: string;
  spread: string;
  color: string;
  inset: boolean;
}

/** A new shadow's value and a new layer's, as WordPress writes it. */
export const DEFAULT_SHADOW = '6px 6px 9px rgba(0, 0, 0, 0.2)';

/** What a layer reads as when it cannot be read: no offset, black. */
export const FALLBACK_SHADOW_LAYER: Readonly<ShadowLayer> = {
  x: '0',
  y: '0',
  blur: '0',
  spread: '0',
  color: '#000',
  inset: false,
};

const LENGTH =
  /^[+-]?(?:\d+\.?\d*|\.\d+)(?:px|%|em|rem|ex|ch|lh|rlh|in|cm|mm|q|pt|pc|vw|vh|vmin|vmax|vi|vb|svw|svh|lvw|lvh|dvw|dvh)?$/i;

/** `text` cut at each `separator` outside parentheses, pieces trimmed, empty ones dropped. */
function splitOutsideParentheses(text: string, separator: RegExp): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && separator.test(char)) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces.map((piece) => piece.trim()).filter((piece) => piece !== '');
}

/** A box-shadow's layers as written: `'1px 1px red, 2px 2px rgb(0, 0, 0)'` -> two strings. */
export function shadowLayers(shadow: string): string[] {
  return splitOutsideParentheses(shadow, /,/);
}

/**
 * One layer read as the editor shows it. A layer is read only when it has one run of two to
 * four lengths (x, y, then blur and spread), at most one `inset` and at most one colour, the
 * colour and `inset` before or after the lengths; otherwise (and for `none`) it reads as
 * `FALLBACK_SHADOW_LAYER`. Missing blur and spread read as 0, a missing colour as black.
 */
export function parseShadowLayer(layer: string): ShadowLayer {
  const tokens = splitOutsideParentheses(layer, /\s/);
  const fallback = { ...FALLBACK_SHADOW_LAYER };
  if (tokens.some((token) => token.toLowerCase() === 'none')) return fallback;
  const lengthAt = tokens.flatMap((token, index) => (LENGTH.test(token) ? [index] : []));
  const first = lengthAt[0] ?? 0;
  const contiguous = lengthAt.length === (lengthAt.at(-1) ?? -1) - first + 1;
  if (lengthAt.length < 2 || lengthAt.length > 4 || !contiguous) return fallback;
  const lengths = tokens.slice(first, first + lengthAt.length);
  const rest = tokens.filter((_, index) => index < first || index >= first + lengths.length);
  const insets = rest.filter((token) => token.toLowerCase() === 'inset');
  const colors = rest.filter((token) => token.toLowerCase() !== 'inset');
  if (insets.length > 1 || colors.length > 1) return fallback;
  const [x = '0', y = '0', blur = fallback.blur, spread = fallback.spread] = lengths;
  return { x, y, blur, spread, color: colors[0] ?? fallback.color, inset: insets.length === 1 };
}

/** A layer written back: `inset` first, the four lengths (0px where empty), the colour. */
export function serializeShadowLayer(layer: ShadowLayer): string {
  const lengths = [layer.x, layer.y, layer.blur, layer.spread].map((value) => value || '0px');
  return [layer.inset ? 'inset' : '', ...lengths, layer.color].filter(Boolean).join(' ');
}

/** Every layer of a box-shadow read (`parseShadowLayer`); an empty value has none. */
export function parseShadow(shadow: string): ShadowLayer[] {
  return shadowLayers(shadow).map(parseShadowLayer);
}

/** Layers written back as one box-shadow value. */
export function serializeShadow(layers: readonly ShadowLayer[]): string {
  return layers.map(serializeShadowLayer).join(', ');
}

/** What a shadow length field stores: the input when it starts with a number, else `0px`. */
export function shadowLengthInput(input: string | undefined): string {
  return input !== undefined && !Number.isNaN(Number.parseFloat(input)) ? input : '0px';
}

/** The shadow with a new layer (`DEFAULT_SHADOW`) after the others. */
export function addShadowLayer(shadow: string): string {
  return [...shadowLayers(shadow), DEFAULT_SHADOW].join(', ');
}

/** A layer can be removed only while another remains. */
export function canRemoveShadowLayer(shadow: string): boolean {
  return shadowLayers(shadow).length > 1;
}

/** The shadow without layer `index`; the last remaining layer stays. */
export function removeShadowLayer(shadow: string, index: number): string {
  const layers = shadowLayers(shadow);
  if (layers.length <= 1 || index < 0 || index >= layers.length) return shadow;
  return layers.filter((_, i) => i !== index).join(', ');
}

/** The shadow with layer `index` changed; the other layers keep their text. */
export function updateShadowLayer(
  shadow: string,
  index: number,
  change: Partial<ShadowLayer>,
): string {
  const layers = shadowLayers(shadow);
  const layer = layers[index];
  if (layer === undefined) return shadow;
  const updated = serializeShadowLayer({ ...parseShadowLayer(layer), ...change });
  return layers.map((text, i) => (i === index ? updated : text)).join(', ');
}

// Presets --------------------------------------------------------------------------------

const SLUG_PREFIX = 'shadow-';

/** The preset "Add shadow" creates: `shadow-{n}` named 'Shadow {n}', `DEFAULT_SHADOW`. */
export function newCustomShadow(custom: readonly ShadowPreset[] = []): ShadowPreset {
  const n = nextPresetNumber(custom, SLUG_PREFIX);
  return { name: sprintf(__('Shadow %d'), n), slug: `${SLUG_PREFIX}${n}`, shadow: DEFAULT_SHADOW };
}

/** `user` with a new custom shadow appended (see `newCustomShadow`). */
export function addCustomShadow(user: ShadowsByOrigin | undefined): ShadowsByOrigin {
  const custom = user?.custom ?? [];
  return withPresets(user, 'custom', [...custom, newCustomShadow(custom)]);
}

/** Renames a custom shadow; other origins, and names of only spaces, leave `user` as it was. */
export function renameShadow(
  user: ShadowsByOrigin | undefined,
  origin: PresetOrigin,
  slug: string,
  name: string,
): ShadowsByOrigin {
  return renameCustomPreset(user, origin, slug, name);
}

/** Deletes a custom shadow; theme and default shadows can only be reset. */
export function deleteShadow(
  user: ShadowsByOrigin | undefined,
  origin: PresetOrigin,
  slug: string,
): ShadowsByOrigin {
  return deleteCustomPreset(user, origin, slug);
}

/** "Remove all custom shadows": the user keeps no custom shadows. */
export function removeCustomShadows(user: ShadowsByOrigin | undefined): ShadowsByOrigin {
  return withPresets(user, 'custom', undefined);
}

/** Sets a preset's box-shadow value (any origin). */
export function setShadow(
  user: ShadowsByOrigin | undefined,
  base: ShadowsByOrigin | undefined,
  origin: PresetOrigin,
  slug: string,
  shadow: string,
): ShadowsByOrigin {
  return updatePreset(user, base, origin, slug, (preset) =>
    preset.shadow === shadow ? preset : { ...preset, shadow },
  );
}

function basePreset(
  base: ShadowsByOrigin | undefined,
  origin: PresetOrigin,
  slug: string,
): ShadowPreset | undefined {
  return (base?.[origin] ?? []).find((preset) => preset.slug === slug);
}

/**
 * Whether a theme or default shadow shows its base value, so "Reset" is disabled. A preset
 * without a base (custom ones) counts as equal: there is nothing to reset it to.
 */
export function isShadowEqualToBase(
  user: ShadowsByOrigin | undefined,
  base: ShadowsByOrigin | undefined,
  origin: PresetOrigin,
  slug: string,
): boolean {
  const original = basePreset(base, origin, slug);
  const shown = presetsIn(user, base, origin).find((preset) => preset.slug === slug);
  return !original || !shown || shown.shadow === original.shadow;
}

/**
 * "Reset" for a theme or default shadow: the preset takes its base value again. When the
 * origin's list then matches the base, the user's copy of it is dropped. Custom shadows have
 * no base: unchanged.
 */
export function resetShadow(
  user: ShadowsByOrigin | undefined,
  base: ShadowsByOrigin | undefined,
  origin: PresetOrigin,
  slug: string,
): ShadowsByOrigin {
  const original = basePreset(base, origin, slug);
  if (origin === 'custom' || !original) return user ?? {};
  const next = updatePreset(user, base, origin, slug, (preset) =>
    samePresetValues(preset, original) ? preset : original,
  );
  const own = next[origin];
  if (own === undefined || !samePresetValues(own, base?.[origin])) return next;
  return withPresets(next, origin, undefined);
}
