// Apply globally (spec 2.4, 4, 5): a block's own style becomes the global style of every block
// of its type. Pure rules, no DOM: which blocks offer it, what moves, and what the block keeps.
//
// A block's style lives in two kinds of attributes: `style` (colours, typography, spacing and
// border as values, in theme.json's own shape) and preset attributes naming a preset by slug
// (`backgroundColor: 'accent'`). Both move into `styles.blocks[name]`, presets as theme.json's
// references (`var:preset|color|accent`); the block's own values are then cleared.

type JsonObject = Record<string, unknown>;

/** The supports spec 5 names: a block needs one of them for Apply globally to be offered. */
export const PUSHED_SUPPORTS = ['border', 'color', 'spacing', 'typography'] as const;
type PushedSupport = (typeof PUSHED_SUPPORTS)[number];

/** Preset attributes, where each goes in theme.json's styles, and the preset kind it names. */
const PRESET_ATTRIBUTES: Record<string, { support: PushedSupport; path: string[]; kind: string }> =
  {
    backgroundColor: { support: 'color', path: ['color', 'background'], kind: 'color' },
    textColor: { support: 'color', path: ['color', 'text'], kind: 'color' },
    gradient: { support: 'color', path: ['color', 'gradient'], kind: 'gradient' },
    fontSize: { support: 'typography', path: ['typography', 'fontSize'], kind: 'font-size' },
    fontFamily: { support: 'typography', path: ['typography', 'fontFamily'], kind: 'font-family' },
    borderColor: { support: 'border', path: ['border', 'color'], kind: 'color' },
  };

const isObject = (value: unknown): value is JsonObject =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Whether the block type declares a support (border's is still `__experimentalBorder`). */
function supports(blockSupports: JsonObject | undefined, support: PushedSupport): boolean {
  if (!blockSupports) return false;
  const value =
    support === 'border'
      ? (blockSupports.__experimentalBorder ?? blockSupports.border)
      : blockSupports[support];
  return value === true || isObject(value);
}

/** Spec 5: offered only for a block that supports border, colour, spacing or typography. */
export function offersApplyGlobally(blockSupports: JsonObject | undefined): boolean {
  return PUSHED_SUPPORTS.some((support) => supports(blockSupports, support));
}

function setAt(target: JsonObject, path: readonly string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (!isObject(node[key])) node[key] = {};
    node = node[key] as JsonObject;
  }
  node[path[path.length - 1]!] = value;
}

/** `b` over `a`, objects merged key by key. */
export function mergeStyles(a: unknown, b: unknown): unknown {
  if (!isObject(a) || !isObject(b)) return b;
  const merged: JsonObject = { ...a };
  for (const [key, value] of Object.entries(b)) merged[key] = mergeStyles(a[key], value);
  return merged;
}

export interface AppliedStyles {
  /** What goes into `styles.blocks[blockName]`, merged over what is there. */
  styles: JsonObject;
  /** The block's attribute changes: cleared values are `undefined`. */
  attributes: JsonObject;
}

/**
 * What Apply globally moves from a block with these attributes, or undefined when it has no own
 * style to move (the control is then disabled, spec 5).
 */
export function stylesToApply(
  attributes: JsonObject,
  blockSupports: JsonObject | undefined,
): AppliedStyles | undefined {
  const styles: JsonObject = {};
  const changes: JsonObject = {};
  const style = isObject(attributes.style) ? attributes.style : {};
  const keptStyle: JsonObject = { ...style };
  for (const support of PUSHED_SUPPORTS) {
    if (!supports(blockSupports, support)) continue;
    if (isObject(style[support]) && Object.keys(style[support]).length > 0) {
      styles[support] = style[support];
      delete keptStyle[support];
    }
  }
  // Link and heading colours of the block's elements go with its colours.
  if (supports(blockSupports, 'color') && isObject(style.elements)) {
    styles.elements = style.elements;
    delete keptStyle.elements;
  }
  for (const [attribute, { support, path, kind }] of Object.entries(PRESET_ATTRIBUTES)) {
    const slug = attributes[attribute];
    if (typeof slug !== 'string' || slug === '' || !supports(blockSupports, support)) continue;
    setAt(styles, path, `var:preset|${kind}|${slug}`);
    changes[attribute] = undefined;
  }
  if (Object.keys(styles).length === 0) return undefined;
  if (Object.keys(keptStyle).length !== Object.keys(style).length) {
    changes.style = Object.keys(keptStyle).length > 0 ? keptStyle : undefined;
  }
  return { styles, attributes: changes };
}
