// The colour pairs a site's global styles put together, each checked for contrast: root text
// on the root background, links, headings, buttons, captions, and each block that sets its own
// colours. Unset colours fall back as the page's CSS does (an element's background to the
// root's, the root's to the white canvas, text to the root's text, that to black); a pair with
// a colour that cannot be known (a gradient or background image behind it, `currentColor`...)
// is left out rather than guessed.
import { composite, parseColor } from './colors';
import { type ContrastPair, checkContrast, type StyleColor, themeColorResolver } from './contrast';
import { fontSizeValue, parseSize } from './fluid-typography';
import { getPath, isObject } from './json';
import { prepareLayer } from './layer';
import { mergeLayer } from './merge';
import { PRESET_KINDS, presetValues } from './presets';
import { styleValue } from './references';
import type { JsonObject, ThemeJson } from './types';
import { STYLESHEET_ORIGINS } from './types';

export interface ContrastFinding extends ContrastPair {
  /** `text`, `link`, `link-hover`, `heading`, `h1`...`h6`, `button`, `caption`, `block:{name}`. */
  id: string;
  /** What the user calls it: 'Text', 'Links', 'Headings', 'H2', a block's title... */
  label: string;
}

export interface ContrastAuditOptions {
  /** A block's title for its label (`/wp/v2/block-types` `title`); else its name. */
  blockTitle?: (name: string) => string | undefined;
}

const CANVAS = '#ffffff';
const CANVAS_TEXT = '#000000';
const LARGE_TEXT_PX = 24;
const LARGE_BOLD_TEXT_PX = 18.66;
const HEADING_LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

const FONT_SIZES = PRESET_KINDS.find((kind) => kind.path[1] === 'fontSizes')!;
const FONT_SIZE_VARIABLE = /^var\(\s*--wp--preset--font-size--([\w-]+)\s*\)$/;

/** The smallest size a font size value renders at, in px, when it can be known. */
function fontSizePx(value: unknown, tree: unknown): number | undefined {
  const settings = getPath(tree, ['settings']);
  const settingsNode = isObject(settings) ? settings : {};
  let css = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const preset = FONT_SIZE_VARIABLE.exec(css);
  css = preset
    ? (presetValues(settingsNode, FONT_SIZES, STYLESHEET_ORIGINS, settingsNode).get(
        preset[1] ?? '',
      ) ?? '')
    : fontSizeValue({ size: css }, settingsNode);
  // A fluid size is smallest at its minimum, the first argument of its clamp().
  const clamp = /^clamp\(\s*([^,()]+),/.exec(css);
  return parseSize(clamp ? clamp[1]!.trim() : css, 'px')?.value;
}

function isBold(weight: unknown, boldByDefault: boolean): boolean {
  if (weight === '' || weight === undefined) return boldByDefault;
  if (weight === 'bold' || weight === 'bolder') return true;
  return (typeof weight === 'number' || typeof weight === 'string') && Number(weight) >= 700;
}

/**
 * How a pair's text size is judged: normal text is large only at a known size; a heading is bold
 * when its weight is unset, and large text unless its known size says otherwise (headings are
 * set large: they are held to AA large, 3:1, spec 9).
 */
type TextSize = 'normal' | 'heading';

/** WCAG large text: 24px and over, or 18.66px (14pt) and over in bold. */
function isLargeText(nodes: readonly unknown[], tree: unknown, size: TextSize): boolean {
  const first = (path: readonly string[]) =>
    nodes.map((node) => styleValue(node, path, tree)).find((value) => value !== '') ?? '';
  const px = fontSizePx(first(['typography', 'fontSize']), tree);
  if (px === undefined) return size === 'heading';
  const bold = isBold(first(['typography', 'fontWeight']), size === 'heading');
  return px >= LARGE_TEXT_PX || (px >= LARGE_BOLD_TEXT_PX && bold);
}

/** The first colour the nodes set (`null` if that one cannot be known), else `fallback`. */
function firstSet(colors: readonly StyleColor[], fallback: StyleColor): StyleColor {
  for (const color of colors) if (color !== undefined) return color;
  return fallback;
}

/** A background over the one under it; translucent over an unknown one is unknown. */
function layered(background: StyleColor, under: StyleColor): StyleColor {
  const top = parseColor(background);
  if (!top || top.a === 1 || background === under) return background;
  const bottom = parseColor(under);
  if (!bottom) return null;
  const seen = composite(top, composite(bottom, parseColor(CANVAS)!));
  return `rgba(${seen.r}, ${seen.g}, ${seen.b}, ${seen.a})`;
}

type Read = ReturnType<typeof themeColorResolver>;

/** A node's background: unknown when a gradient or an image covers it. */
function backgroundOf(read: Read, node: unknown, tree: unknown): StyleColor {
  if (styleValue(node, ['color', 'gradient'], tree) !== '') return null;
  if (styleValue(node, ['background', 'backgroundImage'], tree) !== '') return null;
  return read(node, ['color', 'background']);
}

function finding(
  id: string,
  label: string,
  foreground: StyleColor,
  background: StyleColor,
  largeText: boolean,
): ContrastFinding | undefined {
  if (!foreground || !background) return undefined;
  const pair = checkContrast(foreground, background, { largeText });
  return pair && { id, label, ...pair };
}

/** Root text and background as the page shows them, and whether the root sets either. */
function rootColors(tree: unknown) {
  const read = themeColorResolver(tree);
  const root = getPath(tree, ['styles']);
  const text = read(root, ['color', 'text']);
  const background = backgroundOf(read, root, tree);
  return {
    setsAny: text !== undefined || background !== undefined,
    text: text === undefined ? CANVAS_TEXT : text,
    background: layered(background === undefined ? CANVAS : background, CANVAS),
  };
}

interface ElementPair {
  id: string;
  label: string;
  /** Element paths under `styles.elements`, the first one's colours winning. */
  nodes: readonly (readonly string[])[];
  /** Checked when the first node sets its text colour, or either colour. */
  when: 'text' | 'color';
  /** Whether its font size is read for large text, and how (see `TextSize`). */
  size?: TextSize;
}

const ELEMENT_PAIRS: readonly ElementPair[] = [
  { id: 'link', label: 'Links', nodes: [['link']], when: 'text' },
  { id: 'link-hover', label: 'Link hover', nodes: [['link', ':hover'], ['link']], when: 'text' },
  { id: 'heading', label: 'Headings', nodes: [['heading']], when: 'color', size: 'heading' },
  ...HEADING_LEVELS.map(
    (level): ElementPair => ({
      id: level,
      label: level.toUpperCase(),
      nodes: [[level], ['heading']],
      when: 'color',
      size: 'heading',
    }),
  ),
  { id: 'button', label: 'Buttons', nodes: [['button']], when: 'color', size: 'normal' },
  { id: 'caption', label: 'Captions', nodes: [['caption']], when: 'text' },
];

/**
 * The contrast of every pair the merged global styles put together, in the order the Styles
 * panel lists them: text, links, headings, buttons, captions, then blocks.
 */
export function contrastAudit(
  tree: ThemeJson | JsonObject,
  options: ContrastAuditOptions = {},
): ContrastFinding[] {
  const root = rootColors(tree);
  const findings: (ContrastFinding | undefined)[] = [];
  if (root.setsAny) findings.push(finding('text', 'Text', root.text, root.background, false));

  const check = (pair: ElementPair, nodes: readonly unknown[], read: Read) => {
    const texts = nodes.map((node) => read(node, ['color', 'text']));
    const backgrounds = nodes.map((node) => backgroundOf(read, node, tree));
    const sets = texts[0] !== undefined || (pair.when === 'color' && backgrounds[0] !== undefined);
    if (!sets) return;
    const foreground = firstSet(texts, root.text);
    const background = layered(firstSet(backgrounds, root.background), root.background);
    const large = pair.size !== undefined && isLargeText(nodes, tree, pair.size);
    findings.push(finding(pair.id, pair.label, foreground, background, large));
  };

  const read = themeColorResolver(tree);
  for (const pair of ELEMENT_PAIRS) {
    check(
      pair,
      pair.nodes.map((path) => getPath(tree, ['styles', 'elements', ...path])),
      read,
    );
  }
  const blocks = getPath(tree, ['styles', 'blocks']);
  for (const [name, node] of Object.entries(isObject(blocks) ? blocks : {})) {
    const label = options.blockTitle?.(name) ?? name;
    // The heading block's text is a heading: bold and large unless its styles say otherwise.
    const size: TextSize = name === 'core/heading' ? 'heading' : 'normal';
    const pair: ElementPair = { id: `block:${name}`, label, nodes: [], when: 'color', size };
    // A block's own palette (declared on its selector) resolves its colours.
    check(pair, [node], themeColorResolver(tree, name));
  }
  return findings.filter((item) => item !== undefined);
}

/**
 * The text on the background of a style variation's tile: its `styles.color` laid over `base`
 * (the tree the variation would be laid on), with its own palette. `undefined` when neither
 * sets a colour or one cannot be known.
 */
export function variationContrast(variation: ThemeJson, base: ThemeJson): ContrastPair | undefined {
  const tree = mergeLayer(
    isObject(base) ? (base as JsonObject) : {},
    prepareLayer(variation, 'theme'),
  );
  const root = rootColors(tree);
  if (!root.setsAny || !root.text || !root.background) return undefined;
  return checkContrast(root.text, root.background);
}
