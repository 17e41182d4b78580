// Layout: the site-wide rules block themes rely on (content and wide sizes as custom
// properties, root padding, alignments, block gap) and the per-layout rules for flow,
// constrained, flex and grid containers (`.is-layout-*`), plus a block's own gap.
import type { BlockStyleTarget } from './block-types';
import { staysInDeclaration, toRuleset } from './css';
import { getPath, isObject } from './json';
import { LAYOUTS, type Rules } from './layout-definitions';
import { ROOT_STYLE_SELECTOR, ROOT_VARIABLES_SELECTOR } from './nodes';
import { styleValue } from './references';
import type { Declaration, JsonObject } from './types';

function settingsOf(tree: unknown): JsonObject {
  const settings = getPath(tree, ['settings']);
  return isObject(settings) ? settings : {};
}

/** The theme opted into block gap styles (`settings.spacing.blockGap` not unset or null). */
function hasBlockGap(tree: unknown): boolean {
  const value = getPath(tree, ['settings', 'spacing', 'blockGap']);
  return value !== undefined && value !== null;
}

/** A gap value as CSS: `{ top, left }` becomes `row column` (one value when equal). */
function gapValue(node: unknown, tree: unknown): string | null {
  const value = styleValue(node, ['spacing', 'blockGap'], tree);
  if (isObject(value)) {
    const row = styleValue(node, ['spacing', 'blockGap', 'top'], tree);
    const column = styleValue(node, ['spacing', 'blockGap', 'left'], tree);
    if (typeof row !== 'string' || typeof column !== 'string' || !row || !column) return null;
    return row === column ? row : `${row} ${column}`;
  }
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}

function declarations(rules: Rules, gap: string): Declaration[] {
  return rules.map(([name, value]) => ({ name, value: value ?? gap }));
}

/** Gap rules for each layout, and (for the root) the base rules of each layout. */
export function layoutStyles(
  tree: unknown,
  selector: string,
  node: unknown,
  block?: BlockStyleTarget,
): string {
  const isRoot = selector === ROOT_STYLE_SELECTOR;
  if (block && !block.hasLayout) return '';
  let css = '';
  const themeGap = hasBlockGap(tree);
  const gap = themeGap ? gapValue(node, tree) : isRoot ? '0.5em' : (block?.fallbackGap ?? null);
  if (gap !== null) {
    for (const layout of LAYOUTS) {
      // Without the theme's block gap only flex and grid get a (low specificity) fallback gap.
      if (!themeGap && !layout.displayMode) continue;
      for (const { selector: inner, rules } of layout.spacingStyles) {
        const target = themeGap
          ? isRoot
            ? `:root :where(.${layout.className})${inner}`
            : `:root :where(${selector}-${layout.className})${inner}`
          : isRoot
            ? `:where(.${layout.className}${inner})`
            : `:where(${selector}.${layout.className}${inner})`;
        css += toRuleset(target, declarations(rules, gap));
      }
    }
  }
  if (!isRoot) return css;

  const layoutSettings = settingsOf(tree)['layout'];
  const hasSizes =
    isObject(layoutSettings) &&
    (layoutSettings['contentSize'] != null || layoutSettings['wideSize'] != null);
  for (const layout of LAYOUTS) {
    if (layout.displayMode) {
      css += toRuleset(`${selector} .${layout.className}`, [
        { name: 'display', value: layout.displayMode },
      ]);
    }
    for (const { selector: inner, rules } of layout.baseStyles) {
      // Rules about content and wide sizes only make sense when the theme sets them.
      const kept = rules.filter(([, value]) => hasSizes || !value?.includes('--global--'));
      css += toRuleset(`.${layout.className}${inner}`, declarations(kept, ''));
    }
  }
  return css;
}

/** The site-wide rules printed before all other styles. */
export function rootLayoutRules(tree: unknown): string {
  const settings = settingsOf(tree);
  const layout = isObject(settings['layout']) ? settings['layout'] : {};
  const contentSize = layout['contentSize'] ?? layout['wideSize'];
  const wideSize = layout['wideSize'] ?? layout['contentSize'];
  let css = '';
  if (contentSize != null && staysInDeclaration(`${contentSize} ${wideSize}`)) {
    css += `${ROOT_VARIABLES_SELECTOR} { --wp--style--global--content-size: ${contentSize};--wp--style--global--wide-size: ${wideSize}; }`;
  }
  // Before any theme rule, so a theme's body margin wins.
  css += ':where(body) { margin: 0; }';
  if (settings['useRootPaddingAwareAlignments'] === true) {
    css +=
      '.wp-site-blocks { padding-top: var(--wp--style--root--padding-top); padding-bottom: var(--wp--style--root--padding-bottom); }' +
      '.has-global-padding { padding-right: var(--wp--style--root--padding-right); padding-left: var(--wp--style--root--padding-left); }' +
      '.has-global-padding > .alignfull { margin-right: calc(var(--wp--style--root--padding-right) * -1); margin-left: calc(var(--wp--style--root--padding-left) * -1); }' +
      '.has-global-padding :where(:not(.alignfull.is-layout-flow) > .has-global-padding:not(.wp-block-block, .alignfull)) { padding-right: 0; padding-left: 0; }' +
      '.has-global-padding :where(:not(.alignfull.is-layout-flow) > .has-global-padding:not(.wp-block-block, .alignfull)) > .alignfull { margin-left: 0; margin-right: 0; }';
  }
  css +=
    '.wp-site-blocks > .alignleft { float: left; margin-right: 2em; }' +
    '.wp-site-blocks > .alignright { float: right; margin-left: 2em; }' +
    '.wp-site-blocks > .aligncenter { justify-content: center; margin-left: auto; margin-right: auto; }';
  const gap = hasBlockGap(tree) ? gapValue(getPath(tree, ['styles']), tree) : null;
  if (gap !== null && staysInDeclaration(gap)) {
    css +=
      `:where(.wp-site-blocks) > * { margin-block-start: ${gap}; margin-block-end: 0; }` +
      ':where(.wp-site-blocks) > :first-child { margin-block-start: 0; }' +
      ':where(.wp-site-blocks) > :last-child { margin-block-end: 0; }' +
      `${ROOT_VARIABLES_SELECTOR} { --wp--style--block-gap: ${gap}; }`;
  }
  return css + layoutStyles(tree, ROOT_STYLE_SELECTOR, getPath(tree, ['styles']));
}
