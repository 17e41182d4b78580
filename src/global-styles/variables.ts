// The custom properties of a settings node: its presets (`--wp--preset--color--base: #fff`)
// followed by `settings.custom` flattened (`--wp--custom--line-height--body: 1.6`).
import { isObject } from './json';
import { toKebabCase } from './kebab-case';
import { PRESET_KINDS, presetValues } from './presets';
import type { Declaration, JsonObject, Origin } from './types';

/** `--wp--preset--*` declarations for a settings node. */
export function presetDeclarations(
  settingsNode: unknown,
  origins: readonly Origin[],
  settings: JsonObject,
): Declaration[] {
  const declarations: Declaration[] = [];
  for (const kind of PRESET_KINDS) {
    for (const [slug, value] of presetValues(settingsNode, kind, origins, settings)) {
      declarations.push({ name: kind.variable + slug, value });
    }
  }
  return declarations;
}

function customValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return value === true ? '1' : '';
}

function flatten(tree: JsonObject, prefix: string, into: Declaration[]): void {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix + toKebabCase(key);
    if (isObject(value)) flatten(value, `${name}--`, into);
    else if (Array.isArray(value)) flatten({ ...value }, `${name}--`, into);
    else into.push({ name, value: customValue(value) });
  }
}

/** `settings.custom` as `--wp--custom--*` declarations, nested keys joined with `--`. */
export function customDeclarations(settingsNode: unknown): Declaration[] {
  const custom = isObject(settingsNode) ? settingsNode['custom'] : undefined;
  const declarations: Declaration[] = [];
  if (isObject(custom)) flatten(custom, '--wp--custom--', declarations);
  return declarations;
}
