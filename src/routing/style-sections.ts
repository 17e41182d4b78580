// The Styles panel's inner paths (spec 2.4), kept in `/styles?section=…` (spec 2.1) so a deep link,
// reload, back and forward all land on the same screen. Pure: which screen a section shows, with
// its parameters, and where its back button leads.

export type StyleScreen =
  | 'root'
  | 'variations'
  | 'blocks'
  | 'block'
  | 'block-palette'
  | 'block-variation'
  | 'typography'
  | 'typography-element'
  | 'font-sizes'
  | 'font-size'
  | 'colors'
  | 'palette'
  | 'background'
  | 'shadows'
  | 'shadow'
  | 'layout'
  | 'css'
  | 'revisions';

export interface StyleSection {
  screen: StyleScreen;
  params: Record<string, string>;
  /** The section its back button opens; undefined at the root. */
  parent: string | undefined;
}

/** The typography elements (spec 2.4): `/typography/{element}`. */
export const TYPOGRAPHY_ELEMENTS = ['text', 'link', 'heading', 'caption', 'button'] as const;
export type TypographyElement = (typeof TYPOGRAPHY_ELEMENTS)[number];

const FIXED: Record<string, StyleScreen> = {
  '/': 'root',
  '/variations': 'variations',
  '/blocks': 'blocks',
  '/typography': 'typography',
  '/typography/font-sizes': 'font-sizes',
  '/colors': 'colors',
  '/colors/palette': 'palette',
  '/background': 'background',
  '/shadows': 'shadows',
  '/layout': 'layout',
  '/css': 'css',
  '/revisions': 'revisions',
};

const PATTERNS: readonly [RegExp, StyleScreen, readonly string[]][] = [
  [/^\/blocks\/([^/]+)\/colors\/palette$/, 'block-palette', ['blockName']],
  [/^\/blocks\/([^/]+)\/variations\/([^/]+)$/, 'block-variation', ['blockName', 'variation']],
  [/^\/blocks\/([^/]+)$/, 'block', ['blockName']],
  // A block name whose slash was not encoded (a link written by hand, a decoded query).
  [/^\/blocks\/([^/]+\/[^/]+)\/colors\/palette$/, 'block-palette', ['blockName']],
  [
    /^\/blocks\/([^/]+\/[^/]+)\/variations\/([^/]+)$/,
    'block-variation',
    ['blockName', 'variation'],
  ],
  [/^\/blocks\/([^/]+\/[^/]+)$/, 'block', ['blockName']],
  [/^\/typography\/font-sizes\/([^/]+)\/([^/]+)$/, 'font-size', ['origin', 'slug']],
  [/^\/typography\/([^/]+)$/, 'typography-element', ['element']],
  [/^\/shadows\/edit\/([^/]+)\/([^/]+)$/, 'shadow', ['category', 'slug']],
];

const PARENTS: Partial<Record<StyleScreen, (params: Record<string, string>) => string>> = {
  block: () => '/blocks',
  'block-palette': ({ blockName = '' }) => blockSection(blockName),
  'block-variation': ({ blockName = '' }) => blockSection(blockName),
  'typography-element': () => '/typography',
  'font-sizes': () => '/typography',
  'font-size': () => '/typography/font-sizes',
  palette: () => '/colors',
  shadow: () => '/shadows',
};

function decode(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/** The screen a section names; an unknown section opens the root (as a stale link should). */
export function parseStyleSection(section: string | undefined): StyleSection {
  const path = section && section !== '/' ? `/${section.replace(/^\/+|\/+$/g, '')}` : '/';
  const fixed = FIXED[path];
  if (fixed) {
    const parent = fixed === 'root' ? undefined : (PARENTS[fixed]?.({}) ?? '/');
    return { screen: fixed, params: {}, parent };
  }
  for (const [pattern, screen, names] of PATTERNS) {
    const match = path.match(pattern);
    if (!match) continue;
    const values = match.slice(1).map(decode);
    if (values.some((value) => value === undefined || value === '')) break;
    const params = Object.fromEntries(names.map((name, i) => [name, values[i] as string]));
    if (screen === 'typography-element' && !isTypographyElement(params.element)) break;
    return { screen, params, parent: PARENTS[screen]?.(params) ?? '/' };
  }
  return { screen: 'root', params: {}, parent: undefined };
}

function isTypographyElement(value: string | undefined): value is TypographyElement {
  return (TYPOGRAPHY_ELEMENTS as readonly string[]).includes(value ?? '');
}

/** `/blocks/{blockName}`, the name URL-encoded (spec 2.4): `core/button` → `core%2Fbutton`. */
export function blockSection(blockName: string, rest = ''): string {
  return `/blocks/${encodeURIComponent(blockName)}${rest}`;
}
