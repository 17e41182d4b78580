// The `style` attribute of filtered markup, after WordPress's safecss_filter_attr: declarations
// of listed properties (and custom properties) only, `url()` only with an allowed scheme and
// only where a property takes an image, and nothing left over that CSS could use to escape or
// hide something (a backslash escape, `&`, `{`, `}`, `=`, `<`, `@`, a comment, or a function
// that is not a value function such as var(), calc() or rgb()).
import { allowedUrl } from './urls';

const properties = new Set(
  `background background-color background-image background-position background-repeat
  background-size background-attachment background-blend-mode border border-radius border-width
  border-color border-style border-right border-right-color border-right-style border-right-width
  border-bottom border-bottom-color border-bottom-left-radius border-bottom-right-radius
  border-bottom-style border-bottom-width border-left border-left-color border-left-style
  border-left-width border-top border-top-color border-top-left-radius border-top-right-radius
  border-top-style border-top-width border-spacing border-collapse caption-side columns
  column-count column-fill column-gap column-rule column-span column-width display color filter
  font font-family font-size font-style font-variant font-weight letter-spacing line-height
  text-align text-decoration text-indent text-transform white-space height min-height max-height
  width min-width max-width margin margin-right margin-bottom margin-left margin-top
  margin-block-start margin-block-end margin-inline-start margin-inline-end padding padding-right
  padding-bottom padding-left padding-top padding-block-start padding-block-end
  padding-inline-start padding-inline-end flex flex-basis flex-direction flex-flow flex-grow
  flex-shrink flex-wrap gap row-gap grid-template-columns grid-auto-columns grid-column-start
  grid-column-end grid-column grid-column-gap grid-template-rows grid-auto-rows grid-row-start
  grid-row-end grid-row grid-row-gap grid-gap justify-content justify-items justify-self
  align-content align-items align-self clear cursor direction float list-style-type object-fit
  object-position opacity overflow vertical-align writing-mode position top right bottom left
  z-index box-shadow aspect-ratio container-type fill fill-opacity fill-rule stroke
  stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit
  stroke-opacity stroke-width clip-path clip-rule mask mask-type text-anchor unicode-bidi
  word-spacing font-size-adjust font-stretch text-rendering transform transform-origin
  pointer-events visibility text-decoration-line text-decoration-style text-decoration-color
  text-wrap text-shadow min-block-size`.split(/\s+/),
);

/** Properties whose value may hold `url()` (an image), as WordPress lists them. */
const urlProperties = new Set([
  'background',
  'background-image',
  'cursor',
  'filter',
  'list-style',
  'list-style-image',
  'clip-path',
  'fill',
  'mask',
  'stroke',
]);

/** Functions that only compute a value: removed (innermost first) before the final check. */
const valueFunctions =
  /\b(?:var|calc|min|max|minmax|clamp|repeat|fit-content|rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark|matrix|matrix3d|perspective|rotate|rotate3d|rotatex|rotatey|rotatez|scale|scale3d|scalex|scaley|scalez|skew|skewx|skewy|translate|translate3d|translatex|translatey|translatez|circle|ellipse|inset|polygon|rect|xywh|blur|brightness|contrast|drop-shadow|grayscale|hue-rotate|invert|saturate|sepia|(?:repeating-)?(?:linear|radial|conic)-gradient)\([^()]*\)/gi;

function safeDeclaration(declaration: string): boolean {
  const colon = declaration.indexOf(':');
  if (colon === -1) return false;
  const property = declaration.slice(0, colon).trim().toLowerCase();
  const isCustom = /^--[a-z0-9_-]+$/.test(property);
  if (!isCustom && !properties.has(property)) return false;
  let value = declaration.slice(colon + 1);
  if (/\\|\/\*|[&{}=<>@]/.test(value)) return false;
  if (/url\s*\(/i.test(value)) {
    if (!isCustom && !urlProperties.has(property)) return false;
    let failed = false;
    value = value.replace(/url\(\s*(['"]?)([^'"()]*)\1\s*\)/gi, (_whole, _quote, url: string) => {
      if (url.trim() === '' || !allowedUrl(url.trim())) failed = true;
      return '';
    });
    if (failed) return false;
  }
  for (let round = 0; round < 16 && /\(/.test(value); round++) {
    const next = value.replace(valueFunctions, '');
    if (next === value) break;
    value = next;
  }
  return !/[()]/.test(value);
}

/**
 * The safe part of a style attribute's decoded value: the original text when every declaration
 * passes, else the passing declarations joined by `;`, or '' when none does.
 */
export function safeCss(css: string): string {
  const declarations = css
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const kept = declarations.filter(safeDeclaration);
  if (kept.length === declarations.length) return css;
  return kept.join(';');
}
