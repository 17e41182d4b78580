// How well a label or title matches what was typed in the command palette, after spec 9's search
// scoring: exact title +30, title prefix +20, +10 for each typed word that starts a word of the
// title. A title that does not contain every typed word does not match (0); one that does scores
// at least 1, so a match inside a word still counts, below the others.

/** Lower case, accents dropped, runs of spaces made one: how titles and terms are compared. */
export function normaliseForMatch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const WORD_SPLIT = /[\s\-_/.,:;!?()[\]"'“”‘’]+/;

/** The score of `title` for the typed `term` (0 when it does not match, or nothing was typed). */
export function matchScore(title: string, term: string): number {
  const query = normaliseForMatch(term);
  if (query === '') return 0;
  const text = normaliseForMatch(title);
  const typed = query.split(' ');
  if (!typed.every((word) => text.includes(word))) return 0;
  let score = 1;
  if (text === query) score += 30;
  else if (text.startsWith(query)) score += 20;
  const words = text.split(WORD_SPLIT).filter(Boolean);
  for (const word of typed) {
    if (words.some((titleWord) => titleWord.startsWith(word))) score += 10;
  }
  return score;
}

/**
 * The items that match `term`, best first (items of equal score keep their order). With nothing
 * typed, every item in its order.
 */
export function rankByScore<T>(
  items: readonly T[],
  term: string,
  textOf: (item: T) => string,
): T[] {
  if (normaliseForMatch(term) === '') return [...items];
  return items
    .map((item, index) => ({ item, index, score: matchScore(textOf(item), term) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
