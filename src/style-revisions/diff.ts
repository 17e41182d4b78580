// The visual diff between two revisions (or a revision and the current styles), which WordPress
// does not have: every setting whose value differs, so a person can see what applying would
// change and take single values across rather than the whole revision.
//
// Preset lists (arrays of objects with a `slug`: palettes, font sizes, shadows...) are compared
// slug by slug, not by position, so adding one colour reads as one added colour rather than as
// every later colour changed. Reordering presets alone is not listed. Blank values (`{}`, `[]`,
// missing) are the same as each other, as in `isApplied`.
import { NAMED_COLORS } from '../global-styles/colors';
import { getPath, isObject } from '../global-styles/json';
import type { JsonObject } from '../global-styles/types';
import { withValueAt } from '../global-styles/user-edits';
import { sprintf } from '../i18n/sprintf';
import { __ } from '../i18n/translate';
import {
  type BlockTitles,
  blockTitle,
  elementLabel,
  humanise,
  keyLabel,
  originLabel,
  PRESET_LIST_KEYS,
} from './labels';
import { isBlank, sameJson, unionKeys } from './values';

/** A theme.json-shaped document: a revision, a global styles record, the current edits. */
export interface StyleDocument {
  styles?: object;
  settings?: object;
}

export interface StyleDiffEntry {
  /** Keys from the document's root: `['styles', 'color', 'text']`. A preset's slug is a key. */
  path: string[];
  /** The value in the first document; `undefined` when it had none. */
  before: unknown;
  /** The value in the second document; `undefined` when it has none. */
  after: unknown;
  /** A colour the screen can show as a swatch (for a whole preset: its `color`). */
  isColor: boolean;
  /** For a preset entry, where in `path` its slug is (the list is at `path.slice(0, n)`). */
  slugIndex?: number;
  /** For a preset entry, the preset's name as the screen lists it, when it has one. */
  presetName?: string;
}

/** The document roots compared, in the order they are listed. */
const ROOTS = ['styles', 'settings'] as const;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOR_FUNCTION = /^(?:rgba?|hsla?)\(.*\)$/i;
const PRESET_COLOR = /^(?:var\(\s*--wp--preset--color--[\w-]+\s*\)|var:preset\|color\|[\w-]+)$/i;

/**
 * Whether a value is a colour: hex, `rgb()`/`rgba()`/`hsl()`/`hsla()`, or a palette reference
 * (`var(--wp--preset--color--x)`, theme.json's `var:preset|color|x`). A named colour (`red`) is
 * one only where the path says colour (`…color.text`, `…border.color`, a preset's `color`).
 */
export function isColorValue(value: unknown, path: readonly string[] = []): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (HEX.test(text) || COLOR_FUNCTION.test(text) || PRESET_COLOR.test(text)) return true;
  const inColorContext = path.at(-1) === 'color' || path.at(-2) === 'color';
  const name = text.toLowerCase();
  return inColorContext && (NAMED_COLORS.has(name) || name === 'transparent');
}

function presetIsColor(preset: unknown): boolean {
  return isObject(preset) && isColorValue(preset.color, ['color']);
}

function isPresetList(value: unknown): value is JsonObject[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => isObject(item) && typeof item.slug === 'string')
  );
}

function presetsBySlug(value: unknown): Map<string, JsonObject> {
  const bySlug = new Map<string, JsonObject>();
  if (!isPresetList(value)) return bySlug;
  // A slug listed twice: the first one is the preset WordPress keeps.
  for (const preset of value) {
    const slug = preset.slug as string;
    if (!bySlug.has(slug)) bySlug.set(slug, preset);
  }
  return bySlug;
}

function presetNameOf(...presets: (JsonObject | undefined)[]): { presetName?: string } {
  const name = presets.map((preset) => preset?.name).find((n) => typeof n === 'string' && n);
  return typeof name === 'string' ? { presetName: name } : {};
}

const nonBlank = (value: unknown) => (isBlank(value) ? undefined : value);

// `{ ref: 'styles.color.text' }` points at another value: one value, not a branch to walk.
const isBranch = (value: unknown): value is JsonObject => isObject(value) && !('ref' in value);

function diffPresets(path: string[], before: unknown, after: unknown, out: StyleDiffEntry[]) {
  const old = presetsBySlug(before);
  const next = presetsBySlug(after);
  const slugIndex = path.length;
  for (const slug of new Set([...old.keys(), ...next.keys()])) {
    const was = old.get(slug);
    const now = next.get(slug);
    const preset = { slugIndex, ...presetNameOf(now, was) };
    if (!was || !now) {
      const isColor = presetIsColor(was ?? now);
      out.push({ path: [...path, slug], before: was, after: now, isColor, ...preset });
      continue;
    }
    for (const field of unionKeys(was, now)) {
      if (sameJson(was[field], now[field])) continue;
      const fieldPath = [...path, slug, field];
      const [b, a] = [nonBlank(was[field]), nonBlank(now[field])];
      const isColor = isColorValue(b, fieldPath) || isColorValue(a, fieldPath);
      out.push({ path: fieldPath, before: b, after: a, isColor, ...preset });
    }
  }
}

function diffValues(path: string[], before: unknown, after: unknown, out: StyleDiffEntry[]) {
  if (sameJson(before, after)) return;
  const presets = [before, after];
  if (presets.some(isPresetList) && presets.every((v) => isPresetList(v) || isBlank(v))) {
    diffPresets(path, before, after, out);
    return;
  }
  const asBranch = (value: unknown) => (isBranch(value) ? value : isBlank(value) ? {} : undefined);
  const [old, next] = [asBranch(before), asBranch(after)];
  if (old && next) {
    for (const key of unionKeys(old, next)) diffValues([...path, key], old[key], next[key], out);
    return;
  }
  const [b, a] = [nonBlank(before), nonBlank(after)];
  out.push({ path, before: b, after: a, isColor: isColorValue(b, path) || isColorValue(a, path) });
}

/**
 * Every value that differs from `a` to `b`: styles first, then settings, each in the order of
 * `a`'s keys with keys only `b` has after them. Objects are walked to their values; other arrays
 * (units, a duotone's colours, a font's faces) are one value each.
 */
export function styleDiff(a: StyleDocument, b: StyleDocument): StyleDiffEntry[] {
  const out: StyleDiffEntry[] = [];
  for (const root of ROOTS) diffValues([root], a[root], b[root], out);
  return out;
}

/**
 * `target` with one entry's `after` value taken: set, or removed when `after` is undefined
 * (objects left empty go too). A preset entry replaces, adds (at the end) or removes just that
 * slug's preset, or one field of it. Nothing else changes, and `target` is left as it was.
 */
export function takeValue<T extends StyleDocument>(target: T, entry: StyleDiffEntry): T {
  const tree = target as JsonObject;
  const { path, after, slugIndex } = entry;
  if (slugIndex === undefined) return withValueAt(tree, path, after) as T;
  const listPath = path.slice(0, slugIndex);
  const slug = path[slugIndex];
  const fieldPath = path.slice(slugIndex + 1);
  const current = getPath(tree, listPath);
  const list: unknown[] = Array.isArray(current) ? current : [];
  const index = list.findIndex((preset) => isObject(preset) && preset.slug === slug);
  let next: unknown[];
  if (after === undefined && (index < 0 || fieldPath.length === 0)) {
    if (index < 0) return target;
    next = list.filter((_, i) => i !== index);
  } else {
    const preset =
      fieldPath.length === 0
        ? after
        : withValueAt(asObject(list[index]) ?? { slug }, fieldPath, after);
    next = index < 0 ? [...list, preset] : list.with(index, preset);
  }
  return withValueAt(tree, listPath, next.length > 0 ? next : undefined) as T;
}

function asObject(value: unknown): JsonObject | undefined {
  return isObject(value) ? value : undefined;
}

/** The word for a path's key, knowing the key before it: blocks, elements, variations. */
function segmentLabel(key: string, parent: string | undefined, blockTitles: BlockTitles) {
  if (parent === 'blocks') return blockTitle(key, blockTitles);
  if (parent === 'elements') return elementLabel(key);
  if (parent === 'variations') return humanise(key);
  return keyLabel(key);
}

/** The separator between the parts of a path label. */
export const PATH_SEPARATOR = ' › ';

/**
 * A path as a person reads it: 'Styles › Blocks › Button › Color › Background',
 * 'Settings › Color › Palette (theme) › Primary'. Block names become their titles, a preset
 * list's origin joins its name, keys nobody labelled are made readable (`custom-1`: 'Custom 1').
 */
export function describePath(path: readonly string[], blockTitles: BlockTitles = {}): string {
  const parts: string[] = [];
  path.forEach((key, index) => {
    const parent = path[index - 1];
    const origin =
      parent !== undefined && PRESET_LIST_KEYS.has(parent) ? originLabel(key) : undefined;
    const list = parts.at(-1);
    if (origin !== undefined && list !== undefined) {
      // translators: %1$s: a preset list (Palette), %2$s: where it comes from (theme).
      parts[parts.length - 1] = sprintf(__('%1$s (%2$s)'), list, origin);
    } else {
      parts.push(segmentLabel(key, parent, blockTitles));
    }
  });
  return parts.join(PATH_SEPARATOR);
}

/** `describePath` for a diff entry, naming a preset by its name ('Primary') when it has one. */
export function describeDiffEntry(entry: StyleDiffEntry, blockTitles: BlockTitles = {}): string {
  const { path, slugIndex, presetName } = entry;
  if (slugIndex === undefined || !presetName) return describePath(path, blockTitles);
  const parts = [
    describePath(path.slice(0, slugIndex), blockTitles),
    presetName,
    ...path.slice(slugIndex + 1).map((key) => keyLabel(key)),
  ];
  return parts.join(PATH_SEPARATOR);
}
