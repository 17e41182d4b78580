// A styles node (root, element, block or variation) to CSS declarations. The table lists each
// CSS property with its theme.json path in the order WordPress prints them; shorthand values
// given as objects (`padding: { top }`) print through their longhand rows.
import { cssUrl } from './css';
import { fontSizeValue } from './fluid-typography';
import { isObject } from './json';
import { styleValue } from './references';
import type { Declaration, JsonObject } from './types';

const ROOT_PADDING_PREFIX = '--wp--style--root--';

const sides = (css: string, group: string, prop: string): [string, string[]][] =>
  (['top', 'right', 'bottom', 'left'] as const).map((side) => [
    `${css}-${side}`,
    [group, prop, side],
  ]);

const borderSide = (side: string): [string, string[]][] =>
  (['color', 'width', 'style'] as const).map((part) => [
    `border-${side}-${part}`,
    ['border', side, part],
  ]);

export const STYLE_PROPERTIES: readonly (readonly [string, readonly string[]])[] = [
  ['aspect-ratio', ['dimensions', 'aspectRatio']],
  ['background', ['color', 'gradient']],
  ['background-color', ['color', 'background']],
  ['background-image', ['background', 'backgroundImage']],
  ['background-position', ['background', 'backgroundPosition']],
  ['background-repeat', ['background', 'backgroundRepeat']],
  ['background-size', ['background', 'backgroundSize']],
  ['background-attachment', ['background', 'backgroundAttachment']],
  ['border-radius', ['border', 'radius']],
  ['border-top-left-radius', ['border', 'radius', 'topLeft']],
  ['border-top-right-radius', ['border', 'radius', 'topRight']],
  ['border-bottom-left-radius', ['border', 'radius', 'bottomLeft']],
  ['border-bottom-right-radius', ['border', 'radius', 'bottomRight']],
  ['border-color', ['border', 'color']],
  ['border-width', ['border', 'width']],
  ['border-style', ['border', 'style']],
  ...borderSide('top'),
  ...borderSide('right'),
  ...borderSide('bottom'),
  ...borderSide('left'),
  ['color', ['color', 'text']],
  ['text-align', ['typography', 'textAlign']],
  ['column-count', ['typography', 'textColumns']],
  ['font-family', ['typography', 'fontFamily']],
  ['font-size', ['typography', 'fontSize']],
  ['font-style', ['typography', 'fontStyle']],
  ['font-weight', ['typography', 'fontWeight']],
  ['letter-spacing', ['typography', 'letterSpacing']],
  ['line-height', ['typography', 'lineHeight']],
  ['margin', ['spacing', 'margin']],
  ...sides('margin', 'spacing', 'margin'),
  ['min-height', ['dimensions', 'minHeight']],
  ['outline-color', ['outline', 'color']],
  ['outline-offset', ['outline', 'offset']],
  ['outline-style', ['outline', 'style']],
  ['outline-width', ['outline', 'width']],
  ['padding', ['spacing', 'padding']],
  ...sides('padding', 'spacing', 'padding'),
  [`${ROOT_PADDING_PREFIX}padding`, ['spacing', 'padding']],
  ...sides(`${ROOT_PADDING_PREFIX}padding`, 'spacing', 'padding'),
  ['text-decoration', ['typography', 'textDecoration']],
  ['text-transform', ['typography', 'textTransform']],
  ['filter', ['filter', 'duotone']],
  ['box-shadow', ['shadow']],
  ['writing-mode', ['typography', 'writingMode']],
];

export interface DeclarationContext {
  /** The merged `settings` (fluid typography reads them). */
  settings: JsonObject;
  /** The whole merged tree, for `{ ref }` values. */
  tree: unknown;
  /** The root node prints its padding as `--wp--style--root--padding-*` when this is set. */
  rootPadding?: boolean;
}

function backgroundImage(value: unknown): unknown {
  if (isObject(value))
    return typeof value['url'] === 'string' ? `url('${cssUrl(value['url'])}')` : value;
  return value;
}

/** Defaults for an uploaded block background image (one with a media id). */
function uploadedImageDefault(property: string, styles: JsonObject): string | undefined {
  const background = isObject(styles['background']) ? styles['background'] : {};
  const image = background['backgroundImage'];
  if (!isObject(image) || !image['id']) return undefined;
  if (property === 'background-size') return 'cover';
  if (property === 'background-position' && background['backgroundSize'] === 'contain') {
    return '50% 50%';
  }
  return undefined;
}

function printable(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (value === true) return '1';
  if (typeof value !== 'string' || value === '') return undefined;
  return value;
}

interface PropertyRow {
  property: string;
  path: readonly string[];
  /** The first path key: rows whose group the node lacks are skipped without a lookup. */
  group: string;
  rootVariable: boolean;
}

const ROWS: readonly PropertyRow[] = STYLE_PROPERTIES.map(([property, path]) => ({
  property,
  path,
  group: path[0] ?? '',
  rootVariable: property.startsWith(ROOT_PADDING_PREFIX),
}));

/**
 * The declarations for one styles node. `root` marks the top-level `styles` (printed on
 * `body`): only it gets root padding variables and no uploaded-image defaults.
 */
export function styleDeclarations(
  styles: unknown,
  context: DeclarationContext,
  root = false,
): Declaration[] {
  if (!isObject(styles)) return [];
  const declarations: Declaration[] = [];
  const replacedByRootVariables: string[] = [];
  const rootPadding = root && context.rootPadding === true;

  for (const { property, path, group, rootVariable } of ROWS) {
    if (styles[group] === undefined || (rootVariable && !rootPadding)) continue;
    let value = styleValue(styles, path, context.tree);
    // The root padding shorthand only prints per side.
    if (property === `${ROOT_PADDING_PREFIX}padding` && typeof value === 'string') continue;
    if (rootVariable) replacedByRootVariables.push(property.slice(ROOT_PADDING_PREFIX.length));
    if (group === 'background') {
      if (property === 'background-image' && value !== '') value = backgroundImage(value);
      if (value === '' && !root) value = uploadedImageDefault(property, styles) ?? '';
    }

    let css = printable(value);
    if (css === undefined) continue;
    if (property === 'font-size') css = fontSizeValue({ size: css }, context.settings);
    // A fixed height would defeat the aspect ratio.
    if (property === 'aspect-ratio') declarations.push({ name: 'min-height', value: 'unset' });
    declarations.push({ name: property, value: css });
  }

  for (const name of replacedByRootVariables) {
    const index = declarations.findIndex((declaration) => declaration.name === name);
    if (index !== -1) declarations.splice(index, 1);
  }
  return declarations;
}
