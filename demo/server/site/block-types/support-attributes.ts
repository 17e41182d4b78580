// The attributes WordPress adds to every block type beside the ones its block.json declares:
// `lock` and `metadata` for all, and one per block support (`align`, `textColor`, `fontSize`,
// `style`, `layout`, …), as WordPress's block supports register them on the server.
import type { JsonObject } from './block-type';

const stringType = { type: 'string' };
const objectType = { type: 'object' };

/** A support is on when it is `true` or an object/array that does not switch it off. */
function isOn(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value === true || (typeof value === 'object' && value !== null);
}

function feature(support: unknown, key: string, fallback: boolean): boolean {
  if (support === true) return fallback;
  if (typeof support !== 'object' || support === null) return false;
  const value = (support as JsonObject)[key];
  return value === undefined ? fallback : isOn(value);
}

/** Supports whose values are kept in the `style` attribute. */
const styleSupports = [
  'color',
  'typography',
  '__experimentalBorder',
  'spacing',
  'dimensions',
  'shadow',
  'background',
  'filter',
  'position',
];

export function supportAttributes(supports: JsonObject): Record<string, JsonObject> {
  const added: Record<string, JsonObject> = { lock: objectType, metadata: objectType };
  if (isOn(supports.align)) {
    added.align = { type: 'string', enum: ['left', 'center', 'right', 'wide', 'full', ''] };
  }
  if (supports.customClassName !== false) added.className = stringType;
  if (styleSupports.some((key) => isOn(supports[key]))) added.style = objectType;
  const { color, typography, __experimentalBorder: border } = supports;
  if (feature(color, 'background', true)) added.backgroundColor = stringType;
  if (feature(color, 'text', true)) added.textColor = stringType;
  if (feature(color, 'gradients', false)) added.gradient = stringType;
  if (feature(typography, 'fontSize', false)) added.fontSize = stringType;
  if (feature(typography, '__experimentalFontFamily', false)) added.fontFamily = stringType;
  if (feature(border, 'color', false)) added.borderColor = stringType;
  if (isOn(supports.layout)) added.layout = objectType;
  return added;
}
