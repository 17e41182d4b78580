// CSS colours as numbers, for contrast checks and design tokens: hex (#rgb, #rgba, #rrggbb,
// #rrggbbaa), rgb()/rgba() and hsl()/hsla() in the comma and the space syntax, the CSS named
// colours and `transparent`. Anything else (currentColor, var(), color-mix(), oklch()...) is
// `undefined`: callers say nothing about a colour they cannot know.
//
// Written here rather than taken from a colour library: the parsing is small, and the engine
// keeps no runtime dependencies.

/** sRGB channels 0-255 (not rounded: `hsl()` gives fractions), alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

// CSS Color 4 named colours, as name and hex pairs (148 names; `transparent` is separate).
const NAMED =
  'aliceblue f0f8ff antiquewhite faebd7 aqua 00ffff aquamarine 7fffd4 azure f0ffff beige f5f5dc ' +
  'bisque ffe4c4 black 000000 blanchedalmond ffebcd blue 0000ff blueviolet 8a2be2 brown a52a2a ' +
  'burlywood deb887 cadetblue 5f9ea0 chartreuse 7fff00 chocolate d2691e coral ff7f50 ' +
  'cornflowerblue 6495ed cornsilk fff8dc crimson dc143c cyan 00ffff darkblue 00008b ' +
  'darkcyan 008b8b darkgoldenrod b8860b darkgray a9a9a9 darkgreen 006400 darkgrey a9a9a9 ' +
  'darkkhaki bdb76b darkmagenta 8b008b darkolivegreen 556b2f darkorange ff8c00 ' +
  'darkorchid 9932cc darkred 8b0000 darksalmon e9967a darkseagreen 8fbc8f darkslateblue 483d8b ' +
  'darkslategray 2f4f4f darkslategrey 2f4f4f darkturquoise 00ced1 darkviolet 9400d3 ' +
  'deeppink ff1493 deepskyblue 00bfff dimgray 696969 dimgrey 696969 dodgerblue 1e90ff ' +
  'firebrick b22222 floralwhite fffaf0 forestgreen 228b22 fuchsia ff00ff gainsboro dcdcdc ' +
  'ghostwhite f8f8ff gold ffd700 goldenrod daa520 gray 808080 green 008000 greenyellow adff2f ' +
  'grey 808080 honeydew f0fff0 hotpink ff69b4 indianred cd5c5c indigo 4b0082 ivory fffff0 ' +
  'khaki f0e68c lavender e6e6fa lavenderblush fff0f5 lawngreen 7cfc00 lemonchiffon fffacd ' +
  'lightblue add8e6 lightcoral f08080 lightcyan e0ffff lightgoldenrodyellow fafad2 ' +
  'lightgray d3d3d3 lightgreen 90ee90 lightgrey d3d3d3 lightpink ffb6c1 lightsalmon ffa07a ' +
  'lightseagreen 20b2aa lightskyblue 87cefa lightslategray 778899 lightslategrey 778899 ' +
  'lightsteelblue b0c4de lightyellow ffffe0 lime 00ff00 limegreen 32cd32 linen faf0e6 ' +
  'magenta ff00ff maroon 800000 mediumaquamarine 66cdaa mediumblue 0000cd mediumorchid ba55d3 ' +
  'mediumpurple 9370db mediumseagreen 3cb371 mediumslateblue 7b68ee mediumspringgreen 00fa9a ' +
  'mediumturquoise 48d1cc mediumvioletred c71585 midnightblue 191970 mintcream f5fffa ' +
  'mistyrose ffe4e1 moccasin ffe4b5 navajowhite ffdead navy 000080 oldlace fdf5e6 olive 808000 ' +
  'olivedrab 6b8e23 orange ffa500 orangered ff4500 orchid da70d6 palegoldenrod eee8aa ' +
  'palegreen 98fb98 paleturquoise afeeee palevioletred db7093 papayawhip ffefd5 ' +
  'peachpuff ffdab9 peru cd853f pink ffc0cb plum dda0dd powderblue b0e0e6 purple 800080 ' +
  'rebeccapurple 663399 red ff0000 rosybrown bc8f8f royalblue 4169e1 saddlebrown 8b4513 ' +
  'salmon fa8072 sandybrown f4a460 seagreen 2e8b57 seashell fff5ee sienna a0522d silver c0c0c0 ' +
  'skyblue 87ceeb slateblue 6a5acd slategray 708090 slategrey 708090 snow fffafa ' +
  'springgreen 00ff7f steelblue 4682b4 tan d2b48c teal 008080 thistle d8bfd8 tomato ff6347 ' +
  'turquoise 40e0d0 violet ee82ee wheat f5deb3 white ffffff whitesmoke f5f5f5 yellow ffff00 ' +
  'yellowgreen 9acd32';

/** The CSS named colours: name -> `#rrggbb`. */
export const NAMED_COLORS: ReadonlyMap<string, string> = (() => {
  const words = NAMED.split(' ');
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < words.length; i += 2) map.set(words[i]!, `#${words[i + 1]}`);
  return map;
})();

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

function parseHex(text: string): Rgba | undefined {
  if (!/^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.test(text)) return undefined;
  let digits = text.slice(1);
  if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('');
  const byte = (index: number) => Number.parseInt(digits.slice(index, index + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? byte(6) / 255 : 1 };
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** A number, or a percentage of `percentOf`; `none` is 0 (space syntax only). */
function component(text: string, percentOf: number | false, allowNone: boolean) {
  if (text === 'none') return allowNone ? 0 : undefined;
  if (text.endsWith('%')) {
    const number = text.slice(0, -1);
    return percentOf !== false && NUMBER.test(number)
      ? (Number(number) / 100) * percentOf
      : undefined;
  }
  return NUMBER.test(text) ? Number(text) : undefined;
}

const ANGLE_UNITS: Readonly<Record<string, number>> = {
  '': 1,
  deg: 1,
  grad: 0.9,
  rad: 180 / Math.PI,
  turn: 360,
};

function hue(text: string, allowNone: boolean): number | undefined {
  if (text === 'none') return allowNone ? 0 : undefined;
  const match = /^(.*?)(deg|grad|rad|turn)?$/i.exec(text);
  const unit = ANGLE_UNITS[(match?.[2] ?? '').toLowerCase()];
  if (!match || unit === undefined || !NUMBER.test(match[1] ?? '')) return undefined;
  return Number(match[1]) * unit;
}

/**
 * The arguments of `name(...)`: the comma syntax (`1, 2, 3, 0.5`) or the space syntax
 * (`1 2 3 / 0.5`), with whether commas were used (the two syntaxes accept different values).
 */
function functionArguments(text: string): { name: string; args: string[]; legacy: boolean } {
  const match = /^([a-z]+)\(\s*([^()]*?)\s*\)$/i.exec(text);
  if (!match) return { name: '', args: [], legacy: false };
  const name = (match[1] ?? '').toLowerCase();
  const body = match[2] ?? '';
  if (body.includes(',')) {
    return { name, args: body.split(/\s*,\s*/), legacy: true };
  }
  const [channels = '', alpha, extra] = body.split(/\s*\/\s*/);
  if (extra !== undefined) return { name, args: [], legacy: false };
  const args = channels.split(/\s+/);
  if (alpha !== undefined) args.push(alpha);
  return { name, args: args.length === 4 && alpha === undefined ? [] : args, legacy: false };
}

function alphaOf(text: string | undefined, allowNone: boolean): number | undefined {
  if (text === undefined) return 1;
  const value = component(text, 1, allowNone);
  return value === undefined ? undefined : clamp(value, 0, 1);
}

function parseRgb(args: string[], legacy: boolean): Rgba | undefined {
  const channels = args.slice(0, 3).map((arg) => component(arg, 255, !legacy));
  // The comma syntax takes three numbers or three percentages, never a mix.
  if (legacy && new Set(args.slice(0, 3).map((arg) => arg.endsWith('%'))).size > 1) {
    return undefined;
  }
  const a = alphaOf(args[3], !legacy);
  const [r, g, b] = channels;
  if (r === undefined || g === undefined || b === undefined || a === undefined) return undefined;
  return { r: clamp(r, 0, 255), g: clamp(g, 0, 255), b: clamp(b, 0, 255), a };
}

function parseHsl(args: string[], legacy: boolean): Rgba | undefined {
  const h = hue(args[0] ?? '', !legacy);
  // Saturation and lightness are percentages; the space syntax also takes plain numbers.
  const percent = (text: string) =>
    legacy && !text.endsWith('%') ? undefined : component(text, 100, !legacy);
  const s = percent(args[1] ?? '');
  const l = percent(args[2] ?? '');
  const a = alphaOf(args[3], !legacy);
  if (h === undefined || s === undefined || l === undefined || a === undefined) return undefined;
  const saturation = clamp(s, 0, 100) / 100;
  const lightness = clamp(l, 0, 100) / 100;
  const channel = (n: number) => {
    const k = (n + (((h % 360) + 360) % 360) / 30) % 12;
    const chroma = saturation * Math.min(lightness, 1 - lightness);
    return 255 * (lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return { r: channel(0), g: channel(8), b: channel(4), a };
}

/** A CSS colour as sRGB numbers, or `undefined` when it is not one this module reads. */
export function parseColor(value: unknown): Rgba | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (text.startsWith('#')) return parseHex(text);
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = NAMED_COLORS.get(text);
  if (named) return parseHex(named);
  const { name, args, legacy } = functionArguments(text);
  if (args.length < 3 || args.length > 4) return undefined;
  if (name === 'rgb' || name === 'rgba') return parseRgb(args, legacy);
  if (name === 'hsl' || name === 'hsla') return parseHsl(args, legacy);
  return undefined;
}

/** `#rrggbb`, or `#rrggbbaa` when translucent (channels rounded to bytes). */
export function formatHex(color: Rgba): string {
  const byte = (value: number) =>
    Math.round(clamp(value, 0, 255))
      .toString(16)
      .padStart(2, '0');
  const alpha = Math.round(clamp(color.a, 0, 1) * 255);
  return `#${byte(color.r)}${byte(color.g)}${byte(color.b)}${alpha === 255 ? '' : byte(alpha)}`;
}

/** `top` painted over `bottom` (source-over compositing). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (t: number, b: number) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}
