// The CSS of one style node: the root, an element (or one of its states) or a block with its
// feature rules, duotone filter, layout gap, style variations and custom CSS. Everything except
// the root and plain element selectors is wrapped in `:root :where()` so global styles keep a
// one-class specificity that block supports and user choices can override.
import type { FeatureSelectors } from './block-types';
import { lowSpecificity, toRuleset } from './css';
import { blockCustomCss } from './custom-css';
import { getPath, isObject } from './json';
import { layoutStyles } from './layout';
import { ROOT_STYLE_SELECTOR, type StyleNode } from './nodes';
import { type DeclarationContext, styleDeclarations } from './properties';
import { blockStyleVariationSelector, ELEMENT_CLASS_NAMES, ELEMENT_SELECTORS } from './selectors';
import type { Declaration, JsonObject } from './types';

export interface NodeStylesContext extends DeclarationContext {
  tree: JsonObject;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false) return true;
  if (value === 0 || value === '0') return true;
  if (Array.isArray(value)) return value.length === 0;
  return isObject(value) && Object.keys(value).length === 0;
}

function addTo(rules: Map<string, Declaration[]>, selector: string, found: Declaration[]): void {
  const existing = rules.get(selector);
  if (existing) existing.push(...found);
  else rules.set(selector, found);
}

/**
 * Declarations for features the block styles under their own selector (an Image's border on
 * its `img`), and the node without those features.
 */
function splitFeatures(
  features: FeatureSelectors,
  node: JsonObject,
  context: DeclarationContext,
): { rules: Map<string, Declaration[]>; rest: JsonObject } {
  const rules = new Map<string, Declaration[]>();
  const rest: JsonObject = { ...node };
  for (const [feature, selectors] of Object.entries(features)) {
    if (feature === 'root' || isEmpty(rest[feature])) continue;
    if (typeof selectors !== 'string') {
      for (const [subfeature, selector] of Object.entries(selectors)) {
        const group = rest[feature];
        if (subfeature === 'root' || !isObject(group) || isEmpty(group[subfeature])) continue;
        const only = { [feature]: { [subfeature]: group[subfeature] } };
        addTo(rules, selector, styleDeclarations(only, context));
        const { [subfeature]: _moved, ...remaining } = group;
        rest[feature] = remaining;
      }
    }
    const selector = typeof selectors === 'string' ? selectors : selectors['root'];
    if (!selector) continue;
    addTo(rules, selector, styleDeclarations({ [feature]: rest[feature] }, context));
    delete rest[feature];
  }
  return { rules, rest };
}

/** A separator with only a background colour draws it with `color` too (it paints a border). */
function separatorDeclarations(declarations: Declaration[]): Declaration[] {
  const background = declarations.find((d) => d.name === 'background-color')?.value;
  const hasColor = declarations.some((d) => d.name === 'color' || d.name === 'border-color');
  if (!background || hasColor) return declarations;
  return [...declarations, { name: 'color', value: background }];
}

function variationRules(node: StyleNode, context: NodeStylesContext): string {
  const block = node.block;
  if (!block || !node.variations?.length) return '';
  const rules = new Map<string, Declaration[]>();
  const customCss = new Map<string, string>();
  for (const variation of node.variations) {
    const styles = getPath(context.tree, variation.path);
    if (!isObject(styles)) continue;
    const { rules: featureRules, rest } = splitFeatures(block.features, styles, context);
    for (const [selector, declarations] of featureRules) {
      rules.set(blockStyleVariationSelector(variation.name, selector), declarations);
    }
    rules.set(variation.selector, styleDeclarations(rest, context));
    if (typeof styles['css'] === 'string') {
      customCss.set(variation.selector, blockCustomCss(styles['css'], variation.selector));
    }
  }
  let css = '';
  for (const [selector, declarations] of rules) {
    css += toRuleset(lowSpecificity(selector), declarations) + (customCss.get(selector) ?? '');
  }
  return css;
}

export function nodeStyles(node: StyleNode, context: NodeStylesContext): string {
  const raw = getPath(context.tree, node.path);
  const own = isObject(raw) ? raw : {};
  const isRoot = node.path.length === 1 && node.selector === ROOT_STYLE_SELECTOR;
  const { rules: featureRules, rest } = node.block
    ? splitFeatures(node.block.features, own, context)
    : { rules: new Map<string, Declaration[]>(), rest: own };
  const source = node.pseudo ? own[node.pseudo] : rest;
  let declarations = styleDeclarations(source, context, isRoot);

  // Duotone filters print on the block's duotone selector (or nowhere); `unset` clears them.
  const filters = declarations.filter((d) => d.name === 'filter' && d.value !== 'unset');
  declarations = declarations.filter((d) => d.name !== 'filter');
  let css = '';
  if (
    isRoot &&
    declarations.some((d) => d.name === 'background' || d.name === 'background-image')
  ) {
    // Lets a root background cover the whole viewport, as in the site editor.
    css += 'html{min-height: calc(100% - var(--wp-admin--admin-bar--height, 0px));}';
  }
  if (node.selector === '.wp-block-separator') declarations = separatorDeclarations(declarations);

  const element = node.element;
  const elementOnly =
    isRoot ||
    (element !== undefined &&
      !ELEMENT_CLASS_NAMES.has(element) &&
      ELEMENT_SELECTORS.get(element) === node.selector);
  css += toRuleset(elementOnly ? node.selector : lowSpecificity(node.selector), declarations);
  if (node.block?.duotone && filters.length > 0) css += toRuleset(node.block.duotone, filters);
  if (node.block && !isRoot) css += layoutStyles(context.tree, node.selector, own, node.block);
  for (const [selector, found] of featureRules) css += toRuleset(lowSpecificity(selector), found);
  css += variationRules(node, context);
  if (typeof own['css'] === 'string' && !isRoot) css += blockCustomCss(own['css'], node.selector);
  return css;
}
