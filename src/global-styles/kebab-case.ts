// Preset slugs and `settings.custom` keys become CSS names the way WordPress spells them: words
// split at punctuation, at case changes and between letters and digits (`white2black` ->
// `white-2-black`, `lineHeight` -> `line-height`), ordinals kept whole (`2nd`), lower-cased.

// Alternatives in priority order at each position: an upper-case run before a capitalised word
// (`XML` in `XMLHttp`), a word of lower-case letters with an optional capital, an upper-case
// run, ordinals in either case, digits.
const WORD =
  /[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d*(?:1ST|2ND|3RD|(?![123])\dTH)(?=\b|[a-z_])|\d*(?:1st|2nd|3rd|(?![123])\dth)(?=\b|[A-Z_])|\d+/g;

// Slugs repeat across presets, classes and variables: memoise (bounded).
const cache = new Map<string, string>();
const CACHE_LIMIT = 2000;

export function toKebabCase(input: string): string {
  const cached = cache.get(input);
  if (cached !== undefined) return cached;
  const words = input.replaceAll("'", '').match(WORD) ?? [];
  const result = words.join('-').toLowerCase();
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(input, result);
  return result;
}
