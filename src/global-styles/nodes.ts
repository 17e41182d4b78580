// The nodes of a merged theme.json that print CSS, in printing order, each with its selector:
// settings nodes (custom properties and preset classes) and style nodes (the root, elements and
// their states, blocks with their variations, elements inside blocks).
import type { BlockStyleTarget, BlockStyleTargets } from './block-types';
import { getPath, isObject } from './json';
import { appendToSelector, ELEMENT_PSEUDO_CLASSES, ELEMENTS } from './selectors';

/** Where top-level styles print (specificity 0-0-1 keeps them easy to override). */
export const ROOT_STYLE_SELECTOR = 'body';
/** Where top-level custom properties print. */
export const ROOT_VARIABLES_SELECTOR = ':root';

export interface SettingNode {
  path: string[];
  selector: string;
}

export interface VariationNode {
  name: string;
  path: string[];
  selector: string;
}

export interface StyleNode {
  path: string[];
  selector: string;
  /** The element an element node styles (`link`, `h1`...). */
  element?: string;
  /** The pseudo class a state node prints (`:hover`); its styles are under `node[pseudo]`. */
  pseudo?: string;
  /** A block node's block. */
  block?: BlockStyleTarget;
  /** A block node's registered style variations present in the styles. */
  variations?: VariationNode[];
}

export function settingNodes(tree: unknown, targets: BlockStyleTargets): SettingNode[] {
  const settings = getPath(tree, ['settings']);
  if (!isObject(settings)) return [];
  const nodes: SettingNode[] = [{ path: ['settings'], selector: ROOT_VARIABLES_SELECTOR }];
  const blocks = settings['blocks'];
  if (!isObject(blocks)) return nodes;
  for (const name of Object.keys(blocks)) {
    nodes.push({ path: ['settings', 'blocks', name], selector: targets.get(name).selector });
  }
  return nodes;
}

/** An element's node and its state nodes, when the styles define them. */
function elementNodes(
  elements: unknown,
  base: readonly string[],
  name: string,
  selector: string,
): StyleNode[] {
  const styles = isObject(elements) ? elements[name] : undefined;
  if (!isObject(styles)) return [];
  const path = [...base, 'elements', name];
  const nodes: StyleNode[] = [{ path, selector, element: name }];
  for (const pseudo of ELEMENT_PSEUDO_CLASSES.get(name) ?? []) {
    if (!isObject(styles[pseudo])) continue;
    nodes.push({ path, selector: appendToSelector(selector, pseudo), element: name, pseudo });
  }
  return nodes;
}

function variationNodes(
  blockStyles: unknown,
  base: readonly string[],
  name: string,
  targets: BlockStyleTargets,
): VariationNode[] {
  const variations = isObject(blockStyles) ? blockStyles['variations'] : undefined;
  if (!isObject(variations)) return [];
  const nodes: VariationNode[] = [];
  for (const variation of Object.keys(variations)) {
    const selector = targets.variationSelector(name, variation);
    if (selector === undefined || !isObject(variations[variation])) continue;
    nodes.push({ name: variation, path: [...base, 'variations', variation], selector });
  }
  return nodes;
}

export function styleNodes(tree: unknown, targets: BlockStyleTargets): StyleNode[] {
  const styles = getPath(tree, ['styles']);
  if (!isObject(styles)) return [];
  const nodes: StyleNode[] = [{ path: ['styles'], selector: ROOT_STYLE_SELECTOR }];
  for (const [name, selector] of ELEMENTS) {
    nodes.push(...elementNodes(styles['elements'], ['styles'], name, selector));
  }

  const blocks = styles['blocks'];
  if (!isObject(blocks)) return nodes;
  for (const [name, blockStyles] of Object.entries(blocks)) {
    if (!isObject(blockStyles)) continue;
    const block = targets.get(name);
    const path = ['styles', 'blocks', name];
    const variations = variationNodes(blockStyles, path, name, targets);
    nodes.push({ path, selector: block.selector, block, variations });
    const elements = blockStyles['elements'];
    if (!isObject(elements)) continue;
    for (const element of Object.keys(elements)) {
      const selector = block.elements[element];
      if (selector) nodes.push(...elementNodes(elements, path, element, selector));
    }
  }
  return nodes;
}
