// The words a person reads for theme.json keys, elements, preset origins and blocks, shared by
// the change summary and the diff's path labels. Tables of small functions: each text is
// translated when it is read, after the locale has loaded, never at import time.
import { _x, __ } from '../i18n/translate';

/** Block names (`core/button`) to the titles the editor shows ('Button'). */
export type BlockTitles = Readonly<Record<string, string>>;

type Label = () => string;

/** theme.json keys, in styles and settings alike. */
const KEY_LABELS: Readonly<Record<string, Label>> = {
  styles: () => __('Styles'),
  settings: () => __('Settings'),
  blocks: () => __('Blocks'),
  elements: () => __('Elements'),
  variations: () => __('Style variations'),
  color: () => __('Color'),
  text: () => __('Text'),
  background: () => __('Background'),
  gradient: () => __('Gradient'),
  link: () => __('Link'),
  typography: () => __('Typography'),
  fontFamily: () => __('Font family'),
  fontSize: () => __('Font size'),
  fontStyle: () => __('Font style'),
  fontWeight: () => __('Font weight'),
  lineHeight: () => __('Line height'),
  letterSpacing: () => __('Letter spacing'),
  textDecoration: () => __('Decoration'),
  textTransform: () => __('Letter case'),
  textAlign: () => __('Text alignment'),
  writingMode: () => __('Orientation'),
  spacing: () => __('Spacing'),
  padding: () => __('Padding'),
  margin: () => __('Margin'),
  blockGap: () => __('Block spacing'),
  top: () => __('Top'),
  right: () => __('Right'),
  bottom: () => __('Bottom'),
  left: () => __('Left'),
  border: () => __('Border'),
  radius: () => __('Radius'),
  width: () => __('Width'),
  style: () => __('Style'),
  outline: () => __('Outline'),
  shadow: () => __('Shadow'),
  dimensions: () => __('Dimensions'),
  minHeight: () => __('Minimum height'),
  aspectRatio: () => __('Aspect ratio'),
  filter: () => __('Filters'),
  duotone: () => __('Duotone'),
  backgroundImage: () => __('Background image'),
  backgroundSize: () => __('Size'),
  backgroundPosition: () => __('Position'),
  backgroundRepeat: () => __('Repeat'),
  backgroundAttachment: () => __('Attachment'),
  layout: () => __('Layout'),
  contentSize: () => __('Content width'),
  wideSize: () => __('Wide width'),
  palette: () => __('Palette'),
  gradients: () => __('Gradients'),
  fontSizes: () => __('Font sizes'),
  fontFamilies: () => __('Fonts'),
  fontFace: () => __('Font faces'),
  spacingSizes: () => __('Spacing sizes'),
  presets: () => __('Presets'),
  aspectRatios: () => __('Aspect ratios'),
  custom: () => __('Custom'),
  name: () => __('Name'),
  size: () => __('Size'),
  fluid: () => __('Fluid typography'),
  css: () => __('Additional CSS'),
};

/** Elements (`styles.elements`) as WordPress's revisions list names them. */
const ELEMENT_LABELS: Readonly<Record<string, Label>> = {
  link: () => __('Link'),
  heading: () => __('Heading'),
  h1: () => __('H1'),
  h2: () => __('H2'),
  h3: () => __('H3'),
  h4: () => __('H4'),
  h5: () => __('H5'),
  h6: () => __('H6'),
  button: () => __('Button'),
  caption: () => __('Caption'),
  cite: () => __('Citation'),
};

/** Where a preset list comes from, shown after the list's name: 'Palette (theme)'. */
const ORIGIN_LABELS: Readonly<Record<string, Label>> = {
  default: () => _x('default', 'preset origin'),
  theme: () => _x('theme', 'preset origin'),
  custom: () => _x('custom', 'preset origin'),
};

/** The settings keys that hold preset lists (keyed by origin once saved by WordPress). */
export const PRESET_LIST_KEYS: ReadonlySet<string> = new Set([
  'palette',
  'gradients',
  'duotone',
  'fontSizes',
  'fontFamilies',
  'spacingSizes',
  'presets',
  'aspectRatios',
]);

/** A key nobody labelled, made readable: `minHeight` -> 'Min height', `custom-1` -> 'Custom 1'. */
export function humanise(key: string): string {
  const words = key
    .replace(/^:+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

export function keyLabel(key: string): string {
  return KEY_LABELS[key]?.() ?? humanise(key);
}

/** 'Link', 'H2', 'Button'...; an element WordPress does not name reads as it is written. */
export function elementLabel(name: string): string {
  return ELEMENT_LABELS[name]?.() ?? name;
}

export function originLabel(origin: string): string | undefined {
  return ORIGIN_LABELS[origin]?.();
}

/** The block's title, else its name as written (`my-plugin/card`). */
export function blockTitle(name: string, blockTitles: BlockTitles): string {
  return blockTitles[name] || name;
}
