// A border's sides (theme.json `border.top`, `.right`, `.bottom`, `.left`, each a colour, style
// and width), as WordPress's Styles panel edits them with "Link sides" / "Unlink sides": linked,
// one colour, style and width for every side (`border.color`...); unlinked, each side its own.
// The stylesheet prints the flat values first and the sides after (properties.ts), so a side's
// value wins over the flat one, as the browser's cascade of `border-top-color` over
// `border-color` does. Pure: each edit returns the user's new border for a store to write.
import { fallbackBorderStyle, type FlatBorder } from './border-fallback';
import { isObject } from './json';
import type { JsonObject } from './types';

export const BORDER_SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type BorderSide = (typeof BORDER_SIDES)[number];
export const BORDER_PARTS = ['color', 'style', 'width'] as const;
export type BorderPart = (typeof BORDER_PARTS)[number];

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const objectOf = (value: unknown): JsonObject => (isObject(value) ? value : {});

/** Whether any side of the border has a value of its own (the panel opens unlinked then). */
export function hasSplitBorder(border: unknown): boolean {
  const node = objectOf(border);
  return BORDER_SIDES.some((side) =>
    BORDER_PARTS.some((part) => text(objectOf(node[side])[part]) !== undefined),
  );
}

/** One side as it shows: its own colour, style and width, else the border's. */
export function sideBorder(border: unknown, side: BorderSide): FlatBorder {
  const node = objectOf(border);
  const own = objectOf(node[side]);
  const result: FlatBorder = {};
  for (const part of BORDER_PARTS) {
    const value = text(own[part]) ?? text(node[part]);
    if (value !== undefined) result[part] = value;
  }
  return result;
}

/** What all four sides share (a part they differ on is left out: the panel shows it mixed). */
export function commonBorder(border: unknown): FlatBorder {
  const sides = BORDER_SIDES.map((side) => sideBorder(border, side));
  const result: FlatBorder = {};
  for (const part of BORDER_PARTS) {
    const values = new Set(sides.map((side) => side[part]));
    const [only] = values;
    if (values.size === 1 && only !== undefined) result[part] = only;
  }
  return result;
}

/** `node` without empty sides and empty values: what is left to save. */
function pruned(node: JsonObject): JsonObject | undefined {
  const next: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined) continue;
    if (isObject(value) && Object.keys(value).length === 0) continue;
    next[key] = value;
  }
  return Object.keys(next).length > 0 ? next : undefined;
}

function withPart(node: JsonObject, part: string, value: string | undefined): JsonObject {
  const next = { ...node };
  if (value === undefined) delete next[part];
  else next[part] = value;
  return next;
}

/**
 * The user's border with one part set on every side (linked), from `own` (the user's border)
 * and `shown` (the merged one): the sides' own values of that part are dropped so it applies
 * to all of them. A colour or width on a border with no style gets 'solid' (spec 5).
 */
export function withLinkedPart(
  own: unknown,
  shown: unknown,
  part: BorderPart,
  value: string | undefined,
): JsonObject | undefined {
  let next = withPart(objectOf(own), part, value);
  for (const side of BORDER_SIDES) {
    if (!isObject(next[side])) continue;
    next = { ...next, [side]: withPart(objectOf(next[side]), part, undefined) };
  }
  if (part !== 'style' && value !== undefined) {
    const common = { ...commonBorder(shown), [part]: value };
    const style = fallbackBorderStyle(common, text(objectOf(shown).style));
    if (style && !BORDER_SIDES.some((side) => sideBorder(shown, side).style)) {
      next = withPart(next, 'style', style);
    }
  }
  return pruned(next);
}

/**
 * The user's border with one part of one side set (unlinked), written as WordPress writes a
 * split border: every side in full (as it shows now, `shown` being the merged border), no flat
 * colour, style or width. A colour or width on a side with no style gives it 'solid' (spec 5).
 */
export function withSidePart(
  own: unknown,
  shown: unknown,
  side: BorderSide,
  part: BorderPart,
  value: string | undefined,
): JsonObject | undefined {
  let next: JsonObject = { ...objectOf(own) };
  for (const flat of BORDER_PARTS) delete next[flat];
  for (const each of BORDER_SIDES) {
    let sideNode: JsonObject = { ...sideBorder(shown, each) };
    if (each === side) {
      sideNode = withPart(sideNode, part, value);
      const style = part === 'style' ? undefined : fallbackBorderStyle(sideNode);
      if (style) sideNode = withPart(sideNode, 'style', style);
    }
    next = { ...next, [each]: pruned(sideNode) };
  }
  return pruned(next);
}
