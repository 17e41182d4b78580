// Layout classes and per-container rules, as WordPress adds them when it renders a block with
// layout support: `is-layout-flex`, `wp-block-group-is-layout-flex`, `is-content-justification-…`,
// `has-global-padding` (constrained layouts: the theme's root padding) and a `wp-container-…`
// class whose rules (gap, justification, widths, grid columns) go in the preview's CSS. The
// generic rules for `.is-layout-*` and `.has-global-padding` come from the global styles engine.
import { blockClassName, cssValue } from './block-supports';
import type { ParsedBlock } from './types';

/** Blocks with layout support and their default layout type. */
const LAYOUT_BLOCKS: Record<string, string> = {
  'core/group': 'default',
  'core/column': 'default',
  'core/columns': 'flex',
  'core/buttons': 'flex',
  'core/navigation': 'flex',
  'core/social-links': 'flex',
  'core/gallery': 'flex',
  'core/details': 'default',
  'core/post-content': 'default',
  'core/post-template': 'default',
  'core/query': 'default',
};

const TYPE_CLASS: Record<string, string> = {
  default: 'flow',
  flow: 'flow',
  constrained: 'constrained',
  flex: 'flex',
  grid: 'grid',
};

const JUSTIFY: Record<string, string> = {
  left: 'flex-start',
  right: 'flex-end',
  center: 'center',
  'space-between': 'space-between',
  stretch: 'stretch',
};
const ALIGN: Record<string, string> = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  stretch: 'stretch',
  'space-between': 'space-between',
};

type Layout = Record<string, unknown>;

/** Collects the rules of one render; identical rules share one class. */
export class LayoutStyles {
  private readonly rules = new Map<string, string>();

  add(className: string, rules: string[]): void {
    for (const rule of rules) this.rules.set(`${className}|${rule}`, `.${className}${rule}`);
  }

  get css(): string {
    return [...this.rules.values()].join('\n');
  }
}

function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16);
}

function gapValue(gap: unknown, twoAxes: boolean): string | undefined {
  if (gap && typeof gap === 'object') {
    const { top, left } = gap as Layout;
    const fallback = 'var(--wp--style--block-gap, 0.5em)';
    const row = cssValue(top) ?? fallback;
    return twoAxes ? `${row} ${cssValue(left) ?? fallback}` : cssValue(top);
  }
  return cssValue(gap);
}

function flexRules(layout: Layout, gap: string | undefined): string[] {
  const declarations: string[] = [];
  const vertical = layout.orientation === 'vertical';
  if (layout.flexWrap === 'nowrap') declarations.push('flex-wrap:nowrap');
  const justify = JUSTIFY[String(layout.justifyContent)];
  const align = ALIGN[String(layout.verticalAlignment)];
  if (vertical) {
    // WordPress starts a vertical stack at the left unless told otherwise.
    declarations.push('flex-direction:column', `align-items:${justify ?? 'flex-start'}`);
    if (align) declarations.push(`justify-content:${align}`);
  } else {
    if (justify) declarations.push(`justify-content:${justify}`);
    if (align) declarations.push(`align-items:${align}`);
  }
  if (gap) declarations.push(`gap:${gap}`);
  return declarations.length > 0 ? [`{${declarations.join(';')}}`] : [];
}

function gridRules(layout: Layout, gap: string | undefined): string[] {
  const declarations: string[] = [];
  const count = Number(layout.columnCount);
  const minimum = cssValue(layout.minimumColumnWidth);
  if (count >= 1 && count <= 16) {
    declarations.push(`grid-template-columns:repeat(${Math.floor(count)}, minmax(0, 1fr))`);
  } else if (minimum) {
    declarations.push(
      `grid-template-columns:repeat(auto-fill, minmax(min(${minimum}, 100%), 1fr))`,
    );
  }
  if (gap) declarations.push(`gap:${gap}`);
  return declarations.length > 0 ? [`{${declarations.join(';')}}`] : [];
}

function flowRules(layout: Layout, type: string, gap: string | undefined): string[] {
  const rules: string[] = [];
  const content = cssValue(layout.contentSize);
  const wide = cssValue(layout.wideSize);
  if (type === 'constrained' && (content || wide)) {
    const inner = '> :where(:not(.alignleft):not(.alignright):not(.alignfull))';
    rules.push(
      ` ${inner}{max-width:${content ?? wide};margin-left:auto !important;margin-right:auto !important}`,
    );
    rules.push(` > .alignwide{max-width:${wide ?? content}}`);
  }
  if (gap) {
    rules.push(' > *{margin-block-start:0;margin-block-end:0}');
    rules.push(` > * + *{margin-block-start:${gap};margin-block-end:0}`);
  }
  return rules;
}

/**
 * The layout classes a block gets (empty for blocks without layout support), registering its
 * container rules in `styles`.
 */
export function layoutClasses(block: ParsedBlock, styles: LayoutStyles): string[] {
  const name = block.blockName ?? '';
  const fallback = LAYOUT_BLOCKS[name];
  if (!fallback) return [];
  const attrs = block.attrs;
  const layout = (attrs.layout && typeof attrs.layout === 'object' ? attrs.layout : {}) as Layout;
  // A legacy layout (`inherit`) or one with a content size is constrained, as in WordPress.
  const requested =
    layout.inherit || layout.contentSize ? 'constrained' : String(layout.type ?? fallback);
  const type = TYPE_CLASS[requested] ? requested : fallback;
  const kind = TYPE_CLASS[type]!;
  const style = (attrs.style ?? {}) as Layout;
  const blockGap = ((style.spacing ?? {}) as Layout).blockGap;
  const gap = gapValue(blockGap, kind === 'flex' || kind === 'grid');
  const rules =
    kind === 'flex'
      ? flexRules(layout, gap)
      : kind === 'grid'
        ? gridRules(layout, gap)
        : flowRules(layout, type, gap);
  const base = blockClassName(name);
  // WordPress adds `has-global-padding` to constrained layouts when the theme uses root padding
  // aware alignments; here always, as the class only means something where the site's stylesheet
  // gives it rules (printed for those themes only): a render does not depend on theme settings.
  const classes = [
    ...(type === 'constrained' ? ['has-global-padding'] : []),
    `is-layout-${kind}`,
    `${base}-is-layout-${kind}`,
  ];
  if (kind === 'flex') {
    if (layout.orientation === 'vertical') classes.push('is-vertical');
    if (JUSTIFY[String(layout.justifyContent)])
      classes.push(`is-content-justification-${layout.justifyContent}`);
    if (layout.flexWrap === 'nowrap') classes.push('is-nowrap');
  }
  if (rules.length > 0) {
    const container = `wp-container-${name.replace(/\//g, '-')}-is-layout-${hash(rules.join(''))}`;
    styles.add(container, rules);
    classes.push(container);
  }
  return classes;
}
