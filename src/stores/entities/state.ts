import { atom } from 'nanostores';
import type { ApiError, QueryObject } from '../../api';
import { type EntityKey, getEntityConfig } from './config';

/** A record as the host returns it. */
export type EntityRecord = Record<string, unknown>;
/** Unsaved changes: top-level fields and their new values. */
export type EntityEdits = Record<string, unknown>;

export interface RecordRef {
  kind: string;
  name: string;
  key: EntityKey | undefined;
}

export interface RecordState extends RecordRef {
  record: EntityRecord | undefined;
  isLoading: boolean;
  isSaving: boolean;
  isDeleting: boolean;
  /** The last load failure. */
  error: ApiError | undefined;
  /** The last save or delete failure. */
  saveError: ApiError | undefined;
}

export interface QueryState {
  kind: string;
  name: string;
  /** Ids of full records kept in `$entityRecordStates`; lists with `_fields` keep `items`. */
  ids: string[] | undefined;
  items: EntityRecord[] | undefined;
  total: number;
  totalPages: number;
  isLoading: boolean;
  error: ApiError | undefined;
  /** Out of date (a record was created): shown until the reload, which mounted lists start. */
  stale: boolean;
}

// Internal state, exported for the entity modules only (index.ts does not export these).
export const $entityRecordStates = atom<Record<string, RecordState>>({});
export const $entityEdits = atom<Record<string, EntityEdits>>({});
export const $entityQueries = atom<Record<string, QueryState>>({});

/** One string per record; `key` as a string so `5` and `'5'` (from a URL) are one record. */
export function recordId(kind: string, name: string, key: EntityKey | undefined): string {
  return JSON.stringify([kind, name, key === undefined ? '' : String(key)]);
}

export function queryId(kind: string, name: string, query: QueryObject): string {
  // Code-unit order: the same in every locale, and no collator to set up (localeCompare's first
  // call costs 10 ms or more, on the way to the first list's request).
  const sorted = Object.fromEntries(
    Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return JSON.stringify([kind, name, sorted]);
}

export function emptyRecordState(ref: RecordRef): RecordState {
  const flags = { isLoading: false, isSaving: false, isDeleting: false };
  return { ...ref, record: undefined, error: undefined, saveError: undefined, ...flags };
}

export function patchRecordState(ref: RecordRef, patch: Partial<RecordState>): void {
  const id = recordId(ref.kind, ref.name, ref.key);
  const states = $entityRecordStates.get();
  const current = states[id] ?? emptyRecordState(ref);
  $entityRecordStates.set({ ...states, [id]: { ...current, ...patch } });
}

/** Puts loaded records into the cache in one update; returns their ids. */
export function storeRecords(kind: string, name: string, keyField: string, items: EntityRecord[]) {
  const states = { ...$entityRecordStates.get() };
  const ids = items.map((record) => {
    const key = record[keyField] as EntityKey;
    const id = recordId(kind, name, key);
    states[id] = { ...(states[id] ?? emptyRecordState({ kind, name, key })), record };
    return id;
  });
  $entityRecordStates.set(states);
  return ids;
}

export function setEdits(id: string, edits: EntityEdits): void {
  const { [id]: _old, ...rest } = $entityEdits.get();
  $entityEdits.set(Object.keys(edits).length > 0 ? { ...rest, [id]: edits } : rest);
}

export function patchQuery(
  id: string,
  patch: Partial<QueryState> & { kind: string; name: string },
) {
  const queries = $entityQueries.get();
  const current: QueryState = queries[id] ?? {
    ...{ ids: undefined, items: undefined, total: 0, totalPages: 0 },
    ...{ isLoading: false, error: undefined, stale: false, kind: patch.kind, name: patch.name },
  };
  $entityQueries.set({ ...queries, [id]: { ...current, ...patch } });
}

/** The value a field is edited as: `{ raw, rendered }` fields are edited through `raw`. */
export function rawValue(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'raw' in value) {
    return (value as { raw: unknown }).raw;
  }
  return value;
}

/** Structural equality for JSON-like values (records, styles objects). */
export function isEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const objA = a as Record<string, unknown>;
  const objB = b as Record<string, unknown>;
  return keysA.every((key) => key in objB && isEqual(objA[key], objB[key]));
}

/** The title a person reads: edited text, else the raw title, else the rendered one. */
export function entityTitle(record: EntityRecord | undefined): string {
  const title = record?.title;
  if (typeof title === 'string') return title;
  if (title && typeof title === 'object') {
    const { raw, rendered } = title as { raw?: string; rendered?: string };
    return raw ?? rendered ?? '';
  }
  return '';
}

/**
 * What the save panel and notices call a record with edits: the edited title, else its name
 * (font families, themes), else its type's label.
 */
export function dirtyTitle(kind: string, name: string, edited: EntityRecord): string {
  const named = entityTitle(edited) || (typeof edited.name === 'string' ? edited.name : '');
  return named || getEntityConfig(kind, name).label();
}

/** `dirtyTitle` of a record in the stores, by its id. */
export function editedTitle(id: string): string {
  const [kind = '', name = ''] = JSON.parse(id) as string[];
  const edited = { ...$entityRecordStates.get()[id]?.record, ...$entityEdits.get()[id] };
  return dirtyTitle(kind, name, edited);
}

/** Forgets every record, edit and list (another site, or a fresh test). */
export function clearEntityCache(): void {
  $entityRecordStates.set({});
  $entityEdits.set({});
  $entityQueries.set({});
}
