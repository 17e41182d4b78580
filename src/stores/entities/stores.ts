import { computed, onMount, type ReadableAtom } from 'nanostores';
import { type ApiError, type QueryObject, type Retries, retriesOf } from '../../api';
import type { EntityKey } from './config';
import { loadEntityRecord, loadEntityRecords, queryItems } from './load';
import {
  $entityEdits,
  $entityQueries,
  $entityRecordStates,
  type EntityEdits,
  dirtyTitle,
  type EntityRecord,
  entityTitle,
  queryId,
  type RecordRef,
  recordId,
} from './state';

export interface EntityRecordValue<T extends EntityRecord = EntityRecord> {
  /** The record as saved on the host; undefined until loaded (or after a delete). */
  record: T | undefined;
  /** The record with the unsaved edits applied: what the UI shows. */
  edited: T | undefined;
  edits: EntityEdits;
  /** The title to show: edited, else raw, else rendered (`''` when the record has none). */
  title: string;
  isDirty: boolean;
  isLoading: boolean;
  isSaving: boolean;
  isDeleting: boolean;
  error: ApiError | undefined;
  saveError: ApiError | undefined;
}

export interface EntityRecordsValue<T extends EntityRecord = EntityRecord> {
  items: T[];
  total: number;
  totalPages: number;
  isLoading: boolean;
  error: ApiError | undefined;
}

const NO_EDITS: EntityEdits = Object.freeze({}) as EntityEdits;
const recordStores = new Map<string, ReadableAtom<EntityRecordValue>>();
const listStores = new Map<string, ReadableAtom<EntityRecordsValue>>();

/** Keeps the previous value when nothing in it changed, so subscribers are not woken. */
function sameShallow<T extends object>(a: T | undefined, b: T): boolean {
  if (!a) return false;
  return (Object.keys(b) as Array<keyof T>).every((key) => {
    const x = a[key];
    const y = b[key];
    if (Array.isArray(x) && Array.isArray(y)) {
      return x.length === y.length && x.every((item, i) => item === y[i]);
    }
    return x === y;
  });
}

function memo<T extends object>(build: () => T): () => T {
  let last: T | undefined;
  return () => {
    const next = build();
    if (!sameShallow(last, next)) last = next;
    return last as T;
  };
}

const ignore = () => {};

/**
 * A watched load's outcomes, each counted once: a new failure asks for a retry later (the
 * browser online, the host back, Retry, or a growing pause: api/recovery.ts), a success ends them.
 */
function followFailures(retries: Retries) {
  let failure: ApiError | undefined;
  return {
    settled(error: ApiError | undefined) {
      if (error === failure) return;
      failure = error;
      if (error) retries.failed(error);
      else retries.succeeded();
    },
    stop: retries.stop,
  };
}

/**
 * One record with its edits and state, loaded when first subscribed.
 * `useStore(entityRecord('postType', 'wp_navigation', 12))`.
 */
export function entityRecord<T extends EntityRecord = EntityRecord>(
  kind: string,
  name: string,
  key?: EntityKey,
): ReadableAtom<EntityRecordValue<T>> {
  const id = recordId(kind, name, key);
  let store = recordStores.get(id);
  if (!store) {
    const value = memo((): EntityRecordValue => {
      const state = $entityRecordStates.get()[id];
      const edits = $entityEdits.get()[id] ?? NO_EDITS;
      const record = state?.record;
      const isDirty = edits !== NO_EDITS;
      const edited = record && isDirty ? { ...record, ...edits } : record;
      return {
        record,
        edited,
        edits,
        title: entityTitle(edited),
        isDirty,
        isLoading: state?.isLoading ?? !state,
        isSaving: state?.isSaving ?? false,
        isDeleting: state?.isDeleting ?? false,
        error: state?.error,
        saveError: state?.saveError,
      };
    });
    store = computed([$entityRecordStates, $entityEdits], value);
    onMount(store, () => {
      const load = () => void loadEntityRecord(kind, name, key).catch(ignore);
      const follow = followFailures(retriesOf(load));
      const loadIfUnknown = (mounting: boolean) => {
        const state = $entityRecordStates.get()[id];
        // A failure met again as something starts watching is tried again at once.
        if (!state || (mounting && state.error && !state.isLoading)) return load();
        if (!state.isLoading) follow.settled(state.error);
      };
      loadIfUnknown(true);
      const stop = $entityRecordStates.listen(() => loadIfUnknown(false));
      return () => {
        stop();
        follow.stop();
      };
    });
    recordStores.set(id, store);
  }
  return store as ReadableAtom<EntityRecordValue<T>>;
}

/**
 * A list of records for one query, loaded when first subscribed and reloaded when it goes
 * out of date. `useStore(entityRecords('postType', 'wp_block', { per_page: -1 }))`.
 */
export function entityRecords<T extends EntityRecord = EntityRecord>(
  kind: string,
  name: string,
  query: QueryObject = {},
): ReadableAtom<EntityRecordsValue<T>> {
  const id = queryId(kind, name, query);
  let store = listStores.get(id);
  if (!store) {
    const value = memo((): EntityRecordsValue => {
      const state = $entityQueries.get()[id];
      return {
        items: queryItems(state),
        total: state?.total ?? 0,
        totalPages: state?.totalPages ?? 0,
        isLoading: state?.isLoading ?? !state,
        error: state?.error,
      };
    });
    store = computed([$entityQueries, $entityRecordStates], value);
    onMount(store, () => {
      const load = () => void loadEntityRecords(kind, name, query).catch(ignore);
      const follow = followFailures(retriesOf(load));
      const loadIfNeeded = (mounting: boolean) => {
        const state = $entityQueries.get()[id];
        if (!state || (state.stale && !state.isLoading)) return load();
        // A failure met again as something starts watching is tried again at once.
        if (mounting && state.error && !state.isLoading) return load();
        if (!state.isLoading) follow.settled(state.error);
      };
      loadIfNeeded(true);
      const stop = $entityQueries.listen(() => loadIfNeeded(false));
      return () => {
        stop();
        follow.stop();
      };
    });
    listStores.set(id, store);
  }
  return store as ReadableAtom<EntityRecordsValue<T>>;
}

export interface DirtyEntityRecord extends RecordRef {
  /** What the save panel shows: the edited title, else the record's, else the type's label. */
  title: string;
}

let lastDirty: DirtyEntityRecord[] = [];

/** Every record with unsaved edits, for the save button and the review panel. */
export const $dirtyEntityRecords = computed(
  [$entityEdits, $entityRecordStates],
  (edits, states) => {
    const list: DirtyEntityRecord[] = [];
    for (const [id, recordEdits] of Object.entries(edits)) {
      const [kind = '', name = '', key = ''] = JSON.parse(id) as string[];
      const edited = { ...states[id]?.record, ...recordEdits };
      const title = dirtyTitle(kind, name, edited);
      list.push({ kind, name, key: states[id]?.key ?? (key === '' ? undefined : key), title });
    }
    const unchanged =
      list.length === lastDirty.length && list.every((item, i) => sameShallow(lastDirty[i], item));
    if (!unchanged) lastDirty = list;
    return lastDirty;
  },
);
