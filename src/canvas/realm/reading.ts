// How much a record gives to read, counted as WordPress's editor counts it: the words of its text
// (markup, block comments and entities left out) and the minutes they take at 189 words a minute.
// The record tab's reading line and the Document Overview's Outline both count with it.

/** What a reader reads in a minute (WordPress's editor reads at the same rate). */
const WORDS_PER_MINUTE = 189;

/** The text of some markup: tags and block comments as spaces, an entity as one letter. */
export function plainText(markup: string): string {
  return markup
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, 'x');
}

/** The words of a text: runs without spaces that hold a letter or a digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The minutes `words` take to read, rounded (0 for under half a minute). */
export function readingMinutes(words: number): number {
  return Math.round(words / WORDS_PER_MINUTE);
}
