// A user pattern as a JSON file (spec 5, 7, 8): export in WordPress's shape, so a file moves
// between this editor and WordPress's either way, and the defensive parse of an import.
import { sprintf } from '../i18n/sprintf';
import { __ } from '../i18n/translate';
import { slugFromTitle } from '../posts/drafts';
import {
  type NewPatternRecord,
  newPatternRecord,
  type PatternItem,
  type SyncStatus,
  USER_PATTERN,
} from './items';

/**
 * WordPress's exported pattern file: `__file` names the post type. `syncStatus` is the record's
 * own value: '' (synced) or 'unsynced'.
 */
export interface PatternFile {
  __file: typeof USER_PATTERN;
  title: string;
  content: string;
  syncStatus: '' | 'unsynced';
}

/** Spec 5: what the file picker accepts. */
export const PATTERN_FILE_ACCEPT = '.json';

export function patternFile(
  item: Pick<PatternItem, 'title' | 'content' | 'syncStatus'>,
): PatternFile {
  return {
    __file: USER_PATTERN,
    title: item.title,
    content: item.content,
    syncStatus: item.syncStatus === 'unsynced' ? 'unsynced' : '',
  };
}

/** The file's text, indented as WordPress writes it. */
export function patternFileText(item: Pick<PatternItem, 'title' | 'content' | 'syncStatus'>) {
  return JSON.stringify(patternFile(item), null, 2);
}

/**
 * A file name safe on every system: the title as a slug (then the pattern's slug, then
 * 'pattern'), with `.json`.
 */
export function patternFileName(item: Pick<PatternItem, 'title' | 'name'>): string {
  return `${slugFromTitle(item.title) || slugFromTitle(item.name) || 'pattern'}.json`;
}

/** Names for a bulk export, made unique: `banner.json`, `banner-1.json`, ... */
export function patternFileNames(items: readonly Pick<PatternItem, 'title' | 'name'>[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = patternFileName(item).slice(0, -'.json'.length);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? `${base}.json` : `${base}-${count}.json`;
  });
}

export type PatternImport =
  | { ok: true; title: string; syncStatus: SyncStatus; record: NewPatternRecord }
  | { ok: false; message: string };

const invalidFile = () => __('Invalid JSON file');
const notAPattern = () => __('Invalid pattern JSON file');

function isPatternShape(value: unknown): value is Record<string, unknown> & {
  title: string;
  content: string;
} {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const file = value as Record<string, unknown>;
  return (
    file.__file === USER_PATTERN &&
    typeof file.title === 'string' &&
    file.title.trim() !== '' &&
    typeof file.content === 'string' &&
    file.content !== '' &&
    (file.syncStatus === undefined || typeof file.syncStatus === 'string')
  );
}

/**
 * Spec 5 and 8: reads an imported file. Only `.json` files; the text must be JSON and a pattern
 * file (`__file` 'wp_block', a title and content, a text sync status if any). Anything else gives
 * the message the snackbar shows. `categoryIds`: the chosen category's term (`importCategory`).
 */
export function parsePatternFile(
  fileName: string,
  text: string,
  categoryIds: readonly number[] = [],
): PatternImport {
  if (!fileName.toLowerCase().endsWith('.json')) return { ok: false, message: invalidFile() };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: invalidFile() };
  }
  if (!isPatternShape(parsed)) return { ok: false, message: notAPattern() };
  const title = parsed.title.trim();
  const syncStatus: SyncStatus = parsed.syncStatus === 'unsynced' ? 'unsynced' : 'fully';
  return {
    ok: true,
    title,
    syncStatus,
    record: newPatternRecord({ title, content: parsed.content, syncStatus, categoryIds }),
  };
}

/** Spec 8: the success notice, with the title the host saved. */
export function importedMessage(title: string): string {
  return sprintf(__('Imported "%s" from JSON.'), title);
}

/** Spec 8: the snackbar ids of the import's notices. */
export const IMPORT_ERROR_NOTICE_ID = 'import-pattern-error';
export const IMPORT_SUCCESS_NOTICE_ID = 'import-pattern-success';
