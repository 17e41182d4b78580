// A font collection's JSON read as it arrives (spec 7: the collection's families and categories).
// The Google Fonts collection is megabytes; its first page of families is in its first kilobytes.
// The scanner reads the body piece by piece as the network gives it: the top-level fields, and
// the members of `font_families` one by one, so the first page can show before the rest has
// arrived, and no single step parses megabytes at once. Text it does not understand (not an
// object, broken JSON) ends the scan with `failed` set; the caller then parses the whole body,
// which says what is wrong with it.

import type { FontCollection, FontCollectionCategory } from './types';

const QUOTE = 34; // "
const BACKSLASH = 92; // \
const COMMA = 44; // ,
const COLON = 58; // :
const OPEN_OBJECT = 123; // {
const CLOSE_OBJECT = 125; // }
const OPEN_ARRAY = 91; // [
const CLOSE_ARRAY = 93; // ]

const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9;

/** The key whose array members are read one by one. */
const FAMILIES_KEY = 'font_families';

export class CollectionStreamScanner {
  /** Top-level fields other than the families, each once its value is complete. */
  readonly fields = new Map<string, unknown>();
  /** The families read so far, in order. */
  readonly families: unknown[] = [];
  /** Whether the whole families array has been read (so `families` is all of them). */
  familiesComplete = false;
  /** Whether the top-level object has closed: everything has been read. */
  complete = false;
  /** Whether the text was not understood; nothing more is read. */
  failed = false;

  /** The text not yet consumed: from the start of the value being read, if any. */
  private text = '';
  private index = 0;
  private depth = 0;
  private inString = false;
  private expectKey = false;
  private keyStart = -1;
  private key = '';
  private valueStart = -1;
  private inFamilies = false;
  private elementStart = -1;

  /** Reads the next piece of the body. Returns whether anything new was found. */
  push(chunk: string): boolean {
    if (this.failed || this.complete) return false;
    const before = this.found();
    this.text += chunk;
    try {
      this.scan();
    } catch {
      this.failed = true;
    }
    if (this.failed || this.complete) this.text = '';
    else this.trim();
    return this.found() > before;
  }

  private found(): number {
    return this.families.length + this.fields.size + (this.familiesComplete ? 1 : 0);
  }

  /** Drops the text before anything still being read, so memory stays at one value's size. */
  private trim(): void {
    const starts = [this.keyStart, this.valueStart, this.elementStart].filter((at) => at >= 0);
    const keep = Math.min(this.index, ...starts);
    if (keep === 0) return;
    this.text = this.text.slice(keep);
    this.index -= keep;
    if (this.keyStart >= 0) this.keyStart -= keep;
    if (this.valueStart >= 0) this.valueStart -= keep;
    if (this.elementStart >= 0) this.elementStart -= keep;
  }

  /** The index of the quote closing the string being read, or -1 when it has not arrived. */
  private stringEnd(from: number): number {
    const { text } = this;
    for (let at = from; ; ) {
      const quote = text.indexOf('"', at);
      if (quote < 0) return -1;
      let backslashes = 0;
      while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
      if (backslashes % 2 === 0) return quote;
      at = quote + 1;
    }
  }

  private scan(): void {
    const { text } = this;
    for (; this.index < text.length && !this.failed && !this.complete; this.index += 1) {
      if (this.inString) {
        const end = this.stringEnd(this.index);
        if (end < 0) {
          this.index = text.length;
          return;
        }
        this.index = end;
        this.inString = false;
        if (this.depth === 1 && this.expectKey) {
          this.key = JSON.parse(text.slice(this.keyStart, end + 1)) as string;
          this.keyStart = -1;
          this.expectKey = false;
        }
        continue;
      }
      const i = this.index;
      const code = text.charCodeAt(i);
      if (isSpace(code)) continue;
      if (this.depth === 0) {
        if (code !== OPEN_OBJECT) {
          this.failed = true;
          return;
        }
        this.depth = 1;
        this.expectKey = true;
        continue;
      }
      if (this.depth === 1) {
        this.scanTopLevel(code, i);
        continue;
      }
      if (this.inFamilies && this.depth === 2) {
        if (code === COMMA) {
          if (this.elementStart >= 0) this.endFamily(i);
          continue;
        }
        if (code === CLOSE_ARRAY) {
          if (this.elementStart >= 0) this.endFamily(i);
          this.depth = 1;
          this.inFamilies = false;
          this.valueStart = -1;
          this.familiesComplete = true;
          continue;
        }
        if (this.elementStart < 0) this.elementStart = i;
      }
      if (code === QUOTE) this.inString = true;
      else if (code === OPEN_OBJECT || code === OPEN_ARRAY) this.depth += 1;
      else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
        this.depth -= 1;
        if (this.depth === 1) this.endField(i + 1);
        else if (this.inFamilies && this.depth === 2) this.endFamily(i + 1);
      }
    }
  }

  /** One character directly inside the top-level object: a key, a colon, or a value's start. */
  private scanTopLevel(code: number, i: number): void {
    if (this.expectKey) {
      if (code !== QUOTE) {
        this.failed = true; // `}` of an empty object, or not JSON
        return;
      }
      this.inString = true;
      this.keyStart = i;
      return;
    }
    if (code === COLON && this.valueStart < 0) return;
    if (code === COMMA || code === CLOSE_OBJECT) {
      if (this.valueStart >= 0) this.endField(i);
      if (code === CLOSE_OBJECT) {
        this.depth = 0;
        this.complete = true;
      } else this.expectKey = true;
      return;
    }
    if (this.valueStart < 0) this.valueStart = i;
    if (code === QUOTE) this.inString = true;
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      this.depth = 2;
      if (this.key === FAMILIES_KEY && code === OPEN_ARRAY) {
        // Its members are kept one by one, not the array's text.
        this.inFamilies = true;
        this.valueStart = -1;
        this.elementStart = -1;
      }
    }
  }

  private endField(end: number): void {
    if (this.valueStart < 0) return;
    if (this.key !== FAMILIES_KEY)
      this.fields.set(this.key, JSON.parse(this.text.slice(this.valueStart, end)));
    this.valueStart = -1;
  }

  private endFamily(end: number): void {
    this.families.push(JSON.parse(this.text.slice(this.elementStart, end)));
    this.elementStart = -1;
  }
}

/**
 * What the scanner has found, as a collection: while the body arrives, its first families (and
 * the name, description and categories if they came first) to show meanwhile; once the scanner is
 * complete, the whole collection. Null before any family has arrived.
 */
export function scannedCollection(
  scanner: CollectionStreamScanner,
  slug: string,
): FontCollection | null {
  const families = scanner.families.filter(
    (entry): entry is FontCollection['font_families'][number] =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { font_family_settings?: { name?: unknown } }).font_family_settings?.name ===
        'string',
  );
  if (families.length === 0 && !scanner.complete) return null;
  const fields = Object.fromEntries(scanner.fields) as Partial<FontCollection>;
  const categories = scanner.fields.get('categories');
  return {
    ...fields,
    slug: typeof fields.slug === 'string' ? fields.slug : slug,
    name: typeof fields.name === 'string' ? fields.name : '',
    description: typeof fields.description === 'string' ? fields.description : '',
    categories: Array.isArray(categories) ? (categories as FontCollectionCategory[]) : [],
    font_families: families,
  };
}
