// Reading a design tokens file (ours, or another tool's DTCG file) into presets. Tokens are
// found at any depth; a group's `$type` passes to its tokens; an alias (`"{color.brand}"`, as
// a whole value or inside a shadow or gradient) takes the value of the token it names. The
// kind comes from the type, and for dimensions (and tokens without a type) from the nearest
// group named like a kind (`font-size`, `fontSizes`, `spacing`, `colors`...); other types
// (typography, duration...) are skipped and listed. The slug is the token's path below that
// group, kebab-cased (`color.brand.primary` -> `brand-primary`); the name is the one our
// extension keeps, else that path in words (`Brand primary`). Problems come back as results
// with a sentence for the user, never as exceptions.
import { staysInDeclaration } from './css';
import {
  DESIGN_TOKEN_KINDS,
  DESIGN_TOKENS_EXTENSION,
  type DesignTokenKindRow,
  type DesignTokenPresets,
  emptyPresets,
  sameJson,
} from './design-tokens';
import { isObject } from './json';
import { toKebabCase } from './kebab-case';
import type { JsonObject } from './types';

/** Plain English, for the UI to translate and fill: `sprintf(__(error), token)`. */
export const DESIGN_TOKENS_ERRORS = {
  notJson: 'This file is not valid JSON.',
  notObject: 'This file does not contain design tokens.',
  noTokens:
    'No colors, gradients, font families, font sizes, spacing sizes or shadows were found in this file.',
  invalidValue: 'The token “%s” does not have a value that can be imported.',
  unknownAlias: 'The token “%s” refers to a token that is not in this file.',
  circularAlias: 'The token “%s” refers back to itself through its aliases.',
} as const;

export type DesignTokensError = keyof typeof DESIGN_TOKENS_ERRORS;

export type DesignTokensImport =
  | { ok: true; presets: DesignTokenPresets; skipped: string[] }
  | { ok: false; code: DesignTokensError; error: string; token?: string };

const ALIAS = /^\{([^{}]+)\}$/;
// Files are data from elsewhere: nesting past this is not a tokens file's.
const MAX_DEPTH = 32;

interface Entry {
  path: string[];
  node: JsonObject;
  /** Its own `$type`, else its nearest group's. */
  type: string | undefined;
  /** `false` for our presets the format cannot hold: the extension only, no `$value`. */
  token: boolean;
}

class ImportProblem extends Error {
  constructor(
    readonly code: DesignTokensError,
    readonly token?: string,
  ) {
    super(code);
  }
}

const tokenName = (entry: Entry) => entry.path.join('.');

function wordpressExtension(node: JsonObject): JsonObject {
  const extensions = node['$extensions'];
  const ours = isObject(extensions) ? extensions[DESIGN_TOKENS_EXTENSION] : undefined;
  return isObject(ours) ? ours : {};
}

function collect(root: JsonObject): Entry[] {
  const entries: Entry[] = [];
  const walk = (group: JsonObject, path: string[], type: string | undefined) => {
    if (path.length > MAX_DEPTH) return;
    for (const [key, child] of Object.entries(group)) {
      if (key.startsWith('$') || !isObject(child)) continue;
      const childPath = [...path, key];
      const childType = typeof child['$type'] === 'string' ? child['$type'] : type;
      if ('$value' in child) {
        entries.push({ path: childPath, node: child, type: childType, token: true });
      } else if (wordpressExtension(child)['value'] !== undefined) {
        entries.push({ path: childPath, node: child, type: undefined, token: false });
      } else walk(child, childPath, childType);
    }
  };
  walk(root, [], undefined);
  return entries;
}

/** `$value` with its aliases replaced by the values they name. */
function resolveAliases(
  value: unknown,
  entry: Entry,
  tokens: ReadonlyMap<string, Entry>,
  visiting: ReadonlySet<string>,
  depth = 0,
): unknown {
  if (depth > MAX_DEPTH) throw new ImportProblem('invalidValue', tokenName(entry));
  const alias = typeof value === 'string' ? ALIAS.exec(value) : null;
  if (alias) {
    const name = (alias[1] ?? '').trim();
    const target = tokens.get(name);
    if (!target) throw new ImportProblem('unknownAlias', tokenName(entry));
    if (visiting.has(name)) throw new ImportProblem('circularAlias', tokenName(entry));
    const next = new Set([...visiting, name]);
    return resolveAliases(target.node['$value'], entry, tokens, next, depth + 1);
  }
  if (Array.isArray(value)) {
    return value.map((item) => resolveAliases(item, entry, tokens, visiting, depth + 1));
  }
  if (isObject(value)) {
    const resolved: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      resolved[key] = resolveAliases(item, entry, tokens, visiting, depth + 1);
    }
    return resolved;
  }
  return value;
}

/** A token's type: its own or its group's, else (an alias) the type of the token it names. */
function typeOf(entry: Entry, tokens: ReadonlyMap<string, Entry>): string | undefined {
  const seen = new Set<Entry>();
  let current: Entry | undefined = entry;
  while (current && !seen.has(current)) {
    if (current.type !== undefined) return current.type;
    seen.add(current);
    const alias = ALIAS.exec(String(current.node['$value']));
    current = alias ? tokens.get((alias[1] ?? '').trim()) : undefined;
  }
  return undefined;
}

const KIND_BY_GROUP_NAME = new Map(
  DESIGN_TOKEN_KINDS.flatMap((row) => row.groupNames.map((name) => [name, row] as const)),
);

/** The kind an entry imports as, and where its slug starts in its path. */
function kindOf(entry: Entry, type: string | undefined) {
  const hints = entry.path
    .slice(0, -1)
    .map((segment) => KIND_BY_GROUP_NAME.get(toKebabCase(segment)));
  const nearest = hints.findLast((hint) => hint !== undefined);
  let row: DesignTokenKindRow | undefined;
  if (type === undefined) row = nearest;
  else if (type === 'dimension') row = nearest?.type === 'dimension' ? nearest : undefined;
  else row = DESIGN_TOKEN_KINDS.find((kind) => kind.type === type);
  if (!row) return undefined;
  return { row, slugPath: entry.path.slice(hints.lastIndexOf(row) + 1) };
}

/** The preset's value as WordPress had it (our extension), when it is one. */
function originalValue(
  wordpress: JsonObject,
  row: DesignTokenKindRow,
): string | number | undefined {
  const value = wordpress['value'];
  if (typeof value === 'number' && row.valueKey === 'size' && Number.isFinite(value)) return value;
  return typeof value === 'string' && value.trim() !== '' && staysInDeclaration(value)
    ? value
    : undefined;
}

type FontSizeFluid = boolean | { min?: string; max?: string };

function fluidOf(value: unknown): FontSizeFluid | undefined {
  if (typeof value === 'boolean') return value;
  if (!isObject(value)) return undefined;
  const bounds: { min?: string; max?: string } = {};
  for (const key of ['min', 'max'] as const) {
    const bound = value[key];
    if (typeof bound === 'string' && staysInDeclaration(bound)) bounds[key] = bound;
  }
  return bounds;
}

function presetOf(
  entry: Entry,
  row: DesignTokenKindRow,
  slugPath: string[],
  tokens: ReadonlyMap<string, Entry>,
): JsonObject {
  const wordpress = wordpressExtension(entry.node);
  const original = originalValue(wordpress, row);
  let value: string | number | undefined = original;
  if (entry.token) {
    const resolved = resolveAliases(
      entry.node['$value'],
      entry,
      tokens,
      new Set([tokenName(entry)]),
    );
    // Ours, unchanged since: the value as WordPress had it. Changed elsewhere: the token's.
    if (original === undefined || !sameJson(row.toToken(original), resolved)) {
      value = row.fromToken(resolved, original);
    }
  }
  const slug = toKebabCase(slugPath.join('-'));
  if (value === undefined || slug === '') throw new ImportProblem('invalidValue', tokenName(entry));
  const words = slugPath.join(' ');
  const name =
    typeof wordpress['name'] === 'string' && wordpress['name'].trim() !== ''
      ? wordpress['name']
      : words.charAt(0).toUpperCase() + words.slice(1);
  const preset: JsonObject = { name, slug, [row.valueKey]: value };
  const fluid = row.kind === 'fontSizes' ? fluidOf(wordpress['fluid']) : undefined;
  if (fluid !== undefined) preset['fluid'] = fluid;
  return preset;
}

function failure(code: DesignTokensError, token?: string): DesignTokensImport {
  return { ok: false, code, error: DESIGN_TOKENS_ERRORS[code], ...(token ? { token } : {}) };
}

/**
 * A design tokens file (its text, or the parsed JSON) as presets for the user's origin. A later
 * token with the same slug replaces an earlier one; `skipped` lists tokens of other types.
 */
export function importDesignTokens(json: unknown): DesignTokensImport {
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch {
      return failure('notJson');
    }
  }
  if (!isObject(data)) return failure('notObject');
  const entries = collect(data);
  const tokens = new Map(entries.filter((e) => e.token).map((e) => [tokenName(e), e]));
  const bySlug = new Map(
    DESIGN_TOKEN_KINDS.map((row) => [row.kind, new Map<string, JsonObject>()]),
  );
  const skipped: string[] = [];
  try {
    for (const entry of entries) {
      const kind = kindOf(entry, entry.token ? typeOf(entry, tokens) : undefined);
      if (!kind) {
        skipped.push(tokenName(entry));
        continue;
      }
      const preset = presetOf(entry, kind.row, kind.slugPath, tokens);
      bySlug.get(kind.row.kind)?.set(String(preset['slug']), preset);
    }
  } catch (problem) {
    if (problem instanceof ImportProblem) return failure(problem.code, problem.token);
    throw problem;
  }
  const presets = emptyPresets() as unknown as Record<string, JsonObject[]>;
  let count = 0;
  for (const [kind, presetsBySlug] of bySlug) {
    presets[kind] = [...presetsBySlug.values()];
    count += presetsBySlug.size;
  }
  if (count === 0) return failure('noTokens');
  return { ok: true, presets: presets as unknown as DesignTokenPresets, skipped };
}
