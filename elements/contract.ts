// The typed contract every element declares once. It drives the element's attributes at run time
// and, at build time, dist/custom-elements.json and the TypeScript declarations (scripts/manifest.mjs).

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeContract {
  /** Attribute name, kebab-case. */
  name: string;
  /** Matching property name, camelCase. */
  property: string;
  type: AttributeType;
  /** TypeScript type text of the property, for the declarations. */
  tsType: string;
  default?: string;
  description: string;
  /**
   * HTMLElement's own attribute and property (`nonce`): documented with the rest, but never
   * declared to r2wc, whose accessor would hide the browser's (see define.ts).
   */
  native?: true;
}

export interface EventContract {
  name: string;
  /** TypeScript type text of `event.detail`. */
  detail: string;
  description: string;
}

export interface ElementContract {
  tag: string;
  /** Class name in the declarations, e.g. SiteEditorElement. */
  className: string;
  summary: string;
  attributes: AttributeContract[];
  events: EventContract[];
  cssParts: { name: string; description: string }[];
  cssProperties: { name: string; default: string; description: string }[];
}

/**
 * Attributes every element shares: where the host's REST API is, and the request nonce. The nonce
 * goes in `rest-nonce`: a page sent with any Content-Security-Policy header (every wp-admin page
 * since WordPress 6.9) has the browser empty each element's `nonce` attribute once it is in the
 * document, keeping the value only in the element's native `nonce` property.
 */
export const hostAttributes: AttributeContract[] = [
  {
    name: 'api-root',
    property: 'apiRoot',
    type: 'string',
    tsType: 'string',
    default: '/wp-json/',
    description: "Root URL of the host's REST API.",
  },
  {
    name: 'rest-nonce',
    property: 'restNonce',
    type: 'string',
    tsType: 'string',
    description: 'REST nonce sent as X-WP-Nonce on every request (printed by the host page).',
  },
  {
    name: 'nonce',
    property: 'nonce',
    type: 'string',
    tsType: 'string',
    native: true,
    description:
      'The REST nonce as older hosts print it, used without rest-nonce: read from the nonce property (a CSP header empties the attribute).',
  },
];

/** Custom properties every element reads on :host. */
export const themeProperties: ElementContract['cssProperties'] = [
  {
    name: '--se-accent',
    default: '#3858e9',
    description: 'Accent colour of buttons, focus rings and links.',
  },
  {
    name: '--se-font-family',
    default: 'system-ui, sans-serif',
    description: 'Font of the interface.',
  },
  { name: '--se-height', default: '100%', description: 'Height of the element box.' },
];
