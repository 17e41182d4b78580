// What the markup filter lets through, after WordPress's kses tables: the tags and attributes of
// post content ($allowedposttags, plus the global attributes _wp_add_global_attributes adds), of
// titles ($allowedtags), and which attributes hold URLs (wp_kses_uri_attributes).
//
// Narrower than WordPress where a tag changes how a browser reads what follows it, or runs
// something: no textarea or title (their content is read as text, the root of mutation XSS), no
// form or button (a form posts wherever its action says), no MathML (foreign content re-reads
// `<style>` and friends), and `data-wp-*` attributes (Interactivity API directives) are dropped.

type TagAttributes = readonly string[];

const cell = [
  'abbr',
  'align',
  'axis',
  'bgcolor',
  'char',
  'charoff',
  'colspan',
  'headers',
  'height',
  'nowrap',
  'rowspan',
  'scope',
  'valign',
  'width',
];
const section = ['align', 'char', 'charoff', 'valign'];
const column = ['align', 'char', 'charoff', 'span', 'valign', 'width'];
const aligned = ['align'];

const postTags: Record<string, TagAttributes> = {
  address: [],
  a: ['href', 'rel', 'rev', 'name', 'target', 'download', 'hreflang', 'type'],
  abbr: [],
  acronym: [],
  area: ['alt', 'coords', 'href', 'nohref', 'shape', 'target'],
  article: aligned,
  aside: aligned,
  audio: ['autoplay', 'controls', 'loop', 'muted', 'preload', 'src'],
  b: [],
  bdi: [],
  bdo: [],
  big: [],
  blockquote: ['cite'],
  br: [],
  caption: aligned,
  cite: [],
  code: [],
  col: column,
  colgroup: column,
  data: ['value'],
  del: ['datetime'],
  dd: [],
  dfn: [],
  details: ['align', 'open', 'name'],
  div: aligned,
  dl: [],
  dt: [],
  em: [],
  fieldset: [],
  figure: aligned,
  figcaption: aligned,
  font: ['color', 'face', 'size'],
  footer: aligned,
  h1: aligned,
  h2: aligned,
  h3: aligned,
  h4: aligned,
  h5: aligned,
  h6: aligned,
  header: aligned,
  hgroup: aligned,
  hr: ['align', 'noshade', 'size', 'width'],
  i: [],
  img: [
    'alt',
    'align',
    'border',
    'height',
    'hspace',
    'loading',
    'longdesc',
    'vspace',
    'src',
    'usemap',
    'width',
    'decoding',
  ],
  ins: ['datetime', 'cite'],
  kbd: [],
  label: ['for'],
  legend: aligned,
  li: ['align', 'value'],
  main: aligned,
  map: ['name'],
  mark: [],
  menu: ['type'],
  meter: ['high', 'low', 'max', 'min', 'optimum', 'value'],
  nav: aligned,
  object: ['data', 'type'],
  p: aligned,
  pre: ['width'],
  progress: ['max', 'value'],
  q: ['cite'],
  rb: [],
  rp: [],
  rt: [],
  rtc: [],
  ruby: [],
  s: [],
  samp: [],
  search: [],
  section: aligned,
  small: [],
  source: ['src', 'type'],
  span: aligned,
  strike: [],
  strong: [],
  sub: [],
  summary: aligned,
  sup: [],
  table: ['align', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'rules', 'summary', 'width'],
  tbody: section,
  td: cell,
  tfoot: section,
  th: cell,
  thead: section,
  time: ['datetime'],
  tr: ['align', 'bgcolor', 'char', 'charoff', 'valign'],
  track: ['default', 'kind', 'label', 'src', 'srclang'],
  tt: [],
  u: [],
  ul: ['type'],
  ol: ['start', 'type', 'reversed'],
  var: [],
  video: [
    'autoplay',
    'controls',
    'height',
    'loop',
    'muted',
    'playsinline',
    'poster',
    'preload',
    'src',
    'width',
  ],
  wbr: [],
};

/** Attributes every post tag may carry (WordPress's global attributes), `data-*` aside. */
const globalAttributes = [
  'aria-controls',
  'aria-current',
  'aria-describedby',
  'aria-details',
  'aria-expanded',
  'aria-hidden',
  'aria-label',
  'aria-labelledby',
  'aria-live',
  'class',
  'dir',
  'hidden',
  'id',
  'lang',
  'style',
  'tabindex',
  'title',
  'role',
  'xml:lang',
];

const titleTags: Record<string, TagAttributes> = {
  a: ['href', 'title'],
  abbr: ['title'],
  acronym: ['title'],
  b: [],
  blockquote: ['cite'],
  cite: [],
  code: [],
  del: ['datetime'],
  em: [],
  i: [],
  q: ['cite'],
  s: [],
  strike: [],
  strong: [],
};

export interface AllowedHtml {
  /** Whether `tag` is kept. */
  tag(tag: string): boolean;
  /** Whether `tag` may carry `attribute`. */
  attribute(tag: string, attribute: string): boolean;
  /** Whether comments (block delimiters among them) are kept. */
  comments: boolean;
}

function table(tags: Record<string, TagAttributes>, global: boolean): AllowedHtml {
  const allowed = new Map(
    Object.entries(tags).map(([tag, attributes]) => [
      tag,
      new Set([...attributes, ...(global ? globalAttributes : [])]),
    ]),
  );
  return {
    tag: (tag) => allowed.has(tag),
    attribute: (tag, attribute) =>
      Boolean(allowed.get(tag)?.has(attribute)) ||
      (global &&
        allowed.has(tag) &&
        /^data(-[a-z0-9_]+)+$/.test(attribute) &&
        !attribute.startsWith('data-wp-')),
    comments: global,
  };
}

/** Post content, excerpts and the string attributes of blocks (wp_kses_post). */
export const postHtml = table(postTags, true);
/** Titles (wp_filter_kses on title_save_pre). */
export const titleHtml = table(titleTags, false);

/** Attributes whose value is a URL (wp_kses_uri_attributes). */
export const uriAttributes = new Set([
  'action',
  'archive',
  'background',
  'cite',
  'classid',
  'codebase',
  'data',
  'formaction',
  'href',
  'icon',
  'longdesc',
  'manifest',
  'poster',
  'profile',
  'src',
  'usemap',
  'xmlns',
]);

/**
 * Elements dropped together with their content rather than leaving it behind as text: raw text
 * and foreign content (what a browser reads differently from ordinary markup), and embedding.
 */
export const droppedWithContent = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
  'plaintext',
  'template',
  'svg',
  'math',
  'applet',
  'frameset',
  'select',
  'head',
]);
