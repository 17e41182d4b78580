// How the data view compares and folds the values it reads from items and filters. Kept in one
// place so filtering, validation and the view rules agree on what "the same value" and "no value"
// mean.

/**
 * Equal, or equal once written as text: a filter value restored from a URL or JSON ("3") still
 * matches the item's number (3).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  const typeA = typeof a;
  const typeB = typeof b;
  if (typeA === typeB || (typeA !== 'number' && typeA !== 'string')) return false;
  if (typeB !== 'number' && typeB !== 'string') return false;
  return String(a) === String(b);
}

/** A filter value the user has chosen: not undefined, null, '' nor an empty list. */
export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

const BEYOND_ASCII = /[\u0080-\uffff]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const ONE_LETTER_AND_MARKS = /^[a-z][\u0300-\u036f]+$/;

// Accented Latin letters (U+00C0 to U+024F) and their base letter, worked out once from Unicode's
// own decomposition. Folding through this table instead of String.normalize keeps a search or a
// sort over 10 000 French or German titles cheap; anything the table does not know (other
// scripts, ß, ø) goes through normalize, which gives the same result, only slower.
let latinBases: Map<number, string> | undefined;
function latinBase(code: number): string | undefined {
  if (!latinBases) {
    latinBases = new Map();
    for (let letter = 0xc0; letter <= 0x24f; letter++) {
      const decomposed = String.fromCharCode(letter).normalize('NFD').toLowerCase();
      if (ONE_LETTER_AND_MARKS.test(decomposed)) latinBases.set(letter, decomposed[0]!);
    }
  }
  return latinBases.get(code);
}

/** Removes accents from lowercased text: "été" becomes "ete". */
export function foldAccents(lowercased: string): string {
  if (!BEYOND_ASCII.test(lowercased)) return lowercased;
  let folded = '';
  let copiedUpTo = 0;
  for (let index = 0; index < lowercased.length; index++) {
    const code = lowercased.charCodeAt(index);
    if (code < 0x80) continue;
    const base = code >= 0x300 && code <= 0x36f ? '' : latinBase(code);
    if (base === undefined) return lowercased.normalize('NFD').replace(COMBINING_MARKS, '');
    folded += lowercased.slice(copiedUpTo, index) + base;
    copiedUpTo = index + 1;
  }
  return copiedUpTo === 0 ? lowercased : folded + lowercased.slice(copiedUpTo);
}

// Every keystroke folds the same titles again: keep the results (a pure function of the text),
// bounded, cleared when full.
const folds = new Map<string, string>();
const FOLDS_LIMIT = 50_000;

/** Lowercased, with accents removed: what search compares ("Éte" finds "ete"). */
export function foldForSearch(text: string): string {
  let folded = folds.get(text);
  if (folded === undefined) {
    folded = foldAccents(text.toLowerCase());
    if (folds.size >= FOLDS_LIMIT) folds.clear();
    folds.set(text, folded);
  }
  return folded;
}
