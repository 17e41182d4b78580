// The shape of one core block's metadata, and small builders for the parts block.json repeats
// (attribute schemas, the usual typography and border supports). The data itself lives in one
// module per block group beside this file; index.ts puts them together.
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export type BlockCategory = 'text' | 'media' | 'design' | 'widgets' | 'theme' | 'reusable';

/** A block style variation: adds `is-style-{name}` to the block's wrapper. */
export interface BlockStyle {
  name: string;
  label: string;
  isDefault?: boolean;
}

/** What the host knows about a core block: block.json's fields, as WordPress registers them. */
export interface CoreBlockType {
  /** `core/…` */
  name: string;
  title: string;
  category: BlockCategory;
  description: string;
  keywords?: string[];
  /** Blocks this one may be placed directly inside. */
  parent?: string[];
  /** Blocks this one may be placed anywhere inside. */
  ancestor?: string[];
  allowedBlocks?: string[];
  /** Rendered on the server (WordPress registers a render callback). */
  dynamic: boolean;
  /** block.json's own attributes; the ones block supports add are derived from `supports`. */
  attributes?: Record<string, JsonObject>;
  /** The supports that matter to styles: colour, typography, spacing, border, layout, … */
  supports: JsonObject;
  /** Feature selectors where they differ from the block's root class (the Selectors API). */
  selectors?: JsonObject;
  styles?: BlockStyle[];
  usesContext?: string[];
  providesContext?: Record<string, string>;
  /** block.json's `example` (WordPress's REST API serves it; most core blocks keep theirs in JavaScript). */
  example?: JsonObject;
  /** The block loads `@wordpress/block-library/{slug}/view` on the front end. */
  viewScriptModule?: boolean;
}

function typed(type: string, fallback: Json | undefined): JsonObject {
  return fallback === undefined ? { type } : { type, default: fallback };
}

export const string = (fallback?: string): JsonObject => typed('string', fallback);
export const number = (fallback?: number | null): JsonObject => typed('number', fallback);
export const integer = (fallback?: number): JsonObject => typed('integer', fallback);
export const boolean = (fallback?: boolean): JsonObject => typed('boolean', fallback);
export const object = (fallback?: JsonObject): JsonObject => typed('object', fallback);
export const array = (fallback?: Json[]): JsonObject => typed('array', fallback);

/** A string limited to `values`. */
export function oneOf(values: string[], fallback?: string): JsonObject {
  return { ...typed('string', fallback), enum: values };
}

/** Rich text read from the element `selector` of the saved markup. */
export function richText(selector: string): JsonObject {
  return { type: 'rich-text', source: 'rich-text', selector, role: 'content' };
}

/** A value read from an HTML attribute of the saved markup. */
export function fromAttribute(selector: string, attribute: string, type = 'string'): JsonObject {
  return { type, source: 'attribute', selector, attribute };
}

export const templateLock: JsonObject = {
  type: ['string', 'boolean'],
  enum: ['all', 'insert', 'contentOnly', false],
};

/** The eight typography features most core blocks switch on together, plus `extra`. */
export function typography(extra: JsonObject = {}): JsonObject {
  return {
    fontSize: true,
    lineHeight: true,
    __experimentalFontFamily: true,
    __experimentalFontWeight: true,
    __experimentalFontStyle: true,
    __experimentalTextTransform: true,
    __experimentalTextDecoration: true,
    __experimentalLetterSpacing: true,
    ...extra,
  };
}

/** Border colour, radius, style and width (block.json's `__experimentalBorder`), plus `extra`. */
export function border(extra: JsonObject = {}): JsonObject {
  return { color: true, radius: true, style: true, width: true, ...extra };
}

export const marginAndPadding: JsonObject = { margin: true, padding: true };
export const gradientsAndLink: JsonObject = { gradients: true, link: true };
