// What the engine needs to know about each block type, read from the host's
// `/wp/v2/block-types` items (never from the block library's code): the block's CSS selector,
// selectors for single features (a block may style its border on an inner `img`), the duotone
// target, its element selectors, its registered style variations and whether it has layout.
import { getPath, isObject } from './json';
import { blockElementSelectors, blockStyleVariationSelector, scopeSelector } from './selectors';
import type { BlockTypeMeta, JsonObject } from './types';

/** Feature selectors keyed like block.json's `selectors`: a string, or `{ root, subfeature }`. */
export type FeatureSelectors = Record<string, string | Record<string, string>>;

export interface BlockStyleTarget {
  name: string;
  /** The block's root selector, e.g. `.wp-block-group` or `p`. */
  selector: string;
  /** Feature selectors (`root` included); features without one use the root selector. */
  features: FeatureSelectors;
  /** Where a duotone filter applies, if the block supports one. */
  duotone?: string;
  /** Element name -> selector inside this block. */
  elements: Record<string, string>;
  /** Registered style variation name -> selector; `undefined` when the block is unknown. */
  variations?: Record<string, string>;
  /** Block gap and layout rules are printed only for blocks with layout support. */
  hasLayout: boolean;
  /** The gap a block uses when the theme does not opt into block gap (Columns: `2em`). */
  fallbackGap?: string;
}

// Block supports keys whose `__experimentalSelector` moves a feature off the root selector.
const FEATURE_SUPPORTS: readonly (readonly [string, string])[] = [
  ['__experimentalBorder', 'border'],
  ['color', 'color'],
  ['spacing', 'spacing'],
  ['typography', 'typography'],
];

/** WordPress's class for a block without its own selector: `core/group` -> `.wp-block-group`. */
export function defaultBlockSelector(name: string): string {
  return `.wp-block-${name.replaceAll('core/', '').replaceAll('/', '-')}`;
}

function selectorsOf(meta: BlockTypeMeta): JsonObject | undefined {
  const selectors = meta.selectors;
  return isObject(selectors) && Object.keys(selectors).length > 0 ? selectors : undefined;
}

function stringAt(tree: unknown, path: readonly string[]): string | undefined {
  const value = getPath(tree, path);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function rootSelectorOf(meta: BlockTypeMeta): string {
  return (
    stringAt(selectorsOf(meta), ['root']) ??
    stringAt(meta.supports, ['__experimentalSelector']) ??
    defaultBlockSelector(meta.name)
  );
}

function featureSelectorsOf(meta: BlockTypeMeta, root: string): FeatureSelectors {
  const selectors = selectorsOf(meta);
  if (selectors) {
    const features: FeatureSelectors = {};
    for (const [feature, value] of Object.entries(selectors)) {
      if (typeof value === 'string') features[feature] = value;
      else if (isObject(value)) {
        const entries = Object.entries(value).filter(([, v]) => typeof v === 'string');
        features[feature] = Object.fromEntries(entries) as Record<string, string>;
      }
    }
    return features;
  }
  const features: FeatureSelectors = { root };
  for (const [support, feature] of FEATURE_SUPPORTS) {
    const selector = stringAt(meta.supports, [support, '__experimentalSelector']);
    if (selector) features[feature] = { root: scopeSelector(root, selector) };
  }
  return features;
}

function duotoneSelectorOf(meta: BlockTypeMeta, root: string): string | undefined {
  const selectors = selectorsOf(meta);
  if (selectors) return stringAt(selectors, ['filter', 'duotone']);
  const legacy = stringAt(meta.supports, ['color', '__experimentalDuotone']);
  return legacy ? scopeSelector(root, legacy) : undefined;
}

/** True when `supports` at `path` is `true` or a non-empty list or object of options. */
export function hasBlockSupport(meta: BlockTypeMeta, path: readonly string[]): boolean {
  const value = getPath(meta.supports, path);
  if (value === true) return true;
  if (Array.isArray(value)) return value.length > 0;
  return isObject(value) && Object.keys(value).length > 0;
}

/**
 * True when the block prints `feature` (or its `property`) somewhere other than its wrapper
 * (`__experimentalSkipSerialization`), so global styles for it cannot apply: the Styles
 * sidebar hides those controls (`skipsSerialization(button, 'spacing', 'blockGap')`).
 */
export function skipsSerialization(
  meta: BlockTypeMeta,
  feature: string,
  property?: string,
): boolean {
  const skip = getPath(meta.supports, [feature, '__experimentalSkipSerialization']);
  if (skip === true) return true;
  return property !== undefined && Array.isArray(skip) && skip.includes(property);
}

export function blockStyleTarget(meta: BlockTypeMeta, known = true): BlockStyleTarget {
  const selector = rootSelectorOf(meta);
  const target: BlockStyleTarget = {
    name: meta.name,
    selector,
    features: featureSelectorsOf(meta, selector),
    elements: blockElementSelectors(selector),
    hasLayout: hasBlockSupport(meta, ['layout']) || hasBlockSupport(meta, ['__experimentalLayout']),
  };
  const duotone = duotoneSelectorOf(meta, selector);
  if (duotone) target.duotone = duotone;
  const fallbackGap = stringAt(meta.supports, ['spacing', 'blockGap', '__experimentalDefault']);
  if (fallbackGap) target.fallbackGap = fallbackGap;
  if (known) {
    target.variations = {};
    for (const style of meta.styles ?? []) {
      target.variations[style.name] = blockStyleVariationSelector(style.name, selector);
    }
  }
  return target;
}

/**
 * Style targets by block name, built on first use. Blocks the styles mention but the host did
 * not list still get WordPress's default selector (their variations are assumed registered).
 */
export class BlockStyleTargets {
  private readonly metas = new Map<string, BlockTypeMeta>();
  private readonly targets = new Map<string, BlockStyleTarget>();

  constructor(blockTypes: readonly BlockTypeMeta[] = []) {
    for (const meta of blockTypes) this.metas.set(meta.name, meta);
  }

  get(name: string): BlockStyleTarget {
    let target = this.targets.get(name);
    if (!target) {
      const meta = this.metas.get(name);
      target = meta ? blockStyleTarget(meta) : blockStyleTarget({ name }, false);
      this.targets.set(name, target);
    }
    return target;
  }

  /** The selector of a style variation of `name`, or `undefined` when not registered. */
  variationSelector(name: string, variation: string): string | undefined {
    const target = this.get(name);
    if (!target.variations) return blockStyleVariationSelector(variation, target.selector);
    return target.variations[variation];
  }
}
