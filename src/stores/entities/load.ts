import { task } from 'nanostores';
import { type ApiList, apiFetch, apiFetchList, type QueryObject, toApiError } from '../../api';
import { __ } from '../../i18n/translate';
import {
  collectionPath,
  type EntityConfig,
  type EntityKey,
  getEntityConfig,
  recordPath,
} from './config';
import {
  $entityQueries,
  $entityRecordStates,
  type EntityRecord,
  patchQuery,
  patchRecordState,
  type QueryState,
  queryId,
  recordId,
  storeRecords,
} from './state';

const inFlight = new Map<string, Promise<unknown>>();

/** Runs one load per id at a time: a second caller shares the first one's promise. */
function once<T>(id: string, load: () => Promise<T>): Promise<T> {
  const running = inFlight.get(id) as Promise<T> | undefined;
  if (running) return running;
  // Forgotten as the load ends, inside its task: a retry right after must ask again.
  const started = task(async () => {
    try {
      return await load();
    } finally {
      inFlight.delete(id);
    }
  });
  inFlight.set(id, started);
  return started;
}

/**
 * The query sent to the host: edit context by default (raw titles). A nested collection's
 * `parent` names its parent record in the path, not a filter; elsewhere (pages) it is a filter.
 */
function requestQuery(config: EntityConfig, query: QueryObject): QueryObject {
  const nested = typeof config.baseURL === 'function';
  const { parent, ...rest } = query;
  return { context: 'edit', ...config.baseQuery, ...rest, ...(nested ? {} : { parent }) };
}

/** Full records (no `_fields`, edit context) are cached by key; partial ones are not. */
function isFullRecordQuery(query: QueryObject): boolean {
  return query._fields === undefined && query.context === 'edit';
}

const loadFailed = () => __('An error occurred while loading the data.');

/**
 * Loads one record (cached after the first load). Resolves with it; throws an ApiError.
 * `loadEntityRecord('postType', 'wp_template', 'theme//home')`, `loadEntityRecord('root', 'site')`.
 */
export function loadEntityRecord<T extends EntityRecord = EntityRecord>(
  kind: string,
  name: string,
  key?: EntityKey,
  query: QueryObject = {},
): Promise<T> {
  const config = getEntityConfig(kind, name);
  const sent = requestQuery(config, query);
  const ref = { kind, name, key };
  const id = recordId(kind, name, key);
  const cacheable = isFullRecordQuery({ ...query, context: sent.context });
  const cached = $entityRecordStates.get()[id]?.record;
  if (cacheable && cached) return Promise.resolve(cached as T);
  return once(cacheable ? id : `${id}${JSON.stringify(query)}`, async () => {
    if (cacheable) patchRecordState(ref, { isLoading: true, error: undefined });
    try {
      const record = await apiFetch<T>(recordPath(config, key, query), { query: sent });
      if (cacheable) patchRecordState(ref, { record, isLoading: false });
      return record;
    } catch (error) {
      const apiError = toApiError(error, loadFailed());
      if (cacheable) patchRecordState(ref, { isLoading: false, error: apiError });
      throw apiError;
    }
  });
}

/** The records of a cached list: full records come from the record cache (so saves show). */
export function queryItems(state: QueryState | undefined): EntityRecord[] {
  if (!state) return [];
  if (state.items) return state.items;
  const records = $entityRecordStates.get();
  const items: EntityRecord[] = [];
  for (const id of state.ids ?? []) {
    const record = records[id]?.record;
    if (record) items.push(record);
  }
  return items;
}

/**
 * Loads a list (cached per query until invalidated). `per_page: -1` loads every page.
 * Resolves with `{ items, total, totalPages }`; throws an ApiError.
 */
export function loadEntityRecords<T extends EntityRecord = EntityRecord>(
  kind: string,
  name: string,
  query: QueryObject = {},
): Promise<ApiList<T>> {
  const config = getEntityConfig(kind, name);
  const id = queryId(kind, name, query);
  const cached = $entityQueries.get()[id];
  // A list whose reload failed keeps its last rows to show, but is asked for again.
  const fresh = cached && !cached.stale && !cached.isLoading && !cached.error;
  if (fresh && (cached.ids || cached.items)) {
    const { total, totalPages } = cached;
    return Promise.resolve({ items: queryItems(cached) as T[], total, totalPages });
  }
  return once(id, async () => {
    const ref = { kind, name };
    patchQuery(id, { ...ref, isLoading: true, error: undefined });
    const sent = requestQuery(config, query);
    try {
      const list = await apiFetchList<T>(collectionPath(config, query), { query: sent });
      const { total, totalPages } = list;
      if (isFullRecordQuery({ ...query, context: sent.context }) && config.key !== false) {
        const ids = storeRecords(kind, name, config.key, list.items);
        patchQuery(id, { ...ref, ids, items: undefined, total, totalPages });
      } else {
        patchQuery(id, { ...ref, ids: undefined, items: list.items, total, totalPages });
      }
      patchQuery(id, { ...ref, isLoading: false, stale: false });
      return list;
    } catch (error) {
      const apiError = toApiError(error, loadFailed());
      // Not stale any more: a mounted list must not retry in a loop; it shows the error.
      patchQuery(id, { ...ref, isLoading: false, error: apiError, stale: false });
      throw apiError;
    }
  });
}

/** Marks every cached list of a type out of date; mounted lists reload. */
export function invalidateEntityRecords(kind: string, name: string): void {
  const queries = { ...$entityQueries.get() };
  for (const [id, state] of Object.entries(queries)) {
    if (state.kind === kind && state.name === name) queries[id] = { ...state, stale: true };
  }
  $entityQueries.set(queries);
}

/** Forgets one record so its next use loads it again. */
export function invalidateEntityRecord(kind: string, name: string, key?: EntityKey): void {
  const { [recordId(kind, name, key)]: _dropped, ...rest } = $entityRecordStates.get();
  $entityRecordStates.set(rest);
}
