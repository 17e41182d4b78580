// The classes and inline styles a dynamic block's wrapper gets from its attributes (colours,
// font size, alignment, spacing, border, anchor), named as WordPress names them so the theme's
// CSS applies. Static blocks already carry these in their saved HTML.
import { safeClassName, safeCssValue } from './escape';
import { classNames } from './html';
import type { ParsedBlock } from './types';

type Style = Record<string, unknown>;

const asObject = (value: unknown): Style =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Style) : {};

/** `var:preset|spacing|40` → `var(--wp--preset--spacing--40)`; other values pass if safe. */
export function cssValue(value: unknown): string | undefined {
  if (typeof value === 'string' && value.startsWith('var:')) {
    const parts = value.slice(4).split('|');
    if (parts.every((part) => /^[a-zA-Z0-9_-]+$/.test(part))) {
      return `var(--wp--${parts.join('--')})`;
    }
    return undefined;
  }
  return safeCssValue(value);
}

/** `core/site-title` → `wp-block-site-title`; `acme/card` → `wp-block-acme-card`. */
export function blockClassName(blockName: string): string {
  return `wp-block-${blockName.replace(/^core\//, '').replace(/\//g, '-')}`;
}

function presetClass(slug: unknown, template: (slug: string) => string): string {
  const safe = safeClassName(slug);
  return safe && !safe.includes(' ') ? template(safe) : '';
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

function boxDeclarations(property: string, value: unknown): string[] {
  if (typeof value === 'string') {
    const css = cssValue(value);
    return css ? [`${property}:${css}`] : [];
  }
  const box = asObject(value);
  return SIDES.flatMap((side) => {
    const css = cssValue(box[side]);
    return css ? [`${property}-${side}:${css}`] : [];
  });
}

function radiusDeclarations(value: unknown): string[] {
  if (typeof value !== 'object') return declaration('border-radius', value);
  const corners = asObject(value);
  return ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'].flatMap((corner) =>
    declaration(
      `border-${corner.replace(/[A-Z]/, (c) => `-${c.toLowerCase()}`)}-radius`,
      corners[corner],
    ),
  );
}

function declaration(property: string, value: unknown): string[] {
  const css = cssValue(value);
  return css ? [`${property}:${css}`] : [];
}

const TYPOGRAPHY: Record<string, string> = {
  fontSize: 'font-size',
  lineHeight: 'line-height',
  letterSpacing: 'letter-spacing',
  textTransform: 'text-transform',
  textDecoration: 'text-decoration',
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
  fontFamily: 'font-family',
};

/** Inline declarations from `attrs.style`; `skip` leaves groups out (e.g. border on an image). */
export function styleDeclarations(style: unknown, skip: string[] = []): string[] {
  const s = asObject(style);
  const color = asObject(s.color);
  const typography = asObject(s.typography);
  const spacing = asObject(s.spacing);
  const border = asObject(s.border);
  const out: string[] = [];
  if (!skip.includes('color')) {
    out.push(
      ...declaration('color', color.text),
      ...declaration('background-color', color.background),
    );
    out.push(...declaration('background', color.gradient));
  }
  if (!skip.includes('typography')) {
    for (const [key, property] of Object.entries(TYPOGRAPHY))
      out.push(...declaration(property, typography[key]));
  }
  if (!skip.includes('spacing')) {
    out.push(
      ...boxDeclarations('padding', spacing.padding),
      ...boxDeclarations('margin', spacing.margin),
    );
  }
  if (!skip.includes('border')) {
    out.push(...radiusDeclarations(border.radius), ...declaration('border-width', border.width));
    out.push(
      ...declaration('border-style', border.style),
      ...declaration('border-color', border.color),
    );
  }
  if (!skip.includes('dimensions'))
    out.push(...declaration('min-height', asObject(s.dimensions).minHeight));
  return out;
}

export interface WrapperOptions {
  /** More classes, after the block's own. */
  className?: string;
  /** More declarations, after those from attributes. */
  style?: string[];
  /** Style groups handled elsewhere (see styleDeclarations). */
  skipStyle?: string[];
}

/** The wrapper's `class`, `style` and `id`, for html.ts's builders. */
export function wrapperAttributes(block: ParsedBlock, options: WrapperOptions = {}) {
  const attrs = block.attrs;
  const style = asObject(attrs.style);
  const color = asObject(style.color);
  const hasTextColor = Boolean(attrs.textColor || color.text);
  const hasBackground = Boolean(
    attrs.backgroundColor || attrs.gradient || color.background || color.gradient,
  );
  const className = classNames(
    blockClassName(block.blockName ?? 'freeform'),
    options.className,
    presetClass(attrs.align, (a) => `align${a}`),
    presetClass(attrs.textAlign, (a) => `has-text-align-${a}`),
    presetClass(attrs.fontSize, (slug) => `has-${slug}-font-size`),
    presetClass(attrs.fontFamily, (slug) => `has-${slug}-font-family`),
    presetClass(attrs.textColor, (slug) => `has-${slug}-color`),
    hasTextColor && 'has-text-color',
    presetClass(attrs.backgroundColor, (slug) => `has-${slug}-background-color`),
    presetClass(attrs.gradient, (slug) => `has-${slug}-gradient-background`),
    hasBackground && 'has-background',
    Boolean(asObject(asObject(asObject(style.elements).link).color).text) && 'has-link-color',
    safeClassName(attrs.className),
  );
  const declarations = [...styleDeclarations(style, options.skipStyle), ...(options.style ?? [])];
  const anchor = typeof attrs.anchor === 'string' ? attrs.anchor : undefined;
  return {
    class: className,
    style: declarations.length > 0 ? `${declarations.join(';')};` : undefined,
    id: anchor,
  };
}
