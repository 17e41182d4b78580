// Unsaved edits kept in the browser's IndexedDB, one entry per scope (site REST root + user) and
// record. A browser without IndexedDB, or one that refuses it (private mode, blocked storage),
// keeps nothing: the edits then live as long as the page, as before.
import type { KeptEdits } from '../../kept-edits';

const DB_NAME = 'site-editor-kept-edits';
const STORE = 'edits';

let opening: Promise<IDBDatabase | undefined> | undefined;

function request<T>(run: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    run.onsuccess = () => resolve(run.result);
    run.onerror = () => reject(run.error);
  });
}

function database(): Promise<IDBDatabase | undefined> {
  opening ??= new Promise<IDBDatabase | undefined>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(undefined);
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore(STORE, { keyPath: ['scope', 'id'] });
    };
    open.onsuccess = () => {
      // Another tab upgrading the database later asks this one to let go.
      open.result.onversionchange = () => {
        open.result.close();
        opening = undefined;
      };
      resolve(open.result);
    };
    open.onerror = () => resolve(undefined);
    open.onblocked = () => resolve(undefined);
  });
  return opening;
}

/** Every record's kept edits in a scope. */
export async function readKeptEdits(scope: string): Promise<KeptEdits[]> {
  const db = await database();
  if (!db) return [];
  // Array keys sort after strings: [scope, []] is above every [scope, id].
  const range = IDBKeyRange.bound([scope], [scope, []]);
  return request(db.transaction(STORE).objectStore(STORE).getAll(range)).catch(() => []);
}

/** Writes and removes entries in one transaction; resolves once it is committed. */
export async function writeKeptEdits(
  entries: KeptEdits[],
  removed: Array<{ scope: string; id: string }>,
): Promise<void> {
  const db = await database();
  if (!db || (entries.length === 0 && removed.length === 0)) return;
  await new Promise<void>((resolve) => {
    const transaction = db.transaction(STORE, 'readwrite', { durability: 'strict' });
    const store = transaction.objectStore(STORE);
    for (const entry of entries) store.put(entry);
    for (const { scope, id } of removed) store.delete([scope, id]);
    transaction.oncomplete = () => resolve();
    // A full disk or a value the browser cannot clone: nothing more can be done here.
    transaction.onerror = () => resolve();
    transaction.onabort = () => resolve();
  });
}
